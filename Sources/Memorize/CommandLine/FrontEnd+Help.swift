extension FrontEnd {
  /// The synopsis, shown by `--help` and after a bad command line.
  public var usage: String {
    let settings = flags.filter { $0.role == .setting }.map { "[\($0.synopsis)]" }
    let actions = flags.filter { $0.role == .action }.map(\.synopsis)
    // Translators: the word before a program's synopsis, with its colon and the space after it.
    let word = localizedInContext("synopsis", "usage: ")
    let lead = word + programName + " "
    let indent = String(repeating: " ", count: Self.columns(lead))
    var lines = Self.wrap(settings, width: 80 - Self.columns(lead)).enumerated().map {
      ($0.offset == 0 ? lead : indent) + $0.element
    }
    let actionLead = String(repeating: " ", count: Self.columns(word)) + programName + " "
    lines += Self.wrap(joinedByBars(actions), width: 80 - Self.columns(actionLead)).enumerated().map
    {
      ($0.offset == 0 ? actionLead : indent) + $0.element
    }
    return lines.joined(separator: "\n")
  }

  /// Everything `--help` prints: what the program is, its usage, every flag and the keys.
  public var help: String {
    var lines = [tagline, "", usage, "", localized("Options:")]
    for flag in flags {
      let names = [flag.shortName, flag.synopsis].compactMap(\.self).joined(separator: ", ")
      lines += Self.twoColumns(names, flag.summary)
    }
    lines += ["", localized("Keys:")]
    for group in keyGroups {
      if let title = group.title {
        // Translators: a heading over a screen's keys in --help, with its colon.
        lines += [" " + localized("{screen}:", ["screen": title])]
      }
      for binding in group.bindings {
        lines += Self.twoColumns(binding.keys, binding.action)
      }
    }
    lines += [
      "",
      localized(
        "Games, themes and statistics are saved as you play. See man 6 {program}.",
        ["program": programName]),
    ]
    return lines.joined(separator: "\n")
  }

  /// `a | b | c`, with the bars kept at the end of each word so lines can break after them.
  private func joinedByBars(_ words: [String]) -> [String] {
    words.enumerated().map { $0.offset == words.count - 1 ? $0.element : $0.element + " |" }
  }

  /// An indented term, then its description from column 28 (on the next line when the term
  /// is too long), wrapped at 80 columns.
  static func twoColumns(_ term: String, _ description: String) -> [String] {
    let column = 28
    let body = wrap(breakable(description), width: 80 - column)
    let pad = String(repeating: " ", count: column)
    var lines: [String] = []
    let head = "  " + term
    if columns(head) + 2 <= column {
      lines.append(
        head + String(repeating: " ", count: column - columns(head)) + (body.first ?? ""))
      lines += body.dropFirst().map { pad + $0 }
    } else {
      lines.append(head)
      lines += body.map { pad + $0 }
    }
    return lines
  }

  /// Words joined by spaces into lines no wider than `width` columns (a longer word gets a line
  /// alone). A piece of Chinese text, which has no spaces, is one "word" per character, glued
  /// to the next without a space (see ``breakable(_:)``).
  static func wrap(_ words: [String], width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in words {
      let glued = word.hasPrefix(Self.glue)
      let piece = glued ? String(word.dropFirst()) : word
      let joined = line.isEmpty ? piece : line + (glued ? "" : " ") + piece
      if line.isEmpty || columns(joined) <= width {
        line = joined
      } else {
        lines.append(line)
        line = piece
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }

  /// Marks a piece that follows the previous one without a space.
  private static let glue = "\u{1}"

  /// Splits text into the pieces a line may break between (``LineBreaking``): words at spaces,
  /// and Chinese characters, punctuation kept with its character, glued to what came before.
  static func breakable(_ text: String) -> [String] {
    LineBreaking.pieces(of: text).map { $0.followsSpace ? $0.text : glue + $0.text }
  }

  /// Terminal columns of help text: wide (CJK and fullwidth) characters take two.
  static func columns(_ text: String) -> Int {
    text.reduce(0) { $0 + (LineBreaking.isWide($1) ? 2 : 1) }
  }
}

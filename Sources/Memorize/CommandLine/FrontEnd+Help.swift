extension FrontEnd {
  /// The synopsis, shown by `--help` and after a bad command line.
  public var usage: String {
    let settings = flags.filter { $0.role == .setting }.map { "[\($0.synopsis)]" }
    let actions = flags.filter { $0.role == .action }.map(\.synopsis)
    let lead = "usage: \(programName) "
    let indent = String(repeating: " ", count: lead.count)
    var lines = Self.wrap(settings, width: 80 - lead.count).enumerated().map {
      ($0.offset == 0 ? lead : indent) + $0.element
    }
    let actionLead = String(repeating: " ", count: "usage: ".count) + programName + " "
    lines += Self.wrap(joinedByBars(actions), width: 80 - actionLead.count).enumerated().map {
      ($0.offset == 0 ? actionLead : indent) + $0.element
    }
    return lines.joined(separator: "\n")
  }

  /// Everything `--help` prints: what the program is, its usage, every flag and the keys.
  public var help: String {
    var lines = [tagline, "", usage, "", "Options:"]
    for flag in flags {
      let names = [flag.shortName, flag.synopsis].compactMap(\.self).joined(separator: ", ")
      lines += Self.twoColumns(names, flag.summary)
    }
    lines += ["", "Keys:"]
    for binding in keys {
      lines += Self.twoColumns(binding.keys, binding.action)
    }
    lines += ["", "Games, themes and statistics are saved as you play. See man 6 \(programName)."]
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
    let words = description.split(separator: " ").map(String.init)
    let body = wrap(words, width: 80 - column)
    let pad = String(repeating: " ", count: column)
    var lines: [String] = []
    let head = "  " + term
    if head.count + 2 <= column {
      lines.append(head + String(repeating: " ", count: column - head.count) + (body.first ?? ""))
      lines += body.dropFirst().map { pad + $0 }
    } else {
      lines.append(head)
      lines += body.map { pad + $0 }
    }
    return lines
  }

  /// Words joined by spaces into lines no wider than `width` (a longer word gets a line alone).
  static func wrap(_ words: [String], width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in words {
      if line.isEmpty {
        line = word
      } else if line.count + 1 + word.count <= width {
        line += " " + word
      } else {
        lines.append(line)
        line = word
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }
}

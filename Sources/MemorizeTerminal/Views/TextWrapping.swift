import Memorize
import TerminalKit

/// Lines of text in a width: broken where the language breaks lines (at spaces; between Chinese
/// characters, punctuation kept with its character: ``LineBreaking``), and between the
/// characters of a word too long for a line; never a word cut without a mark.
enum TextWrapping {
  /// Breaks `text` into lines at most `width` columns wide. Chinese that does not fit breaks
  /// after a whole sentence (after "。", "！" or "？") where the sentence fits on a line, rather
  /// than inside its next word.
  static func wrap(_ text: String, toWidth width: Int) -> [String] {
    let sentences = Self.sentences(of: text)
    guard sentences.count > 1, DisplayWidth.of(text) > width else {
      return wrapped(text, toWidth: width).map(\.text)
    }
    var lines: [String] = []
    for sentence in sentences {
      if let last = lines.last, DisplayWidth.of(last) + DisplayWidth.of(sentence) <= width {
        lines[lines.count - 1] = last + sentence
      } else {
        lines += wrapped(sentence, toWidth: width).map(\.text)
      }
    }
    return lines
  }

  /// A line of `--plain` output on a terminal `width` columns wide: whole where it fits, else
  /// broken as ``wrap(_:toWidth:)`` breaks it, each row after the first indented as the line
  /// is ("  7 🐶 Dog" / "    (seen)"), so a wrapped card or help entry still reads as one
  /// item of its list. An indent that leaves less than half the row is not kept.
  static func wrapKeepingIndent(_ line: String, toWidth width: Int) -> [String] {
    guard width > 0, DisplayWidth.of(line) > width else { return [line] }
    let indent = String(line.prefix { $0 == " " })
    guard !indent.isEmpty, indent.count * 2 <= width else { return wrap(line, toWidth: width) }
    return wrap(String(line.dropFirst(indent.count)), toWidth: width - indent.count).map {
      indent + $0
    }
  }

  /// A line of phrases that `Phrases.beside(_:)` made (a table's seats, "Ana 9 pts · Ben 8
  /// pts") in rows of at most `width` columns, broken only between phrases, the separator kept
  /// at the end of the row above, so that no row opens with "·" and a name that fits on the
  /// next row goes there whole; a phrase wider than a row alone breaks between its words.
  static func wrapPhrases(_ line: String, toWidth width: Int) -> [String] {
    let phrases = Phrases.apart(line.sanitizedForTerminal)
    // Each row's phrases, and the separator it ends with where the next phrase went down.
    var rows: [(text: String, tail: String)] = []
    var row = ""
    for (index, phrase) in phrases.enumerated() {
      let isLast = index == phrases.count - 1
      let after = isLast ? "" : trailingSeparator(after: phrase)
      let joined = row.isEmpty ? phrase : row + Phrases.separator(after: row) + phrase
      if row.isEmpty || DisplayWidth.of(joined + after) <= width {
        row = joined
      } else {
        rows.append((row, trailingSeparator(after: row)))
        row = phrase
      }
    }
    rows.append((row, ""))
    return rows.flatMap { row in
      guard DisplayWidth.of(row.text + row.tail) > width else { return [row.text + row.tail] }
      // A phrase too wide alone breaks between its words; its separator goes with its last
      // word where there is room, else it is left out rather than opening a row.
      var lines = TextWrapping.wrap(row.text, toWidth: width)
      if let last = lines.last, DisplayWidth.of(last + row.tail) <= width {
        lines[lines.count - 1] = last + row.tail
      }
      return lines
    }
  }

  /// `text` in rows of at most `width` columns, broken after its clauses' commas (", " and
  /// "，") before anywhere else: "need 40×12," / "have 20×6" rather than "need 40×12, have" /
  /// "20×6". A clause too wide for a row alone breaks as ``wrap(_:toWidth:)`` breaks it.
  static func wrapClauses(_ text: String, toWidth width: Int) -> [String] {
    let text = Sanitizer.sanitize(text)
    guard DisplayWidth.of(text) > width else { return [text] }
    // Each clause with whether a space came before it (English's ", ", not Chinese's "，").
    var clauses: [(text: String, followsSpace: Bool)] = []
    var clause = ""
    var followsSpace = false
    var characters = text.makeIterator()
    var pending = characters.next()
    while let character = pending {
      pending = characters.next()
      clause.append(character)
      if character == "，" || (character == "," && pending == " ") {
        clauses.append((clause, followsSpace))
        clause = ""
        followsSpace = pending == " "
        if followsSpace { pending = characters.next() }
      }
    }
    if !clause.isEmpty { clauses.append((clause, followsSpace)) }
    var rows: [String] = []
    var row = ""
    for clause in clauses {
      let joined = row.isEmpty ? clause.text : row + (clause.followsSpace ? " " : "") + clause.text
      if DisplayWidth.of(joined) <= width {
        row = joined
        continue
      }
      if !row.isEmpty { rows.append(row) }
      let lines = wrap(clause.text, toWidth: width)
      rows += lines.dropLast()
      row = lines.last ?? ""
    }
    if !row.isEmpty { rows.append(row) }
    return rows
  }

  /// Rows of at most `width` columns where a lead-in word left alone on its row ("left:", the
  /// end of "… the cards left:") goes down to the row it leads to ("left: A♦ 5♠."), when that
  /// fits: what a sentence names is read with the word that names it.
  static func keepingLeadIns(_ rows: [String], toWidth width: Int) -> [String] {
    var rows = rows
    var index = 1
    while index < rows.count {
      let leadIn = rows[index - 1]
      let joined = leadIn + " " + rows[index]
      if leadIn.last == ":", !leadIn.contains(" "), index >= 2, DisplayWidth.of(joined) <= width {
        rows[index] = joined
        rows.remove(at: index - 1)
      } else {
        index += 1
      }
    }
    return rows
  }

  /// The separator `Phrases.beside(_:)` puts after `phrase`, without its trailing space, as
  /// the end of a row whose next phrase went down (" ·"; nothing after "。").
  private static func trailingSeparator(after phrase: String) -> String {
    var separator = Phrases.separator(after: phrase)
    while separator.last == " " { separator.removeLast() }
    return separator
  }

  /// `text` cut after each full-width sentence end, the punctuation kept with its sentence;
  /// the whole text when it has none (English has none: its sentences end in ASCII).
  private static func sentences(of text: String) -> [String] {
    var sentences: [String] = []
    var current = ""
    for character in text {
      current.append(character)
      if "。！？".contains(character) {
        sentences.append(current)
        current = ""
      }
    }
    if !current.allSatisfy(\.isWhitespace) { sentences.append(current) }
    return sentences
  }

  /// The lines of ``wrap(_:toWidth:)``, each with whether it was broken from the one before at
  /// a space (a Chinese line is not, and joins it again without one).
  private static func wrapped(_ text: String, toWidth width: Int) -> [LineBreaking.Piece] {
    var lines: [LineBreaking.Piece] = []
    var line = LineBreaking.Piece("", followsSpace: false)
    var lineWidth = 0
    for piece in LineBreaking.pieces(of: Sanitizer.sanitize(text)) {
      let pieceWidth = DisplayWidth.of(piece.text)
      let gap = piece.followsSpace ? 1 : 0
      if lineWidth > 0, lineWidth + gap + pieceWidth <= width {
        line.text += (piece.followsSpace ? " " : "") + piece.text
        lineWidth += gap + pieceWidth
        continue
      }
      if lineWidth > 0 { lines.append(line) }
      line = LineBreaking.Piece("", followsSpace: piece.followsSpace)
      lineWidth = 0
      for character in piece.text {
        let characterWidth = DisplayWidth.of(String(character))
        if lineWidth + characterWidth > width, lineWidth > 0 {
          lines.append(line)
          line = LineBreaking.Piece("", followsSpace: false)
          lineWidth = 0
        }
        line.text.append(character)
        lineWidth += characterWidth
      }
    }
    if lineWidth > 0 { lines.append(line) }
    return keepingClauses(lines, width: width)
  }

  /// Where a Chinese clause is broken ("牌堆也空" / "了：", "按 ? 查看按" / "按键。"), the
  /// clause goes down whole from after the line's last clause mark, when it fits there: no line holds a lone particle with its punctuation, and a short
  /// phrase ("按 ? 查看按键。") is read in one piece.
  private static func keepingClauses(_ lines: [LineBreaking.Piece], width: Int)
    -> [LineBreaking.Piece]
  {
    var lines = lines
    for index in lines.indices.dropFirst() {
      let previous = lines[index - 1].text
      guard let mark = previous.lastIndex(where: { clauseMarks.contains($0) }) else { continue }
      let tail = String(previous[previous.index(after: mark)...])
      let joined = tail + (lines[index].followsSpace ? " " : "") + lines[index].text
      guard !tail.isEmpty, tail.first != " ", DisplayWidth.of(joined) <= width
      else { continue }
      lines[index - 1].text = String(previous[...mark])
      lines[index] = LineBreaking.Piece(joined, followsSpace: false)
    }
    // A line of one Chinese character and its punctuation ("了。") takes the character before
    // it along, where that one was broken from it and the line above keeps more than one.
    for index in lines.indices.dropFirst() where !lines[index].followsSpace {
      let line = lines[index].text
      guard let first = line.first, LineBreaking.isWide(first),
        line.dropFirst().allSatisfy({ LineBreaking.closing.contains($0) }),
        let last = lines[index - 1].text.last, LineBreaking.isWide(last),
        !LineBreaking.closing.contains(last), lines[index - 1].text.count > 2,
        DisplayWidth.of(String(last) + line) <= width
      else { continue }
      lines[index - 1].text.removeLast()
      lines[index].text = String(last) + line
      // A character that followed a space ("fg 恢") leaves the space at the break.
      while lines[index - 1].text.last == " " {
        lines[index - 1].text.removeLast()
        lines[index].followsSpace = true
      }
    }
    return lines
  }

  /// The full-width marks a Chinese clause ends with, after which a line breaks best.
  private static let clauseMarks: Set<Character> = ["，", "、", "：", "；", "。", "！", "？"]

  /// `text` in at most `lineCount` lines of `width` columns: wrapped, and where it needs more
  /// lines, the last one ends at a whole word (a whole character for Chinese) with "…".
  static func fit(
    _ text: String, toWidth width: Int, lines lineCount: Int, ellipsis: String = "…"
  ) -> [String] {
    let lines = wrapped(text, toWidth: width)
    guard lines.count > lineCount, lineCount > 0 else { return lines.map(\.text) }
    let rest = lines[(lineCount - 1)...].enumerated()
      .map { ($0.offset > 0 && $0.element.followsSpace ? " " : "") + $0.element.text }.joined()
    return lines.prefix(lineCount - 1).map(\.text) + [
      shortened(rest, toWidth: width, ellipsis: ellipsis)
    ]
  }

  /// The first of `forms` (a line, then the same in fewer words, fewest last) that fits one row
  /// of `width` columns whole, sanitized; where none does, the last on at most `lines` rows, cut
  /// after a whole word with `ellipsis` only where even they are too short. Where
  /// `DisplayWidth.firstFitting` cuts between characters, this keeps words whole.
  static func firstFitting(
    _ forms: [String], toWidth width: Int, lines lineCount: Int = 1, ellipsis: String = "…"
  ) -> [String] {
    let clean = forms.map(Sanitizer.sanitize)
    if let whole = clean.first(where: { DisplayWidth.of($0) <= width }) { return [whole] }
    let last = clean.last ?? ""
    return lineCount > 1
      ? fit(last, toWidth: width, lines: lineCount, ellipsis: ellipsis)
      : [shortened(last, toWidth: width, ellipsis: ellipsis)]
  }

  /// `text` on one line of `width` columns: whole, or cut after its last whole word (its last
  /// whole Chinese character, punctuation kept with it) that leaves room for `ellipsis`; between
  /// characters where not even the first word fits (a long name).
  static func shortened(_ text: String, toWidth width: Int, ellipsis: String = "…") -> String {
    let text = Sanitizer.sanitize(text)
    if DisplayWidth.of(text) <= width { return text }
    let room = width - DisplayWidth.of(ellipsis)
    var kept = ""
    var used = 0
    for piece in LineBreaking.pieces(of: text) {
      let joined = kept.isEmpty ? piece.text : kept + (piece.followsSpace ? " " : "") + piece.text
      let joinedWidth = DisplayWidth.of(joined)
      if joinedWidth > room { break }
      kept = joined
      used = joinedWidth
    }
    if kept.isEmpty {
      for character in text {
        let characterWidth = DisplayWidth.of(String(character))
        if used + characterWidth > room { break }
        kept.append(character)
        used += characterWidth
      }
    }
    // The cut ends a whole part, never on the separator before the next ("电脑；…" at 40
    // columns read as if a part were left empty).
    while let last = kept.last, last == " " || Self.separators.contains(last) {
      kept.removeLast()
    }
    return kept.isEmpty ? "" : kept + ellipsis
  }

  /// The marks that part a line's parts: a list's, a clause's, the one before what follows.
  private static let separators: Set<Character> = [",", ";", ":", "·", "，", "、", "；", "："]
}

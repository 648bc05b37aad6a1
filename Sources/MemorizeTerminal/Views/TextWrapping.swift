import TerminalKit

/// Lines of text in a width: broken at spaces, and between the characters of a word too long
/// for a line (Chinese has no spaces at all); never a word cut without a mark.
enum TextWrapping {
  /// Breaks `text` into lines at most `width` columns wide.
  static func wrap(_ text: String, toWidth width: Int) -> [String] {
    let text = Sanitizer.sanitize(text)
    var lines: [String] = []
    var line = ""
    var lineWidth = 0
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      let wordWidth = DisplayWidth.of(String(word))
      if lineWidth > 0, lineWidth + 1 + wordWidth <= width {
        line += " " + word
        lineWidth += 1 + wordWidth
        continue
      }
      if lineWidth > 0 {
        lines.append(line)
        line = ""
        lineWidth = 0
      }
      for character in word {
        let characterWidth = DisplayWidth.of(String(character))
        if lineWidth + characterWidth > width, lineWidth > 0 {
          lines.append(line)
          line = ""
          lineWidth = 0
        }
        line.append(character)
        lineWidth += characterWidth
      }
    }
    if lineWidth > 0 { lines.append(line) }
    return lines
  }

  /// `text` in at most `lineCount` lines of `width` columns: wrapped, and where it needs more
  /// lines, the last one ends at a whole word (a whole character for Chinese) with "…".
  static func fit(
    _ text: String, toWidth width: Int, lines lineCount: Int, ellipsis: String = "…"
  ) -> [String] {
    let lines = wrap(text, toWidth: width)
    guard lines.count > lineCount, lineCount > 0 else { return lines }
    let rest = lines[(lineCount - 1)...].joined(separator: " ")
    return Array(lines.prefix(lineCount - 1)) + [
      shortened(rest, toWidth: width, ellipsis: ellipsis)
    ]
  }

  /// `text` on one line of `width` columns: whole, or cut after its last whole word that
  /// leaves room for `ellipsis` (after a whole character where the text has no space to cut at).
  static func shortened(_ text: String, toWidth width: Int, ellipsis: String = "…") -> String {
    let text = Sanitizer.sanitize(text)
    if DisplayWidth.of(text) <= width { return text }
    let room = width - DisplayWidth.of(ellipsis)
    var kept = ""
    var used = 0
    var lastSpace: String.Index?
    var endsAWord = false
    for character in text {
      let characterWidth = DisplayWidth.of(String(character))
      if used + characterWidth > room {
        endsAWord = character == " "
        break
      }
      if character == " " { lastSpace = kept.endIndex }
      kept.append(character)
      used += characterWidth
    }
    // Cut at a space when the text has one to cut at (or where the room ends a word); a text
    // with no space in reach (a Chinese sentence, a long name) is cut between characters.
    if !endsAWord, let lastSpace, lastSpace > kept.startIndex {
      kept = String(kept[..<lastSpace])
    }
    while kept.last == " " { kept.removeLast() }
    return kept.isEmpty ? "" : kept + ellipsis
  }
}

import Glibc

/// Which characters the terminal can be sent: all of Unicode as UTF-8, or plain ASCII.
///
/// Follows the locale's character set (`nl_langinfo(CODESET)` for the `LC_CTYPE` locale the
/// environment names): under `LANG=C`, or any charset but UTF-8, box drawing, block elements,
/// suit signs and emoji would arrive as mojibake, so the program draws with ASCII instead.
public enum TerminalCharset: Sendable, Hashable {
  /// UTF-8: every character may be sent.
  case utf8
  /// Only the 95 printable ASCII characters may be sent.
  case ascii

  /// The charset of the locale `environment` names for `LC_CTYPE` (`LC_ALL`, then `LC_CTYPE`,
  /// then `LANG`; none of them means the C locale, which is ASCII).
  ///
  /// The locale is opened on its own (`newlocale`), so the process's locale is left alone; a
  /// locale that is not installed is judged by its name (`xx_YY.UTF-8` is UTF-8).
  public static func detect(environment: [String: String]) -> TerminalCharset {
    let name =
      ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
      ?? "C"
    if let locale = newlocale(LC_CTYPE_MASK, name, nil) {
      defer { freelocale(locale) }
      if let codeset = nl_langinfo_l(nl_item(CODESET), locale) {
        return of(codeset: String(cString: codeset))
      }
    }
    // Not installed: the part after the dot names the charset, if any.
    guard let dot = name.firstIndex(of: ".") else { return .ascii }
    let codeset = name[name.index(after: dot)...].prefix { $0 != "@" }
    return of(codeset: String(codeset))
  }

  /// The charset for a codeset name as `nl_langinfo` spells it (`UTF-8`, `ANSI_X3.4-1968`…).
  public static func of(codeset: String) -> TerminalCharset {
    let normalized = codeset.lowercased().filter { $0 != "-" && $0 != "_" }
    return normalized == "utf8" ? .utf8 : .ascii
  }

  /// Whether only ASCII may be sent.
  public var isASCII: Bool { self == .ascii }
}

extension TerminalCharset {
  /// The ASCII character that stands in for `text` on an ASCII terminal: lines for box drawing,
  /// `#` for solid blocks, letters for card suits, arrows as `<` `>` `^` `v`, `?` for the rest
  /// (emoji, CJK). Drawing code that knows better chooses its own ASCII; this is the net under
  /// it, so nothing unreadable is ever sent.
  public static func asciiStandIn(for text: String) -> Character {
    guard let scalar = text.unicodeScalars.first else { return " " }
    if scalar.isASCII { return Character(scalar) }
    if let standIn = standIns[scalar] { return standIn }
    switch scalar.value {
    case 0x2500...0x257F: return "+"  // the rest of box drawing: corners, tees, crosses
    case 0x2580...0x259F: return "#"  // block elements
    case 0x25A0...0x25FF: return "*"  // geometric shapes
    default: return "?"
    }
  }

  /// `text` in printable ASCII, for lines (`--plain`, messages) sent where only ASCII can be
  /// read: ASCII stays, an ellipsis becomes `...`, an em dash `--`, and every other character
  /// its ``asciiStandIn(for:)``, so no byte of 0x80 or more is ever sent.
  ///
  /// Words are the view models' to choose (letters for emoji, for one); this is the net under
  /// them, as the renderer's is on the full screen.
  public static func asciiText(_ text: String) -> String {
    guard !text.utf8.allSatisfy({ $0 < 0x80 }) else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text {
      if character.isASCII {
        result.append(character)
      } else if let longer = longerStandIns[character] {
        result += longer
      } else {
        result.append(asciiStandIn(for: String(character)))
      }
    }
    return result
  }

  private static let longerStandIns: [Character: String] = [
    "…": "...", "—": "--", "⋯": "...", "≤": "<=", "≥": ">=", "≠": "!=", "←": "<-", "→": "->",
  ]

  private static let standIns: [Unicode.Scalar: Character] = [
    "─": "-", "━": "-", "┄": "-", "┅": "-", "┈": "-", "┉": "-", "╌": "-", "╍": "-", "═": "=",
    "│": "|", "┃": "|", "┆": "|", "┇": "|", "┊": "|", "┋": "|", "╎": "|", "╏": "|", "║": "|",
    "▁": "_", "▔": "-", "░": ".", "▒": ":", "▓": "#", "▐": "|", "▌": "|",
    "●": "o", "○": "o", "◍": "o", "◆": "*", "◈": "*", "◇": "*", "◀": "<", "▶": ">", "▲": "^",
    "▼": "v", "←": "<", "→": ">", "↑": "^", "↓": "v", "‹": "<", "›": ">", "«": "<", "»": ">",
    "•": "*", "·": ".", "…": ".", "✓": "v", "✔": "v", "✗": "x", "✘": "x", "×": "x",
    "♠": "S", "♤": "S", "♥": "H", "♡": "H", "♦": "D", "♢": "D", "♣": "C", "♧": "C",
    "⚠": "!", "–": "-", "—": "-", "\u{2212}": "-", "‘": "'", "’": "'", "“": "\"", "”": "\"",
    "\u{00A0}": " ",
  ]
}

import Glibc

/// Which characters the terminal can be sent, and in which bytes: all of Unicode as UTF-8, plain
/// ASCII, or a Chinese national charset (GB2312, GBK, GB18030) whose bytes `iconv` makes.
///
/// Follows the locale's character set (`nl_langinfo(CODESET)` for the `LC_CTYPE` locale the
/// environment names): under `LANG=C`, or any charset this does not know, box drawing, block
/// elements, suit signs and emoji would arrive as mojibake, so the program draws with ASCII
/// instead. Under a GB charset it draws with ASCII too, but Chinese text (names, the Chinese
/// catalog) goes out in the charset's own bytes, so it is read as Chinese, never as `?`.
public enum TerminalCharset: Sendable, Hashable {
  /// UTF-8: every character may be sent.
  case utf8
  /// Only the 95 printable ASCII characters may be sent.
  case ascii
  /// A GB charset: ASCII, and Chinese characters (Han, CJK punctuation, full-width forms) the
  /// charset has, sent in its bytes.
  ///
  /// Box drawing and block elements are in GB2312 too, but their width is "ambiguous": most GB
  /// terminals draw them two columns wide, where the layout counts one, so they get their ASCII
  /// stand-ins. Emoji are sent as themselves under GB18030, which encodes every code point
  /// (four bytes each; a terminal draws them two columns wide, as under UTF-8), and as stand-ins
  /// under GBK and GB2312, which have none. A sentence's punctuation (`·`, `…`, quotes) is sent
  /// as itself where the charset has it, and the renderer places what follows it whatever width
  /// the terminal gives it.
  case gb(GBCodeset)

  /// The three GB charsets, each carrying more than the one before.
  public enum GBCodeset: String, Sendable, Hashable, CaseIterable {
    /// GB2312 as `EUC-CN`: the 6,763 common simplified characters (`zh_CN`'s charset).
    case gb2312 = "GB2312"
    /// GBK: every CJK Unified Ideograph of Unicode 1.1, simplified and traditional.
    case gbk = "GBK"
    /// GB18030: all of Unicode.
    case gb18030 = "GB18030"
  }

  /// The charset of the locale `environment` names for `LC_CTYPE` (`LC_ALL`, then `LC_CTYPE`,
  /// then `LANG`; none of them means the C locale, which is ASCII).
  ///
  /// The locale is opened on its own (`newlocale`), so the process's locale is left alone; a
  /// locale that is not installed is judged by its name (`xx_YY.UTF-8` is UTF-8, `zh_CN.GBK`
  /// is GBK, and `zh_CN` without a charset is GB2312, as glibc's `zh_CN` locale is).
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
    guard let dot = name.firstIndex(of: ".") else {
      let language = name.prefix { $0 != "@" }
      return language == "zh_CN" || language == "zh_SG" ? of(codeset: "GB2312") : .ascii
    }
    let codeset = name[name.index(after: dot)...].prefix { $0 != "@" }
    return of(codeset: String(codeset))
  }

  /// The charset for a codeset name as `nl_langinfo` spells it (`UTF-8`, `ANSI_X3.4-1968`,
  /// `GB2312`, `GBK`, `GB18030`…); a GB charset whose converter `iconv` lacks is ASCII.
  public static func of(codeset: String) -> TerminalCharset {
    let normalized = codeset.lowercased().filter { $0 != "-" && $0 != "_" }
    if normalized == "utf8" { return .utf8 }
    let gb: GBCodeset? =
      switch normalized {
      case "gb2312", "euccn": .gb2312
      case "gbk", "cp936": .gbk
      case "gb18030": .gb18030
      default: nil
      }
    guard let gb, Iconv.isAvailable(gb) else { return .ascii }
    return .gb(gb)
  }

  /// Whether only ASCII may be sent.
  public var isASCII: Bool { self == .ascii }

  /// Whether drawing keeps to ASCII (boxes, blocks, card marks) and emoji are shown as letters:
  /// under every charset but UTF-8.
  public var drawsInASCII: Bool { self != .utf8 }

  /// Whether emoji can be sent as themselves: under UTF-8, and under GB18030, which encodes every
  /// code point (🐶 is 94 39 CE 38) and reads back what it sent. Cards show letters elsewhere.
  public var showsEmoji: Bool { self == .utf8 || self == .gb(.gb18030) }

  /// Whether Chinese text can be shown: UTF-8 and the GB charsets.
  public var carriesChinese: Bool { self != .ascii }

  /// Whether `character`, in a name, reaches the terminal as itself (not as a stand-in): ASCII,
  /// under a GB charset the wide Chinese characters it has, and under GB18030 an emoji too, sent
  /// as the cards' emoji are (``showsEmoji``). A shared table judges a joined face's names the
  /// same way (`NameCharset`).
  public func shows(_ character: Character) -> Bool {
    switch self {
    case .utf8: return true
    case .ascii: return character.isASCII
    case .gb(let codeset):
      if character.isASCII || (showsEmoji && Self.isEmoji(character)) { return true }
      return character.unicodeScalars.allSatisfy(Self.isWideChinese)
        && Iconv.encode(String(character), to: codeset) != nil
    }
  }

  /// Whether `character` is an emoji as themes and names hold them (a scalar shown as emoji by
  /// default, or one asked to be by VS16): two columns wide where a terminal shows it.
  static func isEmoji(_ character: Character) -> Bool {
    character.unicodeScalars.contains { $0.properties.isEmojiPresentation || $0.value == 0xFE0F }
  }

  /// The bytes `codeset` has for `character`, or `nil`: iconv's, and GB2312's middle dot (A1 A4)
  /// for `·`, which iconv maps from U+30FB alone (GBK and GB18030 map `·` there themselves).
  static func bytes(of character: Character, in codeset: GBCodeset) -> [UInt8]? {
    if codeset == .gb2312, character == "·" { return [0xA1, 0xA4] }
    return Iconv.encode(String(character), to: codeset)
  }

  /// Whether the terminal draws `character` two columns wide where the layout counts one:
  /// GB2312's middle dot, which a GB2312 terminal reads as the katakana middle dot (U+30FB),
  /// a wide character. The renderer draws it over the blank after it, else as its stand-in.
  public func drawsWide(_ character: Character) -> Bool {
    self == .gb(.gb2312) && character == "·"
  }

  /// Whether every character of `text` reaches the terminal as itself: a player's name that
  /// does not is named otherwise (by its seat) rather than drawn as stand-ins.
  public func shows(_ text: String) -> Bool {
    switch self {
    case .utf8: return true
    case .ascii: return text.utf8.allSatisfy { $0 < 0x80 }
    case .gb: return text.allSatisfy(shows)
    }
  }

  /// The punctuation of sentences, sent as itself in lines (``encode(_:)``) where the GB charset
  /// has it: their width does not matter outside the full screen's columns. All are in GBK, so
  /// a GB terminal's fonts have them (the minus sign is not: it stays "-").
  static let lineTypography: Set<Character> = [
    "“", "”", "‘", "’", "·", "…", "—", "–", "×", "←", "→", "°",
  ]

  /// The card suits, sent as themselves in lines where the charset has them: GB18030 does
  /// (all of Unicode is in it), GBK and GB2312 do not, where a line says the suit's letter
  /// ("JH"), as in ASCII.
  static let lineSuits: Set<Character> = ["♠", "♥", "♦", "♣", "♤", "♡", "♢", "♧"]

  /// Han, CJK symbols and punctuation (`，` `。` `「`), and full-width forms (`：` `！` `（`):
  /// two columns wide in every terminal. Combining marks and variation selectors are not.
  static func isWideChinese(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x3000...0x303F, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF01...0xFF60,
      0xFFE0...0xFFE6, 0x20000...0x2FFFF, 0x30000...0x3FFFF:
      return true
    default:
      return false
    }
  }

  /// `line` in the bytes this charset sends: UTF-8 as it is; ASCII through ``asciiText(_:)``;
  /// a GB charset's characters in its bytes, and every character it does not show as its ASCII
  /// stand-in, so what is sent is always valid in the charset and never mojibake.
  ///
  /// A line is read, not laid out in columns, so the quotation marks, middle dot, ellipsis and
  /// dashes a sentence holds go out as themselves where the charset has them (“help”, not
  /// "help"), as the full screen draws them (`encodedPunctuation(_:)`).
  public func encode(_ line: String) -> [UInt8] {
    switch self {
    case .utf8:
      return Array(line.utf8)
    case .ascii:
      return Array(Self.asciiText(line).utf8)
    case .gb(let codeset):
      guard !line.utf8.allSatisfy({ $0 < 0x80 }) else { return Array(line.utf8) }
      var bytes: [UInt8] = []
      bytes.reserveCapacity(line.utf8.count)
      for character in line {
        if character.isASCII {
          bytes.append(contentsOf: character.utf8)
        } else if character.unicodeScalars.allSatisfy(Self.isWideChinese)
          || Self.lineTypography.contains(character) || Self.lineSuits.contains(character)
          || codeset == .gb18030 && Self.isEmoji(character),
          let encoded = Self.bytes(of: character, in: codeset)
        {
          bytes += encoded
        } else {
          bytes += Self.asciiText(String(character)).utf8
        }
      }
      return bytes
    }
  }

  /// `text` as a command line in this locale holds it, for a program started with it that reads
  /// its arguments in the locale's charset (``decode(_:)``): every character the charset has as
  /// itself, whatever its width; under a GB charset that lacks one, and under ASCII, the line
  /// ``encode(_:)`` sends.
  public func argumentBytes(_ text: String) -> [UInt8] {
    switch self {
    case .utf8: return Array(text.utf8)
    case .ascii: return encode(text)
    case .gb(let codeset): return Iconv.encode(text, to: codeset) ?? encode(text)
    }
  }

  /// The bytes of one character shown as itself, or `nil` when ``shows(_:)-(Character)`` is
  /// false (the renderer then writes the stand-in); under GB18030 an emoji's too, which the
  /// cards show, though a name holding one is still named by its seat (``shows(_:)-(String)``,
  /// as a shared table judges names).
  public func encoded(_ character: Character) -> [UInt8]? {
    switch self {
    case .utf8: return Array(character.utf8)
    case .ascii: return character.isASCII ? Array(character.utf8) : nil
    case .gb(let codeset):
      if character.isASCII { return Array(character.utf8) }
      guard
        character.unicodeScalars.allSatisfy(Self.isWideChinese)
          || codeset == .gb18030 && Self.isEmoji(character)
      else { return nil }
      return Iconv.encode(String(character), to: codeset)
    }
  }

  /// The bytes of a sentence's punctuation or a card suit (`·`, `…`, `“`, `♠`) that a GB charset
  /// has, or `nil`: the full screen sends these as themselves, as lines do (``encode(_:)``),
  /// and replaces only what the charset lacks. Terminals disagree about their width (one
  /// column, or two in a CJK font), so the renderer draws them as glyphs of uncertain width,
  /// and GB2312's middle dot, which every GB2312 terminal draws two columns wide
  /// (``drawsWide(_:)``), over the blank after it. Box drawing and blocks stay ASCII.
  func encodedPunctuation(_ character: Character) -> [UInt8]? {
    guard case .gb(let codeset) = self,
      Self.lineTypography.contains(character) || Self.lineSuits.contains(character)
    else { return nil }
    return Self.bytes(of: character, in: codeset)
  }

  /// Text the terminal (or a command line, or a pipe in this locale) sent as `bytes`: UTF-8
  /// under UTF-8 and ASCII (whose bytes above 0x7F can only be UTF-8 from elsewhere), the GB
  /// charset's bytes otherwise. A sequence that is not valid becomes U+FFFD, never a trap.
  public func decode(_ bytes: some Collection<UInt8>) -> String {
    switch self {
    case .utf8, .ascii:
      return String(decoding: bytes, as: UTF8.self)
    case .gb(let codeset):
      guard !bytes.allSatisfy({ $0 < 0x80 }) else { return String(decoding: bytes, as: UTF8.self) }
      return Iconv.decode(Array(bytes), from: codeset)
    }
  }

  /// How many bytes the GB18030 sequence at the start of `bytes` has (GB2312 and GBK are framed
  /// the same): 1 for ASCII, 2, 4; `nil` when more bytes are needed; 0 when the lead is invalid.
  static func gbSequenceLength(_ bytes: ArraySlice<UInt8>) -> Int? {
    guard let lead = bytes.first else { return nil }
    if lead < 0x80 { return 1 }
    guard (0x81...0xFE).contains(lead) else { return 0 }
    let start = bytes.startIndex
    guard bytes.count >= 2 else { return nil }
    let second = bytes[start + 1]
    switch second {
    case 0x40...0x7E, 0x80...0xFE: return 2
    case 0x30...0x39:
      guard bytes.count >= 4 else {
        return bytes.count == 3 && !(0x81...0xFE).contains(bytes[start + 2]) ? 0 : nil
      }
      return (0x81...0xFE).contains(bytes[start + 2]) && (0x30...0x39).contains(bytes[start + 3])
        ? 4 : 0
    default: return 0
    }
  }
}

/// `iconv(3)` between UTF-8 and a GB charset, one call per conversion.
enum Iconv {
  /// Whether glibc has the converter (its `gconv` module is installed).
  static func isAvailable(_ codeset: TerminalCharset.GBCodeset) -> Bool {
    let descriptor = iconv_open(codeset.iconvName, "UTF-8")
    guard !isInvalid(descriptor) else { return false }
    iconv_close(descriptor)
    return true
  }

  /// `text` in `codeset`'s bytes, or `nil` when a character is not in it.
  static func encode(_ text: String, to codeset: TerminalCharset.GBCodeset) -> [UInt8]? {
    convert(Array(text.utf8), from: "UTF-8", to: codeset.iconvName, replacing: nil)
  }

  /// `bytes` in `codeset` as text; an invalid or unknown sequence becomes U+FFFD.
  static func decode(_ bytes: [UInt8], from codeset: TerminalCharset.GBCodeset) -> String {
    let utf8 =
      convert(bytes, from: codeset.iconvName, to: "UTF-8", replacing: [0xEF, 0xBF, 0xBD]) ?? []
    return String(decoding: utf8, as: UTF8.self)
  }

  /// What `iconv_open` returns when it has no such converter: `(iconv_t) -1`.
  private static func isInvalid(_ descriptor: iconv_t?) -> Bool {
    descriptor == iconv_t(bitPattern: -1)
  }

  /// Converts `input`; a sequence `iconv` refuses is replaced by `replacing` (skipping one byte,
  /// or the whole rest when it is cut short), or fails the whole conversion when that is `nil`.
  private static func convert(
    _ input: [UInt8], from source: String, to target: String, replacing replacement: [UInt8]?
  ) -> [UInt8]? {
    let descriptor = iconv_open(target, source)
    guard !isInvalid(descriptor) else { return nil }
    defer { iconv_close(descriptor) }
    var output: [UInt8] = []
    output.reserveCapacity(input.count * 2 + 8)
    var buffer = [UInt8](repeating: 0, count: 256)
    var position = 0
    var input = input
    while position < input.count {
      let (consumed, produced, failure) = input.withUnsafeMutableBufferPointer { inBuffer in
        buffer.withUnsafeMutableBufferPointer { outBuffer in
          var inPointer: UnsafeMutablePointer<CChar>? = UnsafeMutableRawPointer(
            inBuffer.baseAddress.map { $0 + position }
          )?.assumingMemoryBound(to: CChar.self)
          var inLeft = inBuffer.count - position
          var outPointer: UnsafeMutablePointer<CChar>? = UnsafeMutableRawPointer(
            outBuffer.baseAddress
          )?.assumingMemoryBound(to: CChar.self)
          var outLeft = outBuffer.count
          let result = iconv(descriptor, &inPointer, &inLeft, &outPointer, &outLeft)
          let failure: Int32 = result == -1 ? errno : 0
          return (inBuffer.count - position - inLeft, outBuffer.count - outLeft, failure)
        }
      }
      output += buffer[..<produced]
      position += consumed
      switch failure {
      case 0, E2BIG:
        continue
      case EINVAL:
        // Cut short at the end: the rest is one broken sequence.
        guard let replacement else { return nil }
        output += replacement
        position = input.count
      default:
        guard let replacement else { return nil }
        output += replacement
        position += 1
      }
    }
    return output
  }
}

extension TerminalCharset.GBCodeset {
  /// The name `iconv_open` knows it by.
  var iconvName: String {
    switch self {
    case .gb2312: "EUC-CN"
    case .gbk: "GBK"
    case .gb18030: "GB18030"
    }
  }
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

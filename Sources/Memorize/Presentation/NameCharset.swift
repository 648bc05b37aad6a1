#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The charset of a face that is not UTF-8, as a face joined to a shared table names it in its
/// hello (``ClientMessage/Hello/charset``): the table words that face's lines, where every name
/// is phrased, with the names the charset shows, and names the others by their seat
/// (``NameShowing``), as the face would itself.
///
/// It judges a name as the terminal's charset does (`TerminalCharset.shows`, which draws each
/// character): ASCII alone; under a GB charset, ASCII and the wide Chinese characters (Han, CJK
/// punctuation, full-width forms) the charset has, never accented letters; emoji under GB18030
/// alone, which encodes them, as it does the cards' emoji.
public enum NameCharset: String, Sendable, Hashable, CaseIterable {
  /// Only printable ASCII (`LANG=C`).
  case ascii = "ASCII"
  /// GB2312 (`EUC-CN`): the common simplified characters.
  case gb2312 = "GB2312"
  /// GBK: every CJK Unified Ideograph of Unicode 1.1.
  case gbk = "GBK"
  /// GB18030: every Chinese character of Unicode.
  case gb18030 = "GB18030"

  /// The charset a hello names, however spelt ("gb18030", "EUC-CN"); any other is taken for
  /// ASCII, which every face shows: a name is then named by its seat rather than risk stand-ins.
  public init(named name: String) {
    switch name.lowercased().filter({ $0 != "-" && $0 != "_" }) {
    case "gb2312", "euccn": self = .gb2312
    case "gbk", "cp936": self = .gbk
    case "gb18030": self = .gb18030
    default: self = .ascii
    }
  }

  /// Whether a face in this charset shows every character of `name` as itself.
  public func shows(_ name: String) -> Bool {
    if name.utf8.allSatisfy({ $0 < 0x80 }) { return true }
    guard self != .ascii else { return false }
    return name.allSatisfy { character in
      character.isASCII || (self == .gb18030 && Self.isEmoji(character))
        || (character.unicodeScalars.allSatisfy(Self.isWideChinese) && encodes(character))
    }
  }

  /// An emoji as names and themes hold them: a scalar shown as emoji by default, or one asked to
  /// be by VS16 (two columns wide, as the terminal draws it).
  private static func isEmoji(_ character: Character) -> Bool {
    character.unicodeScalars.contains { $0.properties.isEmojiPresentation || $0.value == 0xFE0F }
  }

  /// Han, CJK symbols and punctuation, and full-width forms: what a GB face sends in its bytes.
  private static func isWideChinese(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x3000...0x303F, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF01...0xFF60,
      0xFFE0...0xFFE6, 0x20000...0x2FFFF, 0x30000...0x3FFFF:
      return true
    default:
      return false
    }
  }

  /// Whether `iconv` writes `character` in this charset.
  private func encodes(_ character: Character) -> Bool {
    // GB2312's bytes are EUC-CN's, by the name every iconv knows.
    let descriptor = iconv_open(self == .gb2312 ? "EUC-CN" : rawValue, "UTF-8")
    guard descriptor != iconv_t(bitPattern: -1) else { return false }
    defer { iconv_close(descriptor) }
    var input = Array(String(character).utf8)
    var output = [UInt8](repeating: 0, count: 16)
    return input.withUnsafeMutableBufferPointer { inBuffer in
      output.withUnsafeMutableBufferPointer { outBuffer in
        var inPointer = UnsafeMutableRawPointer(inBuffer.baseAddress)?
          .assumingMemoryBound(to: CChar.self)
        var inLeft = inBuffer.count
        var outPointer = UnsafeMutableRawPointer(outBuffer.baseAddress)?
          .assumingMemoryBound(to: CChar.self)
        var outLeft = outBuffer.count
        return iconv(descriptor, &inPointer, &inLeft, &outPointer, &outLeft) != -1 && inLeft == 0
      }
    }
  }
}

extension NameShowing {
  /// A face that shows every name (UTF-8, a window, a browser).
  static var everyName: NameShowing { NameShowing(canShow: { _ in true }) }
}

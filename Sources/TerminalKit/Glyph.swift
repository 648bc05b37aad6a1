import Synchronization

/// The UTF-8 of one grapheme, stored inline so that a cell is a plain value.
///
/// A frame is tens of thousands of cells, copied and compared every frame; with a `String`
/// inside, each copy goes through reference-counting checks. Up to 15 bytes — every character a
/// terminal app normally draws, emoji included — live in two words. The rare longer cluster (an
/// emoji ZWJ sequence) is interned once in a process-wide table and stored by number.
struct Glyph: Hashable, Sendable {
  /// Bytes 0–7 of the UTF-8.
  private var low: UInt64
  /// Bytes 8–14 of the UTF-8, and in the top byte the length (or `interned` for a table entry).
  private var high: UInt64

  private static let interned: UInt64 = 0xFF
  private static let table = Mutex<(strings: [String], numbers: [String: UInt64])>(([], [:]))
  /// Beyond this many distinct long clusters, new ones show as the replacement character.
  private static let tableLimit = 4096

  private init(low: UInt64, high: UInt64) {
    self.low = low
    self.high = high
  }

  init(_ text: String) {
    let utf8 = text.utf8
    if utf8.count <= 15 {
      var low: UInt64 = 0
      var high: UInt64 = 0
      for (offset, byte) in utf8.enumerated() {
        if offset < 8 {
          low |= UInt64(byte) << (8 * UInt64(offset))
        } else {
          high |= UInt64(byte) << (8 * UInt64(offset - 8))
        }
      }
      self.init(low: low, high: high | UInt64(utf8.count) << 56)
      return
    }
    let number = Self.table.withLock { table -> UInt64? in
      if let number = table.numbers[text] { return number }
      guard table.strings.count < Self.tableLimit else { return nil }
      table.strings.append(text)
      let number = UInt64(table.strings.count - 1)
      table.numbers[text] = number
      return number
    }
    if let number {
      self.init(low: number, high: Self.interned << 56)
    } else {
      self.init("\u{FFFD}")
    }
  }

  /// A space: what a cleared cell holds.
  static let space = Glyph(" ")
  /// Nothing: the right half of a wide glyph.
  static let empty = Glyph("")

  private var length: UInt64 { high >> 56 }

  /// The grapheme as a string.
  var string: String {
    if length == Self.interned {
      let number = Int(low)
      return Self.table.withLock { $0.strings[number] }
    }
    var bytes: [UInt8] = []
    appendUTF8(to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Whether the grapheme is one ASCII character (or nothing, the right half of a wide glyph).
  var isASCII: Bool { length <= 1 }

  /// The number of bytes of the grapheme's UTF-8.
  var utf8Count: Int {
    length == Self.interned ? string.utf8.count : Int(length)
  }

  /// The number of Unicode scalars in the grapheme.
  var scalarCount: Int {
    let count = length
    if count == Self.interned { return string.unicodeScalars.count }
    var scalars = 0
    for offset in 0..<count {
      let word = offset < 8 ? low >> (8 * offset) : high >> (8 * (offset - 8))
      // Every byte but a UTF-8 continuation byte (10xxxxxx) starts a scalar.
      if UInt8(truncatingIfNeeded: word) & 0xC0 != 0x80 { scalars += 1 }
    }
    return scalars
  }

  /// Whether every terminal draws this grapheme as wide as `DisplayWidth` says: one scalar that
  /// `DisplayWidth.hasCertainWidth` vouches for. Checked by the renderer for every cell it writes,
  /// so ASCII is answered from the length alone.
  var hasCertainWidth: Bool {
    let count = length
    if count <= 1 { return true }
    guard count <= 4 else { return false }  // more than one scalar (or a long interned cluster)
    let lead = UInt32(low & 0xFF)
    guard lead >= 0xC0 else { return false }  // ASCII, then more: a cluster such as e + U+0301
    let scalarLength: UInt64 = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    guard scalarLength == count else { return false }
    var value = lead & (scalarLength == 2 ? 0x1F : scalarLength == 3 ? 0x0F : 0x07)
    for offset in 1..<count {
      value = value << 6 | UInt32((low >> (8 * offset)) & 0x3F)
    }
    guard let scalar = Unicode.Scalar(value) else { return false }
    return DisplayWidth.hasCertainWidth(scalar)
  }

  /// Appends the grapheme's UTF-8 to `bytes` (the renderer's hot path: no string is made).
  func appendUTF8(to bytes: inout [UInt8]) {
    let count = length
    if count == Self.interned {
      bytes.append(contentsOf: string.utf8)
      return
    }
    for offset in 0..<count {
      let word = offset < 8 ? low >> (8 * offset) : high >> (8 * (offset - 8))
      bytes.append(UInt8(truncatingIfNeeded: word))
    }
  }
}

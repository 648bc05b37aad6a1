/// Decodes a JSON document straight from its bytes, without building a tree of it first.
///
/// Foundation's `JSONDecoder` scans the whole document into a map of every value (several
/// machine words each) and builds a dictionary for every object it decodes: 14 to 22 times a
/// dense file's size. This decoder keeps only the bytes: a value is an offset into them, an
/// object's member is found by walking the object, an array's element by walking on from the
/// last one. What it costs beyond the bytes is the values it produces, one string at a time
/// while it unescapes, and a nesting stack `maximumDepth` deep.
///
/// It reads what `JSONDecoder` read, with the same errors (`DecodingError` with a coding
/// path), so every file that loaded before loads the same, with two differences: a number that
/// does not fit its type is reported at its path rather than as invalid JSON, and a document
/// shaped unlike any file of ours (`JSONSyntax.Limits`: too deep, too long a list or object,
/// too many values for its size) is refused before anything is decoded, which is what
/// bounds the memory the values decoded from it can take.
struct BoundedJSONDecoder {
  /// What a document may hold.
  var limits = JSONSyntax.Limits()

  /// Decodes `T` from `bytes`; throws `DecodingError`, or a `JSONSyntax.Problem` other than
  /// `invalid` for a document beyond the limits.
  func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws -> T {
    switch JSONSyntax.problem(in: bytes, limits: limits) {
    case .none:
      break
    case .invalid:
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: [], debugDescription: "The given data was not valid JSON."))
    case let problem?:
      throw problem
    }
    let source = JSONSource(
      bytes: bytes, budget: ReadingBudget(bytes: limits.budget(size: bytes.count)))
    let start = JSONSyntax.skipWhitespace(bytes, from: JSONSyntax.start(of: bytes))
    return try T(from: JSONValueDecoder(source: source, offset: start, codingPath: []))
  }
}

/// Memory a decoder may spend on what one value expands into (a string of emoji split into one
/// string each), shared by the whole document through `Decoder.userInfo[ReadingBudget.key]`.
final class ReadingBudget: @unchecked Sendable {
  /// Where decoders find the budget.
  static let key = CodingUserInfoKey(rawValue: "memorize.readingBudget")!

  /// What is left, in bytes.
  private(set) var bytes: Int

  init(bytes: Int) {
    self.bytes = bytes
  }

  /// Takes `amount` bytes; `false`, taking nothing, when less is left.
  func spend(_ amount: Int) -> Bool {
    guard amount <= bytes else { return false }
    bytes -= amount
    return true
  }
}

/// The document's bytes, shared by every container; all offsets point into well-formed JSON.
final class JSONSource: Sendable {
  let bytes: [UInt8]
  /// Shared by every decoder of the document.
  let budget: ReadingBudget

  init(bytes: [UInt8], budget: ReadingBudget) {
    self.bytes = bytes
    self.budget = budget
  }

  /// What kind of value starts at `offset`, as `JSONDecoder`'s messages name it.
  enum Kind: String {
    case object = "a dictionary"
    case array = "an array"
    case string = "a string"
    case number = "a number"
    case bool = "bool"
    case null = "null"
  }

  func kind(at offset: Int) -> Kind {
    switch bytes[offset] {
    case UInt8(ascii: "{"): return .object
    case UInt8(ascii: "["): return .array
    case UInt8(ascii: "\""): return .string
    case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool
    case UInt8(ascii: "n"): return .null
    default: return .number
    }
  }

  func skipWhitespace(from offset: Int) -> Int {
    JSONSyntax.skipWhitespace(bytes, from: offset)
  }

  /// The offset just past the value starting at `offset`.
  func end(ofValueAt offset: Int) -> Int {
    switch kind(at: offset) {
    case .string:
      return endOfString(at: offset)
    case .object, .array:
      var depth = 0
      var index = offset
      while index < bytes.count {
        switch bytes[index] {
        case UInt8(ascii: "\""):
          index = endOfString(at: index)
          continue
        case UInt8(ascii: "{"), UInt8(ascii: "["):
          depth += 1
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
          depth -= 1
          if depth == 0 { return index + 1 }
        default:
          break
        }
        index += 1
      }
      return index
    case .bool, .null, .number:
      var index = offset
      while index < bytes.count {
        switch bytes[index] {
        case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"):
          return index
        default:
          index += 1
        }
      }
      return index
    }
  }

  /// The offset past the (valid) string whose opening quote is at `offset`.
  func endOfString(at offset: Int) -> Int {
    var index = offset + 1
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\""): return index + 1
      case UInt8(ascii: "\\"): index += 2
      default: index += 1
      }
    }
    return index
  }

  /// The string whose opening quote is at `offset`, escapes resolved; `nil` when its bytes are
  /// not UTF-8.
  func string(at offset: Int) -> String? {
    String(validating: stringBytes(at: offset), as: UTF8.self)
  }

  /// The bytes of the string whose opening quote is at `offset`, escapes resolved.
  func stringBytes(at offset: Int) -> ArraySlice<UInt8> {
    let end = endOfString(at: offset) - 1
    let content = bytes[(offset + 1)..<end]
    guard content.contains(UInt8(ascii: "\\")) else { return content }
    var unescaped: [UInt8] = []
    unescaped.reserveCapacity(content.count)
    var index = offset + 1
    while index < end {
      let byte = bytes[index]
      guard byte == UInt8(ascii: "\\") else {
        unescaped.append(byte)
        index += 1
        continue
      }
      let escaped = bytes[index + 1]
      index += 2
      switch escaped {
      case UInt8(ascii: "b"): unescaped.append(0x08)
      case UInt8(ascii: "f"): unescaped.append(0x0C)
      case UInt8(ascii: "n"): unescaped.append(0x0A)
      case UInt8(ascii: "r"): unescaped.append(0x0D)
      case UInt8(ascii: "t"): unescaped.append(0x09)
      case UInt8(ascii: "u"):
        var value = UInt32(JSONSyntax.hexUnit(bytes, at: index) ?? 0xFFFD)
        index += 4
        if (0xD800..<0xDC00).contains(value) {
          // Checked by JSONSyntax: an escaped low surrogate follows.
          let low = UInt32(JSONSyntax.hexUnit(bytes, at: index + 2) ?? 0xDC00)
          value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
          index += 6
        }
        let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
        unescaped.append(contentsOf: String(scalar).utf8)
      default:
        // \" \\ \/ stand for themselves.
        unescaped.append(escaped)
      }
    }
    return unescaped[...]
  }

  /// Whether the string at `offset` (a member's key) is exactly `key`, byte for byte.
  func string(at offset: Int, equals key: String) -> Bool {
    stringBytes(at: offset).elementsEqual(key.utf8)
  }

  /// The text of the number at `offset`.
  func numberText(at offset: Int) -> String {
    String(decoding: bytes[offset..<end(ofValueAt: offset)], as: UTF8.self)
  }

  /// Walks the object's members in order, from the member whose key is at `from` (or the
  /// first member) to the last, calling `body` with each key's and value's offsets until it
  /// returns `false`.
  func forEachMember(
    ofObjectAt offset: Int, from: Int? = nil, _ body: (_ key: Int, _ value: Int) -> Bool
  ) {
    var index = from ?? skipWhitespace(from: offset + 1)
    while index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
      let key = index
      let colon = skipWhitespace(from: endOfString(at: key))
      let value = skipWhitespace(from: colon + 1)
      guard body(key, value) else { return }
      index = next(afterMemberValueAt: value)
    }
  }

  /// The offset of the next member's key after the value at `offset`, or of the closing `}`.
  func next(afterMemberValueAt offset: Int) -> Int {
    next(afterElementAt: offset)
  }

  /// The offset of the element after the one at `offset`, or of the closing `]`.
  func next(afterElementAt offset: Int) -> Int {
    var index = skipWhitespace(from: end(ofValueAt: offset))
    if index < bytes.count, bytes[index] == UInt8(ascii: ",") {
      index = skipWhitespace(from: index + 1)
    }
    return index
  }
}

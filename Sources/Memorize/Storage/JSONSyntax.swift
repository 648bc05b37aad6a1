/// A check of a JSON document's syntax and shape that allocates nothing but its nesting stack.
///
/// `BoundedJSONDecoder` runs it over the whole document before decoding a single value, so the
/// decoder itself may assume well-formed input, and a document shaped unlike any file of ours
/// (`Limits`) is refused before it costs anything. The grammar is RFC 8259 with the two liberties
/// Foundation's `JSONDecoder` took, so every file that loaded before still loads: a byte order
/// mark at the start, and one trailing comma before `]` or `}`. Strings must hold no raw control
/// characters, and `\u` escapes must pair their surrogates; like `JSONDecoder`, the bytes of a
/// string are checked as UTF-8 only when it is decoded (`JSONSource.string(at:)`).
enum JSONSyntax {
  /// What is wrong with a document.
  enum Problem: Error, Equatable {
    /// Not JSON (or not UTF-8), at or near this byte offset.
    case invalid(offset: Int)
    /// Arrays and objects nested deeper than the limit.
    case tooDeep(limit: Int)
    /// An array with more elements, or an object with more members, than the limit.
    case tooManyEntries(limit: Int)
    /// More values than `Limits.maximumValues(size:)` allows for the document's size.
    case tooDense(values: Int, size: Int)
  }

  /// The most any file of ours holds, with room to spare; what decoding can cost follows from
  /// them (ROBUSTNESS.md, "Bounded reading").
  struct Limits: Equatable {
    /// Nesting of arrays and objects; our files nest about ten deep.
    var depth = 64
    /// Elements of one array: the longest in our files is a 1,000-pair game's 2,000 cards.
    var arrayElements = 10_000
    /// Members of one object: a few dozen at most (theme ids in `removedEmoji`).
    var objectMembers = 1_000
    /// Bytes of document per value, on average, beyond a first few thousand values: what we
    /// write, pretty-printed, takes 12 or more; a hand-written compact theme about 10.
    var bytesPerValue = 8
    /// Values allowed whatever the size.
    var freeValues = 4_096
    /// What a decoder may spend expanding values (`ReadingBudget`): twice the document's
    /// size, plus this much whatever the size (a small file's 200 emoji split are 3,200 bytes).
    var freeBudget = 256 * 1024

    /// What a decoder may spend expanding the values of a document of `size` bytes.
    func budget(size: Int) -> Int { freeBudget + 2 * size }

    /// The most values a document of `size` bytes may hold.
    func maximumValues(size: Int) -> Int { freeValues + size / bytesPerValue }
  }

  /// The offset of the first byte after a byte order mark, if the document starts with one.
  static func start(of bytes: [UInt8]) -> Int {
    bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
  }

  /// Checks the whole document; `nil` when it is well-formed JSON within `limits`.
  static func problem(in bytes: [UInt8], limits: Limits = Limits()) -> Problem? {
    // Per open container: whether it is an object, and how many entries it has so far.
    var stack: [(isObject: Bool, entries: Int)] = []
    stack.reserveCapacity(limits.depth)
    var values = 0
    let maximumValues = limits.maximumValues(size: bytes.count)
    var index = skipWhitespace(bytes, from: start(of: bytes))
    // Each turn reads one value, then whatever closes or separates what holds it.
    while true {
      guard index < bytes.count else { return .invalid(offset: index) }
      values += 1
      guard values <= maximumValues else { return .tooDense(values: values, size: bytes.count) }
      if let last = stack.indices.last {
        stack[last].entries += 1
        let limit = stack[last].isObject ? limits.objectMembers : limits.arrayElements
        guard stack[last].entries <= limit else { return .tooManyEntries(limit: limit) }
      }
      switch bytes[index] {
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        guard stack.count < limits.depth else { return .tooDeep(limit: limits.depth) }
        let isObject = bytes[index] == UInt8(ascii: "{")
        stack.append((isObject, 0))
        index = skipWhitespace(bytes, from: index + 1)
        if index < bytes.count, bytes[index] == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
          stack.removeLast()
          index += 1
        } else if isObject {
          guard let next = member(bytes, at: index) else { return .invalid(offset: index) }
          index = next
          continue
        } else {
          continue
        }
      case UInt8(ascii: "\""):
        guard let end = endOfString(bytes, at: index) else { return .invalid(offset: index) }
        index = end
      case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
        guard let end = endOfLiteral(bytes, at: index) else { return .invalid(offset: index) }
        index = end
      default:
        guard let end = endOfNumber(bytes, at: index) else { return .invalid(offset: index) }
        index = end
      }
      // After a value: close as many containers as end here, then expect a separator.
      while true {
        index = skipWhitespace(bytes, from: index)
        guard let isObject = stack.last?.isObject else {
          return index == bytes.count ? nil : .invalid(offset: index)
        }
        guard index < bytes.count else { return .invalid(offset: index) }
        let close = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
        if bytes[index] == close {
          stack.removeLast()
          index += 1
          continue
        }
        guard bytes[index] == UInt8(ascii: ",") else { return .invalid(offset: index) }
        index = skipWhitespace(bytes, from: index + 1)
        // One trailing comma is allowed, as Foundation allowed it.
        if index < bytes.count, bytes[index] == close {
          stack.removeLast()
          index += 1
          continue
        }
        if isObject {
          guard let next = member(bytes, at: index) else { return .invalid(offset: index) }
          index = next
        }
        break
      }
    }
  }

  /// Reads `"key" :` and the whitespace after it; the offset of the member's value.
  private static func member(_ bytes: [UInt8], at index: Int) -> Int? {
    guard index < bytes.count, bytes[index] == UInt8(ascii: "\""),
      let end = endOfString(bytes, at: index)
    else { return nil }
    let colon = skipWhitespace(bytes, from: end)
    guard colon < bytes.count, bytes[colon] == UInt8(ascii: ":") else { return nil }
    return skipWhitespace(bytes, from: colon + 1)
  }

  /// The offset of the first byte at or after `index` that is not JSON whitespace.
  static func skipWhitespace(_ bytes: [UInt8], from index: Int) -> Int {
    var index = index
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return index
      }
    }
    return index
  }

  /// The offset just past the string starting at `index` (its opening quote), if it is valid.
  static func endOfString(_ bytes: [UInt8], at index: Int) -> Int? {
    var index = index + 1
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        return index + 1
      case UInt8(ascii: "\\"):
        guard let next = endOfEscape(bytes, at: index) else { return nil }
        index = next
      case 0..<0x20:
        return nil
      default:
        index += 1
      }
    }
    return nil
  }

  /// The offset past the escape at `index` (a backslash), if it is one JSON allows.
  private static func endOfEscape(_ bytes: [UInt8], at index: Int) -> Int? {
    guard index + 1 < bytes.count else { return nil }
    switch bytes[index + 1] {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
      UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
      return index + 2
    case UInt8(ascii: "u"):
      guard let unit = hexUnit(bytes, at: index + 2) else { return nil }
      switch unit {
      case 0xD800..<0xDC00:
        // A high surrogate must be followed by an escaped low one.
        guard index + 7 < bytes.count, bytes[index + 6] == UInt8(ascii: "\\"),
          bytes[index + 7] == UInt8(ascii: "u"),
          let low = hexUnit(bytes, at: index + 8), (0xDC00..<0xE000).contains(low)
        else { return nil }
        return index + 12
      case 0xDC00..<0xE000:
        return nil
      default:
        return index + 6
      }
    default:
      return nil
    }
  }

  /// The four hexadecimal digits at `index` as a UTF-16 code unit.
  static func hexUnit(_ bytes: [UInt8], at index: Int) -> UInt16? {
    guard index + 4 <= bytes.count else { return nil }
    var unit: UInt16 = 0
    for byte in bytes[index..<index + 4] {
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: return nil
      }
      unit = unit << 4 | UInt16(digit)
    }
    return unit
  }

  /// The offset past `true`, `false` or `null` at `index`.
  private static func endOfLiteral(_ bytes: [UInt8], at index: Int) -> Int? {
    for word in ["true", "false", "null"] {
      let utf8 = word.utf8
      if index + utf8.count <= bytes.count,
        bytes[index..<index + utf8.count].elementsEqual(utf8)
      {
        return index + utf8.count
      }
    }
    return nil
  }

  /// The offset past the number at `index`: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
  static func endOfNumber(_ bytes: [UInt8], at index: Int) -> Int? {
    var index = index
    func digits() -> Int {
      let start = index
      while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
        index += 1
      }
      return index - start
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard index < bytes.count else { return nil }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
    } else if digits() == 0 {
      return nil
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else { return nil }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      guard digits() > 0 else { return nil }
    }
    return index
  }
}

/// A document whose files hold less than `JSONSyntax.Limits()` allows, read with tighter limits.
protocol LimitedDocument {
  /// What a file of this kind may hold.
  static var readingLimits: JSONSyntax.Limits { get }
}

/// The top of a table's message — its type, sequence, version, seat and message — read in one
/// pass over the text, every other member skipped: all a client of the bench that does not
/// follow the table reads. Hundreds of them read every update, and decoding each whole (or
/// looking each member up from the start) made the bench's own core the busier one.
struct Envelope {
  var type = ""
  var sequence: Int?
  var version: Int?
  var seat: Int?
  var message: String?

  /// The envelope of `text`; `nil` when it is not a JSON object with a string `type`.
  init?(_ text: String) {
    var found = false
    var text = text
    let read: Bool? = text.withUTF8 { bytes in
      var reader = Reader(bytes: bytes)
      guard reader.take(UInt8(ascii: "{")) else { return false }
      while !reader.take(UInt8(ascii: "}")) {
        _ = reader.take(UInt8(ascii: ","))
        guard let name = reader.string(), reader.take(UInt8(ascii: ":")) else { return false }
        switch name {
        case "type":
          guard let value = reader.string() else { return false }
          type = value
          found = true
        case "message": message = reader.string()
        case "sequence": sequence = reader.integer()
        case "version": version = reader.integer()
        case "seat": seat = reader.integer()
        default: guard reader.skipValue() else { return false }
        }
      }
      return true
    }
    guard read == true, found else { return nil }
  }

  /// A cursor over the message's bytes.
  private struct Reader {
    let bytes: UnsafeBufferPointer<UInt8>
    var at = 0

    /// Steps over `byte` if it comes next; whether it did.
    mutating func take(_ byte: UInt8) -> Bool {
      guard at < bytes.count, bytes[at] == byte else { return false }
      at += 1
      return true
    }

    /// A string without escapes (the names and words the bench reads); `nil` otherwise.
    mutating func string() -> String? {
      guard take(UInt8(ascii: "\"")) else { return nil }
      let start = at
      while at < bytes.count, bytes[at] != UInt8(ascii: "\"") {
        if bytes[at] == UInt8(ascii: "\\") { at += 1 }
        at += 1
      }
      guard at < bytes.count else { return nil }
      let value = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<at]), as: UTF8.self)
      at += 1
      return value
    }

    /// A whole number; `nil` (and the value skipped) for anything else.
    mutating func integer() -> Int? {
      var value = 0
      var digits = 0
      let negative = take(UInt8(ascii: "-"))
      while at < bytes.count, bytes[at] >= UInt8(ascii: "0"), bytes[at] <= UInt8(ascii: "9") {
        value = value &* 10 &+ Int(bytes[at] - UInt8(ascii: "0"))
        digits += 1
        at += 1
      }
      guard digits > 0 else {
        _ = skipValue()
        return nil
      }
      return negative ? -value : value
    }

    /// Steps over one value, strings and nesting included, to the comma or brace after it;
    /// false at the end of the text.
    mutating func skipValue() -> Bool {
      var depth = 0
      while at < bytes.count {
        switch bytes[at] {
        case UInt8(ascii: "\""):
          guard string() != nil else { return false }
        case UInt8(ascii: "{"), UInt8(ascii: "["):
          depth += 1
          at += 1
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
          if depth == 0 { return true }
          depth -= 1
          at += 1
        case UInt8(ascii: ","):
          if depth == 0 { return true }
          at += 1
        default:
          at += 1
        }
      }
      return false
    }
  }
}

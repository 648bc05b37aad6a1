/// Writes a value as the JSON of our files: pretty-printed with two spaces, members sorted,
/// slashes not escaped — the bytes Foundation's `JSONEncoder` writes with
/// `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]`, which the files were written with
/// before.
///
/// Why not `JSONEncoder`: the light binary saves once a second of play, and Foundation's encoder
/// is the largest body of code a game touches only to save (about 0.6 MB of resident code and a
/// sixth of a game's CPU, `memorize-bench`'s game section, issue 28). This writer needs the
/// standard library only. ``BoundedJSONDecoder`` reads what it writes back equal (tested).
///
/// Members are sorted by their UTF-8 bytes (as `JSONEncoder` sorts the ASCII names of ours);
/// a number is written as Swift prints it (`Double.description`, a whole number without its
/// `.0`), which reads back to the same value; strings are written as they are, escaping only
/// `"`, `\` and control characters below U+0020.
struct JSONWriter {
  /// What the members of one document that seldom change (``RememberedWhenEncoded``) were
  /// encoded to, kept for the next document written with it: a save while playing Memorize
  /// then encodes the Set and Matchismo games only when they changed (they were a third of what
  /// a save cost).
  final class Memory {
    fileprivate var nodes: [String: (value: any RememberedWhenEncoded, node: WriterNode)] = [:]
  }

  /// Members encoded before are taken from here when they are equal; `nil` encodes everything.
  var memory: Memory?

  /// The document's bytes; throws `EncodingError.invalidValue` for a number that is not finite.
  func encode<T: Encodable>(_ value: T) throws -> [UInt8] {
    let encoder = WriterEncoder(codingPath: [])
    encoder.memory = memory
    try value.encode(to: encoder)
    var output: [UInt8] = []
    output.reserveCapacity(4096)
    Self.write(encoder.node ?? .object(WriterObjectBox()), into: &output, depth: 0)
    return output
  }

  /// The value's JSON on one line, members sorted, slashes not escaped — the bytes
  /// `JSONEncoder` writes with `[.sortedKeys, .withoutEscapingSlashes]` (a table's messages).
  func compactText<T: Encodable>(_ value: T) throws -> String {
    let encoder = WriterEncoder(codingPath: [])
    try value.encode(to: encoder)
    var output: [UInt8] = []
    output.reserveCapacity(1024)
    Self.write(encoder.node ?? .object(WriterObjectBox()), into: &output, depth: nil)
    return String(decoding: output, as: UTF8.self)
  }

  /// The value as a ``JSONValue``, as reading its JSON back would give it, without writing and
  /// reading the text.
  func value<T: Encodable>(_ value: T) throws -> JSONValue {
    let encoder = WriterEncoder(codingPath: [])
    try value.encode(to: encoder)
    return Self.jsonValue(encoder.node ?? .object(WriterObjectBox()))
  }

  private static func jsonValue(_ node: WriterNode) -> JSONValue {
    switch node {
    case .literal("null"): .null
    case .literal("true"): .bool(true)
    case .literal("false"): .bool(false)
    // Read back (BoundedJSONDecoder), a number is an integer when it is a whole 64-bit one
    // (1e+16 too), else a double.
    case .literal(let text):
      if let integer = Int64(text) {
        .integer(integer)
      } else if let double = Double(text), let integer = Int64(exactly: double) {
        .integer(integer)
      } else {
        .number(Double(text) ?? 0)
      }
    case .string(let text): .string(text)
    case .array(let box): .array(box.elements.map(jsonValue))
    case .object(let box): .object(box.members.mapValues(jsonValue))
    }
  }

  /// A new line indented to `depth`; nothing on one line (`depth` is `nil`).
  private static func indent(_ depth: Int?, into output: inout [UInt8]) {
    guard let depth else { return }
    output.append(UInt8(ascii: "\n"))
    for _ in 0..<depth * 2 { output.append(UInt8(ascii: " ")) }
  }

  /// Writes `node`, pretty-printed at `depth`, or on one line when `depth` is `nil`.
  fileprivate static func write(_ node: WriterNode, into output: inout [UInt8], depth: Int?) {
    let inner = depth.map { $0 + 1 }
    switch node {
    case .literal(let text):
      output.append(contentsOf: text.utf8)
    case .string(let text):
      writeString(text, into: &output)
    case .array(let box):
      output.append(UInt8(ascii: "["))
      for (index, element) in box.elements.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        indent(inner, into: &output)
        write(element, into: &output, depth: inner)
      }
      // `JSONEncoder` writes an empty list on three lines, "[", a blank line, "]".
      if box.elements.isEmpty, depth != nil { output.append(UInt8(ascii: "\n")) }
      indent(depth, into: &output)
      output.append(UInt8(ascii: "]"))
    case .object(let box):
      output.append(UInt8(ascii: "{"))
      let names = box.members.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
      for (index, name) in names.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        indent(inner, into: &output)
        writeString(name, into: &output)
        output.append(contentsOf: (depth == nil ? ":" : " : ").utf8)
        // Every name in `names` is a key of `members`.
        write(box.members[name] ?? .literal("null"), into: &output, depth: inner)
      }
      if names.isEmpty, depth != nil { output.append(UInt8(ascii: "\n")) }
      indent(depth, into: &output)
      output.append(UInt8(ascii: "}"))
    }
  }

  private static let hexDigits = Array("0123456789abcdef".utf8)

  private static func writeString(_ text: String, into output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): output.append(contentsOf: #"\""#.utf8)
      case UInt8(ascii: "\\"): output.append(contentsOf: #"\\"#.utf8)
      case 0x08: output.append(contentsOf: #"\b"#.utf8)
      case 0x0C: output.append(contentsOf: #"\f"#.utf8)
      case 0x0A: output.append(contentsOf: #"\n"#.utf8)
      case 0x0D: output.append(contentsOf: #"\r"#.utf8)
      case 0x09: output.append(contentsOf: #"\t"#.utf8)
      case 0..<0x20:
        output.append(contentsOf: #"\u00"#.utf8)
        output.append(hexDigits[Int(byte >> 4)])
        output.append(hexDigits[Int(byte & 0xF)])
      default: output.append(byte)
      }
    }
    output.append(UInt8(ascii: "\""))
  }
}

// MARK: - The tree an encoding builds

/// A value being encoded: containers are boxes, so a nested container handed out earlier
/// still writes into its parent.
/// A member of a document that seldom changes and costs much to encode: a ``JSONWriter`` with a
/// ``JSONWriter/Memory`` encodes it again only when it is no longer equal to the one before at
/// the same place.
protocol RememberedWhenEncoded: Encodable {
  /// Whether `other` is the same value.
  func isSame(as other: any RememberedWhenEncoded) -> Bool
}

extension RememberedWhenEncoded where Self: Equatable {
  func isSame(as other: any RememberedWhenEncoded) -> Bool { (other as? Self) == self }
}

private enum WriterNode {
  /// A number, `true`, `false` or `null`, as written.
  case literal(String)
  case string(String)
  case array(WriterArrayBox)
  case object(WriterObjectBox)
}

private final class WriterArrayBox {
  var elements: [WriterNode] = []
}

private final class WriterObjectBox {
  var members: [String: WriterNode] = [:]
}

/// How a number is written: as `JSONEncoder` writes it.
private func literal<T: BinaryFloatingPoint & LosslessStringConvertible>(
  _ value: T, codingPath: [any CodingKey]
) throws -> WriterNode {
  guard value.isFinite else {
    throw EncodingError.invalidValue(
      value,
      EncodingError.Context(
        codingPath: codingPath, debugDescription: "Unable to encode \(value) directly in JSON."))
  }
  var text = value.description
  if text.hasSuffix(".0") { text.removeLast(2) }
  return .literal(text)
}

private struct WriterIndexKey: CodingKey {
  var intValue: Int?
  var stringValue: String { "Index \(intValue ?? 0)" }
  init(_ index: Int) { intValue = index }
  init?(stringValue: String) { nil }
  init?(intValue: Int) { self.intValue = intValue }
}

// MARK: - Encoder

/// The encoder one value is given: it holds what that value wrote.
private final class WriterEncoder: Encoder {
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }
  /// What was written, once anything was.
  var node: WriterNode?
  /// Where the members that seldom change are remembered, if anywhere.
  var memory: JSONWriter.Memory?

  init(codingPath: [any CodingKey]) {
    self.codingPath = codingPath
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    // Asked twice (a type's members, then the unknown fields kept beside them), it is the
    // same object.
    if case .object(let box) = node {
      return KeyedEncodingContainer(
        WriterKeyedContainer(box: box, codingPath: codingPath, memory: memory))
    }
    let box = WriterObjectBox()
    node = .object(box)
    return KeyedEncodingContainer(
      WriterKeyedContainer(box: box, codingPath: codingPath, memory: memory))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    if case .array(let box) = node {
      return WriterUnkeyedContainer(box: box, codingPath: codingPath)
    }
    let box = WriterArrayBox()
    node = .array(box)
    return WriterUnkeyedContainer(box: box, codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    WriterSingleValueContainer(encoder: self)
  }

  /// What `value` encodes to, at `path`.
  static func node(for value: some Encodable, at path: [any CodingKey]) throws -> WriterNode {
    let encoder = WriterEncoder(codingPath: path)
    try value.encode(to: encoder)
    // A value that wrote nothing is an empty object, as with `JSONEncoder`.
    return encoder.node ?? .object(WriterObjectBox())
  }
}

private struct WriterSingleValueContainer: SingleValueEncodingContainer {
  let encoder: WriterEncoder
  var codingPath: [any CodingKey] { encoder.codingPath }

  private func set(_ node: WriterNode) { encoder.node = node }

  mutating func encodeNil() throws { set(.literal("null")) }
  mutating func encode(_ value: Bool) throws { set(.literal(value ? "true" : "false")) }
  mutating func encode(_ value: String) throws { set(.string(value)) }
  mutating func encode(_ value: Double) throws { set(try literal(value, codingPath: codingPath)) }
  mutating func encode(_ value: Float) throws { set(try literal(value, codingPath: codingPath)) }
  mutating func encode(_ value: Int) throws { set(.literal(String(value))) }
  mutating func encode(_ value: Int8) throws { set(.literal(String(value))) }
  mutating func encode(_ value: Int16) throws { set(.literal(String(value))) }
  mutating func encode(_ value: Int32) throws { set(.literal(String(value))) }
  mutating func encode(_ value: Int64) throws { set(.literal(String(value))) }
  mutating func encode(_ value: UInt) throws { set(.literal(String(value))) }
  mutating func encode(_ value: UInt8) throws { set(.literal(String(value))) }
  mutating func encode(_ value: UInt16) throws { set(.literal(String(value))) }
  mutating func encode(_ value: UInt32) throws { set(.literal(String(value))) }
  mutating func encode(_ value: UInt64) throws { set(.literal(String(value))) }
  mutating func encode<T: Encodable>(_ value: T) throws {
    set(try WriterEncoder.node(for: value, at: codingPath))
  }
}

private struct WriterKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let box: WriterObjectBox
  let codingPath: [any CodingKey]
  var memory: JSONWriter.Memory?

  private func set(_ node: WriterNode, for key: Key) { box.members[key.stringValue] = node }

  mutating func encodeNil(forKey key: Key) throws { set(.literal("null"), for: key) }
  mutating func encode(_ value: Bool, forKey key: Key) throws {
    set(.literal(value ? "true" : "false"), for: key)
  }
  mutating func encode(_ value: String, forKey key: Key) throws { set(.string(value), for: key) }
  mutating func encode(_ value: Double, forKey key: Key) throws {
    set(try literal(value, codingPath: codingPath + [key]), for: key)
  }
  mutating func encode(_ value: Float, forKey key: Key) throws {
    set(try literal(value, codingPath: codingPath + [key]), for: key)
  }
  mutating func encode(_ value: Int, forKey key: Key) throws {
    set(.literal(String(value)), for: key)
  }
  mutating func encode(_ value: Int64, forKey key: Key) throws {
    set(.literal(String(value)), for: key)
  }
  mutating func encode(_ value: UInt64, forKey key: Key) throws {
    set(.literal(String(value)), for: key)
  }
  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    let path = codingPath + [key]
    // Only the document's own members are remembered: deeper values are encoded as they are,
    // without asking each whether it is one to remember.
    guard let memory, let remembered = value as? any RememberedWhenEncoded else {
      set(try WriterEncoder.node(for: value, at: path), for: key)
      return
    }
    let place = key.stringValue
    if let known = memory.nodes[place], known.value.isSame(as: remembered) {
      set(known.node, for: key)
      return
    }
    let node = try WriterEncoder.node(for: value, at: path)
    memory.nodes[place] = (remembered, node)
    set(node, for: key)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    let nested = WriterObjectBox()
    set(.object(nested), for: key)
    return KeyedEncodingContainer(
      WriterKeyedContainer<NestedKey>(box: nested, codingPath: codingPath + [key]))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let nested = WriterArrayBox()
    set(.array(nested), for: key)
    return WriterUnkeyedContainer(box: nested, codingPath: codingPath + [key])
  }

  mutating func superEncoder() -> any Encoder {
    WriterMemberEncoder(box: box, name: "super", codingPath: codingPath)
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    WriterMemberEncoder(box: box, name: key.stringValue, codingPath: codingPath + [key])
  }
}

private struct WriterUnkeyedContainer: UnkeyedEncodingContainer {
  let box: WriterArrayBox
  let codingPath: [any CodingKey]
  var count: Int { box.elements.count }

  private func append(_ node: WriterNode) { box.elements.append(node) }

  mutating func encodeNil() throws { append(.literal("null")) }
  mutating func encode(_ value: Bool) throws { append(.literal(value ? "true" : "false")) }
  mutating func encode(_ value: String) throws { append(.string(value)) }
  mutating func encode(_ value: Double) throws {
    append(try literal(value, codingPath: codingPath + [WriterIndexKey(count)]))
  }
  mutating func encode(_ value: Float) throws {
    append(try literal(value, codingPath: codingPath + [WriterIndexKey(count)]))
  }
  mutating func encode(_ value: Int) throws { append(.literal(String(value))) }
  mutating func encode(_ value: Int64) throws { append(.literal(String(value))) }
  mutating func encode(_ value: UInt64) throws { append(.literal(String(value))) }
  mutating func encode<T: Encodable>(_ value: T) throws {
    append(try WriterEncoder.node(for: value, at: codingPath + [WriterIndexKey(count)]))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    let nested = WriterObjectBox()
    let path = codingPath + [WriterIndexKey(count)]
    append(.object(nested))
    return KeyedEncodingContainer(WriterKeyedContainer<NestedKey>(box: nested, codingPath: path))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let nested = WriterArrayBox()
    let path = codingPath + [WriterIndexKey(count)]
    append(.array(nested))
    return WriterUnkeyedContainer(box: nested, codingPath: path)
  }

  mutating func superEncoder() -> any Encoder {
    let index = count
    append(.literal("null"))
    return WriterElementEncoder(
      box: box, index: index, codingPath: codingPath + [WriterIndexKey(index)])
  }
}

/// The encoder of a super class's members, written under one name of an object once done.
private final class WriterMemberEncoder: Encoder {
  let box: WriterObjectBox
  let name: String
  let inner: WriterEncoder
  var codingPath: [any CodingKey] { inner.codingPath }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  init(box: WriterObjectBox, name: String, codingPath: [any CodingKey]) {
    self.box = box
    self.name = name
    inner = WriterEncoder(codingPath: codingPath)
  }

  deinit { box.members[name] = inner.node ?? .object(WriterObjectBox()) }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    inner.container(keyedBy: type)
  }
  func unkeyedContainer() -> any UnkeyedEncodingContainer { inner.unkeyedContainer() }
  func singleValueContainer() -> any SingleValueEncodingContainer {
    inner.singleValueContainer()
  }
}

/// The encoder of a super class's members, written at one place of a list once done.
private final class WriterElementEncoder: Encoder {
  let box: WriterArrayBox
  let index: Int
  let inner: WriterEncoder
  var codingPath: [any CodingKey] { inner.codingPath }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  init(box: WriterArrayBox, index: Int, codingPath: [any CodingKey]) {
    self.box = box
    self.index = index
    inner = WriterEncoder(codingPath: codingPath)
  }

  deinit { box.elements[index] = inner.node ?? .object(WriterObjectBox()) }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    inner.container(keyedBy: type)
  }
  func unkeyedContainer() -> any UnkeyedEncodingContainer { inner.unkeyedContainer() }
  func singleValueContainer() -> any SingleValueEncodingContainer {
    inner.singleValueContainer()
  }
}

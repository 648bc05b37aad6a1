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
    let encoder = WriterEncoder(parent: nil, key: nil)
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
    let encoder = WriterEncoder(parent: nil, key: nil)
    try value.encode(to: encoder)
    var output: [UInt8] = []
    output.reserveCapacity(1024)
    Self.write(encoder.node ?? .object(WriterObjectBox()), into: &output, depth: nil)
    return String(decoding: output, as: UTF8.self)
  }

  /// A JSON value on one line, members sorted: what ``compactText(_:)`` writes for it, without
  /// encoding it (its numbers are finite: it was read, or made by ``value(_:)``).
  func compactText(json value: JSONValue) -> String {
    var output: [UInt8] = []
    output.reserveCapacity(4096)
    Self.write(value, into: &output, depth: nil)
    return String(decoding: output, as: UTF8.self)
  }

  /// The value as a ``JSONValue``, as reading its JSON back would give it, without writing and
  /// reading the text.
  func value<T: Encodable>(_ value: T) throws -> JSONValue {
    let encoder = WriterEncoder(parent: nil, key: nil)
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
    case .object(let box):
      .object(
        Dictionary(box.members.map { ($0.name, jsonValue($0.node)) }) { _, last in last })
    case .json(let value): value.asReadBack
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
    switch node {
    case .literal(let text):
      output.append(contentsOf: text.utf8)
    case .string(let text):
      writeString(text, into: &output)
    case .array(let box):
      writeList(box.elements, into: &output, depth: depth) { write($0, into: &$1, depth: $2) }
    case .object(let box):
      writeObject(box.sortedMembers(), into: &output, depth: depth) {
        write($0, into: &$1, depth: $2)
      }
    case .json(let value):
      write(value, into: &output, depth: depth)
    }
  }

  /// Writes a value that is already JSON as encoding it would.
  private static func write(_ value: JSONValue, into output: inout [UInt8], depth: Int?) {
    switch value {
    case .null: output.append(contentsOf: "null".utf8)
    case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
    case .integer(let number): output.append(contentsOf: String(number).utf8)
    case .number(let number): output.append(contentsOf: numberText(number).utf8)
    case .string(let text): writeString(text, into: &output)
    case .array(let elements):
      writeList(elements, into: &output, depth: depth) { write($0, into: &$1, depth: $2) }
    case .object(let members):
      let sorted = members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
      writeObject(sorted.map { ($0.key, $0.value) }, into: &output, depth: depth) {
        write($0, into: &$1, depth: $2)
      }
    }
  }

  /// Writes a list whose elements `writeElement` writes.
  private static func writeList<Element>(
    _ elements: [Element], into output: inout [UInt8], depth: Int?,
    _ writeElement: (Element, inout [UInt8], Int?) -> Void
  ) {
    let inner = depth.map { $0 + 1 }
    output.append(UInt8(ascii: "["))
    for (index, element) in elements.enumerated() {
      if index > 0 { output.append(UInt8(ascii: ",")) }
      indent(inner, into: &output)
      writeElement(element, &output, inner)
    }
    // `JSONEncoder` writes an empty list on three lines, "[", a blank line, "]".
    if elements.isEmpty, depth != nil { output.append(UInt8(ascii: "\n")) }
    indent(depth, into: &output)
    output.append(UInt8(ascii: "]"))
  }

  /// Writes an object whose members, in order, `writeValue` writes.
  private static func writeObject<Value>(
    _ members: [(String, Value)], into output: inout [UInt8], depth: Int?,
    _ writeValue: (Value, inout [UInt8], Int?) -> Void
  ) {
    let inner = depth.map { $0 + 1 }
    output.append(UInt8(ascii: "{"))
    for (index, (name, value)) in members.enumerated() {
      if index > 0 { output.append(UInt8(ascii: ",")) }
      indent(inner, into: &output)
      writeString(name, into: &output)
      output.append(contentsOf: (depth == nil ? ":" : " : ").utf8)
      writeValue(value, &output, inner)
    }
    if members.isEmpty, depth != nil { output.append(UInt8(ascii: "\n")) }
    indent(depth, into: &output)
    output.append(UInt8(ascii: "}"))
  }

  private static let hexDigits = Array("0123456789abcdef".utf8)

  private static func writeString(_ text: String, into output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    // Most strings need no escape: their bytes go in at once.
    let plain = text.utf8.withContiguousStorageIfAvailable { bytes in
      guard !bytes.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) else { return false }
      output.append(contentsOf: bytes)
      return true
    }
    if plain == true {
      output.append(UInt8(ascii: "\""))
      return
    }
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
  /// A ``JSONValue`` (a table's patches carry them): written as it is, not encoded again.
  case json(JSONValue)
}

private final class WriterArrayBox {
  var elements: [WriterNode] = []
}

/// An object's members in the order they were set; a name set again keeps its last value.
private final class WriterObjectBox {
  var members: [(name: String, node: WriterNode)] = []

  func set(_ node: WriterNode, for name: String) { members.append((name, node)) }

  /// The members sorted by their names' UTF-8 bytes, each name once with its last value.
  func sortedMembers() -> [(String, WriterNode)] {
    let order = members.indices.sorted {
      let (left, right) = (members[$0].name, members[$1].name)
      return left == right ? $0 < $1 : left.utf8.lexicographicallyPrecedes(right.utf8)
    }
    var sorted: [(String, WriterNode)] = []
    sorted.reserveCapacity(order.count)
    for index in order {
      let member = members[index]
      if let last = sorted.last, last.0 == member.name {
        sorted[sorted.count - 1] = member
      } else {
        sorted.append(member)
      }
    }
    return sorted
  }
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
  return .literal(numberText(value))
}

/// A finite number as `JSONEncoder` writes it: as Swift prints it, a whole one without ".0".
private func numberText<T: BinaryFloatingPoint & LosslessStringConvertible>(_ value: T) -> String {
  var text = value.description
  if text.hasSuffix(".0") { text.removeLast(2) }
  return text
}

private struct WriterIndexKey: CodingKey {
  var intValue: Int?
  var stringValue: String { "Index \(intValue ?? 0)" }
  init(_ index: Int) { intValue = index }
  init?(stringValue: String) { nil }
  init?(intValue: Int) { self.intValue = intValue }
}

// MARK: - Encoder

/// Where a value is in the document: a link to where its parent is, and its key there. The
/// keys from the top (`codingPath`) are put together only when asked — an error saying where —
/// not for every value written.
private class WriterPath {
  let parent: WriterPath?
  let key: (any CodingKey)?

  init(parent: WriterPath?, key: (any CodingKey)?) {
    self.parent = parent
    self.key = key
  }

  /// The keys from the top of the document to here.
  var keys: [any CodingKey] {
    var keys: [any CodingKey] = []
    var link: WriterPath? = self
    while let here = link {
      if let key = here.key { keys.append(key) }
      link = here.parent
    }
    return keys.reversed()
  }
}

/// The encoder one value is given: it holds what that value wrote.
private final class WriterEncoder: WriterPath, Encoder {
  var codingPath: [any CodingKey] { keys }
  var userInfo: [CodingUserInfoKey: Any] { [:] }
  /// What was written, once anything was.
  var node: WriterNode?
  /// Where the members that seldom change are remembered, if anywhere.
  var memory: JSONWriter.Memory?

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    // Asked twice (a type's members, then the unknown fields kept beside them), it is the
    // same object.
    if case .object(let box) = node {
      return KeyedEncodingContainer(WriterKeyedContainer(box: box, path: self, memory: memory))
    }
    let box = WriterObjectBox()
    node = .object(box)
    return KeyedEncodingContainer(WriterKeyedContainer(box: box, path: self, memory: memory))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    if case .array(let box) = node {
      return WriterUnkeyedContainer(box: box, path: self)
    }
    let box = WriterArrayBox()
    node = .array(box)
    return WriterUnkeyedContainer(box: box, path: self)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    WriterSingleValueContainer(encoder: self)
  }

  /// What `value` encodes to, at `key` below `parent`.
  static func node(
    for value: some Encodable, below parent: WriterPath?, at key: (any CodingKey)?
  ) throws -> WriterNode {
    // A value that is JSON already (a table's patches) is kept as it is.
    if let json = value as? JSONValue {
      if let number = json.firstNumberNotFinite {
        _ = try literal(number, codingPath: WriterPath(parent: parent, key: key).keys)
      }
      return .json(json)
    }
    let encoder = WriterEncoder(parent: parent, key: key)
    try value.encode(to: encoder)
    // A value that wrote nothing is an empty object, as with `JSONEncoder`.
    return encoder.node ?? .object(WriterObjectBox())
  }
}

extension JSONValue {
  /// The value as reading its JSON back gives it: a whole number that fits 64 bits is read as
  /// an integer. Unchanged (and not copied) when it holds no number that is not an integer.
  fileprivate var asReadBack: JSONValue {
    guard hasNumber else { return self }
    switch self {
    case .number(let number):
      return Int64(exactly: number).map(JSONValue.integer) ?? self
    case .array(let elements): return .array(elements.map(\.asReadBack))
    case .object(let members): return .object(members.mapValues(\.asReadBack))
    case .null, .bool, .integer, .string: return self
    }
  }

  /// Whether the value holds a number that is not an integer.
  private var hasNumber: Bool {
    switch self {
    case .number: true
    case .array(let elements): elements.contains(where: \.hasNumber)
    case .object(let members): members.values.contains(where: \.hasNumber)
    case .null, .bool, .integer, .string: false
    }
  }

  /// The first number in the value that JSON cannot hold (infinite, or not a number), if any.
  fileprivate var firstNumberNotFinite: Double? {
    switch self {
    case .number(let number): number.isFinite ? nil : number
    case .array(let elements): elements.lazy.compactMap(\.firstNumberNotFinite).first
    case .object(let members): members.values.lazy.compactMap(\.firstNumberNotFinite).first
    case .null, .bool, .integer, .string: nil
    }
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
    set(try WriterEncoder.node(for: value, below: encoder.parent, at: encoder.key))
  }
}

private struct WriterKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let box: WriterObjectBox
  /// Where the object is.
  let path: WriterPath
  var memory: JSONWriter.Memory?
  var codingPath: [any CodingKey] { path.keys }

  private func set(_ node: WriterNode, for key: Key) { box.set(node, for: key.stringValue) }

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
    // Only the document's own members are remembered: deeper values are encoded as they are,
    // without asking each whether it is one to remember.
    guard let memory, let remembered = value as? any RememberedWhenEncoded else {
      set(try WriterEncoder.node(for: value, below: path, at: key), for: key)
      return
    }
    let place = key.stringValue
    if let known = memory.nodes[place], known.value.isSame(as: remembered) {
      set(known.node, for: key)
      return
    }
    let node = try WriterEncoder.node(for: value, below: path, at: key)
    memory.nodes[place] = (remembered, node)
    set(node, for: key)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    let nested = WriterObjectBox()
    set(.object(nested), for: key)
    return KeyedEncodingContainer(
      WriterKeyedContainer<NestedKey>(box: nested, path: WriterPath(parent: path, key: key)))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let nested = WriterArrayBox()
    set(.array(nested), for: key)
    return WriterUnkeyedContainer(box: nested, path: WriterPath(parent: path, key: key))
  }

  mutating func superEncoder() -> any Encoder {
    WriterMemberEncoder(box: box, name: "super", parent: path.parent, key: path.key)
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    WriterMemberEncoder(box: box, name: key.stringValue, parent: path, key: key)
  }
}

private struct WriterUnkeyedContainer: UnkeyedEncodingContainer {
  let box: WriterArrayBox
  /// Where the list is.
  let path: WriterPath
  var codingPath: [any CodingKey] { path.keys }
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
    append(try WriterEncoder.node(for: value, below: path, at: WriterIndexKey(count)))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    let nested = WriterObjectBox()
    let place = WriterPath(parent: path, key: WriterIndexKey(count))
    append(.object(nested))
    return KeyedEncodingContainer(WriterKeyedContainer<NestedKey>(box: nested, path: place))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let nested = WriterArrayBox()
    let place = WriterPath(parent: path, key: WriterIndexKey(count))
    append(.array(nested))
    return WriterUnkeyedContainer(box: nested, path: place)
  }

  mutating func superEncoder() -> any Encoder {
    let index = count
    append(.literal("null"))
    return WriterElementEncoder(
      box: box, index: index, parent: path, key: WriterIndexKey(index))
  }
}

/// The encoder of a super class's members, written under one name of an object once done.
private final class WriterMemberEncoder: Encoder {
  let box: WriterObjectBox
  let name: String
  let inner: WriterEncoder
  var codingPath: [any CodingKey] { inner.codingPath }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  init(box: WriterObjectBox, name: String, parent: WriterPath?, key: (any CodingKey)?) {
    self.box = box
    self.name = name
    inner = WriterEncoder(parent: parent, key: key)
  }

  deinit { box.set(inner.node ?? .object(WriterObjectBox()), for: name) }

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

  init(box: WriterArrayBox, index: Int, parent: WriterPath?, key: (any CodingKey)?) {
    self.box = box
    self.index = index
    inner = WriterEncoder(parent: parent, key: key)
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

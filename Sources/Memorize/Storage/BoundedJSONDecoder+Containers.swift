/// The `Decoder` for one value of a `JSONSource`: where it starts and how it was reached.
struct JSONValueDecoder: Decoder {
  let source: JSONSource
  let offset: Int
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [ReadingBudget.key: source.budget] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    try expect(.object, as: [String: Any].self)
    return KeyedDecodingContainer(
      JSONKeyedContainer<Key>(source: source, offset: offset, codingPath: codingPath))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try expect(.array, as: [Any].self)
    return JSONUnkeyedContainer(source: source, offset: offset, codingPath: codingPath)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    JSONSingleValueContainer(decoder: self)
  }

  /// Throws unless the value is of `kind`: `valueNotFound` for `null`, `typeMismatch` otherwise.
  func expect(_ kind: JSONSource.Kind, as type: Any.Type) throws {
    let found = source.kind(at: offset)
    guard found != kind else { return }
    if found == .null {
      throw DecodingError.valueNotFound(
        type,
        DecodingError.Context(
          codingPath: codingPath,
          debugDescription: "Cannot get value of type \(type) -- found null value instead"))
    }
    throw DecodingError.typeMismatch(
      type,
      DecodingError.Context(
        codingPath: codingPath,
        debugDescription: "Expected to decode \(type) but found \(found.rawValue) instead."))
  }

  /// Decodes `T` from this value: the primitives straight from the bytes, anything else by its
  /// own `init(from:)`.
  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try T(from: self)
  }

  func decodeBool() throws -> Bool {
    try expect(.bool, as: Bool.self)
    return source.bytes[offset] == UInt8(ascii: "t")
  }

  func decodeString() throws -> String {
    try expect(.string, as: String.self)
    guard let text = source.string(at: offset) else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: codingPath, debugDescription: "Not UTF-8 text."))
    }
    return text
  }

  func decodeInteger<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
    try expect(.number, as: type)
    let text = source.numberText(at: offset)
    if let value = T(text, radix: 10) { return value }
    // 1.0 and 1e2 are integers too, as JSONDecoder read them.
    if text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }), let double = Double(text),
      let value = T(exactly: double)
    {
      return value
    }
    throw DecodingError.dataCorrupted(
      DecodingError.Context(
        codingPath: codingPath, debugDescription: "Number \(text) does not fit in \(type)."))
  }

  func decodeFloatingPoint<T: BinaryFloatingPoint>(_ type: T.Type) throws -> T {
    try expect(.number, as: type)
    let text = source.numberText(at: offset)
    if let double = Double(text), double.isFinite {
      let value = T(double)
      if value.isFinite { return value }
    }
    throw DecodingError.dataCorrupted(
      DecodingError.Context(
        codingPath: codingPath, debugDescription: "Number \(text) does not fit in \(type)."))
  }

  /// The decoder of a value inside this one.
  func child(at offset: Int, key: any CodingKey) -> JSONValueDecoder {
    JSONValueDecoder(source: source, offset: offset, codingPath: codingPath + [key])
  }
}

/// A key for an array element, as coding paths show it (`[3]`).
struct JSONIndexKey: CodingKey {
  var intValue: Int?
  var stringValue: String { "Index \(intValue ?? 0)" }

  init(index: Int) { intValue = index }
  init?(intValue: Int) { self.intValue = intValue }
  init?(stringValue: String) { nil }
}

/// One value decoded as a primitive or passed on to a type's own `init(from:)`.
struct JSONSingleValueContainer: SingleValueDecodingContainer {
  let decoder: JSONValueDecoder
  var codingPath: [any CodingKey] { decoder.codingPath }

  func decodeNil() -> Bool { decoder.source.kind(at: decoder.offset) == .null }
  func decode(_ type: Bool.Type) throws -> Bool { try decoder.decodeBool() }
  func decode(_ type: String.Type) throws -> String { try decoder.decodeString() }
  func decode(_ type: Double.Type) throws -> Double { try decoder.decodeFloatingPoint(type) }
  func decode(_ type: Float.Type) throws -> Float { try decoder.decodeFloatingPoint(type) }
  func decode(_ type: Int.Type) throws -> Int { try decoder.decodeInteger(type) }
  func decode(_ type: Int8.Type) throws -> Int8 { try decoder.decodeInteger(type) }
  func decode(_ type: Int16.Type) throws -> Int16 { try decoder.decodeInteger(type) }
  func decode(_ type: Int32.Type) throws -> Int32 { try decoder.decodeInteger(type) }
  func decode(_ type: Int64.Type) throws -> Int64 { try decoder.decodeInteger(type) }
  func decode(_ type: UInt.Type) throws -> UInt { try decoder.decodeInteger(type) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try decoder.decodeInteger(type) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try decoder.decodeInteger(type) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try decoder.decodeInteger(type) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try decoder.decodeInteger(type) }
  func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.decode(type) }
}

/// An object. A small one (at most ``JSONKeyedContainer/indexedMembers`` members, as every
/// object of our files and messages is) is walked once, and its members' places kept: a type
/// that asks for members the object lacks (its optional ones) then skips no value to find that
/// out. A larger one keeps nothing per member, so a hostile file costs no memory for its
/// members: each is found by walking the object from after the member found last, wrapping
/// around, so reading members in the file's order, as `Dictionary` and synthesized decoders of
/// our sorted files do, walks the object once rather than once per member. Either way a key
/// written twice (RFC 8259 leaves its meaning open) gives the first one found from there, and
/// asking again for the key just found gives the same value.
struct JSONKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let source: JSONSource
  let offset: Int
  let codingPath: [any CodingKey]
  /// Where the next search starts: the offset of a member's key, or of the closing `}`.
  private let cursor = Cursor()

  private final class Cursor {
    var next: Int?
    var last: (key: String, value: Int)?
    /// The places of a small object's members once walked; `nil` before, or for a large one.
    var members: [(key: Int, value: Int)]?
    /// Whether the object was walked to index it.
    var isWalked = false
    /// Where the next search of `members` starts.
    var nextMember = 0
  }

  /// The most members an object may have for their places to be kept.
  static var indexedMembers: Int { 64 }

  init(source: JSONSource, offset: Int, codingPath: [any CodingKey]) {
    self.source = source
    self.offset = offset
    self.codingPath = codingPath
  }

  var allKeys: [Key] {
    var keys: [Key] = []
    source.forEachMember(ofObjectAt: offset) { key, _ in
      // Unread keys are not checked as UTF-8 (nor were they by JSONDecoder).
      let name = String(decoding: source.stringBytes(at: key), as: UTF8.self)
      if let typed = Key(stringValue: name) { keys.append(typed) }
      return true
    }
    return keys
  }

  func contains(_ key: Key) -> Bool { valueOffset(of: key) != nil }

  private func valueOffset(of key: Key) -> Int? {
    if let last = cursor.last, last.key == key.stringValue { return last.value }
    if !cursor.isWalked {
      cursor.isWalked = true
      var members: [(key: Int, value: Int)] = []
      var isSmall = true
      source.forEachMember(ofObjectAt: offset) { key, value in
        guard members.count < Self.indexedMembers else {
          isSmall = false
          return false
        }
        members.append((key, value))
        return true
      }
      if isSmall { cursor.members = members }
    }
    if let members = cursor.members {
      // From after the member found last, wrapping around.
      for step in 0..<members.count {
        let index = (cursor.nextMember + step) % members.count
        guard source.string(at: members[index].key, equals: key.stringValue) else { continue }
        cursor.nextMember = index + 1
        cursor.last = (key.stringValue, members[index].value)
        return members[index].value
      }
      return nil
    }
    var found: Int?
    let start = cursor.next
    // From the cursor to the end, then from the first member up to the cursor.
    source.forEachMember(ofObjectAt: offset, from: start) { keyOffset, value in
      guard source.string(at: keyOffset, equals: key.stringValue) else { return true }
      found = value
      return false
    }
    if found == nil, let start {
      source.forEachMember(ofObjectAt: offset) { keyOffset, value in
        guard keyOffset != start else { return false }
        guard source.string(at: keyOffset, equals: key.stringValue) else { return true }
        found = value
        return false
      }
    }
    if let found {
      cursor.next = source.next(afterMemberValueAt: found)
      cursor.last = (key.stringValue, found)
    }
    return found
  }

  private func decoder(for key: Key) throws -> JSONValueDecoder {
    guard let value = valueOffset(of: key) else {
      throw DecodingError.keyNotFound(
        key,
        DecodingError.Context(
          codingPath: codingPath,
          debugDescription: "No value associated with key \(key) (\"\(key.stringValue)\")."))
    }
    return JSONValueDecoder(source: source, offset: value, codingPath: codingPath + [key])
  }

  func decodeNil(forKey key: Key) throws -> Bool {
    let value = try decoder(for: key)
    return source.kind(at: value.offset) == .null
  }
  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
    try decoder(for: key).decodeBool()
  }
  func decode(_ type: String.Type, forKey key: Key) throws -> String {
    try decoder(for: key).decodeString()
  }
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
    try decoder(for: key).decodeFloatingPoint(type)
  }
  func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
    try decoder(for: key).decodeFloatingPoint(type)
  }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
    try decoder(for: key).decodeInteger(type)
  }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
    try decoder(for: key).decodeInteger(type)
  }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
    try decoder(for: key).decodeInteger(type)
  }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
    try decoder(for: key).decodeInteger(type)
  }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
    try decoder(for: key).decodeInteger(type)
  }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
    try decoder(for: key).decodeInteger(type)
  }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
    try decoder(for: key).decodeInteger(type)
  }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
    try decoder(for: key).decodeInteger(type)
  }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
    try decoder(for: key).decodeInteger(type)
  }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
    try decoder(for: key).decodeInteger(type)
  }
  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try decoder(for: key).decode(type)
  }

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type, forKey key: Key
  ) throws -> KeyedDecodingContainer<NestedKey> {
    try decoder(for: key).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try decoder(for: key).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder {
    guard let key = Key(stringValue: "super") else {
      throw DecodingError.keyNotFound(
        JSONIndexKey(index: 0),
        DecodingError.Context(codingPath: codingPath, debugDescription: "No \"super\" key."))
    }
    return try decoder(for: key)
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    try decoder(for: key)
  }
}

/// An array, walked element by element; a failed decode does not advance it (as with
/// `JSONDecoder`, so a caller may step over a bad element by decoding it as something else).
struct JSONUnkeyedContainer: UnkeyedDecodingContainer {
  let source: JSONSource
  let codingPath: [any CodingKey]
  private(set) var currentIndex = 0
  /// The offset of the next element, or of the closing `]`.
  private var position: Int

  init(source: JSONSource, offset: Int, codingPath: [any CodingKey]) {
    self.source = source
    self.codingPath = codingPath
    position = source.skipWhitespace(from: offset + 1)
  }

  var isAtEnd: Bool { source.bytes[position] == UInt8(ascii: "]") }

  /// Counted by walking the rest of the array (nothing is kept).
  var count: Int? {
    var count = currentIndex
    var index = position
    while source.bytes[index] != UInt8(ascii: "]") {
      count += 1
      index = source.next(afterElementAt: index)
    }
    return count
  }

  /// The decoder of the next element; `valueNotFound` at the end.
  private func element(_ type: Any.Type) throws -> JSONValueDecoder {
    guard !isAtEnd else {
      throw DecodingError.valueNotFound(
        type,
        DecodingError.Context(
          codingPath: codingPath + [JSONIndexKey(index: currentIndex)],
          debugDescription: "Unkeyed container is at end."))
    }
    return JSONValueDecoder(
      source: source, offset: position,
      codingPath: codingPath + [JSONIndexKey(index: currentIndex)])
  }

  /// Decodes the next element with `decode` and steps past it only if that succeeds.
  private mutating func next<T>(_ type: T.Type, _ decode: (JSONValueDecoder) throws -> T) throws
    -> T
  {
    let value = try decode(try element(type))
    position = source.next(afterElementAt: position)
    currentIndex += 1
    return value
  }

  mutating func decodeNil() throws -> Bool {
    guard try element(Never.self).source.kind(at: position) == .null else { return false }
    position = source.next(afterElementAt: position)
    currentIndex += 1
    return true
  }

  mutating func decode(_ type: Bool.Type) throws -> Bool { try next(type) { try $0.decodeBool() } }
  mutating func decode(_ type: String.Type) throws -> String {
    try next(type) { try $0.decodeString() }
  }
  mutating func decode(_ type: Double.Type) throws -> Double {
    try next(type) { try $0.decodeFloatingPoint(type) }
  }
  mutating func decode(_ type: Float.Type) throws -> Float {
    try next(type) { try $0.decodeFloatingPoint(type) }
  }
  mutating func decode(_ type: Int.Type) throws -> Int {
    try next(type) { try $0.decodeInteger(type) }
  }
  mutating func decode(_ type: Int8.Type) throws -> Int8 {
    try next(type) { try $0.decodeInteger(type) }
  }
  mutating func decode(_ type: Int16.Type) throws -> Int16 {
    try next(type) { try $0.decodeInteger(type) }
  }
  mutating func decode(_ type: Int32.Type) throws -> Int32 {
    try next(type) { try $0.decodeInteger(type) }
  }
  mutating func decode(_ type: Int64.Type) throws -> Int64 {
    try next(type) { try $0.decodeInteger(type) }
  }
  mutating func decode(_ type: UInt.Type) throws -> UInt {
    try next(type) { try $0.decodeInteger(type) }
  }
  mutating func decode(_ type: UInt8.Type) throws -> UInt8 {
    try next(type) { try $0.decodeInteger(type) }
  }
  mutating func decode(_ type: UInt16.Type) throws -> UInt16 {
    try next(type) { try $0.decodeInteger(type) }
  }
  mutating func decode(_ type: UInt32.Type) throws -> UInt32 {
    try next(type) { try $0.decodeInteger(type) }
  }
  mutating func decode(_ type: UInt64.Type) throws -> UInt64 {
    try next(type) { try $0.decodeInteger(type) }
  }
  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try next(type) { try $0.decode(type) }
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try next(KeyedDecodingContainer<NestedKey>.self) { try $0.container(keyedBy: type) }
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try next((any UnkeyedDecodingContainer).self) { try $0.unkeyedContainer() }
  }

  mutating func superDecoder() throws -> any Decoder {
    try next(JSONValueDecoder.self) { $0 }
  }
}

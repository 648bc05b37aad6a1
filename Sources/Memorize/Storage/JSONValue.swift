/// Any JSON value, kept as it was read: the fields of a file this version does not know (a newer
/// version's additions, the player's own notes), written back unchanged when the file is saved.
///
/// Numbers keep what a 64-bit integer or a `Double` holds: an integer of up to 19 digits exactly,
/// any other number to `Double`'s 17 significant digits.
public enum JSONValue: Hashable, Sendable, Codable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number that is a whole 64-bit integer.
  case integer(Int64)
  /// Any other number.
  case number(Double)
  /// A string.
  case string(String)
  /// A list of values.
  case array([JSONValue])
  /// An object: its members by name.
  case object([String: JSONValue])

  /// Reads whatever value is there.
  public init(from decoder: any Decoder) throws {
    if let bounded = decoder as? JSONValueDecoder {
      self = try Self(bounded)
      return
    }
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Int64.self) {
      self = .integer(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  /// Straight from the bytes, by the kind of value there; what it costs is drawn from the
  /// document's ``ReadingBudget``, so unknown fields cannot make a file cost more than its size
  /// allows.
  private init(_ decoder: JSONValueDecoder) throws {
    let source = decoder.source
    var cost = MemoryLayout<JSONValue>.stride
    switch source.kind(at: decoder.offset) {
    case .null:
      self = .null
    case .bool:
      self = .bool(try decoder.decodeBool())
    case .number:
      if let integer = try? decoder.decodeInteger(Int64.self) {
        self = .integer(integer)
      } else {
        self = .number(try decoder.decodeFloatingPoint(Double.self))
      }
    case .string:
      let text = try decoder.decodeString()
      cost += text.utf8.count
      self = .string(text)
    case .array:
      cost += 32
      var elements: [JSONValue] = []
      var container = try decoder.unkeyedContainer()
      while !container.isAtEnd { elements.append(try container.decode(JSONValue.self)) }
      self = .array(elements)
    case .object:
      let container = try decoder.container(keyedBy: JSONFieldKey.self)
      var members: [String: JSONValue] = [:]
      for key in container.allKeys where members[key.stringValue] == nil {
        // A key's text and a slot of the dictionary's table.
        cost += key.stringValue.utf8.count + 48
        members[key.stringValue] = try container.decode(JSONValue.self, forKey: key)
      }
      cost += 64
      self = .object(members)
    }
    guard source.budget.spend(cost) else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath,
          debugDescription: "fields this version does not know take more than the file may"))
    }
  }

  /// Writes the value back as it was read.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .integer(let value): try container.encode(value)
    case .number(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    }
  }
}

/// Any member name of an object.
struct JSONFieldKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }

  init(_ name: String) { stringValue = name }
  init?(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}

extension JSONValue {
  /// The members of the object `decoder` reads whose names are not in `known`: what a type
  /// keeps to write back.
  static func unknownFields(in decoder: any Decoder, known: Set<String>) throws -> [String:
    JSONValue]
  {
    let container = try decoder.container(keyedBy: JSONFieldKey.self)
    var fields: [String: JSONValue] = [:]
    for key in container.allKeys where !known.contains(key.stringValue) {
      guard fields[key.stringValue] == nil else { continue }
      fields[key.stringValue] = try container.decode(JSONValue.self, forKey: key)
    }
    return fields
  }

  /// Writes `fields` into the object `encoder` is writing, beside the members its type wrote.
  static func encode(_ fields: [String: JSONValue], to encoder: any Encoder) throws {
    guard !fields.isEmpty else { return }
    var container = encoder.container(keyedBy: JSONFieldKey.self)
    for (name, value) in fields {
      try container.encode(value, forKey: JSONFieldKey(name))
    }
  }
}

extension SetCard: Codable {
  /// Only the attributes are saved; the id is worked out again on decoding, so it always agrees.
  private enum CodingKeys: String, CodingKey {
    case number
    case shape
    case shading
    case color
  }

  /// Reads a card from its four attributes, refusing a value outside the three each may take.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      number: try container.decode(Number.self, forKey: .number),
      shape: try container.decode(Shape.self, forKey: .shape),
      shading: try container.decode(Shading.self, forKey: .shading),
      color: try container.decode(Color.self, forKey: .color))
  }

  /// Saves the card as its four attributes; the id is worked out again when it is read.
  ///
  /// Each attribute is written as its raw number, as its own encoding would write it, but
  /// without an encoder for each: a Set race's save writes every card of the deck.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(number.rawValue, forKey: .number)
    try container.encode(shape.rawValue, forKey: .shape)
    try container.encode(shading.rawValue, forKey: .shading)
    try container.encode(color.rawValue, forKey: .color)
  }
}

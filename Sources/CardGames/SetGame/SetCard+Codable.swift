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
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(number, forKey: .number)
    try container.encode(shape, forKey: .shape)
    try container.encode(shading, forKey: .shading)
    try container.encode(color, forKey: .color)
  }
}

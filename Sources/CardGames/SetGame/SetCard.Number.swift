extension SetCard {
  /// How many symbols a card shows; the raw value is the count.
  public enum Number: Int, CaseIterable, Sendable, Codable, Hashable {
    /// One symbol.
    case one = 1
    /// Two symbols.
    case two
    /// Three symbols.
    case three

    /// The number counted from 0, as the other attributes' raw values are, for arithmetic.
    var index: Int { rawValue - 1 }
  }
}

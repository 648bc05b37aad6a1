extension SetCard {
  /// The shape of a card's symbols.
  ///
  /// Raw values are small integers so saved games stay compact; they are not meant for display.
  public enum Shape: Int, CaseIterable, Sendable, Codable, Hashable {
    /// A diamond.
    case diamond
    /// A squiggle.
    case squiggle
    /// An oval.
    case oval
  }
}

extension SetCard {
  /// How a card's symbols are filled.
  ///
  /// Raw values are small integers so saved games stay compact; they are not meant for display.
  public enum Shading: Int, CaseIterable, Sendable, Codable, Hashable {
    /// Filled in.
    case solid
    /// Filled with stripes.
    case striped
    /// Outlined only.
    case open
  }
}

extension SetCard {
  /// The colour of a card's symbols.
  ///
  /// Nested in `SetCard` so it never clashes with a UI toolkit's own `Color`. Raw values are small
  /// integers so saved games stay compact; they are not meant for display.
  public enum Color: Int, CaseIterable, Sendable, Codable, Hashable {
    /// Red symbols.
    case red
    /// Green symbols.
    case green
    /// Purple symbols.
    case purple
  }
}

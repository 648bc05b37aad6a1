extension PlayingCard {
  /// The suit of a playing card.
  ///
  /// Raw values are the suits' names rather than their symbols so that saved games stay plain ASCII.
  public enum Suit: String, CaseIterable, Hashable, Codable, Sendable {
    /// Spades, ♠ (black).
    case spades
    /// Clubs, ♣ (black).
    case clubs
    /// Hearts, ♥ (red).
    case hearts
    /// Diamonds, ♦ (red).
    case diamonds

    /// The suit as printed on a card: ♠ ♣ ♥ ♦.
    public var symbol: String {
      switch self {
      case .spades: "♠"
      case .clubs: "♣"
      case .hearts: "♥"
      case .diamonds: "♦"
      }
    }

    /// Whether the suit is printed in red: hearts and diamonds are, spades and clubs are black.
    public var isRed: Bool {
      switch self {
      case .hearts, .diamonds: true
      case .spades, .clubs: false
      }
    }
  }
}

extension PlayingCard {
  /// The rank of a playing card, from ace (1) to king (13).
  ///
  /// The raw value is the number the rank stands for, so saved games store ranks as 1...13.
  public enum Rank: Int, CaseIterable, Hashable, Codable, Sendable {
    /// The ace, rank 1 (it matches only other aces by rank).
    case ace = 1
    /// Rank 2.
    case two
    /// Rank 3.
    case three
    /// Rank 4.
    case four
    /// Rank 5.
    case five
    /// Rank 6.
    case six
    /// Rank 7.
    case seven
    /// Rank 8.
    case eight
    /// Rank 9.
    case nine
    /// Rank 10.
    case ten
    /// The jack, rank 11.
    case jack
    /// The queen, rank 12.
    case queen
    /// The king, rank 13.
    case king

    /// The rank as printed on a card: "A", "2" … "10", "J", "Q", "K".
    public var symbol: String {
      switch self {
      case .ace: "A"
      case .jack: "J"
      case .queen: "Q"
      case .king: "K"
      default: String(rawValue)
      }
    }
  }
}

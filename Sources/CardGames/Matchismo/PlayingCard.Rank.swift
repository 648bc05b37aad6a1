extension PlayingCard {
  /// The rank of a playing card, from ace (1) to king (13).
  ///
  /// The raw value is the number the rank stands for, so saved games store ranks as 1...13.
  public enum Rank: Int, CaseIterable, Hashable, Codable, Sendable {
    case ace = 1
    case two
    case three
    case four
    case five
    case six
    case seven
    case eight
    case nine
    case ten
    case jack
    case queen
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

extension MemoryGame {
  /// What one choice did, as a value: the view models decide how to put it into words.
  ///
  /// Card ids name the cards; `points` is what the choice added to the score (negative for a
  /// penalty), the same sign convention as every game's `Scoring`.
  public enum Outcome: Hashable, Sendable {
    /// Nothing happened: the card is matched, is the one face-up card, or is not in the game.
    case unchanged
    /// The card turned face up as the first of two (any cards up before turned face down).
    case turnedUp(cardID: Int)
    /// The card turned up and matched the one that was face up: `cardIDs` lists that one first.
    case matched(cardIDs: [Int], points: Int)
    /// The card turned up and did not match the one that was face up (listed first); `points` is
    /// zero or a penalty for cards that had been seen before.
    case mismatched(cardIDs: [Int], points: Int)

    /// What the choice added to the score.
    public var points: Int {
      switch self {
      case .unchanged, .turnedUp: 0
      case .matched(_, let points), .mismatched(_, let points): points
      }
    }

    /// The card that the choice turned face up, if it turned one.
    public var chosenCardID: Int? {
      switch self {
      case .unchanged: nil
      case .turnedUp(let id): id
      case .matched(let ids, _), .mismatched(let ids, _): ids.last
      }
    }

    /// Whether the choice completed a pair of cards, matched or not.
    public var endsTurn: Bool {
      switch self {
      case .matched, .mismatched: true
      case .unchanged, .turnedUp: false
      }
    }
  }
}

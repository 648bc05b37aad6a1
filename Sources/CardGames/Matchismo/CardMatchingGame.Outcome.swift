extension CardMatchingGame {
  /// What one choice did, as a value: the view model decides how to put it into words.
  ///
  /// The cards an outcome lists are the chosen, unmatched ones in table order followed by the card
  /// just chosen. Points are what the judgement added to the score (negative for a penalty), the
  /// same sign convention as every game's `Scoring`; every case but `unchose` also added
  /// `Scoring.pointsForChoosing`.
  public enum Outcome: Hashable, Sendable {
    /// A card was chosen; these cards are now waiting for more to be judged with.
    case chose([PlayingCard])
    /// A chosen card was put back face down, at no cost.
    case unchose(PlayingCard)
    /// The cards matched, earned `points` (bonus included) and left play.
    case matched([PlayingCard], points: Int)
    /// The cards did not match and added `points`, a penalty (`Scoring.pointsForMismatch`); only
    /// the last of them is still chosen.
    case mismatched([PlayingCard], points: Int)

    /// The cards the outcome is about, in the order described on `Outcome`.
    public var cards: [PlayingCard] {
      switch self {
      case .chose(let cards): cards
      case .unchose(let card): [card]
      case .matched(let cards, _): cards
      case .mismatched(let cards, _): cards
      }
    }
  }
}

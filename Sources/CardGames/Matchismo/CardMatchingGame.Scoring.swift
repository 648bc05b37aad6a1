extension CardMatchingGame {
  /// The numbers a game scores with; the defaults are the ones from the course.
  ///
  /// Every value that is added to the score is the signed number of points it adds, so a penalty
  /// is negative: the same sign convention as Memorize's and Set's `Scoring`.
  ///
  /// A rank match is worth four times a suit match because, in a full deck, each card shares its
  /// suit with twelve others but its rank with only three: a rank match is four times as rare.
  public struct Scoring: Hashable, Sendable {
    /// Points for a pair of cards of the same rank, before the bonus.
    public var rankMatch: Int
    /// Points for a pair of cards of the same suit (and different ranks), before the bonus.
    public var suitMatch: Int
    /// What a match's points are multiplied by, to outweigh the penalties paid looking for it.
    public var matchBonus: Int
    /// Points for a mismatch; a penalty, so negative by default.
    public var pointsForMismatch: Int
    /// Points for choosing a card; negative by default, so that flipping cards to memorise them
    /// is not free.
    public var pointsForChoosing: Int

    /// Creates a scoring; each argument defaults to the course's value.
    public init(
      rankMatch: Int = 4,
      suitMatch: Int = 1,
      matchBonus: Int = 4,
      pointsForMismatch: Int = -2,
      pointsForChoosing: Int = -1
    ) {
      self.rankMatch = rankMatch
      self.suitMatch = suitMatch
      self.matchBonus = matchBonus
      self.pointsForMismatch = pointsForMismatch
      self.pointsForChoosing = pointsForChoosing
    }

    /// How well `cards` match, before the bonus: the sum over every pair of them of `rankMatch`
    /// for a shared rank, else `suitMatch` for a shared suit. Zero means no match.
    ///
    /// Summing over pairs is what lets a trio where only some cards match still score, less.
    public func matchScore(of cards: [PlayingCard]) -> Int {
      var total = 0
      for first in cards.indices {
        for second in cards.indices where second > first {
          total += pairScore(cards[first], cards[second])
        }
      }
      return total
    }

    /// How `outcome` changed the score: its points, plus the points for choosing if it applies.
    public func scoreChange(for outcome: Outcome) -> Int {
      switch outcome {
      case .chose: pointsForChoosing
      case .unchose: 0
      case .matched(_, let points), .mismatched(_, let points): points + pointsForChoosing
      }
    }

    private func pairScore(_ first: PlayingCard, _ second: PlayingCard) -> Int {
      if first.rank == second.rank { return rankMatch }
      if first.suit == second.suit { return suitMatch }
      return 0
    }
  }
}

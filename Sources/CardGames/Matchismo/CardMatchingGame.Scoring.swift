extension CardMatchingGame {
  /// The numbers a game scores with; the defaults are the ones from the course.
  ///
  /// A rank match is worth four times a suit match because, in a full deck, each card shares its
  /// suit with twelve others but its rank with only three: a rank match is four times as rare.
  public struct Scoring: Hashable, Codable, Sendable {
    /// Points for a pair of cards of the same rank, before the bonus.
    public var rankMatch: Int
    /// Points for a pair of cards of the same suit (and different ranks), before the bonus.
    public var suitMatch: Int
    /// What a match's points are multiplied by, to outweigh the penalties paid looking for it.
    public var matchBonus: Int
    /// What a mismatch costs.
    public var mismatchPenalty: Int
    /// What choosing a card costs, so that flipping cards to memorise them is not free.
    public var costToChoose: Int

    /// Creates a scoring; each argument defaults to the course's value.
    public init(
      rankMatch: Int = 4,
      suitMatch: Int = 1,
      matchBonus: Int = 4,
      mismatchPenalty: Int = 2,
      costToChoose: Int = 1
    ) {
      self.rankMatch = rankMatch
      self.suitMatch = suitMatch
      self.matchBonus = matchBonus
      self.mismatchPenalty = mismatchPenalty
      self.costToChoose = costToChoose
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

    /// How `outcome` changed the score: points or penalty, less the cost to choose if it applies.
    public func scoreChange(for outcome: Outcome) -> Int {
      switch outcome {
      case .chose: -costToChoose
      case .unchose: 0
      case .matched(_, let points): points - costToChoose
      case .mismatched(_, let penalty): -penalty - costToChoose
      }
    }

    private func pairScore(_ first: PlayingCard, _ second: PlayingCard) -> Int {
      if first.rank == second.rank { return rankMatch }
      if first.suit == second.suit { return suitMatch }
      return 0
    }
  }
}

extension CardMatchingGame {
  /// Whether the game is over: no `matchCount` cards still in play would score together.
  ///
  /// Once no pair (or trio) of the cards left shares what `scoring` pays for, choosing can only
  /// cost points, so the deal is finished: this is the moment its score, time and best count.
  /// A table with fewer unmatched cards than `matchCount` is over too.
  public var isOver: Bool { !isMatchPossible }

  /// Whether some `matchCount` cards still in play would score together if chosen.
  public var isMatchPossible: Bool {
    let inPlay = cards.filter { !$0.isMatched }.map(\.playingCard)
    return Self.someGroup(of: matchCount, from: inPlay[...], adding: []) {
      scoring.matchScore(of: $0) > 0
    }
  }

  /// Whether some `size` cards of `candidates`, added to `chosen`, satisfy `scores`; every
  /// group is tried in table order (24 cards make at most 2,024 trios).
  private static func someGroup(
    of size: Int, from candidates: ArraySlice<PlayingCard>, adding chosen: [PlayingCard],
    where scores: ([PlayingCard]) -> Bool
  ) -> Bool {
    guard size > 0 else { return scores(chosen) }
    guard candidates.count >= size else { return false }
    for index in candidates.indices {
      let rest = candidates[(index + 1)...]
      if someGroup(of: size - 1, from: rest, adding: chosen + [candidates[index]], where: scores) {
        return true
      }
    }
    return false
  }
}

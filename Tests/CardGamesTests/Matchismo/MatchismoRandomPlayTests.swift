import CardGames
import Foundation
import Testing

/// Plays many seeded random games and checks the rules' invariants after every single move.
///
/// The games run in batches so that Swift Testing can spread them over the machine's cores; the
/// checks are plain comparisons that record an issue only on failure, because a `#expect` per
/// check per move would make 10,000 games too slow for a debug build.
@Suite("Matchismo: randomised play")
struct MatchismoRandomPlayTests {
  static let batchCount = 100
  static let gamesPerBatch = 100
  static let movesPerGame = 40

  @Test(
    "10,000 seeded random games, in 100 batches of 100, keep every invariant after every move",
    arguments: 0..<batchCount)
  func randomGames(batch: Int) throws {
    for game in 0..<Self.gamesPerBatch {
      try playRandomGame(seed: UInt64(batch * Self.gamesPerBatch + game))
    }
  }

  /// Plays one game with moves drawn from `seed`, saving and restoring it at a random move.
  private func playRandomGame(seed: UInt64) throws {
    var moves = SeededGenerator(seed: ~seed)
    let cardCount = Int.random(in: 2...24, using: &moves)
    let matchCount = Int.random(in: 2...3, using: &moves)
    let scoring =
      Bool.random(using: &moves)
      ? CardMatchingGame.Scoring()
      : CardMatchingGame.Scoring(
        rankMatch: 7, suitMatch: 2, matchBonus: 3, pointsForMismatch: -5,
        pointsForChoosing: -2)
    var game = try #require(
      CardMatchingGame(
        cardCount: cardCount, deck: .standard, matchCount: matchCount, scoring: scoring,
        using: SeededGenerator(seed: seed)))
    let saveAt = Int.random(in: 0..<Self.movesPerGame, using: &moves)
    var resumed: CardMatchingGame?

    for move in 0..<Self.movesPerGame {
      if move == saveAt {
        let data = try JSONEncoder().encode(game)
        let decoded = try JSONDecoder().decode(CardMatchingGame.self, from: data)
        try check(decoded == game, "decoded game differs from the saved one", seed, move)
        resumed = decoded
      }
      let before = game
      // A move is mostly a choice, sometimes off the table, rarely a redeal.
      let roll = Int.random(in: 0..<100, using: &moves)
      if roll == 0 {
        game.redeal()
        resumed?.redeal()
        try checkRedeal(game, seed, move)
      } else {
        let index = roll == 1 ? cardCount : Int.random(in: 0..<cardCount, using: &moves)
        let outcome = game.chooseCard(at: index)
        let resumedOutcome = resumed?.chooseCard(at: index)
        if resumed != nil {
          try check(resumedOutcome == outcome, "resumed game chose differently", seed, move)
        }
        try checkChoice(of: index, before: before, after: game, outcome: outcome, seed, move)
      }
      if let resumed {
        try check(resumed == game, "resumed game diverged", seed, move)
      }
    }
  }

  /// The invariants of one choice.
  private func checkChoice(
    of index: Int, before: CardMatchingGame, after: CardMatchingGame,
    outcome: CardMatchingGame.Outcome?, _ seed: UInt64, _ move: Int
  ) throws {
    let ignored = !before.cards.indices.contains(index) || before.cards[index].isMatched
    try check(
      (outcome == nil) == ignored, "only matched or off-table choices do nothing", seed, move)
    if ignored {
      try check(after == before, "an ignored choice changed the game", seed, move)
      return
    }
    try check(after.history == before.history + [outcome!], "history lost an outcome", seed, move)
    try check(
      after.cards.map(\.playingCard) == before.cards.map(\.playingCard),
      "cards moved on the table", seed, move)
    for (old, new) in zip(before.cards, after.cards) where old.isMatched {
      try check(new == old, "a matched card changed", seed, move)
    }
    for card in after.cards where card.isMatched {
      try check(card.isChosen, "a matched card is face down", seed, move)
    }
    try check(
      after.indicesOfChosenUnmatchedCards.count < after.matchCount,
      "more cards wait than are judged together", seed, move)
    try check(
      after.score == expectedScore(of: after.history, scoring: after.scoring),
      "score is not the sum of the outcomes", seed, move)
    let matchedCards = after.history.reduce(0) { total, outcome in
      guard case .matched(let cards, _) = outcome else { return total }
      return total + cards.count
    }
    try check(
      after.cards.filter(\.isMatched).count == matchedCards,
      "matched cards are not those of the matched outcomes", seed, move)
    try checkJudgement(outcome!, in: after, seed, move)
  }

  /// A judged outcome scores exactly what its pairs are worth, and leaves its cards as it says.
  private func checkJudgement(
    _ outcome: CardMatchingGame.Outcome, in game: CardMatchingGame, _ seed: UInt64, _ move: Int
  ) throws {
    func tableCard(_ playingCard: PlayingCard) -> CardMatchingGame.Card? {
      game.cards.first { $0.playingCard == playingCard }
    }
    let pairs = pairScore(of: outcome.cards, scoring: game.scoring)
    switch outcome {
    case .chose(let cards):
      try check(cards.count < game.matchCount, "judged too early", seed, move)
      try check(
        cards.allSatisfy { tableCard($0)?.isChosen == true && tableCard($0)?.isMatched == false },
        "chosen cards are not all waiting", seed, move)
    case .unchose(let card):
      try check(tableCard(card)?.isChosen == false, "un-chosen card is face up", seed, move)
    case .matched(let cards, let points):
      try check(cards.count == game.matchCount, "matched the wrong number of cards", seed, move)
      try check(
        pairs > 0 && points == pairs * game.scoring.matchBonus, "wrong points", seed, move)
      try check(
        cards.allSatisfy { tableCard($0)?.isMatched == true }, "matched cards in play", seed, move)
    case .mismatched(let cards, let points):
      try check(cards.count == game.matchCount, "mismatched the wrong number", seed, move)
      try check(
        pairs == 0 && points == game.scoring.pointsForMismatch, "wrong penalty", seed, move)
      try check(
        cards.dropLast().allSatisfy { tableCard($0)?.isChosen == false }
          && tableCard(cards.last!)?.isChosen == true,
        "a mismatch must leave only the last card chosen", seed, move)
    }
  }

  /// The invariants of a redeal.
  private func checkRedeal(_ game: CardMatchingGame, _ seed: UInt64, _ move: Int) throws {
    try check(
      game.score == 0 && game.history.isEmpty && game.canChangeMatchCount,
      "redeal did not start over", seed, move)
    try check(
      game.cards.allSatisfy { !$0.isChosen && !$0.isMatched }, "redeal dealt face up", seed, move)
    try check(
      Set(game.cards.map(\.playingCard)).count == game.cards.count, "redeal dealt twice", seed,
      move)
  }

  /// The score `history` should add up to, worked out here rather than by the model.
  private func expectedScore(
    of history: [CardMatchingGame.Outcome], scoring: CardMatchingGame.Scoring
  ) -> Int {
    history.reduce(0) { total, outcome in
      switch outcome {
      case .chose: total + scoring.pointsForChoosing
      case .unchose: total
      case .matched(_, let points): total + points + scoring.pointsForChoosing
      case .mismatched(_, let points): total + points + scoring.pointsForChoosing
      }
    }
  }

  /// The sum of rank and suit points over every pair of `cards`, worked out here.
  private func pairScore(of cards: [PlayingCard], scoring: CardMatchingGame.Scoring) -> Int {
    var total = 0
    for (offset, first) in cards.enumerated() {
      for second in cards.dropFirst(offset + 1) {
        if first.rank == second.rank {
          total += scoring.rankMatch
        } else if first.suit == second.suit {
          total += scoring.suitMatch
        }
      }
    }
    return total
  }

  /// Records an issue naming the game and move when `condition` fails, and stops that game.
  private func check(
    _ condition: Bool, _ message: String, _ seed: UInt64, _ move: Int,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    guard !condition else { return }
    Issue.record("game \(seed), move \(move): \(message)", sourceLocation: sourceLocation)
    throw InvariantBroken()
  }

  private struct InvariantBroken: Error {}
}

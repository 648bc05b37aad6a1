/// Plays solitaire Memorize with a computer player over many seeded games and counts the moves.
///
/// A move is one turn: two cards turned face up. The natural strategy with perfect memory needs, on
/// average, about (3 − 2 ln 2)·n + 7/8 − 2 ln 2 moves for n pairs (Velleman and Warrington, "What to
/// expect in a game of memory", 2013); `expectedMovesWithPerfectMemory(pairs:)` gives the formula and
/// `exactExpectedMovesWithPerfectMemory(pairs:)` the exact expectation, to check the counting against.
public enum MemorySimulation {
  /// How the games are played.
  public enum Engine: String, CaseIterable, Codable, Sendable {
    /// A dedicated loop over an array of contents that allocates nothing per move.
    case fast
    /// A real `MemoryGame` driven by a `MemoryBot`: slow, but the rules themselves.
    case memoryGame
  }

  /// Plays `games` games of `pairs` pairs at `level` and sums up their moves.
  ///
  /// Game i is dealt and played from its own generator, seeded with the i-th output of a
  /// `SeededGenerator(seed: seed)`, so each game can be replayed alone with `moves(pairs:seed:level:)`.
  public static func run(
    pairs: Int, games: Int, seed: UInt64, level: ComputerLevel, engine: Engine = .fast
  ) -> Result {
    var seeds = SeededGenerator(seed: seed)
    var table = FastSolitaire(pairs: pairs, level: level)
    var result = Result(pairs: pairs, level: level)
    for _ in 0..<max(0, games) {
      var generator = SeededGenerator(seed: seeds.next())
      switch engine {
      case .fast: result.add(table.play(using: &generator))
      case .memoryGame: result.add(movesPlayingMemoryGame(pairs, level, using: &generator))
      }
    }
    return result
  }

  /// The moves one game of `pairs` pairs takes at `level`, dealt and played from `SeededGenerator(seed:)`.
  ///
  /// Both engines give the same count for the same seed.
  public static func moves(
    pairs: Int, seed: UInt64, level: ComputerLevel, engine: Engine = .fast
  ) -> Int {
    var generator = SeededGenerator(seed: seed)
    switch engine {
    case .fast:
      var table = FastSolitaire(pairs: pairs, level: level)
      return table.play(using: &generator)
    case .memoryGame:
      return movesPlayingMemoryGame(pairs, level, using: &generator)
    }
  }

  /// Velleman and Warrington's closed form for the mean moves of the natural strategy with perfect
  /// memory: (3 − 2 ln 2)·n + 7/8 − 2 ln 2.
  ///
  /// Asymptotic: within 0.05% of the exact value from 8 pairs up, but off for very small boards.
  public static func expectedMovesWithPerfectMemory(pairs: Int) -> Double {
    (3 - 2 * naturalLogOf2) * Double(pairs) + 7.0 / 8.0 - 2 * naturalLogOf2
  }

  /// ln 2, written out so the model needs nothing beyond the standard library.
  private static let naturalLogOf2 = 0.693_147_180_559_945_309_4

  /// The exact mean moves of the natural strategy with perfect memory for `pairs` pairs.
  ///
  /// Computed by recursion on (pairs left, pairs with exactly one card known), O(pairs²).
  public static func exactExpectedMovesWithPerfectMemory(pairs: Int) -> Double {
    guard pairs > 0 else { return 0 }
    // expected[n][k]: moves still to come with n pairs left, k of them half known, none fully known.
    var expected = [[Double]](repeating: [], count: pairs + 1)
    expected[0] = [0]
    for n in 1...pairs {
      expected[n] = [Double](repeating: 0, count: n + 1)
      for k in stride(from: n, through: 0, by: -1) {
        let unseen = Double(2 * n - k)
        let known = Double(k)
        // The first card's twin is known: take it.
        var value = k > 0 ? known / unseen * expected[n - 1][k - 1] : 0
        if unseen > known {
          let others = unseen - 1
          let afterFirstUnseen =
            expected[n - 1][k] / others  // the second card is the first's twin
            + (k > 0 ? known / others * (1 + expected[n - 1][k]) : 0)  // it completes a known pair
            + (unseen - 2 - known > 0 ? (unseen - 2 - known) / others * expected[n][k + 2] : 0)
          value += (unseen - known) / unseen * afterFirstUnseen
        }
        expected[n][k] = 1 + value
      }
    }
    return expected[pairs][0]
  }

  // MARK: - Private

  /// Deals a real `MemoryGame` and lets a `MemoryBot` play it to the end.
  private static func movesPlayingMemoryGame(
    _ pairs: Int, _ level: ComputerLevel, using generator: inout SeededGenerator
  ) -> Int {
    var game = MemoryGame(numberOfPairsOfCards: pairs, using: &generator) { $0 }
    var bot = MemoryBot<Int>(level: level)
    while !game.isOver, let id = bot.nextChoice(in: game, using: &generator),
      let card = game.cards.first(where: { $0.id == id })
    {
      game.choose(card)
      bot.observe(game)
    }
    return game.flipCount / 2
  }
}

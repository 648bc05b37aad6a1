import CardGames
import Foundation

/// How fast the rules run: `choose` in each game, and the bot simulation.
struct ModelBench {
  let options: BenchOptions
  let report: Report

  static let section = "Model"

  func run() {
    var memory: [Double] = []
    var matchismo: [Double] = []
    var set: [Double] = []
    for _ in 0..<options.runs {
      memory.append(memoryGameChooses())
      matchismo.append(matchismoChooses())
      set.append(setChooses())
    }
    report.add(
      Self.section, "MemoryGame.choose, 24 cards", unit: "chooses/s", samples: memory,
      note: "seeded random unmatched cards, redealt when over; only the calls timed")
    report.add(
      Self.section, "Matchismo CardMatchingGame.chooseCard(at:), 24 cards, pairs",
      unit: "chooses/s", samples: matchismo, note: "seeded random cards, redealt every 240")
    report.add(
      Self.section, "SetGame.choose, cards in play", unit: "chooses/s", samples: set,
      note: "seeded random cards in play, new game every 300")
  }

  /// A player with no memory: turns a seeded random unmatched card until the game is over.
  private func memoryGameChooses() -> Double {
    var generator = SeededGenerator(seed: 7)
    var chooses = 0
    var elapsed: UInt64 = 0
    while chooses < options.chooseCount {
      var game = MemoryGame<Int>(numberOfPairsOfCards: 12, using: &generator) { $0 }
      while !game.isOver {
        let card = game.cards[Int(generator.next() % 24)]
        guard !card.isMatched else { continue }
        // Only the call is timed: drawing a card that is still in play is the player's work.
        let start = monotonicNanoseconds()
        game.choose(card)
        elapsed += monotonicNanoseconds() - start
        chooses += 1
      }
    }
    return Double(chooses) / (Double(elapsed) / 1e9)
  }

  private func matchismoChooses() -> Double {
    var generator = SeededGenerator(seed: 11)
    guard
      var game = CardMatchingGame(
        cardCount: 24, deck: .standard, matchCount: 2, using: SeededGenerator(seed: 3))
    else { return .nan }
    var chooses = 0
    let start = monotonicNanoseconds()
    while chooses < options.chooseCount {
      for _ in 0..<240 {
        let index = Int(generator.next() % 24)
        if game.chooseCard(at: index) != nil { chooses += 1 }
      }
      game.redeal()
    }
    let seconds = Double(monotonicNanoseconds() - start) / 1e9
    return Double(chooses) / seconds
  }

  private func setChooses() -> Double {
    var generator = SeededGenerator(seed: 13)
    var game = SetGame(seed: 5)
    var chooses = 0
    let start = monotonicNanoseconds()
    while chooses < options.chooseCount {
      for _ in 0..<300 {
        let cards = game.cardsInPlay
        guard !cards.isEmpty else { break }
        let card = cards[Int(generator.next() % UInt64(cards.count))]
        if game.choose(card) != nil { chooses += 1 }
      }
      game.newGame()
    }
    let seconds = Double(monotonicNanoseconds() - start) / 1e9
    return Double(chooses) / seconds
  }
}

/// The natural strategy with perfect memory, simulated, against Velleman and Warrington's formula.
struct SimulationBench {
  let options: BenchOptions
  let report: Report

  static let section = "Bot simulation (natural strategy, perfect memory)"

  func run() {
    var fastRates: [Double] = []
    for pairs in [8, 12, 24, 50] {
      let start = monotonicNanoseconds()
      let result = MemorySimulation.run(
        pairs: pairs, games: options.simulationGames, seed: 2013, level: .perfect, engine: .fast)
      let seconds = Double(monotonicNanoseconds() - start) / 1e9
      fastRates.append(Double(result.totalMoves) / seconds)
      let formula = MemorySimulation.expectedMovesWithPerfectMemory(pairs: pairs)
      let deviation = (result.meanMoves - formula) / formula * 100
      let games = options.simulationGames
      report.add(
        Self.section, "mean moves, n = \(pairs), \(games) games", unit: "moves",
        samples: [result.meanMoves],
        note: String(
          format: "formula %.4f, standard error %.4f, deviation %+.3f%%", formula,
          result.standardErrorOfMean, deviation))
      report.add(
        Self.section, "deviation from (3 − 2 ln 2)·n + 7/8 − 2 ln 2, n = \(pairs)", unit: "%",
        samples: [deviation], target: "within ±0.5%",
        verdict: abs(deviation) <= 0.5 ? .pass : .fail)
    }
    report.add(
      Self.section, "simulator speed over the four runs above (fast engine, one thread)",
      unit: "moves/s", samples: fastRates, target: "≥ 1,000,000 moves/s",
      verdict: Summary(fastRates).median >= 1_000_000 ? .pass : .fail,
      note: "one sample per n")
    var rates: [Double] = []
    var gameRates: [Double] = []
    for run in 0..<options.runs {
      let seed = UInt64(run)
      var start = monotonicNanoseconds()
      let fast = MemorySimulation.run(
        pairs: 24, games: options.simulationGames / 10, seed: seed, level: .perfect)
      rates.append(Double(fast.totalMoves) / (Double(monotonicNanoseconds() - start) / 1e9))
      start = monotonicNanoseconds()
      let real = MemorySimulation.run(
        pairs: 24, games: max(1, options.simulationGames / 1000), seed: seed, level: .perfect,
        engine: .memoryGame)
      gameRates.append(Double(real.totalMoves) / (Double(monotonicNanoseconds() - start) / 1e9))
    }
    report.add(
      Self.section, "simulator speed, n = 24, fast engine, one thread", unit: "moves/s",
      samples: rates, target: "≥ 1,000,000 moves/s",
      verdict: Summary(rates).median >= 1_000_000 ? .pass : .fail,
      note: "\(options.simulationGames / 10) games per run")
    report.add(
      Self.section, "simulator speed, n = 24, real MemoryGame + MemoryBot", unit: "moves/s",
      samples: gameRates, note: "\(max(1, options.simulationGames / 1000)) games per run")
  }
}

import Testing

@testable import CardGames

@Suite("MemorySimulation: honest fast path, the formula, levels")
struct MemorySimulationTests {
  @Test(arguments: ComputerLevel.allCases)
  func theFastPathCountsExactlyWhatARealGameCounts(level: ComputerLevel) {
    for pairs in [1, 2, 3, 5, 8, 13] {
      for seed in 0..<UInt64(25) {
        let fast = MemorySimulation.moves(pairs: pairs, seed: seed, level: level, engine: .fast)
        let real = MemorySimulation.moves(
          pairs: pairs, seed: seed, level: level, engine: .memoryGame)
        #expect(fast == real, "\(pairs) pairs, seed \(seed)")
      }
    }
  }

  @Test func bothEnginesAddUpTheSameRun() {
    let fast = MemorySimulation.run(pairs: 6, games: 200, seed: 9, level: .casual, engine: .fast)
    let real = MemorySimulation.run(
      pairs: 6, games: 200, seed: 9, level: .casual, engine: .memoryGame)
    #expect(fast == real)
    #expect(fast.games == 200)
  }

  @Test func oneMoveForOnePairAndTwoOrThreeForTwo() {
    #expect(MemorySimulation.run(pairs: 1, games: 50, seed: 1, level: .perfect).maxMoves == 1)
    let two = MemorySimulation.run(pairs: 2, games: 3_000, seed: 1, level: .perfect)
    #expect(two.minMoves == 2 && two.maxMoves == 3)
    // 2 moves when the second card is the first's twin (1 in 3), else 3: 8/3 on average.
    #expect(abs(two.meanMoves - 8.0 / 3) < 0.05)
    #expect(abs(MemorySimulation.exactExpectedMovesWithPerfectMemory(pairs: 2) - 8.0 / 3) < 1e-12)
  }

  @Test func theExactMeanApproachesTheFormula() {
    for pairs in [8, 12, 24, 50] {
      let exact = MemorySimulation.exactExpectedMovesWithPerfectMemory(pairs: pairs)
      let formula = MemorySimulation.expectedMovesWithPerfectMemory(pairs: pairs)
      #expect(abs(exact - formula) / formula < 0.0005, "\(pairs) pairs")
    }
    #expect(abs(MemorySimulation.expectedMovesWithPerfectMemory(pairs: 8) - 12.398_350_75) < 1e-8)
  }

  @Test func perfectMemoryAveragesWithinOnePercentOfTheFormula() {
    let result = MemorySimulation.run(pairs: 8, games: 20_000, seed: 2013, level: .perfect)
    let formula = MemorySimulation.expectedMovesWithPerfectMemory(pairs: 8)
    #expect(abs(result.meanMoves - formula) / formula < 0.01, "measured \(result.meanMoves)")
    #expect(result.totalMoves == Int((result.meanMoves * 20_000).rounded()))
  }

  @Test func weakerLevelsNeedStrictlyMoreMoves() {
    let means = ComputerLevel.allCases.map { level in
      MemorySimulation.run(pairs: 12, games: 2_000, seed: 12, level: level).meanMoves
    }
    #expect(zip(means, means.dropFirst()).allSatisfy { $0 < $1 }, "\(means)")
  }

  @Test func levelsAreOrderedByHowMuchTheyForget() {
    let probabilities = ComputerLevel.allCases.map(\.forgettingProbability)
    #expect(probabilities == [0, 0.1, 0.35, 0.6])
  }

  @Test func noGamesAddUpToNothing() {
    let result = MemorySimulation.run(pairs: 8, games: 0, seed: 1, level: .good)
    #expect(result.games == 0 && result.totalMoves == 0 && result.meanMoves == 0)
    #expect(MemorySimulation.moves(pairs: 0, seed: 1, level: .perfect) == 0)
  }
}

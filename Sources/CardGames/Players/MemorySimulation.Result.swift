extension MemorySimulation {
  /// What a run of simulated games added up to.
  public struct Result: Hashable, Codable, Sendable {
    /// Pairs on the table in every game.
    public let pairs: Int
    /// The computer level that played.
    public let level: ComputerLevel
    /// How many games were played.
    public private(set) var games = 0
    /// Moves (turns of two cards) over all games.
    public private(set) var totalMoves = 0
    /// The sum of each game's moves squared, for the spread.
    public private(set) var totalSquaredMoves = 0
    /// The fewest moves any game took; 0 when no games were played.
    public private(set) var minMoves = 0
    /// The most moves any game took; 0 when no games were played.
    public private(set) var maxMoves = 0

    init(pairs: Int, level: ComputerLevel) {
      self.pairs = pairs
      self.level = level
    }

    /// Mean moves per game; 0 when no games were played.
    public var meanMoves: Double {
      games > 0 ? Double(totalMoves) / Double(games) : 0
    }

    /// The sample standard deviation of moves per game; 0 with fewer than two games.
    public var standardDeviation: Double {
      guard games > 1 else { return 0 }
      let count = Double(games)
      let variance = (Double(totalSquaredMoves) - Double(totalMoves) * meanMoves) / (count - 1)
      return max(0, variance).squareRoot()
    }

    /// The standard error of `meanMoves`.
    public var standardErrorOfMean: Double {
      games > 0 ? standardDeviation / Double(games).squareRoot() : 0
    }

    mutating func add(_ moves: Int) {
      minMoves = games == 0 ? moves : min(minMoves, moves)
      maxMoves = games == 0 ? moves : max(maxMoves, moves)
      games += 1
      totalMoves += moves
      totalSquaredMoves += moves * moves
    }
  }
}

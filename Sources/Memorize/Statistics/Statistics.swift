import Observation

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Games played and finished, bests and recent scores, per game type and theme.
@Observable
public final class Statistics {
  /// How many recent scores a record keeps (enough for a sparkline).
  public static let recentScoreLimit = 50

  /// Everything known about one game type on one theme.
  public struct Record: Equatable, Sendable, Codable {
    public var played = 0
    public var finished = 0
    public var bestScore: Int?
    /// Fastest finish in seconds.
    public var bestTime: Double?
    /// Scores of finished games, oldest first, at most `recentScoreLimit`.
    public var recentScores: [Int] = []

    public init() {}
  }

  /// Which game a record is about: `memorize` with a theme id, or `matchismo` / `set` alone.
  public struct Key: Hashable, Sendable, Codable, Comparable {
    public var game: GameKind
    public var themeID: String

    public init(game: GameKind, themeID: String = "") {
      self.game = game
      self.themeID = themeID
    }

    public static func < (lhs: Key, rhs: Key) -> Bool {
      (lhs.game.rawValue, lhs.themeID) < (rhs.game.rawValue, rhs.themeID)
    }
  }

  public private(set) var records: [Key: Record]

  public init(records: [Key: Record] = [:]) {
    self.records = records
  }

  public func record(for key: Key) -> Record {
    records[key] ?? Record()
  }

  // MARK: - Events

  /// Counts a game as played: called once per game, at its first move.
  public func gameStarted(_ key: Key) {
    records[key, default: Record()].played += 1
  }

  /// Counts a finished game, its score and its time.
  public func gameFinished(_ key: Key, score: Int, seconds: Double) {
    var record = records[key, default: Record()]
    record.finished += 1
    record.bestScore = max(record.bestScore ?? score, score)
    record.bestTime = min(record.bestTime ?? seconds, seconds)
    record.recentScores.append(score)
    if record.recentScores.count > Self.recentScoreLimit {
      record.recentScores.removeFirst(record.recentScores.count - Self.recentScoreLimit)
    }
    records[key] = record
  }

  /// Forgets everything.
  public func reset() {
    records = [:]
  }
}

/// The games the app plays.
public enum GameKind: String, CaseIterable, Hashable, Sendable, Codable {
  case memorize, matchismo, set
}

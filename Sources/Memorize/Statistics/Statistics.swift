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
  /// How many records the statistics keep: one per Memorize theme ever played, and Matchismo's
  /// and Set's. Beyond it the least-played theme's record goes (themes come and go; every one
  /// made and deleted would otherwise stay forever and the file outgrow what the reader takes).
  public static let recordLimit = 300
  /// How many (record, player name) tallies of wins, losses and ties the statistics keep in all.
  /// Beyond it the tallies with the fewest games go, never those of the game just finished.
  public static let playerTallyLimit = 1_000

  /// Everything known about one game type on one theme.
  public struct Record: Equatable, Sendable, Codable {
    /// Games that had at least one move.
    public var played = 0
    /// Games played to the end.
    public var finished = 0
    /// The best score of a finished game, if any.
    public var bestScore: Int?
    /// Fastest finish in seconds.
    public var bestTime: Double?
    /// Scores of finished games, oldest first, at most `recentScoreLimit`.
    public var recentScores: [Int] = []
    /// Finished games with several players won outright, by player name. Files written
    /// before ties were counted also hold the ties for first here.
    public var wins: [String: Int] = [:]
    /// Finished games with several players lost, by player name.
    public var losses: [String: Int] = [:]
    /// Finished games with several players tied for first, by player name: neither a win nor a
    /// loss.
    public var ties: [String: Int] = [:]

    /// Nothing played yet.
    public init() {}

    /// Every player name with a win, loss or tie here.
    var tallyNames: Set<String> { Set(wins.keys).union(losses.keys).union(ties.keys) }

    /// The finished games `name` has a tally of here.
    func games(of name: String) -> Int {
      (wins[name] ?? 0) + (losses[name] ?? 0) + (ties[name] ?? 0)
    }

    /// Drops `name`'s wins, losses and ties here.
    mutating func forget(_ name: String) {
      wins[name] = nil
      losses[name] = nil
      ties[name] = nil
    }

    private enum CodingKeys: String, CodingKey {
      case played, finished, bestScore, bestTime, recentScores, wins, losses, ties
    }

    /// Reads a record; files written before players were counted have no wins or losses, and
    /// files written before ties were counted no ties.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      played = try container.decode(Int.self, forKey: .played)
      finished = try container.decode(Int.self, forKey: .finished)
      bestScore = try container.decodeIfPresent(Int.self, forKey: .bestScore)
      bestTime = try container.decodeIfPresent(Double.self, forKey: .bestTime)
      recentScores = try container.decode([Int].self, forKey: .recentScores)
      wins = try container.decodeIfPresent([String: Int].self, forKey: .wins) ?? [:]
      losses = try container.decodeIfPresent([String: Int].self, forKey: .losses) ?? [:]
      ties = try container.decodeIfPresent([String: Int].self, forKey: .ties) ?? [:]
    }
  }

  /// Which game a record is about: `memorize` with a theme id, or `matchismo` / `set` alone.
  public struct Key: Hashable, Sendable, Codable, Comparable {
    /// The game.
    public var game: GameKind
    /// The theme, for Memorize; empty for the other games.
    public var themeID: String

    /// The key of `game` on the theme with `themeID`.
    public init(game: GameKind, themeID: String = "") {
      self.game = game
      self.themeID = themeID
    }

    public static func < (lhs: Key, rhs: Key) -> Bool {
      (lhs.game.rawValue, lhs.themeID) < (rhs.game.rawValue, rhs.themeID)
    }
  }

  /// Every record, by game and theme.
  public private(set) var records: [Key: Record]

  /// Statistics holding `records`.
  ///
  /// Records beyond ``recordLimit`` or ``playerTallyLimit`` (a file from before there were
  /// limits) are trimmed as play would trim them.
  public init(records: [Key: Record] = [:]) {
    self.records = records
    keepWithinLimits(keeping: nil, players: [])
  }

  /// The record of `key`; an empty one if nothing was played there.
  public func record(for key: Key) -> Record {
    records[key] ?? Record()
  }

  // MARK: - Events

  /// Counts a game as played: called once per game, at its first move.
  public func gameStarted(_ key: Key) {
    records[key, default: Record()].played += 1
    keepWithinLimits(keeping: key, players: [])
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
    keepWithinLimits(keeping: key, players: [])
  }

  /// Counts a finished game with several players: a win for the one winner, or a tie for each
  /// of several `winners` (tied for first: neither won, neither lost), and a loss for every
  /// other player. The table's top score and its time count towards the theme's best, fastest
  /// and recent scores as a solo game's do.
  ///
  /// - Parameters:
  ///   - topScore: the highest score at the table, if known.
  ///   - seconds: how long the game took, if known.
  public func gameFinished(
    _ key: Key, players: [String], winners: [String], topScore: Int? = nil,
    seconds: Double? = nil
  ) {
    var record = records[key, default: Record()]
    record.finished += 1
    if let topScore {
      record.bestScore = max(record.bestScore ?? topScore, topScore)
      record.recentScores.append(topScore)
      if record.recentScores.count > Self.recentScoreLimit {
        record.recentScores.removeFirst(record.recentScores.count - Self.recentScoreLimit)
      }
    }
    if let seconds { record.bestTime = min(record.bestTime ?? seconds, seconds) }
    let isTie = Set(winners).count > 1
    for name in Set(players) {
      if winners.contains(name) {
        if isTie {
          record.ties[name, default: 0] += 1
        } else {
          record.wins[name, default: 0] += 1
        }
      } else {
        record.losses[name, default: 0] += 1
      }
    }
    records[key] = record
    keepWithinLimits(keeping: key, players: Set(players))
  }

  /// Forgets what is beyond ``recordLimit`` and ``playerTallyLimit``, never the record of `key`
  /// nor the tallies of `players` there: what was just played is what the player looks for.
  ///
  /// Bounded where it is made, so that the file written is always one the next launch reads.
  func keepWithinLimits(keeping key: Key?, players: Set<String>) {
    while records.count > Self.recordLimit {
      // Matchismo's and Set's records are one each; a theme's record is what piles up.
      let candidates = records.filter { $0.key != key && !$0.key.themeID.isEmpty }
      guard
        let least = candidates.min(by: {
          ($0.value.played, $0.value.finished, $0.key) < (
            $1.value.played, $1.value.finished, $1.key
          )
        })
      else { break }
      records[least.key] = nil
    }
    var tallies = records.values.reduce(0) { $0 + $1.tallyNames.count }
    guard tallies > Self.playerTallyLimit else { return }
    var entries: [(games: Int, key: Key, name: String)] = []
    for (recordKey, record) in records {
      for name in record.tallyNames where !(recordKey == key && players.contains(name)) {
        entries.append((record.games(of: name), recordKey, name))
      }
    }
    entries.sort { ($0.games, $0.key, $0.name) < ($1.games, $1.key, $1.name) }
    for entry in entries {
      guard tallies > Self.playerTallyLimit else { break }
      records[entry.key]?.forget(entry.name)
      tallies -= 1
    }
  }

  /// One player's wins, losses and ties over every finished game with several players.
  public struct PlayerRecord: Hashable, Sendable {
    /// The player's name.
    public var name: String
    /// Games this player won outright.
    public var wins: Int
    /// Games this player lost.
    public var losses: Int
    /// Games this player tied for first.
    public var ties: Int

    /// A tally for `name`.
    public init(name: String, wins: Int, losses: Int, ties: Int = 0) {
      self.name = name
      self.wins = wins
      self.losses = losses
      self.ties = ties
    }
  }

  /// Every player's wins, losses and ties, most wins first, then by name (as ``Phrases/shownName(_:)``
  /// shows it).
  public var playerRecords: [PlayerRecord] {
    var totals: [String: PlayerRecord] = [:]
    // A name the game suggested counts as one player in whichever language it was saved.
    for record in records.values {
      for (saved, count) in record.wins {
        let name = Phrases.shownName(saved)
        totals[name, default: PlayerRecord(name: name, wins: 0, losses: 0)].wins += count
      }
      for (saved, count) in record.losses {
        let name = Phrases.shownName(saved)
        totals[name, default: PlayerRecord(name: name, wins: 0, losses: 0)].losses += count
      }
      for (saved, count) in record.ties {
        let name = Phrases.shownName(saved)
        totals[name, default: PlayerRecord(name: name, wins: 0, losses: 0)].ties += count
      }
    }
    return totals.values.sorted { ($1.wins, $0.name) < ($0.wins, $1.name) }
  }

  /// Forgets everything.
  public func reset() {
    records = [:]
  }
}

/// The games the app plays.
public enum GameKind: String, CaseIterable, Hashable, Sendable, Codable {
  /// Memorize (and Concentration).
  case memorize
  /// Matchismo.
  case matchismo
  /// Set.
  case set
}

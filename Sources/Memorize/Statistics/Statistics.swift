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
  /// How many results of games with several players a record keeps.
  public static let recentTableLimit = 10
  /// How many results of games with several players the statistics keep in all, so that the file
  /// stays far below what its reader takes. Beyond it the oldest result of the record holding the
  /// most goes, never the one just counted.
  public static let recentTableTotalLimit = 200
  /// How many records the statistics keep: one per Memorize theme and size ever played, and
  /// Matchismo's (one per match count) and Set's. Beyond it the least-played theme's record goes (themes come and go; every one
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
    /// The best score of a finished game played alone, if any. Files written before tables kept
    /// their own best may hold a table's top score here too.
    public var bestScore: Int?
    /// The best top score of a finished game with several players, and whose it was; kept apart
    /// from ``bestScore``, so a computer's score at a table is never taken for the player's own.
    public var tableBest: TableBest?
    /// The fastest finish of a game played alone, in seconds. Files written before tables kept
    /// their own fastest may hold a table's time here too.
    public var bestTime: Double?
    /// The fastest finish of a game with several players, in seconds: kept apart from
    /// ``bestTime``, so a table's time (its computers' and other people's moves in it) is never
    /// taken for the player's own. Files written before have none.
    public var tableBestTime: Double?
    /// Scores of finished games played alone, oldest first, at most `recentScoreLimit`.
    public var recentScores: [Int] = []
    /// Finished games with several players, oldest first, at most ``Statistics/recentTableLimit``:
    /// every seat's score, so that a table's result says whose score it was. Files written
    /// before tables kept their results have none.
    public var recentTables: [TableResult] = []
    /// Finished games with several players won outright, by player name. Files written
    /// before ties were counted also hold the ties for first here.
    public var wins: [String: Int] = [:]
    /// Finished games with several players lost, by player name.
    public var losses: [String: Int] = [:]
    /// Finished games with several players tied for first, by player name: neither a win nor a
    /// loss.
    public var ties: [String: Int] = [:]
    /// The computer players' wins, losses and ties, by name: kept apart from the people's, so a
    /// computer seat named "Ben" is not the person Ben. Files written before have none.
    public var computerWins: [String: Int] = [:]
    /// The computer players' losses, by name.
    public var computerLosses: [String: Int] = [:]
    /// The computer players' ties for first, by name.
    public var computerTies: [String: Int] = [:]
    /// Sets found at Set races and the seconds it took to find them, by player name; files
    /// written before races have none.
    public var setTallies: [String: SetTally] = [:]
    /// The same for computer seats, kept apart from the people of the same name.
    public var computerSetTallies: [String: SetTally] = [:]
    /// The theme's name as the shared table that dealt it named it
    /// (``Statistics/TableGame/themeName``), for the Statistics to name a theme the player does
    /// not have by its name, not its id. `nil` for games played alone and in files written
    /// before it was kept (1.0.0's and after).
    public var themeName: String?
    /// The record's fields in `statistics.json` this version does not know, written back as
    /// read (a newer version's additions).
    public var unknownFields: [String: JSONValue] = [:]
    /// The same for the file's entry around the record (beside its `key` and `record`).
    public var unknownEntryFields: [String: JSONValue] = [:]

    /// Nothing played yet.
    public init() {}

    /// Every seat with a win, loss or tie here.
    var tallySeats: Set<Seat> {
      Set(Set(wins.keys).union(losses.keys).union(ties.keys).map { Seat(name: $0) })
        .union(
          Set(computerWins.keys).union(computerLosses.keys).union(computerTies.keys).map {
            Seat(name: $0, isComputer: true)
          })
    }

    /// The finished games `seat` has a tally of here.
    func games(of seat: Seat) -> Int {
      let tally = tallies(of: seat.isComputer)
      return (tally.wins[seat.name] ?? 0) + (tally.losses[seat.name] ?? 0)
        + (tally.ties[seat.name] ?? 0)
    }

    /// The wins, losses and ties of the people, or of the computer players.
    func tallies(of computers: Bool) -> (
      wins: [String: Int], losses: [String: Int], ties: [String: Int]
    ) {
      computers ? (computerWins, computerLosses, computerTies) : (wins, losses, ties)
    }

    /// Adds one game to `seat`'s wins, losses or ties.
    mutating func count(_ seat: Seat, won: Bool, tied: Bool) {
      switch (seat.isComputer, won, tied) {
      case (false, true, true): ties[seat.name, default: 0] += 1
      case (false, true, false): wins[seat.name, default: 0] += 1
      case (false, false, _): losses[seat.name, default: 0] += 1
      case (true, true, true): computerTies[seat.name, default: 0] += 1
      case (true, true, false): computerWins[seat.name, default: 0] += 1
      case (true, false, _): computerLosses[seat.name, default: 0] += 1
      }
    }

    /// Drops `seat`'s wins, losses, ties and sets here.
    mutating func forget(_ seat: Seat) {
      if seat.isComputer {
        computerWins[seat.name] = nil
        computerLosses[seat.name] = nil
        computerTies[seat.name] = nil
        computerSetTallies[seat.name] = nil
      } else {
        wins[seat.name] = nil
        losses[seat.name] = nil
        ties[seat.name] = nil
        setTallies[seat.name] = nil
      }
    }

    /// Adds a race's sets and seconds to `seat`'s.
    mutating func add(_ tally: SetTally, to seat: Seat) {
      if seat.isComputer {
        computerSetTallies[seat.name, default: SetTally()].add(tally)
      } else {
        setTallies[seat.name, default: SetTally()].add(tally)
      }
    }

    private enum CodingKeys: String, CodingKey, CaseIterable {
      case played, finished, bestScore, tableBest, bestTime, tableBestTime, recentScores
      case recentTables, wins
      case losses, ties, computerWins, computerLosses, computerTies, setTallies, computerSetTallies
      case themeName
    }

    /// Reads a record; files written before players were counted have no wins or losses, and
    /// files written before ties were counted no ties.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      played = try container.decode(Int.self, forKey: .played)
      finished = try container.decode(Int.self, forKey: .finished)
      bestScore = try container.decodeIfPresent(Int.self, forKey: .bestScore)
      tableBest = try container.decodeIfPresent(TableBest.self, forKey: .tableBest)
      // A best time of 0, which a clock stepped back recorded before, is no best (below 0 the
      // reader refuses, as for any number out of range).
      bestTime = try container.decodeIfPresent(Double.self, forKey: .bestTime).flatMap {
        $0 == 0 ? nil : $0
      }
      tableBestTime = try container.decodeIfPresent(Double.self, forKey: .tableBestTime)
        .flatMap { $0 == 0 ? nil : $0 }
      recentScores = try container.decode([Int].self, forKey: .recentScores)
      recentTables =
        try container.decodeIfPresent([TableResult].self, forKey: .recentTables) ?? []
      wins = try container.decodeIfPresent([String: Int].self, forKey: .wins) ?? [:]
      losses = try container.decodeIfPresent([String: Int].self, forKey: .losses) ?? [:]
      ties = try container.decodeIfPresent([String: Int].self, forKey: .ties) ?? [:]
      computerWins =
        try container.decodeIfPresent([String: Int].self, forKey: .computerWins) ?? [:]
      computerLosses =
        try container.decodeIfPresent([String: Int].self, forKey: .computerLosses) ?? [:]
      computerTies =
        try container.decodeIfPresent([String: Int].self, forKey: .computerTies) ?? [:]
      setTallies =
        try container.decodeIfPresent([String: SetTally].self, forKey: .setTallies) ?? [:]
      computerSetTallies =
        try container.decodeIfPresent([String: SetTally].self, forKey: .computerSetTallies)
        ?? [:]
      themeName = try container.decodeIfPresent(String.self, forKey: .themeName)
      unknownFields = try JSONValue.unknownFields(
        in: decoder, known: Set(CodingKeys.allCases.map(\.stringValue)))
    }

    /// Writes the record, and its unknown fields as they were read.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(played, forKey: .played)
      try container.encode(finished, forKey: .finished)
      try container.encodeIfPresent(bestScore, forKey: .bestScore)
      try container.encodeIfPresent(tableBest, forKey: .tableBest)
      try container.encodeIfPresent(bestTime, forKey: .bestTime)
      try container.encodeIfPresent(tableBestTime, forKey: .tableBestTime)
      try container.encode(recentScores, forKey: .recentScores)
      // Only where there are some: a file of games alone stays as it was.
      if !recentTables.isEmpty { try container.encode(recentTables, forKey: .recentTables) }
      try container.encode(wins, forKey: .wins)
      try container.encode(losses, forKey: .losses)
      try container.encode(ties, forKey: .ties)
      // A computer's tallies only where there are some: files stay as they were for people only.
      if !computerWins.isEmpty { try container.encode(computerWins, forKey: .computerWins) }
      if !computerLosses.isEmpty { try container.encode(computerLosses, forKey: .computerLosses) }
      if !computerTies.isEmpty { try container.encode(computerTies, forKey: .computerTies) }
      if !setTallies.isEmpty { try container.encode(setTallies, forKey: .setTallies) }
      if !computerSetTallies.isEmpty {
        try container.encode(computerSetTallies, forKey: .computerSetTallies)
      }
      try container.encodeIfPresent(themeName, forKey: .themeName)
      try JSONValue.encode(unknownFields, to: encoder)
    }
  }

  /// One finished game with several players, as a record's recent results keep it: every seat's
  /// name and score, in seat order.
  public struct TableResult: Hashable, Sendable, Codable {
    /// One seat's score at the end.
    public struct SeatScore: Hashable, Sendable, Codable {
      /// The name the seat played under.
      public var name: String
      /// Whether the computer played it.
      public var isComputer: Bool
      /// The seat's points.
      public var score: Int
      /// The pairs the seat matched, at Memorize, where pairs decide and points part a tie;
      /// `nil` at the other games, where the points decide.
      public var pairs: Int?

      /// `seat`'s `score` (and `pairs`, at Memorize).
      public init(_ seat: Seat, score: Int, pairs: Int? = nil) {
        name = seat.name
        isComputer = seat.isComputer
        self.score = score
        self.pairs = pairs
      }

      /// The seat, as statistics tell seats apart.
      public var seat: Seat { Seat(name: name, isComputer: isComputer) }

      private enum CodingKeys: String, CodingKey {
        case name, isComputer, score, pairs
      }

      /// Reads a seat's score; a person's unless `isComputer` says otherwise.
      public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        isComputer = try container.decodeIfPresent(Bool.self, forKey: .isComputer) ?? false
        score = try container.decode(Int.self, forKey: .score)
        pairs = try container.decodeIfPresent(Int.self, forKey: .pairs)
      }

      /// Writes the seat's score; `isComputer` only for a computer seat.
      public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        if isComputer { try container.encode(isComputer, forKey: .isComputer) }
        try container.encode(score, forKey: .score)
        try container.encodeIfPresent(pairs, forKey: .pairs)
      }
    }

    /// Every seat's score, in seat order.
    public var seats: [SeatScore]

    /// A table's result: `seats`' scores, in seat order.
    public init(seats: [SeatScore]) {
      self.seats = seats
    }
  }

  /// The best top score at a table of several, with the seats that scored it (several when they
  /// tied).
  public struct TableBest: Equatable, Sendable, Codable {
    /// The score.
    public var score: Int
    /// The people who scored it, by name.
    public var people: [String]
    /// The computer seats that scored it, by name.
    public var computers: [String]

    /// A table's best `score`, scored by `seats`.
    public init(score: Int, seats: [Seat]) {
      self.score = score
      people = seats.filter { !$0.isComputer }.map(\.name)
      computers = seats.filter(\.isComputer).map(\.name)
    }

    private enum CodingKeys: String, CodingKey {
      case score, people, computers
    }

    /// Reads a table's best; a file may leave out the computers or the people.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      score = try container.decode(Int.self, forKey: .score)
      people = try container.decodeIfPresent([String].self, forKey: .people) ?? []
      computers = try container.decodeIfPresent([String].self, forKey: .computers) ?? []
    }
  }

  /// A seat at a table, as statistics tell players apart: by name, and whether the computer
  /// played it.
  public struct Seat: Hashable, Sendable, Comparable {
    /// The name the seat played under.
    public var name: String
    /// Whether the computer played it.
    public var isComputer: Bool

    /// A seat; a person's unless `isComputer`.
    public init(name: String, isComputer: Bool = false) {
      self.name = name
      self.isComputer = isComputer
    }

    public static func < (lhs: Seat, rhs: Seat) -> Bool {
      (lhs.name, lhs.isComputer ? 1 : 0) < (rhs.name, rhs.isComputer ? 1 : 0)
    }
  }

  /// Which game a record is about: `memorize` with a theme id and the pairs dealt, or
  /// `matchismo` / `set` alone.
  ///
  /// A Memorize game's best and fastest are only compared with games of as many pairs: 4 pairs
  /// are over long before 12. Matchismo always deals ``PlayingCardGame/cardCount`` cards and Set
  /// always plays the whole deck, so their keys have no size.
  ///
  /// Format 1 of `statistics.json` (written before sizes were kept, by 1.0.0 and after) has
  /// Memorize keys without `pairs`. They are read as they are, with `pairs` `nil`: such a record
  /// may mix games of every size the theme was ever played at (a theme's pairs can be changed at
  /// any time, and nothing in the record says which games were dealt at which size), so it is
  /// kept as its own row, "size not recorded", and never counted as the theme's current size.
  /// New games are counted under their own size only.
  ///
  /// A Matchismo game matching 2 cards is not one matching 3 (a 3-card match scores otherwise and
  /// takes longer), so its key has `matchCount`. Keys written before (format 1, and format 2
  /// before match counts were kept) have none: such a record may mix both, and is kept as its own
  /// row, "match not recorded", as a Memorize record without its size is.
  ///
  /// A Memorize game with the time bonus (`--time-bonus`) scores more for quick matches, so its
  /// best is never compared with a game's without it: its key has ``timeBonus``, written only
  /// when on. Every key written before was a game without the bonus (the bonus was never kept
  /// apart, and a record may hold a bonus game's score from then), and reads as one. A key with
  /// the bonus sorts after the same key without it, so that a release that does not know the
  /// bonus, which keeps the first of two keys it reads as one, keeps the game without it.
  public struct Key: Hashable, Sendable, Codable, Comparable {
    /// The game.
    public var game: GameKind
    /// The theme, for Memorize; empty for the other games.
    public var themeID: String
    /// The pairs dealt, for Memorize; `nil` for the other games, and for a Memorize record
    /// written before sizes were kept.
    public var pairs: Int?
    /// The cards a match takes, for Matchismo (2 or 3); `nil` for the other games, and for a
    /// Matchismo record written before match counts were kept.
    public var matchCount: Int?
    /// Whether the games were Memorize games with the time bonus on; `false` for the other
    /// games, and for every key written before the bonus was kept apart.
    public var timeBonus: Bool

    /// The key of `game` on the theme with `themeID`, dealt with `pairs` pairs (with the time
    /// bonus when `timeBonus`); for Matchismo, matching `matchCount` cards.
    public init(
      game: GameKind, themeID: String = "", pairs: Int? = nil, matchCount: Int? = nil,
      timeBonus: Bool = false
    ) {
      self.game = game
      self.themeID = themeID
      self.pairs = pairs
      self.matchCount = matchCount
      self.timeBonus = timeBonus
    }

    private enum CodingKeys: String, CodingKey {
      case game, themeID, pairs, matchCount, timeBonus
    }

    /// Reads a key; one without `timeBonus` (every key written before it was kept) is a game
    /// without the bonus.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      game = try container.decode(GameKind.self, forKey: .game)
      themeID = try container.decode(String.self, forKey: .themeID)
      pairs = try container.decodeIfPresent(Int.self, forKey: .pairs)
      matchCount = try container.decodeIfPresent(Int.self, forKey: .matchCount)
      timeBonus = try container.decodeIfPresent(Bool.self, forKey: .timeBonus) ?? false
    }

    /// Writes the key; `timeBonus` only when on, so a key without the bonus stays as it was.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(game, forKey: .game)
      try container.encode(themeID, forKey: .themeID)
      try container.encodeIfPresent(pairs, forKey: .pairs)
      try container.encodeIfPresent(matchCount, forKey: .matchCount)
      if timeBonus { try container.encode(timeBonus, forKey: .timeBonus) }
    }

    /// By game, then theme, then size, then match count: a record without its size or count
    /// before the others; then without the time bonus before with it.
    public static func < (lhs: Key, rhs: Key) -> Bool {
      (lhs.game.rawValue, lhs.themeID, lhs.pairs ?? -1, lhs.matchCount ?? -1, lhs.timeBonus ? 1 : 0)
        < (
          rhs.game.rawValue, rhs.themeID, rhs.pairs ?? -1, rhs.matchCount ?? -1,
          rhs.timeBonus ? 1 : 0
        )
    }
  }

  /// Every record, by game and theme.
  public private(set) var records: [Key: Record]
  /// The fields of `statistics.json` itself this version does not know, written back as read.
  @ObservationIgnored public private(set) var unknownFields: [String: JSONValue]
  /// The shared tables' games a face joined to them counted here, each by the name the face
  /// gave it (its seat and deal at that table), oldest first, at most
  /// ``countedTableGameLimit``: a game a face finds over is counted once, whether the face saw
  /// it end, was started again after it ended, or is a second face of the same seat.
  @ObservationIgnored public private(set) var countedTableGames: [String]
  /// How many counted tables' games are remembered: far more than a face could find over again.
  public static let countedTableGameLimit = 100

  /// Statistics holding `records`, and the tables' games counted already.
  ///
  /// Records beyond ``recordLimit`` or ``playerTallyLimit`` (a file from before there were
  /// limits) are trimmed as play would trim them.
  public init(
    records: [Key: Record] = [:], unknownFields: [String: JSONValue] = [:],
    countedTableGames: [String] = []
  ) {
    self.records = records
    self.unknownFields = unknownFields
    self.countedTableGames = Array(countedTableGames.suffix(Self.countedTableGameLimit))
    keepWithinLimits(keeping: nil, players: [])
  }

  /// The statistics a file held, with every field this version does not know.
  public convenience init(_ saved: SavedStatistics) {
    self.init(
      records: saved.records, unknownFields: saved.unknownFields,
      countedTableGames: saved.countedTableGames)
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
  ///
  /// A time of 0 or less (or not a number) is no time at all: a finished game took time, so such a
  /// time is not a best. A time is kept at most ``Stopwatch/longestTime``, the longest the
  /// statistics file's reader takes.
  public func gameFinished(_ key: Key, score: Int, seconds: Double) {
    var record = records[key, default: Record()]
    record.finished += 1
    record.bestScore = max(record.bestScore ?? score, score)
    if let time = Self.recordedTime(seconds) {
      record.bestTime = min(record.bestTime ?? time, time)
    }
    record.recentScores.append(score)
    if record.recentScores.count > Self.recentScoreLimit {
      record.recentScores.removeFirst(record.recentScores.count - Self.recentScoreLimit)
    }
    records[key] = record
    keepWithinLimits(keeping: key, players: [])
  }

  /// A finished game's time as a record keeps it: at most ``Stopwatch/longestTime``, the longest
  /// the statistics file's reader takes; `nil` for a time of 0 or less (or not a number), which
  /// no finished game took.
  static func recordedTime(_ seconds: Double) -> Double? {
    seconds.isFinite && seconds > 0 ? min(seconds, Stopwatch.longestTime) : nil
  }

  /// Counts a finished game with several players: a win for the one winner, or a tie for each
  /// of several `winners` (tied for first: neither won, neither lost), and a loss for every
  /// other player. The table's top score is the table's best (``Record/tableBest``) with whose
  /// it was, and its time the table's fastest (``Record/tableBestTime``): never the best, the
  /// fastest or the recent scores of the player alone.
  ///
  /// - Parameters:
  ///   - key: the game and theme the record is about.
  ///   - players: the names at the table, all of them people.
  ///   - winners: the names with the top score: one wins, several tie.
  ///   - topScore: the highest score at the table, if known.
  ///   - seconds: how long the game took, if known.
  public func gameFinished(
    _ key: Key, players: [String], winners: [String], topScore: Int? = nil,
    seconds: Double? = nil
  ) {
    gameFinished(
      key, seats: players.map { Seat(name: $0) },
      winners: players.indices.filter { winners.contains(players[$0]) }, topScore: topScore,
      seconds: seconds)
  }

  /// Counts a finished game at a table of `seats`, the `winners` given by their index: as
  /// ``gameFinished(_:players:winners:topScore:seconds:)``, a computer seat's tally kept apart
  /// from a person's of the same name. At a Set race, `sets` gives each seat's sets and the
  /// seconds it took to find them, in seat order. `result`, every seat's score, joins the
  /// record's recent results (``Record/recentTables``), at most ``recentTableLimit``; the
  /// table's best is credited to the seats in it with the top score (at Memorize the winner has
  /// the most pairs, not always the most points), to the `winners` without it.
  ///
  /// - Returns: whether the game set the table's best score, and its fastest time, for its
  ///   ending to say so.
  @discardableResult
  public func gameFinished(
    _ key: Key, seats: [Seat], winners: [Int], topScore: Int? = nil, seconds: Double? = nil,
    sets: [SetTally] = [], result: TableResult? = nil
  ) -> TableRecords {
    var made = TableRecords()
    var record = records[key, default: Record()]
    if let result, !result.seats.isEmpty {
      record.recentTables.append(result)
      if record.recentTables.count > Self.recentTableLimit {
        record.recentTables.removeFirst(record.recentTables.count - Self.recentTableLimit)
      }
    }
    for (seat, tally) in zip(seats, sets) where tally.sets > 0 { record.add(tally, to: seat) }
    record.finished += 1
    if let topScore, topScore > record.tableBest?.score ?? .min {
      // The best is the top score, credited to whoever scored it: at Memorize the winner has
      // the most pairs, who need not have the most points.
      let scorers =
        result.map { result in
          seats.indices.filter {
            result.seats.indices.contains($0) && result.seats[$0].score == topScore
          }
        } ?? []
      let holders = scorers.isEmpty ? winners.filter(seats.indices.contains) : scorers
      record.tableBest = TableBest(score: topScore, seats: holders.map { seats[$0] })
      made.isNewBest = true
    }
    if let time = seconds.flatMap(Self.recordedTime) {
      // New as players read a clock, as a solo game's fastest is.
      made.isNewTime = readsFaster(time, than: record.tableBestTime)
      record.tableBestTime = min(record.tableBestTime ?? time, time)
    }
    let winning = Set(winners.filter(seats.indices.contains).map { seats[$0] })
    for seat in Set(seats) {
      record.count(seat, won: winning.contains(seat), tied: winning.count > 1)
    }
    records[key] = record
    keepWithinLimits(keeping: key, players: Set(seats))
    if let result {
      lastTableGame = TableGame(
        key: key, result: result, winners: winners, topScore: topScore, seconds: seconds,
        sets: sets)
    }
    return made
  }

  /// The last finished game with several players counted here with every seat's score, as
  /// ``record(_:)`` counts it again elsewhere; `nil` before the first. Not saved: a shared table
  /// sends it to the faces joined to it once its game is over.
  public private(set) var lastTableGame: TableGame?

  /// A finished game with several players as a shared table counted it: what a face joined to
  /// the table counts in the statistics of the home it runs in (``record(_:)``).
  public struct TableGame: Hashable, Sendable, Codable {
    /// The game and theme.
    public var key: Key
    /// Every seat's name and score, in seat order.
    public var result: TableResult
    /// The seats that won, by index: one wins, several tie.
    public var winners: [Int]
    /// The highest score at the table, if known.
    public var topScore: Int?
    /// How long the game took, in seconds, if known.
    public var seconds: Double?
    /// At a Set race, each seat's sets and the seconds it took to find them, in seat order.
    public var sets: [SetTally]
    /// The name of the Memorize theme the game was dealt on, as the table names it, so that a
    /// home without that theme names its record by it (``Statistics/Record/themeName``), not by
    /// the id; `nil` at the other games, and from a table that sends none.
    public var themeName: String?

    /// A finished game of `key`: its `result`, `winners`, `topScore`, `seconds` and `sets`, on
    /// the theme named `themeName`.
    public init(
      key: Key, result: TableResult, winners: [Int], topScore: Int? = nil,
      seconds: Double? = nil, sets: [SetTally] = [], themeName: String? = nil
    ) {
      self.key = key
      self.result = result
      self.winners = winners
      self.topScore = topScore
      self.seconds = seconds
      self.sets = sets
      self.themeName = themeName
    }
  }

  /// Counts `game`, played at a shared table, as played and finished: the same wins, losses,
  /// ties, best, time and result as the table counted. The record keeps the theme's name the
  /// table gave (``Record/themeName``), at most ``ThemeStore/maximumNameLength`` characters.
  @discardableResult
  public func record(_ game: TableGame) -> TableRecords {
    gameStarted(game.key)
    let made = gameFinished(
      game.key, seats: game.result.seats.map(\.seat), winners: game.winners,
      topScore: game.topScore, seconds: game.seconds, sets: game.sets, result: game.result)
    // A table sends what it likes: a name no theme could have is cut to one it could.
    if game.key.game == .memorize, let name = game.themeName, !name.isEmpty {
      records[game.key]?.themeName = String(name.prefix(ThemeStore.maximumNameLength))
    }
    return made
  }

  /// Counts `game`, played at a shared table, unless the game named `id` was counted here
  /// already (``countedTableGames``): then it returns `nil` and counts nothing.
  @discardableResult
  public func record(_ game: TableGame, id: String) -> TableRecords? {
    guard !countedTableGames.contains(id) else { return nil }
    countedTableGames.append(id)
    if countedTableGames.count > Self.countedTableGameLimit {
      countedTableGames.removeFirst(countedTableGames.count - Self.countedTableGameLimit)
    }
    return record(game)
  }

  /// Whether a finished game with several players set its table's best score and fastest time.
  public struct TableRecords: Equatable, Sendable {
    /// Whether its top score beat every earlier table's (or was the first).
    public var isNewBest = false
    /// Whether it finished faster than every earlier table (or was the first).
    public var isNewTime = false

    /// Neither set.
    public init(isNewBest: Bool = false, isNewTime: Bool = false) {
      self.isNewBest = isNewBest
      self.isNewTime = isNewTime
    }
  }

  /// Forgets what is beyond ``recordLimit`` and ``playerTallyLimit``, never the record of `key`
  /// nor the tallies of `players` there: what was just played is what the player looks for.
  ///
  /// Bounded where it is made, so that the file written is always one the next launch reads.
  func keepWithinLimits(keeping key: Key?, players: Set<Seat>) {
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
    keepTableResultsWithinLimits(keeping: key)
    var tallies = records.values.reduce(0) { $0 + $1.tallySeats.count }
    guard tallies > Self.playerTallyLimit else { return }
    var entries: [(games: Int, key: Key, seat: Seat)] = []
    for (recordKey, record) in records {
      for seat in record.tallySeats where !(recordKey == key && players.contains(seat)) {
        entries.append((record.games(of: seat), recordKey, seat))
      }
    }
    entries.sort { ($0.games, $0.key, $0.seat) < ($1.games, $1.key, $1.seat) }
    for entry in entries {
      guard tallies > Self.playerTallyLimit else { break }
      records[entry.key]?.forget(entry.seat)
      tallies -= 1
    }
  }

  /// Drops the oldest table results beyond ``recentTableLimit`` in a record, then, while there
  /// are more than ``recentTableTotalLimit`` in all, the oldest of the record holding the most
  /// (the record of `key` last among equals, and never its newest).
  private func keepTableResultsWithinLimits(keeping key: Key?) {
    var total = 0
    for (recordKey, record) in records {
      if record.recentTables.count > Self.recentTableLimit {
        records[recordKey]?.recentTables.removeFirst(
          record.recentTables.count - Self.recentTableLimit)
      }
      total += min(record.recentTables.count, Self.recentTableLimit)
    }
    while total > Self.recentTableTotalLimit {
      let candidates = records.filter {
        $0.value.recentTables.count > ($0.key == key ? 1 : 0)
      }
      guard
        let fullest = candidates.max(by: {
          ($0.value.recentTables.count, $0.key == key ? 0 : 1, $1.key) < (
            $1.value.recentTables.count, $1.key == key ? 0 : 1, $0.key
          )
        })
      else { break }
      records[fullest.key]?.recentTables.removeFirst()
      total -= 1
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
    /// Whether the computer played under this name: its row is not the person's of that name.
    public var isComputer: Bool
    /// Sets this player found at Set races, and the seconds it took.
    public var sets = SetTally()
    /// Of the wins, losses and ties, those at Set races.
    public var setWins = 0
    /// Set races this player lost.
    public var setLosses = 0
    /// Set races this player tied for first.
    public var setTies = 0

    /// Whether this player raced at Set.
    public var racedAtSet: Bool { setWins + setLosses + setTies > 0 || sets.sets > 0 }

    /// A tally for `name`; a person's unless `isComputer`.
    public init(
      name: String, wins: Int, losses: Int, ties: Int = 0, isComputer: Bool = false,
      sets: SetTally = SetTally()
    ) {
      self.name = name
      self.wins = wins
      self.losses = losses
      self.ties = ties
      self.isComputer = isComputer
      self.sets = sets
    }
  }

  /// Every player's wins, losses and ties, most wins first, then by name (as ``Phrases/shownName(_:)``
  /// shows it), a person before the computer of the same name: one row each.
  public var playerRecords: [PlayerRecord] {
    var totals: [Seat: PlayerRecord] = [:]
    // A name the game suggested counts as one player in whichever language it was saved.
    for (key, record) in records {
      let isSet = key.game == .set
      for isComputer in [false, true] {
        let tally = record.tallies(of: isComputer)
        for (column, counts) in [(0, tally.wins), (1, tally.losses), (2, tally.ties)] {
          for (saved, count) in counts {
            let seat = Seat(name: Phrases.shownName(saved), isComputer: isComputer)
            var total = totals[
              seat,
              default: PlayerRecord(name: seat.name, wins: 0, losses: 0, isComputer: isComputer)]
            switch column {
            case 0:
              total.wins += count
              if isSet { total.setWins += count }
            case 1:
              total.losses += count
              if isSet { total.setLosses += count }
            default:
              total.ties += count
              if isSet { total.setTies += count }
            }
            totals[seat] = total
          }
        }
        for (saved, tally) in isComputer ? record.computerSetTallies : record.setTallies {
          let seat = Seat(name: Phrases.shownName(saved), isComputer: isComputer)
          totals[
            seat,
            default: PlayerRecord(name: seat.name, wins: 0, losses: 0, isComputer: isComputer)
          ].sets.add(tally)
        }
      }
    }
    return totals.values.sorted {
      ($1.wins, $0.name, $0.isComputer ? 1 : 0) < ($0.wins, $1.name, $1.isComputer ? 1 : 0)
    }
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

/// Sets one player found at Set races, and the seconds it took to find them: each set timed from
/// the moment the table changed before it (a set put away, three cards dealt) to the call that
/// found it.
public struct SetTally: Hashable, Sendable, Codable {
  /// Sets found.
  public var sets = 0
  /// Seconds spent finding them, in all.
  public var seconds = 0.0

  /// A tally of `sets` found in `seconds`.
  public init(sets: Int = 0, seconds: Double = 0) {
    self.sets = sets
    self.seconds = seconds
  }

  /// Seconds per set on average, or `nil` before the first set.
  public var secondsPerSet: Double? { sets > 0 ? seconds / Double(sets) : nil }

  /// The most sets, and seconds, a tally holds: more than any lifetime of races, so that sums
  /// of tallies read from a file never overflow.
  public static let limit = 1_000_000_000

  /// Adds another tally to this one, each number at most ``limit``.
  public mutating func add(_ other: SetTally) {
    sets = min(sets + min(other.sets, Self.limit), Self.limit)
    seconds = min(seconds + min(other.seconds, Double(Self.limit)), Double(Self.limit))
  }

  private enum CodingKeys: String, CodingKey {
    case sets, seconds
  }

  /// Reads a tally, refusing numbers no race could have made (an edited file is kept aside).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    sets = try container.decode(Int.self, forKey: .sets)
    seconds = try container.decode(Double.self, forKey: .seconds)
    guard (0...Self.limit).contains(sets), seconds.isFinite,
      (0...Double(Self.limit)).contains(seconds)
    else {
      throw DecodingError.dataCorruptedError(
        forKey: .sets, in: container, debugDescription: "a set tally out of range")
    }
  }
}

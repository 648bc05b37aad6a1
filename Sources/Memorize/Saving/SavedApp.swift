/// Everything the app resumes after a relaunch: where the player was and every game in progress.
public struct SavedApp: Equatable, Sendable, Codable {
  /// Bumped when the format changes incompatibly; a newer file is kept aside, not misread.
  public static let currentVersion = 1

  public var version = SavedApp.currentVersion
  public var section: Section
  public var isShowingMemorizeGame: Bool
  public var memorize: SavedMemorizeGame?
  public var matchismo: SavedMatchismoGame
  public var set: SavedSetGame
  /// Whether every change is drawn once, in its final state, without motion. Absent in files
  /// written before the preference existed, which therefore mean "no".
  public var reducesMotion: Bool = false

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    version = try container.decode(Int.self, forKey: .version)
    guard version == Self.currentVersion else {
      throw DecodingError.dataCorruptedError(
        forKey: .version, in: container,
        debugDescription: "format version \(version) is not one this program reads")
    }
    section = try container.decode(Section.self, forKey: .section)
    isShowingMemorizeGame = try container.decode(Bool.self, forKey: .isShowingMemorizeGame)
    memorize = try container.decodeIfPresent(SavedMemorizeGame.self, forKey: .memorize)
    matchismo = try container.decode(SavedMatchismoGame.self, forKey: .matchismo)
    set = try container.decode(SavedSetGame.self, forKey: .set)
    reducesMotion = try container.decodeIfPresent(Bool.self, forKey: .reducesMotion) ?? false
    // Numbers the rules add to are checked here, so an edited file is kept aside, not trapped on.
    let problems: [(CodingKeys, String?)] = [
      (.memorize, memorize.flatMap(SavePlausibility.problem)),
      (.matchismo, SavePlausibility.problem(in: matchismo)),
      (.set, SavePlausibility.problem(in: set)),
    ]
    for case (let key, let problem?) in problems {
      throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: problem)
    }
  }

  public init(
    section: Section, isShowingMemorizeGame: Bool, memorize: SavedMemorizeGame?,
    matchismo: SavedMatchismoGame, set: SavedSetGame, reducesMotion: Bool = false
  ) {
    self.reducesMotion = reducesMotion
    self.section = section
    self.isShowingMemorizeGame = isShowingMemorizeGame
    self.memorize = memorize
    self.matchismo = matchismo
    self.set = set
  }
}

/// Statistics as saved: a list, since JSON objects cannot have structured keys.
public struct SavedStatistics: Equatable, Sendable, Codable {
  public struct Entry: Equatable, Sendable, Codable {
    public var key: Statistics.Key
    public var record: Statistics.Record
  }

  public var version = 1
  public var entries: [Entry]

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    version = try container.decode(Int.self, forKey: .version)
    entries = try container.decode([Entry].self, forKey: .entries)
    if let problem = SavePlausibility.problem(in: self) {
      throw DecodingError.dataCorruptedError(
        forKey: .entries, in: container, debugDescription: problem)
    }
  }

  public init(_ statistics: Statistics) {
    entries = statistics.records.keys.sorted().map {
      Entry(key: $0, record: statistics.records[$0]!)
    }
  }

  public var records: [Statistics.Key: Statistics.Record] {
    Dictionary(entries.map { ($0.key, $0.record) }, uniquingKeysWith: { first, _ in first })
  }
}

/// Everything the app resumes after a relaunch: where the player was and every game in progress.
public struct SavedApp: Equatable, Sendable, Codable {
  /// Bumped when the format changes incompatibly; a newer file is left as it is and not saved
  /// over (``JSONFile/LoadResult/newer(version:)``), an older one is kept aside.
  public static let currentVersion = 1

  /// The format version of the file.
  public var version = SavedApp.currentVersion
  /// The section that was on screen.
  public var section: Section
  /// Whether the Memorize game (rather than the chooser) was on top.
  public var isShowingMemorizeGame: Bool
  /// The Memorize game in progress, if any.
  public var memorize: SavedMemorizeGame?
  /// The Matchismo game in progress.
  public var matchismo: SavedMatchismoGame
  /// The Set game in progress.
  public var set: SavedSetGame
  /// The Set race at the table, when players race at Set instead of playing alone. Absent in
  /// files written before races existed.
  public var setRace: SavedSetRace?
  /// Whether every change is drawn once, in its final state, without motion. Absent in files
  /// written before the preference existed, which therefore mean "no".
  public var reducesMotion: Bool = false
  /// The file's top-level fields this version does not know (a newer version's additions within
  /// the same format), written back as read.
  public var unknownFields: [String: JSONValue] = [:]

  private enum CodingKeys: String, CodingKey, CaseIterable {
    case version, section, isShowingMemorizeGame, memorize, matchismo, set, setRace, reducesMotion
  }

  /// Reads a save file, refusing a format version this program does not know.
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
    setRace = try container.decodeIfPresent(SavedSetRace.self, forKey: .setRace)
    reducesMotion = try container.decodeIfPresent(Bool.self, forKey: .reducesMotion) ?? false
    unknownFields = try JSONValue.unknownFields(
      in: decoder, known: Set(CodingKeys.allCases.map(\.stringValue)))
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

  /// Writes every field, and the unknown ones as they were read.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(version, forKey: .version)
    try container.encode(section, forKey: .section)
    try container.encode(isShowingMemorizeGame, forKey: .isShowingMemorizeGame)
    try container.encodeIfPresent(memorize, forKey: .memorize)
    try container.encode(matchismo, forKey: .matchismo)
    try container.encode(set, forKey: .set)
    try container.encodeIfPresent(setRace, forKey: .setRace)
    try container.encode(reducesMotion, forKey: .reducesMotion)
    try JSONValue.encode(unknownFields, to: encoder)
  }

  /// Everything the app saves, as given.
  public init(
    section: Section, isShowingMemorizeGame: Bool, memorize: SavedMemorizeGame?,
    matchismo: SavedMatchismoGame, set: SavedSetGame, setRace: SavedSetRace? = nil,
    reducesMotion: Bool = false, unknownFields: [String: JSONValue] = [:]
  ) {
    self.setRace = setRace
    self.reducesMotion = reducesMotion
    self.unknownFields = unknownFields
    self.section = section
    self.isShowingMemorizeGame = isShowingMemorizeGame
    self.memorize = memorize
    self.matchismo = matchismo
    self.set = set
  }
}

extension SavedApp: VersionedDocument {}

/// Statistics as saved: a list, since JSON objects cannot have structured keys.
///
/// Fields this version does not know — of the file, of an entry, of a record — are kept as read
/// and written back, so a newer version's additions survive this one's saves.
public struct SavedStatistics: Equatable, Sendable, Codable {
  /// One game's (and theme's) record.
  public struct Entry: Equatable, Sendable, Codable {
    /// The game and theme.
    public var key: Statistics.Key
    /// What was played there; the entry's own unknown fields travel with it
    /// (``Statistics/Record/unknownEntryFields``).
    public var record: Statistics.Record

    private enum CodingKeys: String, CodingKey { case key, record }

    init(key: Statistics.Key, record: Statistics.Record) {
      self.key = key
      self.record = record
    }

    /// Reads an entry, keeping the fields beside `key` and `record` this version does not know.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      key = try container.decode(Statistics.Key.self, forKey: .key)
      record = try container.decode(Statistics.Record.self, forKey: .record)
      record.unknownEntryFields = try JSONValue.unknownFields(
        in: decoder, known: ["key", "record"])
    }

    /// Writes the entry, and its unknown fields as they were read.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(key, forKey: .key)
      try container.encode(record, forKey: .record)
      try JSONValue.encode(record.unknownEntryFields, to: encoder)
    }
  }

  /// The format this version writes; a file of a larger one is left as it is.
  ///
  /// - 1: 1.0.0's, a record per game and theme.
  /// - 2: a Memorize record per theme and size: its key has `pairs`
  ///   (``Statistics/Key/pairs``), and records keep their recent games with several players
  ///   (`recentTables`). Several records may share a game and theme, which a reader of format 1
  ///   would take for one and lose the others on its next save: so it leaves this format alone.
  ///   A file of format 1 reads as it is, its Memorize records without a size (see
  ///   ``Statistics/Key``), and is written back as format 2.
  public static let currentVersion = 2

  /// The format of the file.
  public var version = SavedStatistics.currentVersion
  /// Every record, in a stable order.
  public var entries: [Entry]
  /// The file's own fields this version does not know, as read.
  public var unknownFields: [String: JSONValue] = [:]
  /// The shared tables' games counted here from a face joined to them
  /// (``Statistics/countedTableGames``); left out of the file while there are none.
  public var countedTableGames: [String] = []

  private enum CodingKeys: String, CodingKey { case version, entries, countedTableGames }

  /// Reads the statistics file, refusing records no play could have produced.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    version = try container.decode(Int.self, forKey: .version)
    entries = try container.decode([Entry].self, forKey: .entries)
    if let problem = SavePlausibility.problem(in: self) {
      throw DecodingError.dataCorruptedError(
        forKey: .entries, in: container, debugDescription: problem)
    }
    // Only the newest are kept; a name longer than a face makes is no game it counted.
    countedTableGames = Array(
      (try container.decodeIfPresent([String].self, forKey: .countedTableGames) ?? [])
        .filter { $0.utf8.count <= 64 }.suffix(Statistics.countedTableGameLimit))
    unknownFields = try JSONValue.unknownFields(
      in: decoder, known: ["version", "entries", "countedTableGames"])
  }

  /// Writes the file, and its unknown fields as they were read.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(version, forKey: .version)
    try container.encode(entries, forKey: .entries)
    if !countedTableGames.isEmpty {
      try container.encode(countedTableGames, forKey: .countedTableGames)
    }
    try JSONValue.encode(unknownFields, to: encoder)
  }

  /// The records of `statistics`, ready to be written.
  public init(_ statistics: Statistics) {
    entries = statistics.records.sorted { $0.key < $1.key }.map {
      Entry(key: $0.key, record: $0.value)
    }
    unknownFields = statistics.unknownFields
    countedTableGames = statistics.countedTableGames
  }

  /// The records by game and theme.
  public var records: [Statistics.Key: Statistics.Record] {
    Dictionary(entries.map { ($0.key, $0.record) }, uniquingKeysWith: { first, _ in first })
  }
}

extension SavedStatistics: VersionedDocument {}

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The table protocol: what a face joined to a shared table and the table say to each other,
/// one JSON object per WebSocket text message.
///
/// A client opens with ``ClientMessage/hello(_:)``; the table answers with a welcome (or an
/// error naming what is wrong, and closes), then sends the board as that client's player may
/// see it, in that client's language, each time it changes. The client sends intents back — the
/// same ``Intent`` every local face sends — each with a sequence number that counts up and the
/// table version its player saw. Every message is pinned by the golden files in the tests; a
/// change to one is a new ``TableProtocol/version``.
public enum TableProtocol {
  /// The version of the messages below. A client of another version is told so in one line.
  public static let version = 5
  /// The largest message either side sends or takes, in bytes of UTF-8.
  public static let largestMessage = 16 * 1024
  /// The path of the WebSocket a table listens on.
  public static let webSocketPath = "/table"
}

/// What a client says to the table.
public enum ClientMessage: Hashable, Sendable {
  /// The first message: who is joining which table, in which language, and the seat token of a
  /// seat held before (to resume it).
  case hello(Hello)
  /// An intent for the client's seat, numbered, with the table version the player saw.
  case intent(sequence: Int, version: Int, Intent)
  /// Set at a shared table: these three cards are a set, seen at `version`.
  case claim(sequence: Int, version: Int, cardIDs: [Int])
  /// A watcher takes the free seat with this index.
  case takeSeat(sequence: Int, seat: Int)

  /// The opening message of a client.
  public struct Hello: Hashable, Sendable, Codable {
    /// The protocol version the client speaks.
    public var protocolVersion: Int
    /// The table code the host gave out.
    public var table: String
    /// The player's name.
    public var name: String
    /// The client's language, as a locale name ("zh_CN", "en").
    public var language: String
    /// The token of the seat this client held before, to resume it.
    public var seatToken: String?
    /// Whether the client only watches.
    public var watch: Bool
    /// The charset the client shows text in when it is not UTF-8 ("ASCII", "GB18030"; see
    /// ``NameCharset``): the table then names a player whose name it cannot show by their seat,
    /// "Player 2", in every line it words for this client. `nil` (left out) for a client that
    /// shows every name. Optional, so a table or client that does not know it reads a hello as
    /// before.
    public var charset: String?
    /// Whether the client keeps a log of what happened at the table that the table words for
    /// it, as the browser's page does: the table then sends it ``ServerMessage/news(lines:)``,
    /// and the face only draws the lines. `nil` (left out) for a face that words its own lines
    /// from the views (``TableView/lines(after:besides:emojiAsLetters:)``).
    public var news: Bool?
    /// The token the table gave this client as a watcher that keeps its log
    /// (``ServerMessage/Welcome/watcherToken``), given again as it joins again (in another
    /// language, after a dropped connection): the table sends it what it said to it alone
    /// before. `nil` (left out) for a client that holds none.
    public var watcherToken: String?

    /// A hello from a client of this version.
    public init(
      table: String, name: String, language: String, seatToken: String? = nil, watch: Bool = false,
      charset: String? = nil, news: Bool? = nil, watcherToken: String? = nil,
      protocolVersion: Int = TableProtocol.version
    ) {
      self.protocolVersion = protocolVersion
      self.table = table
      self.name = name
      self.language = language
      self.seatToken = seatToken
      self.watch = watch
      self.charset = charset
      self.news = news
      self.watcherToken = watcherToken
    }

    enum CodingKeys: String, CodingKey {
      case protocolVersion = "protocol"
      case table, name, language, seatToken, watch, charset, news, watcherToken
    }
  }

  /// The sequence number of a numbered message.
  public var sequence: Int? {
    switch self {
    case .hello: nil
    case .intent(let sequence, _, _), .claim(let sequence, _, _), .takeSeat(let sequence, _):
      sequence
    }
  }
}

/// What the table says to a client.
public enum ServerMessage: Hashable, Sendable {
  /// The answer to a hello: the seat the client plays (none for a watcher) and its token, which
  /// resumes the seat after a dropped connection.
  case welcome(Welcome)
  /// The table as the client's player may see it now, whole: the first view, and any view a
  /// client could not patch.
  case board(TableView)
  /// What changed in the client's view since the last one it was sent (see ``JSONPatch``):
  /// applied to that view's JSON, it gives the view of `version`.
  case update(version: Int, patch: JSONPatch)
  /// What a client's intent did, in words, for a face that prints lines.
  case said(sequence: Int, lines: [String])
  /// The client's intent did nothing, and why.
  case refused(sequence: Int, reason: String)
  /// A claim came too late: another seat took those cards first, `by` seconds earlier.
  case lostRace(sequence: Int, winner: String, by: Double, line: String)
  /// A message the table could not take; `fatal` ones are followed by the connection closing.
  case error(code: TableErrorCode, message: String, fatal: Bool)
  /// What happened at the table since the client was last told, as the entries of its log, in
  /// its language and in order: sent only to a client that asked for them in its hello
  /// (``ClientMessage/Hello/news``). The table chose and worded them; a face appends them.
  case news(lines: [String])

  /// The answer to a hello.
  public struct Welcome: Hashable, Sendable, Codable {
    /// The protocol version the table speaks.
    public var protocolVersion: Int
    /// The table code.
    public var table: String
    /// The game at the table.
    public var game: Section
    /// The seat the client plays, from 0; `nil` for a watcher.
    public var seat: Int?
    /// The token that resumes the seat; `nil` for a watcher.
    public var seatToken: String?
    /// For a watcher whose log the table keeps (``ClientMessage/Hello/news``), the token that
    /// names it when it joins again (``ClientMessage/Hello/watcherToken``), so that the log
    /// it is sent then holds the lines said to it alone; `nil` (left out) otherwise.
    public var watcherToken: String?

    /// A welcome to `table` at `game`, to `seat` with its token (`nil` for a watcher), and a
    /// watcher's token where the table keeps its log.
    public init(
      protocolVersion: Int, table: String, game: Section, seat: Int?, seatToken: String?,
      watcherToken: String? = nil
    ) {
      self.protocolVersion = protocolVersion
      self.table = table
      self.game = game
      self.seat = seat
      self.seatToken = seatToken
      self.watcherToken = watcherToken
    }

    enum CodingKeys: String, CodingKey {
      case protocolVersion = "protocol"
      case table, game, seat, seatToken, watcherToken
    }
  }
}

/// Why a message was not taken, as a code a program can act on (the message says it in words).
public enum TableErrorCode: String, Hashable, Sendable, Codable {
  /// Not JSON, not a message of this protocol, or too large.
  case malformed
  /// The client speaks another protocol version.
  case protocolVersion
  /// No table has this code.
  case wrongTable
  /// A message before the hello, or a second hello.
  case outOfOrder
  /// A sequence number not above the last one: a message sent twice.
  case replayed
  /// The seat token is no seat's.
  case unknownSeat
  /// The table has no free seat.
  case tableFull
  /// A newer connection took over this seat.
  case replaced
  /// The host closed the table.
  case tableClosed
}

/// The table as one client may see it: its version, the seats, and the board of the game.
public struct TableView: Hashable, Sendable, Codable {
  /// Counts up with every change at the table; a claim names the version its player saw.
  public var version: Int
  /// The seat this client plays; `nil` for a watcher.
  public var seat: Int?
  /// Every seat: who sits there and whether they are connected.
  public var seats: [TableSeatPresentation]
  /// How many watch.
  public var watchers: Int
  /// What the table waits for before the game starts, in words; `nil` once it started.
  public var waiting: String?
  /// The game as this client's player may see it; `nil` until it starts.
  public var board: BoardPresentation? {
    get { boards.first }
    set { boards = newValue.map { [$0] } ?? [] }
  }
  /// At a Memorize table, the themes this client's seat may restyle the game in progress with
  /// (``Intent/restyle(themeID:)``), the one in play marked; `nil` for a watcher, before the
  /// game starts and at the other games. Added in version 1 as an optional member: a client
  /// that does not know it reads the view as before.
  public var themes: [TableThemeChoice]? = nil
  /// What the table recorded of its games, in the client's language, once the game is over
  /// (the numbers and sentences every face's Statistics shows), at Memorize and Matchismo;
  /// `nil` while it is on and at a Set race. Optional since version 1 as well.
  public var statistics: TableStatistics? {
    get { recorded.first }
    set { recorded = newValue.map { [$0] } ?? [] }
  }
  /// The game the table counted in its statistics, once it is over, for a face joined to the
  /// table to count its player's game in the statistics of its own home; `nil` while it is on,
  /// and in the update that ends it (it follows in one of its own, after a race's statistics).
  /// New in version 4.
  public var recordedGame: Statistics.TableGame? {
    get { recordedGames.first }
    set { recordedGames = newValue.map { [$0] } ?? [] }
  }
  /// The games that ended at this client's seat while it was away (its connection lost, its
  /// face closed) and that it has not been sent since, each with the deal it was played on:
  /// a face counts each once, by its deal, in the statistics of its own home, as it counts
  /// ``recordedGame`` — the host may have dealt anew before the seat came back, and the ended
  /// game is no longer on the board. The table keeps them for the seat until it sent them
  /// once; `nil` for a watcher and in every other view. New in version 5.
  public var endedGames: [TableEndedGame]? = nil
  /// ``board`` and ``statistics`` held out of line: inline, the view grew large enough that the
  /// debug test build misread every `TableOutput` (a crash in `TableOutput.text` under Swift
  /// 6.3.1 once the statistics joined the board).
  private var boards: [BoardPresentation] = []
  private var recorded: [TableStatistics] = []
  private var recordedGames: [Statistics.TableGame] = []

  /// A view of the table; see each member.
  init(
    version: Int, seat: Int?, seats: [TableSeatPresentation], watchers: Int, waiting: String?,
    board: BoardPresentation?, themes: [TableThemeChoice]? = nil,
    statistics: TableStatistics? = nil, recordedGame: Statistics.TableGame? = nil,
    endedGames: [TableEndedGame]? = nil
  ) {
    self.version = version
    self.seat = seat
    self.seats = seats
    self.watchers = watchers
    self.waiting = waiting
    self.board = board
    self.themes = themes
    self.statistics = statistics
    self.recordedGame = recordedGame
    self.endedGames = endedGames
  }

  private enum CodingKeys: String, CodingKey {
    case version, seat, seats, watchers, waiting, board, themes, statistics, recordedGame
    case endedGames
  }

  /// Reads a view; members it does not know are ignored, optional ones may be missing.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      version: try container.decode(Int.self, forKey: .version),
      seat: try container.decodeIfPresent(Int.self, forKey: .seat),
      seats: try container.decode([TableSeatPresentation].self, forKey: .seats),
      watchers: try container.decode(Int.self, forKey: .watchers),
      waiting: try container.decodeIfPresent(String.self, forKey: .waiting),
      board: try container.decodeIfPresent(BoardPresentation.self, forKey: .board),
      themes: try container.decodeIfPresent([TableThemeChoice].self, forKey: .themes),
      statistics: try container.decodeIfPresent(TableStatistics.self, forKey: .statistics),
      recordedGame: try container.decodeIfPresent(
        Statistics.TableGame.self, forKey: .recordedGame),
      endedGames: try container.decodeIfPresent([TableEndedGame].self, forKey: .endedGames))
  }

  /// Writes the view, leaving out the members that are `nil`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(version, forKey: .version)
    try container.encodeIfPresent(seat, forKey: .seat)
    try container.encode(seats, forKey: .seats)
    try container.encode(watchers, forKey: .watchers)
    try container.encodeIfPresent(waiting, forKey: .waiting)
    try container.encodeIfPresent(board, forKey: .board)
    try container.encodeIfPresent(themes, forKey: .themes)
    try container.encodeIfPresent(statistics, forKey: .statistics)
    try container.encodeIfPresent(recordedGame, forKey: .recordedGame)
    try container.encodeIfPresent(endedGames, forKey: .endedGames)
  }
}

/// A game that ended at a seat while the seat was away, as the table counted it, sent to the
/// seat when it is back (``TableView/endedGames``).
public struct TableEndedGame: Hashable, Sendable, Codable {
  /// The deal the game was played on, as the seat's views named it
  /// (``BoardPresentation/dealToken``): a face counts the game of a deal once, however often
  /// it is sent.
  public var dealToken: String
  /// The game as the table counted it (``TableView/recordedGame``).
  public var game: Statistics.TableGame

  /// The game played on the deal `dealToken`, as the table counted it.
  public init(dealToken: String, game: Statistics.TableGame) {
    self.dealToken = dealToken
    self.game = game
  }
}

/// What a shared table recorded of its games, as its ending shows it: the rows of the
/// Statistics section without its chart, and each player's tally in a sentence.
public struct TableStatistics: Hashable, Sendable, Codable {
  /// The headings: the game's column, then the numbers' ("Played", "Finished", "Best",
  /// "Fastest").
  public var columns: [String]
  /// One row per game and theme: its title, then its numbers as shown ("–" for none).
  public var rows: [[String]]
  /// Each player's wins and losses in a sentence: "Ana: 1 win, 0 losses".
  public var players: [String]

  /// The rows and players of `statistics`.
  public init(_ statistics: StatisticsPresentation) {
    columns = [statistics.gameColumn] + statistics.columns
    rows = statistics.rows.map { [$0.title] + $0.cells.map(\.value) }
    players = statistics.players.map(\.sentence)
  }
}

/// A theme a seat may restyle a shared Memorize game with, as the table's chooser shows it.
public struct TableThemeChoice: Hashable, Sendable, Codable {
  /// The theme's id, for ``Intent/restyle(themeID:)``.
  public var id: String
  /// Its name in the client's language.
  public var name: String
  /// Whether the game plays it now.
  public var isInPlay: Bool
}

extension TableView {
  /// The view with its board's cards named where they lie (``BoardPresentation/placingCards()``).
  public func placingCards() -> TableView {
    var view = self
    view.board = board?.placingCards()
    return view
  }
}

/// One seat at a shared table, as every client sees it.
public struct TableSeatPresentation: Hashable, Sendable, Codable {
  /// Who sits there; `nil` while the seat is free.
  public var name: String?
  /// Whether the computer plays the seat.
  public var isComputer: Bool
  /// Whether the person is connected now (a computer always is).
  public var isConnected: Bool
  /// The seat in words: "Ana", "Ana (away)", "Free seat".
  public var text: String
  /// Who plays the seat, capitalised as a label: "Person", "Computer, good"; `nil` for a free
  /// seat, which no one plays yet. Optional so that a view without it (an older table's) still
  /// reads.
  public var kind: String? = nil
  /// The button that takes this free seat, "Take seat 2", in a watcher's view before the game
  /// starts (``ClientMessage/takeSeat(sequence:seat:)``); `nil` for everyone else.
  public var takeTitle: String? = nil
}

// MARK: - JSON

extension ClientMessage: Codable {
  private enum Kind: String, Codable { case hello, intent, claim, takeSeat }
  private enum CodingKeys: String, CodingKey {
    case type, sequence, version, intent, cards, seat
  }

  /// Reads a message by its `type`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    switch try container.decode(Kind.self, forKey: .type) {
    case .hello:
      self = .hello(try Hello(from: decoder))
    case .intent:
      self = .intent(
        sequence: try container.decode(Int.self, forKey: .sequence),
        version: try container.decode(Int.self, forKey: .version),
        try container.decode(Intent.self, forKey: .intent))
    case .claim:
      self = .claim(
        sequence: try container.decode(Int.self, forKey: .sequence),
        version: try container.decode(Int.self, forKey: .version),
        cardIDs: try container.decode([Int].self, forKey: .cards))
    case .takeSeat:
      self = .takeSeat(
        sequence: try container.decode(Int.self, forKey: .sequence),
        seat: try container.decode(Int.self, forKey: .seat))
    }
  }

  /// Writes the message with its `type`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .hello(let hello):
      try container.encode(Kind.hello, forKey: .type)
      try hello.encode(to: encoder)
    case .intent(let sequence, let version, let intent):
      try container.encode(Kind.intent, forKey: .type)
      try container.encode(sequence, forKey: .sequence)
      try container.encode(version, forKey: .version)
      try container.encode(intent, forKey: .intent)
    case .claim(let sequence, let version, let cards):
      try container.encode(Kind.claim, forKey: .type)
      try container.encode(sequence, forKey: .sequence)
      try container.encode(version, forKey: .version)
      try container.encode(cards, forKey: .cards)
    case .takeSeat(let sequence, let seat):
      try container.encode(Kind.takeSeat, forKey: .type)
      try container.encode(sequence, forKey: .sequence)
      try container.encode(seat, forKey: .seat)
    }
  }
}

extension ServerMessage: Codable {
  private enum Kind: String, Codable {
    case welcome, board, update, said, refused, lostRace, error, news
  }
  private enum CodingKeys: String, CodingKey {
    case type, version, changes, sequence, lines, reason, winner, by, line, code, message, fatal
  }

  /// Reads a message by its `type`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    switch try container.decode(Kind.self, forKey: .type) {
    case .welcome:
      self = .welcome(try Welcome(from: decoder))
    case .board:
      self = .board(try TableView(from: decoder))
    case .update:
      let wire = try container.decode([JSONPatch.WireChange].self, forKey: .changes)
      guard let patch = JSONPatch(wire: wire) else {
        throw DecodingError.dataCorruptedError(
          forKey: .changes, in: container,
          debugDescription: "a change keeps or repeats what no change before it has")
      }
      self = .update(version: try container.decode(Int.self, forKey: .version), patch: patch)
    case .said:
      self = .said(
        sequence: try container.decode(Int.self, forKey: .sequence),
        lines: try container.decode([String].self, forKey: .lines))
    case .refused:
      self = .refused(
        sequence: try container.decode(Int.self, forKey: .sequence),
        reason: try container.decode(String.self, forKey: .reason))
    case .lostRace:
      self = .lostRace(
        sequence: try container.decode(Int.self, forKey: .sequence),
        winner: try container.decode(String.self, forKey: .winner),
        by: try container.decode(Double.self, forKey: .by),
        line: try container.decode(String.self, forKey: .line))
    case .error:
      self = .error(
        code: try container.decode(TableErrorCode.self, forKey: .code),
        message: try container.decode(String.self, forKey: .message),
        fatal: try container.decode(Bool.self, forKey: .fatal))
    case .news:
      self = .news(lines: try container.decode([String].self, forKey: .lines))
    }
  }

  /// Writes the message with its `type`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .welcome(let welcome):
      try container.encode(Kind.welcome, forKey: .type)
      try welcome.encode(to: encoder)
    case .board(let view):
      try container.encode(Kind.board, forKey: .type)
      try view.encode(to: encoder)
    case .update(let version, let patch):
      try container.encode(Kind.update, forKey: .type)
      try container.encode(version, forKey: .version)
      try container.encode(patch.wireChanges, forKey: .changes)
    case .said(let sequence, let lines):
      try container.encode(Kind.said, forKey: .type)
      try container.encode(sequence, forKey: .sequence)
      try container.encode(lines, forKey: .lines)
    case .refused(let sequence, let reason):
      try container.encode(Kind.refused, forKey: .type)
      try container.encode(sequence, forKey: .sequence)
      try container.encode(reason, forKey: .reason)
    case .lostRace(let sequence, let winner, let by, let line):
      try container.encode(Kind.lostRace, forKey: .type)
      try container.encode(sequence, forKey: .sequence)
      try container.encode(winner, forKey: .winner)
      try container.encode(by, forKey: .by)
      try container.encode(line, forKey: .line)
    case .error(let code, let message, let fatal):
      try container.encode(Kind.error, forKey: .type)
      try container.encode(code, forKey: .code)
      try container.encode(message, forKey: .message)
      try container.encode(fatal, forKey: .fatal)
    case .news(let lines):
      try container.encode(Kind.news, forKey: .type)
      try container.encode(lines, forKey: .lines)
    }
  }
}

/// Turns messages into the text of a WebSocket message and back, within the protocol's bounds.
public enum TableCoding {
  /// The text of `message`: compact JSON with sorted keys, so equal messages are equal text.
  public static func text(of message: some Encodable) -> String {
    // JSONWriter: the bytes JSONEncoder wrote (the golden files pin them), at a fraction of the
    // cost — a table encodes every update it sends.
    (try? JSONWriter().compactText(message)) ?? "{}"
  }

  /// The text of the board message of the view whose JSON value is `view`, written from that
  /// value: the same text as ``text(of:)`` of ``ServerMessage/board(_:)`` (a board is its
  /// view's members and its type), without encoding the view again. `nil` for a value that is
  /// not an object.
  static func boardText(_ view: JSONValue) -> String? {
    guard case .object(var members) = view else { return nil }
    members["type"] = .string("board")
    return JSONWriter().compactText(json: .object(members))
  }

  /// The message as the JSON value its text reads back as, without writing and reading it (a
  /// table compares and patches every client's view this way).
  static func jsonValue(of message: some Encodable) -> JSONValue? {
    try? JSONWriter().value(message)
  }

  /// The message in `text`, or `nil` when it is not one (not JSON, not of this protocol, larger
  /// than ``TableProtocol/largestMessage``, or nested or repeated beyond what any message needs).
  public static func message<Message: Decodable>(
    _ type: Message.Type, from text: String, limit: Int = TableProtocol.largestMessage
  ) -> Message? {
    let bytes = Array(text.utf8)
    guard bytes.count <= limit else { return nil }
    return try? BoundedJSONDecoder().decode(type, from: bytes)
  }
}

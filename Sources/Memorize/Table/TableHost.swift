import CardGames

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What a table sets out to play: the game, the theme, and who sits where.
public struct TableSetup: Hashable, Sendable {
  /// The game: Memorize or Matchismo (players take turns), or Set (everyone races at once).
  public var game: Section
  /// Memorize's theme; `nil` for the first playable one.
  public var themeID: String?
  /// The seats in turn order: people, who join over the network, and computers.
  public var seats: [PlayersDraft.Kind]
  /// Seconds a seat waits for a person who dropped before the game starts, before it is free
  /// again (once the game is on, the seat waits for them to the end).
  public var seatHold: Double
  /// Seconds the table waits for a player who went away before their turn at Memorize or
  /// Matchismo passes to the next player.
  public var turnTimeout: Double
  /// Seconds a person whose connection closed still counts as there: a face that comes back
  /// within them (a page that reconnects to switch its language) was never away.
  ///
  /// One rule holds for everything being away does, and it is the table's: a seat is away
  /// from the moment its grace runs out, not from when its connection closed. From then on,
  /// and not before, its seat reads "Ana (away)", the log says "Ana left; their seat waits
  /// for them." (at every game), a race says so among its events and counts asks for more
  /// cards among the others, and at Memorize or Matchismo the countdown of their turn starts
  /// ("Ana's turn passes in 30 s"): the turn passes ``turnTimeout`` seconds after the grace
  /// ran out, or after the turn began if that was later. A face back within the grace
  /// changes nothing anyone sees; one back after it is said back at every game ("Ana is
  /// back.", which a passed turn's line says too). Within the grace a seat is at the table
  /// still: the waiting line does not wait for it, and the last seat taken then starts the
  /// game. Before the game starts, a seat held for someone is held ``seatHold`` seconds from
  /// when their connection closed.
  public var leaveGrace: Double

  /// The seconds of ``leaveGrace`` a table gives unless told otherwise: long enough for a
  /// page to reconnect in another language, short enough that the others soon learn who left.
  public static let defaultLeaveGrace: Double = 5

  /// A table of `seats` (one to four, one person at least) at `game` (Memorize, Matchismo or
  /// Set); `nil` for any other, and for a computer seat at Matchismo, which only people play.
  /// The seconds `seatHold`, `turnTimeout` and `leaveGrace` are the properties' of those names.
  public init?(
    game: Section, themeID: String? = nil, seats: [PlayersDraft.Kind], seatHold: Double = 120,
    turnTimeout: Double = 30, leaveGrace: Double = TableSetup.defaultLeaveGrace
  ) {
    guard [.memorize, .matchismo, .set].contains(game),
      PlayersDraft.seatCounts.contains(seats.count), seats.contains(.person),
      game != .matchismo || seats.allSatisfy({ $0 == .person })
    else { return nil }
    self.game = game
    self.themeID = themeID
    self.seats = seats
    self.seatHold = seatHold
    self.turnTimeout = turnTimeout
    self.leaveGrace = leaveGrace
  }
}

/// A message for one connection, which closes after it when `closes`.
public struct TableOutput: Hashable, Sendable {
  /// The connection, as the transport numbered it.
  public var connection: Int
  /// The message.
  public var message: ServerMessage
  /// Whether the connection closes once the message is sent.
  public var closes: Bool

  /// The message's text when it was made once for several connections.
  private var encoded: String?

  /// `message` for `connection`, which closes after it when `closes`.
  public init(connection: Int, message: ServerMessage, closes: Bool) {
    self.connection = connection
    self.message = message
    self.closes = closes
  }

  /// `message`, already as `text`, for `connection` (the same update to many watchers is
  /// encoded once).
  init(connection: Int, message: ServerMessage, text: String) {
    self.init(connection: connection, message: message, closes: false)
    encoded = text
  }

  /// The message as the text of a WebSocket message.
  public var text: String { encoded ?? TableCoding.text(of: message) }

  /// Whether two outputs are the same message for the same connection, however their texts
  /// were made.
  public static func == (lhs: TableOutput, rhs: TableOutput) -> Bool {
    lhs.connection == rhs.connection && lhs.message == rhs.message && lhs.closes == rhs.closes
  }

  /// Hashes what ``==(_:_:)`` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(connection)
    hasher.combine(message)
    hasher.combine(closes)
  }
}

/// A shared table: the one authority over a game several faces play over the network.
///
/// It holds the game (an ``AppModel`` of its own, so the rules, words and statistics are those
/// of every local game), seats the people who join, checks every message — who sent it, in which
/// order, for which seat — and sends each connection the table as its player may see it, in its
/// language: face-down cards without their faces, card ids that say nothing of the cards, and a
/// player's picks towards a claim to that player alone. A transport hands it connections and
/// text and sends what it returns; at ``nextWakeup`` it calls ``tick()``.
public final class TableHost {
  /// The code a client names to join.
  public let code: String
  /// What the table plays.
  public let setup: TableSetup
  /// The game, its words and its statistics.
  let app: AppModel
  private let timeSource: TimeSource
  /// The seats, in turn order.
  private var seats: [Seat]
  /// Everyone connected, by connection.
  private var clients: [Int: Client] = [:]
  /// What happened at the table, in every language: sent to a face that keeps a log when it
  /// joins (again, or in another language).
  private var news = TableNews.Kept()
  /// Whether the table keeps its log of what happened; off only where memorize-bench measures
  /// what keeping it costs. A table that keeps none sends a face that joins no log of what
  /// happened before it came.
  @_spi(Bench) public var keepsLog = true
  /// Counts up whenever the table changes for anyone.
  public private(set) var version = 1
  /// What the table looked like at ``version``, to tell a change.
  private var lastFingerprint: Fingerprint?
  /// The card ids clients see.
  private var mask: CardIDMask
  /// Each seat's picks towards a Set claim, the game's ids.
  private var held: [Int: [Int]] = [:]
  /// The sets taken at this race, to tell a player who lost a race by how much.
  private var takenSets: [TakenSet] = []
  /// Where seat tokens come from.
  private var tokenSource: any RandomNumberGenerator
  /// The tokens given to watchers whose log the table keeps (``ServerMessage/Welcome/watcherToken``),
  /// the latest last: at most ``keptWatchers``.
  private var watcherTokens: [String] = []
  /// The watchers a table knows by their tokens at most. One that joins past them makes the
  /// table forget the earliest, with the lines said to it alone: a page opened and closed over
  /// and over would otherwise grow the table's log (and the work of keeping it) for ever.
  static let keptWatchers = 64
  /// Whether the game started (every seat was taken).
  public private(set) var hasStarted = false
  /// Whether a finished race's views show the statistics. A race's ending is sent first and
  /// its statistics in an update of their own: together they would pass the 2 KB an update
  /// may take (issue 25). Memorize and Matchismo endings carry them at once.
  private var showsRaceStatistics = false
  /// Whether a finished game's views carry the game as the table counted it
  /// (``TableView/recordedGame``), for each player's face to count in its own home: in an
  /// update of its own after the ending (and a race's statistics), which with it would pass
  /// the 2 KB an update may take.
  private var showsRecordedGame = false
  /// The games that ended while a person's seat was away, by seat, each under the deal token
  /// the seat's views named its deal by: sent once in the seat's next view
  /// (``TableView/endedGames``), for its face to count them though the host dealt anew
  /// meanwhile, then forgotten. The last ``keptEndedGames`` a seat.
  private var unsentEndedGames: [Int: [TableEndedGame]] = [:]
  /// How many ended games the table keeps for a seat that is away.
  static let keptEndedGames = 10
  /// Counts the views made, so clients sent the same one can be told apart from others.
  private var viewNumber = 0
  /// Each card's JSON while it stays the same (``json(of:)``).
  private var cardJSON: [CardPresentation: JSONValue] = [:]
  /// The JSON of the parts of a board that change seldom, while they stay the same: the status
  /// line, the buttons and a race's seats (``json(of:)``).
  private var partJSON = PartJSON()
  /// The seat whose intent just restyled the game, for the note the table sends the others.
  private var restyledBy: Int?
  /// At Memorize or Matchismo, the seat to move and since when, to pass the turn of one who
  /// went away.
  private var turn: (seat: Int, deal: Int, since: Double)?
  /// The names each charset a client named in its hello shows, the others by their seat.
  private var nameShowings: [NameCharset: NameShowing] = [:]
  /// Every name, for a client that named no charset.
  private let everyName = NameShowing.everyName

  private struct Seat {
    var kind: PlayersDraft.Kind
    var name: String?
    var token: String?
    var connection: Int?
    var awaySince: Double?
    var isComputer: Bool { kind != .person }
  }

  private struct Client {
    var seat: Int?
    var name = ""
    var language = Language.english
    /// The charset the client shows text in, when it is not UTF-8.
    var charset: NameCharset?
    var hasSaidHello = false
    var lastSequence = 0
    var refusal: (reason: String, version: Int)?
    var lastView: JSONValue?
    /// Which view of the broadcast's ``lastView`` is: clients that were sent the same view
    /// are sent the same update, made once.
    var lastViewNumber = 0
    /// The watchers' view ``lastView`` was made from, its number, and what the seat added to
    /// it: a seat whose own part did not change is sent the watchers' update.
    var lastBase: (number: Int, json: JSONValue)?
    var lastOwn: JSONPatch?
    /// The log of what happened the client asked the table to keep (``ClientMessage/Hello/news``).
    var news: TableNews?
    /// A watcher's token, where the table keeps its log: what is said to it alone is kept
    /// under it (``ServerMessage/Welcome/watcherToken``).
    var watcherToken: String?

    /// Whose own the lines said to this client alone are in the table's log: its seat's, a
    /// person's, or the watcher's of its token; `nil` where the log keeps none.
    func reader(at seats: [Seat]) -> TableNews.Kept.Reader? {
      if let seat {
        guard seats.indices.contains(seat), !seats[seat].isComputer, let name = seats[seat].name
        else { return nil }
        return .seat(name)
      }
      return watcherToken.map(TableNews.Kept.Reader.watcher)
    }
  }

  /// What a client's view depends on besides the table: seat, language, the names it shows,
  /// and a refusal still shown.
  private struct ViewKey: Hashable {
    var seat: Int?
    var language: Language
    var charset: NameCharset?
    var refusal: String?
    var held: [Int]

    /// The view of `client`, showing `held` picked (by default its seat's picks).
    init(client: Client, version: Int, held: [Int]) {
      seat = client.seat
      language = client.language
      charset = client.charset
      refusal = client.refusal.flatMap { $0.version == version ? $0.reason : nil }
      self.held = held
    }
  }

  /// An update from the view a client was sent last to the one made now (or, for the shared
  /// update of a seat whose own part stayed, from the watchers' view to the watchers' view).
  private struct UpdateKey: Hashable {
    var view: Int
    var from: Int
    var isBase: Bool
  }

  /// A view made in a broadcast: its value, its JSON, its number, the watchers' view it was
  /// made from (itself for a watcher), and the seat's own part added to that (`nil` for a
  /// watcher).
  private struct MadeView {
    var view: TableView
    var json: JSONValue
    var number: Int
    var base: (number: Int, json: JSONValue)
    var own: JSONPatch?
  }

  private struct TakenSet {
    var seat: Int
    var cards: Set<Int>
    var version: Int
    var time: Double
  }

  /// A table with `code` playing `setup`, its files in `locations` (the statistics it records,
  /// its game in progress).
  ///
  /// - Parameters:
  ///   - code: the code a client names to join.
  ///   - setup: the game and the seats.
  ///   - locations: where the table's statistics and game in progress are kept.
  ///   - timeSource: the clock every game reads; tests advance it by hand.
  ///   - seed: where the deals come from.
  ///   - randomness: where card ids and seat tokens come from; the system's by default, a
  ///     seeded one in tests.
  public init(
    code: String, setup: TableSetup, locations: StorageLocations, timeSource: TimeSource,
    seed: UInt64, randomness: (any RandomNumberGenerator)? = nil
  ) {
    self.code = code
    self.setup = setup
    self.timeSource = timeSource
    app = AppModel(
      locations: locations, timeSource: timeSource, seed: seed, autosaveDelay: Self.saveDelay)
    app.setSideBySide(true)
    app.select(setup.game)
    seats = setup.seats.map { Seat(kind: $0) }
    mask = CardIDMask(generator: randomness ?? SystemRandomNumberGenerator())
    tokenSource = randomness ?? SystemRandomNumberGenerator()
    startWhenSeated()
  }

  /// Seconds from a change at the table to its save. Longer than a local game's second: a Set
  /// race changes several times a second, and writing the race each second was a third of
  /// what a busy table cost (`memorize-bench`, issue 25). A table that closes saves at once
  /// (``saveNow()``); one killed outright comes back to where it was at most this long before.
  public static let saveDelay: Double = 5

  /// Whether the table's themes hold one with this id, or this name as people type it.
  public func hasTheme(id: String) -> Bool { theme(for: id) != nil }

  /// The host's theme that `text` names: by its id, else by its name as people type it
  /// ("Sports", as `memorize --list-themes` shows it, for the id "sports").
  private func theme(for text: String) -> Theme? {
    app.themes.theme(withID: text) ?? app.themes.theme(named: text)
  }

  /// Saves the game in progress and the statistics now; false when the save failed.
  @discardableResult
  public func saveNow() -> Bool { app.saveNow() }

  // MARK: - Connections

  /// Who is at the table now, for the host's own terminal to say who came and went: each
  /// person's seat by name (`nil` while free) and whether they are connected, and how many watch.
  public var presence: TablePresence {
    TablePresence(
      seats: seats.indices.filter { !seats[$0].isComputer }.map {
        (seats[$0].name, isThere($0))
      },
      watchers: clients.values.count { $0.hasSaidHello && $0.seat == nil })
  }

  /// The game whose turns pass over a player who is away; `nil` at a Set race.
  private var turnPassingGame: TurnPassingGame? {
    switch setup.game {
    case .memorize: app.memorize
    case .matchismo: app.matchismo
    case .set, .statistics: nil
    }
  }

  /// A connection opened; it says nothing until its hello.
  public func open(_ connection: Int) {
    clients[connection] = Client()
  }

  /// A connection closed: its seat waits for the person to come back.
  public func close(_ connection: Int) -> [TableOutput] {
    guard let client = clients.removeValue(forKey: connection) else { return [] }
    if let seat = client.seat, seats[seat].connection == connection {
      seats[seat].connection = nil
      // Away once their grace runs out (``TableSetup/leaveGrace``): ``broadcast()`` then
      // says so.
      seats[seat].awaySince = timeSource.now
    }
    return broadcast()
  }

  /// The host closes the table: every connection is told so in its language (a face then stops,
  /// rather than trying to come back) and closes. The game in progress is saved by
  /// ``saveNow()``.
  public func closeTable() -> [TableOutput] {
    let outputs = clients.keys.sorted().compactMap { connection -> TableOutput? in
      guard let client = clients[connection] else { return nil }
      let message = Localization.withLanguage(client.language) { Phrases.Table.tableClosed }
      return TableOutput(
        connection: connection, message: .error(code: .tableClosed, message: message, fatal: true),
        closes: true)
    }
    clients = [:]
    return outputs
  }

  /// What a connection said, and what the table answers to everyone.
  public func receive(_ text: String, from connection: Int) -> [TableOutput] {
    guard var client = clients[connection] else { return [] }
    let language = client.language
    // How each line said to this client alone was made, for the table's log to keep it in
    // every language.
    let wordings = Localization.Wordings()
    func error(_ code: TableErrorCode, _ words: () -> String, fatal: Bool = false) -> [TableOutput]
    {
      let message = wordings.record { Localization.withLanguage(language, words) }
      return logged(
        [
          TableOutput(
            connection: connection, message: .error(code: code, message: message, fatal: fatal),
            closes: fatal)
        ], wordings: wordings)
    }
    guard let message = TableCoding.message(ClientMessage.self, from: text) else {
      return error(.malformed, { Phrases.Table.malformed })
    }
    if case .hello(let hello) = message {
      guard !client.hasSaidHello else { return error(.outOfOrder, { Phrases.Table.outOfOrder }) }
      return welcome(hello, on: connection)
    }
    guard client.hasSaidHello else { return error(.outOfOrder, { Phrases.Table.outOfOrder }) }
    guard let sequence = message.sequence, sequence > client.lastSequence else {
      return error(.replayed, { Phrases.Table.replayed })
    }
    client.lastSequence = sequence
    clients[connection] = client
    let result = wordings.record { inWords(of: client) { act(message, from: connection) } }
    var outputs: [TableOutput] = []
    switch result {
    case .reply(let reply):
      if case .refused(_, let reason) = reply {
        clients[connection]?.refusal = (reason, version)
      }
      outputs.append(TableOutput(connection: connection, message: reply, closes: false))
    case .welcome(let welcome):
      outputs.append(TableOutput(connection: connection, message: welcome, closes: false))
    case .none:
      break
    }
    if let seat = restyledBy {
      restyledBy = nil
      outputs += wordings.record { restyleNotes(by: seat, besides: connection) }
    }
    return logged(outputs, wordings: wordings) + broadcast()
  }

  /// `outputs`, each line said to a client that keeps the table's log (a note, a refusal, a
  /// lost race, an error that does not end the connection) followed by its entries in the log.
  /// A fatal error ends the connection, not something that happened at the table: it is not
  /// logged (a failed join stays out of the log of the join that follows). A line said to a
  /// person's seat is kept in the table's log as the seat's own, in every language `wordings`
  /// (which recorded how the lines were made) can say it in: the log the seat is sent when it
  /// joins again, in whichever language, holds it as its live log did.
  private func logged(_ outputs: [TableOutput], wordings: Localization.Wordings? = nil)
    -> [TableOutput]
  {
    outputs.flatMap { output -> [TableOutput] in
      let lines: [String]
      switch output.message {
      case .said(0, let said): lines = said
      case .refused(_, let reason): lines = [reason]
      case .lostRace(_, _, _, let line): lines = [line]
      case .error(_, let message, false): lines = [message]
      default: lines = []
      }
      guard !lines.isEmpty, let client = clients[output.connection] else { return [output] }
      let entries = clients[output.connection]?.news?.entries(lines)
      if keepsLog, let reader = client.reader(at: seats) {
        news.record(own: entries ?? lines, said: client.language, to: reader, wordings: wordings)
      }
      guard let entries, !entries.isEmpty else { return [output] }
      return [
        output,
        TableOutput(connection: output.connection, message: .news(lines: entries), closes: false),
      ]
    }
  }

  /// Tells everyone but `connection`, each in their language, who restyled the game and with
  /// which theme: the cards change under their eyes.
  private func restyleNotes(by seat: Int, besides connection: Int) -> [TableOutput] {
    guard let theme = app.memorize?.theme else { return [] }
    let name = seats[seat].name ?? draftName(of: seats[seat])
    return clients.keys.sorted().compactMap { other in
      guard other != connection, let client = clients[other], client.hasSaidHello else {
        return nil
      }
      let line = inWords(of: client) {
        Phrases.Table.restyled(by: Phrases.shownName(name), theme: theme.localizedName)
      }
      return TableOutput(
        connection: other, message: .said(sequence: 0, lines: [line]), closes: false)
    }
  }

  /// Lets the clock run: computers move, calls run out, seats held too long come free, and the
  /// turn of a player away for ``TableSetup/turnTimeout`` passes.
  public func tick() -> [TableOutput] {
    app.tick()
    let now = timeSource.now
    if let due = turnPassesAt, now >= due {
      switch setup.game {
      case .matchismo: app.matchismo.passTurn()
      default: app.memorize?.passTurn()
      }
    }
    if !hasStarted {
      for index in seats.indices {
        if let since = seats[index].awaySince, now - since >= setup.seatHold {
          seats[index] = Seat(kind: seats[index].kind)
        }
      }
    }
    return broadcast()
  }

  /// When, on the time source, ``tick()`` is next due; `nil` when only a message can change
  /// the table.
  public var nextWakeup: Double? {
    // While an away player's turn counts down, each of its seconds is shown as it begins.
    var times = [app.nextWakeup, turnPassesAt, turnCountdown?.nextSecond].compactMap { $0 }
    if !hasStarted {
      times += seats.compactMap { $0.awaySince.map { $0 + setup.seatHold } }
    }
    // A seat whose grace runs out is away from then: everyone is told.
    let now = timeSource.now
    times += seats.indices.compactMap { index in
      goneSince(index).flatMap { $0 > now ? $0 : nil }
    }
    return times.min()
  }

  /// When the turn at Memorize or Matchismo passes: the player to move is away (since the turn
  /// began or since their grace ran out, whichever came later: ``TableSetup/leaveGrace``) and
  /// someone else could play; `nil` otherwise.
  private var turnPassesAt: Double? {
    guard hasStarted, let playing = turnTaking, !playing.isOver,
      let turn, turn.seat == playing.seat, turn.deal == playing.deal,
      seats.indices.contains(turn.seat), !isThere(turn.seat),
      let away = goneSince(turn.seat),
      seats.indices.contains(where: { $0 != turn.seat && isThere($0) })
    else { return nil }
    return max(away, turn.since) + setup.turnTimeout
  }

  /// Whether the person at `seat` is there: a computer, someone connected, or someone whose
  /// connection closed less than ``TableSetup/leaveGrace`` ago.
  private func isThere(_ seat: Int) -> Bool {
    guard seats.indices.contains(seat) else { return false }
    if seats[seat].isComputer || seats[seat].connection != nil { return true }
    guard let gone = goneSince(seat) else { return false }
    return timeSource.now < gone
  }

  /// When the person at `seat`, whose connection closed, counts as away: once their grace
  /// ran out; `nil` for a seat connected, or never left.
  private func goneSince(_ seat: Int) -> Double? {
    guard seats.indices.contains(seat), seats[seat].connection == nil,
      let since = seats[seat].awaySince
    else { return nil }
    return since + setup.leaveGrace
  }

  /// The countdown before the turn of the player away passes (``turnPassesAt``): their seat,
  /// the whole seconds left as a countdown shows them (rounded up), and when the next of them
  /// begins; `nil` while no turn is to pass, or one that never does.
  private var turnCountdown: (seat: Int, seconds: Int, nextSecond: Double)? {
    guard let due = turnPassesAt, let seat = turn?.seat else { return nil }
    let left = due - timeSource.now
    // A turn that never passes (a timeout of infinity) counts nothing down.
    guard left > 0, left < 1e9 else { return nil }
    let seconds = Int(left.rounded(.up))
    return (seat, seconds, due - Double(seconds - 1))
  }

  /// The countdown before the turn of the player away passes, as the header's clock-like item
  /// says it in the words of the moment: "Ana's turn passes in 25 s"; `nil` while no turn is to
  /// pass. It is not in the line under the board, which a face that prints lines would print
  /// every second. Like a race's caller's countdown, it matters more than the title or the
  /// game's clock: it stays at every width.
  private var turnCountdownItem: StatusItem? {
    guard let countdown = turnCountdown, seats.indices.contains(countdown.seat),
      let name = seats[countdown.seat].name
    else { return nil }
    let shown = Phrases.shownName(name)
    // Its forms in fewer columns, "Ana: 25 s" and "25 s", so that a header short of room
    // shortens it before any seat's name (four seats at 40 columns cut the names for it). They
    // are made from its label and value where it is drawn: a tick sends the value alone.
    // Measured at its first second, so a form stays as it counts down past 10.
    let first = Int(min(setup.turnTimeout, 1e9).rounded(.up))
    var item = StatusItem(
      Phrases.Table.turnPassesIn(shown), Phrases.Table.seconds(countdown.seconds),
      shortLabel: Phrases.seatLabel(shown),
      widestValue: Phrases.Table.seconds(max(first, countdown.seconds)), priority: .essential,
      spoken: Phrases.Table.turnPassesInSpoken(shown, seconds: countdown.seconds), isClock: true,
      narrowing: .countdown)
    // Heard as it starts and at 10 seconds left, never every second: the words of the latest
    // of those moments, which a face says when they are the item's own (a tick sends nothing
    // more between them).
    let announced =
      countdown.seconds > Self.lastAnnouncedSeconds ? first : Self.lastAnnouncedSeconds
    item.announcement = Phrases.Table.turnPassesInSpoken(shown, seconds: min(first, announced))
    return item
  }

  /// The seconds left at which the countdown before an away player's turn passes is announced
  /// again, after its start.
  static let lastAnnouncedSeconds = 10

  /// Notes when the seat to move at Memorize or Matchismo changed.
  private func noteTurn() {
    guard let playing = turnTaking, hasStarted else {
      turn = nil
      return
    }
    if turn?.seat != playing.seat || turn?.deal != playing.deal {
      turn = (playing.seat, playing.deal, timeSource.now)
    }
  }

  /// At a game of turns, the seat to move, the deal, and whether it is over; `nil` at Set.
  private var turnTaking: (seat: Int, deal: Int, isOver: Bool)? {
    switch setup.game {
    case .memorize:
      app.memorize.map { ($0.currentPlayerIndex, $0.dealNumber, $0.isOver) }
    case .matchismo:
      (app.matchismo.currentPlayerIndex, app.matchismo.dealNumber, app.matchismo.isOver)
    default: nil
    }
  }

  /// Why `seat` may not act now at a game of turns (“Ben's turn”); `nil` when it may.
  private func notYourTurn(_ seat: Int) -> String? {
    guard let playing = turnTaking, !playing.isOver, playing.seat != seat else { return nil }
    let players =
      setup.game == .matchismo ? app.matchismo.players : (app.memorize?.players ?? [])
    guard players.indices.contains(playing.seat) else { return nil }
    return Phrases.Table.notYourTurn(Phrases.shownName(players[playing.seat].name))
  }

  /// The table as the player on `connection` sees it now; `nil` for no such connection or one
  /// that has not said hello.
  public func view(for connection: Int) -> TableView? {
    guard let client = clients[connection], client.hasSaidHello else { return nil }
    return view(of: client)
  }

  // MARK: - Joining

  private enum Answer {
    case reply(ServerMessage)
    case welcome(ServerMessage)
    case none
  }

  private func welcome(_ hello: ClientMessage.Hello, on connection: Int) -> [TableOutput] {
    let language = Language.matching(localeName: hello.language) ?? .english
    func fatal(_ code: TableErrorCode, _ words: () -> String) -> [TableOutput] {
      let message = Localization.withLanguage(language, words)
      return [
        TableOutput(
          connection: connection, message: .error(code: code, message: message, fatal: true),
          closes: true)
      ]
    }
    guard hello.protocolVersion == TableProtocol.version else {
      return fatal(.protocolVersion) {
        Phrases.Table.otherProtocol(client: hello.protocolVersion, table: TableProtocol.version)
      }
    }
    guard Self.normalized(code: hello.table) == Self.normalized(code: code) else {
      return fatal(.wrongTable) { Phrases.Table.noSuchTable(Self.shown(hello.table)) }
    }
    var outputs: [TableOutput] = []
    var client = Client(language: language, hasSaidHello: true)
    client.name = Self.cleaned(name: hello.name)
    client.news = hello.news == true ? TableNews() : nil
    client.charset = hello.charset.map(NameCharset.init(named:))
    var note: String?
    // How the note was made, for the table's log to keep it in every language.
    let wordings = Localization.Wordings()
    if let token = hello.seatToken {
      guard let seat = seats.firstIndex(where: { $0.token == token }) else {
        return fatal(.unknownSeat) { Phrases.Table.unknownSeat }
      }
      if let old = seats[seat].connection, old != connection {
        clients[old] = nil
        outputs.append(
          TableOutput(
            connection: old,
            message: .error(
              code: .replaced,
              message: Localization.withLanguage(language) { Phrases.Table.replaced },
              fatal: true), closes: true))
      }
      seats[seat].connection = connection
      seats[seat].awaySince = nil
      client.seat = seat
      // A turn passed while they were away no longer says they are away.
      turnPassingGame?.noteBack(seat)
    } else if !hello.watch {
      if let free = freeSeat() {
        seat(client: &client, at: free, on: connection)
      } else {
        let seated = seats.first { $0.name?.lowercased() == client.name.lowercased() }?.name
        note = wordings.record {
          Localization.withLanguage(language) {
            seated.map(Phrases.Table.nameIsSeated) ?? Phrases.Table.tableIsFull
          }
        }
      }
    }
    if client.seat == nil, hello.news == true {
      // A watcher whose log the table keeps is known again by its token: the lines said to
      // it alone are kept under it, for the log it is sent when it joins again.
      if let token = hello.watcherToken, watcherTokens.contains(token) {
        client.watcherToken = token
        // Back (in another language, after a dropped connection), it was told it watches:
        // its log says so already, once.
        note = nil
      } else {
        let token = newToken()
        watcherTokens.append(token)
        client.watcherToken = token
        if watcherTokens.count > Self.keptWatchers {
          let earliest = watcherTokens.removeFirst()
          news.forget(.watcher(earliest))
          for id in clients.keys where clients[id]?.watcherToken == earliest {
            clients[id]?.watcherToken = nil
          }
        }
      }
    }
    clients[connection] = client
    outputs.append(
      TableOutput(connection: connection, message: welcomeMessage(for: client), closes: false))
    if let note {
      outputs.append(
        TableOutput(
          connection: connection, message: .said(sequence: 0, lines: [note]), closes: false)
      )
    }
    startWhenSeated()
    let said = logged(outputs, wordings: wordings)
    var told = broadcast()
    guard hello.news == true, clients[connection] != nil else { return said + told }
    // A face that keeps a log is sent the table's, in its words, right after the welcome: what
    // happened before it came (or before it came back in another language), this join
    // included. Its first view's entries are there already.
    told.removeAll {
      if $0.connection == connection, case .news = $0.message { true } else { false }
    }
    // Kept as a watcher reads it; a person's seat is told its own doings as its live news
    // told them ("Your turn", "You win", not "Ana to move", "Ana wins"); the lines said to the
    // seat, or the watcher, alone are among them.
    let reader = client.reader(at: seats)
    var history = news.entries(in: language, to: reader)
    if let seat = client.seat, !seats[seat].isComputer, let name = seats[seat].name {
      history = history.map(YourTurn(toTheSeatOf: name, in: language).said(toTheSeat:))
    }
    // What this join said to the client alone (a watcher's "Every seat is taken") is in the
    // history, kept as its own: not sent twice.
    var sent = said
    if reader != nil, !history.isEmpty {
      sent.removeAll {
        if $0.connection == connection, case .news = $0.message { true } else { false }
      }
    }
    guard !history.isEmpty,
      let welcomed = sent.firstIndex(where: {
        if $0.connection == connection, case .welcome = $0.message { true } else { false }
      })
    else { return said + told }
    sent.insert(
      TableOutput(connection: connection, message: .news(lines: history), closes: false),
      at: welcomed + 1)
    return sent + told
  }

  private func welcomeMessage(for client: Client) -> ServerMessage {
    .welcome(
      ServerMessage.Welcome(
        protocolVersion: TableProtocol.version, table: code, game: setup.game, seat: client.seat,
        seatToken: client.seat.flatMap { seats[$0].token },
        watcherToken: client.seat == nil ? client.watcherToken : nil))
  }

  private func freeSeat() -> Int? {
    guard !hasStarted else { return nil }
    return seats.indices.first { !seats[$0].isComputer && seats[$0].name == nil }
  }

  private func seat(client: inout Client, at index: Int, on connection: Int) {
    let taken = Set(seats.compactMap { $0.name?.lowercased() })
    var name: String
    if Self.isNameless(client.name) {
      // No seat at a table is "You": every face would take it for its own player. A nameless
      // joiner gets its seat's number ("Player 2"), or the next number no one has.
      var number = index
      repeat {
        name = Phrases.seatName(number)
        number += 1
      } while taken.contains(name.lowercased())
    } else {
      // A name taken is numbered: a second "Ana" is "Ana 2".
      name = client.name
      var number = 2
      while taken.contains(name.lowercased()) {
        name = "\(client.name) \(number)"
        number += 1
      }
    }
    seats[index].name = name
    seats[index].token = newToken()
    seats[index].connection = connection
    seats[index].awaySince = nil
    client.seat = index
  }

  private func newToken() -> String {
    let alphabet = Array("abcdefghijkmnpqrstuvwxyz23456789")
    return String(
      (0..<24).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &tokenSource)] })
  }

  /// The draft of the table: people by the names they joined with, computers as suggested.
  private var draft: PlayersDraft {
    var draft = PlayersDraft(seats: [])
    for seat in seats {
      if seat.isComputer {
        draft.addSeat(seat.kind)
      } else {
        draft.seats.append(PlayersDraft.Seat(name: seat.name ?? "", kind: .person))
      }
    }
    return draft
  }

  /// Deals once every person's seat is taken by someone there: connected, or whose connection
  /// closed within their grace (``TableSetup/leaveGrace``), as the waiting line counts them.
  private func startWhenSeated() {
    guard !hasStarted,
      seats.indices.allSatisfy({ seats[$0].isComputer || (seats[$0].name != nil && isThere($0)) })
    else { return }
    start()
  }

  private func start() {
    let draft = self.draft
    for index in seats.indices where seats[index].isComputer {
      seats[index].name = draft.seats[index].name
    }
    hasStarted = true
    switch setup.game {
    case .set:
      app.select(.set)
      app.send(.startPlayers(draft))
    case .matchismo:
      app.select(.matchismo)
      app.startMatchismo(players: draft.players)
    default:
      app.select(.memorize)
      let theme = setup.themeID.flatMap(theme(for:)) ?? app.defaultTheme
      app.startMemorize(theme: theme, players: draft.players)
    }
  }

  // MARK: - Acting

  private func act(_ message: ClientMessage, from connection: Int) -> Answer {
    guard let client = clients[connection], let sequence = message.sequence else { return .none }
    if case .takeSeat(_, let index) = message {
      guard client.seat == nil else {
        return .reply(.refused(sequence: sequence, reason: Phrases.Table.youHaveASeat))
      }
      guard seats.indices.contains(index), !seats[index].isComputer else {
        return .reply(.refused(sequence: sequence, reason: Phrases.noSuchSeat))
      }
      guard seats[index].name == nil, !hasStarted else {
        return .reply(.refused(sequence: sequence, reason: Phrases.Table.seatIsTaken))
      }
      var seated = client
      seat(client: &seated, at: index, on: connection)
      clients[connection] = seated
      startWhenSeated()
      return .welcome(welcomeMessage(for: seated))
    }
    guard let seat = client.seat else {
      // Told to take a free seat only where there is one.
      let reason =
        freeSeat() == nil ? Phrases.Table.watchersDoNotPlay : Phrases.Table.youAreWatching
      return .reply(.refused(sequence: sequence, reason: reason))
    }
    guard hasStarted else {
      return .reply(.refused(sequence: sequence, reason: Phrases.Table.notStarted))
    }
    switch message {
    case .claim(_, let seen, let ids):
      return claim(ids, seenAt: seen, by: seat, sequence: sequence)
    case .intent(_, let seen, let intent):
      return perform(intent, seenAt: seen, by: seat, sequence: sequence)
    case .hello, .takeSeat:
      return .none
    }
  }

  private func perform(_ intent: Intent, seenAt seen: Int, by seat: Int, sequence: Int) -> Answer {
    func answer(_ result: IntentResult) -> Answer {
      switch result {
      case .refused(let reason):
        // The game says a refusal as its verdict too (Matchismo's "…redeal first."), which
        // every seat is shown: here it is the refused player's alone, on their own board.
        app.matchismo.forgetRefusal()
        app.set.forgetRefusal()
        return .reply(.refused(sequence: sequence, reason: reason))
      case .problems(let problems):
        return .reply(
          .refused(sequence: sequence, reason: problems.map(\.description).joined(separator: " ")))
      case .done(let lines), .asks(let lines):
        return lines.isEmpty ? .none : .reply(.said(sequence: sequence, lines: lines))
      }
    }
    // One game's action at another game's table says which game has it, as the app does.
    if let refusal = Phrases.onlyInItsGame(intent, in: setup.game) {
      return answer(.refused(refusal))
    }
    switch intent {
    case .choose(let id):
      guard let real = mask.real(id) else {
        return answer(.refused(Phrases.noSuchCard))
      }
      if setup.game == .set, let race = app.setRace, race.race.call?.seat != seat {
        return pick(real, seenAt: seen, by: seat, sequence: sequence)
      }
      if let refusal = notYourTurn(seat) { return answer(.refused(refusal)) }
      return answer(app.send(.choose(cardID: real)))
    case .setMatchCount:
      if let refusal = notYourTurn(seat) { return answer(.refused(refusal)) }
      return answer(app.send(intent))
    case .newGame:
      let isOver = app.board(of: setup.game)?.isOver ?? false
      guard isOver else { return answer(.refused(Phrases.Table.gameIsOn(at: setup.game))) }
      takenSets = []
      held = [:]
      return answer(app.send(.newGame))
    case .shuffle:
      if let refusal = notYourTurn(seat) { return answer(.refused(refusal)) }
      return answer(app.send(.shuffle))
    case .hint:
      return answer(app.send(.hint))
    case .dealThreeMore, .askForMoreCards:
      guard app.setRace != nil else { return answer(app.send(.dealThreeMore)) }
      return answer(app.send(.askForMoreCards(seat: seat)))
    case .callSet:
      return answer(app.send(.callSet(seat: seat)))
    case .restyle(let id):
      // Any seat restyles the game in progress for the whole table; it never deals anew.
      guard let theme = app.themes.theme(withID: id) else {
        return answer(.refused(Phrases.noSuchTheme))
      }
      guard themeChoices(in: .english)?.contains(where: { $0.id == id }) == true else {
        return answer(.refused(Phrases.Table.themeTooSmall(theme.localizedName)))
      }
      let result = app.send(.restyle(themeID: id))
      if result.acted { restyledBy = seat }
      return answer(result)
    default:
      return answer(.refused(Phrases.Table.notAtSharedTable))
    }
  }

  /// A player at a Set race picks a card towards a claim; the third makes the claim.
  private func pick(_ id: Int, seenAt seen: Int, by seat: Int, sequence: Int) -> Answer {
    // A card taken since the player saw it: told who was first, as a claim of three is.
    if let race = app.setRace, !race.race.game.cardsInPlay.contains(where: { $0.id == id }) {
      held[seat] = nil
      return claimReal([id], seenAt: seen, by: seat, sequence: sequence)
    }
    var picks = held[seat] ?? []
    if let index = picks.firstIndex(of: id) {
      picks.remove(at: index)
    } else {
      picks.append(id)
    }
    guard picks.count == 3 else {
      held[seat] = picks
      return .none
    }
    held[seat] = nil
    return claimReal(picks, seenAt: seen, by: seat, sequence: sequence)
  }

  private func claim(_ ids: [Int], seenAt seen: Int, by seat: Int, sequence: Int) -> Answer {
    let real = ids.compactMap(mask.real)
    guard setup.game == .set, ids.count == 3, real.count == 3, Set(real).count == 3 else {
      return .reply(.refused(sequence: sequence, reason: Phrases.Table.claimThreeCards))
    }
    held[seat] = nil
    return claimReal(real, seenAt: seen, by: seat, sequence: sequence)
  }

  /// Judges a claim of three cards by the game's ids: the first valid claim the table receives
  /// wins; one for cards already taken since its player looked is told who was first.
  private func claimReal(_ ids: [Int], seenAt seen: Int, by seat: Int, sequence: Int) -> Answer {
    guard let table = app.setRace else {
      // Set alone: the player's picks are the game's selection.
      var lines: [String] = []
      for id in ids {
        let result = app.send(.choose(cardID: id))
        if case .refused(let reason) = result {
          return .reply(.refused(sequence: sequence, reason: reason))
        }
        lines += result.lines
      }
      return lines.isEmpty ? .none : .reply(.said(sequence: sequence, lines: lines))
    }
    let onTable = Set(table.race.game.cardsInPlay.map(\.id))
    if !ids.allSatisfy(onTable.contains) {
      let wanted = Set(ids)
      if let first = takenSets.first(where: {
        $0.version >= seen && !$0.cards.isDisjoint(with: wanted)
      }),
        first.seat != seat
      {
        let winner = table.race.seats[first.seat].name
        let by = max(0, timeSource.now - first.time)
        return .reply(
          .lostRace(
            sequence: sequence, winner: winner, by: by,
            line: Phrases.Table.lostRace(winner: Phrases.shownName(winner), by: by)))
      }
      return .reply(.refused(sequence: sequence, reason: Phrases.noSuchCard))
    }
    let before = table.race.score(ofSeat: seat)
    var lines: [String] = []
    // A player who pressed their Set! button first claims with the call they made: calling
    // again would be refused, as anyone's call is while one is on.
    var chosen: [Int] = []
    if let call = table.race.call, call.seat == seat {
      chosen = call.chosenCardIDs
    } else {
      let call = app.send(.callSet(seat: seat))
      if case .refused(let reason) = call {
        return .reply(.refused(sequence: sequence, reason: reason))
      }
      lines = call.lines
    }
    // Cards the call chose that the claim leaves out are taken back; the claim's are chosen.
    for id in chosen where !ids.contains(id) {
      lines += app.send(.choose(cardID: id)).lines
    }
    for id in ids where !chosen.contains(id) {
      lines += app.send(.choose(cardID: id)).lines
    }
    if let race = app.setRace, race.race.score(ofSeat: seat) > before {
      takenSets.append(
        TakenSet(seat: seat, cards: Set(ids), version: version, time: timeSource.now))
    }
    return .reply(.said(sequence: sequence, lines: lines))
  }

  // MARK: - Views

  /// Sends every connection that said hello what changed in its view.
  private func broadcast() -> [TableOutput] {
    noteTurn()
    let away = Set(seats.indices.filter { !isThere($0) })
    // A line that said a player was back from a passed turn says they are away again once
    // they are (their grace ran out).
    if let game = turnPassingGame {
      for seat in away.sorted() { game.noteAway(seat) }
    }
    // A Set race counts the asks for more cards among the people who are there.
    if hasStarted, let race = app.setRace {
      race.setAway(away.filter { !seats[$0].isComputer })
    }
    if let race = app.setRace {
      let onTable = Set(race.race.game.cardsInPlay.map(\.id))
      held = held.mapValues { $0.filter(onTable.contains) }
    }
    var boards: [BoardKey: BoardPresentation] = [:]
    let fingerprint = self.fingerprint(boards: &boards)
    let isOver = fingerprint.board?.isOver == true
    if !isOver {
      showsRaceStatistics = false
      showsRecordedGame = false
    }
    let changed = fingerprint != lastFingerprint
    if changed {
      if lastFingerprint != nil { version += 1 }
      lastFingerprint = fingerprint
    }
    // Clients who see the table alike (the same seat, language and refusal: every watcher in
    // one language) are sent the same view: it is made, and its update encoded, once. A seat's
    // view is its language's watchers' view plus its own part; while that part stays the same,
    // the seat is sent the watchers' update.
    var views: [ViewKey: MadeView] = [:]
    var updates: [UpdateKey: (message: ServerMessage, text: String)] = [:]
    var outputs: [TableOutput] = []
    for connection in clients.keys.sorted() {
      guard var client = clients[connection], client.hasSaidHello else { continue }
      let picks = client.seat.flatMap { held[$0] } ?? []
      let key = ViewKey(client: client, version: version, held: picks)
      let made: MadeView
      if let known = views[key] {
        made = known
      } else {
        var unseated = client
        unseated.seat = nil
        let baseKey = ViewKey(client: unseated, version: version, held: picks)
        if views[baseKey] == nil {
          let view = view(of: unseated, picks: picks, boards: &boards)
          guard let json = json(of: view) else { continue }
          viewNumber += 1
          views[baseKey] = MadeView(
            view: view, json: json, number: viewNumber, base: (viewNumber, json), own: nil)
        }
        guard let base = views[baseKey] else { continue }
        if let seat = client.seat {
          let own = ownSeat(seat, of: client, boards: &boards, base: base.view)
          guard let json = own.patch.applied(to: base.json) else { continue }
          viewNumber += 1
          made = MadeView(
            view: own.view(base.view), json: json, number: viewNumber, base: base.base,
            own: own.patch)
          views[key] = made
        } else {
          made = base
        }
      }
      // A client that keeps the table's log is told what this view changed, after the view.
      let news =
        Localization.withLanguage(client.language) { client.news?.entries(showing: made.view) }
        ?? []
      defer {
        // The games that ended while the seat was away are sent once.
        if let seat = client.seat, made.view.endedGames != nil { unsentEndedGames[seat] = nil }
        client.lastView = made.json
        client.lastViewNumber = made.number
        client.lastBase = made.base
        client.lastOwn = made.own
        clients[connection] = client
        if !news.isEmpty {
          outputs.append(
            TableOutput(connection: connection, message: .news(lines: news), closes: false))
        }
      }
      // Its own part unchanged, a client is sent the change of the watchers' view (shared).
      let sharesBase = client.lastOwn == made.own && client.lastBase != nil
      let update =
        sharesBase
        ? UpdateKey(view: made.base.number, from: client.lastBase?.number ?? 0, isBase: true)
        : UpdateKey(view: made.number, from: client.lastViewNumber, isBase: false)
      if update.view == update.from { continue }
      if let known = updates[update] {
        outputs.append(
          TableOutput(connection: connection, message: known.message, text: known.text))
      } else if let last = client.lastView,
        Self.dealToken(in: last) == Self.dealToken(in: made.json)
      {
        // A change within a deal goes as a patch; a new deal (or the first), whole.
        let patch =
          if sharesBase, let lastBase = client.lastBase {
            JSONPatch(from: lastBase.json, to: made.base.json)
          } else {
            JSONPatch(from: last, to: made.json)
          }
        guard !patch.changes.isEmpty else { continue }
        let message = ServerMessage.update(version: made.view.version, patch: patch)
        let text = TableCoding.text(of: message)
        updates[update] = (message, text)
        outputs.append(TableOutput(connection: connection, message: message, text: text))
      } else {
        let message = ServerMessage.board(made.view)
        let text = TableCoding.boardText(made.json) ?? TableCoding.text(of: message)
        updates[UpdateKey(view: made.number, from: client.lastViewNumber, isBase: false)] = (
          message, text
        )
        outputs.append(TableOutput(connection: connection, message: message, text: text))
      }
    }
    // The table's own log, from the watchers' views made above where there are any.
    if changed, keepsLog { recordNews(made: views, boards: &boards) }
    // A race that has just ended: its statistics follow in an update of their own.
    if isOver, setup.game == .set, !showsRaceStatistics {
      showsRaceStatistics = true
      return outputs + broadcast()
    }
    // Then the game as the table counted it, in an update of its own too.
    if isOver, !showsRecordedGame {
      showsRecordedGame = true
      keepEndedGameForAwaySeats(on: fingerprint.board)
      return outputs + broadcast()
    }
    return outputs
  }

  /// Keeps the game that just ended on `board`, as the table counted it, for each person's
  /// seat that is away: a seat whose face comes back after the host dealt anew is sent it
  /// (``TableView/endedGames``), under the deal token its views named the deal by.
  private func keepEndedGameForAwaySeats(on board: BoardPresentation?) {
    guard let board, let game = app.statistics.lastTableGame else { return }
    mask.follow(deal: board.dealToken)
    let ended = TableEndedGame(dealToken: "deal \(mask.dealSerial)", game: game)
    for index in seats.indices
    where !seats[index].isComputer && seats[index].name != nil && seats[index].connection == nil {
      let kept = unsentEndedGames[index, default: []] + [ended]
      unsentEndedGames[index] = Array(kept.suffix(Self.keptEndedGames))
    }
  }

  /// The games that ended while `seat` was away and it was not sent since, each name the face
  /// in words now cannot show named by its seat; `nil` where there are none.
  private func endedGamesShown(for seat: Int) -> [TableEndedGame]? {
    guard let ended = unsentEndedGames[seat], !ended.isEmpty else { return nil }
    return ended.map { TableEndedGame(dealToken: $0.dealToken, game: shown($0.game)) }
  }

  /// Logs in the table's own log what changed, as a watcher sees it in each language: the
  /// watchers' view the broadcast made in that language (`views`, the base of every seat's),
  /// else one made for the log.
  private func recordNews(
    made views: [ViewKey: MadeView], boards: inout [BoardKey: BoardPresentation]
  ) {
    func watchers(in language: Language) -> TableView {
      let watcher = Client(language: language, hasSaidHello: true)
      return views[ViewKey(client: watcher, version: version, held: [])]?.view
        ?? view(of: watcher, picks: [], boards: &boards)
    }
    // Each person's seat is kept its own words too, for when it joins again ("You win").
    let people = seats.indices.filter { !seats[$0].isComputer && seats[$0].name != nil }
    news.record(
      watchers(in: .english), seats: people.compactMap { seats[$0].name }
    ) { language, name in
      let view = watchers(in: language)
      guard let name, let seat = people.first(where: { seats[$0].name == name }) else {
        return view
      }
      let client = Client(language: language, hasSaidHello: true)
      let board = toldBoard(seat, of: client, held: [], boards: &boards)
      return toldView(view, seat: seat, of: client, board: board)
    }
  }

  /// What the table shows, in English with the game's own ids: equal as long as nothing
  /// changed for anyone. Its board is the one English clients holding no picks are shown.
  private func fingerprint(boards: inout [BoardKey: BoardPresentation]) -> Fingerprint {
    var board: BoardPresentation?
    if hasStarted {
      let key = BoardKey(language: .english, charset: nil, held: [])
      board =
        boards[key]
        ?? Localization.withLanguage(.english) {
          app.boardWithoutRefusal(of: setup.game, held: [])
        }
      boards[key] = board
    }
    return Fingerprint(
      board: board,
      seats: seats.indices.map {
        SeatState(name: seats[$0].name, isConnected: isThere($0), isAway: !isThere($0))
      },
      clients: clients.count, theme: setup.game == .memorize ? app.memorize?.theme.id : nil,
      showsStatistics: showsRaceStatistics, showsRecordedGame: showsRecordedGame,
      turnPassesIn: turnCountdown?.seconds)
  }

  /// What changes the table's version: the board, who sits where and whether they are there,
  /// how many are connected, and the theme in play.
  private struct Fingerprint: Equatable {
    var board: BoardPresentation?
    var seats: [SeatState]
    var clients: Int
    /// The theme of a Memorize game: a seat's chooser marks it.
    var theme: String?
    /// Whether a finished race shows its statistics.
    var showsStatistics: Bool
    /// Whether a finished game's views carry it as the table counted it.
    var showsRecordedGame: Bool
    /// The seconds shown before an away player's turn passes: each is a change for everyone.
    var turnPassesIn: Int?
  }

  private struct SeatState: Equatable {
    var name: String?
    var isConnected: Bool
    var isAway: Bool
  }

  /// What a seat's view has that its language's watchers' view (`base`) has not: the seat's
  /// number, the board's buttons as the game has them (a watcher's are all off), the sentences
  /// that speak of the seat's player said to them ("Your turn", "You call Set!", "You win"),
  /// and, at a race, the seat's own keys and why it may not ask for more cards — as a change to
  /// that view's value and to its JSON.
  private func ownSeat(
    _ seat: Int, of client: Client, boards: inout [BoardKey: BoardPresentation], base: TableView
  ) -> (view: (TableView) -> TableView, patch: JSONPatch) {
    let held = held[seat] ?? []
    let board = toldBoard(seat, of: client, held: held, boards: &boards)
    let own = board?.race?.seats.dropFirst(seat).first
    var changes = [JSONPatch.Change(path: [.member("seat")], value: .integer(Int64(seat)))]
    let buttons = board?.buttons
    if let buttons, let json = TableCoding.jsonValue(of: buttons) {
      changes.append(JSONPatch.Change(path: [.member("board"), .member("buttons")], value: json))
    }
    if let own {
      let race: [JSONPatch.Step] = [.member("board"), .member("race"), .member("seats")]
      for (name, value) in [
        ("askRefusal", own.askRefusal), ("callKey", own.callKey),
        ("windowShortcut", own.windowShortcut),
      ] {
        if let value {
          changes.append(
            JSONPatch.Change(
              path: race + [.element(seat), .member(name)], value: .string(value)))
        }
      }
    }
    // A seat takes no other: the watchers' free seats are not offered to it.
    let free =
      hasStarted ? [] : seats.indices.filter { seats[$0].name == nil && !seats[$0].isComputer }
    for index in free {
      changes.append(
        JSONPatch.Change(
          path: [.member("seats"), .element(index), .member("takeTitle")], value: nil))
    }
    let themes = themeChoices(in: client.language)
    if let themes, let json = TableCoding.jsonValue(of: themes) {
      changes.append(JSONPatch.Change(path: [.member("themes")], value: json))
    }
    let ended = inWords(of: client) { endedGamesShown(for: seat) }
    if let ended, let json = TableCoding.jsonValue(of: ended) {
      changes.append(JSONPatch.Change(path: [.member("endedGames")], value: json))
    }
    // The seat is spoken to as "you" where the watchers read its name ("Your turn", "You call
    // Set!", "You win"), as every face of a game on one screen speaks to its own player; the
    // table knows the seat, so a face (the browser's page) words nothing.
    let told = toldView(base, seat: seat, of: client, board: board).board
    if let told, let board = base.board {
      changes += board.sentenceChanges(to: told).map {
        JSONPatch.Change(path: [.member("board")] + $0.path, value: $0.value)
      }
    }
    let view = { (base: TableView) -> TableView in
      var view = base
      view.seat = seat
      if let told { view.board = view.board?.sayingSentences(of: told) }
      view.themes = themes
      view.endedGames = ended
      if let buttons { view.board?.buttons = buttons }
      for index in free where view.seats.indices.contains(index) {
        view.seats[index].takeTitle = nil
      }
      if let own, view.board?.race?.seats.indices.contains(seat) == true {
        view.board?.race?.seats[seat].askRefusal = own.askRefusal
        view.board?.race?.seats[seat].callKey = own.callKey
        view.board?.race?.seats[seat].windowShortcut = own.windowShortcut
      }
      return view
    }
    return (view, JSONPatch(changes: changes))
  }

  /// A board as a language, the names a charset shows and a seat's picks show it, made once
  /// per broadcast however many seats and watchers see it alike.
  private struct BoardKey: Hashable {
    var language: Language
    var charset: NameCharset?
    var held: [Int]
    /// The name of the seat the board is worded to (``Phrases/speakingTo(seatOf:_:)``);
    /// `nil` for everyone's.
    var spokenTo: String? = nil
  }

  private func view(of client: Client) -> TableView {
    var boards: [BoardKey: BoardPresentation] = [:]
    let picks = client.seat.flatMap { held[$0] } ?? []
    let view = view(of: client, picks: picks, boards: &boards)
    guard let seat = client.seat else { return view }
    // As ``ownSeat(_:of:boards:base:)`` speaks to a seat in its own view.
    let board = toldBoard(seat, of: client, held: picks, boards: &boards)
    return toldView(view, seat: seat, of: client, board: board)
  }

  /// The board of `seat` as `client` (in it) is shown it with `held` picked, worded to the
  /// person in the seat: "You call Set!", "You win" (``Phrases/speakingTo(seatOf:_:)``). Taken
  /// from `boards` when made alike (and kept there); `nil` before the game starts.
  private func toldBoard(
    _ seat: Int, of client: Client, held: [Int], boards: inout [BoardKey: BoardPresentation]
  ) -> BoardPresentation? {
    guard hasStarted else { return nil }
    func board(spokenTo name: String?) -> BoardPresentation? {
      let key = BoardKey(
        language: client.language, charset: client.charset, held: held, spokenTo: name)
      if let known = boards[key] { return known }
      let board = inWords(of: client) {
        let make = {
          self.app.boardWithoutRefusal(
            of: self.setup.game, held: held, emojiAsLetters: client.charset != nil)
        }
        return name.map { Phrases.speakingTo(seatOf: $0, make) } ?? make()
      }
      boards[key] = board
      return board
    }
    guard let everyones = board(spokenTo: nil) else { return nil }
    // Only a race, an ending, the verdict on the seat's own pair ("You: No match.") and the
    // line of a turn passed while the seat was away ("You are back.") speak of a seat's player
    // beyond whose turn it is (which ``TableView/sayingYourTurn(in:)`` says to them):
    // elsewhere the seat's board is everyone's, made once per broadcast rather than once more
    // for every seat.
    let ownLine = turnPassingGame.map {
      $0.seatAwayAfterPassedTurn == seat || $0.seatBackAfterPassedTurn == seat
        || $0.seatOfVerdict == seat
    }
    guard everyones.race != nil || everyones.ending != nil || ownLine == true,
      seats.indices.contains(seat), !seats[seat].isComputer, let name = seats[seat].name
    else { return everyones }
    return board(spokenTo: name)
  }

  /// `view` (everyone's, or the seat's own) as `seat` is told it: its sentences as `board`
  /// (``toldBoard(_:of:held:boards:)``) words them, and its turn as "Your turn".
  private func toldView(
    _ view: TableView, seat: Int, of client: Client, board: BoardPresentation?
  ) -> TableView {
    var seated = view
    seated.seat = seat
    if let board { seated.board = seated.board?.sayingSentences(of: board) }
    return inWords(of: client) { seated.sayingYourTurn(in: client.language) }
  }

  /// The view of `client` with `picks` shown picked, its board taken from `boards` when one
  /// was made alike (and kept there).
  private func view(
    of client: Client, picks: [Int], boards: inout [BoardKey: BoardPresentation]
  ) -> TableView {
    inWords(of: client) {
      let key = BoardKey(language: client.language, charset: client.charset, held: picks)
      var board: BoardPresentation?
      if hasStarted {
        // A face whose charset is not UTF-8 cannot show emoji either: its cards say letters,
        // as its own game's would.
        board =
          boards[key]
          ?? app.boardWithoutRefusal(
            of: setup.game, held: picks, emojiAsLetters: client.charset != nil)
        boards[key] = board
      }
      if var shown = board {
        mask.follow(deal: shown.dealToken)
        shown.dealToken = "deal \(mask.dealSerial)"
        for index in shown.cards.indices {
          shown.cards[index].id = mask.masked(shown.cards[index].id)
        }
        if var mismatch = shown.mismatch {
          mismatch.cardIDs = mismatch.cardIDs.map { mask.masked($0) }
          shown.mismatch = mismatch
        }
        if let refusal = client.refusal, refusal.version == version {
          shown.refusal = refusal.reason
        }
        if let countdown = turnCountdownItem { shown.status.items.append(countdown) }
        // The seats' short forms are not sent (``SeatPresentation/shortText``): the view the
        // table holds for a face is the one the face decodes.
        for index in shown.seats.indices { shown.seats[index].shortText = shown.seats[index].text }
        if var race = shown.race {
          // A face joined to a table acts for its own seat only, with the first seat's keys
          // (and why another seat may not ask for more cards is not its player's concern).
          for index in race.seats.indices where index != client.seat {
            race.seats[index].callKey = nil
            race.seats[index].windowShortcut = nil
            race.seats[index].askRefusal = nil
          }
          shown.race = race
        }
        if client.seat == nil {
          // A watcher presses nothing: every button comes off and says why, so that no face
          // (the browser's page above all) decides it for itself.
          for index in shown.buttons.indices {
            shown.buttons[index].isEnabled = false
            shown.buttons[index].reason = Phrases.Table.watchersDoNotPlay
          }
        }
        board = shown
      }
      // A seat held for someone away is waited for too: the game starts once they are back.
      // Within their grace they are there still (``TableSetup/leaveGrace``), as their seat says.
      let waitingFor = seats.indices.count {
        !seats[$0].isComputer && (seats[$0].name == nil || !isThere($0))
      }
      // Not at a Set race: its ending update is at the 2 KB budget already (2.2 KB with them).
      let showsStatistics = board?.isOver == true && (setup.game != .set || showsRaceStatistics)
      return TableView(
        version: version, seat: client.seat,
        seats: seats.indices.map { index in
          let seat = seats[index]
          let name = seat.name ?? (seat.isComputer ? draftName(of: seat) : nil)
          // Within their grace, a person whose connection closed is there still.
          let isConnected = isThere(index)
          let text =
            name.map {
              isConnected || seat.name == nil
                ? Phrases.shownName($0) : Phrases.Table.away(Phrases.shownName($0))
            }
            ?? Phrases.Table.freeSeat
          let isFree = !hasStarted && seat.name == nil && !seat.isComputer
          // A free seat has no one in it yet, so no kind: "Free seat" says all that is true.
          return TableSeatPresentation(
            name: name.map(Phrases.shownName), isComputer: seat.isComputer,
            isConnected: isConnected, text: text,
            kind: name == nil ? nil : WindowLabels.kindChoice(seat.kind),
            takeTitle: client.seat == nil && isFree ? Phrases.Table.takeSeat(index + 1) : nil)
        },
        watchers: clients.values.count { $0.hasSaidHello && $0.seat == nil },
        waiting: hasStarted ? nil : Phrases.Table.waiting(for: waitingFor, code: code),
        board: board,
        themes: client.seat == nil ? nil : themeChoices(in: client.language),
        statistics: showsStatistics
          ? TableStatistics(app.statisticsPresentation(of: app.seatsInPlay)) : nil,
        recordedGame: board?.isOver == true && showsRecordedGame
          ? app.statistics.lastTableGame.map(shown) : nil,
        endedGames: client.seat.flatMap(endedGamesShown(for:)))
    }
  }

  /// `game` as the table counted it, each name the face in words now cannot show named by its
  /// seat ("Player 2"), as the rest of its view names it: what it shows, it counts. A Memorize
  /// game carries its theme's name in the face's language, for a home without the theme to name
  /// its record by.
  private func shown(_ game: Statistics.TableGame) -> Statistics.TableGame {
    var game = game
    if game.key.game == .memorize {
      game.themeName = app.themes.themes.first { $0.id == game.key.themeID }?.localizedName
    }
    if let showing = Phrases.names {
      for index in game.result.seats.indices where !showing.shows(game.result.seats[index].name) {
        game.result.seats[index].name = Phrases.shownName(game.result.seats[index].name)
      }
    }
    return game
  }

  /// Runs `body` in `client`'s words: its language, and the names its charset shows, the
  /// others named by their seat ("Player 2"), as the client's face would name them itself.
  private func inWords<Result>(of client: Client, _ body: () -> Result) -> Result {
    Localization.withLanguage(client.language) {
      Phrases.withNames(nameShowing(for: client.charset), body)
    }
  }

  /// What a face in `charset` shows of the names at the table; every name for `nil`.
  private func nameShowing(for charset: NameCharset?) -> NameShowing {
    guard let charset else { return everyName }
    if let known = nameShowings[charset] { return known }
    let showing = NameShowing(canShow: { charset.shows($0) })
    // A seat is found among the table's own (people join before any game seats them), then
    // in the games; a past player in the statistics sits at none.
    showing.seat = { [weak self] name in
      guard let self else { return nil }
      return seats.firstIndex { $0.name == name } ?? app.seatIndex(ofPlayerNamed: name)
    }
    nameShowings[charset] = showing
    return showing
  }

  /// The themes a seat may restyle the game with, in `language`, the one in play marked: every
  /// playable theme with emoji enough for the pairs dealt. `nil` but at a Memorize game that
  /// started.
  private func themeChoices(in language: Language) -> [TableThemeChoice]? {
    guard setup.game == .memorize, hasStarted, let game = app.memorize else { return nil }
    let pairs = Set(game.cards.map(\.content)).count
    return Localization.withLanguage(language) {
      app.themes.themes.filter { app.themes.isPlayable($0) && $0.emoji.count >= pairs }.map {
        TableThemeChoice(id: $0.id, name: $0.localizedName, isInPlay: $0.id == game.theme.id)
      }
    }
  }

  private func draftName(of seat: Seat) -> String {
    var draft = PlayersDraft(seats: [])
    draft.addSeat(seat.kind)
    return draft.seats.last?.name ?? ""
  }

  /// The deal a view's board shows; `nil` without a board.
  private static func dealToken(in view: JSONValue) -> String? {
    guard case .object(let members) = view, case .object(let board)? = members["board"],
      case .string(let token)? = board["dealToken"]
    else { return nil }
    return token
  }

  /// The JSON of `view`. Each card's JSON is made once and kept while the card stays the same:
  /// a board changes a few cards at a time, and a kept card's JSON is the very same value, which
  /// the patch between two views then compares at no cost.
  private func json(of view: TableView) -> JSONValue? {
    guard let board = view.board else { return TableCoding.jsonValue(of: view) }
    // The board is encoded without its cards, status, buttons and race seats, which are taken
    // from what they were encoded to while they stay the same: most changes change a card or
    // two and a sentence, and encoding the rest anew was most of what a change cost.
    var bare = view
    bare.board?.cards = []
    bare.board?.status = SectionStatus(title: "", items: [])
    bare.board?.buttons = []
    bare.board?.race?.seats = []
    guard case .object(var members)? = TableCoding.jsonValue(of: bare),
      case .object(var encoded)? = members["board"]
    else { return nil }
    // Bounded: a long evening of deals would otherwise keep every card ever shown.
    if cardJSON.count > 2_000 { cardJSON.removeAll(keepingCapacity: true) }
    partJSON.bound()
    var list: [JSONValue] = []
    list.reserveCapacity(board.cards.count)
    for card in board.cards {
      guard let made = Self.remembered(card, in: &cardJSON) else { return nil }
      list.append(made)
    }
    encoded["cards"] = .array(list)
    guard let status = Self.remembered(board.status, in: &partJSON.status),
      let buttons = Self.remembered(board.buttons, in: &partJSON.buttons)
    else { return nil }
    encoded["status"] = status
    encoded["buttons"] = buttons
    if let race = board.race, case .object(var raceMembers)? = encoded["race"] {
      var seats: [JSONValue] = []
      for seat in race.seats {
        guard let made = Self.remembered(seat, in: &partJSON.raceSeats) else { return nil }
        seats.append(made)
      }
      raceMembers["seats"] = .array(seats)
      encoded["race"] = .object(raceMembers)
    }
    members["board"] = .object(encoded)
    return .object(members)
  }

  /// The JSON `value` encodes to: the one kept in `cache`, else encoded and kept.
  private static func remembered<Value: Hashable & Encodable>(
    _ value: Value, in cache: inout [Value: JSONValue]
  ) -> JSONValue? {
    if let known = cache[value] { return known }
    guard let made = TableCoding.jsonValue(of: value) else { return nil }
    cache[value] = made
    return made
  }

  /// The JSON of a board's parts that change seldom, by value.
  private struct PartJSON {
    var status: [SectionStatus: JSONValue] = [:]
    var buttons: [[ButtonPresentation]: JSONValue] = [:]
    var raceSeats: [RacePresentation.Seat: JSONValue] = [:]

    /// Forgets them all once any holds many (a long evening of deals).
    mutating func bound() {
      if max(status.count, buttons.count, raceSeats.count) > 500 { self = PartJSON() }
    }
  }

  // MARK: - Words

  /// A table code as people type it: case, spaces and dashes do not count.
  public static func normalized(code: String) -> String {
    String(code.uppercased().filter { $0.isLetter || $0.isNumber })
  }

  /// A code a client sent, safe to say back: printable, at most 16 characters.
  private static func shown(_ code: String) -> String {
    String(code.filter { !PlayersDraft.isUnshowable($0) && !$0.isNewline }.prefix(16))
  }

  /// Whether a joiner gave no name of their own: none, or the name a game gives its one person
  /// ("You", 你), which at a table would read as every face's own player.
  static func isNameless(_ name: String) -> Bool {
    name.isEmpty
      || Language.allCases.contains { language in
        Localization.withLanguage(language) { Phrases.defaultPlayerName } == name
      }
  }

  /// A name a client sent, as a seat takes it: printable, trimmed, at most the longest name.
  static func cleaned(name: String) -> String {
    let printable = name.filter { !PlayersDraft.isUnshowable($0) && !$0.isNewline }
    return String(printable.trimmingWhitespace().prefix(PlayersDraft.maximumNameLength))
      .trimmingWhitespace()
  }
}

/// Who is at a table: each person's seat (its name, `nil` while free; whether they are
/// connected) and how many watch.
public struct TablePresence: Sendable {
  /// The people's seats in order (computers left out): the name of whoever sits there, `nil`
  /// while it is free, and whether they are connected now (a seat waiting for its person is
  /// not).
  public var seats: [(name: String?, isConnected: Bool)]
  /// How many connections watch the table without a seat.
  public var watchers: Int

  /// Who sits where and how many watch.
  public init(seats: [(name: String?, isConnected: Bool)], watchers: Int) {
    self.seats = seats
    self.watchers = watchers
  }

  /// What the host's terminal says as the table goes from `old` to this: one line for each
  /// person who sat down, left (their seat waits) or came back, and for each watcher who came
  /// or went.
  public func lines(after old: TablePresence) -> [String] {
    var lines: [String] = []
    for (index, seat) in seats.enumerated() {
      guard let name = seat.name else { continue }
      let before: (name: String?, isConnected: Bool) =
        old.seats.indices.contains(index) ? old.seats[index] : (nil, false)
      let shown = Phrases.shownName(name)
      if before.name == nil {
        lines.append(Phrases.Table.Serve.sat(shown, seat: index + 1))
      } else if before.isConnected && !seat.isConnected {
        lines.append(Phrases.Table.Serve.left(shown))
      } else if !before.isConnected && seat.isConnected {
        lines.append(Phrases.Table.Serve.cameBack(shown))
      }
    }
    if watchers > old.watchers {
      lines.append(Phrases.Table.Serve.watcherCame(watching: watchers))
    } else if watchers < old.watchers {
      lines.append(Phrases.Table.Serve.watcherLeft(watching: watchers))
    }
    return lines
  }
}

import CardGames

/// A shared table as a face joined to it holds it: the view it was last sent, its seat, and what
/// each message from the table means to the player.
///
/// The face hands it every text the table sends and sends the texts it makes; it never reads the
/// protocol itself. Its intents go out numbered, with the version of the view the player saw, so
/// the table can tell a replay and who was first.
public final class JoinedTable {
  /// The view of the table the player has now; `nil` before the first.
  public private(set) var view: TableView?
  /// The seat the player plays, from 0; `nil` while watching.
  public private(set) var seat: Int?
  /// The token that resumes the seat after a dropped connection.
  public private(set) var seatToken: String?
  /// The game at the table, once welcomed.
  public private(set) var game: Section?
  /// The table's code, as the player gave it.
  public let code: String
  /// The name the player joins under.
  public let name: String
  /// The language the table speaks to this face.
  public let language: Language
  /// Whether the player asked to watch.
  public let watch: Bool
  /// The charset the face shows text in, when it is not UTF-8: the table words this face's
  /// lines with the names it can show (``ClientMessage/Hello/charset``).
  public let charset: NameCharset?
  /// Why the table is over for this face, in one line (the host closed it, it could not be
  /// reached again, it could not be read); `nil` while it goes on. Nothing can be played at it
  /// any more: the face offers ``wayOut``.
  public internal(set) var ending: String?
  /// Whether the connection dropped and is being tried again: nothing sent can arrive meanwhile.
  public internal(set) var isCutOff = false
  private var json: JSONValue?
  private var sequence = 0
  /// The refusal the player was last told, until the view's next change is said: the game may
  /// say it as its verdict too (Matchismo's mode after the first choice), and it is said once.
  private var refusalSaid: String?
  /// Counts a game the player played here, by its name (``countedGameID(deal:)``), in the
  /// statistics of the home the face runs in, once per name, and returns what stood in the
  /// way, a line each; `nil` where nothing is counted (a watcher).
  private let countGame: ((Statistics.TableGame, String) -> [String])?
  /// Whether the games the player plays here are counted in their own statistics: every
  /// player's, the host's own face's too (`memorize-table --play`); not a watcher's.
  public var countsGames: Bool { countGame != nil && !watch }
  /// The deals whose game was counted, so that an ending sent again is counted once.
  private var countedDeals: Set<String> = []
  /// Messages the face may send at once now, and when that was counted.
  private var sendAllowance = JoinedTable.sendingPace.burst
  private var allowanceCountedAt: Double?

  /// How fast a face sends: 10 messages a second, 20 at once — well within what a table takes
  /// from one connection (20 a second, 40 at once), so a pasted screenful of moves goes at this
  /// pace instead of being closed as a flood.
  public static let sendingPace = (perSecond: 10.0, burst: 20.0)

  /// What a message from the table meant.
  public enum Event: Hashable, Sendable {
    /// The table took the player in (at ``seat``, or watching).
    case welcomed
    /// The view changed: from the view before (`nil` for the first) to ``view``.
    case viewChanged(from: TableView?)
    /// The table said these lines to the player alone (the table is full: watching).
    case said([String])
    /// The player's intent did nothing, and this says why.
    case refused(String)
    /// The player's claim came second; the line says who was first and by how much.
    case lostRace(String)
    /// The table could not take a message; a `fatal` one ends the connection.
    case problem(String, fatal: Bool)
    /// The table knows no seat by the token this face came back with (it was restarted, or
    /// the seat came free): the token is forgotten, and joining again sits down anew. The line
    /// says so.
    case seatUnknown(String)
    /// The host closed the table; the line says so. The connection is over, and nothing is
    /// wrong: the face ends.
    case tableClosed(String)
  }

  /// A face joining table `code` as `name`, speaking `language`, showing text in `charset`
  /// (`nil`: every name); with the token of a seat held before, it resumes that seat. Each game
  /// the player sees end at their seat, or is sent as ended there while they were away
  /// (``TableView/endedGames``), is handed to `countGame` once, to be counted in their
  /// own statistics, with the game's name (its seat and deal at this table), for the home to
  /// count each name once: a face started again finds the game it missed, and counts it there
  /// unless it was counted already. Never a watcher's; the lines it returns are said.
  public init(
    code: String, name: String, language: Language, seatToken: String? = nil, watch: Bool = false,
    charset: NameCharset? = nil, countGame: ((Statistics.TableGame, String) -> [String])? = nil,
    isHostsFace: Bool = false
  ) {
    self.countGame = countGame
    self.isHostsFace = isHostsFace
    self.code = code
    self.name = name
    self.language = language
    self.watch = watch
    self.seatToken = seatToken
    self.charset = charset
  }

  /// The name a player joins under when they give none: their login name, else none, and the
  /// table names the seat ("Player 2"); never "You", which every other face would read as its
  /// own player.
  public static func defaultName(environment: [String: String]) -> String {
    let login = [environment["USER"], environment["LOGNAME"]].compactMap { $0 }
      .first { !$0.isEmpty }
    return login ?? ""
  }

  /// The hello this face opens each connection with: with the seat's token once it has one,
  /// so a connection made again resumes the seat.
  public var hello: ClientMessage.Hello {
    ClientMessage.Hello(
      table: code, name: name, language: language.rawValue, seatToken: seatToken,
      watch: watch && seatToken == nil, charset: charset?.rawValue)
  }

  /// How long a face waits before its `attempt`-th try (from 1) to come back after its
  /// connection dropped: quickly at first, then every 15 s, about a minute in all; `nil` once it
  /// should stop trying. The table keeps the seat meanwhile, so coming back resumes it.
  public static func reconnectionDelay(attempt: Int) -> Double? {
    let delays: [Double] = [0.5, 1, 2, 4, 8, 15, 15, 15]
    return delays.indices.contains(attempt - 1) ? delays[attempt - 1] : nil
  }

  /// How long the face waits, from `now` (seconds on a steady clock), before it sends its next
  /// message, at ``sendingPace``; the message counts as sent once waited for.
  public func waitBeforeSending(now: Double) -> Double {
    let pace = Self.sendingPace
    if let counted = allowanceCountedAt {
      sendAllowance = min(pace.burst, sendAllowance + max(0, now - counted) * pace.perSecond)
    }
    allowanceCountedAt = now
    sendAllowance -= 1
    return sendAllowance >= 0 ? 0 : -sendAllowance / pace.perSecond
  }

  /// Whether this is the host's own face (`memorize-table --play`): its leaving closes the
  /// table, so it asks first (``closingQuestion``) and its help says so (``quitAction``).
  public let isHostsFace: Bool

  /// What the quit key does, for the help: on the host's own face it closes the table; a
  /// watcher stops watching; a player leaves, and their seat waits for them.
  public var quitAction: String {
    if isHostsFace { return Phrases.Table.closeTableAction }
    return seat == nil ? Phrases.Table.stopWatchingAction : Phrases.Table.leaveTableAction
  }

  /// What the host's own face asks before the host leaves, which closes the table: whether to
  /// close it on the other people who hold seats; `nil` while no one else does (computers do
  /// not count, nor watchers), on every other face, whose leaving closes nothing, and while
  /// the table cannot be reached or is over (``unplayable``): there is nothing left to close.
  /// It says what closing takes from them: the game in progress, or, before the game starts
  /// and once it is over, any game at the table.
  public var closingQuestion: TableQuestion? {
    guard isHostsFace, unplayable == nil, let view else { return nil }
    let others = view.seats.indices.compactMap { index -> String? in
      let shown = view.seats[index]
      return index == seat || shown.isComputer ? nil : shown.name
    }
    guard !others.isEmpty else { return nil }
    // What closing takes from the others: the game in progress, else the next game (the play-
    // test's host read "…and the game ends for Ben." over a game already over).
    let names = Phrases.list(others)
    let question =
      view.board == nil
      ? Phrases.Table.closeTableBeforeGameQuestion(seated: names)
      : view.board?.ending != nil
        ? Phrases.Table.closeTableAfterGameQuestion(seated: names)
        : Phrases.Table.closeTableQuestion(seated: names)
    return TableQuestion(
      question: question,
      confirmLabel: Phrases.Table.closeTable, cancelLabel: Phrases.keepPlaying)
  }

  /// How the host's own face says, in play, how others join: `invite`'s first line (the join
  /// command, as `memorize-table` words it) where there is room, else the code alone; longest
  /// first, for the face to take the first that fits.
  public func inviteLines(_ invite: [String]) -> [String] {
    Array(invite.prefix(1)) + [Phrases.Table.othersJoinWithCode(code)]
  }

  /// The line a full screen shows under its status line, longest first, for the face to take
  /// the first that fits: who sits where and what the table waits for; with less room the wait
  /// said briefly ("Waiting for 1 more: code DOGS1"), then the seats with the code alone, then
  /// the brief wait alone, then the code alone — a whole sentence at every width, never one cut
  /// before the code.
  public var seatsLines: [String] { seatsLines(joinAt: nil) }

  /// ``seatsLines``, on the host's own face in play with the `address` others join at, first
  /// with the address and the code beside the seats ("At the table: Ana, Ben · Join at
  /// 192.0.2.4:7077, code BLUE-42"): for a face whose foot has no room for the whole join
  /// command, so the address stays on screen once the game is on.
  public func seatsLines(joinAt address: String?) -> [String] {
    guard let view else { return [] }
    if let address, view.waiting == nil {
      let seats = Phrases.Table.seatsLine(view.seats.map(\.text), watchers: view.watchers)
      return [Phrases.Table.together(seats, Phrases.Table.joinAt(address, code: code))]
        + seatsLines(joinAt: nil)
    }
    let seats = Phrases.Table.seatsLine(view.seats.map(\.text), watchers: view.watchers)
    guard let waiting = view.waiting else {
      // Short of room, the computers by the names the header gives them ("CPU 3"), so a seat
      // reads the same in both lines.
      let names = view.seats.map { $0.name ?? "" }
      let short = Phrases.Table.seatsLine(
        view.seats.enumerated().map { index, seat in
          guard seat.isComputer, let name = seat.name else { return seat.text }
          return Phrases.shortName(name, seat: index, of: names) ?? seat.text
        }, watchers: view.watchers)
      return short == seats ? [seats] : [seats, short]
    }
    let free = view.seats.count { $0.name == nil && !$0.isComputer }
    let brief = Phrases.Table.waitingBriefly(for: max(1, free), code: code)
    let codeAlone = Phrases.Table.tableCode(code)
    return [
      Phrases.Table.together(seats, waiting), Phrases.Table.together(seats, brief),
      Phrases.Table.together(seats, codeAlone), brief, codeAlone,
    ]
  }

  /// Why nothing can be played at the table now, in one line: the table is over (``ending``), or
  /// the connection dropped and is being tried again; `nil` while it plays. Every button of its
  /// board is off with this reason, and a card chosen says it, so nothing a player does is lost
  /// without a word.
  public var unplayable: String? {
    ending ?? (isCutOff ? Phrases.Table.notConnected : nil)
  }

  /// What a face with keys shows on its answer line while nothing can be played
  /// (``unplayable``): why, and the way back — `leaveKey`, which leaves the table; `nil` while
  /// it plays. The face draws the board muted meanwhile.
  public func unplayableLine(leaveKey: String) -> String? {
    unplayable.map { Phrases.Table.unplayable($0, leaveKey: leaveKey) }
  }

  /// The way a face offers out of a table that is over, as a button's label ("Your Own Games":
  /// this machine's games, where the player can go on playing); `nil` while the table goes on.
  public var wayOut: String? { ending == nil ? nil : WindowLabels.yourOwnGames }

  /// The seat this face calls Set! for: the player's own at the table's race; `nil` for a
  /// watcher, and at a table that plays no race. Every face joined to a table calls with it
  /// (the window's Ctrl+1, the terminal's call key and its foot's hint), so none infers the rule.
  public var callingSeat: Int? { game == .set ? seat : nil }

  /// The first text to send on each connection.
  public var helloText: String { TableCoding.text(of: ClientMessage.hello(hello)) }

  /// The text that sends `intent` for the player's seat.
  public func text(for intent: Intent) -> String {
    sequence += 1
    return TableCoding.text(
      of: ClientMessage.intent(sequence: sequence, version: view?.version ?? 0, intent))
  }

  /// The text that claims the cards at these positions (from 1) are a set.
  public func claimText(positions: [Int]) -> String? {
    guard let cards = view?.board?.cards,
      positions.allSatisfy({ cards.indices.contains($0 - 1) })
    else { return nil }
    sequence += 1
    return TableCoding.text(
      of: ClientMessage.claim(
        sequence: sequence, version: view?.version ?? 0,
        cardIDs: positions.map { cards[$0 - 1].id }))
  }

  /// What a text from the table means; a text that is not a message of the table's is a fatal
  /// problem (the connection cannot be trusted to go on).
  public func receive(_ text: String) -> [Event] {
    guard let message = TableCoding.message(ServerMessage.self, from: text, limit: 1 << 20) else {
      return [.problem(Phrases.Table.unreadableTable, fatal: true)]
    }
    switch message {
    case .welcome(let welcome):
      seat = welcome.seat
      seatToken = welcome.seatToken ?? seatToken
      game = welcome.game
      return [.welcomed]
    case .board(let newView):
      let old = view
      view = newView.placingCards().sayingYourTurn(in: language)
      json = TableCoding.jsonValue(of: newView)
      return [.viewChanged(from: old)] + countsGame(after: old)
    case .update(_, let patch):
      guard let json, let patched = patch.applied(to: json),
        let newView = TableCoding.message(
          TableView.self, from: TableCoding.text(of: patched), limit: 1 << 20)
      else { return [.problem(Phrases.Table.unreadableTable, fatal: true)] }
      let old = view
      self.json = patched
      view = newView.placingCards().sayingYourTurn(in: language)
      return [.viewChanged(from: old)] + countsGame(after: old)
    case .said(let sequence, let lines):
      // What the player's own intent did shows in the view's change, worded once for every
      // player (``TableView/lines(after:)``); only the table's notes (sequence 0) say more.
      return sequence == 0 ? [.said(lines)] : []
    case .refused(_, let reason):
      refusalSaid = reason
      return [.refused(reason)]
    case .lostRace(_, _, _, let line):
      return [.lostRace(line)]
    case .error(.unknownSeat, let message, _) where seatToken != nil:
      seatToken = nil
      return [.seatUnknown(message)]
    case .error(.tableClosed, let message, _):
      return [.tableClosed(message)]
    case .error(_, let message, let fatal):
      return [.problem(message, fatal: fatal)]
    case .news:
      // The log a face that asked for it keeps; this face words its own lines from the views.
      return []
    }
  }
}

extension JoinedTable {
  /// Counts the games that ended at the player's seat, as the table counted them — the one on
  /// the board (``TableView/recordedGame``) and those that ended while the seat was away, the
  /// host dealing anew before it came back (``TableView/endedGames``) — and says what stood
  /// in the way: once per deal here, and once per name (``countedGameID(deal:)``) in the home,
  /// so the ended game a face finds as it comes back (started again after it quit or crashed
  /// mid-game) is counted there once, however often it comes back or is sent it and however
  /// many faces the seat has. A watcher counts none.
  func countsGame(after old: TableView?) -> [Event] {
    guard let countGame, seat != nil, let view, view.seat != nil else { return [] }
    var ended = view.endedGames ?? []
    if let game = view.recordedGame, let deal = view.board?.dealToken {
      ended.append(TableEndedGame(dealToken: deal, game: game))
    }
    var problems: [String] = []
    for game in ended where !countedDeals.contains(game.dealToken) {
      guard let id = countedGameID(deal: game.dealToken) else { continue }
      countedDeals.insert(game.dealToken)
      problems += countGame(game.game, id)
    }
    return problems.isEmpty ? [] : [.said(problems)]
  }

  /// The name a home counts the game of `deal` at the player's seat by: the seat's token
  /// (drawn at random for each seat of each table) and the deal, hashed, so the file keeps no
  /// token that would give the seat to whoever read it. `nil` without a token.
  func countedGameID(deal: String) -> String? {
    guard let seatToken else { return nil }
    // FNV-1a, 64 bits: the same on every machine and every run.
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in "\(seatToken) \(deal)".utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    return "table-" + String(hash, radix: 16)
  }

  /// What a face that prints lines says as the table went from `old` to ``view``
  /// (``TableView/lines(after:besides:emojiAsLetters:)``, the cards said by letter for a face
  /// whose charset cannot show emoji): a verdict that repeats the refusal the player was just
  /// told (`mode 3` after the first choice) is left out, so it is said once.
  public func lines(after old: TableView?) -> [String] {
    defer { refusalSaid = nil }
    return view?.lines(after: old, besides: refusalSaid, emojiAsLetters: charset != nil) ?? []
  }
}

extension TableView {
  /// This view as its own seat's face says it: where the line under the board says it is the
  /// seat's turn by name ("No match. Cleo to move"), it says "Your turn" to the player in that
  /// seat ("No match. Your turn"), as a game on one screen says it to its "You". The table tells
  /// each seat's connection so (``TableHost``, for the browser's page too); a face joined to a
  /// table of an earlier release, which words one board for every seat alike, still says it.
  /// Every face joined to a table (full screen, `--plain`, window) holds the view as this gives
  /// it, in `language`.
  func sayingYourTurn(in language: Language) -> TableView {
    guard let seat, seats.indices.contains(seat), !seats[seat].isComputer,
      let name = seats[seat].name, var board, board.seats.indices.contains(seat),
      board.seats[seat].isToMove
    else { return self }
    let toTheSeat = YourTurn(toTheSeatOf: name, in: language).said(toTheSeat:)
    board.verdict = board.verdict.map(toTheSeat)
    // What is read out says it as the verdict shows it.
    board.spokenVerdict = board.spokenVerdict.map(toTheSeat)
    board.shorterVerdicts = board.shorterVerdicts.map(toTheSeat)
    board.statusSentence = toTheSeat(board.statusSentence)
    var view = self
    view.board = board
    return view
  }

  /// What a face that prints lines says as the table goes from `old` to this view: who sits
  /// where while it fills, the cards of a new deal, each card that turned, the verdict (unless
  /// it is `refusal`, already said to the player as an error), what happened at a race, the
  /// ending once, and the score line where it says something new besides the clock.
  ///
  /// A card turned up and matched in one change is said by its face, as the first card of the
  /// pair was: in the words that card was said in, or by its letter with `emojiAsLetters`.
  public func lines(
    after old: TableView?, besides refusal: String? = nil, emojiAsLetters: Bool = false
  ) -> [String] {
    var lines: [String] = []
    let seatTexts = seats.map(\.text)
    if old?.seats.map(\.text) != seatTexts || old?.watchers != watchers {
      lines.append(Phrases.Table.seatsLine(seatTexts, watchers: watchers))
    }
    if let waiting, old?.waiting != waiting { lines.append(waiting) }
    guard let board else { return lines }
    let before = old?.board
    // What happened at a race first ("Ana found a set"), then the cards that came of it.
    if let race = board.race {
      let seen = before?.dealToken == board.dealToken ? before?.race : nil
      lines += race.recentEvents.suffix(from: race.firstNewEvent(after: seen))
    }
    if before == nil || before?.dealToken != board.dealToken {
      // The game and what it is dealt on, as a game on one screen opens with it.
      lines.append(board.openingLine(isNewGame: before != nil))
    }
    if before == nil || before?.dealToken != board.dealToken
      || before?.cards.count != board.cards.count
    {
      // A new deal, or cards came or went (the numbers of the others moved): every card.
      for (position, card) in board.cards.enumerated() {
        lines.append(Phrases.cardLine(position: position + 1, face: card.text))
      }
      if let deck = board.deckCount { lines.append(Phrases.Plain.cardsInDeck(deck)) }
    } else if let before {
      let old = Dictionary(before.cards.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
      for (position, card) in board.cards.enumerated() where old[card.id]?.text != card.text {
        // A card turned up and matched at once shows its face, as the first of the pair did
        // (the play-test read "Card 2: matched" and never saw the second card).
        let turnedUp = old[card.id]?.face == nil && card.isMatched
        let face = turnedUp ? before.faceText(of: card, emojiAsLetters: emojiAsLetters) : nil
        lines.append(Phrases.cardLine(position: position + 1, face: face ?? card.text))
      }
    }
    // A verdict said again in the same words is another turn's when its number moved on.
    if board.race == nil, let verdict = board.verdict,
      verdict != before?.verdict || board.verdictNumber != before?.verdictNumber,
      verdict != refusal
    {
      lines.append(verdict)
    }
    // A refusal is the refused player's alone, said once as it comes (JoinedTable.Event.refused).
    if let ending = board.ending, before?.ending == nil {
      // A watcher cannot deal again: it is told whether it can play the next game instead.
      lines += watcherLine.map { ending.plainLines(closingWith: $0) } ?? ending.plainLines
    }
    // The status line closes what changed when it says something new besides the clock: a
    // clock ticking alone says nothing (a line a second would bury what the player types, and
    // a screen reader would read each), nor does it said again beside a card that changed no
    // score (the play-test read the same scores twice, "Time 1:07" then "Time 1:08", while a
    // computer played).
    // A clock counts by its label: one that comes or goes (an away player's countdown) is news.
    let unclocked = { (board: BoardPresentation) in
      board.status.items.map { $0.isClock ? $0.label : Phrases.Plain.statusLine([$0]) }
    }
    if !lines.isEmpty,
      before == nil || before?.dealToken != board.dealToken
        || before.map(unclocked) != unclocked(board)
    {
      lines.append(Phrases.Plain.statusLine(board.status.items))
    }
    return lines
  }

  /// What a watcher is told where a player reads how to play again: to take a free seat while
  /// the table offers one (a seat with ``TableSeatPresentation/takeTitle``), else that only the
  /// table's players play. `nil` for a player.
  public var watcherLine: String? {
    guard seat == nil else { return nil }
    return seats.contains { $0.takeTitle != nil }
      ? Phrases.Table.watcherPlaysNext : Phrases.Table.watchersDoNotPlay
  }

  /// Where the events not yet said begin in `events`, the last few of a race, given the last few
  /// said before (the two windows overlap in what both hold).
  static func newEvents(_ events: [String], after said: [String]) -> Int {
    guard !said.isEmpty else { return 0 }
    for overlap in stride(from: min(events.count, said.count), to: 0, by: -1)
    where Array(said.suffix(overlap)) == Array(events.prefix(overlap)) {
      return overlap
    }
    return 0
  }
}

/// A yes or no question a face asks before it does what cannot be taken back, in the player's
/// language: the question and the labels of its two answers.
public struct TableQuestion: Equatable, Sendable {
  /// The whole question.
  public var question: String
  /// The label of the answer that goes ahead.
  public var confirmLabel: String
  /// The label of the answer that keeps things as they are.
  public var cancelLabel: String

  /// `question`, answered by `confirmLabel` or `cancelLabel`.
  public init(question: String, confirmLabel: String, cancelLabel: String) {
    self.question = question
    self.confirmLabel = confirmLabel
    self.cancelLabel = cancelLabel
  }
}

extension BoardPresentation {
  /// How a face that prints lines says the face of `card`, which this board showed face down:
  /// as a card of the same face was said here while it lay face up ("🐶", or its letter where
  /// the cards say letters), else its emoji or, with `emojiAsLetters`, its letter; `nil` for a
  /// card with no face to say.
  func faceText(of card: CardPresentation, emojiAsLetters: Bool) -> String? {
    guard let face = card.face else { return nil }
    if let seen = cards.first(where: { $0.face == face && !$0.isMatched }) { return seen.text }
    switch face {
    case .emoji(let emoji, let letter): return emojiAsLetters ? letter : emoji
    case .playing(_, _, _, let title): return title
    case .set(let symbol): return symbol.words
    }
  }

  /// The line a face that prints lines opens a table's deal with, as `--plain` opens a game on
  /// one screen: "Memorize: Halloween, 16 cards.", "Matchismo: 30 cards, match 2.", "Set: 12
  /// cards in play, 69 in the deck."; for a later deal ("New game: Halloween, 16 cards.")
  /// when `isNewGame`.
  func openingLine(isNewGame: Bool) -> String {
    switch section {
    case .matchismo:
      if isNewGame { return Phrases.Plain.newDeal(cards: cards.count) }
      return Phrases.Plain.matchismoStart(cards: cards.count, matchCount: matchCount ?? 2)
    case .set:
      if isNewGame { return Phrases.Plain.newSetGame(inPlay: cards.count) }
      return Phrases.Plain.setStart(inPlay: cards.count, inDeck: deckCount ?? 0)
    case .memorize, .statistics:
      // A Memorize board's status names its theme alone as its shorter title.
      let theme = status.shorterTitles.first ?? status.title
      if isNewGame { return Phrases.Plain.newMemorizeGame(theme: theme, cards: cards.count) }
      return Phrases.Plain.memorizeStart(theme: theme, cards: cards.count)
    }
  }
}

/// A seat's turn as the table words it for everyone ("Ana to move") and as the seat itself is
/// told it ("Your turn"), in one language: the one rewrite of the seat's live view
/// (``TableView/sayingYourTurn(in:)``) and of the log the table keeps, when it is sent again to
/// the seat (``TableHost``).
struct YourTurn {
  /// The turn sentence as a watcher reads it.
  let theirs: String
  /// The turn sentence as the seat is told it.
  let yours: String

  /// The turn of the seat of `name`, in `language`.
  init(toTheSeatOf name: String, in language: Language) {
    (theirs, yours) = Localization.withLanguage(language) {
      (Phrases.turn(of: Player(name: name)), Phrases.yourTurn)
    }
  }

  /// `line` with its last turn sentence, when it is the seat's, said to the seat; what follows
  /// it stays ("Ben to move; 7♥ stays up." becomes "Your turn; 7♥ stays up.").
  func said(toTheSeat line: String) -> String {
    guard let range = line.ranges(of: theirs).last else { return line }
    let (before, after) = (line[..<range.lowerBound], line[range.upperBound...])
    // Only a whole sentence: "Cleo to move" in "Mcleo to move" is not Cleo's turn, nor is
    // "Ben to move" in "Ben to moves".
    guard before.last.map({ $0.isWhitespace || ".!?。！？".contains($0) }) ?? true,
      after.first.map({ !$0.isLetter && !$0.isNumber }) ?? true
    else { return line }
    return before + yours + after
  }
}

import Glibc
import Memorize
import TableNetwork
import TerminalKit

// Over 300 lines because one session holds a joined table's whole life in plain lines: the
// connection and its coming back (the seat's token kept, the tries spaced), what the table sends
// said in order, and every typed command checked before it goes out at the table's pace; the
// words are `Phrases.Table`'s and `Phrases.Plain`'s.

/// `--plain` joined to a shared table: the player's commands go out as intents, and each change
/// the table sends is said in lines, as the table's view model words it.
///
/// It holds no game: what is on the table, whose turn it is and what a move did are the table's
/// to say.
final class JoinedSession {
  private let table: JoinedTable
  private let address: TableAddress
  /// Where the seat's token is kept, so a connection made again (now or by a later run) resumes
  /// the seat; `nil` for a watcher.
  private let savedSeats: SavedSeats?
  private var client: WebSocketClient?
  private let write: (String) -> Void
  private let clock = SystemTimeSource()
  /// Whether the table ever took the player in: only then is a lost connection tried again.
  private var wasWelcomed = false
  /// The tries to come back so far since the connection dropped.
  private var attempts = 0
  /// When to try to come back next, on `clock`; `nil` while connected or given up.
  private var nextAttempt: Double?
  /// Why the table would not take the player in, said on standard error as the program ends.
  private var refusal: String?

  private init(
    table: JoinedTable, address: TableAddress, savedSeats: SavedSeats?,
    write: @escaping (String) -> Void
  ) {
    self.table = table
    self.address = address
    self.savedSeats = savedSeats
    self.write = write
  }

  /// Joins the table at `address` and plays it from `input` until the player leaves, the input
  /// ends, a signal comes or the table closes; returns the exit status. A dropped connection is
  /// tried again (``JoinedTable/reconnectionDelay(attempt:)``) and resumes the seat.
  static func run(
    options: LaunchArguments, address: TableAddress, environment: [String: String], input: Int32,
    standardOutput: @escaping (String) -> Void, standardError: (String) -> Void
  ) -> Int32 {
    let name = options.tableName ?? JoinedTable.defaultName(environment: environment)
    let code = options.tableCode ?? ""
    let savedSeats =
      options.watch ? nil : SavedSeats(locations: .standard(environment: environment))
    let table = JoinedTable(
      code: code, name: name, language: Localization.language,
      seatToken: savedSeats?.token(at: address, code: code, name: name), watch: options.watch)
    let session = JoinedSession(
      table: table, address: address, savedSeats: savedSeats, write: standardOutput)
    if let error = session.connect() {
      standardError(
        "memorize: "
          + Phrases.Table.cannotJoin(address.text, reason: reason(error)).sanitizedForTerminal)
      return 1
    }
    // The welcome (or why not) before the first command, so `help` knows the table's game.
    for _ in 0..<50 where table.game == nil {
      if let status = session.readTable(waiting: 0.1) {
        if let refusal = session.refusal { standardError("memorize: " + refusal) }
        return status
      }
    }
    let reader =
      (try? LineReader(input: input, maximumLineLength: PlainSession.maximumLineLength))
      ?? (try? LineReader(
        input: input, maximumLineLength: PlainSession.maximumLineLength, catchesSignals: false))
    guard let reader else { return 1 }
    defer { reader.close() }
    while true {
      let wait = session.nextAttempt.map {
        Duration.milliseconds(Int64(max(0, $0 - session.clock.now) * 1000))
      }
      switch reader.next(timeout: wait, alsoWatching: session.client?.fileDescriptor) {
      case .line(let line):
        if !session.handle(line) {
          session.client?.close()
          return 0
        }
      case .otherReady:
        if let status = session.readTable() {
          if let refusal = session.refusal { standardError("memorize: " + refusal) }
          return status
        }
      case .timedOut:
        if let status = session.tryAgain() { return status }
      case .signal(let signal):
        session.client?.close()
        return 128 + signal
      case .endOfInput:
        // Whatever the table still says to the last command, then goodbye.
        if session.client != nil { _ = session.readTable(waiting: 0.5) }
        session.client?.close()
        return 0
      }
    }
  }

  static func reason(_ error: WebSocketError) -> String {
    switch error {
    case .unknownHost(let host): Phrases.Table.unknownHost(host)
    case .cannotConnect(_, errno: ECONNREFUSED): Phrases.Table.nothingListening
    case .cannotConnect(_, errno: ETIMEDOUT): Phrases.Table.noAnswer
    case .cannotConnect(_, errno: ENETUNREACH), .cannotConnect(_, errno: EHOSTUNREACH):
      Phrases.Table.unreachable
    case .handshake(.noAnswer): Phrases.Table.noAnswer
    case .handshake(.status(code: 503, _, _)): Phrases.Table.tableTakesNoMore
    case .handshake(.status): Phrases.Table.notATable
    case .handshake: Phrases.Table.noHandshake
    case .cannotConnect(let why, _), .io(let why): why
    case .protocolError, .tooLarge: Phrases.Table.brokenConnection
    }
  }

  // MARK: - The connection

  /// Connects and says hello (with the seat's token once it has one); the error when it could
  /// not.
  private func connect() -> WebSocketError? {
    do {
      let client = try WebSocketClient(
        host: address.host, port: address.port, path: TableProtocol.webSocketPath)
      try client.send(text: table.helloText)
      self.client = client
      return nil
    } catch {
      return error
    }
  }

  /// The connection dropped: the table is tried again after a while, or, when it never took the
  /// player in, this is the end (status 1).
  private func lost(saying line: String) -> Int32? {
    client?.close()
    client = nil
    guard wasWelcomed else {
      refusal = refusal ?? line.sanitizedForTerminal
      return 1
    }
    return scheduleAttempt(after: line)
  }

  private func scheduleAttempt(after line: String?) -> Int32? {
    attempts += 1
    guard let delay = JoinedTable.reconnectionDelay(attempt: attempts) else {
      if let line { say(Phrases.Plain.error(line)) }
      say(Phrases.Table.gaveUp)
      nextAttempt = nil
      return 1
    }
    say(Phrases.Table.connectionLost(retryingIn: delay))
    nextAttempt = clock.now + delay
    return nil
  }

  /// Tries to come back to the table now.
  private func tryAgain() -> Int32? {
    nextAttempt = nil
    guard client == nil else { return nil }
    if connect() != nil { return scheduleAttempt(after: nil) }
    return nil
  }

  // MARK: - From the table

  /// Says what the table sent; returns an exit status once the connection is over for good.
  func readTable(waiting seconds: Double = 0) -> Int32? {
    guard let client else { return nil }
    if seconds > 0 {
      var ready = pollfd(fd: client.fileDescriptor, events: Int16(POLLIN), revents: 0)
      _ = poll(&ready, 1, Int32(seconds * 1000))
    }
    let events: [WebSocketEvent]
    do {
      events = try client.receive()
    } catch {
      return lost(saying: Self.reason(error))
    }
    for event in events {
      switch event {
      case .text(let text):
        for happening in table.receive(text) {
          if let status = say(happening) { return status }
        }
      case .closed(_, let reason):
        return lost(
          saying: reason.isEmpty
            ? Phrases.Table.connectionClosed : Phrases.Table.connectionClosed(reason))
      }
    }
    return nil
  }

  private func say(_ event: JoinedTable.Event) -> Int32? {
    switch event {
    case .welcomed:
      if attempts > 0 { say(Phrases.Table.backAtTable) }
      wasWelcomed = true
      attempts = 0
      rememberSeat()
    case .viewChanged(let old):
      table.view?.lines(after: old).forEach(say)
    case .said(let lines):
      lines.forEach(say)
    case .refused(let reason):
      say(Phrases.Plain.error(reason))
    case .lostRace(let line):
      say(line)
    case .seatUnknown:
      // The table no longer knows the seat (it was started anew): forget it and sit down anew.
      say(Phrases.Table.joiningAnew)
      savedSeats?.forget(at: address, code: table.code, name: table.name)
      client?.close()
      client = nil
      if let error = connect() { return lost(saying: Self.reason(error)) }
    case .tableClosed(let line):
      say(line)
      client?.close()
      client = nil
      return 0
    case .problem(let message, let fatal):
      // Not taken in at all (a wrong code, another version): one line on standard error.
      if fatal, !wasWelcomed {
        refusal = message.sanitizedForTerminal
      } else {
        say(Phrases.Plain.error(message))
      }
      if fatal {
        client?.close()
        client = nil
        return 1
      }
    }
    return nil
  }

  /// Keeps the seat's token for a later run; a failed save is said, and play goes on.
  private func rememberSeat() {
    guard let savedSeats, let token = table.seatToken else { return }
    do {
      try savedSeats.remember(token, at: address, code: table.code, name: table.name)
    } catch {
      say(Phrases.Plain.error(error.message))
    }
  }

  // MARK: - From the player

  /// Acts on one typed line; false when the player leaves.
  func handle(_ line: String) -> Bool {
    let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
    guard let first = words.first else { return true }
    let game = table.game ?? .memorize
    // Card numbers: one chooses; at Set three claim those cards at once.
    if Self.isNumber(first) {
      if words.count == 3, game == .set, words.allSatisfy(Self.isNumber) {
        claim(words)
      } else if words.count > 1 {
        say(Phrases.Plain.error(Phrases.Plain.oneCardAtATime))
      } else {
        choose(first)
      }
      return true
    }
    guard let command = TableCommand.named(first, in: game) else {
      say(
        Phrases.Plain.error(
          Phrases.Plain.unknownCommand(Sanitizer.sanitize(String(first.prefix(80))))))
      return true
    }
    let rest = Array(words.dropFirst())
    switch command.action {
    case .choose:
      guard rest.count == 1, Self.isNumber(rest[0]) else {
        say(Phrases.Plain.error(command.helpLine))
        return true
      }
      choose(rest[0])
    case .claim:
      guard rest.count == 3, rest.allSatisfy(Self.isNumber) else {
        say(Phrases.Plain.error(command.helpLine))
        return true
      }
      claim(rest)
    case .callSet:
      send(table.text(for: .callSet(seat: table.seat ?? 0)))
    case .dealThreeMore:
      send(table.text(for: .dealThreeMore))
    case .shuffle:
      send(table.text(for: .shuffle))
    case .hint:
      send(table.text(for: .hint))
    case .newGame:
      send(table.text(for: .newGame))
    case .board:
      table.view?.lines(after: nil).forEach(say)
    case .help:
      say(Phrases.Plain.commandsHeading)
      for entry in TableCommand.table(for: game) { say(entry.helpLine) }
    case .quit:
      return false
    }
    return true
  }

  private static func isNumber(_ word: String) -> Bool {
    !word.isEmpty && word.allSatisfy { $0.isASCII && $0.isNumber }
  }

  /// The place (from 1) of the card numbered `typed`; `nil`, said, when there is none.
  private func position(_ typed: String) -> Int? {
    let count = table.view?.board?.cards.count ?? 0
    guard let number = Int(typed), (1...max(1, count)).contains(number), count > 0 else {
      say(Phrases.Plain.error(Phrases.Plain.noSuchCard(typed: typed, count: count)))
      return nil
    }
    return number
  }

  private func choose(_ typed: String) {
    guard let number = position(typed), let cards = table.view?.board?.cards else { return }
    send(table.text(for: .choose(cardID: cards[number - 1].id)))
  }

  private func claim(_ typed: [String]) {
    var positions: [Int] = []
    for word in typed {
      guard let number = position(word) else { return }
      positions.append(number)
    }
    guard let text = table.claimText(positions: positions) else { return }
    send(text)
  }

  private func send(_ text: String) {
    guard let client else {
      say(Phrases.Plain.error(Phrases.Table.notConnected))
      return
    }
    // At the table's pace: lines pasted at once go out a little apart, never as a flood.
    let wait = table.waitBeforeSending(now: clock.now)
    if wait > 0 { usleep(UInt32(min(wait, 1) * 1_000_000)) }
    do {
      try client.send(text: text)
    } catch {
      say(Phrases.Plain.error(Self.reason(error)))
    }
  }

  private func say(_ line: String) {
    write(Sanitizer.sanitize(line))
  }
}

import TableNetwork

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The connection of a face joined to a shared table, whatever the face: it says hello, reads
/// what the table sends into the ``JoinedTable``, keeps the seat's token, comes back after a
/// dropped connection (``JoinedTable/reconnectionDelay(attempt:)``) and sends at the table's
/// pace. What the face should tell the player comes out through ``tell``.
///
/// It never waits on its own loop once joined: the face watches ``fileDescriptor`` on its loop
/// and calls ``readTable(waiting:)`` when it is ready, and ``tryAgain()`` at ``nextAttempt``.
/// Every line it gives is unsanitized; a face that prints to a terminal sanitizes it.
public final class TableLink {
  /// What the link has for the face.
  public enum News {
    /// Something the table said about the game: a changed view, its notes, a refusal, a race
    /// lost.
    case table(JoinedTable.Event)
    /// A line about the connection: lost and trying again, back at the table, given up, the
    /// table closed.
    case line(String)
    /// Something went wrong; the line says what.
    case problem(String)
  }

  /// The table as this face holds it.
  public let table: JoinedTable
  /// Where the table is.
  public let address: TableAddress
  /// Where the seat's token is kept, so a connection made again (now or by a later run) resumes
  /// the seat; `nil` for a watcher and the host's own face.
  private let savedSeats: SavedSeats?
  private var client: WebSocketClient?
  /// The clock ``nextAttempt`` is on.
  public let clock: TimeSource
  /// Where the news goes.
  public var tell: (News) -> Void = { _ in }
  /// Whether the table ever took the player in: only then is a lost connection tried again.
  public private(set) var wasWelcomed = false
  /// The tries to come back so far since the connection dropped.
  private var attempts = 0
  /// When to try to come back next, on `clock`; `nil` while connected or given up.
  public private(set) var nextAttempt: Double?
  /// Why the table would not take the player in, said on standard error as the program ends.
  public private(set) var refusal: String?
  /// Whether the table's own program has ended, asked of the host's own face as its connection
  /// drops and before each try to come back: that face runs as `memorize-table`'s child, and
  /// a table whose program is gone never comes back (``make(options:address:environment:charset:)``
  /// asks whether the face's parent changed). Always false for every other face.
  public var tableProgramHasEnded: () -> Bool = { false }
  /// Whether the link ended because the table's program had ended (``tableProgramHasEnded``).
  public private(set) var endedWithTheTablesProgram = false

  /// A link to the table at `address`, the seat's token kept in `savedSeats` (`nil` for a
  /// watcher), its retries timed on `clock`.
  public init(
    table: JoinedTable, address: TableAddress, savedSeats: SavedSeats?, clock: TimeSource
  ) {
    self.table = table
    self.address = address
    self.savedSeats = savedSeats
    self.clock = clock
  }

  /// The link the command line asks for: its name (or the login's), its code, the seat saved
  /// for that table and name (none for a watcher); a face whose text is not UTF-8 names its
  /// `charset`, so the table words its lines with the names it shows.
  ///
  /// The host's own face (`memorize-table --play`, which hands it ``inviteVariable``) keeps no
  /// seat on disk: its seat ends with the table, and a token saved under the host's login name
  /// gave that seat to anyone who joined from the same account under that name — the default
  /// one — and dropped the host, which closed the table (issue 23).
  ///
  /// A player's games are counted in the statistics of the home the face runs in
  /// (``JoinedStatistics``), the host's own face's too: the table keeps its own statistics in a
  /// data folder of its own (`memorize-table`), which the host's Statistics never show. A
  /// watcher's are not.
  public static func make(
    options: LaunchArguments, address: TableAddress, environment: [String: String],
    charset: NameCharset? = nil
  ) -> TableLink {
    let name = options.tableName ?? JoinedTable.defaultName(environment: environment)
    let code = options.tableCode ?? ""
    let isHostsFace = environment[inviteVariable] != nil
    let savedSeats =
      options.watch || isHostsFace
      ? nil : SavedSeats(locations: .standard(environment: environment))
    let table = JoinedTable(
      code: code, name: name, language: Localization.language,
      seatToken: savedSeats?.token(at: address, code: code, name: name), watch: options.watch,
      charset: charset,
      countGame: options.watch
        ? nil
        : { [home = JoinedStatistics(locations: .standard(environment: environment))] in
          home.count($0, id: $1)
        }, isHostsFace: isHostsFace)
    let link = TableLink(
      table: table, address: address, savedSeats: savedSeats, clock: SystemTimeSource())
    if isHostsFace {
      // memorize-table started this face: once it is gone (even killed outright, which says
      // nothing to anyone), the face's parent is another process.
      let table = getppid()
      link.tableProgramHasEnded = { getppid() != table }
    }
    return link
  }

  /// The environment variable `memorize-table --play` hands its join lines ("Join with: …",
  /// "Or open in a browser: …") to the host's own face in, one a line: that face shows them
  /// while the table waits, since its full screen hides the lines printed before it.
  public static let inviteVariable = "MEMORIZE_TABLE_INVITE"

  /// The environment variable `memorize-table --play` hands the host's own face the address
  /// others join at in: the face says it with the code beside the seats where its foot has no
  /// room for the whole join command (``JoinedTable/seatsLines(joinAt:)``).
  public static let inviteAddressVariable = "MEMORIZE_TABLE_ADDRESS"

  /// Whether the connection to the table dropped and the table has not taken the player back
  /// since (it is being tried again, or no longer): nobody can tell whether it still holds
  /// the seat.
  public var isCutOff: Bool { attempts > 0 }

  /// What a face says as the player leaves the table (q, Ctrl-C, `quit`): a player that their
  /// seat is kept and the command that comes back to it, or, while the table cannot be
  /// reached, only the command that comes back if it is still open; a watcher only that they
  /// left.
  public var leavingLine: String {
    guard table.seat != nil else { return Phrases.Table.stoppedWatching }
    var command = "memorize --join \(address.text) --code \(table.code)"
    if !table.name.isEmpty { command += " --name " + Self.shellQuoted(table.name) }
    if isCutOff { return Phrases.Table.leftUnreachable(comeBackWith: command) }
    return Phrases.Table.seatKept(comeBackWith: command)
  }

  /// `word` as a shell reads it back: as it is when it holds only letters, digits and `._-@:`,
  /// else in single quotes.
  public static func shellQuoted(_ word: String) -> String {
    let plain = word.unicodeScalars.allSatisfy {
      ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)))
        || "._-@:".unicodeScalars.contains($0)
    }
    guard !plain else { return word }
    return "'"
      + word.split(separator: "'", omittingEmptySubsequences: false)
      .joined(separator: "'\\''") + "'"
  }

  /// The connection's descriptor, to wait on; `nil` while there is none.
  public var fileDescriptor: Int32? { client?.fileDescriptor }

  /// Whether a connection is open now.
  public var isConnected: Bool { client != nil }

  /// Why `error` kept the player from the table, in the player's language.
  public static func reason(_ error: WebSocketError) -> String {
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

  /// Connects and waits for the table's welcome: `nil` once taken in, else the status to end
  /// with, why handed to `complain` in one line. A face that reads on a loop of its own joins
  /// with ``start()`` instead.
  public func join(complain: (String) -> Void) -> Int32? {
    if let problem = start() {
      complain(problem)
      return 1
    }
    if let status = waitForWelcome() {
      if let refusal { complain(refusal) }
      return status
    }
    return nil
  }

  /// Connects and says hello, without waiting for the welcome (it comes through
  /// ``readTable(waiting:)``): `nil`, else the line that says why the table could not be
  /// joined.
  public func start() -> String? {
    connect().map { Self.cannotJoin(address, $0) }
  }

  /// The line that says the table at `address` could not be joined, and why.
  public static func cannotJoin(_ address: TableAddress, _ error: WebSocketError) -> String {
    Phrases.Table.cannotJoin(address.text, reason: reason(error))
  }

  // MARK: - The connection

  /// Connects and says hello (with the seat's token once it has one); the error when it could
  /// not.
  func connect() -> WebSocketError? {
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

  /// Closes the connection, for good.
  public func close() {
    client?.close()
    client = nil
    nextAttempt = nil
  }

  /// Reads until the table has welcomed the player (or `seconds` passed); an exit status when
  /// the connection ended meanwhile.
  public func waitForWelcome(seconds: Double = 5) -> Int32? {
    let end = clock.now + seconds
    while table.game == nil && clock.now < end {
      if let status = readTable(waiting: 0.1) { return status }
    }
    return nil
  }

  /// The connection dropped: the table is tried again after a while, or, when it never took the
  /// player in, this is the end (status 1).
  func lost(saying line: String) -> Int32? {
    client?.close()
    client = nil
    guard wasWelcomed else {
      refusal = refusal ?? line
      return 1
    }
    return scheduleAttempt(after: line)
  }

  private func scheduleAttempt(after line: String?) -> Int32? {
    attempts += 1
    table.isCutOff = true
    if tableProgramHasEnded() { return endWithTheTablesProgram() }
    guard let delay = JoinedTable.reconnectionDelay(attempt: attempts) else {
      if let line { tell(.problem(line)) }
      table.ending = Phrases.Table.gaveUp
      tell(.line(Phrases.Table.gaveUp))
      nextAttempt = nil
      return 1
    }
    tell(.line(Phrases.Table.connectionLost(retryingIn: delay)))
    nextAttempt = clock.now + delay
    return nil
  }

  /// Tries to come back to the table now, if it is time; an exit status once it gave up.
  public func tryAgain() -> Int32? {
    guard let attempt = nextAttempt, clock.now >= attempt else { return nil }
    nextAttempt = nil
    guard client == nil else { return nil }
    if tableProgramHasEnded() { return endWithTheTablesProgram() }
    if connect() != nil { return scheduleAttempt(after: nil) }
    return nil
  }

  /// The table's program ended (the host's own face): nothing will come back, so the face
  /// says so and ends (status 1) instead of trying again.
  private func endWithTheTablesProgram() -> Int32 {
    endedWithTheTablesProgram = true
    table.ending = Phrases.Table.tableProgramEnded
    tell(.line(Phrases.Table.tableProgramEnded))
    nextAttempt = nil
    return 1
  }

  // MARK: - From the table

  /// Reads what the table sent (waiting at most `seconds` for it) and tells it; returns an exit
  /// status once the connection is over for good.
  public func readTable(waiting seconds: Double = 0) -> Int32? {
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
      // A connection made anew meanwhile (the table forgot the seat) is the one that counts:
      // what is left of the old one, its close above all, must not end the new.
      guard self.client === client else { break }
      switch event {
      case .text(let text):
        if let status = take(text: text) { return status }
      case .closed(_, let reason):
        return lost(
          saying: reason.isEmpty
            ? Phrases.Table.connectionClosed : Phrases.Table.connectionClosed(reason))
      }
    }
    return nil
  }

  /// Takes one text from the table, as the connection delivered it; an exit status once the
  /// connection is over for good.
  public func take(text: String) -> Int32? {
    for happening in table.receive(text) {
      if let status = take(happening) { return status }
    }
    return nil
  }

  private func take(_ event: JoinedTable.Event) -> Int32? {
    switch event {
    case .welcomed:
      if attempts > 0 { tell(.line(Phrases.Table.backAtTable)) }
      wasWelcomed = true
      attempts = 0
      table.isCutOff = false
      rememberSeat()
    case .viewChanged, .said, .refused, .lostRace:
      tell(.table(event))
    case .seatUnknown:
      // The table no longer knows the seat (it was started anew): forget it and sit down anew.
      tell(.line(Phrases.Table.joiningAnew))
      savedSeats?.forget(at: address, code: table.code, name: table.name)
      client?.close()
      client = nil
      if let error = connect() { return lost(saying: Self.reason(error)) }
    case .tableClosed(let line):
      table.ending = line
      tell(.line(line))
      client?.close()
      client = nil
      return 0
    case .problem(let message, let fatal):
      // Not taken in at all (a wrong code, another version): one line on standard error.
      if fatal, !wasWelcomed {
        refusal = message
      } else {
        tell(.problem(message))
      }
      if fatal {
        if wasWelcomed { table.ending = message }
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
      tell(.problem(error.message))
    }
  }

  // MARK: - To the table

  /// Sends `text` at the table's pace: texts made at once go out a little apart, never as a
  /// flood.
  public func send(_ text: String) {
    guard let client else {
      tell(.problem(Phrases.Table.notConnected))
      return
    }
    let wait = table.waitBeforeSending(now: clock.now)
    if wait > 0 { usleep(UInt32(min(wait, 1) * 1_000_000)) }
    do {
      try client.send(text: text)
    } catch {
      tell(.problem(Self.reason(error)))
    }
  }
}

import Glibc
import Memorize
import TableNetwork
import TerminalKit

/// `--plain` joined to a shared table: the player's commands go out as intents, and each change
/// the table sends is said in lines, as the table's view model words it.
///
/// It holds no game: what is on the table, whose turn it is and what a move did are the table's
/// to say.
final class JoinedSession {
  private let table: JoinedTable
  private let client: WebSocketClient
  private let write: (String) -> Void

  init(table: JoinedTable, client: WebSocketClient, write: @escaping (String) -> Void) {
    self.table = table
    self.client = client
    self.write = write
  }

  /// Joins the table at `address` and plays it from `input` until the player leaves, the input
  /// ends, a signal comes or the table closes; returns the exit status.
  static func run(
    options: LaunchArguments, address: TableAddress, environment: [String: String], input: Int32,
    standardOutput: @escaping (String) -> Void, standardError: (String) -> Void
  ) -> Int32 {
    let name = options.tableName ?? JoinedTable.defaultName(environment: environment)
    let table = JoinedTable(
      code: options.tableCode ?? "", name: name, language: Localization.language,
      watch: options.watch)
    let client: WebSocketClient
    do {
      client = try WebSocketClient(
        host: address.host, port: address.port, path: TableProtocol.webSocketPath)
      try client.send(text: table.helloText)
    } catch {
      standardError(
        "memorize: "
          + Phrases.Table.cannotJoin(address.text, reason: reason(error)).sanitizedForTerminal)
      return 1
    }
    let session = JoinedSession(table: table, client: client, write: standardOutput)
    // The welcome (or why not) before the first command, so `help` knows the table's game.
    for _ in 0..<50 where table.game == nil {
      if let status = session.readTable(waiting: 0.1) { return status }
    }
    let reader =
      (try? LineReader(input: input, maximumLineLength: PlainSession.maximumLineLength))
      ?? (try? LineReader(
        input: input, maximumLineLength: PlainSession.maximumLineLength, catchesSignals: false))
    guard let reader else { return 1 }
    defer { reader.close() }
    while true {
      switch reader.next(timeout: nil, alsoWatching: client.fileDescriptor) {
      case .line(let line):
        if !session.handle(line) {
          client.close()
          return 0
        }
      case .otherReady, .timedOut:
        if let status = session.readTable() { return status }
      case .signal(let signal):
        client.close()
        return 128 + signal
      case .endOfInput:
        // Whatever the table still says to the last command, then goodbye.
        _ = session.readTable(waiting: 0.5)
        client.close()
        return 0
      }
    }
  }

  private static func reason(_ error: WebSocketError) -> String {
    switch error {
    case .unknownHost(let host): Phrases.Table.unknownHost(host)
    case .cannotConnect(let why), .handshake(let why), .io(let why): why
    case .protocolError, .tooLarge: Phrases.Table.brokenConnection
    }
  }

  // MARK: - From the table

  /// Says what the table sent; returns an exit status once the connection is over.
  func readTable(waiting seconds: Double = 0) -> Int32? {
    if seconds > 0 {
      var ready = pollfd(fd: client.fileDescriptor, events: Int16(POLLIN), revents: 0)
      _ = poll(&ready, 1, Int32(seconds * 1000))
    }
    let events: [WebSocketEvent]
    do {
      events = try client.receive()
    } catch {
      say(Phrases.Plain.error(Self.reason(error)))
      return 1
    }
    for event in events {
      switch event {
      case .text(let text):
        for happening in table.receive(text) {
          if let status = say(happening) { return status }
        }
      case .closed(_, let reason):
        say(
          reason.isEmpty ? Phrases.Table.connectionClosed : Phrases.Table.connectionClosed(reason))
        return 1
      }
    }
    return nil
  }

  private func say(_ event: JoinedTable.Event) -> Int32? {
    switch event {
    case .welcomed:
      break
    case .viewChanged(let old):
      table.view?.lines(after: old).forEach(say)
    case .said(let lines):
      lines.forEach(say)
    case .refused(let reason):
      say(Phrases.Plain.error(reason))
    case .lostRace(let line):
      say(line)
    case .problem(let message, let fatal):
      say(Phrases.Plain.error(message))
      if fatal { return 1 }
    }
    return nil
  }

  // MARK: - From the player

  /// Acts on one typed line; false when the player leaves.
  func handle(_ line: String) -> Bool {
    let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
    guard let first = words.first else { return true }
    let game = table.game ?? .memorize
    if let number = Int(first), words.count == 1 {
      choose(number)
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
      guard rest.count == 1, let number = Int(rest[0]) else {
        say(Phrases.Plain.error(command.helpLine))
        return true
      }
      choose(number)
    case .claim:
      let numbers = rest.compactMap { Int($0) }
      guard numbers.count == 3, rest.count == 3, let text = table.claimText(positions: numbers)
      else {
        say(Phrases.Plain.error(command.helpLine))
        return true
      }
      send(text)
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

  private func choose(_ number: Int) {
    guard let cards = table.view?.board?.cards, cards.indices.contains(number - 1) else {
      say(
        Phrases.Plain.error(
          Phrases.Plain.noSuchCard(number, count: table.view?.board?.cards.count ?? 0)))
      return
    }
    send(table.text(for: .choose(cardID: cards[number - 1].id)))
  }

  private func send(_ text: String) {
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

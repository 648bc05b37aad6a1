import CardGames
import Foundation
import Memorize
import Testing

/// A shared table and the clients joined to it, on no network: each client's text goes to the
/// host as a transport would hand it over, and each client keeps the view it was sent, patches
/// applied, as a face would. Every message sent is kept, for tests that search them.
final class TableHarness {
  let host: TableHost
  let time = ManualTimeSource(now: 10)
  let folder: TemporaryDirectory
  /// Every message each connection was sent, as text, in order.
  private(set) var sent: [Int: [String]] = [:]
  /// Which connections the host closed.
  private(set) var closed: Set<Int> = []
  /// The view each client holds, from the boards and updates it was sent.
  private(set) var views: [Int: TableView] = [:]
  private var viewJSON: [Int: JSONValue] = [:]
  /// Each client's language, which its view model names the cards in.
  private var languages: [Int: Language] = [:]

  /// `view` as the view model of `connection`'s face holds it: each card named where it lies,
  /// in that client's language.
  func placed(_ view: TableView, for connection: Int) -> TableView {
    Localization.withLanguage(languages[connection] ?? .english) { view.placingCards() }
  }
  private var sequences: [Int: Int] = [:]
  private var nextConnection = 1

  init(setup: TableSetup, code: String = "BLUE-42", seed: UInt64 = 7) throws {
    folder = try TemporaryDirectory()
    host = TableHost(
      code: code, setup: setup,
      locations: StorageLocations(
        configDirectory: folder.url.appendingPathComponent("config"),
        dataDirectory: folder.url.appendingPathComponent("data")),
      timeSource: time, seed: seed, randomness: SeededGenerator(seed: seed))
  }

  deinit { folder.remove() }

  /// A Set race of four people dealt from `seed`, two of them in Chinese, everyone seated.
  static func raceOfFour(seed: UInt64) throws -> (table: TableHarness, players: [Int]) {
    let table = try TableHarness(
      setup: TableSetup(game: .set, seats: [.person, .person, .person, .person])!, seed: seed)
    let players = [
      table.join("Ana"), table.join("Benjamin", language: "zh_CN"), table.join("Chiara"),
      table.join("Dmitri", language: "zh_CN"),
    ]
    return (table, players)
  }

  /// Opens a connection and says hello; returns the connection.
  @discardableResult
  func join(
    _ name: String, language: String = "en", token: String? = nil, watch: Bool = false,
    protocolVersion: Int = TableProtocol.version, code: String = "BLUE-42",
    charset: String? = nil, news: Bool? = nil, watcherToken: String? = nil
  ) -> Int {
    let connection = nextConnection
    nextConnection += 1
    languages[connection] = Language(rawValue: language) ?? .english
    host.open(connection)
    send(
      .hello(
        ClientMessage.Hello(
          table: code, name: name, language: language, seatToken: token, watch: watch,
          charset: charset, news: news, watcherToken: watcherToken,
          protocolVersion: protocolVersion)), from: connection)
    return connection
  }

  /// Sends an intent as the client's next numbered message, naming the version it holds.
  func send(_ intent: Intent, from connection: Int) {
    let sequence = (sequences[connection] ?? 0) + 1
    sequences[connection] = sequence
    send(
      .intent(sequence: sequence, version: views[connection]?.version ?? 0, intent),
      from: connection)
  }

  /// Sends a claim of three cards as the client's next numbered message.
  func claim(_ cards: [Int], from connection: Int, seenAt version: Int? = nil) {
    let sequence = (sequences[connection] ?? 0) + 1
    sequences[connection] = sequence
    send(
      .claim(
        sequence: sequence, version: version ?? views[connection]?.version ?? 0, cardIDs: cards),
      from: connection)
  }

  func send(_ message: ClientMessage, from connection: Int) {
    deliver(host.receive(TableCoding.text(of: message), from: connection))
  }

  /// Hands the host raw text, as a transport would.
  func sendText(_ text: String, from connection: Int) {
    deliver(host.receive(text, from: connection))
  }

  /// The connection drops, and its person, if seated, stays away past their grace
  /// (``TableSetup/leaveGrace``): they are away, as everyone is then told.
  func drop(_ connection: Int) {
    disconnect(connection)
    advance(by: host.setup.leaveGrace)
  }

  /// The connection closes, and nothing more: within their grace, its person is still there.
  func disconnect(_ connection: Int) {
    deliver(host.close(connection))
  }

  /// Moves the clock on and lets the table act on it.
  func advance(by seconds: Double) {
    time.advance(by: seconds)
    deliver(host.tick())
  }

  /// Lets the clock run until nothing is due within `limit` seconds, waking when the table
  /// asks; at most `steps` wakes.
  func runClock(for limit: Double, steps: Int = 10_000) {
    let end = time.now + limit
    for _ in 0..<steps {
      guard let next = host.nextWakeup, next <= end else { break }
      time.advance(by: max(0, next - time.now))
      deliver(host.tick())
    }
  }

  /// Plays Memorize to its end from what the players were shown (at most `moves` moves), each
  /// move by the seat to move; `pause` seconds pass before each.
  func playMemorizeToTheEnd(_ players: [Int], moves: Int = 400, pause: Double = 0) {
    var memory: [String: Set<Int>] = [:]
    for _ in 0..<moves {
      guard let board = views[players[0]]?.board, !board.isOver,
        let mover = board.seats.firstIndex(where: { $0.isToMove })
      else { return }
      for card in board.cards {
        if case .emoji(let emoji, _)? = card.face { memory[emoji, default: []].insert(card.id) }
      }
      if pause > 0 { advance(by: pause) }
      send(.choose(cardID: MemoryClient.choice(in: board, memory: memory)), from: players[mover])
    }
  }

  /// Plays a Set race to its end (at most `turns` turns): the players claim in turn a set they
  /// see, or all ask for three more cards; the clock runs half a second each turn.
  func playSetRaceToTheEnd(_ players: [Int], turns: Int = 200) {
    for turn in 0..<turns {
      guard let board = views[players[0]]?.board, !board.isOver else { return }
      if let set = SetFinder.aSet(in: board) {
        claim(set, from: players[turn % players.count])
      } else {
        for (seat, player) in players.enumerated() {
          send(.askForMoreCards(seat: seat), from: player)
        }
      }
      runClock(for: 0.5)
    }
  }

  /// Every message a connection was sent, as its text.
  func sentTexts(to connection: Int) -> [String] { sent[connection] ?? [] }

  /// The messages a connection was sent, decoded.
  func messages(to connection: Int) -> [ServerMessage] {
    (sent[connection] ?? []).compactMap {
      TableCoding.message(ServerMessage.self, from: $0, limit: .max)
    }
  }

  /// The seat token the table welcomed a connection with, for coming back to its seat.
  func seatToken(of connection: Int) throws -> String? {
    guard case .welcome(let welcome) = try #require(messages(to: connection).first) else {
      Issue.record("the first message to \(connection) is not a welcome")
      return nil
    }
    return welcome.seatToken
  }

  /// The watcher's token the table welcomed a connection with, for the log it is sent when it
  /// joins again.
  func watcherToken(of connection: Int) throws -> String? {
    guard case .welcome(let welcome) = try #require(messages(to: connection).first) else {
      Issue.record("the first message to \(connection) is not a welcome")
      return nil
    }
    return welcome.watcherToken
  }

  /// The last message a connection was sent other than a view of the table.
  func last(to connection: Int) -> ServerMessage? {
    messages(to: connection).last {
      switch $0 {
      case .board, .update: false
      default: true
      }
    }
  }

  private func deliver(_ outputs: [TableOutput]) {
    for output in outputs {
      let text = output.text
      sent[output.connection, default: []].append(text)
      if output.closes { closed.insert(output.connection) }
      guard let message = TableCoding.message(ServerMessage.self, from: text, limit: .max) else {
        continue
      }
      switch message {
      // Kept as a face's view model holds them: each card named where it lies.
      case .board(let view):
        views[output.connection] = placed(view, for: output.connection)
        viewJSON[output.connection] = TableCoding.message(
          JSONValue.self, from: TableCoding.text(of: view), limit: .max)
      case .update(_, let patch):
        guard let old = viewJSON[output.connection], let new = patch.applied(to: old),
          let view = TableCoding.message(
            TableView.self, from: TableCoding.text(of: new), limit: .max)
        else {
          views[output.connection] = nil
          continue
        }
        viewJSON[output.connection] = new
        views[output.connection] = placed(view, for: output.connection)
      default:
        break
      }
    }
  }
}

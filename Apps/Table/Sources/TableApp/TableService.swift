import Memorize
import TableServer

/// A shared table on the network: the transport's connections handed to the table's authority,
/// its answers sent back, and the table woken when its clock says so.
///
/// It decides nothing: ``TableHost`` holds the game and says what to send to whom.
public final class TableService: WebSocketServerDelegate {
  /// The table.
  public let host: TableHost
  private let server: WebSocketServer
  private let timeSource: TimeSource
  private var wake: ScheduledCall?
  /// The transport's connections by the table's numbers, and back.
  private var numbers: [ConnectionID: Int] = [:]
  private var connections: [Int: ConnectionID] = [:]
  private var lastNumber = 0
  /// Every text sent, when a test asks to keep them (to search them for what must not be there).
  public var recordsMessages = false
  /// The texts sent, with the table's number of the connection, when ``recordsMessages``.
  public private(set) var sentMessages: [(connection: Int, text: String)] = []

  /// Serves `host` on `server`.
  public init(host: TableHost, server: WebSocketServer, timeSource: TimeSource) {
    self.host = host
    self.server = server
    self.timeSource = timeSource
    server.delegate = self
    scheduleWake()
  }

  /// Where a line about who came and went goes (the host's terminal, without `--play`); each
  /// person who sits down, leaves or comes back, and each watcher, is one line.
  public var tell: ((String) -> Void)?

  public func connectionOpened(_ connection: ConnectionID, peer: String) {
    lastNumber += 1
    numbers[connection] = lastNumber
    connections[lastNumber] = connection
    host.open(lastNumber)
  }

  public func connection(_ connection: ConnectionID, received text: String) {
    guard let number = numbers[connection] else { return }
    telling { deliver(host.receive(text, from: number)) }
  }

  public func connectionClosed(_ connection: ConnectionID, because reason: CloseReason) {
    guard let number = numbers.removeValue(forKey: connection) else { return }
    connections[number] = nil
    telling { deliver(host.close(number)) }
  }

  /// Does `body`, then tells who came or went meanwhile.
  private func telling(_ body: () -> Void) {
    guard let tell else { return body() }
    let before = host.presence
    body()
    for line in host.presence.lines(after: before) { tell(line) }
  }

  /// The host closes the table: every connection is told why and closed (1001, going away);
  /// the server is stopped by its owner after.
  public func closeTable() {
    wake?.cancel()
    wake = nil
    deliver(host.closeTable(), closingWith: 1001)
  }

  /// Sends what the table says and closes what it closes (with `code`: by default 1008, a
  /// message the table would not take); then sets the next wake.
  private func deliver(_ outputs: [TableOutput], closingWith code: UInt16 = 1008) {
    for output in outputs {
      guard let connection = connections[output.connection] else { continue }
      let text = output.text
      if recordsMessages { sentMessages.append((output.connection, text)) }
      server.send(text, to: connection)
      if output.closes {
        server.close(connection, code: code, reason: "")
      }
    }
    if code == 1008 { scheduleWake() }
  }

  private func scheduleWake() {
    wake?.cancel()
    wake = nil
    guard let next = host.nextWakeup else { return }
    wake = server.after(max(0, next - timeSource.now)) { [weak self] in
      guard let self else { return }
      self.wake = nil
      self.deliver(self.host.tick())
    }
  }
}

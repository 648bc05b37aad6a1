import TableServer

/// Records what the server reports and sends every message back to its sender.
final class EchoDelegate: WebSocketServerDelegate {
  weak var server: WebSocketServer?
  private(set) var opened: [(id: ConnectionID, peer: String)] = []
  private(set) var received: [(id: ConnectionID, text: String)] = []
  private(set) var closed: [(id: ConnectionID, reason: CloseReason)] = []

  func connectionOpened(_ connection: ConnectionID, peer: String) {
    opened.append((connection, peer))
  }

  func connection(_ connection: ConnectionID, received text: String) {
    received.append((connection, text))
    server?.send(text, to: connection)
  }

  func connectionClosed(_ connection: ConnectionID, because reason: CloseReason) {
    closed.append((connection, reason))
  }

  /// Why `connection` closed, once it has.
  func reason(_ connection: ConnectionID) -> CloseReason? {
    closed.first { $0.id == connection }?.reason
  }
}

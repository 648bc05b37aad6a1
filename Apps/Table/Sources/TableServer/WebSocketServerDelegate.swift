/// Hears what happens on a ``WebSocketServer``'s connections, on the server's main loop.
///
/// Each connection is reported opened once, then any number of received messages, then closed
/// once. A delegate may call the server (send, close, schedule) from inside any of these.
public protocol WebSocketServerDelegate: AnyObject {
  /// A WebSocket connection was accepted from `peer` (the peer's IP address, as text).
  func connectionOpened(_ connection: ConnectionID, peer: String)
  /// A text message arrived on `connection`; it is valid UTF-8 and within the server's bounds.
  func connection(_ connection: ConnectionID, received text: String)
  /// `connection` ended; nothing more can be sent to it or arrives from it.
  func connectionClosed(_ connection: ConnectionID, because reason: CloseReason)
}

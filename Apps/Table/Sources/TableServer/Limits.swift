/// The bounds a ``WebSocketServer`` keeps on each connection and on their number.
///
/// The defaults suit a table of friends: messages of a game are a few hundred bytes, a player
/// sends a handful a second, and a table seats a few people plus spectators.
public struct Limits: Sendable, Equatable {
  /// The largest incoming message, in bytes of UTF-8; a bigger one closes its connection
  /// with 1009.
  public var largestMessage = 16 * 1024
  /// Messages a connection may send per second, on average; faster closes it with 1008.
  public var messagesPerSecond = 20.0
  /// Messages a connection may send at once before the average above applies.
  public var messageBurst = 40
  /// Open WebSocket connections, in all; one more is refused with HTTP 503 before the upgrade.
  public var connections = 64
  /// Open WebSocket connections from one IP address; one more is refused with HTTP 503.
  public var connectionsPerPeer = 16
  /// Seconds between the pings the server sends each connection (0: none). A live peer answers
  /// each ping, which keeps it from counting as idle.
  public var keepAliveInterval = 15
  /// Seconds without anything from a peer (message or answer to a ping) after which its
  /// connection is closed with 1001 (0: never).
  public var idleTimeout = 45.0

  /// The default bounds.
  public init() {}
}

/// Names one WebSocket connection to the server; never reused while the server runs.
public struct ConnectionID: Hashable, Sendable, CustomStringConvertible {
  /// The number behind the name: 1 for the server's first connection, then counting up.
  public let rawValue: UInt64

  /// A connection's name from its number (for tests of code that takes connection ids).
  public init(rawValue: UInt64) { self.rawValue = rawValue }

  public var description: String { "connection \(rawValue)" }
}

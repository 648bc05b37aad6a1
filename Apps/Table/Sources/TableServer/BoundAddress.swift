/// An address and port the server listens on.
public struct BoundAddress: Hashable, Sendable, CustomStringConvertible {
  /// The IP address, as text (`127.0.0.1`, `::1`).
  public let host: String
  /// The port; the one the system chose when listening on port 0.
  public let port: UInt16

  /// An address and port.
  public init(host: String, port: UInt16) {
    self.host = host
    self.port = port
  }

  /// `host:port`, with an IPv6 address in brackets: the authority of a URL.
  public var description: String { host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)" }
}

/// Why the server could not listen.
public enum ListenError: Error, Equatable, CustomStringConvertible {
  /// The host is not an IP address (names are not resolved: say `127.0.0.1` or `::1`).
  case notAnIPAddress(String)
  /// The system refused (the port is taken, the address is not this machine's…).
  case refused(address: String, message: String)
  /// The server was stopped.
  case stopped

  public var description: String {
    switch self {
    case .notAnIPAddress(let host): "\(host) is not an IP address"
    case .refused(let address, let message): "cannot listen on \(address): \(message)"
    case .stopped: "the server is stopped"
    }
  }
}

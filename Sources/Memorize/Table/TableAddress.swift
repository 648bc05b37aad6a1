/// Where a table listens, as a player types it: `HOST:PORT`, with an IPv6 host in brackets
/// (`[::1]:7077`).
public struct TableAddress: Hashable, Sendable {
  /// The host name or address, without brackets.
  public var host: String
  /// The TCP port, 1 to 65535.
  public var port: Int

  /// The port a table listens on when none is named.
  public static let defaultPort = 7077

  /// `host` at `port`.
  public init(host: String, port: Int) {
    self.host = host
    self.port = port
  }

  /// The address in `text`, or `nil` when it is not one. A port left out is ``defaultPort``.
  public init?(_ text: String) {
    var rest = Substring(text)
    for scheme in ["ws://", "http://"] where rest.lowercased().hasPrefix(scheme) {
      rest = rest.dropFirst(scheme.count)
    }
    if let slash = rest.firstIndex(of: "/") { rest = rest[..<slash] }
    var host: Substring
    var portText: Substring?
    if rest.hasPrefix("[") {
      guard let close = rest.firstIndex(of: "]") else { return nil }
      host = rest[rest.index(after: rest.startIndex)..<close]
      let after = rest[rest.index(after: close)...]
      if !after.isEmpty {
        guard after.hasPrefix(":") else { return nil }
        portText = after.dropFirst()
      }
    } else if rest.filter({ $0 == ":" }).count == 1, let colon = rest.firstIndex(of: ":") {
      host = rest[..<colon]
      portText = rest[rest.index(after: colon)...]
    } else {
      host = rest
    }
    let allowed = host.allSatisfy {
      $0.isASCII && ($0.isLetter || $0.isNumber || ".-:".contains($0))
    }
    guard !host.isEmpty, allowed else { return nil }
    // Digits and dots alone are an IPv4 address: four numbers of 0 to 255 ("1.2.3" is none).
    if host.allSatisfy({ $0.isNumber || $0 == "." }) {
      let parts = host.split(separator: ".", omittingEmptySubsequences: false)
      guard parts.count == 4,
        parts.allSatisfy({ !$0.isEmpty && $0.count <= 3 && (Int($0) ?? 256) <= 255 })
      else { return nil }
    }
    let port = portText.map { Int($0) } ?? Self.defaultPort
    guard let port, (1...65535).contains(port) else { return nil }
    self.host = String(host)
    self.port = port
  }

  /// The address as it is typed back: `host:port`, `[::1]:port`.
  public var text: String { host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)" }
}

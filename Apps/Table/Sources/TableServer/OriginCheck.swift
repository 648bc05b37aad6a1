/// The same-host check of a WebSocket upgrade: does the page's `Origin` name the host (and port)
/// the request was sent to?
enum OriginCheck {
  /// Whether `origin` (`http://host:port`) and the `Host` header name the same host and port.
  /// Hosts compare without case; a missing port is the scheme's default.
  static func isSameHost(origin: String, host: String) -> Bool {
    guard let origin = authority(ofOrigin: origin), let target = split(host)
    else { return false }
    return origin.host == target.host && origin.port == (target.port ?? origin.defaultPort)
  }

  private static func authority(ofOrigin origin: String)
    -> (host: String, port: Int, defaultPort: Int)?
  {
    let lowered = origin.lowercased()
    let defaultPort: Int
    let rest: Substring
    if lowered.hasPrefix("http://") {
      (defaultPort, rest) = (80, lowered.dropFirst("http://".count))
    } else if lowered.hasPrefix("https://") {
      (defaultPort, rest) = (443, lowered.dropFirst("https://".count))
    } else {
      return nil
    }
    guard !rest.contains("/"), let parts = split(String(rest)) else {
      return nil
    }
    return (parts.host, parts.port ?? defaultPort, defaultPort)
  }

  /// `host`, `host:port`, `[v6]` or `[v6]:port`, lowercased; nil when malformed.
  private static func split(_ authority: String) -> (host: String, port: Int?)? {
    let authority = authority.lowercased()
    var host: Substring
    var portText: Substring?
    if authority.hasPrefix("[") {
      guard let close = authority.firstIndex(of: "]") else { return nil }
      host = authority[authority.index(after: authority.startIndex)..<close]
      let after = authority[authority.index(after: close)...]
      if after.hasPrefix(":") {
        portText = after.dropFirst()
      } else if !after.isEmpty {
        return nil
      }
    } else {
      let parts = authority.split(separator: ":", omittingEmptySubsequences: false)
      guard parts.count <= 2 else { return nil }
      host = parts[0]
      portText = parts.count == 2 ? parts[1] : nil
    }
    guard !host.isEmpty else { return nil }
    guard let portText else { return (String(host), nil) }
    guard let port = Int(portText), (0...65535).contains(port) else { return nil }
    return (String(host), port)
  }
}

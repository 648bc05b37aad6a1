#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

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
  ///
  /// An IPv6 address with a port is written in brackets (`[::1]:5000`). Unbracketed, its last
  /// group is taken for the port only when the rest is an address and the whole is none
  /// (`1:2:3:4:5:6:7:8:5000`); text that reads as an address either way (`::1:5000`) is no
  /// address here, and ``ambiguousIPv6(_:)`` names its two bracketed forms.
  public init?(_ text: String) {
    let rest = Self.authority(of: text)
    guard Self.ambiguousIPv6(text) == nil else { return nil }
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
    } else if let split = Self.addressAndPort(rest), !Self.isIPv6(rest) {
      // Not an address whole, an address with a port after it: "1:2:3:4:5:6:7:8:5000".
      host = split.host
      portText = split.port
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

  /// The two ways an unbracketed IPv6 address ending in a number can be read, when both are
  /// addresses: `::1:5000` is `[::1]:5000` (port 5000) or `[::1:5000]` (the default port);
  /// `nil` for any other text.
  public static func ambiguousIPv6(_ text: String) -> (withPort: String, withoutPort: String)? {
    let rest = authority(of: text)
    guard !rest.hasPrefix("["), let split = addressAndPort(rest), isIPv6(rest) else { return nil }
    return ("[\(split.host)]:\(split.port)", "[\(rest)]")
  }

  /// What names the host and port in `text`: without a scheme (`ws://`, `http://`) and a path.
  private static func authority(of text: String) -> Substring {
    var rest = Substring(text)
    for scheme in ["ws://", "http://"] where rest.lowercased().hasPrefix(scheme) {
      rest = rest.dropFirst(scheme.count)
    }
    if let slash = rest.firstIndex(of: "/") { rest = rest[..<slash] }
    return rest
  }

  /// `text` as an IPv6 address and a port after its last colon, when what comes before it is
  /// an address (not `::`, which no table is reached at) and what comes after it a port number.
  private static func addressAndPort(_ text: Substring) -> (host: Substring, port: Substring)? {
    guard text.count(where: { $0 == ":" }) > 1, let colon = text.lastIndex(of: ":") else {
      return nil
    }
    let host = text[..<colon]
    let port = text[text.index(after: colon)...]
    guard host != "::", isIPv6(host), !port.isEmpty, port.allSatisfy({ $0.isASCII && $0.isNumber }),
      let number = Int(port), (1...65535).contains(number)
    else { return nil }
    return (host, port)
  }

  /// Whether `text` is an IPv6 address, as the system reads one.
  private static func isIPv6(_ text: Substring) -> Bool {
    var address = in6_addr()
    return inet_pton(AF_INET6, String(text), &address) == 1
  }

  /// The address as it is typed back: `host:port`, `[::1]:port`.
  public var text: String { host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)" }
}

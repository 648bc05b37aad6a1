/// What a ``WebSocketServer`` serves and how it guards it.
public struct ServerConfiguration: Sendable {
  /// The path WebSocket connections are accepted on (a path of its own, not `/`: the paths below
  /// it are not served).
  public var webSocketPath = "/table"
  /// The static resources, by path (e.g. `/` and `/app.js`); any other path but the
  /// WebSocket path is 404.
  public var resources: [String: StaticResource] = [:]
  /// The `Content-Security-Policy` header of every HTTP response.
  public var contentSecurityPolicy =
    "default-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'"
  /// Whether a WebSocket upgrade whose `Origin` names another host than its `Host` header is
  /// refused (HTTP 403). Browsers always send `Origin`; a request without one (a terminal
  /// client) is let through, as it is not a page of another site acting for its user.
  public var requiresSameOrigin = false
  /// Bounds on sizes, rates and numbers.
  public var limits = Limits()

  /// The defaults: no resources, WebSocket on `/table`, any origin, default bounds.
  public init() {}
}

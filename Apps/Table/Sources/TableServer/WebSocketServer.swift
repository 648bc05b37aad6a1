import CSoup

/// An HTTP and WebSocket server on libsoup 3 and the GLib main loop: it serves a few static
/// resources, accepts WebSocket connections on one path, and passes their text messages to its
/// delegate, within bounds on sizes, rates and numbers (``Limits``). Messages are opaque text to
/// it.
///
/// Everything happens on one GLib main context: the one given to ``init(configuration:context:)``
/// or the thread-default one of the thread that makes the server. Use the server only on the
/// thread that runs that context, and run it there as the thread-default context
/// (`g_main_context_push_thread_default`), as libsoup attaches its sources to the thread-default
/// context. The delegate is called on that thread.
public final class WebSocketServer {
  /// Hears connections open, messages arrive and connections close.
  public weak var delegate: (any WebSocketServerDelegate)?
  /// What the server serves and its bounds.
  public let configuration: ServerConfiguration
  /// The addresses and ports it listens on, in the order ``listen(host:port:)`` was called.
  public private(set) var boundAddresses: [BoundAddress] = []

  private let server: UnsafeMutablePointer<SoupServer>
  private let context: OpaquePointer
  /// Connections as the delegate knows them: opened, not yet reported closed.
  private var open: [ConnectionID: Connection] = [:]
  /// Connections reported closed whose closing handshake libsoup is still finishing.
  private var closing: [ConnectionID: Connection] = [:]
  /// Upgrades let through (they count against the limits) but not yet completed, by the
  /// address of their request.
  private var admitted: [UInt: Admission] = [:]
  private var lastConnectionNumber: UInt64 = 0
  private var idleSweep: ScheduledCall?
  private var isStopped = false

  /// A server that listens nowhere yet; `context` (a `GMainContext *`) is the main context it
  /// runs on, by default the thread-default one.
  public init(configuration: ServerConfiguration = .init(), context: OpaquePointer? = nil) {
    self.configuration = configuration
    self.context = context.map { g_main_context_ref($0) } ?? g_main_context_ref_thread_default()
    server = memorize_soup_server_new()
    // Messages are small JSON; compression would let a small frame inflate past the bounds.
    soup_server_remove_websocket_extension(server, soup_websocket_extension_deflate_get_type())
    let me = Unmanaged.passUnretained(self).toOpaque()
    soup_server_add_handler(server, nil, serveResource, me, nil)
    soup_server_add_early_handler(server, configuration.webSocketPath, admitUpgrade, me, nil)
    soup_server_add_websocket_handler(
      server, configuration.webSocketPath, nil, nil, openConnection, me, nil)
  }

  deinit {
    idleSweep?.cancel()
    // Closing makes sources (writes, a close timeout): they belong on the server's context.
    onContext {
      for connection in Array(open.values) + Array(closing.values) {
        connection.detach()
        if soup_websocket_connection_get_state(connection.socket) == SOUP_WEBSOCKET_STATE_OPEN {
          soup_websocket_connection_close(connection.socket, CloseCode.goingAway, "server stopping")
        }
        g_object_unref(UnsafeMutableRawPointer(connection.socket))
      }
      for admission in admitted.values { admission.withdraw() }
      soup_server_remove_handler(server, configuration.webSocketPath)
      soup_server_remove_handler(server, "/")
      soup_server_disconnect(server)
      g_object_unref(server)
    }
    g_main_context_unref(context)
  }

  // MARK: - Listening

  /// Listens on `host` (an IP address: `127.0.0.1`, `::1`, `0.0.0.0`…) and `port` (0: one the
  /// system picks); returns the address and port now listened on. May be called more than once.
  @discardableResult
  public func listen(host: String = "127.0.0.1", port: UInt16 = 0) throws(ListenError)
    -> BoundAddress
  {
    guard !isStopped else { throw .stopped }
    guard let address = g_inet_socket_address_new_from_string(host, guint(port)) else {
      throw .notAnIPAddress(host)
    }
    defer { g_object_unref(address) }
    let before = Set(listenerAddresses())
    var error: UnsafeMutablePointer<GError>?
    let listening = onContext {
      soup_server_listen(server, address, SoupServerListenOptions(rawValue: 0), &error)
    }
    guard listening != 0 else {
      let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
      g_clear_error(&error)
      throw .refused(address: BoundAddress(host: host, port: port).description, message: message)
    }
    let bound =
      listenerAddresses().first { !before.contains($0) } ?? BoundAddress(host: host, port: port)
    boundAddresses.append(bound)
    return bound
  }

  /// Closes every connection (1001, reported as ``CloseReason/serverStopped``) and stops
  /// listening. The server cannot listen again.
  public func stop() {
    guard !isStopped else { return }
    isStopped = true
    for id in open.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
      end(id, because: .serverStopped, code: CloseCode.goingAway, text: "server stopping")
    }
    idleSweep?.cancel()
    soup_server_disconnect(server)
  }

  // MARK: - Connections

  /// The connections open now.
  public var connections: [ConnectionID] { open.keys.sorted { $0.rawValue < $1.rawValue } }

  /// Upgrades let through whose request is still being read (they count against the limits).
  var upgradesInProgress: Int { admitted.count }

  /// The IP address `connection` comes from, while it is open.
  public func peer(of connection: ConnectionID) -> String? { open[connection]?.peer }

  /// Sends `text` on `connection`; false (and nothing sent) when it is not open.
  @discardableResult
  public func send(_ text: String, to connection: ConnectionID) -> Bool {
    guard let socket = open[connection]?.socket,
      soup_websocket_connection_get_state(socket) == SOUP_WEBSOCKET_STATE_OPEN
    else { return false }
    var text = text
    let bytes = text.withUTF8 { g_bytes_new($0.baseAddress, gsize($0.count)) }
    onContext { soup_websocket_connection_send_message(socket, SOUP_WEBSOCKET_DATA_TEXT, bytes) }
    g_bytes_unref(bytes)
    return true
  }

  /// Closes `connection` with `code` and `reason`; the delegate hears
  /// ``CloseReason/closedByServer(code:reason:)`` at once. A code a server may not send becomes
  /// 1000; the reason is cut to the 123 bytes a close frame holds, on a character boundary.
  public func close(_ connection: ConnectionID, code: UInt16 = 1000, reason: String = "") {
    let code = CloseCode.isSendable(code) ? code : CloseCode.normal
    let reason = Self.closeFrameText(reason)
    end(connection, because: .closedByServer(code: code, reason: reason), code: code, text: reason)
  }

  // MARK: - Timers

  /// Runs `body` once on the server's main loop after `seconds`, unless the returned call is
  /// cancelled first. Calls with different times run in the order of their times.
  @discardableResult
  public func after(_ seconds: Double, _ body: @escaping () -> Void) -> ScheduledCall {
    ScheduledCall(after: seconds, on: context, body)
  }

  // MARK: - Upgrades (called from libsoup)

  /// Decides, from the headers alone, whether a WebSocket upgrade may go ahead: the origin when
  /// asked, then the numbers of connections. A refusal is an HTTP response, before any upgrade.
  fileprivate func admit(_ message: OpaquePointer, path: String) {
    addSafeHeaders(message)
    // libsoup hands this handler the paths below the WebSocket path too.
    guard path == configuration.webSocketPath else {
      return respond(message, status: 404, "not found")
    }
    let peer = soup_server_message_get_remote_host(message).map { String(cString: $0) } ?? ""
    let request = soup_server_message_get_request_headers(message)
    if configuration.requiresSameOrigin,
      let origin = soup_message_headers_get_one(request, "Origin").map({ String(cString: $0) })
    {
      let host = soup_message_headers_get_one(request, "Host").map { String(cString: $0) } ?? ""
      guard OriginCheck.isSameHost(origin: origin, host: host) else {
        return refuse(message, status: 403, "origin \(Self.printable(origin)) may not connect")
      }
    }
    let limits = configuration.limits
    guard open.count + admitted.count < limits.connections else {
      return refuse(message, status: 503, "the server is full (\(limits.connections) connections)")
    }
    let fromPeer =
      open.values.count { $0.peer == peer } + admitted.values.count { $0.peer == peer }
    guard fromPeer < limits.connectionsPerPeer else {
      return refuse(
        message, status: 503,
        "too many connections from \(peer) (\(limits.connectionsPerPeer) at most)")
    }
    admitted[UInt(bitPattern: message)] = Admission(
      message: message, peer: peer, server: Unmanaged.passUnretained(self).toOpaque())
  }

  /// An admitted request ended without an upgrade: its place is free again.
  fileprivate func upgradeAbandoned(_ message: OpaquePointer) {
    admitted.removeValue(forKey: UInt(bitPattern: message))?.withdraw()
  }

  /// libsoup completed an upgrade: the connection opens.
  fileprivate func opened(_ socket: OpaquePointer, for message: OpaquePointer) {
    let admission = admitted.removeValue(forKey: UInt(bitPattern: message))
    admission?.withdraw()
    let peer =
      admission?.peer ?? soup_server_message_get_remote_host(message).map { String(cString: $0) }
      ?? ""
    guard !isStopped, admission != nil else {
      // Not admitted (the server stopped in between): no place was kept for it.
      onContext { soup_websocket_connection_close(socket, CloseCode.goingAway, "server stopping") }
      return
    }
    lastConnectionNumber += 1
    let id = ConnectionID(rawValue: lastConnectionNumber)
    let limits = configuration.limits
    g_object_ref(UnsafeMutableRawPointer(socket))
    // libsoup treats 0 as "no bound"; the check in `received` makes a bound of 0 refuse all.
    let largest = guint64(max(1, limits.largestMessage))
    soup_websocket_connection_set_max_incoming_payload_size(socket, largest)
    _ = memorize_websocket_set_max_total_message_size(socket, largest)
    onContext {
      soup_websocket_connection_set_keepalive_interval(
        socket, guint(clamping: max(0, limits.keepAliveInterval)))
    }
    let connection = Connection(
      id: id, socket: socket, peer: peer,
      bucket: TokenBucket(
        rate: limits.messagesPerSecond, burst: limits.messageBurst, now: g_get_monotonic_time()))
    connection.attach(to: self)
    connection.watchUnfinishedBytes(on: context, for: self)
    open[id] = connection
    scheduleIdleSweep()
    delegate?.connectionOpened(id, peer: peer)
  }

  // MARK: - Connection events (called from libsoup)

  fileprivate func received(_ type: Int32, _ bytes: OpaquePointer?, on id: ConnectionID) {
    guard let connection = open[id] else { return }
    let now = g_get_monotonic_time()
    connection.lastHeard = now
    connection.messageArrived()
    guard type == Int32(SOUP_WEBSOCKET_DATA_TEXT.rawValue) else {
      return end(
        id, because: .binaryMessage, code: CloseCode.unsupportedData,
        text: "binary messages are not accepted")
    }
    var size: gsize = 0
    let data = bytes.flatMap { g_bytes_get_data($0, &size) }
    let limit = configuration.limits.largestMessage
    guard size <= limit else {
      return end(
        id, because: .messageTooBig(limit: limit), code: CloseCode.messageTooBig,
        text: "message too big")
    }
    guard connection.bucket.take(now: now) else {
      return end(
        id, because: .tooManyMessages, code: CloseCode.policyViolation, text: "too many messages")
    }
    let text = data.map {
      String(decoding: UnsafeRawBufferPointer(start: $0, count: Int(size)), as: UTF8.self)
    }
    delegate?.connection(id, received: text ?? "")
  }

  fileprivate func heardPong(on id: ConnectionID) {
    guard let connection = open[id] else { return }
    connection.lastHeard = g_get_monotonic_time()
    connection.pongArrived(keepAliveInterval: configuration.limits.keepAliveInterval)
  }

  /// Bytes libsoup has taken from a socket beyond its last message, that may be control frames
  /// (a peer's own pings) or the start of the next message, before the connection counts as
  /// sending a message too big.
  static let unfinishedSlack = 64 * 1024

  /// Checks that the bytes `id`'s peer sent since its last message could still become a message
  /// within the bound: libsoup 3.2 bounds each frame, but keeps the fragments of an unfinished
  /// message without a limit. False (stop watching) once the connection is gone or closed.
  fileprivate func checkUnfinishedBytes(on id: ConnectionID) -> Bool {
    guard let connection = open[id],
      soup_websocket_connection_get_state(connection.socket) == SOUP_WEBSOCKET_STATE_OPEN
    else { return false }
    let limit = configuration.limits.largestMessage
    guard let unfinished = connection.unfinishedBytes, unfinished - Self.unfinishedSlack > limit
    else { return true }
    end(
      id, because: .messageTooBig(limit: limit), code: CloseCode.messageTooBig,
      text: "message too big")
    return false
  }

  fileprivate func failed(_ error: UnsafeMutablePointer<GError>?, on id: ConnectionID) {
    guard let connection = open[id] else { return }
    let isWebSocketError = error?.pointee.domain == soup_websocket_error_quark()
    let code = isWebSocketError ? UInt16(clamping: error?.pointee.code ?? 0) : CloseCode.abnormal
    let message = error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? ""
    if code == CloseCode.messageTooBig {
      // libsoup drops the connection without a close frame; send one first, so the peer learns
      // why (the frame is written at once when the socket has room, as it has here).
      let limit = configuration.limits.largestMessage
      end(
        id, because: .messageTooBig(limit: limit), code: CloseCode.messageTooBig,
        text: "message too big")
    } else {
      connection.failure = .failed(code: code == 0 ? CloseCode.abnormal : code, message: message)
    }
  }

  fileprivate func closed(_ id: ConnectionID) {
    if let connection = open.removeValue(forKey: id) {
      let reason = connection.failure ?? Self.peerReason(connection.socket)
      release(connection)
      delegate?.connectionClosed(id, because: reason)
    } else if let connection = closing.removeValue(forKey: id) {
      release(connection)
    }
  }

  // MARK: - Static resources (called from libsoup)

  fileprivate func serve(_ message: OpaquePointer, path: String) {
    addSafeHeaders(message)
    let method = soup_server_message_get_method(message).map { String(cString: $0) } ?? ""
    guard method == "GET" || method == "HEAD" else {
      soup_message_headers_replace(
        soup_server_message_get_response_headers(message), "Allow", "GET, HEAD")
      return respond(message, status: 405, "method not allowed")
    }
    guard let resource = configuration.resources[path], path != configuration.webSocketPath else {
      return respond(message, status: 404, "not found")
    }
    soup_server_message_set_status(message, 200, nil)
    resource.bytes.withUnsafeBufferPointer {
      soup_server_message_set_response(
        message, resource.contentType, SOUP_MEMORY_COPY, $0.baseAddress, gsize($0.count))
    }
  }

  // MARK: - Helpers

  /// Reports `id` closed for `reason` and closes it with `code` and `text`. libsoup finishes
  /// the closing handshake later, for up to 5 s, and goes on reading meanwhile; a peer that broke
  /// a bound (or went silent) is not read any more: what it sends after the close is dropped.
  private func end(_ id: ConnectionID, because reason: CloseReason, code: UInt16, text: String) {
    guard let connection = open.removeValue(forKey: id) else { return }
    connection.stopWatching()
    closing[id] = connection
    if soup_websocket_connection_get_state(connection.socket) == SOUP_WEBSOCKET_STATE_OPEN {
      onContext { soup_websocket_connection_close(connection.socket, code, text) }
    }
    switch reason {
    case .messageTooBig, .binaryMessage, .tooManyMessages, .idle: connection.stopReading()
    case .peerClosed, .failed, .closedByServer, .serverStopped: break
    }
    delegate?.connectionClosed(id, because: reason)
  }

  private func release(_ connection: Connection) {
    connection.detach()
    g_object_unref(UnsafeMutableRawPointer(connection.socket))
  }

  private func scheduleIdleSweep() {
    let timeout = configuration.limits.idleTimeout
    guard timeout > 0, idleSweep == nil else { return }
    idleSweep = after(max(0.05, timeout / 4)) { [weak self] in self?.sweepIdle() }
  }

  private func sweepIdle() {
    idleSweep = nil
    let now = g_get_monotonic_time()
    let timeout = configuration.limits.idleTimeout
    let idle = open.values.filter { Double(now - $0.lastHeard) / 1_000_000 >= timeout }
    for connection in idle.sorted(by: { $0.id.rawValue < $1.id.rawValue }) {
      end(connection.id, because: .idle, code: CloseCode.goingAway, text: "idle")
    }
    if !open.isEmpty { scheduleIdleSweep() }
  }

  private func addSafeHeaders(_ message: OpaquePointer) {
    let headers = soup_server_message_get_response_headers(message)
    soup_message_headers_replace(headers, "X-Content-Type-Options", "nosniff")
    soup_message_headers_replace(headers, "Cache-Control", "no-store")
    soup_message_headers_replace(headers, "Referrer-Policy", "no-referrer")
    soup_message_headers_replace(
      headers, "Content-Security-Policy", Self.printable(configuration.contentSecurityPolicy))
  }

  private func refuse(_ message: OpaquePointer, status: UInt32, _ reason: String) {
    soup_message_headers_replace(
      soup_server_message_get_response_headers(message), "Connection", "close")
    respond(message, status: status, reason)
  }

  /// A one-line plain-text response.
  private func respond(_ message: OpaquePointer, status: UInt32, _ line: String) {
    soup_server_message_set_status(message, status, nil)
    var body = line + "\n"
    body.withUTF8 {
      soup_server_message_set_response(
        message, "text/plain; charset=utf-8", SOUP_MEMORY_COPY, $0.baseAddress, gsize($0.count))
    }
  }

  private func listenerAddresses() -> [BoundAddress] {
    var addresses: [BoundAddress] = []
    let listeners = soup_server_get_listeners(server)
    var node = listeners
    while let current = node {
      if let socket = current.pointee.data,
        let local = g_socket_get_local_address(socket.assumingMemoryBound(to: GSocket.self), nil)
      {
        let inet = UnsafeMutableRawPointer(local).assumingMemoryBound(to: GInetSocketAddress.self)
        let family = g_socket_address_get_family(local)
        if family == G_SOCKET_FAMILY_IPV4 || family == G_SOCKET_FAMILY_IPV6,
          let text = g_inet_address_to_string(g_inet_socket_address_get_address(inet))
        {
          addresses.append(
            BoundAddress(host: String(cString: text), port: g_inet_socket_address_get_port(inet)))
          g_free(text)
        }
        g_object_unref(local)
      }
      node = current.pointee.next
    }
    g_slist_free(listeners)
    return addresses
  }

  /// Runs `body` with the server's context as the thread-default one, where libsoup attaches
  /// the sources it makes (listeners, writes, pings).
  private func onContext<Result>(_ body: () -> Result) -> Result {
    g_main_context_push_thread_default(context)
    defer { g_main_context_pop_thread_default(context) }
    return body()
  }

  private static func peerReason(_ socket: OpaquePointer) -> CloseReason {
    let code = soup_websocket_connection_get_close_code(socket)
    guard code != 0 else { return .failed(code: CloseCode.abnormal, message: "connection lost") }
    let reason = soup_websocket_connection_get_close_data(socket).map { String(cString: $0) } ?? ""
    return .peerClosed(code: code, reason: reason)
  }

  /// `text` without control characters (a header or a log line must stay one line).
  static func printable(_ text: String) -> String {
    String(
      String.UnicodeScalarView(text.unicodeScalars.filter { $0.value >= 0x20 && $0 != "\u{7F}" }))
  }

  /// `text` fit for a close frame: printable, at most 123 bytes of UTF-8, cut between characters.
  static func closeFrameText(_ text: String) -> String {
    var result = ""
    var size = 0
    for character in printable(text) {
      size += character.utf8.count
      guard size <= 123 else { break }
      result.append(character)
    }
    return result
  }
}

/// One open WebSocket connection and what the server keeps about it.
private final class Connection {
  let id: ConnectionID
  let socket: OpaquePointer
  let peer: String
  var bucket: TokenBucket
  var lastHeard: Int
  /// What libsoup reported wrong, told to the delegate when the connection closes.
  var failure: CloseReason?
  private var handlers: [gulong] = []
  private let openedAt = g_get_monotonic_time()
  /// The socket's descriptor while it is watched for bytes that never finish a message.
  private var descriptor: Int32 = -1
  private var watch: UnsafeMutablePointer<GSource>?
  /// Bytes libsoup had taken from the socket when the last message (or the upgrade) arrived.
  private var takenAtLastMessage = 0
  /// Bytes of the pongs answering the server's pings since then.
  private var pongBytes = 0
  private var pongsCounted = 0

  init(id: ConnectionID, socket: OpaquePointer, peer: String, bucket: TokenBucket) {
    self.id = id
    self.socket = socket
    self.peer = peer
    self.bucket = bucket
    self.lastHeard = g_get_monotonic_time()
  }

  func attach(to server: WebSocketServer) {
    let target = ConnectionTarget(server: server, id: id)
    handlers = [
      connect(socket, "message", target, thunk: address(of: messageThunk)),
      connect(socket, "pong", target, thunk: address(of: pongThunk)),
      connect(socket, "error", target, thunk: address(of: errorThunk)),
      connect(socket, "closed", target, thunk: address(of: closedThunk)),
    ]
  }

  func detach() {
    for handler in handlers {
      g_signal_handler_disconnect(UnsafeMutableRawPointer(socket), handler)
    }
    handlers = []
    stopWatching()
  }

  /// Watches the socket: each time bytes arrive, the server checks those not yet part of a
  /// message (see ``WebSocketServer/checkUnfinishedBytes(on:)``). Where the system cannot say how
  /// many bytes libsoup took, nothing is watched.
  func watchUnfinishedBytes(on context: OpaquePointer, for server: WebSocketServer) {
    guard let gsocket = memorize_websocket_socket(socket) else { return }
    let descriptor = g_socket_get_fd(gsocket)
    let taken = Int(memorize_socket_bytes_taken(descriptor))
    guard taken >= 0, let source = g_socket_create_source(gsocket, G_IO_IN, nil) else { return }
    self.descriptor = descriptor
    takenAtLastMessage = taken
    g_source_set_callback(
      source, unsafeBitCast(address(of: watchThunk), to: GSourceFunc.self),
      Unmanaged.passRetained(ConnectionTarget(server: server, id: id)).toOpaque(),
      releaseWatchTarget)
    g_source_attach(source, context)
    watch = source
  }

  /// Shuts the socket for reading: libsoup then reads its end at once and closes the connection,
  /// instead of taking in (and keeping) whatever the peer goes on sending for 5 s.
  func stopReading() {
    guard let gsocket = memorize_websocket_socket(socket) else { return }
    g_socket_shutdown(gsocket, 1, 0, nil)
  }

  func stopWatching() {
    guard let watch else { return }
    g_source_destroy(watch)
    g_source_unref(watch)
    self.watch = nil
  }

  /// Bytes libsoup took since the last message, less the pongs; nil when not watched.
  var unfinishedBytes: Int? {
    guard descriptor >= 0 else { return nil }
    let taken = Int(memorize_socket_bytes_taken(descriptor))
    return taken >= 0 ? taken - takenAtLastMessage - pongBytes : nil
  }

  func messageArrived() {
    guard descriptor >= 0 else { return }
    let taken = Int(memorize_socket_bytes_taken(descriptor))
    if taken >= 0 { takenAtLastMessage = taken }
    pongBytes = 0
  }

  /// Counts a pong's 13 bytes (a masked frame around libsoup's 7-byte ping payload), for no
  /// more pongs than the server sent pings: unasked-for pongs must not buy room for fragments.
  func pongArrived(keepAliveInterval: Int) {
    let interval = min(max(1, keepAliveInterval), Int(UInt32.max)) * 1_000_000
    guard pongsCounted < (g_get_monotonic_time() - openedAt) / interval + 2 else { return }
    pongsCounted += 1
    pongBytes += 13
  }
}

/// A request admitted for an upgrade: its place is kept until it upgrades or ends.
private final class Admission {
  let message: OpaquePointer
  let peer: String
  private var handler: gulong = 0

  init(message: OpaquePointer, peer: String, server: UnsafeMutableRawPointer) {
    self.message = message
    self.peer = peer
    g_object_ref(UnsafeMutableRawPointer(message))
    handler = g_signal_connect_data(
      UnsafeMutableRawPointer(message), "finished",
      unsafeBitCast(address(of: finishedThunk), to: GCallback.self), server, nil,
      GConnectFlags(rawValue: 0))
  }

  /// Stops watching the request (call once).
  func withdraw() {
    g_signal_handler_disconnect(UnsafeMutableRawPointer(message), handler)
    g_object_unref(UnsafeMutableRawPointer(message))
  }
}

// MARK: - C callbacks

/// What a connection's signal handlers need: the server (which may be gone) and the connection.
private final class ConnectionTarget {
  weak var server: WebSocketServer?
  let id: ConnectionID
  init(server: WebSocketServer, id: ConnectionID) {
    self.server = server
    self.id = id
  }
}

private func connect(
  _ socket: OpaquePointer, _ signal: String, _ target: ConnectionTarget, thunk: UnsafeRawPointer
) -> gulong {
  g_signal_connect_data(
    UnsafeMutableRawPointer(socket), signal, unsafeBitCast(thunk, to: GCallback.self),
    Unmanaged.passRetained(target).toOpaque(), releaseTarget, GConnectFlags(rawValue: 0))
}

private func address<Thunk>(of thunk: Thunk) -> UnsafeRawPointer {
  unsafeBitCast(thunk, to: UnsafeRawPointer.self)
}

private func target(_ data: UnsafeMutableRawPointer?) -> (WebSocketServer, ConnectionID)? {
  guard let data else { return nil }
  let target = Unmanaged<ConnectionTarget>.fromOpaque(data).takeUnretainedValue()
  guard let server = target.server else { return nil }
  return (server, target.id)
}

private func server(_ data: UnsafeMutableRawPointer?) -> WebSocketServer? {
  data.map { Unmanaged<WebSocketServer>.fromOpaque($0).takeUnretainedValue() }
}

private let releaseTarget: GClosureNotify = { data, _ in
  guard let data else { return }
  Unmanaged<ConnectionTarget>.fromOpaque(data).release()
}

private typealias MessageThunk =
  @convention(c) (OpaquePointer?, Int32, OpaquePointer?, UnsafeMutableRawPointer?) -> Void
private let messageThunk: MessageThunk = { _, type, bytes, data in
  guard let (server, id) = target(data) else { return }
  server.received(type, bytes, on: id)
}

private typealias PongThunk =
  @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void
private let pongThunk: PongThunk = { _, _, data in
  guard let (server, id) = target(data) else { return }
  server.heardPong(on: id)
}

private typealias ErrorThunk =
  @convention(c) (OpaquePointer?, UnsafeMutablePointer<GError>?, UnsafeMutableRawPointer?) -> Void
private let errorThunk: ErrorThunk = { _, error, data in
  guard let (server, id) = target(data) else { return }
  server.failed(error, on: id)
}

private typealias WatchThunk =
  @convention(c) (UnsafeMutablePointer<GSocket>?, GIOCondition, UnsafeMutableRawPointer?) ->
  gboolean
private let watchThunk: WatchThunk = { _, _, data in
  guard let (server, id) = target(data) else { return 0 }
  return server.checkUnfinishedBytes(on: id) ? 1 : 0
}

private let releaseWatchTarget: GDestroyNotify = { data in
  guard let data else { return }
  Unmanaged<ConnectionTarget>.fromOpaque(data).release()
}

private typealias PlainThunk = @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void
private let closedThunk: PlainThunk = { _, data in
  guard let (server, id) = target(data) else { return }
  server.closed(id)
}

private let finishedThunk: PlainThunk = { message, data in
  guard let message, let server = server(data) else { return }
  server.upgradeAbandoned(message)
}

private let serveResource: SoupServerCallback = { _, message, path, _, data in
  guard let message, let server = server(data) else { return }
  server.serve(message, path: path.map { String(cString: $0) } ?? "")
}

private let admitUpgrade: SoupServerCallback = { _, message, path, _, data in
  guard let message, let server = server(data) else { return }
  server.admit(message, path: path.map { String(cString: $0) } ?? "")
}

private let openConnection: SoupServerWebsocketCallback = { _, message, _, socket, data in
  guard let message, let socket, let server = server(data) else { return }
  server.opened(socket, for: message)
}

import CSoup

/// libsoup's own WebSocket client, on the test's loop: connects at once and records what
/// arrives.
final class TestClient {
  private let session: UnsafeMutablePointer<SoupSession>
  private let request: OpaquePointer?
  private(set) var connection: OpaquePointer?
  /// The HTTP status of a refused handshake (503, 403…).
  private(set) var handshakeStatus: UInt32?
  private(set) var received: [String] = []
  /// The code and reason the server closed with, once closed.
  private(set) var closeCode: UInt16?
  private(set) var closeReason = ""
  private var handlers: [gulong] = []

  init(url: String, origin: String? = nil) {
    session = soup_session_new()
    request = soup_message_new("GET", url)
    guard let request else {
      handshakeStatus = 0
      return
    }
    soup_session_websocket_connect_async(
      session, request, origin, nil, 0, nil, connected, Unmanaged.passRetained(self).toOpaque())
  }

  deinit {
    if let connection {
      for handler in handlers {
        g_signal_handler_disconnect(UnsafeMutableRawPointer(connection), handler)
      }
      if soup_websocket_connection_get_state(connection) == SOUP_WEBSOCKET_STATE_OPEN {
        soup_websocket_connection_close(connection, 1001, nil)
      }
      g_object_unref(UnsafeMutableRawPointer(connection))
    }
    if let request { g_object_unref(UnsafeMutableRawPointer(request)) }
    g_object_unref(session)
  }

  var isOpen: Bool {
    connection.map { soup_websocket_connection_get_state($0) == SOUP_WEBSOCKET_STATE_OPEN }
      ?? false
  }
  var isClosed: Bool { closeCode != nil }

  func send(_ text: String) {
    guard let connection else { return }
    var text = text
    let bytes = text.withUTF8 { g_bytes_new($0.baseAddress, gsize($0.count)) }
    soup_websocket_connection_send_message(connection, SOUP_WEBSOCKET_DATA_TEXT, bytes)
    g_bytes_unref(bytes)
  }

  func sendBinary(_ bytes: [UInt8]) {
    guard let connection else { return }
    bytes.withUnsafeBufferPointer {
      soup_websocket_connection_send_binary(connection, $0.baseAddress, gsize($0.count))
    }
  }

  func close(code: UInt16 = 1000, reason: String? = nil) {
    guard let connection else { return }
    soup_websocket_connection_close(connection, code, reason)
  }

  fileprivate func finishConnecting(_ result: OpaquePointer?) {
    var error: UnsafeMutablePointer<GError>?
    connection = soup_session_websocket_connect_finish(session, result, &error)
    g_clear_error(&error)
    guard let connection else {
      handshakeStatus = request.map { soup_message_get_status($0).rawValue } ?? 0
      return
    }
    let me = Unmanaged.passUnretained(self).toOpaque()
    handlers = [
      g_signal_connect_data(
        UnsafeMutableRawPointer(connection), "message",
        unsafeBitCast(messageThunk, to: GCallback.self), me, nil, GConnectFlags(rawValue: 0)),
      g_signal_connect_data(
        UnsafeMutableRawPointer(connection), "closed",
        unsafeBitCast(closedThunk, to: GCallback.self), me, nil, GConnectFlags(rawValue: 0)),
    ]
  }

  fileprivate func heard(_ bytes: OpaquePointer?) {
    var size: gsize = 0
    guard let bytes, let data = g_bytes_get_data(bytes, &size) else { return received.append("") }
    received.append(
      String(decoding: UnsafeRawBufferPointer(start: data, count: Int(size)), as: UTF8.self))
  }

  fileprivate func heardClose() {
    guard let connection else { return }
    closeCode = soup_websocket_connection_get_close_code(connection)
    closeReason =
      soup_websocket_connection_get_close_data(connection).map { String(cString: $0) }
      ?? ""
  }
}

private let connected: GAsyncReadyCallback = { _, result, data in
  guard let data else { return }
  Unmanaged<TestClient>.fromOpaque(data).takeRetainedValue().finishConnecting(result)
}

private typealias MessageThunk =
  @convention(c) (OpaquePointer?, Int32, OpaquePointer?, UnsafeMutableRawPointer?) -> Void
private let messageThunk: MessageThunk = { _, _, bytes, data in
  guard let data else { return }
  Unmanaged<TestClient>.fromOpaque(data).takeUnretainedValue().heard(bytes)
}

private typealias ClosedThunk = @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void
private let closedThunk: ClosedThunk = { _, data in
  guard let data else { return }
  Unmanaged<TestClient>.fromOpaque(data).takeUnretainedValue().heardClose()
}

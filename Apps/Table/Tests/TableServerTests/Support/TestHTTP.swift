import CSoup

/// One HTTP request with libsoup's client on the test's loop.
final class TestHTTP {
  private let session = soup_session_new()
  private let message: OpaquePointer?
  private(set) var isDone = false
  private(set) var body: [UInt8] = []

  init(_ method: String, _ url: String) {
    message = soup_message_new(method, url)
    guard let message else {
      isDone = true
      return
    }
    soup_session_send_and_read_async(
      session, message, 0, nil, finished, Unmanaged.passRetained(self).toOpaque())
  }

  deinit {
    if let message { g_object_unref(UnsafeMutableRawPointer(message)) }
    g_object_unref(session)
  }

  var status: UInt32 { message.map { soup_message_get_status($0).rawValue } ?? 0 }
  var text: String { String(decoding: body, as: UTF8.self) }

  /// The value of a response header.
  func header(_ name: String) -> String? {
    guard let message else { return nil }
    return soup_message_headers_get_one(soup_message_get_response_headers(message), name).map {
      String(cString: $0)
    }
  }

  fileprivate func finish(_ result: OpaquePointer?) {
    var error: UnsafeMutablePointer<GError>?
    if let bytes = soup_session_send_and_read_finish(session, result, &error) {
      var size: gsize = 0
      if let data = g_bytes_get_data(bytes, &size) {
        body = Array(UnsafeRawBufferPointer(start: data, count: Int(size)))
      }
      g_bytes_unref(bytes)
    }
    g_clear_error(&error)
    isDone = true
  }
}

private let finished: GAsyncReadyCallback = { _, result, data in
  guard let data else { return }
  Unmanaged<TestHTTP>.fromOpaque(data).takeRetainedValue().finish(result)
}

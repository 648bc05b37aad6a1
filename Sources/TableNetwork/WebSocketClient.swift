#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a WebSocket connection could not be made or went wrong, in words a player can act on.
public enum WebSocketError: Error, Equatable, Sendable {
  /// The host name did not resolve.
  case unknownHost(String)
  /// Nothing answered at the address, or it refused: the system's words and its error number
  /// (`ECONNREFUSED`, `ETIMEDOUT`…; 0 when the host had no address), so a face can say it in
  /// the player's language.
  case cannotConnect(String, errno: Int32)
  /// The server answered, but not as a WebSocket server.
  case handshake(HandshakeProblem)
  /// The server sent bytes no WebSocket server may send.
  case protocolError
  /// The server sent a message larger than the client takes.
  case tooLarge
  /// Reading or writing failed.
  case io(String)
}

/// How the opening handshake went wrong, for a face to say in its player's language.
public enum HandshakeProblem: Equatable, Sendable {
  /// No answer within this many seconds.
  case noAnswer(seconds: Int)
  /// The server closed the connection before answering.
  case closedBeforeAnswering
  /// The answer's headers went on past what any server sends.
  case headersTooLong
  /// The server answered with another HTTP status: its code (503 when a table takes no more
  /// connections, 404 when nothing is served at the path), the status line, and the first
  /// line of the answer's body.
  case status(code: Int, line: String, body: String)
  /// The server did not prove it read the handshake's key.
  case keyNotAccepted
}

/// What arrived on a connection.
public enum WebSocketEvent: Equatable, Sendable {
  /// A text message.
  case text(String)
  /// The connection closed: the server's status code and reason, or 1006 when it just went.
  case closed(code: UInt16, reason: String)
}

/// A WebSocket client over a plain TCP socket (RFC 6455), for a face joining a table.
///
/// It connects and shakes hands at once (bounded by a timeout), then reads without blocking:
/// a face polls ``fileDescriptor`` with its terminal and calls ``receive()`` when it is ready.
/// Pings are answered; messages split in frames are put together; a message over
/// ``largestMessage`` bytes ends the connection.
public final class WebSocketClient {
  /// The largest message taken from the server.
  public let largestMessage: Int
  /// The socket, for `poll`.
  public let fileDescriptor: Int32
  private var buffer: [UInt8] = []
  private var partial: [UInt8]?
  private var isClosed = false

  /// Connects to `host`:`port`, asks for the WebSocket at `path`, and checks the answer.
  ///
  /// - Throws: ``WebSocketError`` naming what went wrong.
  public init(
    host: String, port: Int, path: String, timeout: Double = 5, largestMessage: Int = 1 << 20
  ) throws(WebSocketError) {
    self.largestMessage = largestMessage
    fileDescriptor = try Self.connect(host: host, port: port, timeout: timeout)
    do {
      try handshake(host: host, port: port, path: path, timeout: timeout)
      let flags = fcntl(fileDescriptor, F_GETFL)
      _ = fcntl(fileDescriptor, F_SETFL, flags | O_NONBLOCK)
    } catch {
      Glibc.close(fileDescriptor)
      throw error
    }
  }

  deinit {
    if !isClosed { Glibc.close(fileDescriptor) }
  }

  /// Sends a text message.
  public func send(text: String) throws(WebSocketError) {
    try write(WebSocketFrame(opcode: .text, payload: Array(text.utf8)))
  }

  /// Reads what has arrived, without waiting: the messages complete so far, and the close.
  public func receive() throws(WebSocketError) -> [WebSocketEvent] {
    guard !isClosed else { return [] }
    var events: [WebSocketEvent] = []
    var chunk = [UInt8](repeating: 0, count: 16 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        buffer += chunk[0..<count]
        continue
      }
      if count == 0 {
        events += try frames()
        if !isClosed { events.append(.closed(code: 1006, reason: "")) }
        finish()
        return events
      }
      if errno == EINTR { continue }
      if errno == EAGAIN || errno == EWOULDBLOCK { break }
      finish()
      throw .io(String(cString: strerror(errno)))
    }
    return events + (try frames())
  }

  /// Says goodbye with `code` and closes the socket.
  public func close(code: UInt16 = 1000, reason: String = "") {
    guard !isClosed else { return }
    let payload = [UInt8(code >> 8), UInt8(code & 0xFF)] + Array(reason.utf8.prefix(120))
    try? write(WebSocketFrame(opcode: .close, payload: payload))
    finish()
  }

  // MARK: - Frames

  private func frames() throws(WebSocketError) -> [WebSocketEvent] {
    var events: [WebSocketEvent] = []
    while !isClosed {
      let decoded: (frame: WebSocketFrame, length: Int)?
      do {
        decoded = try WebSocketFrame.decode(buffer[...], limit: largestMessage)
      } catch .tooLarge {
        close(code: 1009)
        throw .tooLarge
      } catch {
        close(code: 1002)
        throw .protocolError
      }
      guard let (frame, length) = decoded else { break }
      buffer.removeFirst(length)
      switch frame.opcode {
      case .ping:
        try write(WebSocketFrame(opcode: .pong, payload: frame.payload))
      case .pong:
        break
      case .close:
        let code =
          frame.payload.count >= 2 ? UInt16(frame.payload[0]) << 8 | UInt16(frame.payload[1]) : 1005
        let reason = String(decoding: frame.payload.dropFirst(2), as: UTF8.self)
        events.append(.closed(code: code, reason: reason))
        close(code: code == 1005 ? 1000 : code)
      case .text, .binary, .continuation:
        if frame.opcode != .continuation {
          guard partial == nil else { throw .protocolError }
          partial = []
        }
        guard var message = partial else { throw .protocolError }
        message += frame.payload
        guard message.count <= largestMessage else {
          close(code: 1009)
          throw .tooLarge
        }
        if frame.isFinal {
          partial = nil
          events.append(.text(String(decoding: message, as: UTF8.self)))
        } else {
          partial = message
        }
      }
    }
    return events
  }

  private func write(_ frame: WebSocketFrame) throws(WebSocketError) {
    var generator = SystemRandomNumberGenerator()
    let mask = (0..<4).map { _ in UInt8.random(in: 0...255, using: &generator) }
    try writeAll(frame.encoded(mask: mask))
  }

  private func writeAll(_ bytes: [UInt8]) throws(WebSocketError) {
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes {
        Glibc.send(fileDescriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      if count > 0 {
        sent += count
      } else if count < 0, errno == EINTR {
        continue
      } else if count < 0, errno == EAGAIN || errno == EWOULDBLOCK {
        var ready = pollfd(fd: fileDescriptor, events: Int16(POLLOUT), revents: 0)
        _ = poll(&ready, 1, 1000)
      } else {
        throw .io(String(cString: strerror(errno)))
      }
    }
  }

  private func finish() {
    guard !isClosed else { return }
    isClosed = true
    Glibc.close(fileDescriptor)
  }

  // MARK: - Connecting

  private static func connect(host: String, port: Int, timeout: Double) throws(WebSocketError)
    -> Int32
  {
    var hints = addrinfo()
    hints.ai_family = AF_UNSPEC
    hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
    var list: UnsafeMutablePointer<addrinfo>?
    guard getaddrinfo(host, String(port), &hints, &list) == 0, let first = list else {
      throw .unknownHost(host)
    }
    defer { freeaddrinfo(list) }
    var lastProblem = "no address"
    var lastNumber: Int32 = 0
    var entry: UnsafeMutablePointer<addrinfo>? = first
    while let info = entry {
      entry = info.pointee.ai_next
      let socket = Glibc.socket(
        info.pointee.ai_family, info.pointee.ai_socktype, info.pointee.ai_protocol)
      guard socket >= 0 else { continue }
      let flags = fcntl(socket, F_GETFL)
      _ = fcntl(socket, F_SETFL, flags | O_NONBLOCK)
      var result = Glibc.connect(socket, info.pointee.ai_addr, info.pointee.ai_addrlen)
      if result != 0, errno == EINPROGRESS {
        var ready = pollfd(fd: socket, events: Int16(POLLOUT), revents: 0)
        if poll(&ready, 1, Int32(timeout * 1000)) == 1 {
          var problem: Int32 = 0
          var size = socklen_t(MemoryLayout<Int32>.size)
          getsockopt(socket, SOL_SOCKET, SO_ERROR, &problem, &size)
          result = problem == 0 ? 0 : -1
          errno = problem
        } else {
          errno = ETIMEDOUT
        }
      }
      if result == 0 {
        _ = fcntl(socket, F_SETFL, flags)
        var on: Int32 = 1
        setsockopt(
          socket, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
        return socket
      }
      lastNumber = errno
      lastProblem = String(cString: strerror(errno))
      Glibc.close(socket)
    }
    throw .cannotConnect(lastProblem, errno: lastNumber)
  }

  private func handshake(host: String, port: Int, path: String, timeout: Double)
    throws(WebSocketError)
  {
    var generator = SystemRandomNumberGenerator()
    let key = Base64.encode((0..<16).map { _ in UInt8.random(in: 0...255, using: &generator) })
    let hostLine = host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
    let request =
      "GET \(path) HTTP/1.1\r\nHost: \(hostLine)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
      + "Sec-WebSocket-Key: \(key)\r\nSec-WebSocket-Version: 13\r\nOrigin: http://\(hostLine)\r\n\r\n"
    try writeAll(Array(request.utf8))
    var reply: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    let end: [UInt8] = [13, 10, 13, 10]
    while true {
      if let range = reply.firstRange(of: end) {
        buffer = Array(reply[range.upperBound...])
        reply = Array(reply[..<range.lowerBound])
        break
      }
      guard reply.count < 16 * 1024 else { throw .handshake(.headersTooLong) }
      var ready = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
      guard poll(&ready, 1, Int32(timeout * 1000)) == 1 else {
        throw .handshake(.noAnswer(seconds: Int(timeout)))
      }
      let count = chunk.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { throw .handshake(.closedBeforeAnswering) }
      reply += chunk[0..<count]
    }
    let lines = String(decoding: reply, as: UTF8.self).split(
      separator: "\r\n", omittingEmptySubsequences: false)
    let status = lines.first.map(String.init) ?? ""
    guard status.hasPrefix("HTTP/1.1 101") else {
      let body =
        String(decoding: buffer.prefix(200), as: UTF8.self)
        .split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
      let code = status.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
      throw .handshake(.status(code: code, line: status, body: body))
    }
    let expected = Base64.encode(
      SHA1.digest(Array((key + "258EAFA5-E914-47DA-95CA-C5AB0DC85B11").utf8)))
    let accept = lines.dropFirst().first { $0.lowercased().hasPrefix("sec-websocket-accept:") }
      .map { $0.dropFirst("sec-websocket-accept:".count).trimmingCharacters() }
    guard accept == expected else { throw .handshake(.keyNotAccepted) }
  }
}

extension Substring {
  fileprivate func trimmingCharacters() -> String {
    String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
  }
}

import Glibc

/// A TCP client that writes bytes by hand and reads what comes back: blocking, with a receive
/// timeout, for a thread of its own (``TestLoop/offLoop(upTo:_:)``). It says what libsoup's
/// client never would: malformed frames, and nothing at all to a ping.
struct RawClient: Sendable {
  private let socket: Int32

  /// Connects to `host` (an IPv4 or IPv6 address) and `port`, from the address `source` when
  /// given (any of 127.0.0.0/8 is this machine).
  init?(host: String, port: UInt16, from source: String? = nil) {
    let isIPv6 = host.contains(":")
    socket = Glibc.socket(isIPv6 ? AF_INET6 : AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard socket >= 0 else { return nil }
    var timeout = timeval(tv_sec: 10, tv_usec: 0)
    setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    if let source {
      guard Self.withAddress(source, port: 0, { bind(socket, $0, $1) }) == 0 else {
        Glibc.close(socket)
        return nil
      }
    }
    guard Self.withAddress(host, port: port, { connect(socket, $0, $1) }) == 0 else {
      Glibc.close(socket)
      return nil
    }
  }

  /// Writes `bytes` (all of them); false when the connection was closed first.
  @discardableResult
  func write(_ bytes: [UInt8]) -> Bool {
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes {
        Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      guard count > 0 else { return false }
      sent += count
    }
    return true
  }

  @discardableResult
  func write(_ text: String) -> Bool { write(Array(text.utf8)) }

  /// Reads until the server closes, `enough` says the bytes so far suffice, or 10 s pass.
  func read(until enough: ([UInt8]) -> Bool = { _ in false }) -> [UInt8] {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while !enough(bytes) {
      let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
      guard count > 0 else { break }
      bytes += buffer[..<count]
    }
    return bytes
  }

  /// Whether bytes wait to be read now.
  var hasBytesToRead: Bool {
    var waiting: Int32 = 0
    return ioctl(socket, UInt(FIONREAD), &waiting) == 0 && waiting > 0
  }

  func close() { Glibc.close(socket) }

  /// The WebSocket upgrade request for `path` on `host`.
  static func upgrade(path: String = "/table", host: String) -> String {
    "GET \(path) HTTP/1.1\r\nHost: \(host)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
      + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
  }

  /// A client frame: `opcode`, final or not, masked with the all-zero key (so the payload
  /// reads as it is) unless `masked` is false.
  static func frame(
    opcode: UInt8, _ payload: [UInt8], final: Bool = true, masked: Bool = true,
    claimedLength: UInt64? = nil
  ) -> [UInt8] {
    var frame: [UInt8] = [(final ? 0x80 : 0) | opcode]
    let mask: UInt8 = masked ? 0x80 : 0
    let length = claimedLength ?? UInt64(payload.count)
    if length < 126 {
      frame.append(mask | UInt8(length))
    } else if length <= 0xFFFF {
      frame += [mask | 126, UInt8(length >> 8), UInt8(length & 0xFF)]
    } else {
      frame.append(mask | 127)
      frame += (0..<8).reversed().map { UInt8((length >> (8 * UInt64($0))) & 0xFF) }
    }
    if masked { frame += [0, 0, 0, 0] }
    return frame + payload
  }

  private static func withAddress(
    _ host: String, port: UInt16, _ body: (UnsafePointer<sockaddr>, socklen_t) -> Int32
  ) -> Int32 {
    if host.contains(":") {
      var address = sockaddr_in6()
      address.sin6_family = sa_family_t(AF_INET6)
      address.sin6_port = port.bigEndian
      guard inet_pton(AF_INET6, host, &address.sin6_addr) == 1 else { return -1 }
      return withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          body($0, socklen_t(MemoryLayout<sockaddr_in6>.size))
        }
      }
    }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    guard inet_pton(AF_INET, host, &address.sin_addr) == 1 else { return -1 }
    return withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        body($0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
  }
}

/// What a raw client read: the HTTP response head, then the server's frames.
struct RawResponse {
  let head: String
  let body: [UInt8]
  /// The frames after the head, as (opcode, payload); a cut-off last frame is left out.
  let frames: [(opcode: UInt8, payload: [UInt8])]

  init(_ bytes: [UInt8]) {
    let separator: [UInt8] = Array("\r\n\r\n".utf8)
    var end = bytes.count
    for index in bytes.indices.dropLast(3) where Array(bytes[index..<index + 4]) == separator {
      end = index
      break
    }
    head = String(decoding: bytes[..<end], as: UTF8.self)
    body = end + 4 <= bytes.count ? Array(bytes[(end + 4)...]) : []
    frames = Self.frames(in: body)
  }

  /// The status code of the head.
  var status: Int? {
    let parts = head.split(separator: " ", maxSplits: 2)
    return parts.count >= 2 ? Int(parts[1]) : nil
  }

  /// The value of `name` in the head.
  func header(_ name: String) -> String? {
    for line in head.split(separator: "\r\n") {
      let parts = line.split(separator: ":", maxSplits: 1)
      if parts.count == 2, parts[0].lowercased() == name.lowercased() {
        return parts[1].trimmingPrefix(" ").description
      }
    }
    return nil
  }

  /// The close frame's code, when one arrived.
  var closeCode: UInt16? {
    guard let close = frames.first(where: { $0.opcode == 8 }), close.payload.count >= 2 else {
      return nil
    }
    return UInt16(close.payload[0]) << 8 | UInt16(close.payload[1])
  }

  /// Whether the bytes so far hold a whole response: the head of a 101, or a head and as much
  /// body as its `Content-Length` says (to stop reading on a connection kept alive).
  static func isComplete(_ bytes: [UInt8]) -> Bool {
    let response = RawResponse(bytes)
    guard response.head.utf8.count + 4 <= bytes.count else { return false }
    if response.status == 101 { return true }
    return response.body.count >= response.header("Content-Length").flatMap { Int($0) } ?? .max
  }

  /// Whether the bytes so far hold a close frame (to stop reading there).
  static func hasClose(_ bytes: [UInt8]) -> Bool {
    RawResponse(bytes).frames.contains { $0.opcode == 8 }
  }

  private static func frames(in bytes: [UInt8]) -> [(opcode: UInt8, payload: [UInt8])] {
    var frames: [(opcode: UInt8, payload: [UInt8])] = []
    var at = 0
    while at + 2 <= bytes.count {
      var length = Int(bytes[at + 1] & 0x7F)
      var start = at + 2
      if length == 126 {
        guard start + 2 <= bytes.count else { break }
        length = Int(bytes[start]) << 8 | Int(bytes[start + 1])
        start += 2
      } else if length == 127 {
        break  // the server never sends frames this large here
      }
      guard start + length <= bytes.count else { break }
      frames.append((bytes[at] & 0x0F, Array(bytes[start..<start + length])))
      at = start + length
    }
    return frames
  }
}

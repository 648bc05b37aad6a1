import Foundation

@testable import TableNetwork

/// A server of one connection on 127.0.0.1, on a port the system picks, whose conversation a
/// test writes: enough of a WebSocket server to test the client against.
final class LoopbackServer: @unchecked Sendable {
  let port: Int
  private let listener: Int32
  private let done = DispatchSemaphore(value: 0)

  struct Failure: Error { let what: String }

  init(_ conversation: @escaping @Sendable (Connection) throws -> Void) throws {
    let (listener, port) = try Self.listeningSocket()
    self.listener = listener
    self.port = port
    let listening = listener
    let done = self.done
    Thread.detachNewThread {
      var ready = pollfd(fd: listening, events: Int16(POLLIN), revents: 0)
      if poll(&ready, 1, 5000) == 1 {
        let socket = accept(listening, nil, nil)
        if socket >= 0 {
          try? conversation(Connection(socket: socket))
          close(socket)
        }
      }
      done.signal()
    }
  }

  /// Waits (at most 5 s) for the conversation to end and stops listening.
  func finish() {
    _ = done.wait(timeout: .now() + 5)
    close(listener)
  }

  /// A port nothing listens on: one the system gave and took back.
  static func unusedPort() throws -> Int {
    let (socket, port) = try listeningSocket()
    close(socket)
    return port
  }

  /// A socket listening on 127.0.0.1 at a port the system picks, and the port.
  private static func listeningSocket() throws -> (Int32, Int) {
    let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, listen(listener, 1) == 0 else { throw Failure(what: "bind") }
    var size = socklen_t(MemoryLayout<sockaddr_in>.size)
    withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { _ = getsockname(listener, $0, &size) }
    }
    return (listener, Int(UInt16(bigEndian: address.sin_port)))
  }

  struct Connection {
    let socket: Int32

    func write(_ bytes: [UInt8]) {
      _ = bytes.withUnsafeBytes { send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }

    func readBytes(_ count: Int) throws -> [UInt8] {
      var bytes: [UInt8] = []
      var chunk = [UInt8](repeating: 0, count: count)
      while bytes.count < count {
        var ready = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
        guard poll(&ready, 1, 5000) == 1 else { throw Failure(what: "timeout") }
        let got = chunk.withUnsafeMutableBytes { read(socket, $0.baseAddress, count - bytes.count) }
        guard got > 0 else { throw Failure(what: "closed") }
        bytes += chunk[0..<got]
      }
      return bytes
    }

    func readRequest() -> String {
      var request: [UInt8] = []
      while !request.suffix(4).elementsEqual([13, 10, 13, 10]) {
        guard let byte = try? readBytes(1) else { break }
        request += byte
      }
      return String(decoding: request, as: UTF8.self)
    }

    func acceptHandshake() throws {
      let request = readRequest()
      guard
        let line = request.split(separator: "\r\n").first(where: {
          $0.lowercased().hasPrefix("sec-websocket-key:")
        })
      else { throw Failure(what: "no key") }
      let key = line.split(separator: ":", maxSplits: 1)[1].trimmingCharacters(in: .whitespaces)
      let accept = Base64.encode(
        SHA1.digest(Array((key + "258EAFA5-E914-47DA-95CA-C5AB0DC85B11").utf8)))
      write(
        Array(
          ("HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            + "Sec-WebSocket-Accept: \(accept)\r\n\r\n").utf8))
    }

    func readFrame() throws -> WebSocketFrame {
      var bytes = try readBytes(2)
      let length = Int(bytes[1] & 0x7F)
      bytes += try readBytes(4 + (length == 126 ? 2 : 0))
      let total = length == 126 ? Int(bytes[2]) << 8 | Int(bytes[3]) : length
      bytes += try readBytes(total)
      guard let (frame, _) = try WebSocketFrame.decode(bytes[...], limit: 1 << 20) else {
        throw Failure(what: "short frame")
      }
      return frame
    }
  }
}

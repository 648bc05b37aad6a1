import Foundation
import Testing

@testable import TableNetwork

/// The WebSocket client: its pieces against the standard's own examples, and the whole client
/// against a small server on 127.0.0.1 that plays by the standard (or does not, on purpose).
@Suite struct WebSocketClientTests {
  @Test func sha1MatchesTheStandardsVectors() {
    func hex(_ bytes: [UInt8]) -> String { bytes.map { String(format: "%02x", $0) }.joined() }
    #expect(hex(SHA1.digest(Array("abc".utf8))) == "a9993e364706816aba3e25717850c26c9cd0d89d")
    #expect(hex(SHA1.digest([])) == "da39a3ee5e6b4b0d3255bfef95601890afd80709")
    let long = Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)
    #expect(hex(SHA1.digest(long)) == "84983e441c3bd26ebaae4aa1f95129e5e54670f1")
  }

  @Test func theHandshakeAcceptsTheStandardsExampleKey() {
    let key = "dGhlIHNhbXBsZSBub25jZQ=="
    let accept = Base64.encode(
      SHA1.digest(Array((key + "258EAFA5-E914-47DA-95CA-C5AB0DC85B11").utf8)))
    #expect(accept == "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=")
    #expect(Base64.encode(Array("f".utf8)) == "Zg==")
    #expect(Base64.encode(Array("fo".utf8)) == "Zm8=")
    #expect(Base64.encode(Array("foo".utf8)) == "Zm9v")
  }

  @Test func framesAreWrittenAndReadAsTheStandardShowsThem() throws {
    // RFC 6455 §5.7: "Hello" masked with 37 fa 21 3d, and unmasked.
    let hello = WebSocketFrame(opcode: .text, payload: Array("Hello".utf8))
    let masked: [UInt8] = [0x81, 0x85, 0x37, 0xfa, 0x21, 0x3d, 0x7f, 0x9f, 0x4d, 0x51, 0x58]
    #expect(hello.encoded(mask: [0x37, 0xfa, 0x21, 0x3d]) == masked)
    #expect(try WebSocketFrame.decode(masked[...], limit: 100)?.frame == hello)
    let plain: [UInt8] = [0x81, 0x05, 0x48, 0x65, 0x6c, 0x6c, 0x6f]
    #expect(try WebSocketFrame.decode(plain[...], limit: 100)?.length == 7)
    // Not all there yet; a long length; too large; reserved bits; a long control frame.
    #expect(try WebSocketFrame.decode(plain.prefix(4), limit: 100) == nil)
    let long = WebSocketFrame(opcode: .binary, payload: Array(repeating: 7, count: 300))
    let longBytes = long.encoded(mask: [1, 2, 3, 4])
    #expect(Array(longBytes[0...3]) == [0x82, 0x80 | 126, 0x01, 0x2c])
    #expect(try WebSocketFrame.decode(longBytes[...], limit: 1000)?.frame == long)
    #expect(throws: WebSocketFrame.Problem.tooLarge) {
      try WebSocketFrame.decode(longBytes[...], limit: 299)
    }
    #expect(throws: WebSocketFrame.Problem.protocolError) {
      try WebSocketFrame.decode([0xC1, 0x00][...], limit: 10)
    }
    #expect(throws: WebSocketFrame.Problem.protocolError) {
      try WebSocketFrame.decode([0x89, 126, 0, 200][...], limit: 1000)
    }
  }

  @Test func aWholeConversationWithAServer() throws {
    let server = try LoopbackServer { connection in
      try connection.acceptHandshake()
      // Split in two frames, a ping between them, then an answer to what the client says.
      connection.write([0x01, 0x03] + Array("Hel".utf8))
      connection.write([0x89, 0x02, 0x68, 0x69])
      connection.write([0x80, 0x03] + Array("lo!".utf8))
      let said = try connection.readFrame()
      #expect(said == WebSocketFrame(opcode: .pong, payload: Array("hi".utf8)))
      let text = try connection.readFrame()
      let answer = Array(String(String(decoding: text.payload, as: UTF8.self).reversed()).utf8)
      connection.write([0x81, UInt8(answer.count)] + answer)
      connection.write([0x88, 0x03, 0x03, 0xe8] + Array("k".utf8))
      _ = try? connection.readFrame()
    }
    let client = try WebSocketClient(host: "127.0.0.1", port: server.port, path: "/table")
    #expect(try client.waitForEvents() == [.text("Hello!")])
    try client.send(text: "汉字 abc")
    let answer = try client.waitForEvents()
    #expect(answer == [.text("cba 字汉"), .closed(code: 1000, reason: "k")])
    server.finish()
  }

  @Test func aServerThatIsNotAWebSocketServerIsNamed() throws {
    let server = try LoopbackServer { connection in
      _ = connection.readRequest()
      connection.write(
        Array("HTTP/1.1 503 Service Unavailable\r\nContent-Length: 14\r\n\r\nTable is full\n".utf8))
    }
    #expect(
      throws: WebSocketError.handshake(
        .status(code: 503, line: "HTTP/1.1 503 Service Unavailable", body: "Table is full"))
    ) {
      try WebSocketClient(host: "127.0.0.1", port: server.port, path: "/table")
    }
    server.finish()
  }

  @Test func nothingListeningIsNamed() throws {
    let port = try LoopbackServer.unusedPort()
    #expect(throws: WebSocketError.cannotConnect("Connection refused", errno: ECONNREFUSED)) {
      try WebSocketClient(host: "127.0.0.1", port: port, path: "/table", timeout: 2)
    }
  }
}

extension WebSocketClient {
  /// Waits, at most 5 s, for something to arrive, then returns all that did.
  func waitForEvents() throws -> [WebSocketEvent] {
    var events: [WebSocketEvent] = []
    for _ in 0..<50 {
      var ready = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
      _ = poll(&ready, 1, 100)
      events += try receive()
      if !events.isEmpty {
        // Whatever else came with it.
        _ = poll(&ready, 1, 50)
        return events + (try receive())
      }
    }
    return events
  }
}

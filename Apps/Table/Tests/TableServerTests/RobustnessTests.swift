import Testing

@testable import TableServer

@Suite("Whatever a peer sends, the server goes on")
struct RobustnessTests {
  /// Bytes a peer might send after connecting, and what the server must make of them.
  static let inputs: [(name: String, bytes: [UInt8], upgrade: Bool)] = [
    ("not HTTP", Array("\u{0}\u{1}GARBAGE\r\n\r\n".utf8), false),
    ("a request line only", Array("GET / HTTP/1.1\r\n\r\n".utf8), false),
    (
      "a huge header",
      Array("GET / HTTP/1.1\r\nX: \(String(repeating: "a", count: 100_000))\r\n\r\n".utf8), false
    ),
    ("an unmasked frame", RawClient.frame(opcode: 1, Array("hi".utf8), masked: false), true),
    ("text that is not UTF-8", RawClient.frame(opcode: 1, [0xC3, 0x28, 0xFF]), true),
    ("a frame claiming 2^62 bytes", RawClient.frame(opcode: 1, [], claimedLength: 1 << 62), true),
    ("a reserved opcode", RawClient.frame(opcode: 3, [1]), true),
    ("a continuation with no start", RawClient.frame(opcode: 0, [1]), true),
    ("a fragmented ping", RawClient.frame(opcode: 9, [1], final: false), true),
    ("a close with a reserved code", RawClient.frame(opcode: 8, [0x03, 0xEE]), true),
    ("a close with one byte", RawClient.frame(opcode: 8, [0x03]), true),
    ("random bytes", (0..<512).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 7) }, true),
  ]

  @Test("Malformed input ends that connection only", arguments: inputs.indices)
  func malformed(index: Int) throws {
    let input = Self.inputs[index]
    let test = try TestServer()
    let port = test.address.port
    let reply = test.loop.offLoop { () -> [UInt8] in
      guard let raw = RawClient(host: "127.0.0.1", port: port) else { return [] }
      defer { raw.close() }
      if input.upgrade { raw.write(RawClient.upgrade(host: "127.0.0.1:\(port)")) }
      raw.write(input.bytes)
      return raw.read()
    }
    #expect(reply != nil, "the server neither answered nor closed: \(input.name)")
    // Every connection that opened is reported closed, with a reason.
    #expect(test.loop.run { test.delegate.closed.count == test.delegate.opened.count })
    #expect(test.server.connections.isEmpty)
    let client = test.client()
    try #require(test.waitOpen([client]))
    client.send("still here")
    #expect(test.loop.run { client.received == ["still here"] })
  }

  @Test("Only the WebSocket path itself upgrades, not the paths below it")
  func exactPath() throws {
    let test = try TestServer()
    let below = TestClient(url: test.url(path: "/table/other"))
    let beside = TestClient(url: test.url(path: "/tables"))
    #expect(test.loop.run { below.handshakeStatus != nil && beside.handshakeStatus != nil })
    #expect(below.handshakeStatus == 404)
    #expect(beside.handshakeStatus == 404)
    #expect(test.delegate.opened.isEmpty)
    #expect(test.server.upgradesInProgress == 0)
  }

  @Test("A close code a server may not send becomes 1000; a long reason is cut between characters")
  func closeArguments() throws {
    let test = try TestServer()
    var clients: [TestClient] = []
    var ids: [ConnectionID] = []
    for _ in 0..<2 {  // one after the other, to know which id is which client's
      clients.append(test.client())
      try #require(test.waitOpen(clients))
      ids.append(try #require(test.delegate.opened.last?.id))
    }
    test.server.close(ids[0], code: 1006, reason: "x")
    test.server.close(ids[1], code: 4000, reason: String(repeating: "é", count: 100))
    #expect(test.loop.run { clients.allSatisfy(\.isClosed) })
    #expect(clients[0].closeCode == 1000)
    #expect(clients[1].closeCode == 4000)
    #expect(clients[1].closeReason == String(repeating: "é", count: 61))
  }

  @Test("Stopping closes every connection with 1001 and stops listening")
  func stop() throws {
    let test = try TestServer()
    let clients = [test.client(), test.client()]
    try #require(test.waitOpen(clients))
    test.server.stop()
    #expect(test.delegate.closed.map(\.reason) == [.serverStopped, .serverStopped])
    #expect(test.loop.run { clients.allSatisfy(\.isClosed) })
    #expect(clients.allSatisfy { $0.closeCode == 1001 })
    let late = test.client()
    #expect(test.loop.run { late.handshakeStatus != nil })
    #expect(throws: ListenError.stopped) { try test.server.listen() }
  }

  @Test("Bounds at their extremes are taken as they come, without a crash")
  func extremeLimits() throws {
    let test = try TestServer {
      $0.limits = Limits()
      $0.limits.keepAliveInterval = .max
      $0.limits.idleTimeout = .infinity
      $0.limits.messagesPerSecond = -1
      $0.limits.messageBurst = .max
      $0.limits.largestMessage = .max
    }
    let client = test.client()
    try #require(test.waitOpen([client]))
    client.send("hello")
    #expect(test.loop.run { client.received == ["hello"] })
    let none = try TestServer {
      $0.limits.connections = -1
      $0.limits.largestMessage = -1
    }
    let refused = none.client()
    #expect(none.loop.run { refused.handshakeStatus != nil })
    #expect(refused.handshakeStatus == 503)
  }

  @Test("Listening on a name or a taken port says why")
  func listenErrors() throws {
    let test = try TestServer()
    #expect(throws: ListenError.notAnIPAddress("localhost")) {
      try test.server.listen(host: "localhost")
    }
    #expect(throws: ListenError.self) { try test.server.listen(port: test.address.port) }
  }

  @Test("The token bucket: a burst at once, then the rate; never more than the burst")
  func tokenBucket() {
    var bucket = TokenBucket(rate: 20, burst: 40, now: 1_000_000)
    /// How many of `count` messages at `now` pass.
    func passing(_ count: Int, at now: Int) -> Int {
      var passed = 0
      for _ in 0..<count where bucket.take(now: now) { passed += 1 }
      return passed
    }
    #expect(passing(41, at: 1_000_000) == 40)
    // 50 ms later, one token more; a clock going backwards gives none.
    #expect(passing(2, at: 1_050_000) == 1)
    #expect(passing(1, at: 1_000_000) == 0)
    // However long the pause, no more than the burst.
    #expect(passing(100, at: 100_000_000) == 40)
  }
}

import CSoup
import Foundation
import Synchronization
import Testing

@testable import TableServer

@Suite("Every bound holds, and what breaks one is told why")
struct BoundsTests {
  @Test("A message of the largest size passes; one byte more closes with 1009")
  func largestMessage() throws {
    let test = try TestServer { $0.limits.largestMessage = 1024 }
    let client = test.client()
    try #require(test.waitOpen([client]))
    let id = try #require(test.delegate.opened.first?.id)
    let largest = String(repeating: "é", count: 512)  // 1024 bytes of UTF-8
    client.send(largest)
    #expect(test.loop.run { client.received.count == 1 })
    #expect(client.received == [largest])
    client.send(largest + "x")
    #expect(test.loop.run { client.isClosed })
    #expect(client.closeCode == 1009)
    #expect(test.delegate.reason(id) == .messageTooBig(limit: 1024))
    #expect(test.delegate.received.count == 1)
  }

  @Test("A message in fragments that add up to more than the largest size closes with 1009")
  func fragmentedMessage() throws {
    let test = try TestServer { $0.limits.largestMessage = 1024 }
    let port = test.address.port
    let response = test.loop.offLoop { () -> [UInt8] in
      guard let raw = RawClient(host: "127.0.0.1", port: port) else { return [] }
      defer { raw.close() }
      raw.write(RawClient.upgrade(host: "127.0.0.1:\(port)"))
      let part = [UInt8](repeating: UInt8(ascii: "a"), count: 600)
      raw.write(RawClient.frame(opcode: 1, part, final: false))
      raw.write(RawClient.frame(opcode: 0, part))
      return raw.read(until: RawResponse.hasClose)
    }
    let reply = RawResponse(try #require(response))
    #expect(reply.status == 101)
    #expect(reply.closeCode == 1009)
    let id = try #require(test.delegate.opened.first?.id)
    #expect(test.delegate.reason(id) == .messageTooBig(limit: 1024))
    #expect(test.delegate.received.isEmpty)
  }

  @Test("Fragments that never finish a message are refused once past the bound (1009)")
  func endlessFragments() throws {
    let test = try TestServer { $0.limits.largestMessage = 1024 }
    let port = test.address.port
    let response = test.loop.offLoop { () -> [UInt8] in
      guard let raw = RawClient(host: "127.0.0.1", port: port) else { return [] }
      defer { raw.close() }
      raw.write(RawClient.upgrade(host: "127.0.0.1:\(port)"))
      let head = raw.read(until: RawResponse.isComplete)
      let part = [UInt8](repeating: UInt8(ascii: "a"), count: 1000)
      guard raw.write(RawClient.frame(opcode: 1, part, final: false)) else { return head }
      // Continuations that never end the message (libsoup 3.2 alone kept all 8 MiB of them),
      // until the server answers.
      var sent = 0
      while sent < 8 << 20, !raw.hasBytesToRead,
        raw.write(RawClient.frame(opcode: 0, part, final: false))
      {
        sent += part.count
      }
      return head + raw.read(until: { RawResponse(head + $0).closeCode != nil })
    }
    let reply = RawResponse(try #require(response))
    #expect(reply.status == 101)
    #expect(reply.closeCode == 1009)
    let id = try #require(test.delegate.opened.first?.id)
    #expect(test.delegate.reason(id) == .messageTooBig(limit: 1024))
  }

  @Test("Many messages never add up to a message too big")
  func manyMessagesAreNotTooBig() throws {
    let test = try TestServer {
      $0.limits.largestMessage = 1024
      $0.limits.messagesPerSecond = 1000
      $0.limits.messageBurst = 1000
    }
    let client = test.client()
    try #require(test.waitOpen([client]))
    let message = String(repeating: "m", count: 1024)
    for _ in 0..<500 { client.send(message) }  // 500 KiB, far past the bound and the slack
    #expect(test.loop.run { client.received.count == 500 || client.isClosed })
    #expect(client.received.count == 500)
    #expect(client.isOpen)
  }

  @Test("A binary message closes with 1003")
  func binaryMessage() throws {
    let test = try TestServer()
    let client = test.client()
    try #require(test.waitOpen([client]))
    let id = try #require(test.delegate.opened.first?.id)
    client.sendBinary([1, 2, 3])
    #expect(test.loop.run { client.isClosed })
    #expect(client.closeCode == 1003)
    #expect(test.delegate.reason(id) == .binaryMessage)
    #expect(test.delegate.received.isEmpty)
  }

  @Test("Messages beyond the burst, faster than the rate, close with 1008 “too many messages”")
  func messageRate() throws {
    let test = try TestServer {
      $0.limits.messageBurst = 5
      $0.limits.messagesPerSecond = 0.001  // no refill within the test: exactly the burst passes
    }
    let client = test.client()
    try #require(test.waitOpen([client]))
    let id = try #require(test.delegate.opened.first?.id)
    for index in 0..<10 { client.send("move \(index)") }
    #expect(test.loop.run { client.isClosed })
    #expect(client.closeCode == 1008)
    #expect(client.closeReason == "too many messages")
    #expect(client.received == (0..<5).map { "move \($0)" })
    #expect(test.delegate.reason(id) == .tooManyMessages)
  }

  @Test("The default rate lets a burst of 40 through and refuses a flood of 100")
  func defaultRate() throws {
    let test = try TestServer()
    #expect(test.server.configuration.limits.messageBurst == 40)
    #expect(test.server.configuration.limits.messagesPerSecond == 20)
    let steady = test.client()
    let flood = test.client()
    try #require(test.waitOpen([steady, flood]))
    for index in 0..<40 { steady.send("\(index)") }
    #expect(test.loop.run { steady.received.count == 40 })
    for index in 0..<100 { flood.send("\(index)") }
    #expect(test.loop.run { flood.isClosed })
    #expect(flood.closeCode == 1008)
    #expect(flood.received.count >= 40 && flood.received.count < 100)
    #expect(steady.isOpen)
  }

  @Test("One connection more than the total is refused with HTTP 503 before the upgrade")
  func totalConnections() throws {
    let test = try TestServer { $0.limits.connections = 3 }
    let clients = (0..<3).map { _ in test.client() }
    try #require(test.waitOpen(clients))
    let refused = test.client()
    #expect(test.loop.run { refused.handshakeStatus != nil })
    #expect(refused.handshakeStatus == 503)
    let port = test.address.port
    let response = test.loop.offLoop { () -> [UInt8] in
      guard let raw = RawClient(host: "127.0.0.1", port: port) else { return [] }
      defer { raw.close() }
      raw.write(RawClient.upgrade(host: "127.0.0.1:\(port)"))
      return raw.read()
    }
    let reply = RawResponse(try #require(response))
    #expect(reply.status == 503)
    #expect(String(decoding: reply.body, as: UTF8.self) == "the server is full (3 connections)\n")
    #expect(reply.header("X-Content-Type-Options") == "nosniff")
    #expect(test.delegate.opened.count == 3)
    // A place freed is a place taken again.
    clients[0].close()
    #expect(test.loop.run { test.delegate.closed.count == 1 })
    let again = test.client()
    #expect(test.waitOpen([again]))
  }

  @Test("An upgrade whose request is still being read holds its place against the total")
  func upgradesInProgressCount() throws {
    let test = try TestServer { $0.limits.connections = 2 }
    let port = test.address.port
    let go = DispatchSemaphore(value: 0)
    let replies = Mutex<[[UInt8]]?>(nil)
    nonisolated(unsafe) let context = test.loop.context
    Thread {
      // Two handshakes announce a body of one byte and hold it back. (The head ends with two
      // "\r\n", each one Character: drop the last to add a header.)
      let raws = (0..<2).compactMap { _ in RawClient(host: "127.0.0.1", port: port) }
      let head = RawClient.upgrade(host: "127.0.0.1:\(port)")
      for raw in raws { raw.write(head.dropLast() + "Content-Length: 1\r\n\r\n") }
      _ = go.wait(timeout: .now() + 20)
      for raw in raws { raw.write("x") }
      let read = raws.map { $0.read(until: RawResponse.isComplete) }
      for raw in raws { raw.close() }
      replies.withLock { $0 = read }
      g_main_context_wakeup(context)
    }.start()
    #expect(test.loop.run { test.server.upgradesInProgress == 2 })
    let refused = test.client()
    #expect(test.loop.run { refused.isOpen || refused.handshakeStatus != nil })
    #expect(refused.handshakeStatus == 503)
    go.signal()
    #expect(test.loop.run { replies.withLock { $0 != nil } })
    #expect(replies.withLock { $0 }?.map { RawResponse($0).status } == [101, 101])
    #expect(test.delegate.opened.count == 2)
  }

  @Test("One connection more than a peer's share is refused with 503; another peer still joins")
  func connectionsPerPeer() throws {
    let test = try TestServer { $0.limits.connectionsPerPeer = 2 }
    let clients = (0..<2).map { _ in test.client() }
    try #require(test.waitOpen(clients))
    let refused = test.client()
    #expect(test.loop.run { refused.handshakeStatus != nil })
    #expect(refused.handshakeStatus == 503)
    let port = test.address.port
    let replies = test.loop.offLoop { () -> [[UInt8]] in
      ["127.0.0.1", "127.0.0.2"].map { source in
        guard let raw = RawClient(host: "127.0.0.1", port: port, from: source) else { return [] }
        defer { raw.close() }
        raw.write(RawClient.upgrade(host: "127.0.0.1:\(port)"))
        return raw.read(until: RawResponse.isComplete)
      }
    }
    let (same, other) = try #require(replies.map { (RawResponse($0[0]), RawResponse($0[1])) })
    #expect(same.status == 503)
    #expect(
      String(decoding: same.body, as: UTF8.self)
        == "too many connections from 127.0.0.1 (2 at most)\n")
    #expect(other.status == 101)
    #expect(test.loop.run { test.delegate.opened.contains { $0.peer == "127.0.0.2" } })
  }

  @Test("A peer that answers no ping is closed as idle; one that answers stays")
  func idleTimeout() throws {
    let test = try TestServer {
      // GLib fires whole-second timers up to a second late (to wake less often), so pings
      // come 1 to 2 s apart: the idle timeout leaves room for that.
      $0.limits.keepAliveInterval = 1
      $0.limits.idleTimeout = 3
    }
    let live = test.client()
    try #require(test.waitOpen([live]))
    let port = test.address.port
    let response = test.loop.offLoop { () -> [UInt8] in
      guard let raw = RawClient(host: "127.0.0.1", port: port) else { return [] }
      defer { raw.close() }
      raw.write(RawClient.upgrade(host: "127.0.0.1:\(port)"))
      return raw.read(until: RawResponse.hasClose)  // answers nothing, not even pings
    }
    let reply = RawResponse(try #require(response))
    #expect(reply.status == 101)
    #expect(reply.frames.first?.opcode == 9)  // a ping came first
    #expect(reply.closeCode == 1001)
    let silent = try #require(test.delegate.opened.last?.id)
    #expect(test.delegate.reason(silent) == .idle)
    // More than another idle period: the client that answers pings is still there.
    test.loop.run(for: 3.5)
    #expect(live.isOpen)
    #expect(test.delegate.closed.count == 1)
  }
}

import Testing

@testable import TableServer

@Suite("Messages go both ways on loopback")
struct RoundTripTests {
  @Test("A text message comes back, ASCII and multi-byte UTF-8 alike, and the peer is named")
  func textRoundTrip() throws {
    let test = try TestServer()
    #expect(test.address.host == "127.0.0.1")
    #expect(test.address.port != 0)
    #expect(test.server.boundAddresses == [test.address])
    let client = test.client()
    try #require(test.waitOpen([client]))
    let texts = ["hello", "Ünïcödé ♠︎ 中文 🃏 👩‍👩‍👧‍👦 🇫🇷", "", String(repeating: "é", count: 3000)]
    for text in texts { client.send(text) }
    #expect(test.loop.run { client.received.count == texts.count })
    #expect(client.received == texts)
    #expect(test.delegate.received.map(\.text) == texts)
    let opened = try #require(test.delegate.opened.first)
    #expect(opened.peer == "127.0.0.1")
    #expect(test.server.connections == [opened.id])
    #expect(test.server.peer(of: opened.id) == "127.0.0.1")
  }

  @Test("Ten clients at once each get their own messages back")
  func tenClientsAtOnce() throws {
    let test = try TestServer()
    let clients = (0..<10).map { _ in test.client() }
    try #require(test.waitOpen(clients))
    for (index, client) in clients.enumerated() {
      for round in 0..<3 { client.send("client \(index) round \(round)") }
    }
    #expect(test.loop.run { clients.allSatisfy { $0.received.count == 3 } })
    for (index, client) in clients.enumerated() {
      #expect(client.received == (0..<3).map { "client \(index) round \($0)" })
    }
    #expect(Set(test.delegate.opened.map(\.id)).count == 10)
    #expect(test.server.connections.count == 10)
  }

  @Test("A client closing is reported with its code and reason, and its place is freed")
  func clientCloseIsReported() throws {
    let test = try TestServer()
    let client = test.client()
    try #require(test.waitOpen([client]))
    let id = try #require(test.delegate.opened.first?.id)
    client.close(code: 1000, reason: "bye")
    #expect(test.loop.run { test.delegate.reason(id) != nil })
    #expect(test.delegate.reason(id) == .peerClosed(code: 1000, reason: "bye"))
    #expect(test.server.connections.isEmpty)
    #expect(test.server.send("late", to: id) == false)
  }

  @Test("The server closing a connection reaches the client with its code and reason")
  func serverClose() throws {
    let test = try TestServer()
    let client = test.client()
    try #require(test.waitOpen([client]))
    let id = try #require(test.delegate.opened.first?.id)
    test.server.close(id, code: 4001, reason: "table closed")
    #expect(test.delegate.reason(id) == .closedByServer(code: 4001, reason: "table closed"))
    #expect(test.loop.run { client.isClosed })
    #expect(client.closeCode == 4001)
    #expect(client.closeReason == "table closed")
    #expect(test.server.send("late", to: id) == false)
  }
}

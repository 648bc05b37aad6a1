import Testing

@testable import TableServer

@Suite("The Origin of a WebSocket upgrade, checked when asked")
struct OriginTests {
  @Test("Same host passes, another host is refused with 403, no Origin passes")
  func sameHostOnly() throws {
    let test = try TestServer { $0.requiresSameOrigin = true }
    let same = test.client(origin: "http://\(test.address)")
    let none = test.client()
    let other = test.client(origin: "http://evil.example")
    let otherPort = test.client(origin: "http://127.0.0.1:\(Int(test.address.port) + 1)")
    let byName = test.client(origin: "http://localhost:\(test.address.port)")
    let all = [same, none, other, otherPort, byName]
    #expect(test.loop.run { all.allSatisfy { $0.isOpen || $0.handshakeStatus != nil } })
    #expect(same.isOpen)
    #expect(none.isOpen)
    #expect(other.handshakeStatus == 403)
    #expect(otherPort.handshakeStatus == 403)
    #expect(byName.handshakeStatus == 403)
    #expect(test.delegate.opened.count == 2)
  }

  @Test("Any origin passes when not asked")
  func anyOrigin() throws {
    let test = try TestServer()
    let other = test.client(origin: "http://evil.example")
    #expect(test.waitOpen([other]))
  }

  @Test(
    "Origin and Host compare by host and port",
    arguments: [
      ("http://127.0.0.1:8080", "127.0.0.1:8080", true),
      ("http://LOCALHOST:8080", "localhost:8080", true),
      ("http://example.org", "example.org", true),
      ("http://example.org", "example.org:80", true),
      ("https://example.org", "example.org:443", true),
      ("http://[::1]:8080", "[::1]:8080", true),
      ("http://[::1]:8080", "[::1]:8081", false),
      ("http://example.org:8080", "example.org", false),
      ("http://evil.example", "example.org", false),
      ("null", "example.org", false),
      ("file://", "example.org", false),
      ("http://example.org/path", "example.org", false),
      ("http://example.org:99999", "example.org", false),
      ("http://example.org", "", false),
      ("http://a:b:c", "a", false),
    ])
  func sameHost(origin: String, host: String, same: Bool) {
    #expect(OriginCheck.isSameHost(origin: origin, host: host) == same)
  }
}

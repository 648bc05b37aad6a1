import Glibc
import Testing

@testable import TableServer

/// Whether this machine has an IPv6 loopback to listen on (CI must: run-tests.sh fails on a
/// skip).
private let hasIPv6Loopback: Bool = {
  let socket = Glibc.socket(AF_INET6, Int32(SOCK_STREAM.rawValue), 0)
  guard socket >= 0 else { return false }
  defer { close(socket) }
  var address = sockaddr_in6()
  address.sin6_family = sa_family_t(AF_INET6)
  address.sin6_addr = in6addr_loopback
  return withUnsafePointer(to: &address) {
    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
      bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) == 0
    }
  }
}()

@Suite("IPv6 loopback")
struct IPv6Tests {
  @Test(
    "A server on ::1 takes connections, names the peer ::1, and round-trips text",
    .enabled(if: hasIPv6Loopback, "this machine has no IPv6 loopback (::1)"))
  func loopback() throws {
    let test = try TestServer(host: "::1")
    #expect(test.address.host == "::1")
    #expect(test.address.description == "[::1]:\(test.address.port)")
    let client = test.client()
    try #require(test.waitOpen([client]))
    client.send("über ::1 🃏")
    #expect(test.loop.run { client.received == ["über ::1 🃏"] })
    #expect(test.delegate.opened.first?.peer == "::1")
  }

  @Test(
    "One server listens on 127.0.0.1 and ::1 at once",
    .enabled(if: hasIPv6Loopback, "this machine has no IPv6 loopback (::1)"))
  func both() throws {
    let test = try TestServer()
    let six = try test.server.listen(host: "::1", port: 0)
    #expect(test.server.boundAddresses == [test.address, six])
    let four = test.client()
    let client6 = TestClient(url: "ws://\(six)/table")
    #expect(test.loop.run { four.isOpen && client6.isOpen })
    #expect(Set(test.delegate.opened.map(\.peer)) == ["127.0.0.1", "::1"])
  }
}

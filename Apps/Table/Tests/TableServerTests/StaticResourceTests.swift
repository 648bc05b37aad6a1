import Testing

@testable import TableServer

@Suite("Static resources: served as given, with safe headers; nothing else")
struct StaticResourceTests {
  static let page = "<!doctype html><title>Memorize</title><p>Ünïcödé 🃏</p>"

  private func server() throws -> TestServer {
    try TestServer {
      $0.resources["/"] = StaticResource(contentType: "text/html; charset=utf-8", text: Self.page)
      $0.resources["/app.js"] = StaticResource(
        contentType: "text/javascript", bytes: Array("export {}".utf8))
      $0.contentSecurityPolicy = "default-src 'self'; connect-src 'self'"
    }
  }

  @Test("A resource comes with its type, its bytes and the safe headers")
  func served() throws {
    let test = try server()
    let get = TestHTTP("GET", test.url("http", path: "/"))
    let script = TestHTTP("GET", test.url("http", path: "/app.js"))
    #expect(test.loop.run { get.isDone && script.isDone })
    #expect(get.status == 200)
    #expect(get.text == Self.page)
    #expect(get.header("Content-Type") == "text/html; charset=utf-8")
    #expect(get.header("X-Content-Type-Options") == "nosniff")
    #expect(get.header("Cache-Control") == "no-store")
    #expect(get.header("Content-Security-Policy") == "default-src 'self'; connect-src 'self'")
    #expect(script.status == 200)
    #expect(script.text == "export {}")
    #expect(script.header("Content-Type") == "text/javascript")
  }

  @Test("HEAD gives the headers without the body")
  func head() throws {
    let test = try server()
    let head = TestHTTP("HEAD", test.url("http", path: "/"))
    #expect(test.loop.run { head.isDone })
    #expect(head.status == 200)
    #expect(head.body.isEmpty)
    #expect(head.header("Content-Length") == "\(Self.page.utf8.count)")
    #expect(head.header("X-Content-Type-Options") == "nosniff")
  }

  @Test("Another path is 404, another method 405, both with the safe headers")
  func refused() throws {
    let test = try server()
    let missing = TestHTTP("GET", test.url("http", path: "/secret.txt"))
    let post = TestHTTP("POST", test.url("http", path: "/"))
    let traversal = TestHTTP("GET", test.url("http", path: "/%2e%2e/etc/passwd"))
    #expect(test.loop.run { missing.isDone && post.isDone && traversal.isDone })
    #expect(missing.status == 404)
    #expect(missing.text == "not found\n")
    #expect(missing.header("X-Content-Type-Options") == "nosniff")
    #expect(missing.header("Cache-Control") == "no-store")
    #expect(post.status == 405)
    #expect(post.header("Allow") == "GET, HEAD")
    #expect([400, 404].contains(traversal.status))
  }

  @Test("The WebSocket path asked for as a page is no resource")
  func webSocketPathIsNoPage() throws {
    let test = try server()
    let get = TestHTTP("GET", test.url("http"))
    #expect(test.loop.run { get.isDone })
    #expect(get.status == 400)
    #expect(get.header("X-Content-Type-Options") == "nosniff")
    #expect(test.delegate.opened.isEmpty)
    // The refused request gave its place back.
    let client = test.client()
    #expect(test.waitOpen([client]))
  }
}

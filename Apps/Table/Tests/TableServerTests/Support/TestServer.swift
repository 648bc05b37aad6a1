import CSoup
import TableServer

/// A server on a loop of the test's own with an echoing delegate, listening on a free port.
final class TestServer {
  let loop = TestLoop()
  let delegate = EchoDelegate()
  let server: WebSocketServer
  let address: BoundAddress

  init(host: String = "127.0.0.1", _ configure: (inout ServerConfiguration) -> Void = { _ in })
    throws
  {
    var configuration = ServerConfiguration()
    configure(&configuration)
    server = WebSocketServer(configuration: configuration)
    server.delegate = delegate
    delegate.server = server
    address = try server.listen(host: host, port: 0)
  }

  /// The URL of the WebSocket path (or another path).
  func url(_ scheme: String = "ws", path: String? = nil) -> String {
    "\(scheme)://\(address)\(path ?? server.configuration.webSocketPath)"
  }

  /// A libsoup WebSocket client connecting to the server, on the same loop.
  func client(origin: String? = nil) -> TestClient {
    TestClient(url: url(), origin: origin)
  }

  /// Clients all connected (true) within the bound.
  @discardableResult
  func waitOpen(_ clients: [TestClient]) -> Bool {
    loop.run { clients.allSatisfy { $0.isOpen || $0.handshakeStatus != nil } }
      && clients.allSatisfy(\.isOpen)
  }
}

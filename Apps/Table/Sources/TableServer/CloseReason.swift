/// Why a connection ended, as told to the delegate exactly once per connection.
public enum CloseReason: Sendable, Equatable {
  /// The peer closed it, with the code and reason it sent (1005 and "" when it sent none).
  case peerClosed(code: UInt16, reason: String)
  /// It broke: the peer went away without a closing handshake, or broke the protocol (a frame
  /// not masked, text that is not UTF-8…). `code` is the WebSocket close code that describes it
  /// (1006 when the connection was simply lost).
  case failed(code: UInt16, message: String)
  /// The peer sent a message of more than ``Limits/largestMessage`` bytes (closed with 1009).
  case messageTooBig(limit: Int)
  /// The peer sent a binary message; the table speaks text only (closed with 1003).
  case binaryMessage
  /// The peer sent messages faster than ``Limits/messagesPerSecond`` allows (closed with 1008).
  case tooManyMessages
  /// Nothing came from the peer (no message, no answer to a ping) for
  /// ``Limits/idleTimeout`` seconds (closed with 1001).
  case idle
  /// The server's owner closed it with ``WebSocketServer/close(_:code:reason:)``.
  case closedByServer(code: UInt16, reason: String)
  /// The server stopped (closed with 1001).
  case serverStopped

  /// The WebSocket close code that goes with the reason.
  public var code: UInt16 {
    switch self {
    case .peerClosed(let code, _), .failed(let code, _), .closedByServer(let code, _): code
    case .messageTooBig: CloseCode.messageTooBig
    case .binaryMessage: CloseCode.unsupportedData
    case .tooManyMessages: CloseCode.policyViolation
    case .idle, .serverStopped: CloseCode.goingAway
    }
  }
}

/// The close codes of RFC 6455 §7.4.1 that the server sends.
enum CloseCode {
  static let normal: UInt16 = 1000
  static let goingAway: UInt16 = 1001
  static let unsupportedData: UInt16 = 1003
  static let noStatus: UInt16 = 1005
  static let abnormal: UInt16 = 1006
  static let policyViolation: UInt16 = 1008
  static let messageTooBig: UInt16 = 1009

  /// Whether a server may send `code` in a close frame: the defined codes a server may use,
  /// and the ranges kept for libraries (3000–3999) and applications (4000–4999).
  static func isSendable(_ code: UInt16) -> Bool {
    [1000, 1001, 1002, 1003, 1007, 1008, 1009, 1011].contains(code) || (3000...4999).contains(code)
  }
}

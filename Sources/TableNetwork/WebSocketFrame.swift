/// One WebSocket frame (RFC 6455 §5.2): what the client writes and reads on the wire.
public struct WebSocketFrame: Equatable, Sendable {
  /// What a frame carries.
  public enum Opcode: UInt8, Sendable {
    /// More of a message begun before.
    case continuation = 0x0
    /// A message of UTF-8 text (or its first part).
    case text = 0x1
    /// A message of bytes (or its first part).
    case binary = 0x2
    /// The connection is closing: a status code and a reason.
    case close = 0x8
    /// Are you there?
    case ping = 0x9
    /// Yes.
    case pong = 0xA
  }

  /// Whether this is the last frame of its message.
  public var isFinal: Bool
  /// What it carries.
  public var opcode: Opcode
  /// The payload, unmasked.
  public var payload: [UInt8]

  /// A frame carrying `payload`.
  public init(opcode: Opcode, payload: [UInt8], isFinal: Bool = true) {
    self.isFinal = isFinal
    self.opcode = opcode
    self.payload = payload
  }

  /// The frame as a client sends it: masked with `mask` (four bytes), as a client must.
  public func encoded(mask: [UInt8]) -> [UInt8] {
    var bytes: [UInt8] = [(isFinal ? 0x80 : 0) | opcode.rawValue]
    let count = payload.count
    if count < 126 {
      bytes.append(0x80 | UInt8(count))
    } else if count <= 0xFFFF {
      bytes += [0x80 | 126, UInt8(count >> 8), UInt8(count & 0xFF)]
    } else {
      bytes.append(0x80 | 127)
      for shift in stride(from: 56, through: 0, by: -8) {
        bytes.append(UInt8(truncatingIfNeeded: UInt64(count) >> UInt64(shift)))
      }
    }
    bytes += mask.prefix(4)
    for (index, byte) in payload.enumerated() {
      bytes.append(byte ^ mask[index % 4])
    }
    return bytes
  }

  /// Why bytes are not a frame a server may send.
  public enum Problem: Error, Equatable, Sendable {
    /// Reserved bits set, an unknown opcode, a control frame that is long or split.
    case protocolError
    /// A frame longer than the reader takes.
    case tooLarge
  }

  /// The first frame in `bytes` and how many bytes it took; `nil` while it is not all there.
  ///
  /// - Throws: ``Problem`` for bytes no server may send, or a frame over `limit` bytes.
  public static func decode(_ bytes: ArraySlice<UInt8>, limit: Int) throws(Problem) -> (
    frame: WebSocketFrame, length: Int
  )? {
    guard bytes.count >= 2 else { return nil }
    let start = bytes.startIndex
    let first = bytes[start]
    let second = bytes[start + 1]
    guard first & 0x70 == 0, let opcode = Opcode(rawValue: first & 0x0F) else {
      throw .protocolError
    }
    let isMasked = second & 0x80 != 0
    var length = UInt64(second & 0x7F)
    var offset = 2
    if length == 126 {
      guard bytes.count >= 4 else { return nil }
      length = UInt64(bytes[start + 2]) << 8 | UInt64(bytes[start + 3])
      offset = 4
    } else if length == 127 {
      guard bytes.count >= 10 else { return nil }
      length = 0
      for index in 2..<10 { length = length << 8 | UInt64(bytes[start + index]) }
      offset = 10
    }
    let isControl = opcode.rawValue & 0x08 != 0
    if isControl, length > 125 || first & 0x80 == 0 { throw .protocolError }
    guard length <= UInt64(limit) else { throw .tooLarge }
    var mask: [UInt8] = []
    if isMasked {
      guard bytes.count >= offset + 4 else { return nil }
      mask = Array(bytes[(start + offset)..<(start + offset + 4)])
      offset += 4
    }
    let total = offset + Int(length)
    guard bytes.count >= total else { return nil }
    var payload = Array(bytes[(start + offset)..<(start + total)])
    if isMasked {
      for index in payload.indices { payload[index] ^= mask[index % 4] }
    }
    return (WebSocketFrame(opcode: opcode, payload: payload, isFinal: first & 0x80 != 0), total)
  }
}

import Glibc
import TerminalKit

/// A pseudo-terminal pair for tests: the program side is a real tty, the test holds the other.
public final class PseudoTerminal {
  /// The terminal side a program reads from and writes to (`isatty` is true).
  public let device: Int32
  /// The test's side: what is written here is typed; what the program writes comes out here.
  public private(set) var controller: Int32

  private typealias OpenPTY =
    @convention(c) (
      UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<CChar>?,
      UnsafeRawPointer?, UnsafeRawPointer?
    ) -> Int32

  /// Opens a pair with the given window size.
  public init(width: Int = 40, height: Int = 10) throws(TerminalError) {
    // openpty is in glibc proper since 2.34 but not in the Glibc module map; look it up.
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "openpty") else {
      throw .systemCall("dlsym(openpty)", errno: 0)
    }
    let openPTY = unsafeBitCast(symbol, to: OpenPTY.self)
    var controller: Int32 = -1
    var device: Int32 = -1
    var size = winsize(ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
    guard openPTY(&controller, &device, nil, nil, &size) == 0 else {
      throw .systemCall("openpty", errno: errno)
    }
    _ = fcntl(controller, F_SETFL, fcntl(controller, F_GETFL) | O_NONBLOCK)
    self.controller = controller
    self.device = device
  }

  deinit {
    if controller >= 0 { close(controller) }
    close(device)
  }

  /// Types `bytes` as if from the keyboard.
  public func send(_ bytes: [UInt8]) {
    _ = bytes.withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
  }

  /// Types `text`.
  public func send(_ text: String) {
    send(Array(text.utf8))
  }

  /// Everything the program has written so far (without waiting).
  public func readOutput() -> [UInt8] {
    var output: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while controller >= 0 {
      let count = read(controller, &chunk, chunk.count)
      guard count > 0 else { break }
      output += chunk[0..<count]
    }
    return output
  }

  /// Hangs up: the program side sees end of input.
  public func closeController() {
    if controller >= 0 { close(controller) }
    controller = -1
  }

  /// The device's current termios.
  public func attributes() -> termios {
    var attributes = termios()
    tcgetattr(device, &attributes)
    return attributes
  }
}

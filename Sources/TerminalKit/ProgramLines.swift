import Glibc

/// A program's words at its edges, as bytes: the arguments as argv holds them, and whole lines
/// written to standard output or standard error. Every program of the project (`memorize`,
/// `memorize-gtk`, `memorize-table`) reads and writes them so, in the locale's charset
/// (``TerminalCharset``).
public enum ProgramLines {
  /// The program's arguments, its name left out, as argv holds them: bytes in the locale's
  /// charset, for ``TerminalCharset/decode(_:)`` (a name typed under `zh_CN.GB18030` is
  /// GB18030).
  public static var argumentBytes: [[UInt8]] {
    (1..<max(1, Int(CommandLine.argc))).map { index in
      CommandLine.unsafeArgv[index].map {
        Array(UnsafeBufferPointer(start: $0, count: strlen($0))).map { UInt8(bitPattern: $0) }
      } ?? []
    }
  }

  /// Writes `line` and a line feed to `descriptor` at once, unbuffered, so a reader sees each
  /// line as soon as it is written; a write the descriptor no longer takes (a closed pipe)
  /// ends it quietly.
  public static func write(_ line: [UInt8], to descriptor: Int32) {
    let bytes = line + [UInt8(ascii: "\n")]
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes {
        Glibc.write(descriptor, $0.baseAddress, $0.count)
      }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { return }
      offset += written
    }
  }
}

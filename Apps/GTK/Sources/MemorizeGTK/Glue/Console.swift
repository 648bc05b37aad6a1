import Glibc

/// Lines for whoever started the program (tests, benchmarks, the shell), written at once and
/// unbuffered so a reader sees each one as soon as it is written.
enum Console {
  /// Writes `text` and a newline to standard output.
  static func write(_ text: String) {
    write(text, to: 1)
  }

  /// Writes `text` and a newline to standard error: the program's problems.
  static func error(_ text: String) {
    write(text, to: 2)
  }

  private static func write(_ text: String, to descriptor: Int32) {
    var bytes = Array((text + "\n").utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes { buffer in
        Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
      }
      if written <= 0 { return }
      offset += written
    }
  }
}

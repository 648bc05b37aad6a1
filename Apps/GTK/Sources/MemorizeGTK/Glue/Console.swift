import Glibc

/// Lines for whoever started the program (tests, benchmarks), written at once and unbuffered so
/// a reader sees each one as soon as it is written.
enum Console {
  static func write(_ text: String) {
    var bytes = Array((text + "\n").utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes { buffer in
        Glibc.write(1, buffer.baseAddress! + offset, buffer.count - offset)
      }
      if written <= 0 { return }
      offset += written
    }
  }
}

import Glibc
import TerminalKit

/// Lines for whoever started the program (tests, benchmarks, the shell), written at once and
/// unbuffered so a reader sees each one as soon as it is written.
enum Console {
  /// The charset of the locale the program runs in (``use(environment:)``). Under a GB charset
  /// (`zh_CN.GB18030`…) a line goes out in its bytes, as the terminal's `memorize` sends them,
  /// so Chinese reads as Chinese there; elsewhere as UTF-8, which is what a UTF-8 locale reads
  /// and what GTK itself writes.
  private static var charset = TerminalCharset.utf8

  /// Writes lines from now on in the charset of the locale `environment` names.
  static func use(environment: [String: String]) {
    charset = TerminalCharset.detect(environment: environment)
  }

  /// An argument as argv holds it (bytes in the locale's charset) as text.
  static func argument(_ bytes: [UInt8]) -> String {
    charset.decode(bytes)
  }

  /// Writes `text` and a newline to standard output.
  static func write(_ text: String) {
    write(text, to: 1)
  }

  /// Writes `text` and a newline to standard error: the program's problems.
  static func error(_ text: String) {
    write(text, to: 2)
  }

  private static func write(_ text: String, to descriptor: Int32) {
    let line: [UInt8] = if case .gb = charset { charset.encode(text) } else { Array(text.utf8) }
    ProgramLines.write(line, to: descriptor)
  }
}

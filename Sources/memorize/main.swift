import FoundationEssentials
import Glibc
import MemorizeTerminal

// Wiring only: everything else lives in MemorizeTerminal, where it is tested. Output goes out a
// line at a time with write(2), unbuffered, so a script reading --plain output sees each answer
// at once.
func writeLine(_ line: String, to descriptor: Int32) {
  var bytes = Array((line + "\n").utf8)
  var offset = 0
  while offset < bytes.count {
    let written = bytes.withUnsafeMutableBytes { buffer in
      write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
    }
    if written < 0 && errno == EINTR { continue }
    guard written > 0 else { return }
    offset += written
  }
}

let status = Launcher.run(
  arguments: Array(CommandLine.arguments.dropFirst()),
  environment: ProcessInfo.processInfo.environment,
  standardOutput: { writeLine($0, to: STDOUT_FILENO) },
  standardError: { writeLine($0, to: STDERR_FILENO) })
exit(status)

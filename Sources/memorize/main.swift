import FoundationEssentials
import Glibc
import MemorizeTerminal

// Wiring only: everything else lives in MemorizeTerminal, where it is tested. Output goes out a
// line at a time with write(2), unbuffered, so a script reading --plain output sees each answer
// at once.
func writeLine(_ line: [UInt8], to descriptor: Int32) {
  var bytes = line + [UInt8(ascii: "\n")]
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

// The arguments as argv holds them: bytes in the locale's charset, which the launcher reads.
let arguments = (1..<Int(CommandLine.argc)).map { index in
  CommandLine.unsafeArgv[index].map { Array(UnsafeBufferPointer(start: $0, count: strlen($0))) }
    .map { $0.map { UInt8(bitPattern: $0) } } ?? []
}

let status = Launcher.run(
  arguments: arguments,
  environment: ProcessInfo.processInfo.environment,
  standardOutput: { writeLine($0, to: STDOUT_FILENO) },
  standardError: { writeLine($0, to: STDERR_FILENO) })
exit(status)

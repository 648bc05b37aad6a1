import FoundationEssentials
import Glibc
import MemorizeGTK

// Wiring only: everything else lives in MemorizeGTK. The arguments go as argv holds them: bytes
// in the locale's charset, which the window reads.
let argv = (1..<Int(CommandLine.argc)).map { index in
  CommandLine.unsafeArgv[index].map { Array(UnsafeBufferPointer(start: $0, count: strlen($0))) }
    .map { $0.map { UInt8(bitPattern: $0) } } ?? []
}
exit(WindowApp.run(argv: argv, environment: ProcessInfo.processInfo.environment))

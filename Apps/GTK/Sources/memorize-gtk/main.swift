import FoundationEssentials
import Glibc
import MemorizeGTK
import TerminalKit

// Wiring only: everything else lives in MemorizeGTK. The arguments go as argv holds them: bytes
// in the locale's charset, which the window reads.
exit(
  WindowApp.run(
    argv: ProgramLines.argumentBytes, environment: ProcessInfo.processInfo.environment))

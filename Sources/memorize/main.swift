import FoundationEssentials
import Glibc
import MemorizeTerminal
import TerminalKit

// Wiring only: everything else lives in MemorizeTerminal, where it is tested. The arguments go as
// argv holds them (bytes in the locale's charset, which the launcher reads); output goes out a
// line at a time with write(2), unbuffered, so a script reading --plain output sees each answer
// at once.
let status = Launcher.run(
  arguments: ProgramLines.argumentBytes,
  environment: ProcessInfo.processInfo.environment,
  standardOutput: { ProgramLines.write($0, to: STDOUT_FILENO) },
  standardError: { ProgramLines.write($0, to: STDERR_FILENO) })
exit(status)

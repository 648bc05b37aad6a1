import FoundationEssentials
import Glibc
import MemorizeGTK

// Wiring only: everything else lives in MemorizeGTK.
exit(
  WindowApp.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    environment: ProcessInfo.processInfo.environment))

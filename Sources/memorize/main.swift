import Foundation
import MemorizeTerminal

// Wiring only: everything else lives in MemorizeTerminal, where it is tested. Output goes out a
// line at a time, unbuffered, so a script reading --plain output sees each answer at once.
let status = Launcher.run(
  arguments: Array(CommandLine.arguments.dropFirst()),
  environment: ProcessInfo.processInfo.environment,
  standardOutput: { FileHandle.standardOutput.write(Data(($0 + "\n").utf8)) },
  standardError: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) },
  readLine: { Swift.readLine(strippingNewline: true) })
exit(status)

import Foundation
import Glibc
import TerminalTestSupport
import Testing

@testable import TerminalKit

/// Every terminating signal ends the loop; the program's last words run on a restored terminal
/// with those signals held. Signals here are process-directed, like `kill` from a shell.
extension TerminalSessionTests {
  @Test(
    "Each terminating signal ends the loop and is the outcome",
    // Not SIGPIPE: the test runner ignores it, so it stays ignored (the end-to-end tests send it
    // to the real program, where it is not).
    arguments: [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGXCPU, SIGXFSZ])
  func terminatingSignalEndsTheLoop(_ signal: Int32) throws {
    let pty = try PseudoTerminal()
    let original = pty.attributes()
    let program = ScriptedProgram { kill(getpid(), signal) }
    #expect(try run(pty, signals: true, program: program) == .signal(signal))
    #expect(Self.sameAttributes(pty.attributes(), original))
    #expect(Self.occurrences(of: Self.leaveAlternate, in: pty.readOutput()).count == 1)
  }

  @Test func lastWordsRunOnARestoredTerminalAfterTheLoop() throws {
    let pty = try PseudoTerminal()
    let original = pty.attributes()
    let program = ScriptedProgram { pty.send("q") }
    var heard: [TerminalSession.Outcome] = []
    var restoredFirst = false
    let session = TerminalSession(
      configuration: .init(input: pty.device, output: pty.device, installsSignalHandlers: true))
    let outcome = try session.run(program) { outcome in
      heard.append(outcome)
      restoredFirst = !TerminalModes.isActive && Self.sameAttributes(pty.attributes(), original)
    }
    #expect(outcome == .quit)
    #expect(heard == [.quit])
    #expect(restoredFirst)
  }

  /// A SIGHUP during the final save (a closed window) must not kill it: it waits, and the
  /// session then reports it so the caller can die by it once saved.
  @Test func aSignalDuringTheLastWordsWaitsAndBecomesTheOutcome() throws {
    let pty = try PseudoTerminal()
    let program = ScriptedProgram { pty.send("q") }
    var finishedSaving = false
    let session = TerminalSession(
      configuration: .init(input: pty.device, output: pty.device, installsSignalHandlers: true))
    let outcome = try session.run(program) { _ in
      kill(getpid(), SIGHUP)
      // Delivered to whichever thread takes it; wait until the handler has held it.
      let deadline = ContinuousClock.now + .seconds(5)
      while SignalRelay.heldSignal.load(ordering: .sequentiallyConsistent) == 0
        && ContinuousClock.now < deadline
      {
        usleep(1_000)
      }
      finishedSaving = true
    }
    #expect(finishedSaving)
    #expect(outcome == .signal(SIGHUP))
    #expect(outcome.exitStatus == 128 + SIGHUP)
  }

  /// Closing a window sends SIGHUP twice (from the shell and from the kernel): the second is the
  /// same news, not a reason to die before saving. Run in a child process (this test binary
  /// again), so that the signals never reach the test runner itself.
  @Test func aSecondSignalRightAfterTheFirstDoesNotKill() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "second-signal-\(getpid())-\(UInt64.random(in: 0...UInt64.max))", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let report = folder.appendingPathComponent("outcome")
    let child = Process()
    child.executableURL = URL(fileURLWithPath: "/proc/self/exe")
    child.arguments = ["--testing-library", "swift-testing", "--filter", "secondSignalChild"]
    var environment = ProcessInfo.processInfo.environment
    environment[Self.secondSignalVariable] = report.path
    environment["SWIFT_BACKTRACE"] = "enable=no"
    child.environment = environment
    child.standardInput = FileHandle.nullDevice
    child.standardOutput = FileHandle.nullDevice
    child.standardError = FileHandle.nullDevice
    try child.run()
    child.waitUntilExit()
    // Alive to the end: the child's own tests passed and it exited normally.
    #expect(child.terminationReason == .exit)
    #expect(child.terminationStatus == 0)
    let outcome = try String(contentsOf: report, encoding: .utf8)
    // Each burst ends with the first signal taken, SIGHUP, or now and then SIGTERM.
    #expect(
      ["signal \(SIGHUP)", "signal \(SIGHUP), signal \(SIGTERM)", "signal \(SIGTERM)"].contains(
        outcome), "\(outcome)")
  }

  /// How many SIGHUP-then-SIGTERM bursts the child survives.
  static let secondSignalBursts = 300

  /// Names the file the child writes its outcomes to.
  static let secondSignalVariable = "TERMINALKIT_SECOND_SIGNAL_CHILD"

  /// Runs only inside the child of the test above: SIGHUP then SIGTERM in a burst.
  @Test func secondSignalChild() throws {
    guard let path = ProcessInfo.processInfo.environment[Self.secondSignalVariable] else { return }
    // Many bursts: the second signal may wait for a thread to take it until after the session has
    // ended, so one burst alone seldom shows that it is still held.
    var outcomes: Set<String> = []
    for _ in 0..<Self.secondSignalBursts {
      let pty = try PseudoTerminal()
      let program = ScriptedProgram {
        kill(getpid(), SIGHUP)
        kill(getpid(), SIGTERM)
      }
      switch try run(pty, signals: true, program: program) {
      case .signal(let number): outcomes.insert("signal \(number)")
      case let other: outcomes.insert("\(other)")
      }
    }
    try outcomes.sorted().joined(separator: ", ").write(
      toFile: path, atomically: true, encoding: .utf8)
  }

  /// A signal the process was started with ignored (`nohup`, a background job) stays ignored.
  @Test func anIgnoredSignalStaysIgnored() throws {
    let pty = try PseudoTerminal()
    var ignore = sigaction()
    ignore.__sigaction_handler.sa_handler = SIG_IGN
    var before = sigaction()
    sigaction(SIGUSR1, &ignore, &before)
    defer { sigaction(SIGUSR1, &before, nil) }
    let program = ScriptedProgram { draws in
      if draws == 1 {
        kill(getpid(), SIGUSR1)
        // Still ignored after the handlers went in, so nothing is relayed.
        var now = sigaction()
        sigaction(SIGUSR1, nil, &now)
        #expect(unsafeBitCast(now.__sigaction_handler.sa_handler, to: Int.self) == 1)
        pty.send("q")
      }
    }
    #expect(try run(pty, signals: true, program: program) == .quit)
  }
}

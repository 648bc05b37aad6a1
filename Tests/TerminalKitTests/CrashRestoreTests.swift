import Foundation
import Glibc
import TerminalKit
import TerminalTestSupport
import Testing

/// A crash restores the terminal and still dies by its signal: checked in a child process
/// (this test binary again) whose terminal is a pty we hold.
@Suite("Crash restore", .serialized)
struct CrashRestoreTests {
  static let childVariable = "TERMINALKIT_CRASH_CHILD"

  final class CrashingProgram: TerminalProgram {
    func handle(_ event: InputEvent) -> LoopAction { .continue }

    func draw(into buffer: inout CellBuffer) {
      buffer.put("about to crash", x: 0, y: 0)
      // Process-directed, as a real crash from any thread would reach our handler.
      kill(getpid(), SIGABRT)
    }
  }

  /// Runs only inside the child: a session whose program crashes on its first frame.
  @Test func crashingChild() throws {
    guard ProcessInfo.processInfo.environment[Self.childVariable] != nil else { return }
    _ = try TerminalSession().run(CrashingProgram())
    Issue.record("the crash did not end the process")
  }

  static let trapVariable = "TERMINALKIT_TRAP_CHILD"

  /// A program that traps like a `!` on nil: a fault raised by the instruction itself.
  final class TrappingProgram: TerminalProgram {
    var trapsNow = true

    func handle(_ event: InputEvent) -> LoopAction { .continue }

    func draw(into buffer: inout CellBuffer) {
      buffer.put("about to trap", x: 0, y: 0)
      precondition(!trapsNow, "a trap, as a runtime error would")
    }
  }

  /// Runs only inside the child: a session whose program traps on its first frame.
  @Test func trappingChild() throws {
    guard ProcessInfo.processInfo.environment[Self.trapVariable] != nil else { return }
    _ = try TerminalSession().run(TrappingProgram())
    Issue.record("the trap did not end the process")
  }

  /// A real trap (SIGILL on x86-64, SIGTRAP on ARM, raised by the faulting instruction): the
  /// terminal is restored once and the process dies by that signal.
  @Test func aTrapRestoresTheTerminalAndDiesBySignal() throws {
    let pty = try PseudoTerminal()
    let original = pty.attributes()
    let device = FileHandle(fileDescriptor: pty.device, closeOnDealloc: false)
    let child = Process()
    child.executableURL = URL(fileURLWithPath: "/proc/self/exe")
    child.arguments = ["--testing-library", "swift-testing", "--filter", "trappingChild"]
    var environment = ProcessInfo.processInfo.environment
    environment[Self.trapVariable] = "1"
    environment["SWIFT_BACKTRACE"] = "enable=no"
    child.environment = environment
    child.standardInput = device
    child.standardOutput = device
    child.standardError = device
    try child.run()
    child.waitUntilExit()
    let output = pty.readOutput()
    #expect(child.terminationReason == .uncaughtSignal)
    #expect([SIGILL, SIGTRAP].contains(child.terminationStatus), "\(child.terminationStatus)")
    let leave = Array("\u{1B}[?1049l".utf8)
    let leaves =
      output.count < leave.count
      ? 0
      : (0...(output.count - leave.count)).filter {
        output[$0..<($0 + leave.count)].elementsEqual(leave)
      }.count
    #expect(leaves == 1)
    let restored = pty.attributes()
    #expect(restored.c_lflag == original.c_lflag)
    #expect(restored.c_iflag == original.c_iflag)
    #expect(restored.c_oflag == original.c_oflag)
  }

  @Test func crashRestoresTheTerminalAndDiesBySignal() throws {
    let pty = try PseudoTerminal()
    let original = pty.attributes()
    let device = FileHandle(fileDescriptor: pty.device, closeOnDealloc: false)
    let child = Process()
    child.executableURL = URL(fileURLWithPath: "/proc/self/exe")
    child.arguments = ["--testing-library", "swift-testing", "--filter", "crashingChild"]
    var environment = ProcessInfo.processInfo.environment
    environment[Self.childVariable] = "1"
    environment["SWIFT_BACKTRACE"] = "enable=no"
    child.environment = environment
    child.standardInput = device
    child.standardOutput = device
    child.standardError = device
    try child.run()
    child.waitUntilExit()  // its output (a few hundred bytes) fits in the pty's buffer
    let output = pty.readOutput()
    #expect(child.terminationReason == .uncaughtSignal)
    #expect(child.terminationStatus == SIGABRT)
    let enter = Array("\u{1B}[?1049h".utf8)
    let leave = Array("\u{1B}[?1049l".utf8)
    func count(_ needle: [UInt8]) -> Int {
      guard output.count >= needle.count else { return 0 }
      return (0...(output.count - needle.count)).filter {
        output[$0..<($0 + needle.count)].elementsEqual(needle)
      }.count
    }
    #expect(count(enter) == 1)
    #expect(count(leave) == 1)
    let restored = pty.attributes()
    #expect(restored.c_lflag == original.c_lflag)
    #expect(restored.c_iflag == original.c_iflag)
    #expect(restored.c_oflag == original.c_oflag)
  }
}

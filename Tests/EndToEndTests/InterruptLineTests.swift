import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Ctrl-C ends the program with the next line free for the shell (issue 23's play-test: the plain
/// mode left the terminal's "^C" echo open, and the prompt followed it: "^Cbash-5.2#").
///
/// The pane's script prints a marker once the program is gone, as a shell prints its prompt:
/// the marker must start a line of its own. The script traps SIGINT (a no-op, reset to the
/// default in the program it starts), so that Ctrl-C, sent to the whole foreground group, does
/// not end the script with the program.
@Suite("Ctrl-C leaves the shell a fresh line", .serialized)
struct InterruptLineTests {
  @Test("The plain mode, interrupted at its prompt: '^C' ends its line, the marker starts the next")
  func plain() throws {
    let app = try MemorizeInTmux(
      arguments: ["--plain", "--theme", "animals", "--pairs", "2", "--seed", "1"],
      prelude: "trap : INT")
    defer { app.close() }
    try app.tmux.waitUntil("the plain mode's first score line") {
      $0.lines.contains("Score: 0 Flips: 0")
    }
    try app.tmux.press(["C-c"])
    let exit = try app.waitForExit()
    // Ctrl-C says goodbye as `quit` does, in a line of its own after the echo, and the status
    // says it was interrupted.
    #expect(exit.status == 128 + SIGINT)
    let lines = exit.screen.lines.map { $0.trimmingCharacters(in: .whitespaces) }
    let marker = try #require(lines.firstIndex { $0.contains(MemorizeInTmux.marker) })
    #expect(lines[marker] == MemorizeInTmux.marker, "the marker alone on its line: \(exit.screen)")
    #expect(lines[marker - 1] == "Saved. Goodbye.", "\(exit.screen)")
    #expect(lines[marker - 2] == "^C", "\(exit.screen)")
    #expect(lines[marker - 3] == "Score: 0 Flips: 0", "\(exit.screen)")
  }

  /// The play-test: Ctrl-D saved without a word where q, Ctrl-C and TERM say "Saved. Goodbye.".
  @Test("The plain mode ended by Ctrl-D says goodbye as q does, on a line of its own")
  func plainEndOfInput() throws {
    let app = try MemorizeInTmux(
      arguments: ["--plain", "--theme", "animals", "--pairs", "2", "--seed", "1"])
    defer { app.close() }
    try app.tmux.waitUntil("the plain mode's first score line") {
      $0.lines.contains("Score: 0 Flips: 0")
    }
    try app.tmux.press(["C-d"])
    let exit = try app.waitForExit()
    #expect(exit.status == 0)
    let lines = exit.screen.lines.map { $0.trimmingCharacters(in: .whitespaces) }
    let marker = try #require(lines.firstIndex { $0.contains(MemorizeInTmux.marker) })
    #expect(lines[marker - 1] == "Saved. Goodbye.", "\(exit.screen)")
    #expect(lines[marker - 2] == "Score: 0 Flips: 0", "\(exit.screen)")
  }

  @Test("The full screen, interrupted: the terminal restored, the marker at the start of a line")
  func fullScreen() throws {
    let app = try MemorizeInTmux(
      arguments: ["--theme", "animals", "--pairs", "4", "--seed", "1"], prelude: "trap : INT")
    defer { app.close() }
    _ = try app.waitForDealtBoard(cards: 8)
    try app.tmux.press(["C-c"])
    let exit = try app.waitForExit()
    let lines = exit.screen.lines.map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(lines.contains(MemorizeInTmux.marker), "the marker alone on its line: \(exit.screen)")
    #expect(!lines.contains { $0.contains("^C") }, "\(exit.screen)")
  }
}

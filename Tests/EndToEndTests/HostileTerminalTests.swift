import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The terminal misbehaves; the game keeps working, or leaves cleanly with the terminal restored.
@Suite("Hostile terminal", .serialized)
struct HostileTerminalTests {
  /// Quits with q and checks the terminal is exactly as it was found.
  private func quitAndCheckRestored(_ app: MemorizeInTmux) throws {
    try app.tmux.press(["q"])
    let exit = try app.waitForExit()
    #expect(exit.status == 0)
    #expect(exit.sttyAfter == exit.sttyBefore)
    #expect(try app.screenModes() == .shell)
    #expect(exit.standardError.isEmpty, "\(exit.standardError)")
  }

  @Test("A storm of 1,000 SIGWINCH: the game still answers, then quits cleanly")
  func resizeStorm() throws {
    let app = try MemorizeInTmux(arguments: ["--theme", "animals", "--pairs", "3", "--seed", "7"])
    defer { app.close() }
    let frames = try app.waitForDealtBoard(cards: 6)
    let pid = try app.processID()
    for _ in 0..<1_000 { #expect(kill(pid, SIGWINCH) == 0) }
    try app.tmux.press(["Space"])
    _ = try app.waitForFace(at: frames[0], flips: 1)
    try quitAndCheckRestored(app)
  }

  @Test("Shrunk to 1×1 and grown to 1000×1000, the game recovers at 80×24")
  func tinyAndHuge() throws {
    let app = try MemorizeInTmux(arguments: ["--theme", "animals", "--pairs", "3", "--seed", "7"])
    defer { app.close() }
    let frames = try app.waitForDealtBoard(cards: 6)
    try app.tmux.resize(width: 1, height: 1)
    #expect(try app.tmux.display("#{window_width}x#{window_height}") == "1x1")
    try app.tmux.resize(width: 1_000, height: 1_000)
    #expect(try app.tmux.display("#{window_width}x#{window_height}") == "1000x1000")
    try app.tmux.waitForScreen("the board on a 1000×1000 screen", timeout: .seconds(30)) { screen in
      screen.contains("Score 0") ? true : nil
    }
    try app.tmux.resize(width: 30, height: 8)
    try app.tmux.waitForScreen("the too-small message") { screen in
      screen.contains("too small") ? true : nil
    }
    try app.tmux.resize(width: 80, height: 24)
    let again = try app.waitForDealtBoard(cards: 6)
    #expect(again == frames)
    try app.tmux.press(["Space"])
    _ = try app.waitForFace(at: frames[0], flips: 1)
    try quitAndCheckRestored(app)
  }

  @Test("A non-UTF-8 locale: the game still draws, plays and restores the terminal")
  func nonUTF8Locale() throws {
    let app = try MemorizeInTmux(
      arguments: ["--theme", "animals", "--pairs", "3", "--seed", "7"],
      environment: ["LANG": "C", "LC_ALL": "C"])
    defer { app.close() }
    // Drawn in ASCII (see TerminalCapabilityTests): six +--+ boxes, nothing beyond ASCII.
    try app.tmux.waitUntil("six ASCII cards") { screen in
      screen.lines.map { $0.matches(of: #/\+[-=]+\+/#).count }.reduce(0, +) == 12
        && screen.lines.allSatisfy { $0.unicodeScalars.allSatisfy(\.isASCII) }
    }
    try app.tmux.press(["Space"])
    try app.tmux.waitUntil("a letter face up, Flips 1") { screen in
      screen.status?.flips == 1
        && screen.lines.dropFirst().contains { $0.contains(#/\|\s+[A-Z]\s+\|/#) }
    }
    try quitAndCheckRestored(app)
  }
}

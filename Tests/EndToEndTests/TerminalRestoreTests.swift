import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A way to leave the program, and the exit status it should give.
struct WayOut: Sendable, CustomTestStringConvertible {
  enum Action: Sendable {
    case keys([String])
    case signal(Int32)
  }

  var name: String
  var action: Action
  var status: Int32

  var testDescription: String { name }

  static let all: [WayOut] = [
    WayOut(name: "q", action: .keys(["q"]), status: 0),
    WayOut(name: "Ctrl-C", action: .keys(["C-c"]), status: 0),
    WayOut(name: "SIGTERM", action: .signal(SIGTERM), status: 128 + SIGTERM),
    WayOut(name: "SIGHUP", action: .signal(SIGHUP), status: 128 + SIGHUP),
  ]
}

/// The terminal is given back exactly as it was found, however the program ends.
@Suite("Terminal restored on exit", .serialized)
struct TerminalRestoreTests {
  @Test("Leaving mid-game restores stty modes and the main screen", arguments: WayOut.all)
  func restoredAfter(_ way: WayOut) throws {
    let app = try MemorizeInTmux(arguments: ["--theme", "animals", "--pairs", "3", "--seed", "7"])
    defer { app.close() }
    let frames = try app.waitForDealtBoard(cards: 6)
    // The program really changed the terminal, so the checks below can fail.
    #expect(try app.screenModes() == .fullScreen)
    let sttyBefore = try #require(app.folder.text("before.txt"))
    #expect(
      try app.sttyNow() != sttyBefore.trimmingCharacters(in: .whitespacesAndNewlines),
      "raw mode while running")
    // Mid-game: one card face up.
    try app.tmux.press(["Space"])
    _ = try app.waitForFace(at: frames[0], flips: 1)

    switch way.action {
    case .keys(let keys):
      try app.tmux.press(keys)
    case .signal(let number):
      let pid = try app.processID()
      #expect(kill(pid, number) == 0)
    }
    let exit = try app.waitForExit()
    #expect(exit.status == way.status)
    #expect(exit.sttyAfter == exit.sttyBefore, "stty -g after equals stty -g before")
    #expect(try app.screenModes() == .shell)
    #expect(exit.standardError.isEmpty, "nothing on standard error: \(exit.standardError)")
    // Back on the main screen: the shell's marker, and none of the board.
    #expect(!exit.screen.contains("░") && !exit.screen.contains("Score"))
  }

  @Test("Ctrl-Z restores the terminal while stopped; fg repaints and raw mode works again")
  func suspendAndResume() throws {
    // dash, not bash: when a job stops, bash puts back its own saved stty modes, which would hide
    // a program that stopped without restoring them. dash leaves the terminal as the job left it.
    let dash = try Executables.tool("dash")
    let folder = try TemporaryFolder()
    let memorize = try Executables.memorize()
    var command = "env"
    for (name, value) in folder.programEnvironment(term: "xterm-256color") {
      command += " \(name)=\(shellQuoted(value))"
    }
    command += " PS1='e2e$ ' ENV= \(shellQuoted(dash.path)) -i"
    let tmux = try TmuxServer(command: command, width: 80, height: 24, folder: folder)
    defer { tmux.kill() }
    let shell = ShellInTmux(tmux: tmux, folder: folder)
    try shell.waitForPrompt(count: 1)
    let sttyBefore = try shell.stty()
    #expect(try shell.modes() == .shell)

    try tmux.type(
      "\(shellQuoted(memorize.path)) --theme animals --pairs 3 --seed 7 2>stderr.txt\n")
    let app = try tmux.waitForDealtBoard(cards: 6)
    try tmux.waitForFormat("#{alternate_on}", toBe: "1")
    #expect(try shell.stty() != sttyBefore, "raw mode while running")

    try tmux.press(["C-z"])
    try tmux.waitUntil("dash reporting the stopped job") {
      $0.contains("Stopped") && $0.lines.filter { $0.hasPrefix("e2e$") }.count == 2
    }
    #expect(try shell.modes() == .shell, "main screen, cursor and no mouse while stopped")
    #expect(try shell.stty() == sttyBefore, "stty modes restored while stopped")

    try tmux.type("fg\n")
    try tmux.waitForFormat("#{alternate_on}", toBe: "1")
    try tmux.waitUntil("the board repainted after fg") { screen in
      screen.cardFrames == app && screen.status?.flips == 0
    }
    #expect(try shell.modes() == .fullScreen)
    // Raw mode is back: a single Space, with no Enter, turns the focused card.
    try tmux.press(["Space"])
    try tmux.waitUntil("card 1 face up after Space") { screen in
      screen.status?.flips == 1 && screen.faceContent(at: app[0]) != nil
    }

    try tmux.press(["q"])
    try tmux.waitForFormat("#{alternate_on}", toBe: "0")
    try shell.waitForPrompt(count: 3)
    try tmux.type("echo $? > status.txt\n")
    let status = try waitFor("status.txt") { folder.text("status.txt") }
    #expect(status == "0\n")
    #expect(try shell.stty() == sttyBefore, "stty modes restored after q")
    #expect(try shell.modes() == .shell)
    #expect(folder.text("stderr.txt") == "")
  }
}

/// An interactive shell in a tmux pane, for job control.
private struct ShellInTmux {
  let tmux: TmuxServer
  let folder: TemporaryFolder

  /// Waits until the screen shows `count` prompts (each command leaves one behind).
  func waitForPrompt(count: Int) throws {
    try tmux.waitUntil("prompt number \(count)") { screen in
      screen.lines.filter { $0.hasPrefix("e2e$") }.count >= count
    }
  }

  func stty() throws -> String { try tmux.stty() }

  func modes() throws -> ScreenModes { try tmux.screenModes() }
}

import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A way out of the program, the exit status it should give, and whether the last move is saved.
struct WayOut: Sendable, CustomTestStringConvertible {
  enum Action: Sendable {
    case keys([String])
    case signal(Int32)
  }

  var name: String
  var action: Action
  var status: Int32
  /// Whether the final save runs. A crash signal says the program is broken: it restores the
  /// terminal and dies without writing, so the disk keeps the last autosave.
  var savesLastMove = true

  var testDescription: String { name }

  static func signal(_ name: String, _ number: Int32) -> WayOut {
    WayOut(name: name, action: .signal(number), status: 128 + number)
  }

  static func crash(_ name: String, _ number: Int32) -> WayOut {
    WayOut(name: name, action: .signal(number), status: 128 + number, savesLastMove: false)
  }

  static let all: [WayOut] = [
    WayOut(name: "q", action: .keys(["q"]), status: 0),
    WayOut(name: "Ctrl-C", action: .keys(["C-c"]), status: 0),
    signal("SIGINT", SIGINT), signal("SIGTERM", SIGTERM), signal("SIGHUP", SIGHUP),
    signal("SIGQUIT", SIGQUIT), signal("SIGUSR1", SIGUSR1), signal("SIGUSR2", SIGUSR2),
    signal("SIGPIPE", SIGPIPE), signal("SIGALRM", SIGALRM), signal("SIGXCPU", SIGXCPU),
    signal("SIGXFSZ", SIGXFSZ),
    crash("SIGSEGV", SIGSEGV), crash("SIGBUS", SIGBUS), crash("SIGILL", SIGILL),
    crash("SIGFPE", SIGFPE), crash("SIGABRT", SIGABRT), crash("SIGTRAP", SIGTRAP),
  ]
}

/// The terminal is given back exactly as it was found, however the program ends.
@Suite("Terminal restored on exit", .serialized)
struct TerminalRestoreTests {
  @Test(
    "Leaving mid-game restores stty modes and the main screen, and keeps the last move",
    arguments: WayOut.all)
  func restoredAfter(_ way: WayOut) throws {
    // No autosave for ten minutes: only the final save can write the move. A crash report goes
    // to standard error and the program ends, rather than waiting for a key on the terminal.
    let app = try MemorizeInTmux(
      arguments: ["--theme", "animals", "--pairs", "3", "--seed", "7"],
      environment: ["MEMORIZE_AUTOSAVE_DELAY": "600", "SWIFT_BACKTRACE": "interactive=no"])
    defer { app.close() }
    let frames = try app.waitForDealtBoard(cards: 6)
    // The program really changed the terminal, so the checks below can fail.
    #expect(try app.screenModes() == .fullScreen)
    let sttyBefore = try #require(app.folder.text("before.txt"))
    #expect(
      try app.sttyNow() != sttyBefore.trimmingCharacters(in: .whitespacesAndNewlines),
      "raw mode while running")
    // Mid-game: one card face up, not on disk yet.
    try app.tmux.press(["Space"])
    _ = try app.waitForFace(at: frames[0], flips: 1)
    #expect(try app.savedMemorize()?.flips != 1, "no autosave yet")

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
    if way.savesLastMove {
      #expect(exit.standardError.isEmpty, "nothing on standard error: \(exit.standardError)")
      #expect(try app.savedMemorize() == SavedMemorize(flips: 1, faceUp: 1), "the move on disk")
    } else {
      // Whatever was saved before is whole (here: nothing was).
      #expect(try app.savedMemorize() == nil)
    }
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

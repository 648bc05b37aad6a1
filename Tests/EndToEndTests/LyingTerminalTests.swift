import Foundation
import Testing

/// The terminal is not what `TERM` says: the game asks it, and draws a clean board either way.
///
/// tmux 3.3a repeats (REP, `ESC[nb`) ASCII characters only: a card's edge `─` written once and
/// repeated comes out one cell long, and the rest of the row lands in the wrong columns. Inside
/// tmux the game knows it from `TMUX`; here the pane's program gets `TERM=xterm-256color` and no
/// `TMUX`, as after an ssh hop from inside tmux, and only the terminal's own answers can tell.
@Suite("A terminal that lies about its name, in tmux", .serialized)
struct LyingTerminalTests {
  /// The same game twice: `liar` without `TMUX` (its name says xterm), `truthful` with it.
  static func start() throws -> (liar: MemorizeInTmux, truthful: MemorizeInTmux) {
    let arguments = TerminalCapabilityTests.arguments
    let liar = try MemorizeInTmux(
      arguments: arguments, environment: ["NO_COLOR": "1"], prelude: "unset TMUX STY")
    let truthful = try MemorizeInTmux(arguments: arguments, environment: ["NO_COLOR": "1"])
    return (liar, truthful)
  }

  /// Waits until `tmux`'s screen has stood still for a quarter second (an animation is over);
  /// returns its rows below the status line.
  static func stillBoard(_ tmux: TmuxServer, _ what: String) throws -> [String] {
    var previous: [String] = []
    var stillSince = ContinuousClock.now
    return try tmux.waitForScreen("\(what), standing still") { screen in
      let rows = Array(screen.lines.dropFirst())
      if rows != previous {
        previous = rows
        stillSince = ContinuousClock.now
        return nil
      }
      return ContinuousClock.now - stillSince >= .milliseconds(250) ? rows : nil
    }
  }

  @Test(
    "TERM=xterm-256color without TMUX inside tmux: every card row intact, dealt and played")
  func tmuxCalledXterm() throws {
    let (liar, truthful) = try Self.start()
    defer {
      liar.close()
      truthful.close()
    }
    // The dealt board, exactly: four cards a row, every edge and hatch in its columns.
    let expected = TerminalCapabilityTests.board(back: "░")
    try liar.tmux.waitUntil("the dealt board, every card row intact") { screen in
      Array(screen.lines[1...21]) == expected
    }
    _ = try truthful.waitForDealtBoard(cards: 8)
    // Played: after each step the liar's board is the one the truthful terminal shows (the
    // status line, with its clock, aside).
    let steps: [(keys: [String], what: String)] = [
      (["Space"], "the first card face up"),
      (["Right", "Space"], "the second card face up"),
      (["Down", "Space"], "a third card face up, the first two turned back"),
      (["C-l"], "the screen repainted"),
    ]
    for step in steps {
      try liar.tmux.press(step.keys)
      try truthful.tmux.press(step.keys)
      let board = try Self.stillBoard(truthful.tmux, step.what)
      try liar.tmux.waitUntil("\(step.what), as the truthful terminal shows it") { screen in
        Array(screen.lines.dropFirst()) == board
      }
    }
    try liar.tmux.press(["q"])
    let exit = try liar.waitForExit()
    #expect(exit.status == 0)
    #expect(exit.standardError.isEmpty, "\(exit.standardError)")
    #expect(exit.sttyAfter == exit.sttyBefore)
    #expect(try liar.screenModes() == .shell)
  }
}

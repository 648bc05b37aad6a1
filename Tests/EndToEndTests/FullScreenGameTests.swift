import Foundation
import Testing

/// How one choice is made on the full-screen board.
private enum Input: String, CaseIterable {
  case keys, mouse
}

/// Whole games of Memorize played on the real program in tmux, the way a person plays them: look
/// at the screen, remember what the cards showed, match the pairs.
@Suite("Full-screen games in tmux", .serialized)
struct FullScreenGameTests {
  private static let pairs = 4

  @Test("A seeded game played with arrows, hjkl, Space and Enter ends with a perfect score")
  func gameByKeys() throws {
    let app = try MemorizeInTmux(arguments: ["--theme", "animals", "--pairs", "4", "--seed", "1"])
    defer { app.close() }
    let frames = try app.waitForDealtBoard(cards: 2 * Self.pairs)
    #expect(try app.tmux.capture().focusedFrame == frames[0], "the focus starts on the first card")
    let player = try play(app, frames: frames, input: .keys)
    try expectGameOver(app, player: player)
  }

  @Test("A seeded game played with SGR mouse clicks ends with a perfect score")
  func gameByMouse() throws {
    let app = try MemorizeInTmux(arguments: ["--theme", "animals", "--pairs", "4", "--seed", "5"])
    defer { app.close() }
    let frames = try app.waitForDealtBoard(cards: 2 * Self.pairs)
    let player = try play(app, frames: frames, input: .mouse)
    try expectGameOver(app, player: player)
  }

  @Test("Resizing mid-game re-lays out the board: chooser beside it from 100 columns, not below")
  func resizeMidGame() throws {
    let app = try MemorizeInTmux(arguments: ["--theme", "animals", "--pairs", "4", "--seed", "2"])
    defer { app.close() }
    let narrow = try app.waitForDealtBoard(cards: 2 * Self.pairs)
    #expect(try !app.tmux.capture().showsChooserBeside, "80 columns: the board alone")
    var player = PerfectMemory(cardCount: 2 * Self.pairs)
    // One card up, then widen: the game carries on in the side-by-side layout.
    try choose(app, &player, frames: narrow, input: .mouse)

    try app.tmux.resize(width: 120, height: 30)
    let wide = try app.tmux.waitForScreen("side-by-side layout at 120×30") {
      screen -> [CellRect]? in
      let frames = screen.cardFrames
      guard screen.lines.count == 30, screen.showsChooserBeside, frames.count == 2 * Self.pairs,
        frames.allSatisfy({ $0.x > 40 })
      else { return nil }
      return frames
    }
    let wideScreen = try app.tmux.capture()
    #expect(wide[0].width != narrow[0].width, "the cards are re-sized for the new board area")
    // The list takes a third of the screen, up to 40 columns, and may grow into columns the
    // board leaves empty; the divider runs from the status line to the buttons.
    let divider = try #require(wideScreen.chooserDivider, "a divider beside the chooser")
    #expect((40...60).contains(divider), "divider at column \(divider)")
    #expect(wide.allSatisfy { $0.x > divider }, "every card right of the divider")
    for (position, content) in player.known {
      #expect(
        wideScreen.faceContent(at: wide[position]) == content, "card \(position) kept its face")
    }
    // Clicks land on the new layout.
    while !player.isFinished && player.matchedPairs == 0 {
      try choose(app, &player, frames: wide, input: .mouse)
    }

    try app.tmux.resize(width: 80, height: 24)
    try app.tmux.waitUntil("stacked layout again at 80×24") { screen in
      let frames = screen.cardFrames
      return screen.lines.count == 24 && !screen.showsChooserBeside && !frames.isEmpty
        && frames.allSatisfy { narrow.contains($0) }
    }
    while !player.isFinished {
      try choose(app, &player, frames: narrow, input: .mouse)
    }
    try expectGameOver(app, player: player)
  }

  // MARK: - Playing

  /// Plays every choice until all pairs are matched.
  private func play(_ app: MemorizeInTmux, frames: [CellRect], input: Input) throws
    -> PerfectMemory
  {
    var player = PerfectMemory(cardCount: frames.count)
    while !player.isFinished {
      try choose(app, &player, frames: frames, input: input)
    }
    return player
  }

  /// Makes the player's next choice with `input`, reads the card off the screen, and checks the
  /// status line counts it: one more flip, 2 points per pair matched so far.
  private func choose(
    _ app: MemorizeInTmux, _ player: inout PerfectMemory, frames: [CellRect], input: Input
  ) throws {
    let target = try #require(player.nextChoice())
    let turn = player.choices
    switch input {
    case .keys:
      // The focus is where the last choice left it (read off the screen it can be mid-shake).
      let focused = player.lastChoice ?? 0
      let columns = frames.filter { $0.y == frames[0].y }.count
      // Alternate arrows and hjkl, Space and Enter, so both ways are played.
      try app.tmux.press(moves(from: focused, to: target, columns: columns, vim: turn % 2 == 1))
      try app.tmux.waitUntil("focus on card \(target)") { $0.focusedFrame == frames[target] }
      try app.tmux.press([turn % 2 == 0 ? "Space" : "Enter"])
    case .mouse:
      let frame = frames[target]
      try app.tmux.click(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2)
    }
    let content = try app.waitForFace(at: frames[target], flips: turn + 1)
    player.record(target, shows: content)
    try app.waitForStatus(score: player.expectedScore, flips: player.choices)
  }

  /// The keys that move the focus from one card to another.
  ///
  /// A step to where no card is (down into a short last row) leaves the focus where it is, so
  /// going down moves across first (a full row) and going up moves up first.
  private func moves(from start: Int, to end: Int, columns: Int, vim: Bool) -> [String] {
    let rows = end / columns - start / columns
    let across = end % columns - start % columns
    let vertical = Array(
      repeating: rows > 0 ? (vim ? "j" : "Down") : (vim ? "k" : "Up"), count: abs(rows))
    let horizontal = Array(
      repeating: across > 0 ? (vim ? "l" : "Right") : (vim ? "h" : "Left"), count: abs(across))
    return rows > 0 ? horizontal + vertical : vertical + horizontal
  }

  /// Waits for the game-over banner and checks it and the status line agree with the play.
  private func expectGameOver(_ app: MemorizeInTmux, player: PerfectMemory) throws {
    let lastMatch = app.secondsSinceStart
    let screen = try app.tmux.waitForScreen("the game-over banner") {
      $0.gameOver != nil ? $0 : nil
    }
    let banner = try #require(screen.gameOver)
    let status = try #require(screen.status)
    #expect(banner.score == 2 * Self.pairs, "a perfect memory scores 2 per pair")
    #expect(status.score == 2 * Self.pairs)
    #expect(status.flips == player.choices, "one flip per choice")
    #expect(banner.seconds == status.seconds, "the banner and the status line show one time")
    // The clock stops at the last match, before the cards' fall and the banner.
    #expect(status.seconds <= lastMatch, "clock \(status.seconds) s, last match by \(lastMatch) s")
    try app.tmux.press(["q"])
    let exit = try app.waitForExit()
    #expect(exit.status == 0)
    #expect(exit.sttyAfter == exit.sttyBefore)
  }
}

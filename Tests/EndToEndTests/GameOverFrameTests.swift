import Foundation
import Testing

/// The last frame of a game on the real program: a cleared board with the banner, at every
/// size, after Ctrl-L, and under opaque overlays; Set ends the same way and says why its empty
/// deck deals nothing.
@Suite("The end of a game in tmux", .serialized)
struct GameOverFrameTests {
  /// The sizes the final frame is checked at, after a resize.
  static let sizes = [(80, 24), (120, 40), (200, 60)]

  @Test(
    "Memorize ends on a clean board: the banner and one of each emoji, nothing else",
    arguments: [false, true])
  func memorizeFinalFrame(reducedMotion: Bool) throws {
    let app = try MemorizeInTmux(
      arguments: ["--theme", "animals", "--pairs", "4", "--seed", "1"]
        + (reducedMotion ? ["--reduce-motion"] : []))
    defer { app.close() }
    let frames = try app.waitForDealtBoard(cards: 8)
    let faces = try finishByClicks(app, frames: frames)
    var trophies: [String] = []
    for face in faces where !trophies.contains(face) { trophies.append(face) }
    let banner = try app.tmux.waitForScreen("the banner at rest") { screen -> String? in
      guard let score = screen.gameOver?.score, score == 8 else { return nil }
      return try? Self.finalFrame(screen, trophies: trophies)
    }
    #expect(
      banner.hasPrefix("║ Game over! Score 8 in 0:")
        || banner.hasPrefix("║ Game over! Score 8 in under 0:01"))
    #expect(banner.hasSuffix(" — n for a new game ║"))
    // Ctrl-L repaints the same frame; every size lays out the same frame.
    try app.tmux.press(["C-l"])
    #expect(try Self.finalFrame(app.tmux.capture(), trophies: trophies) == banner)
    for (width, height) in Self.sizes {
      try app.tmux.resize(width: width, height: height)
      let resized = try app.tmux.waitForScreen("the final frame at \(width)×\(height)") {
        screen -> String? in
        guard screen.lines.count == height, screen.lines.first?.count ?? 0 > 0 else { return nil }
        return try? Self.finalFrame(screen, trophies: trophies)
      }
      #expect(resized == banner, "\(width)×\(height)")
      // Help, players and the theme editor are opaque: nothing of the board around them.
      for (keys, title, close) in [
        (["?"], "Help", ["Escape"]), (["p"], "Players", ["Escape"]),
        (["t", "e"], "Edit theme", ["Escape"]),
      ] {
        try app.tmux.press(keys)
        // Polled until the box stands alone (a frame may be caught half drawn); on a timeout
        // the last screen shows what was seen around it.
        try app.tmux.waitUntil("\(title) alone at \(width)×\(height)") {
          Self.opaqueProblem($0, title: title) == nil
        }
        try app.tmux.press(close)
        try app.tmux.waitUntil("\(title) closed") { !$0.description.contains("╭─ \(title)") }
      }
      if width < 100 {
        // t took the narrow screen to the chooser; Enter on the same theme goes back.
        try app.tmux.press(["Escape"])
      } else {
        try app.tmux.press(["Right"])
      }
      try app.tmux.waitUntil("the final frame again at \(width)×\(height)") {
        (try? Self.finalFrame($0, trophies: trophies)) == banner
      }
    }
  }

  @Test("Set ends with the banner, says Game over! once, and draws New game alone; d says why")
  func setFinalFrame() throws {
    let app = try MemorizeInTmux(arguments: ["--game", "set", "--seed", "3"])
    defer { app.close() }
    try SetPlayer.finish(app)
    let banner = try app.tmux.waitForScreen("Set's banner") { screen -> String? in
      try? Self.finalFrame(screen, trophies: [])
    }
    let screen = try app.tmux.capture()
    let score = try #require(
      screen.lines.first?.firstMatch(of: #/Score ([-−]?\d+) /#).map { String($0.1) })
    // The headline, centred over the reason, which may be the widest line.
    let headline = banner.trimmingCharacters(in: CharacterSet(charactersIn: "║ "))
    #expect(headline.hasPrefix("Game over! Score \(score) in "))
    #expect(headline.hasSuffix(" — n for a new game"))
    // The line under the table keeps the last set's verdict: the banner alone says the game is
    // over (issue 23: "Game over!" was said twice).
    let buttons = try #require(screen.lines.dropLast().last)
    #expect(buttons.hasSuffix("Set! +3 for a set"), "\(buttons)")
    #expect(screen.lines.filter { $0.contains("Game over!") }.count == 1, "\(screen.lines)")
    // Only what can be done is drawn (term-53: "[Deal 3 more] [Hint]" stood dim beside "Deck
    // 0", and dim does not show in `capture-pane -p`): New game alone; d still says why.
    #expect(buttons.hasPrefix(" [New game]  "), "\(buttons)")
    #expect(!buttons.contains("Deal 3 more") && !buttons.contains("[Hint]"), "\(buttons)")
    let tabs = try #require(screen.lines.last)
    try app.tmux.press(["d"])
    // Said on the line under the board, where a refusal is said in play (plain-55: it was said
    // over the tabs); the tabs stay as they were.
    try app.tmux.waitUntil("the reason") {
      $0.lines.dropLast().last?.contains("The deck is empty: every card has been dealt.") == true
        && $0.lines.dropLast().last?.hasPrefix(" [New game]  ") == true && $0.lines.last == tabs
    }
    for (width, height) in Self.sizes.dropFirst() {
      try app.tmux.resize(width: width, height: height)
      let resized = try app.tmux.waitForScreen("the final frame at \(width)×\(height)") {
        screen -> String? in
        guard screen.lines.count == height else { return nil }
        return try? Self.finalFrame(screen, trophies: [])
      }
      #expect(
        resized.trimmingCharacters(in: CharacterSet(charactersIn: "║ "))
          .hasPrefix("Game over! Score \(score) in "))
    }
  }

  /// Issue 23 (term-56): Memorize over, i's "The game is over: there is nothing to hint." took
  /// the row of tabs and Space's "Already matched." stood at its right. Each is said on the
  /// line under the board, beside the buttons; the tabs stay.
  @Test("Memorize over: i, then Space, each answered beside the buttons; the tabs stay")
  func memorizeOverAnswersUnderTheBoard() throws {
    let app = try MemorizeInTmux(
      arguments: ["--theme", "animals", "--pairs", "4", "--seed", "1", "--reduce-motion"])
    defer { app.close() }
    let frames = try app.waitForDealtBoard(cards: 8)
    _ = try finishByClicks(app, frames: frames)
    _ = try app.tmux.waitForScreen("the banner") { screen -> String? in
      screen.gameOver.map { _ in "" }
    }
    let tabs = try #require(try app.tmux.capture().lines.last)
    for (key, answer) in [
      ("i", "The game is over: there is nothing to hint."), ("Space", "Already matched."),
    ] {
      try app.tmux.press([key])
      try app.tmux.waitUntil("\(key)'s answer beside the buttons") {
        let above = $0.lines.dropLast().last ?? ""
        return above.hasPrefix(" [‹ Themes] [New game]") && above.contains(answer)
          && $0.lines.last == tabs
      }
    }
  }

  /// Issue 23 (term-56): a play-test read two refusals at once after Set's end, i then Space.
  /// One key gives one answer, on the line under the board: the next key's takes its place;
  /// the banner stays, and the tabs too.
  @Test("Set over: i, then Space, each answered once under the board; the banner stays")
  func setOverOneAnswerAKey() throws {
    let app = try MemorizeInTmux(arguments: ["--game", "set", "--seed", "3"])
    defer { app.close() }
    try SetPlayer.finish(app)
    let banner = try app.tmux.waitForScreen("Set's banner") { screen -> String? in
      try? Self.finalFrame(screen, trophies: [])
    }
    let tabs = try #require(try app.tmux.capture().lines.last)
    let hint = "The game is over: there is nothing to hint."
    let choice = "The game is over: start a new one."
    try app.tmux.press(["i"])
    try app.tmux.waitUntil("i's answer") {
      $0.lines.dropLast().last?.contains(hint) == true
    }
    try app.tmux.press(["Space"])
    try app.tmux.waitUntil("Space's answer") {
      $0.lines.dropLast().last?.contains(choice) == true
    }
    // Read a few frames on: nothing else comes, nothing goes.
    for _ in 0..<5 {
      let screen = try app.tmux.capture()
      let text = screen.lines.joined(separator: "\n")
      #expect(!text.contains(hint), "\(screen.lines)")
      #expect(text.components(separatedBy: choice).count == 2, "\(screen.lines)")
      #expect(screen.lines.last == tabs, "\(screen.lines)")
      #expect((try? Self.finalFrame(screen, trophies: [])) == banner, "\(screen.lines)")
      Thread.sleep(forTimeInterval: 0.2)
    }
  }

  // MARK: - Reading the screen

  @Test("Too narrow for one row, the headline breaks between its result and its key, whole")
  func narrowBannerKeepsTheKeyWhole() throws {
    let app = try MemorizeInTmux(
      arguments: ["--theme", "animals", "--pairs", "4", "--seed", "1", "--reduce-motion"])
    defer { app.close() }
    let frames = try app.waitForDealtBoard(cards: 8)
    _ = try finishByClicks(app, frames: frames)
    _ = try app.tmux.waitForScreen("the banner") { $0.gameOver?.score == 8 ? true : nil }
    for (width, height) in [(40, 15)] {
      try app.tmux.resize(width: width, height: height)
      let rows = try app.tmux.waitForScreen("the banner at \(width)×\(height)") {
        screen -> [String]? in
        guard screen.lines.count == height else { return nil }
        let inside = screen.lines.filter { $0.contains("║") }.map {
          $0.split(separator: "║", omittingEmptySubsequences: false).dropFirst().first
            .map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        }
        return inside.contains("n for a new game") ? inside : nil
      }
      #expect(
        rows.first?.wholeMatch(of: #/Game over! Score 8 in (?:under 0:01|0:\d\d)/#) != nil,
        "\(rows)")
      #expect(rows.dropFirst().first == "n for a new game", "\(rows)")
      #expect(!rows.contains { $0.hasSuffix("— n") || $0.hasSuffix("—") }, "\(rows)")
    }
  }

  struct NotFinal: Error, CustomStringConvertible {
    var description: String
  }

  /// The banner's middle line, if the board area of `screen` is exactly the final frame: blank
  /// but for the double box and, two rows under it, the trophies centred; otherwise throws.
  static func finalFrame(_ screen: Screen, trophies: [String]) throws -> String {
    let rows = screen.lines.count
    // The board: below the status line, above the buttons and the tab bar; right of the chooser
    // when it is beside the game.
    let left = screen.showsChooserBeside ? (screen.chooserDivider ?? 40) + 1 : 0
    let board = (1..<(rows - 2)).map { y in
      String(screen.columns[y].dropFirst(left).filter { $0 != Screen.filler })
    }
    // The box: the headline, then the reason and the best when there are (issue 23).
    guard let top = board.firstIndex(where: { $0.contains("╔") }),
      let bottom = board.indices.first(where: { $0 > top && board[$0].contains("╚") })
    else { throw NotFinal(description: "no banner:\n\(screen)") }
    let box = board[top...bottom].map { $0.trimmingCharacters(in: .whitespaces) }
    guard box.count >= 3, box[0].hasPrefix("╔═"), box[0].hasSuffix("═╗"),
      box[box.count - 1].hasPrefix("╚═"), box[box.count - 1].hasSuffix("═╝"),
      box.dropFirst().dropLast().allSatisfy({ $0.hasPrefix("║ ") && $0.hasSuffix(" ║") })
    else { throw NotFinal(description: "not a whole box:\n\(screen)") }
    let trophyRow = bottom + 2
    for (index, line) in board.enumerated() {
      let text = line.trimmingCharacters(in: .whitespaces)
      switch index {
      case top...bottom: continue
      case trophyRow where !trophies.isEmpty:
        guard text == trophies.joined(separator: " ") else {
          throw NotFinal(description: "trophies '\(text)', not \(trophies):\n\(screen)")
        }
      default:
        guard text.isEmpty else {
          throw NotFinal(description: "debris on board row \(index + 1): '\(text)'\n\(screen)")
        }
      }
    }
    return box[1]
  }

  /// What else shows between the status line and the tab bar beside the box titled `title`,
  /// or `nil` when the box is whole and stands alone.
  static func opaqueProblem(_ screen: Screen, title: String) -> String? {
    let rows = (1..<(screen.lines.count - 1)).map { screen.lines[$0] }
    guard let top = rows.firstIndex(where: { $0.contains("╭─ \(title) ─") }) else {
      return "no \(title) box"
    }
    guard let bottom = rows.lastIndex(where: { $0.contains("╰") && $0.contains("╯") }),
      bottom > top
    else { return "no box bottom" }
    for (index, row) in rows.enumerated() where index < top || index > bottom {
      if !row.trimmingCharacters(in: .whitespaces).isEmpty { return "row \(index + 1): \(row)" }
    }
    for row in rows[top...bottom] {
      let trimmed = row.trimmingCharacters(in: .whitespaces)
      guard "╭│╰".contains(trimmed.first ?? " "), "╮│╯".contains(trimmed.last ?? " ") else {
        return "beside the box: \(row)"
      }
    }
    return nil
  }

  // MARK: - Playing

  /// Plays the Memorize board to the end by clicks, remembering every face; the last card is
  /// known by elimination (the game may end before its face is seen). Returns the faces in board
  /// order.
  func finishByClicks(_ app: MemorizeInTmux, frames: [CellRect]) throws -> [String] {
    var player = PerfectMemory(cardCount: frames.count)
    while !player.isFinished {
      let target = try #require(player.nextChoice())
      let frame = frames[target]
      try app.tmux.click(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2)
      if player.matched.count == frames.count - 2, let first = player.firstOfTurn,
        let face = player.known[first]
      {
        player.record(target, shows: face)
        break
      }
      player.record(target, shows: try app.waitForFace(at: frame, flips: player.choices + 1))
    }
    return try (0..<frames.count).map { try #require(player.known[$0]) }
  }
}

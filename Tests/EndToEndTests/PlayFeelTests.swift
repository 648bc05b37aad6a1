import Foundation
import Testing

/// The rough edges a player meets, checked on the real program in tmux.
@Suite("Play feel in tmux", .serialized)
struct PlayFeelTests {
  /// How many cards each row of the board holds, top to bottom.
  private func rowCounts(_ frames: [CellRect]) -> [Int] {
    var counts: [Int: Int] = [:]
    for frame in frames { counts[frame.y, default: 0] += 1 }
    return counts.keys.sorted().compactMap { counts[$0] }
  }

  // At 200×60 the theme list beside takes 60 columns (as at 120×40: a wider terminal never
  // shows less of it); the 138 columns left hold 6 + 6 + 4 of the tallest cards (16 rows),
  // where 8 + 8 would be a quarter smaller.
  @Test(
    "16 cards lie in balanced rows, never with a lonely last row",
    arguments: [(80, 24, [8, 8]), (200, 60, [6, 6, 4]), (60, 30, [4, 4, 4, 4])])
  func balancedBoard(width: Int, height: Int, rows: [Int]) throws {
    let app = try MemorizeInTmux(
      arguments: ["--theme", "animals", "--pairs", "8", "--seed", "1"], width: width,
      height: height)
    defer { app.close() }
    let frames = try app.waitForDealtBoard(cards: 16)
    #expect(rowCounts(frames) == rows)
    #expect(Set(frames.map(\.width)).count == 1, "every card the same size")
  }
}

/// The lecture's chooser on the real program: a theme restyles the game in progress.
@Suite("The theme chooser keeps the game in tmux", .serialized)
struct ThemeChooserEndToEndTests {
  static let sports = Set("🏀🏈🎾🏐🏉🎱🏓🏸🥊🏒🏏🎳".map(String.init))

  @Test(
    "Enter on another theme keeps the game, its flips and its face-up card, in new emoji",
    arguments: [(80, 24), (120, 30)])
  func restyleKeepsTheGame(width: Int, height: Int) throws {
    let app = try MemorizeInTmux(
      arguments: ["--theme", "halloween", "--pairs", "8", "--seed", "4"], width: width,
      height: height)
    defer { app.close() }
    let frames = try app.waitForDealtBoard(cards: 16)
    try app.tmux.press(["Space"])
    try app.waitForStatus(score: 0, flips: 1)
    // To the chooser (a page of its own at 80 columns, beside the board at 120), down to Sports.
    try app.tmux.press(["t"])
    try app.tmux.press(["Down"])
    try app.tmux.press(["Enter"])
    let screen = try app.tmux.waitForScreen("the game restyled in Sports") { screen -> Screen? in
      guard let first = screen.lines.first, first.contains("Sports"),
        screen.lines.last?.contains("Now playing in Sports.") == true,
        screen.cardFrames.count == 16
      else { return nil }
      return screen
    }
    #expect(screen.status?.flips == 1, "the flip count survives the new theme")
    #expect(screen.status?.score == 0)
    #expect(screen.cardFrames.count == frames.count)
    // The next key clears the announcement and the hints come back; the focus leaves the card.
    try app.tmux.press(["Right"])
    let faces = try app.tmux.waitForScreen("the hints back, one card face up") { screen in
      let faces = screen.cardFrames.compactMap { screen.faceContent(at: $0) }
      return screen.lines.last?.contains("? help") == true && faces.count == 1 ? faces : nil
    }
    #expect(faces.allSatisfy(Self.sports.contains), "\(faces) are Sports emoji")
  }

  @Test("A theme with too few emoji asks; n keeps the game, y deals anew")
  func tooFewEmojiAsks() throws {
    let app = try MemorizeInTmux(
      arguments: ["--theme", "halloween", "--pairs", "8", "--seed", "4"], width: 120, height: 30)
    defer { app.close() }
    _ = try app.waitForDealtBoard(cards: 16)
    try app.tmux.press(["Space"])
    try app.waitForStatus(score: 0, flips: 1)
    // A new theme holds six starter emoji, too few for eight pairs: the editor opens on it.
    try app.tmux.press(["t", "+"])
    try app.tmux.waitUntil("the editor on the new theme") { $0.description.contains("Edit theme") }
    try app.tmux.press(["Escape"])
    try app.tmux.waitUntil("the editor closed") { !$0.description.contains("Edit theme") }
    try app.tmux.press(["Enter"])
    try app.tmux.waitUntil("the question") {
      $0.description.contains("New Theme has only 6 emoji")
        && $0.description.contains("[n/Esc] Keep playing")
    }
    try app.tmux.press(["n"])
    try app.tmux.waitUntil("the question gone, the game kept") { screen in
      !screen.description.contains("Keep playing") && screen.status?.flips == 1
        && screen.lines.first?.contains("Halloween") == true
    }
    try app.tmux.press(["Enter"])
    try app.tmux.waitUntil("the question again") {
      $0.description.contains("[y/Enter] Deal a new game")
    }
    try app.tmux.press(["y"])
    try app.tmux.waitUntil("a new game in the new theme") { screen in
      screen.status?.flips == 0 && screen.lines.first?.contains("New Theme") == true
        && screen.lines.last?.contains("New game in New Theme.") == true
    }
  }
}

/// Settings that carry over, and numbers the program had to change, are said where the game starts.
@Suite("Nothing applies unseen", .serialized)
struct UnseenSettingsTests {
  @Test("--plain --pairs 50 on a 12-emoji theme says it dealt 12 pairs")
  func plainSaysThePairsItDealt() throws {
    let folder = try TemporaryFolder()
    let session = try LineConversation(
      try Executables.memorize(),
      ["--plain", "--theme", "halloween", "--pairs", "50", "--seed", "3"],
      environment: folder.programEnvironment(term: "xterm-256color"), in: folder)
    let lines = try session.readLines { $0.hasPrefix("Score: ") }
    #expect(lines.first == "Memorize: Halloween, 24 cards.")
    #expect(
      lines.dropFirst().first == "Halloween has emoji for 12 pairs, so 12 pairs were dealt, not 50."
    )
    session.send("quit")
    _ = try session.readLine()
    #expect(try session.waitForExit() == 0)
  }

  @Test("The full-screen app says it too, on the bottom line, until a key is pressed")
  func fullScreenSaysThePairsItDealt() throws {
    let app = try MemorizeInTmux(
      arguments: ["--theme", "halloween", "--pairs", "50", "--seed", "3"], width: 120, height: 30)
    defer { app.close() }
    _ = try app.waitForDealtBoard(cards: 24)
    try app.tmux.waitUntil("the announcement") {
      $0.lines.last?.contains("Halloween has emoji for 12 pairs, so 12 pairs were dealt, not 50.")
        == true
    }
    try app.tmux.press(["Right"])
    try app.tmux.waitUntil("the key hints back") { $0.lines.last?.contains("? help") == true }
  }
}

/// Keys that used to do nothing and say nothing.
@Suite("Every key says what it did", .serialized)
struct FeedbackTests {
  @Test("m in Matchismo once the game is under way says why nothing changed")
  func matchCountKeyMidGame() throws {
    let app = try MemorizeInTmux(arguments: ["--game", "matchismo", "--seed", "2"])
    defer { app.close() }
    try app.tmux.waitUntil("the Matchismo board") { $0.lines.first?.contains("Matchismo") == true }
    try app.tmux.press(["Space"])
    try app.tmux.waitUntil("one card chosen") { $0.lines.first?.contains("Score −1") == true }
    try app.tmux.press(["m"])
    // At 80×24 the whole sentence would take a row from the cards: the shorter one, whole.
    try app.tmux.waitUntil("the refusal on the outcome line") {
      $0.lines[22] == " Redeal first to match 2 or 3 cards."
    }
    #expect(try app.tmux.capture().lines.first?.contains("2 cards") == true, "still matching 2")
  }
}

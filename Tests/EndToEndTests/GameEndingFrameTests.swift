import Foundation
import Testing

/// Matchismo played out on the full screen ends as Memorize and Set do: the board cleared and
/// the ending in a banner (the result and time, why it ended, the best), until a redeal.
@Suite("Every game ends, in tmux", .serialized)
struct GameEndingFrameTests {
  @Test("Matchismo played out shows the banner with the reason and the best; n deals again")
  func matchismoBanner() throws {
    let faces = try Self.faces(seed: 1)
    let app = try MemorizeInTmux(
      arguments: ["--game", "matchismo", "--seed", "1", "--reduce-motion"])
    defer { app.close() }
    try app.tmux.waitUntil("the Matchismo board") { $0.lines.first?.contains("Matchismo") == true }
    var open = Array(faces.indices)
    var focus = 0
    var matched = 0
    func shares(_ a: String, _ b: String) -> Bool {
      a.dropLast() == b.dropLast() || a.last == b.last
    }
    while let pair = open.flatMap({ a in open.filter { $0 > a }.map { (a, $0) } })
      .first(where: { shares(faces[$0.0], faces[$0.1]) })
    {
      for index in [pair.0, pair.1] {
        let step = index - focus
        try app.tmux.press(Array(repeating: step > 0 ? "Right" : "Left", count: abs(step)))
        try app.tmux.press(["Space"])
        focus = index
      }
      open.removeAll { $0 == pair.0 || $0 == pair.1 }
      matched += 1
      // Each match scores: wait for its outcome before the next keys.
      let cards = "\(faces[pair.0]) \(faces[pair.1])"
      try app.tmux.waitUntil("the match of \(cards)") {
        $0.description.contains("\(cards) match! +")
      }
    }
    #expect(!open.isEmpty, "seed 1 leaves cards no match can take")
    let screen = try app.tmux.waitForScreen("the ending banner") { screen -> [String]? in
      let rows = screen.lines.filter { $0.contains("║") }
      return rows.count == 3 ? rows : nil
    }
    let inside = screen.map {
      $0.split(separator: "║", omittingEmptySubsequences: false).dropFirst().first
        .map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
    }
    let headline = try #require(
      inside.first?.wholeMatch(
        of: #/Game over! Score ([-−]?\d+) in ((?:under 0:01)|\d+:\d\d) — n to redeal/#)
    )
    #expect(
      Array(inside.dropFirst()) == [
        "No match is possible among the cards left: "
          + "\(open.map { faces[$0] }.joined(separator: "\u{00A0}")).",
        // The record says the time as the result does: "under 0:01" for a game under a second.
        "New best score: \(headline.1)! · New fastest: \(headline.2)!",
      ])
    // The board is cleared: no card's face is left around the banner.
    let all = try app.tmux.capture().description
    for index in open { #expect(!all.contains("│\(faces[index])"), "\(faces[index]) peeks out") }
    try app.tmux.press(["n"])
    try app.tmux.waitUntil("a new deal, the banner gone") {
      !$0.description.contains("Game over!") && $0.lines.first?.contains("Score 0") == true
    }
  }

  /// The faces of a Matchismo deal, card by card, as `--plain` shows them for `seed`.
  static func faces(seed: Int) throws -> [String] {
    let folder = try TemporaryFolder()
    let session = try LineConversation(
      try Executables.memorize(), ["--plain", "--game", "matchismo", "--seed", "\(seed)"],
      environment: folder.programEnvironment(term: "dumb"), in: folder)
    let isScore = { (line: String) in line.hasPrefix("Score: ") }
    _ = try session.readLines(through: isScore)
    var faces: [String] = []
    for number in 1...24 {
      session.send("\(number)")
      let lines = try session.readLines(through: isScore)
      let card = try #require(
        lines.lazy.compactMap { $0.wholeMatch(of: #/Card (\d+): (.+)/#) }.first, "\(lines)")
      faces.append(String(card.2))
      session.send("\(number)")
      _ = try session.readLines(through: isScore)
    }
    session.closeInput()
    _ = try session.waitForExit()
    return faces
  }
}

/// Memorize on the full screen says whose turn it is and why the score changed, and a seat's
/// pairs carry their unit (issue 23, item 3).
@Suite("Memorize says it in words, in tmux", .serialized)
struct MemorizeWordsInTmuxTests {
  @Test("A table's header reads 'Ana: 0', and the line under the board names who moves")
  func tableWords() throws {
    let app = try MemorizeInTmux(
      arguments: [
        "--theme", "animals", "--pairs", "4", "--seed", "1", "--players", "Ana,Player 2",
        "--reduce-motion",
      ])
    defer { app.close() }
    let screen = try app.tmux.waitForScreen("the table's words") { screen -> Screen? in
      screen.lines.first?.contains("Player 2: 0") == true ? screen : nil
    }
    let header = try #require(screen.lines.first)
    #expect(header.contains("▶Ana: 0"), "\(header)")
    // Before, "Player 2 0" read as "Player 20".
    #expect(header.contains("Player 2: 0"), "\(header)")
    #expect(
      screen.lines.contains { $0.contains("[New game]  Ana to move") }, "\(screen.description)")
  }
}

/// A paid hint on the full screen stays until its pair is matched (issue 23, item 4).
@Suite("A hint stays, in tmux", .serialized)
struct HintInTmuxTests {
  @Test("Both of the hint's marks stay through the first pick and go with the match")
  func hintStaysThroughThePick() throws {
    let app = try MemorizeInTmux(
      arguments: ["--theme", "animals", "--pairs", "4", "--seed", "2", "--reduce-motion"])
    defer { app.close() }
    let frames = try app.waitForDealtBoard(cards: 8)
    // Four cards seen, no pair matched (0 and 1, then 2 and 3), a pair among them.
    var faces: [String] = []
    for (index, frame) in frames.prefix(4).enumerated() {
      try app.tmux.click(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2)
      faces.append(try app.waitForFace(at: frame, flips: index + 1))
    }
    try #require(
      faces[0] != faces[1] && faces[2] != faces[3] && Set(faces).count == 3,
      "this seed deals one pair among the first four cards, apart: \(faces)")
    func marked(_ screen: Screen) -> [Int] {
      frames.indices.filter { screen.character(x: frames[$0].x + 1, y: frames[$0].y) == "*" }
    }
    try app.tmux.press(["i"])
    let hinted = try app.tmux.waitForScreen("the hint's two marks") { screen -> [Int]? in
      let marks = marked(screen)
      return marks.count == 2 ? marks : nil
    }
    #expect(faces[hinted[0]] == faces[hinted[1]], "the marks are on a pair")
    // The first pick turns one of them up: both marks stay.
    let first = frames[hinted[0]]
    try app.tmux.click(x: first.x + first.width / 2, y: first.y + first.height / 2)
    _ = try app.waitForFace(at: first, flips: 5)
    #expect(marked(try app.tmux.capture()) == hinted)
    // The match ends the hint.
    let second = frames[hinted[1]]
    try app.tmux.click(x: second.x + second.width / 2, y: second.y + second.height / 2)
    try app.tmux.waitUntil("the match, no mark left") { screen in
      screen.status?.flips == 6 && marked(screen).isEmpty
    }
  }
}

import Foundation
import Testing

/// Card faces grow with the card: on a big terminal a playing card shows its index in two
/// corners and a large rank and suit, Set cards large shaded symbols; small cards stay as they were.
@Suite("Card faces scale with their cards, in tmux", .serialized)
struct CardFaceTests {
  /// The `width` × `height` cells of `screen` from (`x`, `y`), one string a row (these boards
  /// hold no wide characters, so characters are columns).
  static func region(_ screen: Screen, x: Int, y: Int, width: Int, height: Int) -> [String] {
    screen.lines[y..<min(screen.lines.count, y + height)].map { line in
      let characters = Array(line)
      guard x < characters.count else { return "" }
      return String(characters[x..<min(characters.count, x + width)])
    }
  }

  @Test("A chosen Matchismo card at 200×60: index in two corners, a large 6 over a large spade")
  func largePlayingCard() throws {
    let app = try MemorizeInTmux(
      arguments: ["--game", "matchismo", "--seed", "2"], width: 200, height: 60)
    defer { app.close() }
    try app.tmux.waitUntil("the Matchismo board") { $0.lines.first?.contains("Matchismo") == true }
    try app.tmux.press(["Space"])
    // The card has the focus: at this size it is ringed all round.
    let expected = [
      "╔══════════════════●╗",
      "║6♠                 ║",
      "║                   ║",
      "║                   ║",
      "║        ▄▀▀        ║",
      "║        █▀█        ║",
      "║        ▀▀▀        ║",
      "║                   ║",
      "║        ▄█▄        ║",
      "║      ▄█████▄      ║",
      "║     ▀██▀█▀██▀     ║",
      "║        ▄█▄        ║",
      "║                   ║",
      "║                   ║",
      "║                 6♠║",
      "╚═══════════════════╝",
    ]
    try app.tmux.waitUntil("the first card face up, drawn large") { screen in
      screen.lines.first?.contains("Flips 1") == true
        && Self.region(screen, x: 12, y: 4, width: 21, height: 16) == expected
    }
  }

  @Test("The same card at 80×24 keeps its small face: the index and the title")
  func smallPlayingCard() throws {
    let app = try MemorizeInTmux(arguments: ["--game", "matchismo", "--seed", "2"])
    defer { app.close() }
    try app.tmux.waitUntil("the Matchismo board") { $0.lines.first?.contains("Matchismo") == true }
    try app.tmux.press(["Space"])
    try app.tmux.waitUntil("the first card face up, small") { screen in
      screen.lines.first?.contains("Flips 1") == true
        && Self.region(screen, x: 4, y: 1, width: 8, height: 6) == [
          "╒═════●╕", "│6♠    │", "│  6♠  │", "│      │", "│      │", "╰──────╯",
        ]
    }
  }

  @Test("A Set card at 200×60: one large open diamond, an outline of cells, the colour's letter")
  func largeSetCard() throws {
    let app = try MemorizeInTmux(
      arguments: ["--game", "set", "--seed", "2"], width: 200, height: 60)
    defer { app.close() }
    // The first card has the focus: at this size it is ringed all round.
    let expected = [
      "╔══════════════════════════════════╗",
      "║                                  ║",
      "║                                  ║",
      "║                                  ║",
      "║                 █                ║",
      "║                █ █               ║",
      "║               █   █              ║",
      "║              █     █             ║",
      "║               █   █              ║",
      "║                █ █               ║",
      "║                 █                ║",
      "║                                  ║",
      "║                                  ║",
      "║                                 p║",
      "╚══════════════════════════════════╝",
    ]
    try app.tmux.waitUntil("the first Set card drawn large") { screen in
      Self.region(screen, x: 26, y: 6, width: 36, height: 15) == expected
    }
  }

  @Test(
    "At 200×60 the theme list shows all twelve emoji with six pairs or eight, cards 21 wide"
  )
  func widerThemeList() throws {
    // The list is 60 columns wide with either deal, as it is on any narrower terminal as tall
    // (a wider terminal never shows less of it); 6 + 6 and 6 + 6 + 4 leave the cards 21 wide.
    let row = " ██ •Halloween   8 pairs  👻🎃🦇🧛🍬🍭💀🧙😈🙀🧟🍫          │"
    for (pairs, cardWidth) in [(6, 21), (8, 21)] {
      let app = try MemorizeInTmux(
        arguments: ["--theme", "halloween", "--pairs", "\(pairs)", "--seed", "1"], width: 200,
        height: 60)
      defer { app.close() }
      let frames = try app.waitForDealtBoard(cards: 2 * pairs)
      #expect(try app.tmux.capture().lines[2] == row)
      #expect(Set(frames.map(\.width)) == [cardWidth])
    }
  }
}

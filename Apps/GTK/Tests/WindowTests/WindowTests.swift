import CardGames
import Foundation
import Memorize
import TerminalKit
import Testing

/// The colours the window draws with (see `Palette` in MemorizeGTK), as the screenshots show them.
private enum Colors {
  static let halloweenBack = Screenshot.Color(hex: 0xF28C28)
  static let cardFace = Screenshot.Color(hex: 0xFFFEF8)
  static let board = Screenshot.Color(hex: 0xE4E9F0)
  /// Behind the name of the player to move (`Palette.toMove`).
  static let toMove = Screenshot.Color(hex: 0x1A5FC8)
}

/// The cards the app deals for `--seed seed --theme Halloween`, worked out with the same view
/// model, so a test knows where the pairs are without the app telling it.
private func halloweenDeal(seed: UInt64) -> [String] {
  EmojiMemoryGame(
    theme: .halloween, seed: seed, timeSource: ManualTimeSource(), statistics: Statistics()
  ).cards.map(\.content)
}

/// Needs an X display, xdotool and ImageMagick's `import`: `Apps/GTK/run-tests.sh` provides them
/// (under Xvfb). Without them these tests fail rather than quietly skip.
@Suite("The GTK window under X", .serialized)
struct WindowTests {
  @Test func theDisplayCanBeDriven() {
    #expect(
      Tool.canDriveDisplay,
      "needs DISPLAY, xdotool and import: run Apps/GTK/run-tests.sh, which starts Xvfb")
  }

  @Test func aChosenCardShowsItsFaceAndAMatchedPairDisappears() throws {
    let deal = halloweenDeal(seed: 7)
    let twin = try #require(deal.indices.first { $0 != 0 && deal[$0] == deal[0] })
    let other = try #require(deal.indices.first { deal[$0] != deal[0] })
    let app = try RunningApp(["--seed", "7", "--theme", "Halloween"])
    let layout = try app.layout { $0.cards.count == deal.count && $0.isSideBySide }
    let origin = try app.windowOrigin()
    let cards = layout.cards.map { $0.offset(by: origin) }

    // Dealt face down: every card is mostly the theme's colour.
    #expect(
      try app.screenUntil { shot in
        cards.allSatisfy { shot.fraction(of: Colors.halloweenBack, in: $0) > 0.8 }
      })

    try app.click(layout.cards[0])
    #expect(
      try app.screenUntil { shot in
        shot.fraction(of: Colors.cardFace, in: cards[0]) > 0.5
          && shot.fraction(of: Colors.halloweenBack, in: cards[0]) < 0.1
      }, "the chosen card turns face up")
    let shot = try Screenshot.take()
    #expect(shot.fraction(of: Colors.halloweenBack, in: cards[twin]) > 0.8)

    try app.click(layout.cards[twin])
    #expect(
      try app.screenUntil { shot in
        [0, twin].allSatisfy { shot.fraction(of: Colors.board, in: cards[$0], inset: 0.05) > 0.95 }
      }, "the matched pair fades away to the board")
    #expect(try Screenshot.take().fraction(of: Colors.halloweenBack, in: cards[other]) > 0.8)
  }

  @Test func narrowingTheWindowStacksTheChooser() throws {
    let app = try RunningApp(["--seed", "3", "--theme", "Halloween"])
    try app.resize(width: 1100, height: 760)
    let wide = try app.layout { $0.isSideBySide && $0.cards.count == 16 && $0.chooser != nil }
    let origin = try app.windowOrigin()
    let chooser = try #require(wide.chooser)
    let halloweenRow = try #require(wide.rows["halloween"])
    // Side by side: the chooser's Halloween swatch and the face-down cards to its right.
    let swatch = LayoutReport.Rect(
      x: halloweenRow.x + 14, y: halloweenRow.midY - 8, width: 16, height: 16)
    #expect(wide.cards.allSatisfy { $0.x > chooser.x + chooser.width })
    #expect(
      try app.screenUntil { shot in
        shot.fraction(of: Colors.halloweenBack, in: swatch.offset(by: origin), inset: 0) > 0.8
          && shot.fraction(of: Colors.halloweenBack, in: wide.cards[0].offset(by: origin)) > 0.8
      })

    try app.resize(width: 700, height: 700)
    // Waits for the fold's slide to end: mid-slide the chooser is still reported, off to the left.
    let narrow = try app.layout {
      !$0.isSideBySide && $0.cards.count == 16 && $0.back != nil && $0.chooser == nil
    }
    #expect(narrow.chooser == nil)
    let firstCard = narrow.cards[0]
    // Stacked: the board takes the whole width, with cards where the chooser was.
    #expect(firstCard.x < chooser.x + chooser.width)
    #expect(
      try app.screenUntil { shot in
        shot.fraction(of: Colors.halloweenBack, in: firstCard.offset(by: origin)) > 0.8
      })

    try app.click(try #require(narrow.back))
    let stacked = try app.layout { !$0.isSideBySide && $0.chooser != nil && $0.game == nil }
    let stackedChooser = try #require(stacked.chooser)
    let row = try #require(stacked.rows["halloween"])
    #expect(stackedChooser.width > chooser.width)
    let stackedSwatch = LayoutReport.Rect(x: row.x + 14, y: row.midY - 8, width: 16, height: 16)
    #expect(
      try app.screenUntil { shot in
        shot.fraction(of: Colors.halloweenBack, in: stackedSwatch.offset(by: origin), inset: 0)
          > 0.8
          && narrow.cards.suffix(4).allSatisfy {
            shot.fraction(of: Colors.halloweenBack, in: $0.offset(by: origin)) < 0.2
          }
      }, "the chooser page covers the board")
  }

  @Test func keyboardChoosesAndTheGameIsSavedForTheOtherFrontEnd() throws {
    // A seed whose first two cards differ, so choosing both leaves them face up.
    let seed = try #require(
      (1...50).map(UInt64.init).first {
        halloweenDeal(seed: $0).prefix(2).count == 2
          && halloweenDeal(seed: $0)[0] != halloweenDeal(seed: $0)[1]
      })
    let app = try RunningApp(["--seed", "\(seed)", "--theme", "Halloween"])
    let layout = try app.layout { $0.cards.count == 16 }
    let origin = try app.windowOrigin()
    let cards = layout.cards.map { $0.offset(by: origin) }
    try app.click(layout.cards[0])
    try app.key("Right")
    try app.key("space")
    #expect(
      try app.screenUntil { shot in
        [0, 1].allSatisfy { shot.fraction(of: Colors.cardFace, in: cards[$0]) > 0.5 }
      }, "Right moves focus to the next card and Space chooses it")
    try app.key("ctrl+q")
    #expect(app.waitForExit() == 0)

    // The same view models, on the same files, find the game where the window left it.
    let model = app.savedModel()
    let game = try #require(model.memorize)
    #expect(game.flipCount == 2)
    #expect(game.cards[0].isFaceUp && game.cards[1].isFaceUp)
  }

  @Test func aBadFlagPrintsOneLineAndUsage() throws {
    let process = Process()
    process.executableURL = RunningApp.executable
    process.arguments = ["--pairs", "1"]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let text = String(
      decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 2)
    let lines = text.split(separator: "\n")
    #expect(lines.count >= 2)
    #expect(lines.first?.hasPrefix("memorize-gtk: --pairs must be") == true)
    #expect(lines.dropFirst().first?.hasPrefix("usage: memorize-gtk") == true)
    #expect(lines.dropFirst().allSatisfy { !$0.hasPrefix("memorize-gtk:") }, "one error line")
  }

  /// pt-56b: under `LANG=zh_CN.GB18030` the window's lines reached the shell as UTF-8, which a
  /// GB18030 terminal shows as mojibake, where `memorize` beside it writes GB18030.
  @Test func itsLinesGoOutInTheLocalesCharset() throws {
    let process = Process()
    process.executableURL = RunningApp.executable
    process.arguments = ["--list-themes"]
    var environment = ProcessInfo.processInfo.environment
    environment["LC_ALL"] = nil
    environment["LANGUAGE"] = nil
    environment["LANG"] = "zh_CN.GB18030"
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let bytes = [UInt8](output.fileHandleForReading.readDataToEndOfFile())
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    // 万圣 in GB18030, and not in UTF-8 (E4 B8 87 …).
    #expect(bytes.firstRange(of: [0xCD, 0xF2, 0xCA, 0xA5]) != nil)
    #expect(bytes.firstRange(of: Array("万圣".utf8)) == nil)
    #expect(TerminalCharset.gb(.gb18030).decode(bytes).contains("万圣节"))
  }

  @Test func theComputerOpponentTakesItsTurnByItself() throws {
    var theme = Theme.halloween
    theme.pairs = .fixed(3)
    let seed: UInt64 = 5
    let deal = EmojiMemoryGame(
      theme: theme, seed: seed, timeSource: ManualTimeSource(), statistics: Statistics()
    ).cards.map(\.content)
    let other = try #require(deal.indices.first { deal[$0] != deal[0] })
    let app = try RunningApp([
      "--theme", "Halloween", "--pairs", "3", "--seed", "\(seed)", "--vs-computer", "perfect",
    ])
    let layout = try app.layout { $0.cards.count == 6 && $0.seats.count == 2 }
    let origin = try app.windowOrigin()
    let cards = layout.cards.map { $0.offset(by: origin) }
    let seats = layout.seats.map { $0.offset(by: origin) }
    #expect(layout.players != nil)

    // The players row: "You" first, highlighted as the player to move; every card face down.
    #expect(
      try app.screenUntil { shot in
        shot.fraction(of: Colors.toMove, in: seats[0]) > 0.4
          && shot.fraction(of: Colors.toMove, in: seats[1]) < 0.1
          && cards.allSatisfy { shot.fraction(of: Colors.halloweenBack, in: $0) > 0.8 }
      }, "the players row marks the player to move")

    // A deliberate mismatch passes the turn to the computer.
    try app.click(layout.cards[0])
    #expect(
      try app.screenUntil { shot in shot.fraction(of: Colors.cardFace, in: cards[0]) > 0.5 })
    try app.click(layout.cards[other])
    #expect(
      try app.screenUntil { shot in
        [0, other].allSatisfy { shot.fraction(of: Colors.cardFace, in: cards[$0]) > 0.5 }
          && shot.fraction(of: Colors.toMove, in: seats[1]) > 0.4
      }, "both chosen cards show their faces and the computer's seat is to move")

    // Nobody clicks again: the computer turns a card of its own at a human pace.
    let untouched = cards.indices.filter { $0 != 0 && $0 != other }
    #expect(
      try app.screenUntil(seconds: 15) { shot in
        untouched.contains { shot.fraction(of: Colors.cardFace, in: cards[$0]) > 0.5 }
      }, "the computer turns a card by itself")
  }
}

import CardGames
import Memorize
import TerminalKit
import Testing

@testable import MemorizeTerminal

/// Clicks in, intents out: a left click acts on whatever the last frame drew under it.
@Suite("Clicks to intents")
struct MouseIntentTests {
  /// The column where `text` starts on row `y` of the last frame (rows here hold no wide glyphs
  /// before the text, so characters are columns).
  private func column(of text: String, row y: Int, in fixture: ScreenFixture) throws -> Int {
    let line = fixture.draw().text(inRow: y)
    let range = try #require(line.range(of: text), "\(text) not on row \(y): \(line)")
    return line.distance(from: line.startIndex, to: range.lowerBound)
  }

  @Test("A click on a card, found by the grid layout, chooses it and moves the focus there")
  func clickCard() throws {
    let fixture = ScreenFixture(.small) { app in
      app.startMemorize(theme: .halloween, pairs: 8, seed: 3)
    }
    // The board is the screen minus the status line, the tab bar and the button row.
    let layout = CardGridLayout(count: 16, in: Rect(x: 0, y: 1, width: 80, height: 21))
    let frame = layout.frames[9]
    fixture.draw()
    #expect(fixture.screen.hits.rect(of: .card(9)) == frame)
    fixture.click(at: Point(x: frame.x + 2, y: frame.maxY - 1))
    let game = try fixture.memorize
    #expect(game.cards.indices.filter { game.cards[$0].isFaceUp } == [9])
    #expect(game.flipCount == 1)
    #expect(fixture.screen.cardFocus[.memorize] == 9)
    #expect(fixture.screen.pane == .board)
    // The gap between two cards is not a card.
    fixture.click(at: Point(x: frame.maxX, y: frame.y))
    #expect(game.flipCount == 1)
  }

  @Test("A click on a tab selects its section")
  func clickTab() throws {
    let fixture = ScreenFixture(.small)
    for (label, section) in [
      ("Matchismo", Section.matchismo), ("Statistics", .statistics), ("Set", .set),
      ("Memorize", .memorize),
    ] {
      let x = try column(of: label, row: 23, in: fixture)
      fixture.click(at: Point(x: x, y: 23))
      #expect(fixture.app.section == section, "clicked \(label)")
    }
  }

  @Test("A click on a chooser row starts a game on that theme")
  func clickChooserRow() throws {
    let fixture = ScreenFixture(.small)
    let lines = fixture.draw().snapshotLines
    let y = try #require(lines.firstIndex { $0.contains("Vehicles") })
    fixture.click(at: Point(x: 30, y: y))
    let game = try fixture.memorize
    #expect(game.theme.id == "vehicles")
    #expect(game.cards.count == 16)
    #expect(game.flipCount == 0)
    #expect(fixture.screen.chooserRow == 5)
    #expect(fixture.screen.pane == .board)
    #expect(fixture.app.isShowingMemorizeGame)
  }

  @Test("Side by side, a click on another theme's row restyles the game in progress")
  func clickChooserRowBesideGame() throws {
    let fixture = ScreenFixture(.large) { app in
      app.startMemorize(theme: .halloween, pairs: 8, seed: 3)
    }
    let first = try fixture.memorize
    try fixture.choose(0)
    try fixture.click(.themeRow(1))
    #expect(try fixture.memorize === first)
    #expect(first.theme.id == "sports")
    #expect(first.flipCount == 1)
    #expect(fixture.app.announcement?.text == "Now playing in Sports.")
    #expect(fixture.screen.chooserRow == 1)
    #expect(fixture.screen.pane == .board)
  }

  @Test("Memorize buttons: New game deals again, ‹ Themes goes back to the chooser")
  func memorizeButtons() throws {
    let fixture = ScreenFixture(.small) { app in
      app.startMemorize(theme: .halloween, pairs: 8, seed: 3)
    }
    try fixture.choose(0)
    let newGame = try column(of: "[New game]", row: 22, in: fixture)
    fixture.click(at: Point(x: newGame + 1, y: 22))
    let game = try fixture.memorize
    #expect(game.flipCount == 0)
    #expect(game.cards.allSatisfy { !$0.isFaceUp })
    // The game set aside is offered back over the tabs; the buttons stay where they were.
    #expect(fixture.draw().text(inRow: 23).hasPrefix(" New game dealt;"))
    let back = try column(of: "[‹ Themes]", row: 22, in: fixture)
    fixture.click(at: Point(x: back, y: 22))
    #expect(!fixture.app.isShowingMemorizeGame)
    #expect(fixture.screen.pane == .chooser)
    #expect(try fixture.memorize === game)
  }

  @Test("Matchismo buttons: 3 cards before the first choice, then the history arrows and wheel")
  func matchismoButtons() throws {
    let fixture = ScreenFixture(.small)
    fixture.press(.character("2"))
    let game = fixture.app.matchismo
    try fixture.click(.button(.matchCount(3)))
    #expect(game.matchCount == 3)
    for index in 0..<3 { try fixture.click(.card(index)) }
    #expect(game.history.count == 3)
    #expect(fixture.screen.cardFocus[.matchismo] == 2)
    // Once under way the 2/3 switch is disabled: it has no hit region.
    fixture.draw()
    #expect(fixture.screen.hits.rect(of: .button(.matchCount(2))) == nil)
    try fixture.click(.button(.historyOlder))
    #expect(game.scrubPosition == 1)
    try fixture.click(.button(.historyOlder))
    #expect(game.scrubPosition == 0)
    // At the first move ◀ has nowhere to go: only ▶, which acts, is drawn.
    let scrubbed = fixture.draw().snapshotLines[21]
    #expect(scrubbed.contains("    1/3 [▶]") && !scrubbed.contains("[◀]"), "\(scrubbed)")
    try fixture.click(.button(.historyNewer))
    #expect(game.scrubPosition == 1)
    _ = fixture.screen.handle(.mouse(MouseEvent(.wheel(.down), x: 40, y: 10)))
    #expect(game.scrubPosition == nil)
    _ = fixture.screen.handle(.mouse(MouseEvent(.wheel(.up), x: 40, y: 10)))
    #expect(game.scrubPosition == 1)
    try fixture.click(.button(.newGame))
    #expect(game.history.isEmpty)
    #expect(game.canChangeMatchCount)
  }

  @Test("Set buttons: Deal 3 more and Hint; clicking a card selects it")
  func setButtons() throws {
    let fixture = ScreenFixture(.small)
    fixture.press(.character("3"))
    let game = fixture.app.set
    try fixture.click(.button(.dealThreeMore))
    #expect(game.cardsInPlay.count == 15)
    #expect(game.deckCount == 66)
    try fixture.click(.button(.hint))
    #expect(game.hintedCardIDs.count == 3)
    try fixture.click(.card(14))
    #expect(game.isSelected(game.cardsInPlay[14]))
    #expect(fixture.screen.cardFocus[.set] == 14)
    // A hint stays through a pick (issue 23); three more dealt change the table and end it.
    #expect(game.hintedCardIDs.count == 3)
    try fixture.click(.button(.dealThreeMore))
    #expect(game.hintedCardIDs.isEmpty)
  }

  @Test("? help opens the help; any click then only closes it")
  func helpButton() throws {
    let fixture = ScreenFixture(.small) { app in
      app.startMemorize(theme: .halloween, pairs: 8, seed: 3)
    }
    let x = try column(of: "? help", row: 23, in: fixture)
    fixture.click(at: Point(x: x, y: 23))
    #expect(fixture.screen.isShowingHelp)
    let card = try #require(fixture.screen.hits.rect(of: .card(0)))
    fixture.click(at: Point(x: card.x + 1, y: card.y + 1))
    #expect(!fixture.screen.isShowingHelp)
    #expect(try fixture.memorize.flipCount == 0)
  }

  @Test("A click on the notice line dismisses it")
  func clickNotice() {
    let fixture = ScreenFixture(ScreenSize.small.size, themesFile: "[1, 2")
    #expect(fixture.app.notices.count == 1)
    fixture.click(at: Point(x: 10, y: 22))
    #expect(fixture.app.notices.isEmpty)
    #expect(fixture.app.memorize == nil)
  }

  @Test("Clicks on nothing, other buttons and releases change nothing")
  func clicksOnNothing() throws {
    let fixture = ScreenFixture(.small) { app in
      app.startMemorize(theme: .halloween, pairs: 8, seed: 3)
    }
    let before = try fixture.memorize.saved
    fixture.click(at: Point(x: 0, y: 0))
    fixture.click(at: Point(x: 79, y: 21))
    for kind in [MouseEvent.Kind.release(.left), .press(.right), .drag(.left), .move] {
      #expect(fixture.screen.handle(.mouse(MouseEvent(kind, x: 15, y: 3))) == .continue)
    }
    #expect(try fixture.memorize.saved == before)
    #expect(fixture.app.section == .memorize)
  }
}

import CardGames
import Memorize
import TerminalKit
import Testing

@testable import MemorizeTerminal

/// Keys in, intents out: each test presses keys and states the exact state they lead to.
@Suite("Keys to intents")
struct KeyIntentTests {
  /// Halloween with 8 pairs (16 cards) on an 80×24 screen, the board on top.
  private func memorizeFixture(_ size: ScreenSize = .small) -> ScreenFixture {
    let fixture = ScreenFixture(size) { app in
      app.startMemorize(theme: .halloween, pairs: 8, seed: 3)
    }
    fixture.draw()
    return fixture
  }

  /// Cards per row, read from where the cards were drawn.
  private func columns(_ fixture: ScreenFixture) throws -> Int {
    let first = try #require(fixture.screen.hits.rect(of: .card(0)))
    return (0..<64).prefix { fixture.screen.hits.rect(of: .card($0))?.y == first.y }.count
  }

  @Test("Arrows and h j k l move the card focus, and stop at the edges")
  func focusMoves() throws {
    let fixture = memorizeFixture()
    let perRow = try columns(fixture)
    #expect(perRow == 8)  // 16 cards: two balanced rows of 8
    func focus() -> Int? { fixture.screen.cardFocus[.memorize] }
    let steps: [(Key, Int)] = [
      (.right, 1), (.character("l"), 2), (.character("h"), 1), (.down, 1 + perRow),
      (.up, 1), (.character("j"), 1 + perRow), (.character("k"), 1), (.left, 0),
      (.left, 0), (.up, 0), (.character("j"), perRow), (.down, perRow),
      (.character("l"), perRow + 1),
    ]
    for (key, expected) in steps {
      fixture.press(key)
      #expect(focus() == expected, "after \(key)")
    }
    // No card was chosen by moving.
    #expect(try fixture.memorize.flipCount == 0)
  }

  @Test("Space and Enter choose the focused card")
  func spaceAndEnterChoose() throws {
    let fixture = memorizeFixture()
    let game = try fixture.memorize
    fixture.press(.character(" "))
    #expect(game.cards[0].isFaceUp)
    #expect(game.flipCount == 1)
    fixture.press(.right)
    fixture.press(.enter)
    #expect(game.cards.indices.filter { game.cards[$0].isFaceUp } == [0, 1])
    #expect(game.flipCount == 2)
    #expect(fixture.app.isShowingMemorizeGame)
  }

  @Test("n deals a new game on the same theme")
  func newGame() throws {
    let fixture = memorizeFixture()
    let game = try fixture.memorize
    fixture.press(.character(" "))
    fixture.press(.right)
    fixture.press(.character(" "))
    fixture.press(.character("n"))
    #expect(try fixture.memorize === game)
    #expect(game.flipCount == 0)
    #expect(game.score == 0)
    #expect(game.cards.count == 16)
    #expect(game.cards.allSatisfy { !$0.isFaceUp && !$0.isMatched })
    #expect(game.theme.id == "halloween")
  }

  @Test("t goes back to the chooser keeping the game; Enter on its row returns to it")
  func themesAndBack() throws {
    let fixture = memorizeFixture()
    let game = try fixture.memorize
    fixture.press(.character(" "))
    fixture.press(.character("t"))
    #expect(!fixture.app.isShowingMemorizeGame)
    #expect(fixture.app.isChooserOnScreen)
    #expect(fixture.screen.pane == .chooser)
    #expect(fixture.screen.chooserRow == 0)
    #expect(fixture.draw().text(inRow: 0).hasPrefix(" Memorize · choose a theme"))
    fixture.press(.enter)
    #expect(fixture.app.isShowingMemorizeGame)
    #expect(fixture.screen.pane == .board)
    #expect(try fixture.memorize === game)
    #expect(game.flipCount == 1)
    // Escape and Backspace go back too.
    fixture.press(.escape)
    #expect(!fixture.app.isShowingMemorizeGame)
    fixture.press(.escape)
    #expect(fixture.app.isShowingMemorizeGame)
    fixture.press(.backspace)
    #expect(!fixture.app.isShowingMemorizeGame)
  }

  @Test("In the chooser, up and down (k, j) pick a row; Enter starts a game on it")
  func chooserKeys() throws {
    let fixture = ScreenFixture(.small)
    let count = fixture.app.themes.themes.count
    fixture.press(.up)
    #expect(fixture.screen.chooserRow == 0)
    fixture.press(.down)
    fixture.press(.character("j"))
    fixture.press(.character("j"))
    fixture.press(.character("k"))
    #expect(fixture.screen.chooserRow == 2)
    for _ in 0..<(count + 3) { fixture.press(.down) }
    #expect(fixture.screen.chooserRow == count - 1)
    for _ in 0..<(count - 3) { fixture.press(.up) }
    #expect(fixture.screen.chooserRow == 2)
    fixture.press(.enter)
    let game = try fixture.memorize
    #expect(game.theme.id == "animals")
    #expect(game.cards.count == 20)
    #expect(fixture.app.isShowingMemorizeGame)
    #expect(fixture.screen.pane == .board)
  }

  @Test("Side by side, ← from the first column goes to the chooser and → comes back")
  func sideBySidePanes() throws {
    let fixture = memorizeFixture(.large)
    #expect(fixture.app.isSideBySide)
    #expect(fixture.screen.pane == .board)
    fixture.press(.left)
    #expect(fixture.screen.pane == .chooser)
    // In the chooser, ↓ moves the row, not the card focus (which is on the first card in
    // play from the start).
    #expect(fixture.screen.cardFocus[.memorize] == 0)
    fixture.press(.down)
    #expect(fixture.screen.chooserRow == 1)
    #expect(fixture.screen.cardFocus[.memorize] == 0)
    fixture.press(.character("l"))
    #expect(fixture.screen.pane == .board)
    fixture.press(.right)
    #expect(fixture.screen.cardFocus[.memorize] == 1)
    // t moves the focus to the chooser; the game stays on screen beside it.
    fixture.press(.character("t"))
    #expect(fixture.screen.pane == .chooser)
    #expect(fixture.app.isMemorizeGameOnScreen)
    // Space on the Sports row starts a game on Sports.
    fixture.press(.character(" "))
    #expect(try fixture.memorize.theme.id == "sports")
    #expect(fixture.screen.pane == .board)
  }

  @Test("Tab, Shift-Tab and 1-4 switch sections")
  func sections() {
    let fixture = ScreenFixture(.small)
    var seen: [Section] = []
    for _ in 0..<4 {
      fixture.press(.tab)
      seen.append(fixture.app.section)
    }
    #expect(seen == [.matchismo, .set, .statistics, .memorize])
    fixture.press(.tab, .shift)
    #expect(fixture.app.section == .statistics)
    fixture.press(.tab, .shift)
    #expect(fixture.app.section == .set)
    for (digit, section) in zip("4123", [Section.statistics, .memorize, .matchismo, .set]) {
      fixture.press(.character(digit))
      #expect(fixture.app.section == section, "after \(digit)")
    }
  }

  @Test("? opens the help; the next key only closes it")
  func help() throws {
    let fixture = memorizeFixture()
    fixture.press(.character("?"))
    #expect(fixture.screen.isShowingHelp)
    #expect(
      fixture.draw().snapshotLines.contains { $0.contains("Other keys close · Ctrl-C quit") })
    fixture.press(.character(" "))
    #expect(!fixture.screen.isShowingHelp)
    #expect(try fixture.memorize.flipCount == 0)
    fixture.press(.function(1))
    #expect(fixture.screen.isShowingHelp)
  }

  @Test(
    "q, Q and Ctrl-C quit; Ctrl-Z suspends (clocks stop) until the next draw",
    arguments: [
      (KeyPress(.character("q")), LoopAction.quit),
      (KeyPress(.character("Q"), modifiers: .shift), .quit),
      (KeyPress(.character("c"), modifiers: .control), .quit),
      (KeyPress(.character("z"), modifiers: .control), .suspend),
    ])
  func quitAndSuspend(press: KeyPress, action: LoopAction) throws {
    let fixture = memorizeFixture()
    #expect(fixture.screen.handle(.key(press)) == action)
    #expect(fixture.app.isSuspended == (action == .suspend))
    fixture.draw()
    #expect(!fixture.app.isSuspended)
  }

  @Test("Ctrl-C quits from the theme editor too; q there is typed, not a quit")
  func quitFromEditor() {
    let fixture = ScreenFixture(.small)
    fixture.press(.character("e"))
    #expect(fixture.press(.character("q")) == .continue)
    #expect(fixture.screen.editor?.nameText == "Halloweenq")
    #expect(fixture.press(.character("c"), .control) == .quit)
  }

  @Test("Ctrl-Z stops the game clock; the clock runs again after the next draw")
  func suspendStopsClock() throws {
    let fixture = memorizeFixture()
    let game = try fixture.memorize
    fixture.press(.character(" "))
    fixture.clock.advance(by: 2)
    let suspend = KeyPress(.character("z"), modifiers: .control)
    #expect(fixture.screen.handle(.key(suspend)) == .suspend)
    fixture.clock.advance(by: 60)
    #expect(game.elapsed == 2)
    #expect(!game.isClockRunning)
    fixture.screen.resized(to: fixture.size)
    #expect(game.isClockRunning)
  }

  @Test("Matchismo: Space chooses, [ and ] scrub the outcome history, n redeals")
  func matchismoKeys() {
    let fixture = ScreenFixture(.small)
    fixture.press(.character("2"))
    let game = fixture.app.matchismo
    fixture.press(.character(" "))
    fixture.press(.right)
    fixture.press(.character(" "))
    #expect(game.history.count == 2)
    #expect(game.scrubPosition == nil)
    fixture.press(.character("["))
    #expect(game.scrubPosition == 0)
    #expect(game.outcomeText == game.history[0])
    fixture.press(.character("["))
    #expect(game.scrubPosition == 0)
    fixture.press(.character("]"))
    #expect(game.scrubPosition == nil)
    #expect(!game.canChangeMatchCount)
    fixture.press(.character("n"))
    #expect(game.history.isEmpty)
    #expect(game.cards.allSatisfy { !$0.isChosen && !$0.isMatched })
    #expect(game.canChangeMatchCount)
  }

  @Test("Matchismo: m switches between matching 2 and 3 cards, until the first choice")
  func matchismoMatchCountKey() {
    let fixture = ScreenFixture(.small)
    fixture.press(.character("2"))
    let game = fixture.app.matchismo
    fixture.press(.character("m"))
    #expect(game.matchCount == 3)
    fixture.press(.character("m"))
    #expect(game.matchCount == 2)
    fixture.press(.character("m"))
    fixture.press(.character(" "))
    fixture.press(.character("m"))
    #expect(game.matchCount == 3)
    #expect(fixture.app.section == .matchismo)
    #expect(fixture.draw().text(inRow: 0).contains("Match 3 cards"))
  }

  @Test("Set: Space selects and deselects, d deals three more, i hints, n starts over")
  func setKeys() {
    let fixture = ScreenFixture(.small)
    fixture.press(.tab)
    fixture.press(.tab)
    #expect(fixture.app.section == .set)
    let game = fixture.app.set
    let first = game.cardsInPlay[0]
    fixture.press(.character(" "))
    #expect(game.isSelected(first))
    fixture.press(.enter)
    #expect(!game.isSelected(first))
    fixture.press(.character("d"))
    #expect(game.cardsInPlay.count == 15)
    #expect(game.deckCount == 66)
    fixture.press(.character("i"))
    #expect(game.hintedCardIDs.count == 3)
    fixture.press(.character("n"))
    #expect(game.cardsInPlay.count == 12)
    #expect(game.deckCount == 69)
    #expect(game.hintedCardIDs.isEmpty)
  }
}

extension CellBuffer {
  /// The rows as strings.
  var snapshotLines: [String] { (0..<height).map { text(inRow: $0) } }
}

@Suite("Focus into a short last row")
struct ShortRowFocusTests {
  @Test("Down from a column the short last row lacks lands on its last card")
  func downIntoShortRow() throws {
    let fixture = ScreenFixture(.small) { app in
      app.startMemorize(theme: .halloween, pairs: 10, seed: 3)
    }
    fixture.draw()
    let first = try #require(fixture.screen.hits.rect(of: .card(0)))
    let perRow = (0..<20).prefix { fixture.screen.hits.rect(of: .card($0))?.y == first.y }.count
    #expect(perRow == 7)  // 20 cards: rows of 7, 7 and 6
    for _ in 0..<(perRow + 6) { fixture.press(.right) }
    #expect(fixture.screen.cardFocus[.memorize] == 13)
    fixture.press(.down)
    #expect(fixture.screen.cardFocus[.memorize] == 19)
    fixture.press(.down)
    #expect(fixture.screen.cardFocus[.memorize] == 19)
  }
}

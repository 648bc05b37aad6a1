import CardGames
import Foundation
import Memorize
import TerminalKit
import TerminalTestSupport
import Testing

@testable import MemorizeTerminal

/// Issue 23 (term-53): the full screen drew buttons that do nothing dim — Set's "[Deal 3 more]
/// [Hint]" beside "Deck 0" after the game was over — and dim does not show on a terminal
/// without it, nor in a copy of the screen's text, so they read as live. It draws only what
/// can be done now; the keys still say why the others do nothing.
@Suite("The full screen draws only the buttons that act")
struct ActingButtonsTests {
  @Test("Set after the end: New game alone, no Deal 3 more or Hint", arguments: [80, 40])
  func setAfterTheEnd(width: Int) throws {
    let fixture = ScreenFixture(TerminalSize(width: width, height: 24))
    fixture.press(.character("3"))
    try fixture.finishSet(secondsPerMove: 2)
    let board = try #require(fixture.app.board(of: .set))
    #expect(board.isOver)
    #expect(board.button(.dealThreeMore)?.isEnabled == false)
    #expect(board.actingButton(.dealThreeMore) == nil)
    #expect(board.actingButton(.hint) == nil)
    #expect(board.actingButton(.newGame) != nil)
    let screen = fixture.draw().snapshotText()
    #expect(!screen.contains(Labels.dealThreeMore), "\(screen)")
    #expect(!screen.contains(Labels.dealThreeMoreShort), "\(screen)")
    #expect(!screen.contains("[\(Labels.hint)]"), "\(screen)")
    // Alone on the row, New game has room for its whole title.
    #expect(screen.contains("[\(Labels.newGame)]"), "\(screen)")
    // The key still answers, with why: on the line under the board, where a refusal is said in
    // play (plain-55: it was said over the tabs), and announced for a face that hides that line
    // under the ending (gtk-53).
    fixture.press(.character("d"))
    let after = try #require(fixture.app.board(of: .set))
    #expect(after.refusal == Phrases.deckIsEmpty)
    #expect(fixture.app.announcement?.text == Phrases.deckIsEmpty)
    let said = fixture.draw().snapshotText()
    #expect(said.contains("The deck is empty"), "\(said)")
  }
}

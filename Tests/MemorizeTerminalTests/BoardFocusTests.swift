import CardGames
import Memorize
import TerminalKit
import Testing

@testable import MemorizeTerminal

/// A board that shrinks under the focus (a new game with fewer cards) moves the focus onto its
/// last card: the focus is never on a card that is not there.
@Suite("Board focus on a shrinking board")
struct BoardFocusTests {
  @Test("Set: focus on the 15th card, n deals 12; the focus is on the 12th and Space chooses it")
  func setNewGame() throws {
    // Found by the screen fuzz target (Fuzz/regressions/screen-input/
    // set-focus-past-the-cards-after-a-new-game): "set focus on card 14 of 12".
    let fixture = ScreenFixture(.small)
    fixture.press(.character("3"))
    let game = fixture.app.set
    fixture.press(.character("d"))
    #expect(game.cardsInPlay.count == 15)
    for _ in 0..<14 { fixture.press(.right) }
    #expect(fixture.screen.cardFocus[.set] == 14)
    fixture.press(.character("n"))
    #expect(game.cardsInPlay.count == 12)
    #expect(fixture.screen.cardFocus[.set] == 11)
    // The first Space after the new game is not lost on a card that is gone.
    fixture.press(.character(" "))
    #expect(game.cardsInPlay.indices.filter { game.isSelected(game.cardsInPlay[$0]) } == [11])
    // Dealing three more again does not bring the focus back to the 15th card.
    fixture.press(.character("d"))
    #expect(fixture.screen.cardFocus[.set] == 11)
  }

  @Test("Memorize: focus on the 24th card, a new game of 2 pairs focuses its 4th and last")
  func memorizeFewerPairs() throws {
    let fixture = ScreenFixture(.small) { app in
      app.startMemorize(theme: Theme.builtIns[0], pairs: 12, seed: 3)
    }
    fixture.press(.character("1"))
    for _ in 0..<23 { fixture.press(.right) }
    #expect(fixture.screen.cardFocus[.memorize] == 23)
    fixture.app.startMemorize(theme: Theme.builtIns[0], pairs: 2, seed: 3)
    fixture.draw()
    #expect(try fixture.memorize.cards.count == 4)
    #expect(fixture.screen.cardFocus[.memorize] == 3)
    fixture.press(.character(" "))
    #expect(
      try fixture.memorize.cards.indices.filter { try fixture.memorize.cards[$0].isFaceUp } == [3])
  }
}

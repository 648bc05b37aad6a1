import CardGames
import Memorize
import TerminalKit
import Testing

@testable import MemorizeTerminal

/// Where the focus stands on a board whose first cards have left the table before the screen
/// first drew it: a game resumed, a shared table rejoined.
@Suite("First focus on a card in play")
struct FirstFocusTests {
  /// The play-test: after rejoining a Memorize table the focus sat on a matched pair's empty
  /// slot (its bare corners), and Enter said "Already matched.". It starts on a card in play.
  @Test("A board opened with card 1 matched focuses card 2, and Enter turns it up")
  func focusStartsOnACardInPlay() throws {
    let fixture = ScreenFixture(TerminalSize(width: 80, height: 24)) { app in
      app.startMemorize(theme: .halloween, pairs: 6, seed: 3)
      if let game = app.memorize {
        // Card 1 and its twin, card 3, matched before the screen was made.
        game.choose(game.cards[0])
        game.choose(game.cards[2])
      }
    }
    let game = try fixture.memorize
    #expect(game.cards[0].isMatched && game.cards[2].isMatched)
    fixture.draw()
    #expect(fixture.screen.cardFocus[.memorize] == 1)
    fixture.press(.enter)
    #expect(game.cards[1].isFaceUp)
    #expect(!fixture.draw().snapshotLines.joined().contains("Already matched"))
  }

  /// The view model's first focus: the first card in play, else the first card, none without.
  @Test("firstFocus is the first unmatched card")
  func firstFocus() throws {
    let fixture = ScreenFixture(TerminalSize(width: 80, height: 24)) { app in
      app.startMemorize(theme: .halloween, pairs: 6, seed: 3)
    }
    let game = try fixture.memorize
    #expect(try #require(fixture.app.board(of: .memorize)).firstFocus == 0)
    game.choose(game.cards[0])
    game.choose(game.cards[2])
    #expect(try #require(fixture.app.board(of: .memorize)).firstFocus == 1)
  }
}

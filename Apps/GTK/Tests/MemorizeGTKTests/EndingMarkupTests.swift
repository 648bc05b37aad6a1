import Foundation
import Memorize
import Testing

@testable import MemorizeGTK

/// Issue 23 (play-test): the four-player ending broke "Ana: 1 pair, 2 points" before "points".
/// The ending's markup keeps each player's name and each player's score unbroken, and breaks
/// only between players and after a name's colon.
@MainActor @Suite("The ending keeps each player's score whole")
struct EndingMarkupTests {
  private func ending(scores: String?) -> GameEnding {
    GameEnding(
      title: "Game over!", reason: "Every pair is matched.", result: "Ana wins", time: "1:21",
      scores: scores, best: "Multiplayer best: 9 by Ana & Ben", playAgain: "Play Again",
      score: 9)
  }

  @Test func eachPlayersScoreIsOnePiece() {
    let scores = Phrases.beside(["Ana: 3 pairs, 5 points", "Ben <b>: 1 pair, 2 points"])
    let markup = GameOverPage.markup(of: ending(scores: scores))
    let unbroken = { (text: String) in "<span allow_breaks=\"false\">\(text)</span>" }
    #expect(
      markup
        == [
          "Every pair is matched.", "Ana wins in 1:21",
          unbroken("Ana:") + " " + unbroken("3 pairs, 5 points") + Phrases.besideEachOther
            + unbroken("Ben &lt;b&gt;:") + " " + unbroken("1 pair, 2 points"),
          "Multiplayer best: 9 by Ana &amp; Ben",
        ].joined(separator: "\n"))
  }

  @Test func aSolePlayersEndingIsEscapedText() {
    let markup = GameOverPage.markup(of: ending(scores: nil))
    #expect(
      markup
        == "Every pair is matched.\nAna wins in 1:21\nMultiplayer best: 9 by Ana &amp; Ben"
    )
  }
}

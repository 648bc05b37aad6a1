import CardGames
import Foundation
import Memorize
import Testing

extension WindowTests {
  /// Issue 23: after `--pairs 2`, Ctrl+N dealt 4 cards again beside the theme's "8 pairs".
  @Suite("--pairs in the window")
  struct PairsFlagInTheWindow {
    @Test func ctrlNDealsTheThemesOwnPairsAfterTheLaunchedGame() throws {
      let app = try RunningApp(["--seed", "3", "--theme", "Halloween", "--pairs", "2"])
      _ = try app.layout { $0.cards.count == 4 }
      try app.key("ctrl+n")
      let dealt = try app.layout { $0.cards.count != 4 }
      #expect(dealt.cards.count == 16, "Halloween's own 8 pairs")
      try app.key("ctrl+q")
      #expect(app.waitForExit() == 0)
      let game = try #require(app.savedModel().memorize)
      #expect(game.cards.count == 16)
      #expect(game.theme == Theme.halloween)
    }
  }
}

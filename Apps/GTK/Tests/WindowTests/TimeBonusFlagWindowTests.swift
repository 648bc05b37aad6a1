import CardGames
import Foundation
import Memorize
import Testing

extension WindowTests {
  /// Issue 23: `memorize --time-bonus` deals a game where quick matches score extra; the
  /// window refused the flag ("unknown option “--time-bonus”") and could not deal one.
  @Suite("--time-bonus in the window")
  struct TimeBonusFlagInTheWindow {
    @Test func timeBonusDealsAGameWithTheBonusOn() throws {
      let app = try RunningApp(["--seed", "3", "--theme", "Halloween", "--time-bonus"])
      let dealt = try app.layout { $0.cards.count == 16 && !$0.counters.isEmpty }
      #expect(
        dealt.counters.contains { $0.label.hasPrefix(Phrases.bonus) }, "\(dealt.counters)")
      try app.key("ctrl+q")
      #expect(app.waitForExit() == 0)
      let game = try #require(app.savedModel().memorize)
      #expect(game.isTimeBonusEnabled)
      #expect(game.theme == Theme.halloween)
    }
  }
}

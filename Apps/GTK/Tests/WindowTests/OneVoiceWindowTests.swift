import CardGames
import Foundation
import Memorize
import Testing

extension WindowTests {
  /// Issue 11: the window shows what the view models say — the section's status items, as the
  /// terminal's status line does, and each notice once, whenever it arises.
  @Suite("One voice in the window")
  struct OneVoiceInTheWindow {
    @Test func matchismoCountersAreTheStatusItemsEveryFaceShows() throws {
      let (home, model) = homePrepared { model in
        model.select(.matchismo)
        model.matchismo.choose(at: 0)
        model.matchismo.choose(at: 1)
        model.matchismo.choose(at: 1)
      }
      let items = model.status(of: .matchismo).items
      #expect(items.map(\.label) == ["Score", "Flips", "Match", "Time"])
      #expect(items[1].value == "3")
      let app = try RunningApp([], home: home)
      let layout = try app.layout {
        $0.section == Section.matchismo.rawValue && !$0.counters.isEmpty
      }
      #expect(layout.counters.map(\.label) == items.map(\.label))
      // All but the time, which runs while the window shows the game.
      #expect(layout.counters.dropLast().map(\.value) == items.dropLast().map(\.value))
      try app.key("ctrl+q")
      #expect(app.waitForExit() == 0)
    }

    /// Issue 23: the "seen before" penalty was explained nowhere; where the window shows the
    /// score, its tooltip states how Memorize scores, the rule every face's help states.
    @Test func memorizeCountersStateHowItScores() throws {
      let app = try RunningApp(["--seed", "3", "--theme", "Halloween"], home: newTestHome())
      let layout = try app.layout { $0.cards.count == 16 && !$0.counters.isEmpty }
      #expect(
        layout.countersTooltip == "match +2; −1 per mismatched card turned up again")
      #expect(layout.countersTooltip == Labels.helpRules(of: Section.memorize).first?.rule)
      // Ctrl+Page Down: the next tab, Matchismo, which states no such rule.
      try app.key("ctrl+Page_Down")
      let matchismo = try app.layout {
        $0.section == Section.matchismo.rawValue && !$0.counters.isEmpty
      }
      #expect(matchismo.countersTooltip == nil)
      try app.key("ctrl+q")
      #expect(app.waitForExit() == 0)
    }

    @Test func aDamagedThemesFileIsOneNoticeOnce() throws {
      let home = newTestHome()
      let config = home.appendingPathComponent("config/memorize")
      try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
      try Data("[1, 2".utf8).write(to: config.appendingPathComponent("themes.json"))
      let app = try RunningApp(["--seed", "3", "--theme", "Halloween"], home: home)
      let layout = try app.layout { $0.cards.count == 16 && !$0.notices.isEmpty }
      #expect(layout.notices.count == 1)
      #expect(layout.notices.first?.hasPrefix("themes.json is not valid JSON") == true)
      try app.key("ctrl+q")
      #expect(app.waitForExit() == 0)
    }

    @Test func aThemeSaveThatFailsMidGameIsOneNotice() throws {
      // Sports deleted earlier, so restoring the built-in themes has something to save.
      let (home, _) = homePrepared { model in model.themes.delete(id: "sports") }
      let app = try RunningApp(["--seed", "3", "--theme", "Halloween"], home: home)
      let layout = try app.layout { $0.cards.count == 16 && $0.rows["halloween"] != nil }
      #expect(layout.rows["sports"] == nil)
      #expect(layout.notices.isEmpty)
      try app.click(layout.cards[0])
      // A folder where themes.json belongs: the next theme save cannot replace it.
      let themes = app.home.appendingPathComponent("config/memorize/themes.json")
      try? FileManager.default.removeItem(at: themes)
      try FileManager.default.createDirectory(at: themes, withIntermediateDirectories: true)
      // F10 opens the primary menu on its first item; the third restores the built-in themes,
      // which saves the themes file.
      try app.chooseFromPrimaryMenu(["Down", "Down"])
      let failed = try app.layout { !$0.notices.isEmpty }
      #expect(failed.notices.count == 1, "\(failed.notices)")
      #expect(failed.notices.first?.contains("themes.json") == true, "\(failed.notices)")
      #expect(failed.cards.count == 16, "the game goes on")
      try app.key("ctrl+q")
      _ = app.waitForExit()
    }
  }
}

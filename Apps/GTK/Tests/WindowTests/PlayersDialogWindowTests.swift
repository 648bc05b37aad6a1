import Foundation
import Memorize
import Testing

extension WindowTests {
  /// Issue 11: the Players dialog seats a table by the rules of the one `PlayersDraft`, which the
  /// terminal's players panel edits too.
  @Suite("The Players dialog goes through the shared draft")
  struct PlayersDialogWindow {
    @Test func aNameIsCutAtTheDraftsLimitAndTheTableIsSeated() throws {
      let app = try RunningApp(["--seed", "3", "--theme", "Halloween", "--players", "Ana,Ben"])
      let layout = try app.layout { $0.cards.count == 16 && $0.playersButton != nil }
      try app.click(try #require(layout.playersButton))
      let dialog = try app.window(titled: WindowLabels.players)
      try Tool.run("xdotool", ["windowfocus", "--sync", dialog])
      // The first seat's name has the focus: type more than a name may hold, then Enter starts.
      try Tool.run("xdotool", ["key", "ctrl+a"])
      try Tool.run(
        "xdotool", ["type", "--delay", "30", "Robo" + String(repeating: "x", count: 26)])
      try Tool.run("xdotool", ["key", "Return"])
      #expect(
        waitUntil {
          (try? Tool.run(
            "xdotool",
            ["search", "--onlyvisible", "--name", "^\(WindowLabels.players)$"])) == nil
        }, "Start closes the dialog")
      try app.key("ctrl+q")
      #expect(app.waitForExit() == 0)
      let game = try #require(app.savedModel().memorize)
      let name = "Robo" + String(repeating: "x", count: PlayersDraft.maximumNameLength - 4)
      #expect(game.players.map(\.name) == [name, "Ben"])
      #expect(game.players.map(\.computerLevel) == [nil, nil])
      #expect(game.flipCount == 0)
    }
  }
}

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

    /// Play-test: with four seats, the error that appeared ("Two seats are called Ben…") made
    /// the dialog's content taller; the dialog kept its height and scrolled, and Cancel and
    /// Start were cut in half at its bottom edge. They stay whole, whatever the dialog shows.
    @Test func startStaysWholeUnderAnError() throws {
      let app = try RunningApp(
        ["--seed", "3", "--theme", "Halloween", "--players", "Ana,Ben,Cy,Dee"])
      let layout = try app.layout { $0.cards.count == 16 && $0.playersButton != nil }
      try app.click(try #require(layout.playersButton))
      let dialog = try app.window(titled: WindowLabels.players)
      let opened = try app.layout { $0.playersStart != nil && $0.isSettled }
      try Tool.run("xdotool", ["windowfocus", "--sync", dialog])
      // The first seat's name has the focus: call it as the second seat is called.
      try Tool.run("xdotool", ["key", "ctrl+a"])
      try Tool.run("xdotool", ["type", "--delay", "30", "Ben"])
      let shown = try app.layout {
        $0.playersProblem?.contains("Ben") == true && $0.playersStart != nil && $0.isSettled
      }
      #expect(opened.playersProblem == nil)
      let start = try #require(shown.playersStart)
      let height = try #require(shown.playersDialogHeight)
      #expect(start.height >= 30, "Start is \(start.height) px tall")
      #expect(
        start.y + start.height <= height,
        "Start at \(start) in a dialog \(height) px tall, under an error")
    }
  }
}

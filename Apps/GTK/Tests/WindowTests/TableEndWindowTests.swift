import Foundation
import Memorize
import Testing

extension WindowTests {
  /// Issue 23 (play-test): a window joined to a table that ended, or that cannot be reached
  /// for a while, kept a board whose buttons did nothing, and after the dialog's Close no way
  /// back to the player's own games but closing the window.
  @Suite(
    "A table that ends or drops, in the window",
    .enabled(
      if: SharedTable.executable != nil,
      "memorize-table is not built: swift build --package-path Apps/Table --product memorize-table"
    ))
  struct TableEndInTheWindow {
    /// The host closes the table and the player answers the dialog with Close: the board stays
    /// in view, faint; every button on it is off and says why; a card chosen says why too; and
    /// under it Your Own Games opens the player's own games.
    @Test func afterCloseTheEndedTableOffersYourOwnGames() throws {
      let table = try SharedTable(["--game", "set", "--people", "2"])
      let app = try table.joinWindow("Ana")
      defer { app.stop() }
      _ = try app.layout(seconds: 20) { $0.isJoined && $0.seat == 0 }
      let ben = try TestPlayer(port: table.port, code: table.code, name: "Ben")
      #expect(try ben.read { $0.table.view?.board != nil })
      let seated = try app.layout(seconds: 20) {
        $0.isJoined && $0.seat == 0 && !$0.setCards.isEmpty
      }
      #expect(seated.boardOpacity == 1)
      #expect(seated.controls.contains { $0.label == "Ana: Set!" && $0.isSensitive })
      #expect(!seated.controls.contains { $0.label == WindowLabels.yourOwnGames })
      table.close()
      _ = try app.layout(seconds: 20) { $0.dialog != nil }
      try app.key("Escape")
      let line = Phrases.Table.tableClosed
      let closed = try app.layout { $0.dialog == nil && $0.note == line }
      #expect(closed.boardOpacity.map { $0 < 0.5 } == true)
      let playing = closed.controls.filter { $0.label != WindowLabels.yourOwnGames }
      #expect(playing.map(\.label).contains("Ana: Set!"), "\(playing)")
      #expect(playing.map(\.label).contains(Phrases.threeMoreButton), "\(playing)")
      for control in playing {
        #expect(!control.isSensitive, "\(control)")
        #expect(control.tooltip == line, "\(control)")
      }
      let wayOut = try #require(closed.controls.first { $0.label == WindowLabels.yourOwnGames })
      #expect(wayOut.isSensitive)
      let card = try #require(closed.setCards.first)
      try app.click(card.rect)
      let refused = try app.layout { $0.setStatus == line }
      #expect(refused.note == line)
      try app.click(try #require(wayOut.rect))
      let own = try app.layout(seconds: 20) { !$0.isJoined && $0.section == "memorize" }
      #expect(own.presentations == 1)
      #expect(app.waitForExit() == 0, "the joined window closed")
      try Self.closeOwnGames()
    }

    /// Issue 23 (play-test): after the host closed a Memorize table, the dialog's Your Own
    /// Games wrote four GLib-GObject warnings ("invalid (NULL) class pointer") and four
    /// g_signal_handlers_disconnect_matched assertions: the window, and its dialog with it,
    /// was destroyed inside the dialog's own response. Now nothing is written.
    @Test func yourOwnGamesFromTheDialogWritesNoWarning() throws {
      let table = try SharedTable(["--game", "memorize", "--people", "2", "--theme", "halloween"])
      let app = try table.joinWindow("Ana")
      defer { app.stop() }
      _ = try app.layout(seconds: 20) { $0.isJoined && $0.seat == 0 }
      let ben = try TestPlayer(port: table.port, code: table.code, name: "Ben")
      #expect(try ben.read { $0.table.view?.board != nil })
      _ = try app.layout(seconds: 20) { !$0.cards.isEmpty }
      table.close()
      _ = try app.layout(seconds: 20) { $0.dialog != nil }
      try Self.answerTheDialog(of: app, with: "Return")
      _ = try app.layout(seconds: 20) { !$0.isJoined && $0.section == "memorize" }
      #expect(app.waitForExit() == 0, "the joined window closed")
      #expect(app.errorLines() == [])
      try Self.closeOwnGames()
    }

    /// Issue 23 (play-test): a table killed outright (`kill -9` of memorize-table) left the
    /// window's board as it was, its buttons taking clicks that went nowhere. While the table
    /// is tried again the board is faint and every button off with why; back at the table it
    /// plays again.
    @Test func anUnreachableTableDimsTheBoardAndSaysWhy() throws {
      let first = try SharedTable(["--game", "set", "--people", "2"])
      let app = try first.joinWindow("Ana")
      defer { app.stop() }
      _ = try app.layout(seconds: 20) { $0.isJoined && $0.seat == 0 }
      let ben = try TestPlayer(port: first.port, code: first.code, name: "Ben")
      #expect(try ben.read { $0.table.view?.board != nil })
      _ = try app.layout(seconds: 20) { !$0.setCards.isEmpty }
      first.crash()
      let lost = try app.layout(seconds: 20) { $0.note?.hasPrefix("Lost the table") == true }
      let line = Phrases.Table.notConnected
      #expect(lost.boardOpacity.map { $0 < 0.5 } == true)
      #expect(lost.controls.map(\.label).contains("Ana: Set!"), "\(lost.controls)")
      for control in lost.controls {
        #expect(!control.isSensitive, "\(control)")
        #expect(control.tooltip == line, "\(control)")
      }
      #expect(!lost.controls.contains { $0.label == WindowLabels.yourOwnGames })
      let second = try SharedTable(["--game", "set", "--people", "2"], port: first.port)
      _ = try app.layout(seconds: 30) { $0.note == Phrases.Table.backAtTable }
      let benAgain = try TestPlayer(port: second.port, code: second.code, name: "Ben")
      #expect(try benAgain.read { $0.table.view?.board != nil })
      let back = try app.layout(seconds: 30) {
        $0.version > 0 && $0.controls.contains { $0.label == "Ana: Set!" }
          && $0.seatsLine == "At the table: Ana, Ben"
      }
      #expect(back.boardOpacity == 1)
      #expect(back.controls.contains { $0.label == "Ana: Set!" && $0.isSensitive })
      #expect(second.process.isRunning)
      try app.key("ctrl+q")
      #expect(app.waitForExit() == 0)
    }

    /// Answers the dialog over `app`'s window with `key`.
    static func answerTheDialog(of app: RunningApp, with key: String) throws {
      var dialog = ""
      _ = waitUntil {
        let windows = try? Tool.run(
          "xdotool", ["search", "--onlyvisible", "--pid", "\(app.process.processIdentifier)"])
        dialog =
          windows.flatMap {
            String(decoding: $0, as: UTF8.self).split(separator: "\n").map(String.init)
              .first { $0 != app.windowID }
          } ?? ""
        return !dialog.isEmpty
      }
      try Tool.run("xdotool", ["windowfocus", "--sync", dialog])
      try Tool.run("xdotool", ["key", key])
    }

    /// Closes the player's own window, which the joined one started, as a player would.
    static func closeOwnGames() throws {
      let ownWindow = try Tool.run(
        "xdotool", ["search", "--onlyvisible", "--name", "^Memorize$"])
      let id = try #require(String(decoding: ownWindow, as: UTF8.self).split(separator: "\n").first)
      try Tool.run("xdotool", ["windowfocus", "--sync", String(id)])
      try Tool.run("xdotool", ["key", "ctrl+q"])
      #expect(waitUntil(seconds: 10) { !RunningApp.applicationNameIsOwned() })
    }
  }
}

extension WindowTests.TableEndInTheWindow {
  /// Issue 23 (play-test): while the table waited for players, the window was an empty page
  /// over one line at its foot. The page says what the table waits for, with the code to join
  /// by, and who sits there, in the view model's words (as the terminal's line says them);
  /// once the game is dealt, the board takes its place.
  @Test func theWaitingTableSaysWhatItWaitsForOnThePage() throws {
    let table = try SharedTable(["--game", "set", "--people", "2"])
    let app = try table.joinWindow("Ana")
    defer { app.stop() }
    let waiting = try app.layout(seconds: 20) { $0.isJoined && $0.seat == 0 && $0.waiting != nil }
    #expect(
      waiting.waiting
        == "Waiting for 1 more player: join with the code TEST-2024 | At the table: Ana, Free seat")
    #expect(waiting.note == nil)
    #expect(waiting.setCards.isEmpty)
    let ben = try TestPlayer(port: table.port, code: table.code, name: "Ben")
    #expect(try ben.read { $0.table.view?.board != nil })
    let dealt = try app.layout(seconds: 20) { !$0.setCards.isEmpty }
    #expect(dealt.waiting == nil)
    try app.key("ctrl+q")
    #expect(app.waitForExit() == 0)
  }
}

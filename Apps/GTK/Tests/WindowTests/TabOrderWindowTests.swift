import CardGames
import Foundation
import Memorize
import Testing

extension WindowTests {
  /// Issue 23 (play-test, 1280×800, Memorize): Tab went New Game → the four sections → ☰ and
  /// then stayed on ☰; the theme list, Edit, New Theme, Hint, Players… and the cards were never
  /// reached by Tab alone.
  @Suite("Tab through the window")
  struct TabThroughTheWindow {
    /// A Faces game under way (two pairs matched, a best from an earlier game), as the
    /// play-tester had it: from New Game, Tab goes through every control and onto the board,
    /// and comes back round to New Game.
    @Test func tabReachesTheThemesTheButtonsAndTheCards() throws {
      let (home, _) = try homePrepared { model in
        model.send(.playTheme(id: "faces"))
        try Self.win(model)
        model.send(.newGame)
        for _ in 0..<2 { try Self.matchAPair(model) }
        try Self.seeAPair(model)
      }
      let app = try RunningApp([], home: home)
      try app.resize(width: 1280, height: 800)
      _ = try app.layout { $0.width > 1200 && $0.section == "memorize" && $0.isSettled }
      // From the cards (where the keyboard starts) to New Game, then once round.
      var seen: [String] = []
      var last = try app.layout().focusedWidget
      var rounds = 0
      for _ in 0..<60 {
        try app.key("Tab")
        let before = last
        let report = try? app.layout(seconds: 2) { $0.focusedWidget != before }
        last = report?.focusedWidget ?? before
        if rounds == 1 { seen.append(last) }
        if last == "GtkButton New Game" {
          rounds += 1
          if rounds == 2 { break }
        }
      }
      // The four sections, ☰, the theme list (one stop: the arrows move between its rows,
      // Ctrl+E edits the focused one), New Theme, Hint, Players…, the board (one stop: the
      // arrows move between its eight cards still in play), and round to New Game.
      let expected =
        Array(repeating: "AdwViewSwitcherButton", count: 4)
        + ["GtkToggleButton", "GtkListBoxRow"]
        + ["GtkButton New Theme", "GtkButton Hint (−1 point)", "GtkButton Players…"]
        + ["GtkButton", "GtkButton New Game"]
      #expect(seen == expected)
      // From New Game to the board: 10 Tabs (27 when each of the nine themes and its Edit
      // button were a stop of their own).
      #expect(seen.firstIndex(of: "GtkButton").map { $0 + 1 } == 10)
    }

    /// Issue 23: the theme list took 18 Tabs, a row and its Edit button for each of the nine
    /// themes. It is one stop: Tab lands on a row, ↓ moves to the next, Ctrl+E edits the theme
    /// of the row the keyboard is on (the shortcuts window lists it), Tab leaves the list from
    /// any row, Shift+Tab comes back into it, and Return plays the theme with the keyboard
    /// landing on its first card.
    @Test func theThemeListIsOneStopWithArrowsAndCtrlEInside() throws {
      let app = try RunningApp(["--seed", "3", "--theme", "Halloween"])
      defer { app.stop() }
      try app.resize(width: 1280, height: 800)
      _ = try app.layout {
        $0.width > 1200 && $0.cards.count == 16 && $0.isSideBySide
          && $0.rows.count == Theme.builtIns.count
      }
      // From the first card back over Players… and New Theme (Hint is off before a pair has
      // been seen): the list, at its last row.
      var passed: [String] = []
      for _ in 0..<3 {
        let before = try app.layout().focusedWidget
        try app.key("shift+Tab")
        passed.append(try app.layout { $0.focusedWidget != before }.focusedWidget)
      }
      #expect(passed == ["GtkButton Players…", "GtkButton New Theme", "GtkListBoxRow"])
      let entered = try app.layout { $0.focusedRow != nil }
      #expect(entered.focusedRow == "music", "Shift+Tab enters the list at its last row")
      try app.key("Up")
      let up = try app.layout { $0.focusedRow != "music" }
      #expect(up.focusedRow == "plants")
      // Tab leaves the list from a row in its middle: New Theme, not the row's Edit button.
      try app.key("Tab")
      let left = try app.layout { $0.focusedRow == nil }
      #expect(left.focusedWidget == "GtkButton New Theme")
      try app.key("shift+Tab")
      let back = try app.layout { $0.focusedRow != nil }
      #expect(back.focusedRow == "music")
      try app.key("Up")
      _ = try app.layout { $0.focusedRow == "plants" }
      try app.key("ctrl+e")
      let editing = try app.layout { $0.editorTheme != nil }
      #expect(editing.editorTheme == "plants")
      try app.key("Escape")
      let closed = try app.layout { $0.editorTheme == nil && $0.focusedRow != nil }
      #expect(closed.focusedRow == "plants", "back on the row the editor was opened from")
      try app.key("ctrl+question")
      let listed = try app.layout { !$0.shortcuts.isEmpty }
      let titles = Dictionary(listed.shortcuts.map { ($0.accelerator, $0.title) }) { a, _ in a }
      #expect(titles["<Control>e"] == "Edit the focused theme, or the one in play")
      try app.key("Escape")
      _ = try app.layout { $0.shortcuts.isEmpty && $0.focusedRow == "plants" }
      try app.key("Return")
      let playing = try app.layout { $0.focusedRow == nil && $0.focus == 0 }
      #expect(playing.focusedWidget == "GtkButton", "the keyboard on the new deal's first card")
      try app.key("ctrl+q")
      #expect(app.waitForExit() == 0)
      #expect(app.savedModel().memorize?.theme.id == "plants")
    }

    static func matchAPair(_ model: AppModel) throws {
      let cards = try #require(model.memorize?.cards)
      let first = try #require(cards.indices.first { !cards[$0].isMatched })
      let twin = try #require(
        cards.indices.first { $0 != first && cards[$0].content == cards[first].content })
      model.send(.choose(cardID: cards[first].id))
      model.send(.choose(cardID: cards[twin].id))
    }

    /// Two mismatches that show both cards of one pair, so Hint has a pair to show.
    static func seeAPair(_ model: AppModel) throws {
      let cards = try #require(model.memorize?.cards)
      let open = cards.indices.filter { !cards[$0].isMatched }
      let a = try #require(open.first)
      let twin = try #require(open.first { $0 != a && cards[$0].content == cards[a].content })
      let others = open.filter { cards[$0].content != cards[a].content }
      let b = try #require(others.first)
      let d = try #require(others.first { cards[$0].content != cards[b].content })
      for index in [a, b, twin, d] { model.send(.choose(cardID: cards[index].id)) }
    }

    static func win(_ model: AppModel) throws {
      while model.memorize?.cards.contains(where: { !$0.isMatched }) == true {
        try matchAPair(model)
      }
    }
  }
}

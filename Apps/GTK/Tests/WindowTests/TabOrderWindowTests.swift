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
      // The four sections, ☰, each theme and its Edit, New Theme, Hint, Players…, the board
      // (one stop: the arrows move between its eight cards still in play), and round to New
      // Game.
      let themes = Array(repeating: ["GtkListBoxRow", "GtkButton Edit"], count: 9).flatMap { $0 }
      let expected =
        Array(repeating: "AdwViewSwitcherButton", count: 4) + ["GtkToggleButton"] + themes
        + ["GtkButton New Theme", "GtkButton Hint (−1 point)", "GtkButton Players…"]
        + ["GtkButton", "GtkButton New Game"]
      #expect(seen == expected)
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

import Foundation
import Memorize
import Testing

extension WindowTests {
  /// Issue 23 (a stranger's play-test under Xvfb): four seats' chips and a table's ending in a
  /// small window.
  @Suite("Seats and the ending in a small window")
  struct SmallWindowPlayTest {
    /// Between 460 and 660 px with four players, a chip broke its own words ("Cy · 0 pairs ·"
    /// / "0 pts" at 500 px, "Dee · 0 pairs ·" / "0 pts" at 660 px) to stay beside the ones
    /// before it. The row breaks between chips instead: every chip reads on one line.
    @Test(arguments: [460, 500, 620, 660])
    func fourSeatsEachReadOnOneLine(width: Int) throws {
      let app = try RunningApp(
        ["--seed", "3", "--theme", "Halloween", "--players", "Ana,Ben,Cy,Dee"])
      _ = try app.layout { $0.seatLines.count == 4 }
      try app.resize(width: width, height: 700)
      let shown = try app.layout {
        $0.width == width - 10 && $0.isSettled && $0.seatLines.count == 4
      }
      let lines = (0..<4).map { shown.seatLines[$0] ?? [] }
      #expect(lines.allSatisfy { $0.count == 1 }, "\(lines)")
      #expect(shown.cutSeats == 0)
      #expect(shown.seats.count == 4)
      #expect(shown.seats.allSatisfy { $0.x + $0.width <= width - 10 }, "\(shown.seats)")
    }

    /// At 500 × 420, a table's ending showed its star alone: "Game over!" and the results
    /// came only after scrolling. The ending reads from its top, under the theme's row (the
    /// seats' row gives it its room in a short window: the ending lists every seat's score),
    /// its title in view, under a smaller star where the words leave room for one (here they do not:
    /// the star makes way, and every line shows above Play Again).
    @Test func aTablesEndingReadsFromItsTopAt500By420() throws {
      var last: [Int] = []
      let (home, _) = try homePrepared(seed: 3) { model in
        _ = model.send(.playTheme(id: "halloween"))
        _ = model.send(
          .startPlayers(PlayersDraft(seats: [.init(name: "Ana"), .init(name: "Ben")])))
        for _ in 0..<7 { try TabThroughTheWindow.matchAPair(model) }
        let cards = try #require(model.memorize?.cards)
        last = cards.indices.filter { !cards[$0].isMatched }
      }
      try #require(last.count == 2)
      let app = try RunningApp([], home: home)
      _ = try app.layout { $0.cards.count == 16 && $0.seats.count == 2 }
      try app.resize(width: 500, height: 420)
      let board = try app.layout { $0.width == 490 && $0.isSettled && $0.cards.count == 16 }
      try app.click(board.cards[last[0]])
      _ = try app.layout { $0.facesUp == 1 }
      try app.click(board.cards[last[1]])
      let shown = try app.layout {
        $0.memorizeEnding != nil && $0.isSettled && $0.endingPage != nil
          && $0.endingPlayAgain != nil && $0.focusedWidget == "GtkButton Play Again"
      }
      let page = try #require(shown.endingPage)
      #expect(shown.players == nil, "the seats' row gives its room to the ending")
      let back = try #require(shown.back)
      #expect(page.y >= back.y + back.height, "the ending \(page) under the theme's row \(back)")
      #expect(shown.endingScroll == 0, "the ending scrolled from its top")
      // The title shows without scrolling, under the star if there is one, inside the page.
      let title = try #require(shown.endingTitle)
      if let star = shown.endingStar {
        #expect(star.y >= page.y, "the star \(star) scrolled off the ending \(page)")
        #expect(title.y >= star.y + star.height, "the title \(title) under the star \(star)")
      }
      SmallEnding.expectTextClear(
        of: try #require(shown.endingPlayAgain), on: page, in: shown)
      #expect(
        title.y + title.height <= page.y + page.height,
        "the title \(title) inside the ending \(page)")
      #expect(shown.endingLines.first == "Game over!", "\(shown.endingLines)")
      #expect(shown.cutLabels == [], "cut short at 500 × 420")
    }
  }
}

import CardGames
import Foundation
import Memorize
import Testing

extension WindowTests {
  /// Four seats at 500 × 420: the header, two lines of counters and two lines of seats left the
  /// board 124 px, and its 16 cards were 38 px wide. Short of room, the seats show their short
  /// forms in one row ("Ana: 0·0") and the counters keep the time alone: the cards were 54 px,
  /// and with the page packed (its rows closer, its buttons lower) they are 56 px.
  @Suite("Four seats in a short window")
  struct ShortWindowSeats {
    static let names = ["Ana", "Ben", "Cy", "Di"]
    /// How wide a race of four's cards are at 500 × 420 at least.
    static let raceCardWidth = 51

    /// Packed (the rows around the board 4 px apart, their buttons and seats lower: `.packed`),
    /// the board has more room still: 16 cards were 54 px wide, now 56 px (as wide as the window
    /// lets 8 to a row be); 24 cards lay 12 × 2 at 37 px, and lie 8 × 3 at 42 px.
    @Test(arguments: [(8, 56, [8, 8]), (12, 42, [8, 8, 8])])
    func theBoardHasTheRoomAt500By420(pairs: Int, cardWidth: Int, rows: [Int]) throws {
      let app = try RunningApp(
        ["--seed", "3", "--theme", "Halloween", "--pairs", "\(pairs)", "--players"]
          + [Self.names.joined(separator: ",")])
      _ = try app.layout { $0.cards.count == pairs * 2 && $0.seats.count == 4 }
      try app.resize(width: 500, height: 420)
      let shown = try app.layout {
        $0.width == 490 && $0.height == 410 && $0.isSettled && $0.seatLines.count == 4
          && $0.counters.count == 1
      }
      let perRow = Dictionary(grouping: shown.cards, by: \.y).sorted { $0.key < $1.key }
        .map(\.value.count)
      #expect(perRow == rows)
      #expect(shown.cards.allSatisfy { $0.width >= cardWidth }, "\(shown.cards.map(\.width))")
      // Every card above the status line: none needs the page scrolled.
      let status = try #require(shown.status)
      #expect(shown.cards.allSatisfy { $0.y + $0.height <= status.y }, "\(shown.cards)")
      // One row of seats, each in its short form, the one to move marked.
      #expect(Set(shown.seats.map(\.y)).count == 1, "\(shown.seats)")
      let lines = (0..<4).map { shown.seatLines[$0] ?? [] }
      #expect(lines == [["▶ Ana: 0·0"], ["Ben: 0·0"], ["Cy: 0·0"], ["Di: 0·0"]])
      // The counters keep the time; the seats say each tally.
      #expect(shown.counters.map(\.label) == [Phrases.time])
    }

    /// Where there is room, the seats read in full and the counters keep every tally; a
    /// window made tall again gives them back.
    @Test func theSeatsReadInFullWhereThereIsRoom() throws {
      let app = try RunningApp(
        ["--seed", "3", "--theme", "Halloween", "--players", Self.names.joined(separator: ",")])
      let wide = try app.layout { $0.cards.count == 16 && $0.seatLines.count == 4 && $0.isSettled }
      #expect(wide.seatLines[1] == [Phrases.standing(Player(name: "Ben"))])
      #expect(wide.counters.count == 5)
      try app.resize(width: 500, height: 420)
      _ = try app.layout { $0.width == 490 && $0.isSettled && $0.counters.count == 1 }
      try app.resize(width: 500, height: 700)
      let tall = try app.layout {
        $0.width == 490 && $0.height == 690 && $0.isSettled && $0.counters.count == 5
      }
      #expect(tall.seatLines[1] == [Phrases.standing(Player(name: "Ben"))])
      #expect(tall.counters.map(\.label) == wide.counters.map(\.label))
    }

    /// Issue 23 (win-56): short of room, a seat's "Ana: 0·0" said no unit anywhere on screen.
    /// Pointed at, each seat in its short form shows its full form in a tooltip, the view
    /// model's words ("Ben · 0 pairs · 0 pts"); in full, a seat has none.
    @Test func aShortSeatShowsItsFullFormInATooltip() throws {
      let app = try RunningApp(
        ["--seed", "3", "--theme", "Halloween", "--players", Self.names.joined(separator: ",")])
      let wide = try app.layout { $0.cards.count == 16 && $0.seatLines.count == 4 && $0.isSettled }
      #expect(!wide.tooltips.contains { tip in wide.seats.contains(tip.rect) }, "\(wide.tooltips)")
      try app.resize(width: 500, height: 420)
      let shown = try app.layout {
        $0.width == 490 && $0.isSettled && $0.counters.count == 1 && $0.seatLines.count == 4
      }
      #expect(shown.seatLines[1] == ["Ben: 0·0"])
      let full = Self.names.map { Phrases.standing(Player(name: $0)) }
      for (index, seat) in shown.seats.enumerated() {
        let tips = shown.tooltips.filter { $0.rect == seat }.map(\.text)
        #expect(tips == [full[index]], "seat \(index) at \(seat): \(shown.tooltips)")
      }
      let hovered = try #require(try WindowTests.Tooltips.tooltip(of: app, over: shown.seats[1]))
      #expect(hovered.width > 0, "a tooltip shows over Ben's seat")
      try app.key("ctrl+q")
      #expect(app.waitForExit() == 0)
    }

    /// Issue 23 (win-56): short of room, the counters keep the time alone, and a screen reader
    /// read their cells as they were: the seats' tallies ("Ana: 0 pairs, 0 points" in the
    /// time's cell and the hidden ones), never the time. Through AT-SPI the counters are the
    /// time's cell alone, named with its unit.
    @Test func aShortWindowsCountersReadAsShown() throws {
      let app = try RunningApp(
        ["--seed", "3", "--theme", "Halloween", "--players", Self.names.joined(separator: ",")],
        environment: ["GTK_A11Y": "atspi"])
      _ = try app.layout { $0.cards.count == 16 && $0.seatLines.count == 4 && $0.isSettled }
      try app.resize(width: 500, height: 420)
      let shown = try app.layout {
        $0.width == 490 && $0.isSettled && $0.counters.count == 1 && $0.seatLines.count == 4
      }
      let time = try #require(shown.counters.first)
      #expect(time.label == Phrases.time)
      let probe = try Probe(appName: "Memorize", steps: ["dump"])
      #expect(probe.errors.isEmpty, "\(probe.errors)")
      let tree = try #require(probe.dumps.first)
      let cells = tree.nodes.filter { $0.role == "table cell" }.map(\.name)
      #expect(cells == [Phrases.statusItem(label: time.label, value: time.value)], "\(cells)")
      try app.key("ctrl+q")
      #expect(app.waitForExit() == 0)
    }

    /// A race of four at 500 × 420: its people's buttons and the controls under the board
    /// left it 136 px, and its 12 cards were 42 px wide. Packed closer where the window is
    /// short, and the buttons lower, the rows give the board their room: the cards are 51 px
    /// wide; at 1100 × 760 they keep their size (167 px).
    @Test func aRaceOfFourHasTheRoomAt500By420() throws {
      let app = try RunningApp(
        ["--game", "set", "--seed", "3", "--players", Self.names.joined(separator: ",")])
      let wide = try app.layout { $0.setCards.count == 12 && $0.isSettled }
      #expect(wide.setCards.allSatisfy { $0.rect.width >= 167 }, "\(wide.setCards.map { $0.rect })")
      try app.resize(width: 500, height: 420)
      let shown = try app.layout {
        $0.width == 490 && $0.height == 410 && $0.isSettled && $0.setCards.count == 12
          && ($0.setCards.first?.rect.width ?? 0) >= Self.raceCardWidth
      }
      #expect(
        shown.setCards.allSatisfy { $0.rect.width >= Self.raceCardWidth },
        "\(shown.setCards.map { $0.rect })")
      try app.key("ctrl+q")
      #expect(app.waitForExit() == 0)
    }

    /// Four players' ending at 500 × 420 read its first lines and scrolled for its best. On a
    /// short page the ending has the seats' row and the status line's room too (it lists every
    /// seat's score itself): every line of it lies on the page, shown without scrolling, above
    /// Play Again, in English and in Chinese.
    @Test(arguments: ["en", "zh_CN"])
    func fourPlayersEndingReadsWithoutScrolling(language: String) throws {
      let home = try homeWhereGameIsOver(.memorize, people: 4)
      let app = try RunningApp(["--language", language], home: home)
      _ = try app.layout { $0.memorizeEnding != nil }
      try app.resize(width: 500, height: 420)
      let shown = try app.layout {
        $0.width == 490 && $0.height == 410 && $0.isSettled && $0.memorizeEnding != nil
          && $0.endingPlayAgain != nil && $0.endingPage != nil && $0.players == nil
      }
      let button = try #require(shown.endingPlayAgain)
      let page = try #require(shown.endingPage)
      #expect(shown.endingScroll == 0)
      #expect(shown.endingTexts.count >= 2, "\(shown.endingTexts)")
      for text in shown.endingTexts {
        #expect(
          text.y >= page.y && text.y + text.height <= page.y + page.height
            && text.y + text.height <= button.y,
          "words \(text) on the page \(page), shown without scrolling, above \(button)")
      }
      try app.key("ctrl+q")
      #expect(app.waitForExit() == 0)
    }
  }
}

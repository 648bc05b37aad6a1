import CardGames
import Foundation
import Memorize
import Testing

extension WindowTests {
  /// Four seats at 500 × 420: the header, two lines of counters and two lines of seats left the
  /// board 124 px, and its 16 cards were 38 px wide. Short of room, the seats show their short
  /// forms in one row ("Ana: 0·0") and the counters keep the time alone: the cards are 54 px.
  @Suite("Four seats in a short window")
  struct ShortWindowSeats {
    static let names = ["Ana", "Ben", "Cy", "Di"]

    /// 24 cards lie 12 × 2 at 37 px, as before: 12 to a row is as wide as the window lets them
    /// be (8 × 3 would give 36 px).
    @Test(arguments: [(8, 54, [8, 8]), (12, 37, [12, 12])])
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
  }
}

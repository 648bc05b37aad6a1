import Foundation
import Memorize
import Testing

extension WindowTests {
  /// Issue 23 (a stranger's play-test under Xvfb): four seats' chips in a small window.
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
  }
}

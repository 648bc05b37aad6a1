import TerminalKit
import Testing

@testable import MemorizeTerminal

@Suite("Card grid: the biggest cards, in balanced rows")
struct CardGridLayoutTests {
  /// How many cards each row holds, top to bottom.
  static func rowCounts(_ layout: CardGridLayout) -> [Int] {
    var counts: [Int: Int] = [:]
    for frame in layout.frames { counts[frame.y, default: 0] += 1 }
    return counts.keys.sorted().compactMap { counts[$0] }
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var count: Int
    var width: Int
    var height: Int
    var rows: [Int]
    var card: TerminalSize
    var testDescription: String { "\(count) cards in \(width)×\(height)" }
  }

  @Test(arguments: [
    // The 80×24 board of an 8-pair game: 8 + 8 at full size, not 7 + 7 + 2.
    Case(count: 16, width: 80, height: 21, rows: [8, 8], card: TerminalSize(width: 8, height: 6)),
    Case(
      count: 16, width: 200, height: 57, rows: [8, 8], card: TerminalSize(width: 21, height: 16)),
    // 5 + 3 would be as big; 4 + 4 is balanced.
    Case(count: 8, width: 80, height: 21, rows: [4, 4], card: TerminalSize(width: 13, height: 10)),
    // 7 + 7 + 1 before: three rows of five at the same size.
    Case(
      count: 15, width: 80, height: 21, rows: [5, 5, 5], card: TerminalSize(width: 8, height: 6)),
    // 9 + 9 + 2 before; 7 + 7 + 6 is as big with no lonely tail.
    Case(
      count: 20, width: 80, height: 21, rows: [7, 7, 6], card: TerminalSize(width: 8, height: 6)),
    Case(count: 12, width: 80, height: 21, rows: [6, 6], card: TerminalSize(width: 12, height: 9)),
    // The 40×15 board of 13 pairs, and the same with a notice line under it: the smallest
    // cards side by side in three rows rather than four rows out of the bottom of the board.
    Case(
      count: 26, width: 40, height: 12, rows: [7, 7, 7, 5], card: TerminalSize(width: 4, height: 3)),
    Case(
      count: 26, width: 40, height: 11, rows: [9, 9, 8], card: TerminalSize(width: 4, height: 3)),
  ])
  func balancedGrids(_ row: Case) {
    let layout = CardGridLayout(
      count: row.count, in: Rect(x: 0, y: 1, width: row.width, height: row.height))
    #expect(Self.rowCounts(layout) == row.rows)
    #expect(layout.cardSize == row.card)
  }

  @Test func aBalancedGridMayCostLittleSizeButNotMuch() {
    let wide = CardGridLayout.Candidate(
      columns: 7, size: TerminalSize(width: 13, height: 10), emptySlots: 5, fit: 0)
    let balancedAndNearlyAsBig = CardGridLayout.Candidate(
      columns: 4, size: TerminalSize(width: 12, height: 9), emptySlots: 0, fit: 0.5)
    let balancedButSmall = CardGridLayout.Candidate(
      columns: 4, size: TerminalSize(width: 11, height: 8), emptySlots: 0, fit: 0.5)
    #expect(CardGridLayout.choose(from: [wide, balancedAndNearlyAsBig]) == balancedAndNearlyAsBig)
    #expect(CardGridLayout.choose(from: [wide, balancedButSmall]) == wide)
  }

  @Test func everyCardIsInsideTheAreaAndNoTwoOverlap() {
    for count in 1...40 {
      // 40×11 and 40×8: the board at 40×15 and 40×12 with a notice line under it.
      for (width, height) in [(80, 21), (40, 12), (40, 11), (40, 8), (200, 57), (100, 30)] {
        let area = Rect(x: 0, y: 1, width: width, height: height)
        let layout = CardGridLayout(count: count, in: area)
        #expect(layout.frames.count == count)
        // More of the smallest cards than the area holds even side by side: some must be cut.
        guard count <= (width / 4) * (height / 3) else { continue }
        for (index, frame) in layout.frames.enumerated() {
          #expect(frame.x >= area.x && frame.x + frame.width <= area.x + area.width)
          #expect(frame.y >= area.y && frame.y + frame.height <= area.y + area.height)
          for other in layout.frames[(index + 1)...] {
            let apart =
              frame.x + frame.width <= other.x || other.x + other.width <= frame.x
              || frame.y + frame.height <= other.y || other.y + other.height <= frame.y
            #expect(apart, "\(count) cards in \(width)×\(height)")
          }
        }
        let rows = Self.rowCounts(layout)
        if rows.count > 1, let last = rows.last, let first = rows.first {
          #expect(last * 2 >= first || count < 4, "lonely last row: \(rows) in \(width)×\(height)")
        }
      }
    }
  }
}

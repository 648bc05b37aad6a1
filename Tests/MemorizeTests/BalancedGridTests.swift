import Memorize
import Testing

struct BalancedGridTests {
  /// 16 cards: 6 + 6 + 4 (three rows, two empty places) against 8 × 2 and 4 × 4.
  static func option(_ columns: Int, height: Double, mismatch: Double = 0) -> BalancedGrid.Option {
    let rows = (16 + columns - 1) / columns
    return BalancedGrid.Option(
      columns: columns, emptySlots: rows * columns - 16, cardHeight: height, mismatch: mismatch)
  }

  @Test func aBalancedGridThatLosesLittleHeightWins() {
    let sixSixFour = Self.option(6, height: 200)
    let eightByTwo = Self.option(8, height: 187)
    #expect(BalancedGrid.choose(from: [sixSixFour, eightByTwo]) == eightByTwo)
  }

  @Test func aBalancedGridThatLosesMoreThanTheAllowanceLoses() {
    let sixSixFour = Self.option(6, height: 200)
    let eightByTwo = Self.option(8, height: 169)
    #expect(BalancedGrid.choose(from: [sixSixFour, eightByTwo]) == sixSixFour)
  }

  @Test func aLonelyLastRowGivesWayBeforeFewerEmptyPlacesCount() {
    // 7 + 7 + 2 leaves five places empty and its last row lonely; 5 + 5 + 5 + 1 only four.
    let sevenSevenTwo = Self.option(7, height: 200)
    let fiveFiveFiveOne = Self.option(5, height: 190)
    let sixSixFour = Self.option(6, height: 180)
    #expect(sevenSevenTwo.hasLonelyLastRow && fiveFiveFiveOne.hasLonelyLastRow)
    #expect(!sixSixFour.hasLonelyLastRow)
    #expect(
      BalancedGrid.choose(from: [sevenSevenTwo, fiveFiveFiveOne, sixSixFour]) == sixSixFour)
  }

  @Test func equalHeightsAndGapsGoToTheBetterShape() {
    let eightByTwo = Self.option(8, height: 150, mismatch: 0.4)
    let fourByFour = Self.option(4, height: 150, mismatch: 0.1)
    #expect(BalancedGrid.choose(from: [eightByTwo, fourByFour]) == fourByFour)
  }

  @Test func noOptionsChooseNothing() {
    #expect(BalancedGrid.choose(from: []) == nil)
  }
}

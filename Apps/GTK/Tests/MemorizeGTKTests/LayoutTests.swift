import MemorizeGTK
import Testing

struct CardGridTests {
  @Test(arguments: [(16, 800.0, 700.0), (24, 1000.0, 500.0), (12, 400.0, 900.0), (3, 900.0, 300.0)])
  func cardsKeepTheirShapeAndFitWithoutOverlapping(count: Int, width: Double, height: Double) {
    let frames = CardGrid().frames(for: count, width: width, height: height)
    #expect(frames.count == count)
    for frame in frames {
      #expect(abs(frame.width / frame.height - 2.0 / 3.0) < 0.02)
      #expect(frame.x >= 0 && frame.y >= 0)
      #expect(frame.x + frame.width <= width && frame.y + frame.height <= height)
    }
    for (index, frame) in frames.enumerated() {
      for other in frames[(index + 1)...] {
        let apart =
          frame.x + frame.width <= other.x || other.x + other.width <= frame.x
          || frame.y + frame.height <= other.y || other.y + other.height <= frame.y
        #expect(apart)
      }
    }
  }

  @Test func aWideBoardUsesMoreColumnsThanATallOne() {
    let grid = CardGrid()
    #expect(
      grid.columns(for: 16, width: 1200, height: 400)
        > grid.columns(for: 16, width: 400, height: 1200))
  }

  /// Issue 12, item 3: 16 cards are 6 + 6 + 4 at their very biggest in 1000 × 600 and 800 × 700,
  /// but 8 × 2 and 4 × 4 lose little of that and leave no row short (`BalancedGrid`, as in the
  /// terminal).
  @Test(arguments: [(1000.0, 600.0, 8), (800.0, 700.0, 4)])
  func aBalancedGridWinsWhenItsCardsLoseLittle(width: Double, height: Double, columns: Int) {
    #expect(CardGrid().columns(for: 16, width: width, height: height) == columns)
    let frames = CardGrid().frames(for: 16, width: width, height: height)
    #expect(Set(frames.map(\.y)).count == 16 / columns)
  }

  /// Issue 23: beside the theme list and under a players row (a board about 790 × 560 at the
  /// window's standard size), 16 cards lay 6 + 6 + 4 because 8 × 2 lost 21 % of the card
  /// height; the window takes a grid with every row full when it loses at most a quarter.
  @Test func aBoardUnderAPlayersRowHasNoShortRow() {
    let columns = CardGrid().columns(for: 16, width: 790, height: 560)
    #expect(columns == 8)
  }

  /// Issue 23: full rows where they cost little, the biggest cards where room is scarce. The
  /// boards of the window measured under Xvfb (the window's size, then how many seats): each
  /// lies in exactly these rows. At 600 × 704 under four seats, 8 × 2 gave cards 67 px wide
  /// where 6 + 6 + 4 gives 89 px.
  @Test(arguments: [
    (801.0, 591.0, [4, 4, 4, 4]),  // 1100 × 760, no seats
    (801.0, 559.0, [8, 8]),  // 1100 × 760, two or four seats
    (1621.0, 911.0, [8, 8]),  // 1920 × 1080, no seats
    (1621.0, 879.0, [8, 8]),  // 1920 × 1080, two or four seats
    (590.0, 586.0, [4, 4, 4, 4]),  // 600 × 800, no seats
    (590.0, 554.0, [4, 4, 4, 4]),  // 600 × 800, two seats
    (590.0, 526.0, [4, 4, 4, 4]),  // 600 × 800, four seats on two lines
    (590.0, 430.0, [6, 6, 4]),  // 600 × 704, four seats on two lines
    (490.0, 206.0, [8, 8]),  // 500 × 420, no seats
    (490.0, 174.0, [8, 8]),  // 500 × 420, two seats
    (490.0, 124.0, [8, 8]),  // 500 × 420, four seats on two lines
  ])
  func fullRowsWhereTheyCostLittleTheBiggestCardsWhereRoomIsScarce(
    width: Double, height: Double, rows: [Int]
  ) {
    let frames = CardGrid().frames(for: 16, width: width, height: height)
    let perRow = Dictionary(grouping: frames, by: \.y).sorted { $0.key < $1.key }.map(\.value.count)
    #expect(perRow == rows)
  }

  /// Where full rows would give cards narrower than the window's roomy width, the biggest cards
  /// win even when full rows lose under a quarter of their height.
  @Test func fullRowsNeverGiveCardsNarrowerThanTheRoomyWidth() {
    let grid = CardGrid()
    let columns = grid.columns(for: 16, width: 590, height: 430)
    let width = grid.frames(for: 16, width: 590, height: 430)[0].width
    #expect(columns == 6)
    #expect(width == 89)
  }

  /// A balanced grid that costs too much size loses: 7 cards in a wide strip stay in one row.
  @Test func aBalancedGridThatCostsTooMuchLoses() {
    #expect(CardGrid().columns(for: 7, width: 1400, height: 300) == 7)
  }

  @Test func cardsGrowWithTheWindow() {
    let small = CardGrid().frames(for: 16, width: 600, height: 500)[0]
    let large = CardGrid().frames(for: 16, width: 1200, height: 1000)[0]
    #expect(large.width > small.width * 1.8)
  }

  @Test func noCardsOrNoSpaceGivesNoFrames() {
    #expect(CardGrid().frames(for: 0, width: 500, height: 500).isEmpty)
    #expect(CardGrid().frames(for: 4, width: 0, height: 500).isEmpty)
  }
}

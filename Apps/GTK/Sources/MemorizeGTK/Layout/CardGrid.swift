import Glibc
import Memorize

/// Where cards go on a board: the grid that keeps every card as large as possible at a fixed
/// shape, centred in the space — or a balanced one nearly as large (``BalancedGrid``).
///
/// The course's `AspectVGrid`: the card shape is fixed (about 2:3) and the number of columns is
/// whatever makes cards biggest, so the board scales with the window; but 16 cards lie 8 × 2
/// rather than 6 + 6 + 4 when their cards lose little, by the rule the terminal uses, and in
/// full rows where the window has room to spare (``columns(for:width:height:)``).
nonisolated public struct CardGrid: Equatable, Sendable {
  /// Card width over card height.
  public var aspectRatio: Double
  /// Space between cards and around the grid, as a fraction of a card's width.
  public var spacingRatio: Double

  public init(aspectRatio: Double = 2.0 / 3.0, spacingRatio: Double = 0.08) {
    self.aspectRatio = aspectRatio
    self.spacingRatio = spacingRatio
  }

  /// The number of columns for `count` cards in `width` × `height`: the largest cards, unless a
  /// balanced grid is nearly as large (``BalancedGrid/choose(from:)``).
  public func columns(for count: Int, width: Double, height: Double) -> Int {
    guard count > 0, width > 0, height > 0 else { return 1 }
    let options = (1...count).map { columns in
      let rows = (count + columns - 1) / columns
      let cardWidth = self.cardWidth(count: count, columns: columns, width: width, height: height)
      let gap = cardWidth * spacingRatio
      let gridWidth = Double(columns) * (cardWidth + gap) + gap
      let gridHeight = Double(rows) * (cardWidth / aspectRatio + gap) + gap
      return BalancedGrid.Option(
        columns: columns, emptySlots: rows * columns - count,
        cardHeight: cardWidth / aspectRatio,
        mismatch: abs(log((gridWidth / gridHeight) / (width / height))))
    }
    guard let chosen = BalancedGrid.choose(from: options) else { return 1 }
    // Even full rows where they cost little, the biggest cards where room is scarce. A short
    // last row (6 + 6 + 4) stands out on a board beside a theme list and under a row of seats,
    // so the window takes the grid with every row full and the biggest cards among those whose
    // cards keep at least three quarters of the chosen height (`fullRowsAllowance`) and stay
    // at least `roomyCardWidth` wide. Below that width every pixel of a card counts more than
    // a tidy last row, and the shared rule's choice stands. 16 cards at 1100 × 760 lie 4 × 4
    // at 92 px (6 + 6 + 4 would give 122 px), and 8 × 2 at 91 px under a row of seats (4 × 4
    // would give 87 px); at 600 × 704 under four seats they lie 6 + 6 + 4 at 89 px, where 8 × 2
    // would give 67 px.
    guard chosen.emptySlots > 0 else { return chosen.columns }
    let full = options.filter {
      $0.emptySlots == 0 && $0.cardHeight >= chosen.cardHeight * (1 - Self.fullRowsAllowance)
        && $0.cardHeight * aspectRatio >= Self.roomyCardWidth
    }
    return full.max { $0.cardHeight < $1.cardHeight }?.columns ?? chosen.columns
  }

  /// The share of card height a grid with every row full may give up in the window.
  static let fullRowsAllowance = 0.25

  /// The narrowest card, in pixels, a grid with every row full may give: a card that shows its
  /// face large enough to tell at a glance. Narrower, the board has no room to spare.
  static let roomyCardWidth = 80.0

  /// The rectangle of each of `count` cards, in reading order, centred in `width` × `height`.
  public func frames(for count: Int, width: Double, height: Double) -> [Rect] {
    guard count > 0, width > 0, height > 0 else { return [] }
    let columns = self.columns(for: count, width: width, height: height)
    let rows = (count + columns - 1) / columns
    let cardWidth = max(
      1, self.cardWidth(count: count, columns: columns, width: width, height: height))
    let cardHeight = cardWidth / aspectRatio
    let gap = cardWidth * spacingRatio
    let gridWidth = Double(columns) * cardWidth + Double(columns - 1) * gap
    let gridHeight = Double(rows) * cardHeight + Double(rows - 1) * gap
    let left = (width - gridWidth) / 2
    let top = (height - gridHeight) / 2
    return (0..<count).map { index in
      let (row, column) = index.quotientAndRemainder(dividingBy: columns)
      return Rect(
        x: (left + Double(column) * (cardWidth + gap)).rounded(),
        y: (top + Double(row) * (cardHeight + gap)).rounded(),
        width: cardWidth.rounded(.down), height: cardHeight.rounded(.down))
    }
  }

  /// The card width that fits `columns` columns, with a gap between cards and a margin of one gap.
  private func cardWidth(count: Int, columns: Int, width: Double, height: Double) -> Double {
    let rows = Double((count + columns - 1) / columns)
    let columnCount = Double(columns)
    // width = columns·w + (columns + 1)·gap·w, and the same for rows with h = w / aspect.
    let byWidth = width / (columnCount + (columnCount + 1) * spacingRatio)
    let byHeight = height / (rows / aspectRatio + (rows + 1) * spacingRatio)
    return min(byWidth, byHeight)
  }
}

import Glibc
import Memorize

/// Where cards go on a board: the grid that keeps every card as large as possible at a fixed
/// shape, centred in the space — or a balanced one nearly as large (``BalancedGrid``).
///
/// The course's `AspectVGrid`: the card shape is fixed (about 2:3) and the number of columns is
/// whatever makes cards biggest, so the board scales with the window; but 16 cards lie 8 × 2
/// rather than 6 + 6 + 4 when their cards lose little, by the rule the terminal uses.
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
    // A short last row (6 + 6 + 4) stands out on a board beside a theme list and under a
    // players row: the window takes a grid with every row full while its cards keep at least
    // `fullRowsAllowance` of the chosen height.
    guard chosen.emptySlots > 0 else { return chosen.columns }
    let full = options.filter {
      $0.emptySlots == 0 && $0.cardHeight >= chosen.cardHeight * (1 - Self.fullRowsAllowance)
    }
    return full.max { $0.cardHeight < $1.cardHeight }?.columns ?? chosen.columns
  }

  /// The share of card height a grid with every row full may give up in the window.
  static let fullRowsAllowance = 0.25

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

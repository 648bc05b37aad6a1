/// How a board chooses its grid of cards, the same rule in the terminal and in the window: the
/// biggest cards, unless a balanced grid (4 × 4 or 8 × 2 rather than 6 + 6 + 4) gives cards
/// nearly as big.
///
/// Each face measures its own options (cells or pixels, its gaps and margins); this picks one.
public enum BalancedGrid {
  /// The share of card height a grid may give up to be balanced (no lonely last row, fewer gaps).
  public static let allowance = 0.15

  /// One way to lay the cards out: a column count and what it gives.
  public struct Option: Equatable, Sendable {
    /// How many cards a row holds.
    public var columns: Int
    /// Places left empty in the last row.
    public var emptySlots: Int
    /// The card height this grid allows, in the face's own unit.
    public var cardHeight: Double
    /// How far the grid's shape is from the area's (smaller fills it better).
    public var mismatch: Double

    /// Whether the last row holds fewer than half a row of cards: a lonely tail.
    public var hasLonelyLastRow: Bool { (columns - emptySlots) * 2 < columns }

    /// One way to lay the cards out.
    ///
    /// - Parameters:
    ///   - columns: How many cards a row holds.
    ///   - emptySlots: Places left empty in the last row.
    ///   - cardHeight: The card height this grid allows, in the face's own unit.
    ///   - mismatch: How far the grid's shape is from the area's (smaller fills it better).
    public init(columns: Int, emptySlots: Int, cardHeight: Double, mismatch: Double) {
      self.columns = columns
      self.emptySlots = emptySlots
      self.cardHeight = cardHeight
      self.mismatch = mismatch
    }
  }

  /// The biggest cards, unless a grid with a fuller last row is nearly as big: among the options
  /// whose cards lose at most ``allowance`` of the biggest height, no lonely last row first,
  /// then fewest empty places, then the biggest cards, then the shape that best fills the area.
  ///
  /// - Parameter options: Every grid the face can draw.
  /// - Returns: The grid to draw, or `nil` when there are no options.
  public static func choose(from options: [Option]) -> Option? {
    guard let tallest = options.map(\.cardHeight).max() else { return nil }
    let floor = tallest * (1 - allowance)
    return options.filter { $0.cardHeight >= floor }.min { first, second in
      if first.hasLonelyLastRow != second.hasLonelyLastRow { return !first.hasLonelyLastRow }
      if first.emptySlots != second.emptySlots { return first.emptySlots < second.emptySlots }
      if first.cardHeight != second.cardHeight { return first.cardHeight > second.cardHeight }
      return first.mismatch < second.mismatch
    }
  }
}

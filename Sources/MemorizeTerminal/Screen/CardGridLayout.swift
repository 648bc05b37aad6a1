import FoundationEssentials
import Glibc
import Memorize
import TerminalKit

/// Lays out `count` cards of a fixed look in a rectangle, as large as they fit.
///
/// Terminal cells are about twice as tall as wide, so a card `w` cells wide and `h` rows tall
/// looks `w : 2h`; a 2:3 card is therefore about `4h/3` cells wide. Every column count is tried
/// and the one giving the biggest cards wins (the course's aspect-ratio grid, in cells) — unless a
/// balanced grid (4 × 4 or 8 × 2 rather than 7 + 7 + 2) gives cards nearly as big: the rule the
/// window shares, `BalancedGrid`.
public struct CardGridLayout: Equatable, Sendable {
  /// Where each card goes, in order.
  public let frames: [Rect]
  /// How many cards a row holds (for moving focus up and down).
  public let columns: Int
  public let cardSize: TerminalSize

  /// The smallest card that still shows a two-column emoji inside a border.
  public static let minimumCardSize = TerminalSize(width: 4, height: 3)

  /// One way to lay the cards out: a column count and the card size it allows.
  struct Candidate: Equatable, Sendable {
    var columns: Int
    var size: TerminalSize
    /// Places left empty in the last row.
    var emptySlots: Int
    /// How far the grid's shape is from the area's (smaller fills it better).
    var fit: Double

    /// The same grid as the shared rule sees it.
    var option: BalancedGrid.Option {
      BalancedGrid.Option(
        columns: columns, emptySlots: emptySlots, cardHeight: Double(size.height), mismatch: fit)
    }
  }

  /// The share of card height a grid may give up to be balanced (`BalancedGrid.allowance`).
  static let balanceAllowance = BalancedGrid.allowance

  /// The candidate the shared rule chooses (`BalancedGrid.choose(from:)`): the biggest cards,
  /// unless a grid with a fuller last row is nearly as big.
  static func choose(from candidates: [Candidate]) -> Candidate? {
    guard let best = BalancedGrid.choose(from: candidates.map(\.option)) else { return nil }
    return candidates.first { $0.option == best }
  }

  /// How far a grid's shape is from the area's, as the distance of the log of their ratios.
  private static func shapeMismatch(columns: Int, rows: Int, card: TerminalSize, area: Rect)
    -> Double
  {
    let gridWidth = Double(columns * (card.width + 1))
    let gridHeight = Double(rows * (card.height + 1))
    return abs(log((gridWidth / gridHeight) / (Double(area.width) / Double(area.height))))
  }

  /// Nothing fits at full look: the columns of the smallest cards, so that every row fits the
  /// area's height — with a gap between cards if they fit so, else side by side — and the fewest
  /// columns that do (the rows fullest). When even the widest row leaves too many rows, as many
  /// columns as the width holds.
  static func smallestCardColumns(count: Int, in area: Rect) -> Int {
    let card = minimumCardSize
    let rowsThatFit = max(1, area.height / card.height)
    let fewest = (count + rowsThatFit - 1) / rowsThatFit
    let withGaps = (area.width + 1) / (card.width + 1)
    let sideBySide = area.width / card.width
    for widest in [withGaps, sideBySide] where fewest <= widest {
      // The fewest columns that take the rows the height holds, balanced over those rows.
      let rows = (count + fewest - 1) / fewest
      return max(1, (count + rows - 1) / rows)
    }
    return max(1, min(count, sideBySide))
  }

  /// The card for `columns` when nothing fits at full look: the smallest card's height, and as
  /// wide as its look asks where the row has room (a sideways Set card keeps room for its
  /// symbols and colour mark), never narrower than the smallest card.
  static func smallestCard(columns: Int, in area: Rect, aspect: Double) -> TerminalSize {
    let card = minimumCardSize
    let widthEach = (area.width - (columns - 1)) / max(1, columns)
    let looks = Int((Double(card.height) * aspect).rounded())
    return TerminalSize(width: max(card.width, min(looks, widthEach)), height: card.height)
  }

  /// - Parameter aspect: card width in cells per row of height (4/3 gives a 2:3 look).
  public init(count: Int, in area: Rect, aspect: Double = 4.0 / 3.0, maximumHeight: Int = 16) {
    guard count > 0, area.width > 0, area.height > 0 else {
      frames = []
      columns = 1
      cardSize = Self.minimumCardSize
      return
    }
    var candidates: [Candidate] = []
    for columns in 1...count {
      let rows = (count + columns - 1) / columns
      let gapX = columns > 1 ? 1 : 0
      let gapY = rows > 1 && area.height >= rows * 4 ? 1 : 0
      let widthEach = (area.width - gapX * (columns - 1)) / columns
      let heightEach = (area.height - gapY * (rows - 1)) / rows
      var height = min(heightEach, maximumHeight, Int(Double(widthEach) / aspect))
      height = max(height, 0)
      var width = Int((Double(height) * aspect).rounded())
      width = min(width, widthEach)
      guard height >= Self.minimumCardSize.height, width >= Self.minimumCardSize.width else {
        continue
      }
      let size = TerminalSize(width: width, height: height)
      candidates.append(
        Candidate(
          columns: columns, size: size, emptySlots: rows * columns - count,
          fit: Self.shapeMismatch(columns: columns, rows: rows, card: size, area: area)))
    }
    let best = Self.choose(from: candidates)
    let columns = best?.columns ?? Self.smallestCardColumns(count: count, in: area)
    let cardSize = best?.size ?? Self.smallestCard(columns: columns, in: area, aspect: aspect)
    self.columns = columns
    self.cardSize = cardSize
    let rows = (count + columns - 1) / columns
    // Cards side by side without a gap only where the smallest cards would not fit with one.
    let gapX = columns > 1 && columns * (cardSize.width + 1) - 1 <= area.width ? 1 : 0
    let gapY = rows > 1 && area.height >= rows * (cardSize.height + 1) - 1 ? 1 : 0
    let gridWidth = columns * cardSize.width + gapX * (columns - 1)
    let gridHeight = rows * cardSize.height + gapY * (rows - 1)
    let originX = area.x + max(0, (area.width - gridWidth) / 2)
    let originY = area.y + max(0, (area.height - gridHeight) / 2)
    frames = (0..<count).map { index in
      Rect(
        x: originX + (index % columns) * (cardSize.width + gapX),
        y: originY + (index / columns) * (cardSize.height + gapY),
        width: cardSize.width, height: cardSize.height)
    }
  }
}

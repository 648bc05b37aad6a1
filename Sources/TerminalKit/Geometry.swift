/// The size of a terminal or a buffer, in character cells.
public struct TerminalSize: Sendable, Hashable, CustomStringConvertible {
  /// Number of columns.
  public var width: Int
  /// Number of rows.
  public var height: Int

  /// Creates a size; negative values are treated as zero so a size is never nonsense.
  public init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// The size used when the terminal cannot be asked (the VT100 default).
  public static let fallback = TerminalSize(width: 80, height: 24)

  public var description: String { "\(width)x\(height)" }
}

/// A position on the screen, in cells; (0, 0) is the top-left corner.
public struct Point: Sendable, Hashable {
  /// Column, 0-based.
  public var x: Int
  /// Row, 0-based.
  public var y: Int

  /// Creates a point.
  public init(x: Int, y: Int) {
    self.x = x
    self.y = y
  }
}

/// A rectangle of cells: columns `x..<x+width`, rows `y..<y+height`.
public struct Rect: Sendable, Hashable, CustomStringConvertible {
  /// Left column.
  public var x: Int
  /// Top row.
  public var y: Int
  /// Number of columns (never negative).
  public var width: Int
  /// Number of rows (never negative).
  public var height: Int

  /// Creates a rectangle; a negative width or height becomes zero (an empty rectangle).
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// The rectangle at the origin covering `size`.
  public init(size: TerminalSize) {
    self.init(x: 0, y: 0, width: size.width, height: size.height)
  }

  /// One past the rightmost column.
  public var maxX: Int { x + width }
  /// One past the bottom row.
  public var maxY: Int { y + height }
  /// Whether the rectangle holds no cells.
  public var isEmpty: Bool { width == 0 || height == 0 }
  /// The size of the rectangle.
  public var size: TerminalSize { TerminalSize(width: width, height: height) }

  /// Whether the cell at `point` lies inside.
  public func contains(_ point: Point) -> Bool {
    point.x >= x && point.x < maxX && point.y >= y && point.y < maxY
  }

  /// The overlap of two rectangles (empty when they do not meet).
  public func intersection(_ other: Rect) -> Rect {
    let left = max(x, other.x)
    let top = max(y, other.y)
    let right = min(maxX, other.maxX)
    let bottom = min(maxY, other.maxY)
    return Rect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// The rectangle shrunk by `amount` cells on every side (used for the inside of a box).
  public func inset(by amount: Int) -> Rect {
    Rect(x: x + amount, y: y + amount, width: width - 2 * amount, height: height - 2 * amount)
  }

  public var description: String { "(\(x),\(y) \(width)x\(height))" }
}

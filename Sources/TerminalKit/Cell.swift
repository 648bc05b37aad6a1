/// One character cell of the screen: a grapheme, its style, and how many columns it covers.
///
/// A two-column glyph lives in its left cell (`width == 2`); the cell to its right is a
/// continuation (`width == 0`, empty text) that belongs to it and is never drawn alone.
public struct Cell: Sendable, Hashable {
  /// The grapheme drawn here (already sanitized); empty for a continuation cell.
  public internal(set) var text: String {
    get { glyph.string }
    set { glyph = Glyph(newValue) }
  }
  /// The same grapheme, stored inline so copying and comparing cells costs no reference counting.
  var glyph: Glyph
  /// How the grapheme looks.
  public internal(set) var style: Style
  /// Columns covered: 1 for most text, 2 for wide glyphs, 0 for a continuation cell.
  public internal(set) var width: Int {
    get { Int(columns) }
    set { columns = UInt8(clamping: newValue) }
  }
  /// `width` in one byte: a cell is then 32 bytes, not 40, and the 12,000 cells of a 200×60
  /// frame (several frames are alive at once) take 96 KB less each.
  private var columns: UInt8

  /// Creates a cell as it is; `CellBuffer` keeps its own cells consistent, so this is for
  /// comparing (e.g. an in-memory terminal's screen) rather than drawing.
  public init(text: String, style: Style, width: Int) {
    self.glyph = Glyph(text)
    self.style = style
    self.columns = UInt8(clamping: width)
  }

  /// A one-column cell holding a space in `style`: what clearing leaves behind.
  public static func blank(_ style: Style = .plain) -> Cell {
    Cell(glyph: .space, style: style, width: 1)
  }

  /// The right half of a wide glyph.
  static func continuation(_ style: Style) -> Cell {
    Cell(glyph: .empty, style: style, width: 0)
  }

  init(glyph: Glyph, style: Style, width: Int) {
    self.glyph = glyph
    self.style = style
    self.columns = UInt8(clamping: width)
  }

  /// Whether this cell is the right half of a wide glyph.
  public var isContinuation: Bool { width == 0 }

  /// Cheapest checks first: the renderer compares every cell of every frame.
  public static func == (lhs: Cell, rhs: Cell) -> Bool {
    lhs.width == rhs.width && lhs.glyph == rhs.glyph && lhs.style == rhs.style
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(glyph)
    hasher.combine(style)
    hasher.combine(width)
  }
}

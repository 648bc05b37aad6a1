/// A screen's worth of cells that views draw into; the renderer turns it into bytes.
///
/// Every text-putting method sanitizes, measures display width and clips, so a view cannot
/// write a control character, split a wide glyph, or spill outside its rectangle:
/// - a wide glyph owns the cell to its right (a continuation cell);
/// - writing over either half of a wide glyph blanks the other half;
/// - a wide glyph that would cross the clip edge is not drawn; its one visible column is blanked.
public struct CellBuffer: Sendable, Hashable {
  /// Columns and rows.
  public let size: TerminalSize
  /// All cells, row by row.
  public private(set) var cells: [Cell]

  /// Creates a buffer of blank cells in `style`.
  public init(size: TerminalSize, style: Style = .plain) {
    self.size = size
    self.cells = Array(repeating: .blank(style), count: size.width * size.height)
  }

  /// Creates a buffer of blank cells.
  public init(width: Int, height: Int, style: Style = .plain) {
    self.init(size: TerminalSize(width: width, height: height), style: style)
  }

  /// Number of columns.
  public var width: Int { size.width }
  /// Number of rows.
  public var height: Int { size.height }
  /// The whole buffer as a rectangle.
  public var bounds: Rect { Rect(size: size) }

  /// The cell at column `x`, row `y` (both must be inside the buffer).
  public subscript(x x: Int, y y: Int) -> Cell {
    precondition(x >= 0 && x < width && y >= 0 && y < height, "cell (\(x),\(y)) outside \(size)")
    return cells[y * width + x]
  }

  /// The text of row `y`, each wide glyph once (continuation cells add nothing).
  public func text(inRow y: Int) -> String {
    var line = ""
    for x in 0..<width { line += self[x: x, y: y].text }
    return line
  }

  // MARK: - Drawing

  /// Fills every cell with a blank in `style`.
  public mutating func clear(style: Style = .plain) {
    for i in cells.indices { cells[i] = .blank(style) }
  }

  /// Writes `text` starting at column `x` of row `y`, clipped to `clip` (and the buffer).
  ///
  /// - Returns: the column just after the text, as if nothing had been clipped, for chaining.
  @discardableResult
  public mutating func put(
    _ text: String, x: Int, y: Int, style: Style = .plain, clip: Rect? = nil
  ) -> Int {
    let area = (clip ?? bounds).intersection(bounds)
    let rowVisible = y >= area.y && y < area.maxY
    var column = x
    // Fast path for text whose every scalar is a character of its own (ASCII, box drawing, most
    // symbols and emoji without modifiers): no grapheme breaking, no sanitizing needed.
    if text.unicodeScalars.allSatisfy(DisplayWidth.standsAlone) {
      for scalar in text.unicodeScalars {
        let glyphWidth = DisplayWidth.of(scalar)
        if rowVisible {
          if column >= area.x && column + glyphWidth <= area.maxX {
            setGlyph(String(scalar), width: glyphWidth, x: column, y: y, style: style)
          } else if glyphWidth == 2 {
            for half in [column, column + 1] where half >= area.x && half < area.maxX {
              setGlyph(" ", width: 1, x: half, y: y, style: style)
            }
          }
        }
        column += glyphWidth
      }
      return column
    }
    var lastDrawn: Int?
    for character in Sanitizer.sanitize(text) {
      let glyph = Self.capped(character)
      let glyphWidth = DisplayWidth.of(glyph)
      if glyphWidth == 0 {
        // Only a cluster at the very start can be zero-width (Character joins marks to their
        // base); attach it to what this call drew just before, else drop it.
        if let lastDrawn { cells[y * width + lastDrawn].text += glyph }
        continue
      }
      lastDrawn = nil
      if rowVisible {
        if column >= area.x && column + glyphWidth <= area.maxX {
          setGlyph(glyph, width: glyphWidth, x: column, y: y, style: style)
          lastDrawn = column
        } else if glyphWidth == 2 {
          // Half of a wide glyph would be visible: never draw half, blank that column instead.
          for half in [column, column + 1] where half >= area.x && half < area.maxX {
            setGlyph(" ", width: 1, x: half, y: y, style: style)
          }
        }
      }
      column += glyphWidth
    }
    return column
  }

  /// Writes `text` at `point`; see `put(_:x:y:style:clip:)`.
  @discardableResult
  public mutating func put(
    _ text: String, at point: Point, style: Style = .plain, clip: Rect? = nil
  )
    -> Int
  {
    put(text, x: point.x, y: point.y, style: style, clip: clip)
  }

  /// Writes `text` on the first row of `rect`, aligned within it and clipped to it.
  public mutating func put(
    _ text: String, in rect: Rect, alignment: HorizontalAlignment, style: Style = .plain
  ) {
    let textWidth = DisplayWidth.of(text)
    let x: Int
    switch alignment {
    case .leading:
      x = rect.x
    case .center:
      x = rect.x + max(0, (rect.width - textWidth) / 2)
    case .trailing:
      x = rect.maxX - textWidth
    }
    put(text, x: x, y: rect.y, style: style, clip: rect)
  }

  /// Fills `rect` (clipped to the buffer) with `character` in `style`.
  ///
  /// A wide `character` is laid every two columns; a leftover odd column is left blank.
  public mutating func fill(_ rect: Rect, with character: Character = " ", style: Style = .plain) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    // Fast path: a one-column character written straight into the cells, row by row; only the
    // edges can cut a wide glyph outside the rectangle in half.
    if character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
      DisplayWidth.standsAlone(scalar), DisplayWidth.of(scalar) == 1
    {
      let cell = Cell(text: String(scalar), style: style, width: 1)
      for y in area.y..<area.maxY {
        orphanNeighbours(ofColumn: area.x, y: y)
        orphanNeighbours(ofColumn: area.maxX - 1, y: y)
        let start = y * width + area.x
        for index in start..<(start + area.width) { cells[index] = cell }
      }
      return
    }
    let glyph = Sanitizer.sanitize(String(character))
    let line: String
    let glyphWidth = max(1, DisplayWidth.of(glyph))
    line = String(repeating: glyph, count: area.width / glyphWidth)
    for y in area.y..<area.maxY {
      let end = put(line, x: area.x, y: y, style: style, clip: area)
      if end < area.maxX { put(" ", x: end, y: y, style: style, clip: area) }
    }
  }

  /// Draws the border of `rect` (clipped to `clip` and the buffer), optionally titled.
  ///
  /// The title sits on the top edge after the corner, cut with "…" if it does not fit.
  public mutating func drawBox(
    _ rect: Rect, border: BorderStyle = .single, style: Style = .plain, title: String? = nil,
    titleStyle: Style? = nil, clip: Rect? = nil
  ) {
    guard rect.width >= 2, rect.height >= 2 else { return }
    let area = (clip ?? bounds).intersection(bounds)
    let inner = String(repeating: border.horizontal, count: rect.width - 2)
    put(
      String(border.topLeft) + inner + String(border.topRight), x: rect.x, y: rect.y, style: style,
      clip: area)
    put(
      String(border.bottomLeft) + inner + String(border.bottomRight), x: rect.x, y: rect.maxY - 1,
      style: style, clip: area)
    for y in (rect.y + 1)..<(rect.maxY - 1) {
      put(String(border.vertical), x: rect.x, y: y, style: style, clip: area)
      put(String(border.vertical), x: rect.maxX - 1, y: y, style: style, clip: area)
    }
    if let title, rect.width > 4 {
      let label = " " + title.truncatedForTerminal(toWidth: rect.width - 6) + " "
      let titleArea = Rect(x: rect.x + 1, y: rect.y, width: rect.width - 2, height: 1)
      put(
        label, x: rect.x + 2, y: rect.y, style: titleStyle ?? style,
        clip: titleArea.intersection(area))
    }
  }

  // MARK: - Cells

  /// Stores one glyph, keeping the wide-glyph invariants of the buffer.
  private mutating func setGlyph(
    _ glyph: String, width glyphWidth: Int, x: Int, y: Int, style: Style
  ) {
    orphanNeighbours(ofColumn: x, y: y)
    if glyphWidth == 2 { orphanNeighbours(ofColumn: x + 1, y: y) }
    let index = y * width + x
    cells[index] = Cell(text: glyph, style: style, width: glyphWidth)
    if glyphWidth == 2 { cells[index + 1] = .continuation(style) }
  }

  /// Blanks the other half of a wide glyph that column `x` is about to stop being part of.
  private mutating func orphanNeighbours(ofColumn x: Int, y: Int) {
    let index = y * width + x
    let cell = cells[index]
    if cell.width == 0, x > 0 {
      cells[index - 1] = .blank(cells[index - 1].style)
    } else if cell.width == 2, x + 1 < width {
      cells[index + 1] = .blank(cells[index + 1].style)
    }
  }

  /// A grapheme cut down to a sane number of scalars, so "zalgo" text cannot bloat a frame.
  private static func capped(_ character: Character) -> String {
    let scalars = character.unicodeScalars
    guard scalars.count > maximumScalarsPerCell else { return String(character) }
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars.prefix(maximumScalarsPerCell))
    return String(view)
  }

  /// More than enough for any emoji ZWJ sequence (the longest have 10 scalars).
  static let maximumScalarsPerCell = 16
}

/// Where text sits within a wider rectangle.
public enum HorizontalAlignment: Sendable, Hashable {
  case leading
  case center
  case trailing
}

import TerminalKit

/// The marks of a card a hint points at, the same on every board: the card's whole frame in a
/// colour that stands out from what it is drawn on (``Palette/mark(on:)``), bold, with a ``mark``
/// every third column along its top and bottom edges, and on a tall card every third row down
/// its sides; a tile whose edge is its colour alone (200×60) ringed by a band of that colour.
/// One mark in a corner of the frame was easy to miss at every size but the largest.
///
/// Drawn last, over the focus ring too: a hinted card keeps its marks when it has the focus,
/// and the marks tell a hint from the focus, which draws none.
struct HintMarks {
  let palette: Palette

  /// The mark along the edges: "*", the same in every language and charset. It was "?", which
  /// players took for a glyph the terminal could not show, and a Chinese reader for text lost to
  /// a wrong encoding.
  static let mark = "*"

  /// What a card's top and bottom edges are drawn with, in every charset and frame style.
  static let edgeGlyphs: Set<String> = ["─", "═", "━", "-", "=", " "]

  /// What a card's sides are drawn with, in every charset and frame style.
  static let sideGlyphs: Set<String> = ["│", "║", "┃", "|", " "]

  /// From this many rows up, the marks go down the sides too: on a card this tall (17 rows at
  /// 200×60) marks on the top and bottom alone leave most of its frame looking like any other
  /// card's where the terminal has no colour.
  static let markedSidesHeight = 8

  /// Marks the card in `frame`; `onTile` where it is drawn face down, a tile of its theme's
  /// colour, whose whole frame then takes the band (its focus ring too, drawn on the tile).
  func draw(
    around frame: Rect, clip area: Rect, onTile: Bool = false, into buffer: inout CellBuffer
  ) {
    guard frame.width >= 2, frame.height >= 1 else { return }
    let edges = frame.height >= 2 ? [frame.y, frame.maxY - 1] : [frame.y]
    var ring: [Point] = []
    for y in edges {
      for x in frame.x..<frame.maxX { ring.append(Point(x: x, y: y)) }
    }
    for y in (frame.y + 1)..<max(frame.y + 1, frame.maxY - 1) {
      ring += [Point(x: frame.x, y: y), Point(x: frame.maxX - 1, y: y)]
    }
    var marks: Set<Point> = []
    for y in edges {
      for x in stride(from: frame.x + 1, to: max(frame.x + 2, frame.maxX - 1), by: 3) {
        marks.insert(Point(x: x, y: y))
      }
    }
    if frame.height >= Self.markedSidesHeight {
      for y in stride(from: frame.y + 2, to: frame.maxY - 2, by: 3) {
        marks.formUnion([Point(x: frame.x, y: y), Point(x: frame.maxX - 1, y: y)])
      }
    }
    for point in ring where area.contains(point) {
      let cell = buffer[x: point.x, y: point.y]
      // The right half of a wide glyph belongs to its left cell.
      guard cell.width == 1 else { continue }
      // A mark only over the edge's line, never over another mark (Set's "●" of a chosen card).
      let isEdge = Self.edgeGlyphs.contains(cell.text) || Self.sideGlyphs.contains(cell.text)
      let text = marks.contains(point) && isEdge ? Self.mark : cell.text
      buffer.put(text, x: point.x, y: point.y, style: style(over: cell, onTile: onTile), clip: area)
    }
  }

  /// How a cell of the frame is drawn: its line in the mark's colour, bold. On a tile (a
  /// face-down card, `onTile`) or where the edge is no line but the tile's own colour (at
  /// 120×40 and 200×60 a tile is a block of colour), the mark's colour fills it, a band all
  /// round the tile, with the marks (and a focus ring's lines) in the tile's colour on it: a
  /// few dark "*" on an orange tile were a light cue, easy to take for part of the tile.
  /// Without colour a blank edge is the terminal's own colours swapped.
  func style(over cell: Cell, onTile: Bool = false) -> Style {
    let background = cell.style.background
    if cell.text == " ", background == .default { return Style(bold: true, reverse: true) }
    guard cell.text == " " || onTile, background != .default else {
      return Style(foreground: palette.mark(on: background), background: background, bold: true)
    }
    return Style(foreground: background, background: palette.mark(on: background), bold: true)
  }
}

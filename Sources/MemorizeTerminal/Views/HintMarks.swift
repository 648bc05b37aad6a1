import TerminalKit

/// The marks of a card a hint points at, the same on every board: the card's whole frame in a
/// colour that stands out from what it is drawn on (``Palette/mark(on:)``), bold, with a ``mark``
/// every third column along its top and bottom edges, and on a tall card every third row down
/// its sides. One mark in a corner of the frame was easy
/// to miss at every size but the largest.
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

  func draw(around frame: Rect, clip area: Rect, into buffer: inout CellBuffer) {
    guard frame.width >= 2, frame.height >= 1 else { return }
    func restyle(_ x: Int, _ y: Int, text: String? = nil) {
      guard area.contains(Point(x: x, y: y)) else { return }
      let cell = buffer[x: x, y: y]
      // The right half of a wide glyph belongs to its left cell.
      guard cell.width == 1 else { return }
      // A mark only over the edge's line, never over another mark (Set's "●" of a chosen card).
      if text != nil, !Self.edgeGlyphs.contains(cell.text), !Self.sideGlyphs.contains(cell.text) {
        return
      }
      let background = cell.style.background
      buffer.put(
        text ?? cell.text, x: x, y: y,
        style: Style(foreground: palette.mark(on: background), background: background, bold: true),
        clip: area)
    }
    let edges = frame.height >= 2 ? [frame.y, frame.maxY - 1] : [frame.y]
    for y in edges {
      for x in frame.x..<frame.maxX { restyle(x, y) }
    }
    for y in (frame.y + 1)..<max(frame.y + 1, frame.maxY - 1) {
      restyle(frame.x, y)
      restyle(frame.maxX - 1, y)
    }
    for y in edges {
      for x in stride(from: frame.x + 1, to: max(frame.x + 2, frame.maxX - 1), by: 3) {
        restyle(x, y, text: Self.mark)
      }
    }
    guard frame.height >= Self.markedSidesHeight else { return }
    for y in stride(from: frame.y + 2, to: frame.maxY - 2, by: 3) {
      restyle(frame.x, y, text: Self.mark)
      restyle(frame.maxX - 1, y, text: Self.mark)
    }
  }
}

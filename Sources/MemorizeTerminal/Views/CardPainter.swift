import TerminalKit

/// Draws one card: its border, and either its back or its face, faded or highlighted.
///
/// A tall Memorize card (`BoardAnimator.tallCardHeight` rows or more, in colour and UTF-8; an
/// ASCII screen keeps its `+-|` outlines) is drawn as a
/// tile instead: a block of the theme's colour with no outline, its face a band of
/// `tileFaceRows` rows across its middle on the card's face colour. Face up and face down
/// differ only in that band, so a card turning rewrites three rows however tall it is, and
/// every row of a tile is one colour, which a terminal erases in one sequence (`DiffRenderer`
/// writes a block of such rows as one erase a row). A board of 16 outlined cards 14 rows tall
/// rewrote every row of a card for each turn: a whole game with reduced motion cost 20 KB at
/// 200×60, twice the budget, where the same game on small cards costs under 10 KB.
struct CardPainter {
  let palette: Palette

  /// The rows of a tile's face band: the emoji's row, a row above it, and a row below for the
  /// time bonus's bar.
  static let tileFaceRows = 3

  /// - Parameters:
  ///   - back: the colour of the card's back (a theme's colour).
  ///   - tallAsTile: whether a tall card is drawn as a tile (Memorize's cards; the others keep
  ///     their outline, their faces fill the card).
  ///   - face: draws the face inside the given interior; called only when the face shows.
  func draw(
    _ appearance: BoardAnimator.Appearance, focused: Bool, back: TerminalColor,
    clip: Rect, tallAsTile: Bool = false, into buffer: inout CellBuffer,
    face: (inout CellBuffer, Rect, Style) -> Void
  ) {
    let frame = appearance.frame
    guard appearance.opacity > 0, !frame.isEmpty else { return }
    if appearance.isParticle {
      // The face alone, on the terminal's background, wherever it has been thrown.
      face(&buffer, frame.intersection(clip), .plain)
      return
    }
    if frame.width < 3 {
      // Seen edge-on mid-flip: a thin sliver.
      let edge = Style(foreground: appearance.showsFace ? palette.cardFace : back)
      for y in frame.y..<frame.maxY {
        let sliver =
          palette.isASCII ? (frame.width == 1 ? "|" : "||") : (frame.width == 1 ? "▐" : "▐▌")
        buffer.put(sliver, x: frame.x, y: y, style: edge, clip: clip)
      }
      return
    }
    let faint = appearance.opacity < 0.67
    if tallAsTile, !faint, palette.usesColor, !palette.isASCII,
      frame.height >= BoardAnimator.tallCardHeight
    {
      drawTile(appearance, focused: focused, back: back, clip: clip, into: &buffer, face: face)
      return
    }
    if faint && appearance.opacity < 0.34 && !focused {
      // Nearly gone: a dim outline around nothing.
      buffer.drawBox(
        frame, border: palette.isASCII ? .ascii : .single,
        style: Style(foreground: palette.muted, dim: true), clip: clip)
      return
    }
    var (border, borderStyle) = palette.cardBorder(focused: false)
    if faint && !focused {
      border = palette.isASCII ? .ascii : .single
      borderStyle = Style(foreground: palette.muted, dim: true)
    }
    let interior = frame.inset(by: 1)
    if appearance.showsFace {
      var faceStyle = Style(foreground: palette.cardInk, background: palette.cardFace)
      if !palette.usesColor { faceStyle = .plain }
      if faint { faceStyle = faceStyle.dim() }
      buffer.fill(interior, style: faceStyle)
      borderStyle.background = palette.usesColor ? palette.cardFace : .default
      buffer.drawBox(frame, border: border, style: borderStyle, clip: clip)
      // A match or mismatch colours the card's top and bottom edges, not the face nor the
      // sides: two cards light up and go out again by rewriting four rows of one glyph each
      // (one repeat on a terminal that has REP), however tall the cards are.
      if palette.usesColor, let highlight = appearance.highlight {
        drawHighlight(
          highlight, on: frame, border: border, background: borderStyle.background, clip: clip,
          into: &buffer)
      }
      if focused { drawFocus(frame, background: borderStyle.background, clip: clip, into: &buffer) }
      if appearance.opacity >= 0.34 {
        var faceArea = interior
        faceArea.x += appearance.faceOffset
        face(&buffer, faceArea, faceStyle)
      }
      if !palette.usesColor, let highlight = appearance.highlight {
        // Without colour, say it in a sign on the border.
        let sign =
          palette.isASCII ? (highlight == .match ? "=" : "x") : (highlight == .match ? "✓" : "✗")
        buffer.put(sign, x: frame.maxX - 2, y: frame.y, clip: clip)
      }
    } else {
      // The back is the theme's colour; without colour, a hatch tells it from a face.
      if palette.usesColor {
        buffer.fill(interior, style: Style(background: back))
      } else {
        buffer.fill(interior, with: palette.backHatch, style: .plain)
      }
      borderStyle.background = palette.usesColor ? back : .default
      buffer.drawBox(frame, border: border, style: borderStyle, clip: clip)
      if focused { drawFocus(frame, background: borderStyle.background, clip: clip, into: &buffer) }
    }
  }

  /// A match or mismatch lit on the card's top and bottom edges, drawn with `border`'s glyphs
  /// on `background`.
  private func drawHighlight(
    _ highlight: BoardAnimator.Highlight, on frame: Rect, border: BorderStyle,
    background: TerminalColor, clip: Rect, into buffer: inout CellBuffer
  ) {
    let lit = Style(
      foreground: highlight == .match ? palette.matchHighlight : palette.mismatchHighlight,
      background: background, bold: true)
    let inner = String(repeating: border.horizontal, count: max(0, frame.width - 2))
    buffer.put(
      String(border.topLeft) + inner + String(border.topRight), x: frame.x, y: frame.y,
      style: lit, clip: clip)
    buffer.put(
      String(border.bottomLeft) + inner + String(border.bottomRight), x: frame.x,
      y: frame.maxY - 1, style: lit, clip: clip)
  }

  /// A tall card as a tile: the theme's colour from edge to edge, the face on a band across
  /// the middle, the focus and a match or mismatch on its top and bottom rows.
  private func drawTile(
    _ appearance: BoardAnimator.Appearance, focused: Bool, back: TerminalColor, clip: Rect,
    into buffer: inout CellBuffer, face: (inout CellBuffer, Rect, Style) -> Void
  ) {
    let frame = appearance.frame
    buffer.fill(frame.intersection(clip), style: Style(background: back))
    if appearance.showsFace {
      if let highlight = appearance.highlight {
        drawHighlight(
          highlight, on: frame, border: palette.cardBorder(focused: false).0, background: back,
          clip: clip, into: &buffer)
      }
      let interior = frame.inset(by: 1)
      let middle = interior.y + (interior.height - 1) / 2
      let band = Rect(
        x: interior.x, y: middle - (Self.tileFaceRows - 1) / 2, width: interior.width,
        height: Self.tileFaceRows)
      let faceStyle = Style(foreground: palette.cardInk, background: palette.cardFace)
      buffer.fill(band.intersection(clip), style: faceStyle)
      var faceArea = band
      faceArea.x += appearance.faceOffset
      face(&buffer, faceArea, faceStyle)
    }
    if focused { drawFocusRing(frame, background: back, clip: clip, into: &buffer) }
  }

  /// The focus on a tile: a double line all round it, in a colour that stands out from the
  /// tile's (``Palette/mark(on:)``) — one edge of a big tile is easy to miss.
  func drawFocusRing(
    _ frame: Rect, background: TerminalColor, clip: Rect, into buffer: inout CellBuffer
  ) {
    let ring = palette.isASCII ? Palette.asciiFocusBorder : BorderStyle.double
    let style = Style(foreground: palette.mark(on: background), background: background, bold: true)
    let inner = String(repeating: ring.horizontal, count: max(0, frame.width - 2))
    buffer.put(
      String(ring.topLeft) + inner + String(ring.topRight), x: frame.x, y: frame.y, style: style,
      clip: clip)
    for y in (frame.y + 1)..<max(frame.y + 1, frame.maxY - 1) {
      buffer.put(String(ring.vertical), x: frame.x, y: y, style: style, clip: clip)
      buffer.put(String(ring.vertical), x: frame.maxX - 1, y: y, style: style, clip: clip)
    }
    buffer.put(
      String(ring.bottomLeft) + inner + String(ring.bottomRight), x: frame.x, y: frame.maxY - 1,
      style: style, clip: clip)
  }

  /// The column where a face `width` columns wide starts in a card's `interior`: centred.
  ///
  /// An emoji is two columns wide, so on a card whose interior is odd (a card of odd width) it
  /// cannot sit exactly in the middle: one column is spare. The rule is that the spare column
  /// goes on the right, so the face sits half a column left of the middle — on every card, at
  /// every size, as every other centred text of the screen does (`CellBuffer`'s `.center`), and
  /// as a one-column letter does on a card of even interior. On an even interior an emoji is
  /// exactly in the middle, with as many columns on each side.
  ///
  /// - Parameters:
  ///   - width: the face's width in columns (2 for an emoji, 1 for a letter).
  ///   - interior: the card inside its border.
  /// - Returns: the face's first column.
  static func faceColumn(width: Int, in interior: Rect) -> Int {
    interior.x + max(0, interior.width - width) / 2
  }

  /// From this many rows up, a card's focus goes all round it, as a tile's does: one edge of a
  /// card this tall (17 rows at 200×60) is easy to miss.
  static let ringedHeight = 8

  /// The focus: a bright double line over the card's top edge; the rest of the outline is
  /// left alone, so moving the focus rewrites one row of each of two cards. A card of
  /// ``ringedHeight`` rows or more is ringed all round instead (``drawFocusRing``).
  func drawFocus(
    _ frame: Rect, background: TerminalColor, clip: Rect, into buffer: inout CellBuffer
  ) {
    if frame.height >= Self.ringedHeight {
      drawFocusRing(frame, background: background, clip: clip, into: &buffer)
      return
    }
    let (border, style) = palette.cardBorder(focused: true)
    let inner = String(repeating: border.horizontal, count: max(0, frame.width - 2))
    buffer.put(
      String(border.topLeft) + inner + String(border.topRight), x: frame.x, y: frame.y,
      style: style.foreground(palette.mark(on: background)).background(background), clip: clip)
  }
}

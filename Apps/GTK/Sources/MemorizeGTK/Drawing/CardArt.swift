import CGtk
import Memorize

/// How each kind of card looks, drawn into the card's rectangle. Pure drawing: what to draw comes
/// from the view models, already decided.
enum CardArt {
  static func cornerRadius(for rect: Rect) -> Double { rect.width * 0.1 }

  /// A Memorize card face: the light face, a theme-coloured edge, the emoji large in the middle.
  static func emojiFace(_ canvas: Canvas, _ rect: Rect, emoji: String, theme: Colour) {
    let radius = cornerRadius(for: rect)
    canvas.fill(rect, radius: radius, color: Palette.cardFace)
    let edge = max(1.5, rect.width * 0.035)
    canvas.stroke(inset(rect, by: edge / 2), radius: radius, color: theme, width: edge)
    canvas.text(
      emoji, centerX: rect.midX, centerY: rect.midY, size: rect.width * 0.56,
      font: "Noto Color Emoji")
  }

  /// A Memorize card back: the theme's colour with a faint inner line.
  static func themedBack(_ canvas: Canvas, _ rect: Rect, color: Colour) {
    let radius = cornerRadius(for: rect)
    canvas.fill(rect, radius: radius, color: color)
    let margin = rect.width * 0.09
    canvas.stroke(
      inset(rect, by: margin), radius: radius * 0.6, color: Palette.cardFace.withAlpha(0.35),
      width: max(1, rect.width * 0.015))
  }

  /// The outline of a card a hint points at, over whichever side shows: a yellow band between
  /// two dark ones, so one of them stands out from any back colour and from the face.
  static func hintOutline(_ canvas: Canvas, _ rect: Rect) {
    let width = max(3, rect.width * 0.07)
    let halo = max(1.5, width * 0.4)
    let radius = cornerRadius(for: rect)
    let whole = width + 2 * halo
    canvas.stroke(inset(rect, by: whole / 2), radius: radius, color: Palette.hintHalo, width: whole)
    canvas.stroke(
      inset(rect, by: halo + width / 2), radius: radius, color: Palette.hinted, width: width)
  }

  /// A playing card face: rank and suit large in the middle and small in the corners.
  static func playingCardFace(_ canvas: Canvas, _ rect: Rect, title: String, isRed: Bool) {
    let radius = cornerRadius(for: rect)
    canvas.fill(rect, radius: radius, color: Palette.cardFace)
    canvas.stroke(
      inset(rect, by: 0.5), radius: radius, color: Palette.ink.withAlpha(0.35), width: 1)
    let ink = isRed ? Palette.redInk : Palette.ink
    canvas.text(
      title, centerX: rect.midX, centerY: rect.midY, size: rect.width * 0.34, bold: true,
      color: ink)
    canvas.text(
      title, x: rect.x + rect.width * 0.08, y: rect.y + rect.height * 0.04,
      size: rect.width * 0.14, bold: true, color: ink)
  }

  /// A playing card back: blue with a lattice.
  static func playingCardBack(_ canvas: Canvas, _ rect: Rect) {
    let radius = cornerRadius(for: rect)
    canvas.fill(rect, radius: radius, color: Palette.playingCardBack)
    let context = canvas.context
    cairo_save(context)
    canvas.roundedRect(inset(rect, by: rect.width * 0.08), radius: radius * 0.6)
    cairo_clip(context)
    canvas.setColor(Palette.cardFace, alpha: 0.25)
    cairo_set_line_width(context, max(1, rect.width * 0.02))
    let step = rect.width / 6
    var offset = -rect.height
    while offset < rect.width + rect.height {
      cairo_move_to(context, rect.x + offset, rect.y)
      cairo_line_to(context, rect.x + offset + rect.height, rect.y + rect.height)
      cairo_move_to(context, rect.x + offset + rect.height, rect.y)
      cairo_line_to(context, rect.x + offset, rect.y + rect.height)
      offset += step
    }
    cairo_stroke(context)
    cairo_restore(context)
  }

  /// A Set card: one to three symbols of one shape, shading and colour, and a border that says
  /// whether it is selected, part of a judged set, or hinted.
  static func setCard(
    _ canvas: Canvas, _ rect: Rect, card: SetSymbol, border: Colour?
  ) {
    let radius = cornerRadius(for: rect)
    canvas.fill(rect, radius: radius, color: Palette.cardFace)
    if let border {
      let width = max(2, rect.width * 0.06)
      canvas.stroke(inset(rect, by: width / 2), radius: radius, color: border, width: width)
    } else {
      canvas.stroke(
        inset(rect, by: 0.5), radius: radius, color: Palette.ink.withAlpha(0.3), width: 1)
    }
    let count = card.count
    let symbolWidth = rect.width * 0.62
    let symbolHeight = rect.height * 0.17
    let gap = rect.height * 0.06
    let total = Double(count) * symbolHeight + Double(count - 1) * gap
    var top = rect.midY - total / 2
    for _ in 0..<count {
      let symbol = Rect(
        x: rect.midX - symbolWidth / 2, y: top, width: symbolWidth, height: symbolHeight)
      SetSymbolArt.draw(canvas, symbol, shape: card.shape, shading: card.shading, color: card.ink)
      top += symbolHeight + gap
    }
  }

  static func inset(_ rect: Rect, by amount: Double) -> Rect {
    Rect(
      x: rect.x + amount, y: rect.y + amount, width: max(0, rect.width - 2 * amount),
      height: max(0, rect.height - 2 * amount))
  }
}

extension Colour {
  /// The same colour, more transparent.
  func withAlpha(_ alpha: Double) -> Colour {
    Colour(red: red, green: green, blue: blue, alpha: self.alpha * alpha)
  }
}

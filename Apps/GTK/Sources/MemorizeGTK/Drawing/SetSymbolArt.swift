import CGtk
import Memorize

/// The three symbols of Set, drawn with Cairo paths: diamond, squiggle and oval, each solid,
/// striped or open.
enum SetSymbolArt {
  static func draw(
    _ canvas: Canvas, _ rect: Rect, shape: SetSymbol.Shape, shading: SetSymbol.Shading,
    color: SetSymbol.Ink
  ) {
    let context = canvas.context
    let ink = Palette.setColor(color)
    let lineWidth = max(1.2, rect.height * 0.09)
    path(canvas, rect, shape: shape)
    switch shading {
    case .solid:
      canvas.setColor(ink)
      cairo_fill_preserve(context)
    case .striped:
      cairo_save(context)
      cairo_clip_preserve(context)
      canvas.setColor(ink)
      cairo_set_line_width(context, max(0.8, lineWidth * 0.45))
      let step = max(2.5, rect.width / 16)
      var x = rect.x
      while x <= rect.x + rect.width {
        cairo_move_to(context, x, rect.y)
        cairo_line_to(context, x, rect.y + rect.height)
        x += step
      }
      cairo_stroke(context)
      cairo_restore(context)
      path(canvas, rect, shape: shape)
    case .open:
      break
    }
    canvas.setColor(ink)
    cairo_set_line_width(context, lineWidth)
    cairo_set_line_join(context, CAIRO_LINE_JOIN_ROUND)
    cairo_stroke(context)
  }

  /// Adds the outline of `shape` filling `rect` to the current path.
  static func path(_ canvas: Canvas, _ rect: Rect, shape: SetSymbol.Shape) {
    let context = canvas.context
    let (x, y, w, h) = (rect.x, rect.y, rect.width, rect.height)
    cairo_new_path(context)
    switch shape {
    case .diamond:
      cairo_move_to(context, x, y + h / 2)
      cairo_line_to(context, x + w / 2, y)
      cairo_line_to(context, x + w, y + h / 2)
      cairo_line_to(context, x + w / 2, y + h)
      cairo_close_path(context)
    case .oval:
      let r = h / 2
      cairo_arc(context, x + w - r, y + r, r, -.pi / 2, .pi / 2)
      cairo_arc(context, x + r, y + r, r, .pi / 2, 3 * .pi / 2)
      cairo_close_path(context)
    case .squiggle:
      cairo_move_to(context, x + w * 0.05, y + h * 0.85)
      cairo_curve_to(
        context, x - w * 0.05, y + h * 0.2, x + w * 0.25, y - h * 0.1, x + w * 0.45,
        y + h * 0.2)
      cairo_curve_to(
        context, x + w * 0.6, y + h * 0.4, x + w * 0.75, y + h * 0.05, x + w * 0.92,
        y + h * 0.05)
      cairo_curve_to(
        context, x + w * 1.05, y + h * 0.25, x + w * 0.8, y + h * 1.1, x + w * 0.55,
        y + h * 0.8)
      cairo_curve_to(
        context, x + w * 0.4, y + h * 0.62, x + w * 0.25, y + h * 0.95, x + w * 0.05,
        y + h * 0.85)
      cairo_close_path(context)
    }
  }

}

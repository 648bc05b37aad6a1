import CGtk
import Memorize

/// A Cairo context with the few drawing operations the cards and the chart use.
struct Canvas {
  let context: OpaquePointer

  func setColor(_ color: Colour, alpha: Double = 1) {
    cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha * alpha)
  }

  func roundedRect(_ rect: Rect, radius: Double) {
    let r = min(radius, rect.width / 2, rect.height / 2)
    cairo_new_sub_path(context)
    cairo_arc(context, rect.x + rect.width - r, rect.y + r, r, -.pi / 2, 0)
    cairo_arc(context, rect.x + rect.width - r, rect.y + rect.height - r, r, 0, .pi / 2)
    cairo_arc(context, rect.x + r, rect.y + rect.height - r, r, .pi / 2, .pi)
    cairo_arc(context, rect.x + r, rect.y + r, r, .pi, 3 * .pi / 2)
    cairo_close_path(context)
  }

  func fill(_ rect: Rect, radius: Double, color: Colour) {
    roundedRect(rect, radius: radius)
    setColor(color)
    cairo_fill(context)
  }

  func stroke(_ rect: Rect, radius: Double, color: Colour, width: Double) {
    roundedRect(rect, radius: radius)
    setColor(color)
    cairo_set_line_width(context, width)
    cairo_stroke(context)
  }

  /// Draws `text` centred on (`x`, `y`), `size` pixels tall, in `font` (a Pango family list).
  func text(
    _ text: String, centerX x: Double, centerY y: Double, size: Double,
    font: String = "Sans", bold: Bool = false, color: Colour = Palette.ink
  ) {
    let layout = layout(text, size: size, font: font, bold: bold)
    defer { g_object_unref(layout.rawAddress) }
    var ink = PangoRectangle()
    var logical = PangoRectangle()
    pango_layout_get_pixel_extents(layout, &ink, &logical)
    // Centre what is drawn (the ink), so emoji sit in the middle whatever their font's metrics.
    cairo_move_to(
      context, x - Double(ink.x) - Double(ink.width) / 2,
      y - Double(ink.y) - Double(ink.height) / 2)
    setColor(color)
    pango_cairo_show_layout(context, layout)
  }

  /// Draws `text` with its top-left corner at (`x`, `y`); returns its width and height.
  @discardableResult
  func text(
    _ text: String, x: Double, y: Double, size: Double, bold: Bool = false,
    color: Colour = Palette.ink
  ) -> (width: Double, height: Double) {
    let layout = layout(text, size: size, font: "Sans", bold: bold)
    defer { g_object_unref(layout.rawAddress) }
    var logical = PangoRectangle()
    pango_layout_get_pixel_extents(layout, nil, &logical)
    cairo_move_to(context, x, y)
    setColor(color)
    pango_cairo_show_layout(context, layout)
    return (Double(logical.width), Double(logical.height))
  }

  private func layout(_ text: String, size: Double, font: String, bold: Bool) -> OpaquePointer {
    let layout = pango_cairo_create_layout(context)!
    let description = pango_font_description_from_string(font)
    pango_font_description_set_absolute_size(
      description, max(1, size) * Double(memorize_pango_scale()))
    if bold { pango_font_description_set_weight(description, PANGO_WEIGHT_BOLD) }
    pango_layout_set_font_description(layout, description)
    pango_font_description_free(description)
    pango_layout_set_text(layout, text, -1)
    return layout
  }
}

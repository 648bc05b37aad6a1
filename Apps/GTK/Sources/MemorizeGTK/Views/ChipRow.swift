import CGtk

/// A row of chips (the seats) that flows onto more lines where the window is too narrow: each
/// chip at its natural width while it fits beside the ones before it, else on a line of its
/// own, where it breaks its words (only between its phrases) only when it is wider than the
/// whole line. At a phone's 400 px four seats squeezed into one line broke their words
/// mid-phrase ("Cy · 0" / "pairs ·"); at 600 px a chip squeezed into the room left beside the
/// others broke its own words ("Cy · 0 pairs ·" / "0 pts"): the row breaks between chips first.
///
/// A box laid out by `CustomLayout`, as `WrappingRow` is: the chips stay the box's own children,
/// in order, as a screen reader reads them.
final class ChipRow {
  let widget: Widget
  let spacing: Int32
  private let lineSpacing: Int32

  init(_ chips: [Widget], spacing: Int32 = 8, lineSpacing: Int32 = 6) {
    widget = Widgets.box(GTK_ORIENTATION_HORIZONTAL, chips)
    self.spacing = spacing
    self.lineSpacing = lineSpacing
    // The widget keeps the row through its layout for as long as it lives.
    CustomLayout.install(
      on: widget, measure: { self.measure($0, forSize: $1) },
      allocate: { self.allocate(width: $0, height: $1) })
  }

  /// The chips laid out (shown), in order.
  private var chips: [Widget] {
    var found: [Widget] = []
    var child = gtk_widget_get_first_child(widget)
    while let inside = child {
      if gtk_widget_should_layout(inside) != 0 { found.append(inside) }
      child = gtk_widget_get_next_sibling(inside)
    }
    return found
  }

  /// The chips on each line in `width` (any width when negative), each with its width, and
  /// each line's height.
  private func lines(in width: Int32) -> [(chips: [(Widget, Int32)], height: Int32)] {
    var lines: [[(Widget, Int32)]] = []
    var line: [(Widget, Int32)] = []
    var used: Int32 = 0
    for chip in chips {
      let (minimum, natural) = CustomLayout.width(of: chip)
      let room = width < 0 ? Int32.max : width - used - (line.isEmpty ? 0 : spacing)
      if natural <= room {
        line.append((chip, natural))
        used += (line.count == 1 ? 0 : spacing) + natural
        continue
      }
      if !line.isEmpty { lines.append(line) }
      let given = max(minimum, min(natural, width))
      line = [(chip, given)]
      used = given
    }
    if !line.isEmpty { lines.append(line) }
    return lines.map { chips in
      (chips, chips.map { CustomLayout.height(of: $0.0, width: $0.1) }.max() ?? 0)
    }
  }

  private func measure(_ orientation: GtkOrientation, forSize size: Int32) -> (Int32, Int32) {
    let chips = chips
    if orientation == GTK_ORIENTATION_HORIZONTAL {
      let widths = chips.map(CustomLayout.width(of:))
      let minimum = widths.map(\.minimum).max() ?? 0
      let natural = widths.map(\.natural).reduce(0, +) + spacing * Int32(max(0, chips.count - 1))
      return (minimum, max(minimum, natural))
    }
    let lines = lines(in: size)
    let height =
      lines.map(\.height).reduce(0, +) + lineSpacing * Int32(max(0, lines.count - 1))
    return (height, height)
  }

  private func allocate(width: Int32, height: Int32) {
    var y: Int32 = 0
    for line in lines(in: width) {
      var x: Int32 = 0
      for (chip, chipWidth) in line.chips {
        var allocation = GtkAllocation(x: x, y: y, width: chipWidth, height: line.height)
        gtk_widget_size_allocate(chip, &allocation, -1)
        x += chipWidth + spacing
      }
      y += line.height + lineSpacing
    }
  }
}

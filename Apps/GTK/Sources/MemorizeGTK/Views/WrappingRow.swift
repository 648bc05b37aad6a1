import CGtk

/// A row of widgets that breaks in two where the window is too narrow for it: the leading
/// widgets (a back button and a title) keep the first line, and the trailing ones (buttons) go
/// to a second line, at its end. On one line, the widgets that expand share the room left.
///
/// A box laid out by `CustomLayout`, GTK's custom layout (GTK 4.8 has no wrapping box that keeps
/// its widgets in order without making each a cell of its own, as `GtkFlowBox` does): the
/// title is never cut short with "…" for want of the buttons' room.
final class WrappingRow {
  let widget: Widget
  /// How many of the box's children lead; the rest trail.
  private let leadingCount: Int
  private let spacing: Int32
  private let lineSpacing: Int32

  init(leading: [Widget], trailing: [Widget], spacing: Int32 = 8, lineSpacing: Int32 = 8) {
    widget = Widgets.box(GTK_ORIENTATION_HORIZONTAL, leading + trailing)
    leadingCount = leading.count
    self.spacing = spacing
    self.lineSpacing = lineSpacing
    // The widget keeps the row through its layout for as long as it lives.
    CustomLayout.install(
      on: widget, measure: { self.measure($0, forSize: $1) },
      allocate: { self.allocate(width: $0, height: $1) })
  }

  /// The children laid out (shown), leading and trailing.
  private var lines: (leading: [Widget], trailing: [Widget]) {
    var leading: [Widget] = []
    var trailing: [Widget] = []
    var child = gtk_widget_get_first_child(widget)
    var index = 0
    while let inside = child {
      if gtk_widget_should_layout(inside) != 0 {
        if index < leadingCount { leading.append(inside) } else { trailing.append(inside) }
      }
      index += 1
      child = gtk_widget_get_next_sibling(inside)
    }
    return (leading, trailing)
  }

  /// The width `children` take side by side at their natural widths.
  private func naturalWidth(of children: [Widget]) -> Int32 {
    children.map { CustomLayout.width(of: $0).natural }.reduce(0, +)
      + spacing * Int32(max(0, children.count - 1))
  }

  private func minimumWidth(of children: [Widget]) -> Int32 {
    children.map { CustomLayout.width(of: $0).minimum }.reduce(0, +)
      + spacing * Int32(max(0, children.count - 1))
  }

  /// Whether every child fits on one line `width` wide.
  private func fitsOneLine(_ width: Int32) -> Bool {
    let (leading, trailing) = lines
    return width < 0 || naturalWidth(of: leading + trailing) <= width
  }

  /// The widths `children` take in `width`: each its natural width, those that expand sharing
  /// what is left (or giving up what is missing, down to their minimum).
  private func widths(of children: [Widget], in width: Int32) -> [Int32] {
    var widths = children.map { CustomLayout.width(of: $0).natural }
    let expanding = children.indices.filter {
      gtk_widget_compute_expand(children[$0], GTK_ORIENTATION_HORIZONTAL) != 0
    }
    var left = width - naturalWidth(of: children)
    let shares = expanding.isEmpty ? Array(children.indices) : expanding
    if left < 0 {
      // Short of room: the children that give way shrink towards their minimum, in turn.
      for index in shares.reversed() where left < 0 {
        let minimum = CustomLayout.width(of: children[index]).minimum
        let given = min(-left, widths[index] - minimum)
        widths[index] -= given
        left += given
      }
    } else if !expanding.isEmpty {
      for (position, index) in expanding.enumerated() {
        let share = left / Int32(expanding.count - position)
        widths[index] += share
        left -= share
      }
    }
    return widths
  }

  /// The height of one line of `children` at `widths`.
  private static func lineHeight(_ children: [Widget], _ widths: [Int32]) -> Int32 {
    zip(children, widths).map { CustomLayout.height(of: $0, width: $1) }.max() ?? 0
  }

  private func measure(_ orientation: GtkOrientation, forSize size: Int32) -> (Int32, Int32) {
    let (leading, trailing) = lines
    if orientation == GTK_ORIENTATION_HORIZONTAL {
      let minimum = max(minimumWidth(of: leading), minimumWidth(of: trailing))
      return (minimum, max(minimum, naturalWidth(of: leading + trailing)))
    }
    if fitsOneLine(size) {
      let all = leading + trailing
      let widths =
        size < 0 ? all.map { CustomLayout.width(of: $0).natural } : widths(of: all, in: size)
      let height = Self.lineHeight(all, widths)
      return (height, height)
    }
    let first = Self.lineHeight(leading, widths(of: leading, in: size))
    let second = Self.lineHeight(trailing, widths(of: trailing, in: size))
    let height = first + (trailing.isEmpty ? 0 : lineSpacing + second)
    return (height, height)
  }

  private func allocate(width: Int32, height: Int32) {
    let (leading, trailing) = lines
    if fitsOneLine(width) {
      place(leading + trailing, in: width, y: 0, height: height, atEnd: false)
      return
    }
    let first = Self.lineHeight(leading, widths(of: leading, in: width))
    place(leading, in: width, y: 0, height: first, atEnd: false)
    let second = max(0, height - first - lineSpacing)
    place(trailing, in: width, y: first + lineSpacing, height: second, atEnd: true)
  }

  /// Places `children` on one line from the start (or, with `atEnd`, against the end).
  private func place(_ children: [Widget], in width: Int32, y: Int32, height: Int32, atEnd: Bool) {
    let widths = widths(of: children, in: width)
    let used = widths.reduce(0, +) + spacing * Int32(max(0, children.count - 1))
    var x = atEnd ? max(0, width - used) : 0
    for (child, childWidth) in zip(children, widths) {
      var allocation = GtkAllocation(x: x, y: y, width: childWidth, height: height)
      gtk_widget_size_allocate(child, &allocation, -1)
      x += childWidth + spacing
    }
  }
}

import CGtk

/// GTK's custom layout for a box whose children Swift places, height for width (the rows that
/// flow onto more lines, `WrappingRow` and `ChipRow`): `measure` gives the box's minimum and
/// natural size in one orientation for a size in the other (-1 for any), and `allocate` places
/// the children in the box's width and height. The widget keeps the two closures, and what they
/// hold, for as long as it lives.
enum CustomLayout {
  typealias Measure = (_ orientation: GtkOrientation, _ forSize: Int32) -> (Int32, Int32)
  typealias Allocate = (_ width: Int32, _ height: Int32) -> Void

  /// Makes `widget`'s layout manager call `measure` and `allocate`.
  static func install(
    on widget: Widget, measure: @escaping Measure, allocate: @escaping Allocate
  ) {
    g_object_set_data_full(
      object(widget), key, Unmanaged.passRetained(Callbacks(measure, allocate)).toOpaque()
    ) { data in
      guard let data else { return }
      Unmanaged<AnyObject>.fromOpaque(data).release()
    }
    gtk_widget_set_layout_manager(
      widget, gtk_custom_layout_new(heightForWidth, measureWidget, allocateWidget))
  }

  /// A child's minimum and natural width.
  static func width(of child: Widget) -> (minimum: Int32, natural: Int32) {
    var minimum: Int32 = 0
    var natural: Int32 = 0
    gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
    return (minimum, natural)
  }

  /// A child's natural height at `width`.
  static func height(of child: Widget, width: Int32) -> Int32 {
    var minimum: Int32 = 0
    var natural: Int32 = 0
    gtk_widget_measure(child, GTK_ORIENTATION_VERTICAL, width, &minimum, &natural, nil, nil)
    return natural
  }

  /// The closures one widget's layout calls.
  fileprivate final class Callbacks {
    let measure: Measure
    let allocate: Allocate

    init(_ measure: @escaping Measure, _ allocate: @escaping Allocate) {
      self.measure = measure
      self.allocate = allocate
    }
  }

  fileprivate static let key = "memorize-custom-layout"

  fileprivate static func object(_ widget: Widget) -> UnsafeMutablePointer<GObject> {
    UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self)
  }

  /// The closures installed on `widget`, if any.
  fileprivate static func callbacks(of widget: Widget?) -> Callbacks? {
    guard let widget, let data = g_object_get_data(object(widget), key) else { return nil }
    return Unmanaged<Callbacks>.fromOpaque(data).takeUnretainedValue()
  }
}

private let heightForWidth: GtkCustomRequestModeFunc = { _ in
  GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH
}

private let measureWidget: GtkCustomMeasureFunc = {
  widget, orientation, size, minimum, natural, _, _ in
  nonisolated(unsafe) let widget = widget
  let measured = MainActor.assumeIsolated {
    CustomLayout.callbacks(of: widget)?.measure(orientation, size) ?? (0, 0)
  }
  minimum?.pointee = measured.0
  natural?.pointee = measured.1
}

private let allocateWidget: GtkCustomAllocateFunc = { widget, width, height, _ in
  nonisolated(unsafe) let widget = widget
  MainActor.assumeIsolated { CustomLayout.callbacks(of: widget)?.allocate(width, height) }
}

import CGtk

/// Small constructors and setters over the GTK calls the views repeat.
enum Widgets {
  /// While views copy view-model state into widgets, the signals that copying raises are not
  /// the player's intents and must not be sent back.
  static var isRendering = false

  /// A label; out of the accessibility tree while it has no text (see ``setText(_:_:)``).
  static func label(_ text: String = "", classes: [String] = []) -> Widget {
    let label = gtk_label_new(text)!
    for name in classes { gtk_widget_add_css_class(label, name) }
    if text.isEmpty { memorize_set_accessible_hidden(label, 1) }
    return label
  }

  /// Sets a label's text. A label with none says nothing, and GTK 4.8 names it for a screen
  /// reader by its type, "GtkLabel": it leaves the accessibility tree until it has words.
  static func setText(_ label: Widget, _ text: String) {
    let current = gtk_label_get_text(cast(label)).map { String(cString: $0) } ?? ""
    guard current != text else { return }
    gtk_label_set_text(cast(label), text)
    if current.isEmpty != text.isEmpty {
      memorize_set_accessible_hidden(label, text.isEmpty ? 1 : 0)
    }
  }

  static func button(_ text: String, _ action: @escaping @MainActor () -> Void) -> Widget {
    let button = gtk_button_new_with_label(text)!
    onSignal(button, "clicked", action)
    return button
  }

  static func iconButton(_ icon: String, tooltip: String, _ action: @escaping @MainActor () -> Void)
    -> Widget
  {
    let button = gtk_button_new_from_icon_name(icon)!
    setTooltip(button, tooltip)
    memorize_set_accessible_label(button, tooltip)
    onSignal(button, "clicked", action)
    return button
  }

  /// Sets the tooltip of `widget` (`nil`: none), shown on a label of the window's own.
  ///
  /// GTK 4.8's own tooltip label is laid out at its narrowest: a Chinese tooltip stood one
  /// character a line ("主菜单" three lines tall beside the primary menu), and "新游戏 (Ctrl+N)"
  /// broke at its space. This label keeps a tooltip on one line up to 50 characters and wraps
  /// a longer one. A menu button shows no tooltip while its own menu is open: it stood over
  /// the menu's first items.
  static func setTooltip(_ widget: Widget, _ text: String?) {
    gtk_widget_set_tooltip_text(widget, text)
    guard g_object_get_data(cast(widget), tooltipLabelKey) == nil, let label = gtk_label_new(nil)
    else { return }
    g_object_ref_sink(label.rawAddress)
    gtk_label_set_wrap(cast(label), 1)
    gtk_label_set_max_width_chars(cast(label), 50)
    // The label lives as long as the widget whose tooltip it shows.
    g_object_set_data_full(cast(widget), tooltipLabelKey, label.rawAddress) { g_object_unref($0) }
    onQueryTooltip(widget) { tooltip in
      let isMenuOpen =
        isA(widget, gtk_menu_button_get_type())
        && gtk_menu_button_get_popover(cast(widget)).map { gtk_widget_get_mapped(cast($0)) != 0 }
          == true
      guard let text = gtk_widget_get_tooltip_text(widget), !isMenuOpen else {
        // Nor GTK's own tooltip, which the handlers after this one would show.
        g_signal_stop_emission_by_name(widget.rawAddress, "query-tooltip")
        return false
      }
      gtk_label_set_text(cast(label), text)
      gtk_tooltip_set_custom(tooltip, label)
      return true
    }
  }

  /// Where `setTooltip(_:_:)` keeps a widget's tooltip label.
  private static let tooltipLabelKey = "memorize-tooltip-label"

  static func box(_ orientation: GtkOrientation, spacing: Int32 = 0, _ children: [Widget] = [])
    -> Widget
  {
    let box = gtk_box_new(orientation, spacing)!
    for child in children { gtk_box_append(cast(box), child) }
    return box
  }

  /// Whether `widget` is of `type` or a subtype of it.
  static func isA(_ widget: Widget, _ type: GType) -> Bool {
    g_type_check_instance_is_a(
      UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self), type) != 0
  }

  static func append(_ box: Widget, _ child: Widget) {
    gtk_box_append(cast(box), child)
  }

  static func setVisible(_ widget: Widget, _ visible: Bool) {
    if (gtk_widget_get_visible(widget) != 0) != visible {
      gtk_widget_set_visible(widget, visible ? 1 : 0)
    }
  }

  static func setSensitive(_ widget: Widget, _ sensitive: Bool) {
    if (gtk_widget_get_sensitive(widget) != 0) != sensitive {
      gtk_widget_set_sensitive(widget, sensitive ? 1 : 0)
    }
  }

  /// Adds or removes a CSS class.
  static func setClass(_ widget: Widget, _ name: String, _ on: Bool) {
    if (gtk_widget_has_css_class(widget, name) != 0) != on {
      if on {
        gtk_widget_add_css_class(widget, name)
      } else {
        gtk_widget_remove_css_class(widget, name)
      }
    }
  }

  /// Sets the name a screen reader reads, only when it changed (each change is announced);
  /// returns whether it changed.
  @discardableResult
  static func setAccessibleLabel(_ widget: Widget, _ label: String) -> Bool {
    let key = "memorize-accessible-label"
    let object = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self)
    if let data = g_object_get_data(object, key),
      String(cString: data.assumingMemoryBound(to: CChar.self)) == label
    {
      return false
    }
    g_object_set_data_full(object, key, g_strdup(label), g_free)
    memorize_set_accessible_label(widget, label)
    return true
  }

  /// The name `setAccessibleLabel` last gave `widget`, if it gave one.
  static func accessibleLabel(of widget: Widget) -> String? {
    let object = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self)
    guard let data = g_object_get_data(object, "memorize-accessible-label") else { return nil }
    return String(cString: data.assumingMemoryBound(to: CChar.self))
  }

  static func margins(_ widget: Widget, _ value: Int32) {
    gtk_widget_set_margin_top(widget, value)
    gtk_widget_set_margin_bottom(widget, value)
    gtk_widget_set_margin_start(widget, value)
    gtk_widget_set_margin_end(widget, value)
  }

  static func expand(_ widget: Widget, horizontal: Bool = true, vertical: Bool = true) {
    gtk_widget_set_hexpand(widget, horizontal ? 1 : 0)
    gtk_widget_set_vexpand(widget, vertical ? 1 : 0)
  }

  /// Removes every child of a box.
  static func removeChildren(_ box: Widget) {
    while let child = gtk_widget_get_first_child(box) {
      gtk_box_remove(cast(box), child)
    }
  }
}

/// A drawing area whose drawing is a Swift closure.
/// `child` in a scrolled window that scrolls only vertically and otherwise sizes itself to
/// `child`: a dialog looks the same, yet its smallest size is its widest control, not its
/// longest sentence on one line (GTK measures a window's smallest width at its smallest
/// height), and it scrolls where a screen is shorter than it.
@MainActor
extension Widgets {
  static func fittingScroller(_ child: Widget) -> Widget {
    let scroller = gtk_scrolled_window_new()!
    gtk_scrolled_window_set_policy(cast(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    gtk_scrolled_window_set_propagate_natural_width(cast(scroller), 1)
    gtk_scrolled_window_set_propagate_natural_height(cast(scroller), 1)
    gtk_scrolled_window_set_child(cast(scroller), child)
    return scroller
  }
}

final class DrawingView {
  let widget: Widget
  var draw: (Canvas, Double, Double) -> Void

  /// `role`: presentation (the default) for a drawing that only decorates what is around it,
  /// hidden from screen readers; an image for a picture that carries an accessible label.
  init(
    role: GtkAccessibleRole = GTK_ACCESSIBLE_ROLE_PRESENTATION,
    draw: @escaping (Canvas, Double, Double) -> Void = { _, _, _ in }
  ) {
    widget = memorize_drawing_area_with_role(role)
    self.draw = draw
    gtk_drawing_area_set_draw_func(
      cast(widget), drawClosure, Unmanaged.passUnretained(self).toOpaque(), nil)
  }
}

private let drawClosure: GtkDrawingAreaDrawFunc = { _, cr, width, height, userData in
  guard let cr, let userData else { return }
  nonisolated(unsafe) let (context, data) = (cr, userData)
  MainActor.assumeIsolated {
    let view = Unmanaged<DrawingView>.fromOpaque(data).takeUnretainedValue()
    view.draw(Canvas(context: context), Double(width), Double(height))
  }
}

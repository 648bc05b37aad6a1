import CGtk

/// A line of status text that screen readers announce whenever it changes: a read-only text
/// view with the status role (GTK 4.8 reports buffer changes as AT-SPI text-changed events).
final class StatusLine {
  let widget: Widget
  /// What the line says now.
  private(set) var text = ""

  init(name: String) {
    widget = memorize_status_view()
    gtk_widget_add_css_class(widget, "status-line")
    gtk_widget_set_can_target(widget, 0)
    gtk_text_view_set_justification(cast(widget), GTK_JUSTIFY_CENTER)
    memorize_set_accessible_label(widget, name)
    // A wrapping text view learns its lines' height only once it has a width, after its first
    // allocation, and GTK 4.8 does not lay the window out again for it: shown straight away (a
    // launch into a game) the line stayed 0 px tall until the window was resized. Once it has
    // its width, it is measured again.
    onSignal(widget, "map") { [weak self] in self?.measureAgain() }
  }

  /// Shows `newText`; an unchanged text is not announced again.
  func setText(_ newText: String) {
    guard newText != text else { return }
    text = newText
    gtk_text_buffer_set_text(gtk_text_view_get_buffer(cast(widget)), newText, -1)
    // A longer sentence may take another line: measured again with its text in place.
    measureAgain()
  }

  /// Says `newText` even when it is what the line said last (the same toast twice): the line is
  /// emptied first, so a screen reader hears it again.
  func announce(_ newText: String) {
    if newText == text { setText("") }
    setText(newText)
  }

  /// `content` with this line lying over it, unseen and never in the way of a click: how a
  /// window carries its announcer (heard by screen readers, never shown).
  func unseenLayer(over content: Widget) -> Widget {
    let layer = memorize_overlay_with_role(GTK_ACCESSIBLE_ROLE_GROUP)!
    gtk_overlay_set_child(cast(layer), content)
    gtk_widget_set_opacity(widget, 0)
    gtk_widget_set_halign(widget, GTK_ALIGN_START)
    gtk_widget_set_valign(widget, GTK_ALIGN_START)
    gtk_overlay_add_overlay(cast(layer), widget)
    return layer
  }

  /// Lays the line out again once the main loop is idle, when it has its width.
  private func measureAgain() {
    MainLoop.idle { [weak self] in
      guard let self else { return }
      gtk_widget_queue_resize(widget)
    }
  }
}

import CGtk

/// A line of status text that screen readers announce whenever it changes: a read-only text
/// view with the status role (GTK 4.8 reports buffer changes as AT-SPI text-changed events).
final class StatusLine {
  let widget: Widget
  private var text = ""

  init(name: String) {
    widget = memorize_status_view()
    gtk_widget_add_css_class(widget, "status-line")
    gtk_widget_set_can_target(widget, 0)
    gtk_text_view_set_justification(cast(widget), GTK_JUSTIFY_CENTER)
    memorize_set_accessible_label(widget, name)
  }

  /// Shows `newText`; an unchanged text is not announced again.
  func setText(_ newText: String) {
    guard newText != text else { return }
    text = newText
    gtk_text_buffer_set_text(gtk_text_view_get_buffer(cast(widget)), newText, -1)
  }
}

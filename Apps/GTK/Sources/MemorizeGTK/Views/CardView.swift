import CGtk

/// One card on a board: a button (so screen readers can name it and activate it) whose only
/// child is a drawing area that draws whichever face its pose shows. Clicks, Space and Enter
/// choose it.
final class CardView {
  /// The button: what the board places, animates and focuses.
  let widget: Widget
  private let canvas: Widget
  /// Draws the face and the back into a rectangle.
  var paintFace: (Canvas, Rect) -> Void = { _, _ in }
  var paintBack: (Canvas, Rect) -> Void = { _, _ in }
  var pose = CardPose(showsFace: false)
  var onChoose: () -> Void = {}
  /// Called when the keyboard's focus comes to the card, however it came.
  var onFocus: () -> Void = {}
  private var accessibleName = ""
  /// The room around the card inside the button, where the keyboard's ring is drawn: the card
  /// itself keeps its edge, where a chosen or hinted card shows its outline.
  private(set) var margin = 0.0

  init() {
    widget = gtk_button_new()
    gtk_widget_add_css_class(widget, "card")
    // The button is what a screen reader reads; the picture inside it is not a node of its own.
    canvas = memorize_drawing_area_with_role(GTK_ACCESSIBLE_ROLE_PRESENTATION)
    gtk_widget_set_can_target(canvas, 0)
    gtk_button_set_child(cast(widget), canvas)
    // The view's own hold on its picture, let go in `deinit`: a card taken off the board (a
    // smaller deal after a game's end) lost its button, and the picture with it, before the view
    // went, which then cleared the drawing function of a freed widget (a Gtk-CRITICAL each).
    g_object_ref(UnsafeMutableRawPointer(canvas))
    gtk_drawing_area_set_draw_func(
      cast(canvas), drawCard, Unmanaged.passUnretained(self).toOpaque(), nil)
    // Weak: a card the board takes away (a Set board closing up) may hear one more signal
    // after its view is gone, such as the keyboard focus leaving it as it is removed.
    // The board moves the keyboard's focus to the card chosen (it keeps the one card Tab
    // stops at).
    onSignal(widget, "clicked") { [weak self] in self?.onChoose() }
    let focus = gtk_event_controller_focus_new()!
    onSignal(focus, "enter") { [weak self] in
      self?.redraw()
      self?.onFocus()
    }
    onSignal(focus, "leave") { [weak self] in self?.redraw() }
    gtk_widget_add_controller(widget, focus)
  }

  /// A button outliving its view (GTK, or a screen reader, may hold it a moment longer) draws
  /// nothing more: its drawing function was handed this view unretained.
  isolated deinit {
    gtk_drawing_area_set_draw_func(cast(canvas), nil, nil, nil)
    g_object_unref(UnsafeMutableRawPointer(canvas))
  }

  /// Draws the card again (its painting or pose changed).
  func redraw() {
    gtk_widget_queue_draw(canvas)
  }

  /// Whether the card takes clicks: not once it has left the table.
  func setInPlay(_ inPlay: Bool) {
    if (gtk_widget_get_can_target(widget) != 0) != inPlay {
      gtk_widget_set_can_target(widget, inPlay ? 1 : 0)
    }
  }

  /// Whether Tab stops at the card: the board's one card that does (a card in play), the
  /// arrows moving between the others.
  func setTabStop(_ isStop: Bool) {
    if (gtk_widget_get_focusable(widget) != 0) != isStop {
      gtk_widget_set_focusable(widget, isStop ? 1 : 0)
    }
  }

  /// Sets the room left around the card for the keyboard's ring (the board gives the button
  /// that much more than the card on each side).
  func setMargin(_ margin: Double) {
    guard margin != self.margin else { return }
    self.margin = margin
    redraw()
  }

  /// Sets the name screen readers read, only when it changed (each change is announced).
  func setAccessibleName(_ name: String) {
    guard name != accessibleName else { return }
    accessibleName = name
    memorize_set_accessible_label(widget, name)
  }

  fileprivate func draw(_ context: OpaquePointer, width: Double, height: Double) {
    let started = FrameTimings.shared.isEnabled ? FrameTimings.now() : 0
    let canvas = Canvas(context: context)
    let rect = CardArt.inset(Rect(x: 0, y: 0, width: width, height: height), by: margin)
    cairo_save(context)
    // The flip: squeeze the card towards its vertical centre line.
    cairo_translate(context, width / 2, 0)
    cairo_scale(context, max(0.001, pose.widthScale), 1)
    cairo_translate(context, -width / 2, 0)
    if pose.showsFace { paintFace(canvas, rect) } else { paintBack(canvas, rect) }
    cairo_restore(context)
    if gtk_widget_has_focus(widget) != 0 && pose.opacity > 0.5 && margin > 0 {
      // Around the card, not on it: a chosen card's blue and a hinted card's outline lie
      // along its edge, and a ring there hid them. The ring on a thin band of its halo, which
      // parts it from the card's own edge whatever the card's colour.
      let halo = min(1, margin / 4)
      let ring = margin - halo
      let radius = CardArt.cornerRadius(for: rect)
      canvas.stroke(
        CardArt.inset(rect, by: -margin / 2), radius: radius + margin / 2,
        color: Palette.focusHalo, width: margin)
      canvas.stroke(
        CardArt.inset(rect, by: -(halo + ring / 2)), radius: radius + halo + ring / 2,
        color: Palette.focusRing, width: ring)
    }
    if FrameTimings.shared.isEnabled {
      FrameTimings.shared.noteCardDraw(seconds: FrameTimings.now() - started)
    }
  }
}

private let drawCard: GtkDrawingAreaDrawFunc = { _, cr, width, height, userData in
  guard let cr, let userData else { return }
  nonisolated(unsafe) let (context, data) = (cr, userData)
  MainActor.assumeIsolated {
    Unmanaged<CardView>.fromOpaque(data).takeUnretainedValue()
      .draw(context, width: Double(width), height: Double(height))
  }
}

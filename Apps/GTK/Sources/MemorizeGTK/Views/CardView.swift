import CGtk
import CardGames

/// One card on a board: a focusable drawing area that draws whichever face its pose shows and
/// reports clicks and Space/Enter as a choice.
final class CardView {
  let widget: Widget
  /// Draws the face and the back into a rectangle.
  var paintFace: (Canvas, Rect) -> Void = { _, _ in }
  var paintBack: (Canvas, Rect) -> Void = { _, _ in }
  var pose = CardPose(showsFace: false)
  var onChoose: () -> Void = {}
  private var accessibleName = ""

  init() {
    widget = gtk_drawing_area_new()
    gtk_widget_set_focusable(widget, 1)
    gtk_widget_set_can_focus(widget, 1)
    gtk_widget_add_css_class(widget, "card")
    gtk_drawing_area_set_draw_func(
      cast(widget), drawCard, Unmanaged.passUnretained(self).toOpaque(), nil)

    let click = gtk_gesture_click_new()!
    onPress(click, signal: "pressed") { [unowned self] _, _, _ in
      gtk_widget_grab_focus(widget)
      onChoose()
    }
    gtk_widget_add_controller(widget, cast(click))

    let keys = gtk_event_controller_key_new()!
    onKeyPressed(keys) { [unowned self] key, _ in
      switch Int32(key) {
      case GDK_KEY_space, GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_KP_Space:
        onChoose()
        return true
      default:
        return false
      }
    }
    gtk_widget_add_controller(widget, keys)

    let focus = gtk_event_controller_focus_new()!
    onSignal(focus, "enter") { [unowned self] in gtk_widget_queue_draw(widget) }
    onSignal(focus, "leave") { [unowned self] in gtk_widget_queue_draw(widget) }
    gtk_widget_add_controller(widget, focus)
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
    let rect = Rect(x: 0, y: 0, width: width, height: height)
    cairo_save(context)
    // The flip: squeeze the card towards its vertical centre line.
    cairo_translate(context, width / 2, 0)
    cairo_scale(context, max(0.001, pose.widthScale), 1)
    cairo_translate(context, -width / 2, 0)
    if pose.showsFace { paintFace(canvas, rect) } else { paintBack(canvas, rect) }
    cairo_restore(context)
    if gtk_widget_has_focus(widget) != 0 && pose.opacity > 0.5 {
      let ring = max(2, width * 0.035)
      canvas.stroke(
        CardArt.inset(rect, by: ring / 2), radius: CardArt.cornerRadius(for: rect),
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

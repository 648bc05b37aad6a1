import CGtk

/// What a layout probe prints: a report only once it is the same at two painted frames in a row
/// (a toast sliding in has its button somewhere else each frame), and only when it changed
/// since it was last printed. Shared by the local window's probe and the joined window's.
struct SettledReport {
  /// The report worked out after the last frame, printed once the next frame finds it the same.
  private var lastSeen = ""
  private var lastPrinted = ""

  /// Prints `report` if it settled and changed; otherwise asks `window` for one more frame to
  /// see it again.
  mutating func offer(_ report: String, window: Widget) {
    guard report == lastSeen else {
      lastSeen = report
      if let clock = gtk_widget_get_frame_clock(window) {
        gdk_frame_clock_request_phase(clock, GDK_FRAME_CLOCK_PHASE_AFTER_PAINT)
      }
      return
    }
    guard report != lastPrinted else { return }
    lastPrinted = report
    Console.write(report + "\nend")
  }
}

// The bare GTK 4 window the benchmarks hold memorize-gtk against: sixteen cards drawn with Cairo
// in a grid and one emoji label, nothing else (no libadwaita, no view models, no saving). With
// MEMORIZE_GTK_TIMING=1 it prints the same `timing first-frame` line as memorize-gtk, after its
// first card is drawn: launch to first drawn board, measured the same way for both.
import CGtk
import Glibc

nonisolated(unsafe) var hasReported = false
/// The window, for the renderer the timing line names.
nonisolated(unsafe) var window: UnsafeMutablePointer<GtkWidget>?

/// GTK's pointers as whichever GTK type the call wants (a GtkWidget is also its subclasses).
func cast<T>(_ pointer: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<T>? {
  pointer?.assumingMemoryBound(to: T.self)
}

func cast<T, U>(_ pointer: UnsafeMutablePointer<U>?) -> UnsafeMutablePointer<T>? {
  UnsafeMutableRawPointer(pointer)?.assumingMemoryBound(to: T.self)
}

/// Prints the time since the launcher's clock reading in MEMORIZE_GTK_SPAWN_NS, and VmRSS.
func reportFirstFrame() {
  guard let timing = getenv("MEMORIZE_GTK_TIMING"), String(cString: timing) == "1" else { return }
  var line = "timing first-frame"
  var now = timespec()
  clock_gettime(CLOCK_REALTIME, &now)
  let nanoseconds = Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
  if let spawn = getenv("MEMORIZE_GTK_SPAWN_NS").flatMap({ Int64(String(cString: $0)) }) {
    let milliseconds = Double(nanoseconds - spawn) / 1e6
    line += " since-spawn-ms=\((milliseconds * 100).rounded() / 100)"
  }
  if let window {
    line += " renderer=\(String(cString: memorize_renderer_name(window)))"
  }
  if let file = fopen("/proc/self/status", "r") {
    var buffer = [CChar](repeating: 0, count: 256)
    while fgets(&buffer, Int32(buffer.count), file) != nil {
      let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
      let text = String(decoding: bytes, as: UTF8.self)
      if text.hasPrefix("VmRSS:") {
        line += " rss-kb=\(text.split(separator: " ").dropFirst().first ?? "?")"
      }
    }
    fclose(file)
  }
  writeLine(line)
}

/// Writes `line` to standard output at once (a pipe would buffer `print`).
func writeLine(_ line: String) {
  let output = Array((line + "\n").utf8)
  _ = output.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
}

/// A card: a rounded rectangle in the back's colour with a light edge.
let drawCard: GtkDrawingAreaDrawFunc = { _, cr, width, height, _ in
  guard let cr else { return }
  let (w, h) = (Double(width), Double(height))
  let radius = min(w, h) * 0.1
  cairo_new_sub_path(cr)
  cairo_arc(cr, w - radius - 2, radius + 2, radius, -Double.pi / 2, 0)
  cairo_arc(cr, w - radius - 2, h - radius - 2, radius, 0, Double.pi / 2)
  cairo_arc(cr, radius + 2, h - radius - 2, radius, Double.pi / 2, Double.pi)
  cairo_arc(cr, radius + 2, radius + 2, radius, Double.pi, 3 * Double.pi / 2)
  cairo_close_path(cr)
  cairo_set_source_rgb(cr, 0.85, 0.35, 0.1)
  cairo_fill_preserve(cr)
  cairo_set_source_rgb(cr, 1, 1, 1)
  cairo_set_line_width(cr, 2)
  cairo_stroke(cr)
  if !hasReported {
    hasReported = true
    g_idle_add_once({ _ in reportFirstFrame() }, nil)
  }
}

let activate: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = {
  application, _ in
  // The same choice of renderer as memorize-gtk: Cairo where OpenGL would run on the CPU.
  if let software = memorize_choose_renderer() {
    if let timing = getenv("MEMORIZE_GTK_TIMING"), String(cString: timing) == "1" {
      writeLine("timing renderer-choice cairo for \(String(cString: software))")
    }
    g_free(software)
  }
  window = gtk_application_window_new(cast(application))
  gtk_window_set_title(cast(window), "Baseline")
  gtk_window_set_default_size(cast(window), 900, 700)
  let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 8)
  let label = gtk_label_new("🐶")
  gtk_box_append(cast(box), label)
  let grid = gtk_grid_new()
  gtk_grid_set_row_homogeneous(cast(grid), 1)
  gtk_grid_set_column_homogeneous(cast(grid), 1)
  gtk_widget_set_vexpand(grid, 1)
  for index in 0..<16 {
    let card = gtk_drawing_area_new()
    gtk_drawing_area_set_draw_func(cast(card), drawCard, nil, nil)
    gtk_grid_attach(cast(grid), card, Int32(index % 4), Int32(index / 4), 1, 1)
  }
  gtk_box_append(cast(box), grid)
  gtk_window_set_child(cast(window), box)
  gtk_window_present(cast(window))
}

let application = gtk_application_new(
  "io.github.cs193p.MemorizeBaseline", G_APPLICATION_NON_UNIQUE)
g_signal_connect_data(
  application, "activate", unsafeBitCast(activate, to: GCallback.self), nil, nil,
  GConnectFlags(rawValue: 0))
var argv: [UnsafeMutablePointer<CChar>?] = [strdup("memorize-gtk-baseline"), nil]
exit(g_application_run(cast(application), 1, &argv))

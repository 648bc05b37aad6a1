import CGtk
import FoundationEssentials

/// Measurements for the benchmarks document, printed when `MEMORIZE_GTK_TIMING=1`: launch to
/// first drawn card, resident memory then, and frame intervals and draw cost during animations.
///
/// Never a pass/fail test: it only prints what it saw.
final class FrameTimings {
  static let shared = FrameTimings()

  let isEnabled = ProcessInfo.processInfo.environment["MEMORIZE_GTK_TIMING"] == "1"
  private var hasReportedFirstFrame = false
  private var lastFrame: Double?
  private var intervals: [Double] = []
  private var drawSeconds: [Double] = []
  /// The window whose renderer the first-frame line names.
  var window: Widget?

  /// Seconds on the monotonic clock the frame clock uses (`g_get_monotonic_time`).
  static func now() -> Double { Double(g_get_monotonic_time()) / 1_000_000 }

  func noteCardDraw(seconds: Double) {
    drawSeconds.append(seconds)
    if !hasReportedFirstFrame {
      hasReportedFirstFrame = true
      // After this frame is on screen: the wall clock against the launcher's, and memory.
      MainLoop.idle { self.reportFirstFrame() }
    }
  }

  /// Prints `timing <text>` when timings are on.
  func note(_ text: String) {
    if isEnabled { Console.write("timing " + text) }
  }

  /// Says the window chose Cairo because OpenGL would run on the CPU (`software` names it).
  func noteRendererChoice(software: String) {
    note("renderer-choice cairo for \(software)")
  }

  func animationStarted() {
    lastFrame = nil
    intervals = []
    drawSeconds = []
  }

  func noteFrame(at time: Double) {
    if let lastFrame { intervals.append(time - lastFrame) }
    lastFrame = time
  }

  func animationEnded() {
    guard isEnabled, !intervals.isEmpty else { return }
    let sorted = intervals.sorted()
    let mean = intervals.reduce(0, +) / Double(intervals.count)
    let draws = drawSeconds.isEmpty ? 0 : drawSeconds.reduce(0, +) / Double(drawSeconds.count)
    Console.write(
      "timing animation frames=\(intervals.count + 1) mean-interval-ms=\(ms(mean))"
        + " p95-interval-ms=\(ms(sorted[Int(Double(sorted.count - 1) * 0.95)]))"
        + " max-interval-ms=\(ms(sorted.last ?? 0)) mean-card-draw-ms=\(ms(draws))"
        + " card-draws=\(drawSeconds.count)")
  }

  private func reportFirstFrame() {
    guard isEnabled else { return }
    var line = "timing first-frame"
    var spec = timespec()
    clock_gettime(CLOCK_REALTIME, &spec)
    let wallNanoseconds = Int64(spec.tv_sec) * 1_000_000_000 + Int64(spec.tv_nsec)
    if let spawn = ProcessInfo.processInfo.environment["MEMORIZE_GTK_SPAWN_NS"].flatMap(Int64.init)
    {
      line += " since-spawn-ms=\(ms(Double(wallNanoseconds - spawn) / 1e9))"
    }
    if let window { line += " renderer=\(String(cString: memorize_renderer_name(window)))" }
    if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let rss = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
    {
      line += " rss-kb=\(rss.split(separator: " ").dropFirst().first ?? "?")"
    }
    Console.write(line)
  }

  /// Milliseconds with two decimals: "12.30".
  private func ms(_ seconds: Double) -> String {
    let hundredths = Int((seconds * 100_000).rounded())
    let magnitude = hundredths.magnitude
    let fraction = magnitude % 100
    return (hundredths < 0 ? "-" : "") + "\(magnitude / 100)." + (fraction < 10 ? "0" : "")
      + "\(fraction)"
  }
}

import Foundation

/// The GTK window against a bare GTK 4 window, in one run under a virtual X display:
/// `Apps/GTK/bench.sh` builds both for release, launches them in turn and watches the window's
/// CPU while only the game clock runs; this reads what it prints (`key=value` lines).
struct WindowBench {
  let options: BenchOptions
  let report: Report

  static let section =
    "The GTK window under Xvfb (memorize-gtk against memorize-gtk-baseline, one run)"

  func run() {
    let script = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
      .appendingPathComponent("Apps/GTK/bench.sh")
    guard FileManager.default.isExecutableFile(atPath: script.path) else {
      report.note("gtk skipped: run memorize-bench from the repository's top folder")
      return
    }
    let process = Process()
    process.executableURL = script
    process.arguments = [
      "--launches", String(options.launchRuns), "--idle-seconds",
      Report.format(options.idleSeconds),
      "--idle-runs", String(options.idleRuns),
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      report.note("gtk skipped: \(error)")
      return
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    var values: [String: String] = [:]
    for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
      let parts = line.split(separator: "=", maxSplits: 1)
      if parts.count == 2 { values[String(parts[0])] = String(parts[1]) }
    }
    func samples(_ key: String) -> [Double] {
      (values[key] ?? "").split(separator: ",").compactMap { Double($0) }
    }
    let baseline = samples("first-board-baseline-runs")
    let window = samples("first-board-app-runs")
    guard !baseline.isEmpty, !window.isEmpty else {
      report.note("gtk: no first-board times (exit status \(process.terminationStatus))")
      return
    }
    report.add(
      Self.section, "first drawn board, bare GTK 4 window", unit: "ms", samples: baseline,
      note: "16 Cairo cards and one emoji label; launch until the first card is drawn")
    report.add(
      Self.section, "first drawn board, memorize-gtk", unit: "ms", samples: window,
      note: "a fresh home: theme chooser and a dealt board; launch until the first card is drawn")
    // Both make the same choice of renderer (Cairo where OpenGL would run on the CPU).
    report.note(
      "gtk renderers: bare window \(values["renderer-baseline"] ?? "?"),"
        + " memorize-gtk \(values["renderer-app"] ?? "?")")
    let ratio = Summary(window).median / Summary(baseline).median
    report.add(
      Self.section, "first drawn board, memorize-gtk ÷ bare window", unit: "×", samples: [ratio],
      target: "≤ 1.5×", verdict: ratio <= 1.5 ? .pass : .fail,
      note: "ratio of the medians, launches alternating")
    let cpu = samples("clock-cpu-runs")
    if !cpu.isEmpty {
      report.add(
        Self.section, "CPU while only the clock runs, memorize-gtk", unit: "% of a core",
        samples: cpu, target: "≤ 1 %", verdict: Summary(cpu).max <= 1 ? .pass : .fail,
        note: "a card chosen with Space, then \(Report.format(options.idleSeconds)) s untouched")
    }
  }
}

import Foundation
import TerminalKit

/// The real `memorize` under a pseudo-terminal: launch to first frame, memory, idle CPU.
struct ProcessBench {
  let options: BenchOptions
  let report: Report
  let executable: String
  let scratch: URL

  static let section = "The real process (memorize under a pseudo-terminal, TERM=xterm-256color)"
  static let frameEnd = DiffRenderer.endSynchronizedUpdate

  func run() {
    for size in [TerminalSize(width: 80, height: 24), TerminalSize(width: 200, height: 60)] {
      measureLaunch(size: size)
    }
    measureIdle(size: TerminalSize(width: 80, height: 24))
  }

  /// A fresh home for each launch: no saved game, no themes file, nothing from the last run.
  private func environment(run: Int) -> [String: String] {
    let home = scratch.appendingPathComponent("home-\(run)-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    return [
      "HOME": home.path,
      "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
      "XDG_DATA_HOME": home.appendingPathComponent("data").path,
      "TERM": "xterm-256color",
      "LANG": "C.UTF-8",
      "PATH": "/usr/bin:/bin",
    ]
  }

  private let arguments = ["--theme", "food", "--pairs", "12", "--seed", "1"]

  private func measureLaunch(size: TerminalSize) {
    let label = "\(size.width)×\(size.height)"
    var launchTimes: [Double] = []
    var resident: [Double] = []
    var firstFrameBytes: [Double] = []
    var breakdown: (executable: Int, libraries: Int, anonymous: Int, swiftShared: Bool)?
    for run in 0..<options.launchRuns {
      do {
        let process = try PseudoTerminalProcess(
          executable: executable, arguments: arguments, environment: environment(run: run),
          size: size)
        let (seenAt, output) = process.read(until: Self.frameEnd, timeout: 5)
        guard let seenAt else {
          report.note("launch at \(label), run \(run): no frame within 5 s")
          continue
        }
        launchTimes.append(Double(seenAt - process.launchedAt) / 1e6)
        if let bytes = process.residentBytes { resident.append(Double(bytes) / 1_048_576) }
        if breakdown == nil { breakdown = process.residentBreakdown }
        firstFrameBytes.append(Double(output.count))
        process.stop()
      } catch {
        report.note("launch at \(label) failed: \(error)")
        return
      }
    }
    report.add(
      Self.section, "launch to end of first frame, \(label)", unit: "ms", samples: launchTimes,
      target: "< 50 ms", verdict: Summary(launchTimes).median < 50 ? .pass : .fail,
      note: "posix_spawn until ESC[?2026l arrives")
    report.add(
      Self.section, "resident memory after the first frame, \(label)", unit: "MiB",
      samples: resident, target: "< 20 MB (taken as 20 MiB)",
      verdict: Summary(resident).max < 20 ? .pass : .fail, note: "VmRSS")
    let megabytes = resident.map { $0 * 1_048_576 / 1_000_000 }
    var kind = "the binary at \(executable)"
    if let breakdown {
      kind +=
        breakdown.swiftShared
        ? ", Swift runtime in shared libraries" : ", Swift runtime linked in"
      kind +=
        "; first launch: executable \(breakdown.executable) KiB, shared libraries "
        + "\(breakdown.libraries) KiB, anonymous \(breakdown.anonymous) KiB"
    }
    report.add(
      Self.section, "resident memory after the first frame (issue 14), \(label)", unit: "MB",
      samples: megabytes, target: "≤ 12 MB",
      verdict: Summary(megabytes).max <= 12 ? .pass : .fail, note: "VmRSS in 10⁶ bytes; \(kind)")
    report.add(
      Self.section, "bytes up to the end of the first frame, \(label)", unit: "bytes",
      samples: firstFrameBytes, note: "terminal set-up, then the first frame (mid-deal)")
  }

  /// Chooses a card so the clock runs, lets the animations finish, then watches the process idle.
  private func measureIdle(size: TerminalSize) {
    let label = "\(size.width)×\(size.height)"
    var cpuShares: [Double] = []
    var bytesPerSecond: [Double] = []
    for run in 0..<options.idleRuns {
      do {
        let process = try PseudoTerminalProcess(
          executable: executable, arguments: arguments,
          environment: environment(run: 100 + run), size: size)
        guard process.read(until: Self.frameEnd, timeout: 5).seenAt != nil else {
          report.note("idle at \(label), run \(run): no frame within 5 s")
          continue
        }
        process.send(Array("\r".utf8))  // choose the focused card: the game clock starts
        _ = process.drain(for: 2)  // the deal and the flip finish
        let cpuBefore = process.cpuNanoseconds ?? 0
        let start = monotonicNanoseconds()
        let bytes = process.drain(for: options.idleSeconds)
        let wall = Double(monotonicNanoseconds() - start)
        let cpu = Double((process.cpuNanoseconds ?? 0) - cpuBefore)
        cpuShares.append(cpu / wall * 100)
        bytesPerSecond.append(Double(bytes) / (wall / 1e9))
        process.stop()
      } catch {
        report.note("idle at \(label) failed: \(error)")
        return
      }
    }
    let seconds = Report.format(options.idleSeconds)
    report.add(
      Self.section, "CPU while idle with the clock running, \(label)", unit: "% of a core",
      samples: cpuShares, target: "< 0.5%", verdict: Summary(cpuShares).max < 0.5 ? .pass : .fail,
      note: "\(seconds) s per run, all threads' schedstat")
    report.add(
      Self.section, "bytes written while idle with the clock running, \(label)", unit: "bytes/s",
      samples: bytesPerSecond, note: "the clock's digits, once a second")
  }
}

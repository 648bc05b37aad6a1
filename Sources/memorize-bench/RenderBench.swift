import Foundation
import Memorize
import TerminalKit

/// Layout + diff + encoding of the real screen, frame by frame, and the bytes each frame costs.
struct RenderBench {
  let options: BenchOptions
  let storage: StorageLocations
  let report: Report

  static let section = "Terminal rendering (layout + diff + encoding)"

  func run(size: TerminalSize, profile: ColorProfile) {
    let label = "\(size.width)×\(size.height)"
    measureBytes(size: size, profile: profile, label: label)
    let runs = options.runs
    var fullRepaint: [Double] = []
    var idle: [Double] = []
    var flipTotal: [Double] = []
    var flipLayout: [Double] = []
    var flipDiff: [Double] = []
    for run in -1..<runs {
      // Run -1 warms caches and the allocator and is not counted.
      if run < 0 {
        _ = timeFullRepaint(size: size, profile: profile)
        _ = timeIdle(size: size, profile: profile)
        _ = timeFlip(size: size, profile: profile)
        continue
      }
      fullRepaint.append(timeFullRepaint(size: size, profile: profile))
      idle.append(timeIdle(size: size, profile: profile))
      let flip = timeFlip(size: size, profile: profile)
      flipTotal.append(flip.total)
      flipLayout.append(flip.layout)
      flipDiff.append(flip.diff)
    }
    let under = "< 500 µs at 200×60"
    let isTargetSize = size.width == 200 && size.height == 60
    func verdict(_ samples: [Double]) -> Verdict? {
      isTargetSize ? (Summary(samples).median < 500 ? .pass : .fail) : nil
    }
    report.add(
      Self.section, "first frame, full repaint, \(label)", unit: "µs/frame", samples: fullRepaint,
      target: isTargetSize ? under : nil, verdict: verdict(fullRepaint))
    report.add(
      Self.section, "flip-animation frame, \(label)", unit: "µs/frame", samples: flipTotal,
      target: isTargetSize ? under : nil, verdict: verdict(flipTotal))
    report.add(
      Self.section, "  of which layout (draw into a fresh CellBuffer), \(label)",
      unit: "µs/frame", samples: flipLayout)
    report.add(
      Self.section, "  of which diff + encoding (DiffRenderer.render), \(label)",
      unit: "µs/frame", samples: flipDiff)
    report.add(
      Self.section, "idle frame (nothing changed), \(label)", unit: "µs/frame", samples: idle,
      target: isTargetSize ? under : nil, verdict: verdict(idle))
  }

  // MARK: - Bytes

  private func measureBytes(size: TerminalSize, profile: ColorProfile, label: String) {
    let frames = FrameSequence(size: size, profile: profile, storage: storage)
    var renderer = DiffRenderer(profile: profile)
    let first = renderer.render(frames.board).count
    let flipBytes = frames.flip.map { renderer.render($0).count }
    let idle = renderer.render(frames.idle).count
    let section = "Bytes written (\(profileName(profile)))"
    report.add(section, "first frame, \(label)", unit: "bytes", samples: [Double(first)])
    let largestFlip = Double(flipBytes.max() ?? 0)
    report.add(
      section, "largest flip-animation frame, \(label)", unit: "bytes", samples: [largestFlip],
      target: "< 2 KB (2048 B)", verdict: largestFlip < 2048 ? .pass : .fail)
    let meanFlip = Double(flipBytes.reduce(0, +)) / Double(max(1, flipBytes.count))
    report.add(
      section, "mean flip-animation frame, \(label)", unit: "bytes", samples: [meanFlip],
      note: "\(flipBytes.count) frames at 60 Hz")
    report.add(
      section, "whole flip animation, \(label)", unit: "bytes",
      samples: [Double(flipBytes.reduce(0, +))], note: "\(flipBytes.count) frames")
    report.add(
      section, "idle frame, \(label)", unit: "bytes", samples: [Double(idle)], target: "0",
      verdict: idle == 0 ? .pass : .fail)
  }

  // MARK: - Timing

  /// Mean µs per frame of laying out the dealt board and repainting it all.
  private func timeFullRepaint(size: TerminalSize, profile: ColorProfile) -> Double {
    let scenario = FrameScenario(size: size, profile: profile, storage: storage)
    var renderer = DiffRenderer(profile: profile)
    var bytes = 0
    let iterations = options.frameIterations
    let start = monotonicNanoseconds()
    for _ in 0..<iterations {
      let frame = scenario.frame()
      renderer.invalidate()
      bytes &+= renderer.render(frame).count
    }
    let elapsed = monotonicNanoseconds() - start
    blackHole(bytes)
    return Double(elapsed) / 1000 / Double(iterations)
  }

  /// Mean µs per frame of laying out an unchanged board and finding nothing to write.
  private func timeIdle(size: TerminalSize, profile: ColorProfile) -> Double {
    let scenario = FrameScenario(size: size, profile: profile, storage: storage)
    var renderer = DiffRenderer(profile: profile)
    var bytes = renderer.render(scenario.frame()).count
    let iterations = options.frameIterations
    let start = monotonicNanoseconds()
    for _ in 0..<iterations {
      bytes &+= renderer.render(scenario.frame()).count
    }
    let elapsed = monotonicNanoseconds() - start
    blackHole(bytes)
    return Double(elapsed) / 1000 / Double(iterations)
  }

  /// Mean µs per flip-animation frame: the whole, the layout and the diff + encoding.
  private func timeFlip(
    size: TerminalSize, profile: ColorProfile
  ) -> (total: Double, layout: Double, diff: Double) {
    var layout: UInt64 = 0
    var diff: UInt64 = 0
    var frames = 0
    var bytes = 0
    for _ in 0..<options.flipAnimations {
      let scenario = FrameScenario(size: size, profile: profile, storage: storage)
      var renderer = DiffRenderer(profile: profile)
      bytes &+= renderer.render(scenario.frame()).count
      scenario.chooseFirstCard()
      repeat {
        scenario.advanceOneFrame()
        let start = monotonicNanoseconds()
        let frame = scenario.frame()
        let drawn = monotonicNanoseconds()
        bytes &+= renderer.render(frame).count
        let end = monotonicNanoseconds()
        layout += drawn - start
        diff += end - drawn
        frames += 1
      } while scenario.isAnimating && frames < 120 * options.flipAnimations
    }
    blackHole(bytes)
    let count = Double(max(1, frames))
    return (
      Double(layout + diff) / 1000 / count, Double(layout) / 1000 / count,
      Double(diff) / 1000 / count
    )
  }
}

func profileName(_ profile: ColorProfile) -> String {
  switch profile {
  case .trueColor: "24-bit colour"
  case .ansi256: "256 colours"
  case .ansi16: "16 colours"
  case .none: "no colour"
  }
}

/// Keeps a result alive so the optimiser cannot drop the work that produced it.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

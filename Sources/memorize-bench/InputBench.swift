import Foundation
import TerminalKit

/// Decoding throughput on a recorded session: keys, arrows, text and SGR mouse reports.
struct InputBench {
  let options: BenchOptions
  let report: Report

  static let section = "Input decoding"

  /// One stretch of play as a terminal sends it: moving, choosing, clicking, scrolling, typing.
  static let session: [UInt8] = {
    var bytes: [UInt8] = []
    func add(_ text: String) { bytes.append(contentsOf: text.utf8) }
    for turn in 0..<64 {
      let column = 3 + (turn * 7) % 190
      let row = 2 + (turn * 5) % 55
      add("\u{1B}[C\u{1B}[C\u{1B}[B")  // arrows
      add("hjkl")  // vi keys
      add("\r")  // Enter: choose
      add("\u{1B}[<0;\(column);\(row)M\u{1B}[<0;\(column);\(row)m")  // click and release
      add("\u{1B}[<35;\(column + 1);\(row)M")  // motion
      add("\u{1B}[<64;\(column);\(row)M")  // wheel
      add("\t \u{1B}[1;5A")  // Tab, Space, Ctrl-Up
      add("Ünïcødé 🍕")  // text, as in the theme editor
      add("\u{1B}OP\u{1B}[15~")  // F1, F5
    }
    return bytes
  }()

  func run() {
    let stream = Self.session
    var mebibytesPerSecond: [Double] = []
    var eventsPerSecond: [Double] = []
    var events = 0
    for _ in 0..<options.runs {
      var decoded = 0
      let start = monotonicNanoseconds()
      for _ in 0..<options.decoderRepeats {
        var decoder = InputDecoder()
        // Terminals deliver input in reads of up to a few kilobytes; sequences may straddle them.
        var offset = 0
        while offset < stream.count {
          let end = min(stream.count, offset + 1024)
          decoded += decoder.feed(stream[offset..<end]).count
          offset = end
        }
        decoded += decoder.flushPending().count
      }
      let seconds = Double(monotonicNanoseconds() - start) / 1e9
      let bytes = Double(stream.count * options.decoderRepeats)
      mebibytesPerSecond.append(bytes / seconds / 1_048_576)
      eventsPerSecond.append(Double(decoded) / seconds)
      events = decoded / options.decoderRepeats
    }
    let note = "\(stream.count)-byte recorded stream, \(events) events, fed in 1 KiB reads"
    report.add(Self.section, "throughput", unit: "MiB/s", samples: mebibytesPerSecond, note: note)
    report.add(Self.section, "events decoded", unit: "events/s", samples: eventsPerSecond)
  }
}

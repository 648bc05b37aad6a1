import Foundation

/// Monotonic nanoseconds, read straight from the kernel so the timer itself costs little.
func monotonicNanoseconds() -> UInt64 {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// Samples of one quantity, one per run, summarised the way the issue asks: median, min, max.
struct Summary: Sendable {
  var samples: [Double]

  init(_ samples: [Double]) {
    self.samples = samples
  }

  var median: Double {
    guard !samples.isEmpty else { return .nan }
    let sorted = samples.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  var min: Double { samples.min() ?? .nan }
  var max: Double { samples.max() ?? .nan }
  var runs: Int { samples.count }
}

/// Whether a measured figure meets the target an issue set for it.
enum Verdict: String, Sendable {
  case pass
  case fail
}

/// One line of the results table.
struct Row: Sendable {
  /// Which part of the issue the line belongs to.
  var section: String
  /// What was measured.
  var name: String
  var unit: String
  var summary: Summary
  /// The target in words, when an issue set one.
  var target: String?
  var verdict: Verdict?
  /// How the figure was obtained, when the name alone does not say.
  var note: String?
}

/// Everything a run of the benchmarks found, in the order it was measured.
final class Report {
  private(set) var rows: [Row] = []
  /// Free-form lines (tables of their own, skipped measurements), printed after the rows.
  private(set) var notes: [String] = []
  var context: [String: String] = [:]
  private let echo: Bool

  init(echo: Bool) {
    self.echo = echo
  }

  func add(_ row: Row) {
    rows.append(row)
    if echo { FileHandle.standardError.write(Data((Self.line(for: row) + "\n").utf8)) }
  }

  /// Adds a row measured `samples` times.
  func add(
    _ section: String, _ name: String, unit: String, samples: [Double], target: String? = nil,
    verdict: Verdict? = nil, note: String? = nil
  ) {
    add(
      Row(
        section: section, name: name, unit: unit, summary: Summary(samples), target: target,
        verdict: verdict, note: note))
  }

  func note(_ text: String) {
    notes.append(text)
    if echo { FileHandle.standardError.write(Data(("note: " + text + "\n").utf8)) }
  }

  // MARK: - Output

  /// A Markdown table with every row, then the notes.
  func markdown() -> String {
    var lines: [String] = []
    for (key, value) in context.sorted(by: { $0.key < $1.key }) {
      lines.append("- \(key): \(value)")
    }
    lines.append("")
    var sections: [String] = []
    for row in rows where !sections.contains(row.section) { sections.append(row.section) }
    for section in sections {
      lines.append("")
      lines.append("### \(section)")
      lines.append("")
      lines.append("| measure | median | min | max | unit | runs | target | verdict |")
      lines.append("| --- | ---: | ---: | ---: | --- | ---: | --- | --- |")
      for row in rows where row.section == section {
        let name = row.note.map { "\(row.name) (\($0))" } ?? row.name
        let cells = [
          name, Self.format(row.summary.median), Self.format(row.summary.min),
          Self.format(row.summary.max), row.unit, String(row.summary.runs), row.target ?? "",
          row.verdict.map { $0 == .pass ? "pass" : "**FAIL**" } ?? "",
        ]
        lines.append("| " + cells.joined(separator: " | ") + " |")
      }
    }
    if !notes.isEmpty {
      lines.append("")
      lines.append("### Notes")
      lines.append("")
      lines.append(contentsOf: notes.map { "- " + $0 })
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// One JSON object: the context, every row, the notes.
  func json() -> String {
    var object: [String: Any] = [:]
    object["context"] = context
    object["notes"] = notes
    object["results"] = rows.map { row -> [String: Any] in
      var entry: [String: Any] = [
        "section": row.section, "name": row.name, "unit": row.unit,
        "median": Self.jsonNumber(row.summary.median), "min": Self.jsonNumber(row.summary.min),
        "max": Self.jsonNumber(row.summary.max), "runs": row.summary.runs,
        "samples": row.summary.samples.map(Self.jsonNumber),
      ]
      if let target = row.target { entry["target"] = target }
      if let verdict = row.verdict { entry["verdict"] = verdict.rawValue }
      if let note = row.note { entry["note"] = note }
      return entry
    }
    let data =
      (try? JSONSerialization.data(
        withJSONObject: object, options: [.prettyPrinted, .sortedKeys])) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// A number as JSON can hold it: NaN and infinities become null.
  private static func jsonNumber(_ value: Double) -> Any {
    value.isFinite ? value : NSNull()
  }

  /// Three significant figures, or whole numbers when large: enough to compare, short to read.
  static func format(_ value: Double) -> String {
    guard value.isFinite else { return "—" }
    let magnitude = abs(value)
    if magnitude == 0 { return "0" }
    if magnitude >= 1000 || value == value.rounded() && magnitude >= 1 {
      return groupedInteger(value.rounded())
    }
    if magnitude >= 100 { return String(format: "%.1f", value) }
    if magnitude >= 10 { return String(format: "%.2f", value) }
    if magnitude >= 1 { return String(format: "%.3f", value) }
    return String(format: "%.3g", value)
  }

  private static func groupedInteger(_ value: Double) -> String {
    let digits = String(Int64(abs(value)))
    var grouped = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0 && (digits.count - offset) % 3 == 0 { grouped.append(",") }
      grouped.append(digit)
    }
    return (value < 0 ? "-" : "") + grouped
  }

  private static func line(for row: Row) -> String {
    var text =
      "\(row.section) | \(row.name): median \(format(row.summary.median)) \(row.unit)"
      + " (min \(format(row.summary.min)), max \(format(row.summary.max)),"
      + " \(row.summary.runs) runs)"
    if let target = row.target { text += " target \(target)" }
    if let verdict = row.verdict { text += " → \(verdict.rawValue)" }
    return text
  }
}

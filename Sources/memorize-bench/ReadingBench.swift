import CardGames
import Foundation
import Memorize

/// What reading a file costs in memory: each file loaded by the real loader (`JSONFile.load`)
/// in a fresh child process, and — for comparison — decoded by Foundation's `JSONDecoder`, as
/// the loader did before. The child resets its peak resident size (`/proc/self/clear_refs`)
/// after a warm-up load, so the figure is the peak growth the load itself caused.
struct ReadingBench {
  let options: BenchOptions
  let report: Report
  let scratch: URL

  static let section = "Reading a file (peak memory of one load, as a multiple of its size)"
  static let childFlag = "--reading-child"

  /// One file to read: what it is, which of our files it stands for, and its bytes.
  struct Sample {
    var name: String
    var kind: String
    var bytes: [UInt8]
  }

  func run() {
    let folder = scratch.appendingPathComponent("reading", isDirectory: true)
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for sample in Self.samples() {
      let path = folder.appendingPathComponent("\(sample.kind)-\(sample.name).json").path
      FileManager.default.createFile(atPath: path, contents: Data(sample.bytes))
      var ours: [Double] = []
      var foundation: [Double] = []
      var withinBound = true
      for _ in 0..<max(1, options.runs / 5) {
        if let growth = Self.childGrowth(kind: sample.kind, path: path, decoder: "ours") {
          ours.append(Double(growth) / Double(sample.bytes.count))
          withinBound = withinBound && growth <= Self.bound(size: sample.bytes.count)
        }
        if let growth = Self.childGrowth(kind: sample.kind, path: path, decoder: "foundation") {
          foundation.append(Double(growth) / Double(sample.bytes.count))
        }
      }
      let size = "\(sample.bytes.count / 1024) KB"
      report.add(
        Self.section, "\(sample.kind): \(sample.name) (\(size)), JSONFile.load", unit: "× size",
        samples: ours, target: "≤ 4× size + 512 KB",
        verdict: withinBound && !ours.isEmpty ? .pass : .fail,
        note: "VmHWM growth after clear_refs, in a fresh process")
      report.add(
        Self.section, "\(sample.kind): \(sample.name) (\(size)), Foundation JSONDecoder",
        unit: "× size", samples: foundation, note: "what loading cost before")
    }
  }

  /// The promise (ROBUSTNESS.md, "Bounded reading"): four times the file, plus a fixed 512 KB
  /// that only small files notice (the emoji-splitting allowance and small objects).
  static func bound(size: Int) -> Int { 4 * size + 512 * 1024 }

  /// The files: our largest real documents, and dense ones just under the 1 MB limit.
  static func samples() -> [Sample] {
    let megabyte = 1024 * 1024 - 256
    func filled(_ prefix: String, _ unit: String, _ suffix: String) -> [UInt8] {
      let count = (megabyte - prefix.utf8.count - suffix.utf8.count) / unit.utf8.count
      var text = prefix + String(repeating: unit, count: count)
      if text.hasSuffix(",") { text.removeLast() }
      return Array((text + suffix).utf8)
    }
    var samples: [Sample] = []
    if let real = try? realState() {
      samples.append(Sample(name: "a 1,000-pair game as saved", kind: "state", bytes: real))
    }
    samples += [
      Sample(name: "[0,0,0,…]", kind: "state", bytes: filled("[", "0,", "]")),
      Sample(
        name: "nested [[[…]]]", kind: "state",
        bytes: Array(
          (String(repeating: "[", count: megabyte / 2) + String(repeating: "]", count: megabyte / 2))
            .utf8)),
      Sample(
        name: "{\"a\":1} objects", kind: "state",
        bytes: filled("{\"version\":1,\"pad\":[", "{\"a\":1},", "]}")),
      Sample(
        name: "escaped string", kind: "state",
        bytes: filled("{\"version\":1,\"s\":\"", "\\u00e9", "\"}")),
      Sample(
        name: "entries of 5,000 8-byte scores", kind: "statistics",
        bytes: filled(
          "{\"version\":1,\"entries\":[",
          "{\"key\":{\"game\":\"set\",\"themeID\":\"\"},\"record\":{\"played\":1,"
            + "\"finished\":0,\"recentScores\":["
            + Array(repeating: "0      ", count: 5_000).joined(separator: ",") + "]}},", "]}")),
      Sample(
        name: "themes with 16,000 emoji each", kind: "themes",
        bytes: filled(
          "{\"version\":2,\"themes\":[",
          "{\"id\":\"t\",\"name\":\"A\",\"pairs\":\"all\",\"color\":\"#F28C28\",\"emoji\":\""
            + String(repeating: "🌀", count: 16_000) + "\"},", "]}")),
      Sample(
        name: "1,000 small themes", kind: "themes",
        bytes: Array(
          ("{\"version\":2,\"themes\":["
            + (0..<1_000).map {
              "{\"id\":\"t\($0)\",\"name\":\"A\",\"emoji\":\"🐶🐱🐭🐹🐰🦊\",\"pairs\":\"all\","
                + "\"color\":\"#F28C28\"}"
            }.joined(separator: ",") + "]}").utf8)),
    ]
    return samples
  }

  /// The largest game a player can have (1,000 pairs), with Matchismo and Set, as `JSONFile`
  /// writes it.
  static func realState() throws -> [UInt8] {
    let time = ManualTimeSource()
    let statistics = Statistics()
    let emoji = (0..<1_000).map { String(Character(Unicode.Scalar(0x4E00 + $0) ?? "x")) }
    let theme = Theme(
      id: "large", name: "Large", emoji: emoji, pairs: .allEmoji,
      color: RGBAColor(red: 0.2, green: 0.4, blue: 0.6))
    let memorize = EmojiMemoryGame(theme: theme, seed: 1, timeSource: time, statistics: statistics)
    for card in memorize.cards.prefix(40) {
      time.advance(by: 1)
      memorize.choose(card)
    }
    let state = SavedApp(
      section: .memorize, isShowingMemorizeGame: true, memorize: memorize.saved,
      matchismo: PlayingCardGame(seed: 1, timeSource: time, statistics: statistics).saved,
      set: SetCardGame(seed: 1, timeSource: time, statistics: statistics).saved)
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "memorize-bench-state-\(getpid()).json")
    defer { try? FileManager.default.removeItem(at: url) }
    try JSONFile<SavedApp>(url: url).save(state)
    return Array(try Data(contentsOf: url))
  }

  /// Runs this program as the child below; the peak growth it reports, in bytes.
  static func childGrowth(kind: String, path: String, decoder: String) -> Int? {
    let child = Process()
    child.executableURL = URL(fileURLWithPath: "/proc/self/exe")
    child.arguments = [childFlag, kind, path, decoder]
    let output = Pipe()
    child.standardOutput = output
    child.standardError = FileHandle.nullDevice
    guard (try? child.run()) != nil else { return nil }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    child.waitUntilExit()
    guard child.terminationStatus == 0 else { return nil }
    return Int(
      String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
  }

  /// In the child: warm up with a small file of the same kind, reset the peak, load a copy of
  /// `path` (the loader may move a bad file aside), and print how far the peak rose, in bytes.
  static func runChild(kind: String, path: String, decoder: String) -> Never {
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
      .appendingPathComponent("child-\(getpid())", isDirectory: true)
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let copy = folder.appendingPathComponent("\(kind).json")
    let warmUp = folder.appendingPathComponent("warm-up.json")
    FileManager.default.createFile(atPath: warmUp.path, contents: Data("{}".utf8))
    load(kind: kind, url: warmUp, decoder: decoder)
    try? FileManager.default.removeItem(at: copy)
    try? FileManager.default.copyItem(atPath: path, toPath: copy.path)
    let before = status("VmRSS")
    FileManager.default.createFile(atPath: "/proc/self/clear_refs", contents: Data("5".utf8))
    load(kind: kind, url: copy, decoder: decoder)
    let peak = status("VmHWM")
    print(max(0, peak - before) * 1024)
    exit(0)
  }

  private static func load(kind: String, url: URL, decoder: String) {
    let now = Date()
    func run<T: Codable>(_ type: T.Type) {
      if decoder == "ours" {
        _ = JSONFile<T>(url: url).load(now: now)
      } else if let data = try? Data(contentsOf: url) {
        _ = try? JSONDecoder().decode(type, from: data)
      }
    }
    switch kind {
    case "statistics": run(SavedStatistics.self)
    case "themes": run(ThemeStore.Document.self)
    default: run(SavedApp.self)
    }
  }

  /// A `/proc/self/status` figure, in KB.
  private static func status(_ field: String) -> Int {
    let text = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    let line = text.split(separator: "\n").first { $0.hasPrefix(field + ":") } ?? ""
    return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
      ?? 0
  }
}

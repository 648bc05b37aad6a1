import Foundation
import Memorize
import TerminalKit

/// What the numbers were measured on, and where the program under test is.
enum Machine {
  static func describe() -> [String: String] {
    var context: [String: String] = [:]
    let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
    if let model = field("model name", in: cpuinfo) { context["cpu"] = model }
    context["cores"] = String(ProcessInfo.processInfo.activeProcessorCount)
    let memory = ProcessInfo.processInfo.physicalMemory
    context["memory"] = String(format: "%.1f GiB", Double(memory) / 1_073_741_824)
    var names = utsname()
    uname(&names)
    let release = withUnsafeBytes(of: &names.release) { String(decoding: $0, as: UTF8.self) }
    context["kernel"] = release.prefix { $0 != "\0" }.description
    context["date"] = ISO8601DateFormatter().string(from: Date())
    if let commit = run("/usr/bin/git", ["rev-parse", "--short", "HEAD"]) {
      let dirty = run("/usr/bin/git", ["status", "--porcelain", "--untracked-files=no"]) ?? ""
      context["commit"] = commit + (dirty.isEmpty ? "" : " (with uncommitted changes)")
    }
    #if DEBUG
      context["build"] = "debug (numbers are meaningless: use -c release)"
    #else
      context["build"] = "release"
    #endif
    return context
  }

  /// `memorize` as given, or the one built next to this program.
  static func memorizeExecutable(explicit: String?) -> String? {
    if let explicit {
      return FileManager.default.isExecutableFile(atPath: explicit) ? explicit : nil
    }
    guard
      let own = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    else { return nil }
    let sibling = URL(fileURLWithPath: own).deletingLastPathComponent()
      .appendingPathComponent("memorize").path
    return FileManager.default.isExecutableFile(atPath: sibling) ? sibling : nil
  }

  private static func field(_ name: String, in text: String) -> String? {
    for line in text.split(separator: "\n") where line.hasPrefix(name) {
      if let colon = line.firstIndex(of: ":") {
        return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      }
    }
    return nil
  }

  /// The trimmed output of a short command, or `nil` if it fails.
  private static func run(_ executable: String, _ arguments: [String]) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return nil }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }
}

/// A fixed amount of rendering and nothing else, for `valgrind --tool=callgrind`: the difference
/// between two frame counts, divided by the extra frames, is the instructions per frame.
struct CallgrindTarget {
  let storage: StorageLocations

  func run(kind: String, frames: Int) {
    let scenario = FrameScenario(
      size: TerminalSize(width: 200, height: 60), profile: .trueColor, storage: storage)
    var renderer = DiffRenderer(profile: .trueColor)
    var bytes = renderer.render(scenario.frame()).count
    for _ in 0..<frames {
      let frame = scenario.frame()
      if kind == "full" { renderer.invalidate() }
      bytes &+= renderer.render(frame).count
    }
    print("\(frames) \(kind) frames, \(bytes) bytes")
  }
}

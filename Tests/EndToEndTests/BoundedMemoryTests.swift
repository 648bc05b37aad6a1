import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Huge input costs no more than small input: a 10 MB command line, a 16 MB save file.
@Suite("Bounded memory")
struct BoundedMemoryTests {
  @Test("A 10 MB line to --plain is answered with at most 80 characters of it")
  func hugeLine() throws {
    let folder = try TemporaryFolder()
    let session = try LineConversation(
      try Executables.memorize(), ["--plain", "--theme", "animals", "--pairs", "2", "--seed", "1"],
      environment: folder.programEnvironment(term: "dumb"), in: folder)
    _ = try session.readLines(through: isScoreLine)
    session.send(String(repeating: "x", count: 10_000_000))
    let reply = try session.readLines(through: isScoreLine)
    #expect(
      reply == [
        "error: Unknown command “\(String(repeating: "x", count: 79))…”; "
          + "type “help” for the commands.",
        "Score: 0 Flips: 0",
      ])
    session.closeInput()
    #expect(try session.waitForExit() == 0)
  }

  @Test("A 16 MB state.json is refused unread and kept aside; memory stays at the baseline")
  func hugeSaveFile() throws {
    let baseline = try peakMemory(stateFile: nil)
    // Dense JSON: two million tiny objects, the shape that costs a JSON decoder the most.
    let dense =
      "{\"version\":1,\"pad\":["
      + Array(repeating: "{\"a\":1}", count: 2_000_000)
      .joined(separator: ",") + "]}"
    let (peak, errors, kept) = try peakMemory(stateFile: dense)
    #expect(dense.utf8.count > 16_000_000)
    #expect(
      errors.first?.hasPrefix(
        "memorize: state.json is too large (\(dense.utf8.count) bytes; the limit is 1 MB) (kept as "
      ) == true, "\(errors)")
    #expect(kept == dense.utf8.count, "kept aside byte for byte")
    // Refused on its size alone: at most 4 MB above a launch without the file (it took 357 MB).
    #expect(
      peak <= baseline.kilobytes + 4096, "peak \(peak) KB, baseline \(baseline.kilobytes) KB")
  }

  /// Starts `memorize --plain` (with `stateFile` as its state.json), waits for its first score
  /// line, and reads its peak resident size; returns it, standard error's lines, and the size of
  /// the file kept aside.
  private func peakMemory(stateFile: String?) throws -> (
    kilobytes: Int, errors: [String], keptSize: Int?
  ) {
    let folder = try TemporaryFolder()
    let data = folder.file("data/memorize")
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    if let stateFile {
      try Data(stateFile.utf8).write(to: data.appendingPathComponent("state.json"))
    }
    let session = try LineConversation(
      try Executables.memorize(), ["--plain"],
      environment: folder.programEnvironment(term: "dumb"), in: folder)
    _ = try session.readLines(through: isScoreLine)
    let status = try String(contentsOfFile: "/proc/\(session.pid)/status", encoding: .utf8)
    let peak = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
      .flatMap {
        Int($0.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
      }
    session.closeInput()
    #expect(try session.waitForExit() == 0)
    let names = try FileManager.default.contentsOfDirectory(atPath: data.path)
    let kept = names.first { $0.hasPrefix("state.json.corrupt-") }.flatMap {
      (try? FileManager.default.attributesOfItem(atPath: data.appendingPathComponent($0).path))?[
        .size] as? Int
    }
    let errors = Finished.lines(String(decoding: session.standardError, as: UTF8.self))
    return (try #require(peak, "VmHWM in /proc/\(session.pid)/status"), errors, kept)
  }

  private func isScoreLine(_ line: String) -> Bool {
    line.wholeMatch(of: #/Score: [-−]?\d+ Flips: \d+/#) != nil
  }
}

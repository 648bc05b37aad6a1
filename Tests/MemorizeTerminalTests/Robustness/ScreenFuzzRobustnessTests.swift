import Foundation
import Testing

/// Replays every committed input of the screen fuzz target: its seed corpus and every input that
/// once broke a promise (`Fuzz/regressions/screen-input/`), through the fuzzer's own checks.
@Suite("Robustness: screen fuzz inputs")
struct ScreenFuzzRobustnessTests {
  static let fuzzFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fuzz", isDirectory: true)

  static func inputs(_ kind: String) -> [URL] {
    let folder = fuzzFolder.appendingPathComponent("\(kind)/screen-input", isDirectory: true)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { !$0.hasPrefix(".") && $0 != "README.md" }.sorted().map {
      folder.appendingPathComponent($0)
    }
  }

  @Test("The seed corpus is there to replay")
  func corpusExists() {
    #expect(Self.inputs("corpus").count >= 4)
  }

  @Test(
    "Screen inputs keep every promise",
    arguments: inputs("corpus") + inputs("regressions"))
  func screenInput(_ file: URL) throws {
    let bytes = Array(try Data(contentsOf: file))
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("memorize-screen-fuzz-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(ScreenProbe.violations(in: bytes, root: root) == [])
  }
}

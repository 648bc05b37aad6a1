import Foundation
import Memorize
import Testing

/// Replays every committed fuzz input for the theme and save files: the seed corpus and every input
/// that once broke a promise (`Fuzz/regressions/<target>/`), through the fuzzer's own checks.
@Suite("Robustness: theme and save file fuzz inputs")
struct FuzzInputRobustnessTests {
  static let fuzzFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fuzz", isDirectory: true)

  static func inputs(_ kind: String, _ target: String) -> [URL] {
    let folder = fuzzFolder.appendingPathComponent("\(kind)/\(target)", isDirectory: true)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { !$0.hasPrefix(".") && $0 != "README.md" }.sorted().map {
      folder.appendingPathComponent($0)
    }
  }

  @Test("The seed corpora are there to replay")
  func corporaExist() {
    #expect(Self.inputs("corpus", "theme-file").count >= 2)
    #expect(Self.inputs("corpus", "save-file").count >= 2)
    #expect(Self.inputs("regressions", "save-file").count >= 10)
  }

  @Test(
    "Theme file inputs keep every promise",
    arguments: inputs("corpus", "theme-file") + inputs("regressions", "theme-file"))
  func themeFile(_ file: URL) throws {
    let bytes = Array(try Data(contentsOf: file))
    let home = TemporaryLocations()
    #expect(FileProbe.themeFileViolations(bytes, root: home.root) == [])
  }

  @Test(
    "Save file inputs keep every promise",
    arguments: inputs("corpus", "save-file") + inputs("regressions", "save-file"))
  func saveFile(_ file: URL) throws {
    let bytes = Array(try Data(contentsOf: file))
    let home = TemporaryLocations()
    #expect(FileProbe.saveFileViolations(bytes, root: home.root) == [])
  }

  @Test(
    "Impossible games are kept aside with a notice naming the part",
    arguments: inputs("regressions", "save-file"))
  func impossibleGame(_ file: URL) throws {
    let home = TemporaryLocations()
    let target =
      file.lastPathComponent.hasPrefix("statistics") ? home.statisticsFile : home.stateFile
    try home.write(String(decoding: try Data(contentsOf: file), as: UTF8.self), to: target)
    let app = AppModel(
      locations: home.locations, timeSource: ManualTimeSource(), seed: 1,
      now: FileProbe.loadDate)
    let notice = try #require(app.notices.first)
    #expect(app.notices.count == 1)
    #expect(notice.contains("has an unusable value at"), "\(notice)")
    #expect(notice.contains("(kept as \(target.lastPathComponent).corrupt-"))
  }
}

import Foundation
import TerminalTestSupport
import Testing

@Suite("Snapshot files")
struct SnapshotSupportTests {
  func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "snapshots-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func missingSnapshotFailsAndIsRecordedThenPasses() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("Suite/fresh.txt")
    #expect(
      compareSnapshot(
        "one\ntwo", named: "fresh", testName: "Suite", directory: directory, record: false)
        == .failed(
          "No snapshot named \"fresh\"; recorded it at \(file.path). Review the file, then run the tests again."
        ))
    #expect(try String(contentsOf: file, encoding: .utf8) == "one\ntwo\n")
    #expect(
      compareSnapshot(
        "one\ntwo", named: "fresh", testName: "Suite", directory: directory, record: false)
        == .matched)
  }

  @Test func mismatchFailsWithTheDifferingLinesAndRecordingRewrites() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("Suite/changing.txt")
    func compare(_ text: String, record: Bool) -> SnapshotOutcome {
      compareSnapshot(
        text, named: "changing", testName: "Suite", directory: directory, record: record)
    }
    #expect(compare("a\nold", record: true) == .recorded)
    #expect(
      compare("a\nnew", record: false)
        == .failed(
          """
          Snapshot "changing" does not match \(file.path) (set RECORD_SNAPSHOTS=1 to re-record).
          2- old
          2+ new
          """))
    #expect(try String(contentsOf: file, encoding: .utf8) == "a\nold\n")
    #expect(compare("a\nnew", record: true) == .recorded)
    #expect(compare("a\nnew", record: false) == .matched)
  }

  @Test func aFolderThatCannotBeMadeIsAFailure() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    // A plain file where the test's folder should go.
    try Data("x".utf8).write(to: directory.appendingPathComponent("Suite"))
    let outcome = compareSnapshot(
      "text", named: "n", testName: "Suite", directory: directory, record: true)
    guard case .failed(let message) = outcome else {
      Issue.record("expected a failure, got \(outcome)")
      return
    }
    #expect(message.hasPrefix("Could not write snapshot \(directory.path)/Suite/n.txt: "))
  }

  @Test func assertSnapshotPassesOnAMatch() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(assertSnapshot("same", named: "kept", record: true, directory: directory))
    #expect(assertSnapshot("same", named: "kept", record: false, directory: directory))
  }

  @Test func recordingIsAskedForByTheEnvironment() {
    #expect(isRecordingSnapshots(["RECORD_SNAPSHOTS": "1"]))
    #expect(!isRecordingSnapshots(["RECORD_SNAPSHOTS": "0"]))
    #expect(!isRecordingSnapshots(["RECORD_SNAPSHOTS": ""]))
    #expect(!isRecordingSnapshots([:]))
  }
}

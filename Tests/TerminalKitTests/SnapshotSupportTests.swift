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
    withKnownIssue {
      #expect(!assertSnapshot("one\ntwo", named: "fresh", record: false, directory: directory))
    }
    let file = directory.appendingPathComponent("SnapshotSupportTests/fresh.txt")
    #expect(try String(contentsOf: file, encoding: .utf8) == "one\ntwo\n")
    #expect(assertSnapshot("one\ntwo", named: "fresh", record: false, directory: directory))
  }

  @Test func mismatchFailsAndRecordingRewrites() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(assertSnapshot("old", named: "changing", record: true, directory: directory))
    withKnownIssue {
      #expect(!assertSnapshot("new", named: "changing", record: false, directory: directory))
    }
    #expect(assertSnapshot("new", named: "changing", record: true, directory: directory))
    #expect(assertSnapshot("new", named: "changing", record: false, directory: directory))
  }

  @Test func recordingIsAskedForByTheEnvironment() {
    #expect(isRecordingSnapshots(["RECORD_SNAPSHOTS": "1"]))
    #expect(!isRecordingSnapshots(["RECORD_SNAPSHOTS": "0"]))
    #expect(!isRecordingSnapshots(["RECORD_SNAPSHOTS": ""]))
    #expect(!isRecordingSnapshots([:]))
  }
}

import Foundation
import Testing

/// What comparing a text with its snapshot file found.
public enum SnapshotOutcome: Equatable, Sendable {
  /// The file holds exactly the text.
  case matched
  /// Recording was asked for, and the file now holds the text.
  case recorded
  /// A failure, in the words the test report shows: no file yet (it has just been written for
  /// review), a text that differs from the file (with the differing lines), or a file that could
  /// not be written.
  case failed(String)
}

/// Compares `text` with the snapshot file `name` in `directory`/`testName`/, writing the file when
/// `record` is true or when it does not exist yet. Does not report anything itself.
public func compareSnapshot(
  _ text: String, named name: String, testName: String, directory: URL, record: Bool
) -> SnapshotOutcome {
  let folder = directory.appendingPathComponent(testName)
  let file = folder.appendingPathComponent(name + ".txt")
  let contents = text.hasSuffix("\n") ? text : text + "\n"

  func write() -> String? {
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try contents.write(to: file, atomically: true, encoding: .utf8)
      return nil
    } catch {
      return "Could not write snapshot \(file.path): \(error)"
    }
  }

  if record { return write().map(SnapshotOutcome.failed) ?? .recorded }
  guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
    return .failed(
      write()
        ?? """
        No snapshot named "\(name)"; recorded it at \(file.path). \
        Review the file, then run the tests again.
        """)
  }
  if expected == contents { return .matched }
  return .failed(
    """
    Snapshot "\(name)" does not match \(file.path) (set RECORD_SNAPSHOTS=1 to re-record).
    \(lineDifference(expected: expected, actual: contents))
    """)
}

/// Checks `text` against its recorded snapshot, like swift-argument-parser's snapshot helper:
/// files live in `__Snapshots__/<test file name>/<name>.txt` beside the calling test file;
/// `RECORD_SNAPSHOTS=1` re-records them; a missing snapshot fails (and is written for review).
///
/// - Returns: whether the snapshot matched (or was recorded).
@discardableResult
public func assertSnapshot(
  _ text: String, named name: String, record: Bool? = nil, directory: URL? = nil,
  fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) -> Bool {
  let testFile = URL(fileURLWithPath: filePath)
  let outcome = compareSnapshot(
    text, named: name, testName: testFile.deletingPathExtension().lastPathComponent,
    directory: directory
      ?? testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__"),
    record: record ?? isRecordingSnapshots(ProcessInfo.processInfo.environment))
  guard case .failed(let message) = outcome else { return true }
  Issue.record(
    Comment(rawValue: message),
    sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  return false
}

/// Whether the environment asks for snapshots to be re-recorded.
public func isRecordingSnapshots(_ environment: [String: String]) -> Bool {
  guard let value = environment["RECORD_SNAPSHOTS"] else { return false }
  return !value.isEmpty && value != "0" && value.lowercased() != "false"
}

/// The lines that differ, marked `-` (expected) and `+` (actual), with their line numbers.
func lineDifference(expected: String, actual: String) -> String {
  let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
  var report: [String] = []
  for index in 0..<max(old.count, new.count) {
    let before = index < old.count ? String(old[index]) : nil
    let after = index < new.count ? String(new[index]) : nil
    guard before != after else { continue }
    if let before { report.append("\(index + 1)- \(before)") }
    if let after { report.append("\(index + 1)+ \(after)") }
  }
  return report.joined(separator: "\n")
}

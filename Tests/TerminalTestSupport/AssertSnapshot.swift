import Foundation
import Testing

/// Compares `text` with a snapshot file recorded next to the calling test file.
///
/// The file is `__Snapshots__/<TestFileName>/<name>.txt` beside the test source. When it is
/// missing, the test fails and the file is written, so a reviewer can read it and the next run
/// passes. With `RECORD_SNAPSHOTS=1` in the environment (or `record: true`) every snapshot is
/// rewritten instead of compared.
///
/// - Returns: whether the text matched (or was recorded on request).
@discardableResult
public func assertSnapshot(
  _ text: String, named name: String, record: Bool? = nil, directory: URL? = nil,
  fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) -> Bool {
  let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  let testFile = URL(fileURLWithPath: filePath)
  let folder =
    (directory ?? testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__"))
    .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
  let file = folder.appendingPathComponent(name + ".txt")
  let contents = text.hasSuffix("\n") ? text : text + "\n"
  let recording = record ?? isRecordingSnapshots(ProcessInfo.processInfo.environment)

  func write() -> Bool {
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try contents.write(to: file, atomically: true, encoding: .utf8)
      return true
    } catch {
      Issue.record("Could not write snapshot \(file.path): \(error)", sourceLocation: location)
      return false
    }
  }

  if recording { return write() }
  guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
    if write() {
      Issue.record(
        """
        No snapshot named "\(name)"; recorded it at \(file.path). \
        Review the file, then run the tests again.
        """, sourceLocation: location)
    }
    return false
  }
  if expected == contents { return true }
  Issue.record(
    """
    Snapshot "\(name)" does not match \(file.path) (set RECORD_SNAPSHOTS=1 to re-record).
    \(lineDifference(expected: expected, actual: contents))
    """, sourceLocation: location)
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

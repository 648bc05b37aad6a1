import Foundation

/// A fresh folder under the system's temporary directory, removed when the test is done.
///
/// Tests write here and never into the real home directory; each calls ``remove()`` in a `defer`.
struct TemporaryDirectory {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("memorize-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// Deletes the folder and everything in it.
  func remove() {
    // Undo anything a test made unwritable or unreadable, so the folder can be removed.
    if let paths = FileManager.default.enumerator(atPath: url.path) {
      for case let path as String in paths {
        try? FileManager.default.setAttributes(
          [.posixPermissions: 0o755], ofItemAtPath: url.appendingPathComponent(path).path)
      }
    }
    try? FileManager.default.removeItem(at: url)
  }

  /// A path inside the folder.
  func file(_ name: String) -> URL {
    url.appendingPathComponent(name, isDirectory: false)
  }

  /// The names in the folder, sorted.
  func contents() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
  }
}

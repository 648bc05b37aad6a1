import Foundation

/// A fresh folder for one test, removed when the test lets go of it.
///
/// It also holds the XDG config and data folders and the HOME the program sees, so no test ever
/// reads or writes the real home directory.
final class TemporaryFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("memorize-e2e-\(UUID().uuidString.prefix(8))")
    for sub in ["config", "data", "home"] {
      try FileManager.default.createDirectory(
        at: url.appendingPathComponent(sub), withIntermediateDirectories: true)
    }
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  /// `name` inside the folder.
  func file(_ name: String) -> URL { url.appendingPathComponent(name) }

  /// The text of `name`, or `nil` when it does not exist (yet).
  func text(_ name: String) -> String? {
    try? String(contentsOf: file(name), encoding: .utf8)
  }

  /// The variables that point the program's files into this folder.
  var environment: [String: String] {
    [
      "HOME": file("home").path,
      "XDG_CONFIG_HOME": file("config").path,
      "XDG_DATA_HOME": file("data").path,
    ]
  }

  /// A small environment for a program under test: PATH, a UTF-8 locale, and this folder's files.
  func programEnvironment(term: String) -> [String: String] {
    var environment = self.environment
    environment["PATH"] = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    environment["LANG"] = "C.UTF-8"
    environment["TERM"] = term
    return environment
  }
}

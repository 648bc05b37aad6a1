import Foundation

/// Finds the programs the end-to-end tests drive: the freshly built `memorize`, and tools on PATH.
enum Executables {
  /// A program the tests need could not be found.
  struct Missing: Error, CustomStringConvertible {
    var description: String
  }

  /// The `memorize` built alongside this test bundle.
  ///
  /// SwiftPM puts products and the test bundle in one folder (`.build/debug`, or
  /// `<scratch path>/debug` with `--scratch-path`), so the folder of the running test executable
  /// comes first. `MEMORIZE_E2E_BINARY` overrides; the package's default `.build` is the fallback.
  static func memorize() throws -> URL {
    let environment = ProcessInfo.processInfo.environment
    if let override = environment["MEMORIZE_E2E_BINARY"], !override.isEmpty {
      return URL(fileURLWithPath: override)
    }
    var folders: [URL] = []
    if let executable = Bundle.main.executableURL {
      folders.append(executable.resolvingSymlinksInPath().deletingLastPathComponent())
    }
    if let first = CommandLine.arguments.first, first.contains("/") {
      folders.append(
        URL(fileURLWithPath: first).resolvingSymlinksInPath().deletingLastPathComponent())
    }
    folders.append(Bundle.main.bundleURL)
    folders.append(Bundle.main.bundleURL.deletingLastPathComponent())
    if let root = packageRoot() {
      folders.append(root.appendingPathComponent(".build/debug"))
    }
    for folder in folders {
      let candidate = folder.appendingPathComponent("memorize")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    throw Missing(
      description: "no memorize binary next to the test bundle; looked in "
        + folders.map(\.path).joined(separator: ", "))
  }

  /// The folder holding `Package.swift`, found upwards from this source file.
  static func packageRoot() -> URL? {
    var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while folder.path != "/" {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
      {
        return folder
      }
      folder = folder.deletingLastPathComponent()
    }
    return nil
  }

  /// Whether every tool in `names` is on PATH (or in the usual system folders).
  ///
  /// For a test's `.enabled(if:)` trait: a fresh machine with only the toolchain lacks some tools
  /// (zsh, fish, mandoc), and the test is then skipped with its reason rather than failed; CI
  /// installs them all and fails on any skipped test.
  static func areInstalled(_ names: String...) -> Bool {
    names.allSatisfy { (try? tool($0)) != nil }
  }

  /// A tool from PATH (or the usual system folders), such as `tmux`, `stty` or `dash`.
  static func tool(_ name: String) throws -> URL {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    let folders =
      path.split(separator: ":").map(String.init) + ["/usr/bin", "/bin", "/usr/local/bin"]
    for folder in folders where !folder.isEmpty {
      let candidate = URL(fileURLWithPath: folder).appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    throw Missing(description: "\(name) is not installed (CI installs it through .ci/run)")
  }
}

/// Quotes `text` for a POSIX shell, so a path or argument reaches the program unchanged.
func shellQuoted(_ text: String) -> String {
  "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
}

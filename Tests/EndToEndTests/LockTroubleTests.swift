import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A `lock` file that is there but cannot be taken proves nothing about other programs: the game
/// says so when it starts and when it ends, plays, and writes nothing — as a second program does.
/// Before, it went on as the writer in silence, so two programs both saved and the last to quit
/// won.
@Suite("A lock that cannot be taken")
struct LockTroubleTests {
  enum Trouble: String, CaseIterable, Sendable {
    /// Left by `sudo -E memorize`: owned by root, 0644, so the player cannot open it to write.
    case ownedByRoot
    /// A folder where the file should be.
    case folder
    /// A symbolic link, which the lock never follows.
    case symbolicLink
  }

  /// The user the program runs as when the test runs as root, so that a root-owned lock is
  /// someone else's: `nobody`.
  private static let nobody: UInt32 = 65534

  @Test("The game says why, plays, saves nothing and exits 74", arguments: Trouble.allCases)
  func lockCannotBeTaken(trouble: Trouble) throws {
    let folder = try TemporaryFolder()
    let data = folder.file("data/memorize")
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    let lock = data.appendingPathComponent("lock")
    var command = try Executables.memorize()
    var prefix: [String] = []
    let reason: String
    switch trouble {
    case .ownedByRoot:
      try Data("1\n".utf8).write(to: lock)
      if getuid() == 0 {
        // Root opens anything: the program runs as nobody, in a folder nobody owns.
        for path in try Self.tree(folder.url) where path != lock.path {
          #expect(chown(path, Self.nobody, Self.nobody) == 0, "chown \(path)")
        }
        #expect(chmod(lock.path, 0o644) == 0)
        prefix = [
          "--reuid=\(Self.nobody)", "--regid=\(Self.nobody)", "--clear-groups", command.path,
        ]
        command = try Executables.tool("setpriv")
      } else {
        #expect(chmod(lock.path, 0o444) == 0)
      }
      reason = "no permission to open it"
    case .folder:
      try FileManager.default.createDirectory(at: lock, withIntermediateDirectories: false)
      reason = "it is a folder"
    case .symbolicLink:
      let target = folder.file("elsewhere")
      try Data().write(to: target)
      try FileManager.default.createSymbolicLink(at: lock, withDestinationURL: target)
      reason = "it is a symbolic link"
    }

    let played = try runToEnd(
      command, prefix + ["--plain", "--theme", "animals", "--pairs", "8", "--seed", "5"],
      environment: folder.programEnvironment(term: "dumb"), in: folder,
      input: "1\n2\nquit\n")
    #expect(
      played.errorLines == [
        "memorize: The lock \(lock.path) cannot be taken (\(reason)): "
          + "this one plays but saves nothing",
        "memorize: Nothing was saved: the lock \(lock.path) cannot be taken (\(reason))",
      ])
    #expect(played.outputLines.last == "Not saved. Goodbye.")
    #expect(played.outputLines.contains("Card 2: 🐹"), "the game was played")
    #expect(played.status == 74)
    let left = try FileManager.default.contentsOfDirectory(atPath: data.path)
    #expect(left == ["lock"], "nothing but the lock in the data folder")
  }

  /// Every path inside `root`, and `root` itself.
  private static func tree(_ root: URL) throws -> [String] {
    var paths = [root.path]
    let enumerator = FileManager.default.enumerator(atPath: root.path)
    while let relative = enumerator?.nextObject() as? String {
      paths.append(root.appendingPathComponent(relative).path)
    }
    return paths
  }
}

import CardGames
import Foundation
import Testing

@testable import Memorize

/// What the store keeps of `themes.json`: the fields it does not know, a newer file as it is,
/// and the copy of a format-1 original before its first overwrite.
@Suite("The theme store keeps what it does not write", .serialized)
struct ThemeStoreKeepingTests {
  /// 2026-11-30 14:25:01 UTC.
  private static let now = Date(timeIntervalSince1970: 1_796_048_701)

  static let withUnknownFields = """
    {
      "version": 2,
      "sortOrder": {"by": "name", "reversed": true},
      "themes": [
        {"id": "pets", "name": "Pets", "emoji": "🐶🐱🐭", "pairs": 3, "color": "#4A90E2",
         "author": "Ann", "tags": ["home", 2, null, 1.5, false]},
        {"id": "sea", "name": "Sea", "emoji": "🐳🐙🦀", "pairs": "all", "color": "#2266AA",
         "sound": {"file": "waves.ogg", "volume": 0.5}}
      ]
    }
    """

  private static func object(_ url: URL) throws -> NSDictionary {
    try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? NSDictionary)
  }

  private static func theme(_ id: String, in document: NSDictionary) -> NSDictionary? {
    (document["themes"] as? [NSDictionary])?.first { $0["id"] as? String == id }
  }

  @Test("An edit writes back every field the store does not know, at both levels")
  func unknownFieldsSurviveEdits() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.file("themes.json")
    try Data(Self.withUnknownFields.utf8).write(to: url)
    let store = ThemeStore(file: JSONFile(url: url), now: Self.now)
    #expect(store.problem == nil)

    #expect(store.addEmoji("🐹", to: "pets") == [])
    #expect(store.rename(id: "sea", to: "Ocean") == [])
    var saved = try Self.object(url)
    #expect(
      saved["sortOrder"] as? NSDictionary == ["by": "name", "reversed": true] as NSDictionary)
    #expect(Self.theme("pets", in: saved)?["author"] as? String == "Ann")
    #expect(
      Self.theme("pets", in: saved)?["tags"] as? NSArray
        == ["home", 2, NSNull(), 1.5, false] as NSArray)
    #expect(Self.theme("pets", in: saved)?["emoji"] as? String == "🐶🐱🐭🐹")
    #expect(
      Self.theme("sea", in: saved)?["sound"] as? NSDictionary
        == ["file": "waves.ogg", "volume": 0.5] as NSDictionary)

    // Deleted and brought back: the theme's own fields come back with it.
    guard case .success(let deleted) = store.deleteKeepingUndo(id: "sea") else {
      Issue.record("the theme was not deleted")
      return
    }
    #expect(Self.theme("sea", in: try Self.object(url)) == nil)
    #expect(store.undoDelete(deleted) == [])
    saved = try Self.object(url)
    #expect(
      Self.theme("sea", in: saved)?["sound"] as? NSDictionary
        == ["file": "waves.ogg", "volume": 0.5] as NSDictionary)

    // A second store reads them back, and writes them again.
    let again = ThemeStore(file: JSONFile(url: url), now: Self.now)
    #expect(again.problem == nil)
    #expect(again.setPairs(.fixed(2), for: "pets") == [])
    saved = try Self.object(url)
    #expect(Self.theme("pets", in: saved)?["author"] as? String == "Ann")
    #expect(
      saved["sortOrder"] as? NSDictionary == ["by": "name", "reversed": true] as NSDictionary)
  }

  @Test("A theme given a new id by a repair keeps its fields")
  func repairedThemeKeepsItsFields() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.file("themes.json")
    let file = """
      {"version": 2, "themes": [
        {"id": "same", "name": "One", "emoji": "🐶🐱🐭", "pairs": 3, "color": "#4A90E2", "n": 1},
        {"id": "same", "name": "Two", "emoji": "🐳🐙🦀", "pairs": 3, "color": "#4A90E2", "n": 2}
      ]}
      """
    try Data(file.utf8).write(to: url)
    var next = 0
    let store = ThemeStore(file: JSONFile(url: url), now: Self.now) {
      next += 1
      return "new-\(next)"
    }
    #expect(store.themes.map(\.id) == ["same", "new-1"])
    let saved = try Self.object(url)
    #expect(Self.theme("same", in: saved)?["n"] as? Int == 1)
    #expect(Self.theme("new-1", in: saved)?["n"] as? Int == 2)
  }

  @Test("themes.json of format 99 in a new shape: left as it is, said in one line")
  func newerFileLeftAlone() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.file("themes.json")
    let newer = #"{"version": 99, "themes": {"sets": [{"id": "a"}]}}"#
    try Data(newer.utf8).write(to: url)

    let store = ThemeStore(file: JSONFile(url: url), now: Self.now)
    #expect(
      store.problem
        == "themes.json was written by a newer memorize (format 99): it is kept as it is and "
        + "this one plays with the built-in themes without saving them")
    #expect(store.themes == Theme.builtIns)
    store.addingTheme(named: "Mine")
    #expect(try Data(contentsOf: url) == Data(newer.utf8))
    #expect(try directory.contents() == ["themes.json"])
  }

  /// A format-1 `themes.json` on a 64 KB tmpfs at `config` in `directory`, filled to the last
  /// byte; returns the disk, the file and the original bytes.
  private func formatOneOnAFullDisk(in directory: TemporaryDirectory) throws -> (
    disk: SmallDisk, folder: URL, url: URL, formatOne: Data
  ) {
    let folder = directory.file("config")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let disk = try #require(SmallDisk(at: folder), "mount a 64 KB tmpfs")
    let url = folder.appendingPathComponent("themes.json")
    let formatOne = try Data(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Files/themes-format-1.json"))
    try formatOne.write(to: url)
    try disk.fill()
    return (disk, folder, url, formatOne)
  }

  @Test(
    "A format-1 file not migrated for a full disk is copied before its first overwrite",
    .enabled(if: SmallDisk.canMount, SmallDisk.cannotMountReason))
  func migrationSkippedForAFullDisk() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let (disk, folder, url, formatOne) = try formatOneOnAFullDisk(in: directory)
    defer { disk.unmount() }

    let store = ThemeStore(file: JSONFile(url: url), now: Self.now)
    #expect(store.problem == nil)
    #expect(try Data(contentsOf: url) == formatOne)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
        "filler", "themes.json",
      ])

    try FileManager.default.removeItem(at: folder.appendingPathComponent("filler"))
    let id = try #require(store.themes.first?.id)
    #expect(store.addEmoji("🐹", to: id) == [])
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(names == ["themes.json", "themes.json.format-1-20261130-142501"])
    #expect(
      try Data(contentsOf: folder.appendingPathComponent("themes.json.format-1-20261130-142501"))
        == formatOne)
    #expect(try Self.object(url)["version"] as? Int == 2)
  }

  @Test(
    "No room for the copy even later: the overwrite is refused and said",
    .enabled(if: SmallDisk.canMount, SmallDisk.cannotMountReason))
  func copyStillImpossible() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let (disk, _, url, formatOne) = try formatOneOnAFullDisk(in: directory)
    defer { disk.unmount() }

    let store = ThemeStore(file: JSONFile(url: url), now: Self.now)
    let id = try #require(store.themes.first?.id)
    #expect(store.addEmoji("🐹", to: id) == [])
    #expect(
      store.saveProblem
        == "Cannot keep a copy of themes.json: the disk is full, so themes.json is not saved "
        + "until its format-1 original is copied")
    #expect(try Data(contentsOf: url) == formatOne)
  }
}

/// A tmpfs of 64 KB mounted on a folder (root only), to fill up.
final class SmallDisk {
  let url: URL

  /// Whether this process may mount one: only root may (CI runs as root).
  static var canMount: Bool { getuid() == 0 }
  /// Why a test on a small disk is skipped where it cannot be mounted.
  static let cannotMountReason: Comment = "mounting a 64 KB tmpfs needs root (CI runs as root)"

  init?(at url: URL) {
    self.url = url
    guard Self.run("/bin/mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", url.path]) else {
      return nil
    }
  }

  func unmount() {
    _ = Self.run("/bin/umount", ["-l", url.path])
  }

  /// Writes a filler file until the disk is full.
  func fill() throws {
    let filler = url.appendingPathComponent("filler")
    FileManager.default.createFile(atPath: filler.path, contents: nil)
    let handle = try FileHandle(forWritingTo: filler)
    defer { try? handle.close() }
    let block = Data(repeating: 0x2E, count: 1024)
    while (try? handle.write(contentsOf: block)) != nil {}
  }

  private static func run(_ tool: String, _ arguments: [String]) -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }
}

/// Reading the themes only, as `--list-theme-names` does: nothing on disk changes, whatever the
/// file holds.
@Suite struct ThemeStoreReadingOnlyTests {
  private static func snapshot(_ folder: URL) throws -> [String: Data] {
    var entries: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
      entries[name] = try Data(contentsOf: folder.appendingPathComponent(name))
    }
    return entries
  }

  @Test(
    "Damaged, repairable, format 1, newer: the folder stays byte for byte, the problem is said",
    arguments: [
      (
        #"{"version": 2, "themes": ["#,
        "themes.json is not valid JSON; using the built-in themes, changes will not be saved"
      ),
      (
        ##"{"version": 2, "themes": [{"id": "p", "name": "P", "emoji": "🐶🐱🐭🐶", "pairs": 3, "color": "#4A90E2"}]}"##,
        "Repaired themes.json: theme 1 (“P”): dropped 1 unusable or repeated emoji; changes will not be saved"
      ),
      (
        #"{"themes": [{"id": "p", "name": "P", "emoji": ["🐶", "🐱", "🐭"], "pairs": {"allEmoji": {}}, "color": {"red": 1, "green": 0, "blue": 0, "alpha": 1}}], "removedEmoji": {}}"#,
        ""
      ),
      (
        #"{"version": 3, "themes": 7}"#,
        "themes.json was written by a newer memorize (format 3): it is kept as it is and this one plays with the built-in themes without saving them"
      ),
    ])
  func leavesTheFolderAlone(file: String, problem: String) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let locations = StorageLocations(
      configDirectory: directory.file("config"), dataDirectory: directory.file("data"))
    try FileManager.default.createDirectory(
      at: locations.configDirectory, withIntermediateDirectories: true)
    try Data(file.utf8).write(to: locations.themesFile)
    let stale = locations.configDirectory.appendingPathComponent(".themes.json.tmp-1")
    try Data("{".utf8).write(to: stale)
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: stale.path)
    let before = try Self.snapshot(locations.configDirectory)

    let store = ThemeStore(readingOnly: locations)
    #expect(store.problem ?? "" == problem)
    #expect(!store.savesChanges)
    store.addingTheme(named: "Mine")
    #expect(try Self.snapshot(locations.configDirectory) == before)
  }
}

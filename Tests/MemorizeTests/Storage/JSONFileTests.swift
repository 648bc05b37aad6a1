import CardGames
import Foundation
import Testing

@testable import Memorize

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct JSONFileTests {
  /// 2026-11-30 14:25:01 UTC.
  let now = Date(timeIntervalSince1970: 1_796_048_701)
  let document = ThemeStore.Document(
    themes: Array(Theme.builtIns.prefix(2)), removedEmoji: ["halloween": ["🍫"]])

  @Test func savedDocumentLoadsBackEqual() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let file = JSONFile<ThemeStore.Document>(url: directory.file("themes.json"))

    try file.save(document)

    #expect(file.load(now: now) == .loaded(document))
  }

  private func mode(_ path: String) -> mode_t {
    var status = stat()
    _ = lstat(path, &status)
    return status.st_mode & 0o7777
  }

  @Test(
    "A save keeps the file's permission bits, whatever the umask", arguments: [0o600, 0o640, 0o664])
  func permissionBitsKept(bits: Int) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.file("state.json")
    let file = JSONFile<ThemeStore.Document>(url: url)
    try file.save(document)
    #expect(chmod(url.path, mode_t(bits)) == 0)

    try file.save(ThemeStore.Document(themes: Theme.builtIns, removedEmoji: [:]))

    #expect(mode(url.path) == mode_t(bits))
    #expect(file.load(now: now) == .loaded(ThemeStore.Document(themes: Theme.builtIns)))
  }

  @Test("A copy kept aside is as private as the file")
  func keptCopyIsPrivate() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.file("themes.json")
    let file = JSONFile<ThemeStore.Document>(url: url)
    try file.save(document)
    #expect(chmod(url.path, 0o600) == 0)
    let aside = try file.keepCopyAside(label: "original", now: now)
    #expect(mode(aside.path) == 0o600)
  }

  @Test("A symbolic link is written through to its target, and stays a link")
  func symbolicLinkWrittenThrough() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try FileManager.default.createDirectory(
      at: directory.file("elsewhere"), withIntermediateDirectories: true)
    let target = directory.file("elsewhere/real.json")
    let link = directory.file("state.json")
    try JSONFile<ThemeStore.Document>(url: target).save(document)
    #expect(chmod(target.path, 0o600) == 0)
    #expect(symlink("elsewhere/real.json", link.path) == 0)
    let file = JSONFile<ThemeStore.Document>(url: link)
    let changed = ThemeStore.Document(themes: Theme.builtIns, removedEmoji: [:])

    try file.save(changed)

    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "elsewhere/real.json")
    #expect(JSONFile<ThemeStore.Document>(url: target).load(now: now) == .loaded(changed))
    #expect(mode(target.path) == 0o600)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.file("elsewhere").path)
        == ["real.json"], "no temporary file left beside the target")
  }

  @Test("A link to nothing is refused and left as it is")
  func danglingLinkLeftAlone() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let link = directory.file("state.json")
    #expect(symlink("missing.json", link.path) == 0)
    let file = JSONFile<ThemeStore.Document>(url: link)

    #expect(
      throws: StorageError(
        message: "Cannot save state.json: it is a symbolic link to a file that does not exist "
          + "(the link is left as it is)")
    ) { try file.save(document) }
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "missing.json")
    #expect(!FileManager.default.fileExists(atPath: directory.file("missing.json").path))
  }

  @Test func missingFileLoadsAsMissing() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let file = JSONFile<ThemeStore.Document>(url: directory.file("themes.json"))

    #expect(file.load(now: now) == .missing)
  }

  @Test func aFileInPlaceOfTheFolderMeansNoDocument() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let blocker = directory.file("memorize")
    try Data().write(to: blocker)
    let file = JSONFile<ThemeStore.Document>(url: blocker.appendingPathComponent("themes.json"))

    #expect(file.load(now: now) == .missing)
  }

  @Test func saveCreatesFoldersAndLeavesNoTemporaryFiles() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let nested = directory.url.appendingPathComponent("a/b/memorize", isDirectory: true)
    let file = JSONFile<ThemeStore.Document>(url: nested.appendingPathComponent("themes.json"))

    try file.save(document)
    var changed = document
    changed.themes.removeFirst()
    try file.save(changed)

    #expect(try FileManager.default.contentsOfDirectory(atPath: nested.path) == ["themes.json"])
    #expect(file.load(now: now) == .loaded(changed))
  }

  @Test func invalidJSONIsKeptAsideWithATimestampedName() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.file("themes.json")
    try Data("{ not json".utf8).write(to: url)
    let file = JSONFile<ThemeStore.Document>(url: url)

    let result = file.load(now: now)

    let aside = directory.file("themes.json.corrupt-20261130-142501")
    #expect(
      result
        == .corrupt(
          message: "themes.json is not valid JSON (kept as themes.json.corrupt-20261130-142501)",
          keptAsideAt: aside))
    #expect(try directory.contents() == ["themes.json.corrupt-20261130-142501"])
    #expect(try Data(contentsOf: aside) == Data("{ not json".utf8))
  }

  @Test func asideNamesThatAreTakenGetACounter() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.file("themes.json")
    let file = JSONFile<ThemeStore.Document>(url: url)
    try Data("first".utf8).write(to: directory.file("themes.json.corrupt-20261130-142501"))
    try Data("second".utf8).write(to: url)
    _ = file.load(now: now)
    try Data("third".utf8).write(to: url)

    let result = file.load(now: now)

    #expect(
      result
        == .corrupt(
          message: "themes.json is not valid JSON (kept as themes.json.corrupt-20261130-142501-3)",
          keptAsideAt: directory.file("themes.json.corrupt-20261130-142501-3")))
    #expect(
      try directory.contents() == [
        "themes.json.corrupt-20261130-142501", "themes.json.corrupt-20261130-142501-2",
        "themes.json.corrupt-20261130-142501-3",
      ])
    let second = directory.file("themes.json.corrupt-20261130-142501-2")
    #expect(try String(contentsOf: second, encoding: .utf8) == "second")
  }

  @Test(arguments: [
    (
      #"{"version": 1, "themes": "all of them"}"#,
      "themes.json has the wrong kind of value at themes (expected Array<Any>)"
    ),
    (
      #"{"version": "one", "themes": []}"#,
      "themes.json has the wrong kind of value at version (expected Int)"
    ),
    (#"{"version": 1}"#, "themes.json is missing “themes” at the top level"),
    (
      #"[1, 2, 3]"#,
      "themes.json has the wrong kind of value at the top level (expected Dictionary<String, Any>)"
    ),
    ("", "themes.json is empty"),
  ])
  func wrongShapesAreReportedInOneLine(contents: String, problem: String) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.file("themes.json")
    try Data(contents.utf8).write(to: url)

    let result = JSONFile<ThemeStore.Document>(url: url).load(now: now)

    #expect(
      result
        == .corrupt(
          message: "\(problem) (kept as themes.json.corrupt-20261130-142501)",
          keptAsideAt: directory.file("themes.json.corrupt-20261130-142501")))
  }

  @Test func aFileTruncatedAtAnyByteIsCorruptAndKeptAside() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.file("themes.json")
    let file = JSONFile<ThemeStore.Document>(url: url)
    try file.save(ThemeStore.Document(themes: Theme.builtIns))
    let saved = try Data(contentsOf: url)
    let aside = directory.file("themes.json.corrupt-20261130-142501")

    for length in 0..<saved.count {
      try Self.overwrite(url, with: saved.prefix(length))
      let result = file.load(now: now)
      guard case .corrupt(let message, let keptAside) = result else {
        Issue.record("length \(length) loaded as \(result)")
        return
      }
      #expect(message.hasPrefix("themes.json "))
      #expect(message.hasSuffix(" (kept as themes.json.corrupt-20261130-142501)"))
      #expect(keptAside == aside)
      #expect(try Data(contentsOf: aside) == saved.prefix(length))
      try FileManager.default.removeItem(at: aside)
    }
    try saved.write(to: url)
    #expect(file.load(now: now) == .loaded(ThemeStore.Document(themes: Theme.builtIns)))
  }

  @Test func aHugeFileIsCorruptWithoutBeingRead() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.file("themes.json")
    // A sparse file: 17 MB long, but nothing is written, so the test stays fast.
    #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
    #expect(truncate(url.path, 17 * 1024 * 1024) == 0)
    #expect(JSONFile<ThemeStore.Document>.maximumSize == 1024 * 1024)

    let result = JSONFile<ThemeStore.Document>(url: url).load(now: now)

    #expect(
      result
        == .corrupt(
          message: "themes.json is too large (17825792 bytes; the limit is 1 MB) "
            + "(kept as themes.json.corrupt-20261130-142501)",
          keptAsideAt: directory.file("themes.json.corrupt-20261130-142501")))
  }

  // Tests run as root, where permission bits do not stop reading; a folder in the file's place
  // cannot be read as a file by anyone.
  @Test func aFolderInPlaceOfTheFileIsUnreadableAndLeftAlone() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.file("themes.json")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)

    let result = JSONFile<ThemeStore.Document>(url: url).load(now: now)

    #expect(result == .unreadable(message: "Cannot read themes.json: it is a folder, not a file"))
    #expect(try directory.contents() == ["themes.json"])
  }

  @Test func aPipeInPlaceOfTheFileIsUnreadableWithoutHanging() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.file("themes.json")
    #expect(mkfifo(url.path, 0o644) == 0)

    let result = JSONFile<ThemeStore.Document>(url: url).load(now: now)

    #expect(result == .unreadable(message: "Cannot read themes.json: it is not a regular file"))
    #expect(try directory.contents() == ["themes.json"])
  }

  @Test func savingWhereTheFolderIsAFileThrowsOneLine() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let blocker = directory.file("memorize")
    try Data("not a folder".utf8).write(to: blocker)
    let file = JSONFile<ThemeStore.Document>(url: blocker.appendingPathComponent("themes.json"))

    #expect(
      throws: StorageError(message: "Cannot save themes.json: \(blocker.path) is not a folder")
    ) {
      try file.save(document)
    }
    #expect(try String(contentsOf: blocker, encoding: .utf8) == "not a folder")
  }

  @Test func savingWhereFoldersCannotBeCreatedThrowsOneLine() throws {
    let folder = "/proc/memorize-tests-\(UUID().uuidString)"
    let file = JSONFile<ThemeStore.Document>(url: URL(fileURLWithPath: folder + "/themes.json"))

    #expect(throws: StorageError(message: "Cannot save themes.json: \(folder) cannot be created")) {
      try file.save(document)
    }
  }

  @Test func savingOverAFolderThrowsAndLeavesNoTemporaryFile() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.file("themes.json")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)

    #expect(throws: StorageError(message: "Cannot save themes.json: \(url.path) is a folder")) {
      try JSONFile<ThemeStore.Document>(url: url).save(document)
    }
    #expect(try directory.contents() == ["themes.json"])
  }

  @Test func keepingACopyAsideLeavesTheOriginal() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let file = JSONFile<ThemeStore.Document>(url: directory.file("themes.json"))
    try file.save(document)

    let copy = try file.keepCopyAside(label: "original", now: now)

    #expect(copy == directory.file("themes.json.original-20261130-142501"))
    #expect(try Data(contentsOf: copy) == Data(contentsOf: file.url))
    #expect(try directory.contents() == ["themes.json", "themes.json.original-20261130-142501"])
  }

  @Test func timestampsAreUTCAndZeroPadded() {
    #expect(JSONFile<Int>.timestamp(Date(timeIntervalSince1970: 0)) == "19700101-000000")
    #expect(JSONFile<Int>.timestamp(now) == "20261130-142501")
  }

  /// Writes a file without `Data.write`'s `fsync`, which would make thousands of writes slow.
  private static func overwrite(_ url: URL, with data: Data) throws {
    let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    let written = data.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    try #require(written == data.count)
  }
}

@Suite("JSONFile temporaries")
struct JSONFileTemporaryTests {
  @Test("Loading removes temporaries a killed save left over a minute ago, and only those")
  func staleTemporaries() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.file("state.json")
    try Data("{}".utf8).write(to: url)
    let stale = directory.file(".state.json.tmp-OLD")
    let fresh = directory.file(".state.json.tmp-NEW")
    let other = directory.file(".themes.json.tmp-OLD")
    for file in [stale, fresh, other] { try Data("partial".utf8).write(to: file) }
    let now = Date()
    let longAgo = now.addingTimeInterval(-3_600)
    for file in [stale, other] {
      try FileManager.default.setAttributes([.modificationDate: longAgo], ofItemAtPath: file.path)
    }
    _ = JSONFile<[String: Int]>(url: url).load(now: now)
    #expect(
      try directory.contents().sorted() == [
        ".state.json.tmp-NEW", ".themes.json.tmp-OLD", "state.json",
      ])
  }
}

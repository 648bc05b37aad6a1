import CardGames
import Foundation
import Testing

@testable import Memorize

#if canImport(Glibc)
  import Glibc
#endif

/// A damaged file kept aside and the file saved in its place keep its permission bits.
@Suite struct JSONFileKeepingTests {
  private static let now = Date(timeIntervalSince1970: 1_796_048_701)

  private static func bits(_ path: String) -> mode_t {
    var status = stat()
    stat(path, &status)
    return status.st_mode & 0o7777
  }

  @Test("A damaged 0600 file: kept aside as 0600, and the file saved in its place is 0600")
  func damagedPrivateFileStaysPrivate() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.file("state.json")
    try Data(#"{"version": 1, "#.utf8).write(to: url)
    #expect(chmod(url.path, 0o600) == 0)
    let file = JSONFile<ThemeStore.Document>(url: url)

    guard case .corrupt(_, let aside?) = file.load(now: Self.now) else {
      Issue.record("not kept aside")
      return
    }
    try file.save(ThemeStore.Document(themes: Theme.builtIns))

    #expect(Self.bits(aside.path) == 0o600)
    #expect(Self.bits(url.path) == 0o600)
  }

  @Test("A file that never existed is made 0644 less the umask, as before")
  func newFileIsOrdinary() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.file("state.json")
    let old = umask(0o022)
    defer { umask(old) }
    try JSONFile<ThemeStore.Document>(url: url).save(ThemeStore.Document(themes: Theme.builtIns))
    #expect(Self.bits(url.path) == 0o644)
  }
}

/// A file of a newer format is neither decoded nor moved; `inspect()` never touches the disk;
/// raw JSON values come back as they went in.
@Suite struct JSONFileVersionTests {
  private static let now = Date(timeIntervalSince1970: 1_796_048_701)

  @Test(
    "A newer format is reported before its shape is looked at, and left where it is",
    arguments: [
      #"{"version": 99, "entries": []}"#, #"{"version": 3, "entries": {"new": "shape"}}"#,
      #"{"entries": 5, "version": 12345678901}"#,
    ])
  func newerFile(text: String) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.file("statistics.json")
    try Data(text.utf8).write(to: url)
    let version =
      try #require(
        try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])["version"]
      as? Int
    #expect(
      JSONFile<SavedStatistics>(url: url).load(now: Self.now) == .newer(version: version ?? 0))
    #expect(try directory.contents() == ["statistics.json"])
    #expect(try Data(contentsOf: url) == Data(text.utf8))
  }

  @Test("A version that is not a number, or not newer, is decoded as ever")
  func notNewer() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.file("statistics.json")
    try Data(#"{"version": "99", "entries": []}"#.utf8).write(to: url)
    guard case .corrupt = JSONFile<SavedStatistics>(url: url).load(now: Self.now) else {
      Issue.record("a version in words was not refused")
      return
    }
    try Data(#"{"version": 1, "entries": []}"#.utf8).write(to: url)
    guard case .loaded = JSONFile<SavedStatistics>(url: url).load(now: Self.now) else {
      Issue.record("the current version did not load")
      return
    }
  }

  @Test("inspect() reports a damaged file without moving it or removing old temporaries")
  func inspectTouchesNothing() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.file("themes.json")
    try Data("{".utf8).write(to: url)
    let stale = directory.file(".themes.json.tmp-1")
    try Data("{".utf8).write(to: stale)
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: stale.path)
    #expect(
      JSONFile<ThemeStore.Document>(url: url).inspect()
        == .corrupt(message: "themes.json is not valid JSON", keptAsideAt: nil))
    #expect(try directory.contents() == [".themes.json.tmp-1", "themes.json"])
  }

  @Test("Raw values read by both decoders are equal, and written back equal")
  func rawValues() throws {
    let text = #"""
      {"a": null, "b": true, "c": -12, "d": 1.5, "e": "é\n\u263A", "f": [1, [2, {}]],
       "g": {"h": [], "i": 9007199254740993, "j": 1e300, "k": 18446744073709551615}}
      """#
    let bounded = try BoundedJSONDecoder().decode(JSONValue.self, from: Array(text.utf8))
    let foundation = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    #expect(bounded == foundation)
    guard case .object(let members) = bounded, case .object(let inner)? = members["g"] else {
      Issue.record("not an object: \(bounded)")
      return
    }
    #expect(members["c"] == .integer(-12))
    #expect(members["d"] == .number(1.5))
    #expect(members["e"] == .string("é\n☺"))
    #expect(inner["i"] == .integer(9_007_199_254_740_993))
    #expect(inner["k"] == .number(18_446_744_073_709_551_615))
    let written = try JSONEncoder().encode(bounded)
    #expect(try BoundedJSONDecoder().decode(JSONValue.self, from: Array(written)) == bounded)
  }

  @Test("Unknown fields cost what the reading budget allows: past it the file is refused")
  func budget() throws {
    // One-letter strings eight bytes apart (as dense as a file may be) in unknown fields: each
    // costs about three times its bytes, more than the budget of twice the file's size.
    let many = Array(repeating: #""x""#, count: 5_000).joined(separator: ",    ")
    var text = #"{"version": 1, "entries": [], "#
    text += (0..<4).map { #""extra\#($0)": [\#(many)]"# }.joined(separator: ", ") + "}"
    var limits = JSONSyntax.Limits()
    limits.freeBudget = 0
    #expect(throws: DecodingError.self) {
      _ = try BoundedJSONDecoder(limits: limits).decode(
        SavedStatistics.self, from: Array(text.utf8))
    }
    // With the usual allowance for small files, the same fields are kept.
    let kept = try BoundedJSONDecoder().decode(SavedStatistics.self, from: Array(text.utf8))
    #expect(kept.unknownFields.count == 4)
  }
}

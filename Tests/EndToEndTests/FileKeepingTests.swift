import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// What the program promises to keep of a player's files holds on every path: the copy of a
/// format-1 `themes.json` before it is first overwritten, a private file's permission bits, and
/// a folder that a listing only reads.
@Suite("Files kept as promised", .serialized)
struct FileKeepingTests {
  /// A theme file as the first release wrote it.
  static let formatOne = """
    {"themes":[{"id":"pets","name":"Pets","emoji":["🐶","🐱","🐭"],"pairs":{"fixed":{"_0":3}},\
    "color":{"red":0.2,"green":0.4,"blue":0.8,"alpha":1}}],"removedEmoji":{}}
    """

  // Only a full disk skips the migration (a folder without write permission stops root from
  // nothing), and mounting a tmpfs needs root.
  @Test(
    "A format-1 themes.json not migrated for a full disk keeps its copy at the next save",
    .enabled(if: getuid() == 0, "mounting a 64 KB tmpfs needs root (CI runs as root)"))
  func migrationSkippedOnAFullDisk() throws {
    let folder = try TemporaryFolder()
    let config = try folder.makeFolder("config/memorize")
    let disk = try ScratchFileSystem(at: config, in: folder)
    let themes = config.appendingPathComponent("themes.json")
    try Data(Self.formatOne.utf8).write(to: themes)
    try disk.fill()

    let app = try MemorizeInTmux(arguments: [], width: 120, height: 32, folder: folder)
    defer { app.close() }
    let tmux = app.tmux
    try tmux.waitUntil("the theme chooser") { $0.contains("Pets") }
    // The migration found no room for the copy, so themes.json is as it was.
    #expect(try Data(contentsOf: themes) == Data(Self.formatOne.utf8))
    #expect(try folder.names(in: config) == ["filler", "themes.json"])
    // Room again; then an edit saves the themes.
    try FileManager.default.removeItem(at: config.appendingPathComponent("filler"))
    try app.addWhaleToFocusedThemeAndQuit()

    let names = try folder.names(in: config)
    let copies = names.filter { $0.hasPrefix("themes.json.format-1-") }
    #expect(copies.count == 1, "\(names)")
    if let copy = copies.first {
      #expect(
        try Data(contentsOf: config.appendingPathComponent(copy)) == Data(Self.formatOne.utf8))
    }
    let saved = try String(contentsOf: themes, encoding: .utf8)
    #expect(saved.contains("\"emoji\" : \"🐶🐱🐭🐳\""), "\(saved)")
    withExtendedLifetime(disk) {}
  }

  @Test("A damaged private state.json: the copy kept aside and the new file stay 0600")
  func damagedPrivateState() throws {
    let folder = try TemporaryFolder()
    let data = try folder.makeFolder("data/memorize")
    let state = data.appendingPathComponent("state.json")
    try Data(#"{"version": 1, "section": "#.utf8).write(to: state)
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: state.path)

    let played = try runToEnd(
      try Executables.memorize(), ["--plain", "--theme", "animals", "--pairs", "2", "--seed", "1"],
      environment: folder.programEnvironment(term: "dumb"), in: folder, input: "1\n2\nquit\n")
    #expect(played.status == 0, "\(played.errorText)")
    #expect(played.errorText.contains("state.json is not valid JSON (kept as state.json.corrupt-"))

    let names = try folder.names(in: data)
    let aside = try #require(names.first { $0.hasPrefix("state.json.corrupt-") }, "\(names)")
    #expect(try permissions(of: data.appendingPathComponent(aside)) == 0o600)
    #expect(try permissions(of: state) == 0o600)
    #expect(try String(contentsOf: state, encoding: .utf8).contains("\"version\" : 1"))
  }

  @Test(
    "--list-theme-names and --list-themes leave the config folder as they found it",
    arguments: ["--list-theme-names", "--list-themes"])
  func listingNeverWrites(flag: String) throws {
    let damaged = #"{"version": 2, "themes": [{"id": "pets""#
    let repairable = """
      {"version": 2, "themes": [{"id": "pets", "name": "Pets\\u001b[2J", "emoji": "🐶🐱🐭🐶",
      "pairs": 3, "color": "#4A90E2"}]}
      """
    for (name, file) in [
      ("damaged", damaged), ("format 1", Self.formatOne), ("repairable", repairable),
    ] {
      let folder = try TemporaryFolder()
      let config = try folder.makeFolder("config/memorize")
      try Data(file.utf8).write(to: config.appendingPathComponent("themes.json"))
      // A temporary file a killed save left behind an hour ago: a load removes it, a listing not.
      let stale = config.appendingPathComponent(".themes.json.tmp-0000")
      try Data("{}".utf8).write(to: stale)
      try FileManager.default.setAttributes(
        [.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: stale.path)
      let before = try snapshot(of: config)

      let listed = try runToEnd(
        try Executables.memorize(), [flag],
        environment: folder.programEnvironment(term: "dumb"), in: folder)
      #expect(listed.status == 0, "\(name): \(listed.errorText)")
      #expect(try snapshot(of: config) == before, "\(name)")
      if name == "damaged" {
        #expect(listed.outputLines.first?.contains("Halloween") == true, "\(listed.outputText)")
      } else {
        #expect(
          listed.outputLines.first?.hasPrefix("Pets") == true, "\(name): \(listed.outputText)")
      }
    }
  }

  // MARK: - Helpers

  /// Every name in `folder` with its bytes and permission bits.
  private func snapshot(of folder: URL) throws -> [String: String] {
    var entries: [String: String] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
      let url = folder.appendingPathComponent(name)
      let bytes = try Data(contentsOf: url).base64EncodedString()
      entries[name] = "\(String(try permissions(of: url), radix: 8)) \(bytes)"
    }
    return entries
  }

  private func permissions(of url: URL) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    return try #require(attributes[.posixPermissions] as? Int)
  }
}

import Foundation
import Testing

/// A file written by a newer memorize is never rewritten by this one: it is kept byte for byte,
/// one line says so, and the other files still save. Fields this version does not know survive
/// every rewrite it makes.
@Suite("Newer files and unknown fields")
struct NewerFileTests {
  static let newerStatistics = """
    {
      "entries" : [
        {
          "key" : { "game" : "memorize", "themeID" : "animals" },
          "record" : { "finished" : 0, "played" : 3, "recentScores" : [], "streak" : 7 }
        }
      ],
      "sharedWith" : "a newer memorize",
      "version" : 99
    }

    """

  @Test("statistics.json of format 99: byte for byte the same after a game, and said once")
  func newerStatistics() throws {
    let folder = try TemporaryFolder()
    let data = try folder.makeFolder("data/memorize")
    let statistics = data.appendingPathComponent("statistics.json")
    try Data(Self.newerStatistics.utf8).write(to: statistics)

    let played = try runToEnd(
      try Executables.memorize(), ["--plain", "--theme", "animals", "--pairs", "2", "--seed", "1"],
      environment: folder.programEnvironment(term: "dumb"), in: folder,
      input: "1\n2\n3\n4\nquit\n")
    // That file is not saved, and leaving never claims it was.
    #expect(played.status == 74, "\(played.errorText)")
    #expect(played.outputLines.last == "Not saved. Goodbye.")
    #expect(
      played.errorLines == [
        "memorize: statistics.json was written by a newer memorize (format 99): it is kept as it "
          + "is and this one plays without saving it",
        "memorize: statistics.json was written by a newer memorize (format 99); changes to it "
          + "were not saved",
      ])
    #expect(try Data(contentsOf: statistics) == Data(Self.newerStatistics.utf8))
    // The game in progress is saved as ever.
    let state = try Data(contentsOf: data.appendingPathComponent("state.json"))
    #expect(String(decoding: state, as: UTF8.self).contains("\"version\" : 1"))
    #expect(try folder.names(in: data) == ["lock", "state.json", "statistics.json"])
  }

  @Test("state.json of format 99: kept byte for byte, new games played, statistics saved")
  func newerState() throws {
    let folder = try TemporaryFolder()
    let data = try folder.makeFolder("data/memorize")
    let state = data.appendingPathComponent("state.json")
    let newer = #"{"version": 99, "tables": [1, 2, 3]}"#
    try Data(newer.utf8).write(to: state)

    let played = try runToEnd(
      try Executables.memorize(), ["--plain", "--theme", "animals", "--pairs", "2", "--seed", "1"],
      environment: folder.programEnvironment(term: "dumb"), in: folder, input: "1\n2\nquit\n")
    #expect(played.status == 74, "\(played.errorText)")
    #expect(played.outputLines.last == "Not saved. Goodbye.")
    #expect(
      played.errorLines == [
        "memorize: state.json was written by a newer memorize (format 99): it is kept as it is "
          + "and this one plays without saving it",
        "memorize: state.json was written by a newer memorize (format 99); changes to it were "
          + "not saved",
      ])
    #expect(try Data(contentsOf: state) == Data(newer.utf8))
    let statistics = try String(
      contentsOf: data.appendingPathComponent("statistics.json"), encoding: .utf8)
    #expect(statistics.contains("\"played\" : 1"), "\(statistics)")
    #expect(try folder.names(in: data) == ["lock", "state.json", "statistics.json"])
  }

  @Test("themes.json of format 99 and a new shape: kept where it is, not called damaged")
  func newerThemes() throws {
    let folder = try TemporaryFolder()
    let config = try folder.makeFolder("config/memorize")
    let themes = config.appendingPathComponent("themes.json")
    let newer = #"{"version": 99, "themes": {"sets": [{"id": "a", "cards": ["🐶"]}]}}"#
    try Data(newer.utf8).write(to: themes)

    let played = try runToEnd(
      try Executables.memorize(), ["--plain", "--theme", "animals", "--pairs", "2", "--seed", "1"],
      environment: folder.programEnvironment(term: "dumb"), in: folder, input: "1\nquit\n")
    #expect(played.status == 0, "\(played.errorText)")
    #expect(
      played.errorLines == [
        "memorize: themes.json was written by a newer memorize (format 99): it is kept as it is "
          + "and this one plays with the built-in themes without saving them"
      ])
    #expect(try Data(contentsOf: themes) == Data(newer.utf8))
    #expect(try folder.names(in: config) == ["themes.json"])
  }

  @Test("Fields this version does not know survive a rewrite of themes.json (a repair)")
  func unknownThemeFieldsSurviveARepair() throws {
    let folder = try TemporaryFolder()
    let config = try folder.makeFolder("config/memorize")
    let themes = config.appendingPathComponent("themes.json")
    // The repeated 🐶 is repaired, so the file is written again.
    let file = """
      {
        "version": 2,
        "sortOrder": {"by": "name", "reversed": true},
        "themes": [
          {"id": "pets", "name": "Pets", "emoji": "🐶🐱🐭🐶", "pairs": 3, "color": "#4A90E2",
           "tags": ["home", 2, null, 1.5], "author": "Ann"}
        ]
      }
      """
    try Data(file.utf8).write(to: themes)

    let played = try runToEnd(
      try Executables.memorize(), ["--plain", "--theme", "pets", "--seed", "1"],
      environment: folder.programEnvironment(term: "dumb"), in: folder, input: "1\nquit\n")
    #expect(played.status == 0, "\(played.errorText)")
    #expect(played.errorText.contains("Repaired themes.json"), "\(played.errorText)")

    let saved = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: themes)) as? [String: Any])
    #expect(saved["version"] as? Int == 2)
    #expect(
      (saved["sortOrder"] as? NSDictionary)
        == (["by": "name", "reversed": true] as NSDictionary))
    let theme = try #require((saved["themes"] as? [[String: Any]])?.first)
    #expect(theme["emoji"] as? String == "🐶🐱🐭")
    #expect(theme["author"] as? String == "Ann")
    #expect((theme["tags"] as? NSArray) == (["home", 2, NSNull(), 1.5] as NSArray))
  }

  @Test("Fields this version does not know survive an edit in the theme editor")
  func unknownThemeFieldsSurviveAnEdit() throws {
    let folder = try TemporaryFolder()
    let config = try folder.makeFolder("config/memorize")
    let themes = config.appendingPathComponent("themes.json")
    let file = """
      {
        "version": 2,
        "sortOrder": "name",
        "themes": [
          {"id": "pets", "name": "Pets", "emoji": "🐶🐱🐭", "pairs": 3, "color": "#4A90E2",
           "author": {"name": "Ann", "year": 2026}}
        ]
      }
      """
    try Data(file.utf8).write(to: themes)

    let app = try MemorizeInTmux(arguments: [], width: 120, height: 32, folder: folder)
    defer { app.close() }
    let tmux = app.tmux
    try tmux.waitUntil("the theme chooser") { $0.contains("Pets") }
    try app.addWhaleToFocusedThemeAndQuit()

    let saved = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: themes)) as? [String: Any])
    #expect(saved["sortOrder"] as? String == "name")
    let theme = try #require((saved["themes"] as? [[String: Any]])?.first)
    #expect(theme["emoji"] as? String == "🐶🐱🐭🐳")
    #expect((theme["author"] as? NSDictionary) == (["name": "Ann", "year": 2026] as NSDictionary))
  }

  @Test("Fields this version does not know survive a rewrite of statistics.json")
  func unknownStatisticsFieldsSurvive() throws {
    let folder = try TemporaryFolder()
    let data = try folder.makeFolder("data/memorize")
    let statistics = data.appendingPathComponent("statistics.json")
    let file = """
      {
        "version": 1,
        "sharedWith": ["a", "b"],
        "entries": [
          {"key": {"game": "memorize", "themeID": "animals"}, "pinned": true,
           "record": {"played": 3, "finished": 0, "recentScores": [], "streak": 7}}
        ]
      }
      """
    try Data(file.utf8).write(to: statistics)

    let played = try runToEnd(
      try Executables.memorize(), ["--plain", "--theme", "animals", "--pairs", "2", "--seed", "1"],
      environment: folder.programEnvironment(term: "dumb"), in: folder, input: "1\n2\nquit\n")
    #expect(played.status == 0, "\(played.errorText)")

    let saved = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: statistics)) as? [String: Any])
    #expect((saved["sharedWith"] as? [String]) == ["a", "b"])
    let entry = try #require((saved["entries"] as? [[String: Any]])?.first)
    #expect(entry["pinned"] as? Bool == true)
    let record = try #require(entry["record"] as? [String: Any])
    // The old record has no size, so the game of 2 pairs went to a row of its own.
    #expect(record["played"] as? Int == 3)
    #expect(record["streak"] as? Int == 7)
    let sized = try #require(
      (saved["entries"] as? [[String: Any]])?.first {
        ($0["key"] as? [String: Any])?["pairs"] as? Int == 2
      })
    #expect((sized["record"] as? [String: Any])?["played"] as? Int == 1)
  }
}

extension TemporaryFolder {
  /// Creates `name` (and its parents) inside the folder and returns it.
  func makeFolder(_ name: String) throws -> URL {
    let url = file(name)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// The names in `folder`, sorted.
  func names(in folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }
}

extension NewerFileTests {
  @Test("A field of state.json this version does not know survives a game played and saved")
  func unknownStateField() throws {
    let folder = try TemporaryFolder()
    let first = try runToEnd(
      try Executables.memorize(), ["--plain", "--theme", "animals", "--pairs", "2", "--seed", "1"],
      environment: folder.programEnvironment(term: "dumb"), in: folder, input: "1\nquit\n")
    #expect(first.status == 0)
    let state = folder.file("data/memorize/state.json")
    var object = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: state)) as? [String: Any])
    object["tables"] = ["kept": [1, 2, 3]]
    try JSONSerialization.data(withJSONObject: object).write(to: state)

    let second = try runToEnd(
      try Executables.memorize(), ["--plain"],
      environment: folder.programEnvironment(term: "dumb"), in: folder, input: "2\nquit\n")
    #expect(second.status == 0)
    #expect(second.errorText == "")
    // The game resumed where it was: the second flip of the same game.
    #expect(second.outputLines.contains { $0.hasSuffix(" Flips: 2") }, "\(second.outputLines)")
    let saved = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: state)) as? [String: Any])
    #expect((saved["tables"] as? [String: [Int]]) == ["kept": [1, 2, 3]])
    #expect(saved["version"] as? Int == 1)
  }
}

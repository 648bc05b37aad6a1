import Foundation
import Testing

/// What the game writes, its next launch reads: everything that grows is bounded where it is
/// made, within what the reader takes. Each file is driven past its old breaking point through
/// the real program, then loaded again by the real program, which must say nothing about it.
@Suite("Files the game writes stay files it reads")
struct BoundedFilesTests {
  /// Choices enough to pass the 1 MB a saved game may be, at about 170 bytes a choice, had the
  /// history kept them all (it did before it had a limit: the next launch then said "too large…
  /// starting new games").
  static let choices = 7_000

  @Test(
    "Matchismo and Set after 7,000 choices: saved, and resumed at the same flips with no notice",
    arguments: ["matchismo", "set"])
  func longGame(game: String) throws {
    let folder = try TemporaryFolder()
    let input = String(repeating: "1\n", count: Self.choices) + "quit\n"
    let played = try runToEnd(
      try Executables.memorize(), ["--plain", "--game", game, "--seed", "3"],
      environment: folder.programEnvironment(term: "dumb"), in: folder, input: input,
      // A bound on a hang, not a measure: 7,000 saves take about 38 s of one core here, and
      // CI runs beside builds that share the two (a run at 120 s ran out on a loaded machine).
      timeout: .seconds(600))
    #expect(played.status == 0)
    #expect(played.errorText == "")
    #expect(played.outputLines.last == "Saved. Goodbye.")
    let lastScore = try #require(played.outputLines.last { $0.hasPrefix("Score: ") })
    let counted = game == "set" ? "Choices" : "Flips"
    #expect(lastScore.hasSuffix(" \(counted): \(Self.choices)"), "\(lastScore)")
    let size = try #require(
      try FileManager.default.attributesOfItem(
        atPath: folder.file("data/memorize/state.json").path)[
          .size] as? Int)
    #expect(size < 300_000, "state.json is \(size) bytes")

    let resumed = try runToEnd(
      try Executables.memorize(), ["--plain", "--game", game],
      environment: folder.programEnvironment(term: "dumb"), in: folder, input: "quit\n")
    #expect(resumed.status == 0)
    #expect(resumed.errorText == "", "the next launch reads it")
    #expect(resumed.outputLines.contains(lastScore), "\(resumed.outputLines)")
  }

  @Test("A record at the reader's 1,000 names takes a game of two new players and still loads")
  func playerNames() throws {
    let folder = try TemporaryFolder()
    let data = folder.file("data/memorize")
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    // One record whose losses name 1,000 players: the most one object may hold for the reader.
    // It is the record of the game played below: Animals with 2 pairs.
    let losses = (1...1_000).map { "\"P\($0)\": 1" }.joined(separator: ", ")
    let statistics = """
      {"version": 2, "entries": [{"key": {"game": "memorize", "themeID": "animals", "pairs": 2},
        "record": {"played": 1000, "finished": 1000, "recentScores": [], "wins": {},
                   "losses": {\(losses)}, "ties": {}}}]}
      """
    try Data(statistics.utf8).write(to: data.appendingPathComponent("statistics.json"))

    // Seed 5 deals 🦁 🐰 🐰 🦁: Ana matches both pairs and wins, Ben loses.
    let played = try runToEnd(
      try Executables.memorize(),
      ["--plain", "--theme", "animals", "--pairs", "2", "--seed", "5", "--players", "Ana,Ben"],
      environment: folder.programEnvironment(term: "dumb"), in: folder,
      input: "1\n4\n2\n3\nquit\n")
    #expect(played.status == 0)
    #expect(played.errorText == "")

    let saved = try #require(
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: data.appendingPathComponent("statistics.json")))
        as? [String: Any])
    let entries = try #require(saved["entries"] as? [[String: Any]])
    let record = try #require(entries.first?["record"] as? [String: Any])
    let wins = try #require(record["wins"] as? [String: Int])
    let kept = try #require(record["losses"] as? [String: Int])
    #expect(wins == ["Ana": 1])
    #expect(kept.count == 999, "1,000 tallies in all: two of the oldest names gave way")
    #expect(kept["Ben"] == 1)
    #expect(record["finished"] as? Int == 1001)

    // The next launch reads it: no notice, and statistics are not started afresh.
    let resumed = try runToEnd(
      try Executables.memorize(), ["--plain"],
      environment: folder.programEnvironment(term: "dumb"), in: folder, input: "quit\n")
    #expect(resumed.status == 0)
    #expect(resumed.errorText == "")
  }
}

extension BoundedFilesTests {
  @Test("A list of 100 themes takes no 101st: + says why, and the file loads again")
  func hundredThemes() throws {
    let folder = try TemporaryFolder()
    let config = folder.file("config/memorize")
    try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
    let themes = (1...100).map { number in
      """
      {"id": "t\(number)", "name": "Theme \(number)", "emoji": ["🐶", "🐱", "🐭", "🐹"],
       "pairs": {"allEmoji": {}}, "color": {"red": 0.2, "green": 0.4, "blue": 0.8, "alpha": 1}}
      """
    }
    let document =
      #"{"version": 2, "removedEmoji": {}, "themes": ["#
      + themes.joined(separator: ", ") + "]}"
    let file = config.appendingPathComponent("themes.json")
    try Data(document.utf8).write(to: file)

    let app = try MemorizeInTmux(arguments: [], width: 120, height: 30, folder: folder)
    defer { app.close() }
    try app.tmux.waitUntil("the chooser") { $0.contains("Theme 1 ") }
    try app.tmux.press(["+"])
    try app.tmux.waitUntil("the refusal") {
      $0.contains("There can be at most 100 themes: delete one to make another.")
    }
    try app.tmux.press(["q"])
    let exit = try app.waitForExit()
    #expect(exit.status == 0)
    #expect(exit.standardError == "")

    let listed = try runToEnd(
      try Executables.memorize(), ["--list-theme-names"],
      environment: folder.programEnvironment(term: "dumb"), in: folder)
    #expect(listed.errorText == "")
    #expect(listed.outputLines.count == 100)
  }
}

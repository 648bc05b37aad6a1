import CardGames
import Foundation
import Memorize
import Testing

/// A save file written by a newer memorize is never rewritten by this one: it stays byte for
/// byte, one notice says so, and the other file still saves.
@Suite("Save files from a newer memorize")
struct NewerSaveFileTests {
  private static let launch = Date(timeIntervalSince1970: 1_795_000_000)

  private static func notice(_ file: String, _ version: Int) -> String {
    "\(file) was written by a newer memorize (format \(version)): it is kept as it is and this "
      + "one plays without saving it"
  }

  /// Plays a move, which changes both the game in progress and the statistics, and saves.
  private static func playAndSave(_ home: TemporaryLocations) throws -> AppModel {
    let app = AppModel(
      locations: home.locations, timeSource: ManualTimeSource(), seed: 1, now: launch)
    app.openTheme(id: "animals")
    let game = try #require(app.memorize)
    game.choose(game.cards[0])
    app.saveNow()
    return app
  }

  @Test("statistics.json of format 99 with a field of its own: unchanged; state.json saved")
  func newerStatistics() throws {
    let home = TemporaryLocations()
    let newer = #"{"version": 99, "entries": [], "sharedWith": {"device": "tablet"}}"#
    try home.write(newer, to: home.statisticsFile)

    let app = try Self.playAndSave(home)

    #expect(app.notices == [Self.notice("statistics.json", 99)])
    #expect(try Data(contentsOf: home.statisticsFile) == Data(newer.utf8))
    #expect(home.contents(of: home.locations.dataDirectory) == ["state.json", "statistics.json"])
    let resumed = AppModel(
      locations: home.locations, timeSource: ManualTimeSource(), seed: 2, now: Self.launch)
    #expect(resumed.memorize?.cards.filter(\.isFaceUp).count == 1)
  }

  @Test("state.json of format 99 in a shape of its own: unchanged; statistics saved")
  func newerState() throws {
    let home = TemporaryLocations()
    let newer = #"{"version": 99, "tables": [{"seats": 6}]}"#
    try home.write(newer, to: home.stateFile)

    let app = try Self.playAndSave(home)

    #expect(app.notices == [Self.notice("state.json", 99)])
    #expect(try Data(contentsOf: home.stateFile) == Data(newer.utf8))
    #expect(home.contents(of: home.locations.dataDirectory) == ["state.json", "statistics.json"])
    #expect(
      app.statistics.record(for: .init(game: .memorize, themeID: "animals", pairs: 10)).played == 1)
    let saved = try String(contentsOf: home.statisticsFile, encoding: .utf8)
    #expect(saved.contains("\"played\" : 1"))
  }

  @Test("A file of the current format or older is read as ever", arguments: [0, 1, 2])
  func currentOrOlder(version: Int) throws {
    let home = TemporaryLocations()
    try home.write(#"{"version": \#(version), "entries": []}"#, to: home.statisticsFile)
    let app = try Self.playAndSave(home)
    #expect(app.notices == [])
    let saved = try String(contentsOf: home.statisticsFile, encoding: .utf8)
    #expect(saved.contains("\"version\" : 2"))
  }
}

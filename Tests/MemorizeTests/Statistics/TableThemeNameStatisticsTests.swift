import CardGames
import Foundation
import Testing

@testable import Memorize

/// Stranger's play-test (stop 55): a joiner's Statistics named a table's theme they did not have
/// by its id ("Memorize · d4fcae3a-2ce5-4be7-96f3-7c1beae479a9 · 2 pairs"), in every face and
/// language. The table sends the theme's name with the game; the record keeps it, in a field
/// that the files written before (1.0.0's and after) load without.
@Suite struct TableThemeNameStatisticsTests {
  static let themeID = "d4fcae3a-2ce5-4be7-96f3-7c1beae479a9"

  /// A two-pair Memorize game Ana won at a table, on the host's theme named `themeName`.
  static func game(themeName: String?) -> Statistics.TableGame {
    Statistics.TableGame(
      key: Statistics.Key(game: .memorize, themeID: themeID, pairs: 2),
      result: Statistics.TableResult(seats: [
        Statistics.TableResult.SeatScore(Statistics.Seat(name: "Ana"), score: 4, pairs: 2),
        Statistics.TableResult.SeatScore(Statistics.Seat(name: "Ben"), score: 0, pairs: 0),
      ]),
      winners: [0], topScore: 4, seconds: 20, themeName: themeName)
  }

  static func app(_ home: TemporaryLocations) -> AppModel {
    AppModel(locations: home.locations, timeSource: ManualTimeSource(), seed: 1)
  }

  @Test func aTablesThemeTheJoinerLacksIsNamedByItsNameInEveryLanguage() throws {
    let home = TemporaryLocations()
    #expect(
      JoinedStatistics(locations: home.locations).count(
        Self.game(themeName: "Ocean"), id: "table-1") == [])
    let app = Self.app(home)
    #expect(app.notices == [])
    #expect(
      app.statistics.record(for: Self.game(themeName: nil).key).themeName == "Ocean")
    #expect(app.statisticsPresentation.rows.map(\.title) == ["Memorize · Ocean · 2 pairs"])
    #expect(
      app.statisticsLines.first?.hasPrefix("Memorize · Ocean · 2 pairs: Played 1 · Finished 1")
        == true)
    Localization.withLanguage(.simplifiedChinese) {
      #expect(app.statisticsPresentation.rows.map(\.title) == ["记忆翻牌 · Ocean · 2 对"])
    }
    // Written down: the next launch names it the same.
    let saved = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: home.statisticsFile))
        as? [String: Any])
    let entries = try #require(saved["entries"] as? [[String: Any]])
    let record = try #require(entries.first?["record"] as? [String: Any])
    #expect(record["themeName"] as? String == "Ocean")
  }

  @Test func aTableThatSendsNoNameLeavesTheIDAndALongNameIsCut() throws {
    let home = TemporaryLocations()
    #expect(
      JoinedStatistics(locations: home.locations).count(
        Self.game(themeName: nil), id: "table-1") == [])
    #expect(
      Self.app(home).statisticsPresentation.rows.map(\.title) == [
        "Memorize · \(Self.themeID) · 2 pairs"
      ])
    // A later game with a name names every row of the theme, the earlier one's too.
    let long = String(repeating: "🐙", count: ThemeStore.maximumNameLength + 5)
    #expect(
      JoinedStatistics(locations: home.locations).count(
        Self.game(themeName: long), id: "table-2") == [])
    let app = Self.app(home)
    let kept = try #require(app.statistics.record(for: Self.game(themeName: nil).key).themeName)
    #expect(kept == String(repeating: "🐙", count: ThemeStore.maximumNameLength))
    #expect(app.statisticsPresentation.rows.map(\.title) == ["Memorize · \(kept) · 2 pairs"])
  }

  /// The name is the theme's own where the home has the theme: in the player's language.
  @Test func aThemeTheHomeHasIsNamedAsTheHomeNamesIt() throws {
    let home = TemporaryLocations()
    var game = Self.game(themeName: "Spooky")
    game.key = Statistics.Key(game: .memorize, themeID: "halloween", pairs: 2)
    #expect(JoinedStatistics(locations: home.locations).count(game, id: "table-1") == [])
    let app = Self.app(home)
    #expect(app.statisticsPresentation.rows.map(\.title) == ["Memorize · Halloween · 2 pairs"])
  }

  /// The file 1.0.0 wrote (no theme names anywhere) loads whole, each record without a name,
  /// and is written back without one.
  @Test func aReleasedFileLoadsWithoutNames() throws {
    let home = TemporaryLocations()
    let files = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Saving/Files")
    let golden = try Data(contentsOf: files.appendingPathComponent("statistics-format-1.json"))
    try home.write(String(decoding: golden, as: UTF8.self), to: home.statisticsFile)
    let app = Self.app(home)
    #expect(app.notices == [])
    #expect(app.statistics.records.count == 3)
    #expect(app.statistics.records.values.allSatisfy { $0.themeName == nil })
    #expect(app.saveNow())
    let written = try String(contentsOf: home.statisticsFile, encoding: .utf8)
    #expect(!written.contains("themeName"))
  }
}

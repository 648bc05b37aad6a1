import CardGames
import Foundation
import Memorize
import Testing

/// A Memorize theme's best and fastest are per size; a file written before sizes were kept
/// still loads, its records as rows of no recorded size; games with several players keep their
/// recent results with every seat's score.
@Suite("Statistics by board size, and tables' recent results")
struct StatisticsBySizeTests {
  private static let files = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Saving/Files")

  /// `statistics-format-1.json`: the file 1.0.0's encoder writes (format 1, keys without
  /// `pairs`), with Halloween played alone and at a table, Matchismo and Set.
  private static func releasedFile(_ home: TemporaryLocations) throws -> AppModel {
    let golden = try Data(contentsOf: files.appendingPathComponent("statistics-format-1.json"))
    try home.write(String(decoding: golden, as: UTF8.self), to: home.statisticsFile)
    return AppModel(
      locations: home.locations, timeSource: ManualTimeSource(), seed: 1,
      now: Date(timeIntervalSince1970: 1_795_000_000))
  }

  @Test("A format-1 file loads whole: Memorize's record as 'size not recorded', the others as ever")
  func formatOneLoads() throws {
    let home = TemporaryLocations()
    let app = try Self.releasedFile(home)
    #expect(app.notices == [])
    let unsized = app.statistics.record(for: .init(game: .memorize, themeID: "halloween"))
    #expect(unsized.played == 5 && unsized.finished == 4)
    #expect(unsized.bestScore == 11 && unsized.bestTime == 31)
    #expect(unsized.recentScores == [3, 11, 6] && unsized.recentTables == [])
    #expect(unsized.wins == ["Ana": 1] && unsized.losses == ["Ben": 1])
    #expect(app.statistics.record(for: .init(game: .matchismo)).bestScore == 14)
    #expect(app.statistics.record(for: .init(game: .set)).played == 1)
    #expect(app.statistics.records.count == 3)
    let rows = app.statisticsPresentation.rows
    // In the tabs' order; Matchismo's record, from before match counts were kept, as a row of
    // its own that says so (issue 23).
    #expect(
      rows.map(\.title) == [
        "Memorize · Halloween · size not recorded", "Matchismo · match not recorded", "Set",
      ])
    #expect(rows.map(\.id) == ["memorize/halloween", "matchismo", "set"])
    #expect(rows[0].cells.map(\.value) == ["5", "4", "11", "0:31"])
    #expect(rows[1].cells.map(\.value) == ["2", "1", "14", "1:35"])
  }

  /// Issue 23: Matchismo's games matching 2 cards and those matching 3 shared one row. Each
  /// count has its own now; the released file's record, which may hold both, stays as it was.
  @Test(
    "A Matchismo game after a format-1 file: a row per match count; the file's record stays whole"
  )
  func matchismoCountsUnderItsMatchCount() throws {
    let home = TemporaryLocations()
    let app = try Self.releasedFile(home)
    let game = app.matchismo
    #expect(game.setMatchCount(3))
    game.choose(at: 0)
    #expect(app.statistics.record(for: .init(game: .matchismo, matchCount: 3)).played == 1)
    let old = app.statistics.record(for: .init(game: .matchismo))
    #expect(old.played == 2 && old.finished == 1 && old.bestScore == 14)
    #expect(
      app.statisticsPresentation.rows.map(\.title) == [
        "Memorize · Halloween · size not recorded", "Matchismo · match not recorded",
        "Matchismo · match 3 cards", "Set",
      ])
    #expect(app.statisticsPresentation.rows.map(\.id)[2] == "matchismo/3")
    Localization.withLanguage(.simplifiedChinese) {
      #expect(
        app.statisticsPresentation.rows.map(\.title)[1...2] == [
          "扑克配对 · 未记录配对张数", "扑克配对 · 配对 3 张牌",
        ])
    }
    #expect(app.saveNow())
    let saved = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: home.statisticsFile))
        as? NSDictionary)
    let keys = (saved["entries"] as? [NSDictionary])?.compactMap { $0["key"] as? NSDictionary }
    #expect(
      keys?.filter { $0["game"] as? String == "matchismo" } == [
        ["game": "matchismo", "themeID": ""],
        ["game": "matchismo", "themeID": "", "matchCount": 3],
      ] as [NSDictionary])
    // Read back, the two stay apart.
    let again = AppModel(
      locations: home.locations, timeSource: ManualTimeSource(), seed: 1,
      now: Date(timeIntervalSince1970: 1_795_000_000))
    #expect(again.statistics.record(for: .init(game: .matchismo)).bestScore == 14)
    #expect(again.statistics.record(for: .init(game: .matchismo, matchCount: 3)).played == 1)
  }

  @Test("A game of 8 pairs after a format-1 file: its own row and best; saved as format 2")
  func newGameCountsUnderItsSize() throws {
    let home = TemporaryLocations()
    let app = try Self.releasedFile(home)
    let halloween = try #require(app.themes.theme(withID: "halloween"))
    app.startMemorize(theme: halloween, pairs: 2, seed: 3)
    let game = try #require(app.memorize)
    #expect(game.bestScore == nil && game.bestTime == nil)
    for content in Set(game.cards.map(\.content)) {
      for card in game.cards.filter({ $0.content == content }) { game.choose(card) }
    }
    #expect(game.isOver)
    // Below the format-1 record's 11, yet the first best at 2 pairs.
    #expect(game.score < 11)
    #expect(game.endedWithNewBest && game.bestScore == game.score)
    #expect(game.ending?.best?.hasPrefix("New best score: \(game.score)!") == true)
    let sized = app.statistics.record(for: .init(game: .memorize, themeID: "halloween", pairs: 2))
    #expect(sized.played == 1 && sized.finished == 1 && sized.recentScores == [game.score])
    #expect(app.statistics.record(for: .init(game: .memorize, themeID: "halloween")).played == 5)
    #expect(
      app.statisticsPresentation.rows.map(\.title) == [
        "Memorize · Halloween · size not recorded", "Memorize · Halloween · 2 pairs",
        "Matchismo · match not recorded", "Set",
      ])
    #expect(app.saveNow())
    let saved = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: home.statisticsFile))
        as? NSDictionary)
    #expect(saved["version"] as? Int == 2)
    let keys = (saved["entries"] as? [NSDictionary])?.compactMap { $0["key"] as? NSDictionary }
    #expect(
      keys == [
        ["game": "matchismo", "themeID": ""], ["game": "memorize", "themeID": "halloween"],
        ["game": "memorize", "themeID": "halloween", "pairs": 2], ["game": "set", "themeID": ""],
      ] as [NSDictionary])
  }

  @Test("Bests are per size: a lower score at another size is still that size's best")
  func bestsPerSize() {
    let statistics = Statistics()
    let small = Statistics.Key(game: .memorize, themeID: "animals", pairs: 4)
    let large = Statistics.Key(game: .memorize, themeID: "animals", pairs: 12)
    statistics.gameFinished(large, score: 30, seconds: 200)
    statistics.gameFinished(small, score: 8, seconds: 40)
    statistics.gameFinished(small, score: 6, seconds: 50)
    #expect(statistics.record(for: small).bestScore == 8)
    #expect(statistics.record(for: small).bestTime == 40)
    #expect(statistics.record(for: large).bestScore == 30)
    #expect(statistics.record(for: large).bestTime == 200)
    #expect(statistics.records.count == 2)
  }

  @Test(
    "A table's game joins Recent scores with every seat's score, best first, in both faces' words")
  func tableResultsAreRecent() throws {
    let statistics = Statistics()
    let theme = Theme(
      id: "faces", name: "Faces", emoji: ["😀", "😃"], pairs: .allEmoji,
      color: RGBAColor(red: 1, green: 0.8, blue: 0))
    let game = EmojiMemoryGame(
      theme: theme, seed: 2,
      players: [Player(name: "Ben", computerLevel: .forgetful), Player(name: "Ana")],
      timeSource: ManualTimeSource(), statistics: statistics)
    try TableStatisticsTests.playOut(game)
    let record = statistics.record(for: .init(game: .memorize, themeID: "faces", pairs: 2))
    let ben = game.players[0]
    let ana = game.players[1]
    #expect(
      record.recentTables == [
        Statistics.TableResult(seats: [
          .init(.init(name: "Ben", isComputer: true), score: ben.score, pairs: ben.pairs),
          .init(.init(name: "Ana"), score: ana.score, pairs: ana.pairs),
        ])
      ])
    #expect(record.recentScores == [])
  }

  @Test("A table's result in words: best first, seats in order among equals, the computer marked")
  func tableResultWords() {
    let ana = Statistics.Seat(name: "Ana")
    let ben = Statistics.Seat(name: "Ben", isComputer: true)
    let race = Statistics.TableResult(seats: [.init(ana, score: 8), .init(ben, score: 9)])
    #expect(Phrases.tableResult(race) == "Ben (computer) 9 pts · Ana 8 pts")
    #expect(Phrases.tableResultSentence(race) == "Ben (computer): 9 points · Ana: 8 points")
    // Pairs decide at Memorize, points part a tie of pairs.
    let memorize = Statistics.TableResult(seats: [
      .init(ana, score: 9, pairs: 2), .init(ben, score: 4, pairs: 3),
    ])
    #expect(Phrases.tableResult(memorize) == "Ben (computer) 3 pairs · Ana 2 pairs")
    #expect(
      Phrases.tableResultSentence(memorize)
        == "Ben (computer): 3 pairs, 4 points · Ana: 2 pairs, 9 points")
    let tie = Statistics.TableResult(seats: [.init(ana, score: 1), .init(ben, score: 1)])
    #expect(Phrases.tableResult(tie) == "Ana 1 pt · Ben (computer) 1 pt")
    Localization.withLanguage(.simplifiedChinese) {
      #expect(Phrases.tableResult(race) == "Ben（电脑）9 分 · Ana 8 分")
    }
  }

  @Test("Statistics' row lists a record's table results newest first, short and in full")
  func rowListsTableResults() throws {
    let home = TemporaryLocations()
    let app = AppModel(
      locations: home.locations, timeSource: ManualTimeSource(), seed: 1,
      now: Date(timeIntervalSince1970: 1_795_000_000))
    let ana = Statistics.Seat(name: "Ana")
    let ben = Statistics.Seat(name: "Ben")
    let key = Statistics.Key(game: .set)
    app.statistics.gameFinished(
      key, seats: [ana, ben], winners: [1],
      result: .init(seats: [.init(ana, score: 8), .init(ben, score: 9)]))
    app.statistics.gameFinished(
      key, seats: [ana, ben], winners: [0, 1],
      result: .init(seats: [.init(ana, score: 1), .init(ben, score: 1)]))
    let presented = app.statisticsPresentation
    let row = try #require(presented.rows.first)
    #expect(row.recentScores == [])
    #expect(row.recentTables.map(\.short) == ["Ana 1 pt · Ben 1 pt", "Ben 9 pts · Ana 8 pts"])
    #expect(
      row.recentTables.map(\.sentence) == [
        "Ana: 1 point · Ben: 1 point", "Ben: 9 points · Ana: 8 points",
      ])
    #expect(presented.recentTablesHeading == "Recent games with several players")
  }

  @Test("At most 10 results a record and 200 in all; a file's extra ones are trimmed as play would")
  func tableResultLimits() {
    let statistics = Statistics()
    let seats = [Statistics.Seat(name: "Ana"), Statistics.Seat(name: "Ben")]
    func result(_ score: Int) -> Statistics.TableResult {
      .init(seats: [.init(seats[0], score: score), .init(seats[1], score: 0)])
    }
    for score in 1...12 {
      statistics.gameFinished(.init(game: .set), seats: seats, winners: [0], result: result(score))
    }
    #expect(
      statistics.record(for: .init(game: .set)).recentTables.map { $0.seats[0].score }
        == Array(3...12))
    for theme in 0..<25 {
      for score in 1...10 {
        statistics.gameFinished(
          .init(game: .memorize, themeID: "t\(theme)", pairs: 2), seats: seats, winners: [0],
          result: result(score))
      }
    }
    let total = statistics.records.values.map(\.recentTables.count).reduce(0, +)
    #expect(total == Statistics.recentTableTotalLimit)
    // The oldest go first, from the fullest records: the one just counted stays, and every
    // record keeps its newest results, 7 or 8 of them (200 over 26 records).
    let kept = statistics.records.values.map(\.recentTables.count)
    #expect(kept.allSatisfy { (7...8).contains($0) })
    #expect(
      statistics.record(for: .init(game: .memorize, themeID: "t24", pairs: 2)).recentTables.last
        == result(10))
  }
}

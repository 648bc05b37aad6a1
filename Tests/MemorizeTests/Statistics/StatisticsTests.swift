import CardGames
import Foundation
import Memorize
import Testing

@Suite("Statistics")
struct StatisticsTests {
  @Test("Played, finished, bests and the last 50 scores")
  func records() {
    let statistics = Statistics()
    let key = Statistics.Key(game: .memorize, themeID: "faces")
    for score in 1...60 {
      statistics.gameStarted(key)
      statistics.gameFinished(key, score: score % 7, seconds: Double(100 - score))
    }
    statistics.gameStarted(key)
    let record = statistics.record(for: key)
    #expect(record.played == 61)
    #expect(record.finished == 60)
    #expect(record.bestScore == 6)
    #expect(record.bestTime == 40)
    #expect(record.recentScores == (11...60).map { $0 % 7 })
    #expect(statistics.record(for: .init(game: .set)) == Statistics.Record())
  }

  @Test("Saved statistics round-trip as a list")
  func saved() throws {
    let statistics = Statistics()
    statistics.gameFinished(.init(game: .set), score: 9, seconds: 80)
    statistics.gameFinished(.init(game: .memorize, themeID: "animals"), score: 4, seconds: 30)
    let data = try JSONEncoder().encode(SavedStatistics(statistics))
    let decoded = try JSONDecoder().decode(SavedStatistics.self, from: data)
    #expect(decoded.records == statistics.records)
    #expect(decoded.entries.map(\.key.game) == [.memorize, .set])
  }
}

@Suite("Statistics in words, the same in every face")
struct StatisticsWordsTests {
  @Test(
    "A row's name: the game, and for Memorize the theme (by id once it is gone) and its pairs, or that they were not recorded"
  )
  func recordTitles() {
    let themes = [Theme.halloween]
    #expect(
      Phrases.recordTitle(
        of: .init(game: .memorize, themeID: "halloween", pairs: 8), themes: themes)
        == "Memorize · Halloween · 8 pairs")
    #expect(
      Phrases.recordTitle(of: .init(game: .memorize, themeID: "gone", pairs: 1), themes: themes)
        == "Memorize · gone · 1 pair")
    #expect(
      Phrases.recordTitle(of: .init(game: .memorize, themeID: "halloween"), themes: themes)
        == "Memorize · Halloween · size not recorded")
    #expect(
      Phrases.recordTitle(of: .init(game: .matchismo), themes: themes)
        == "Matchismo · match not recorded")
    #expect(
      Phrases.recordTitle(of: .init(game: .matchismo, matchCount: 2), themes: themes)
        == "Matchismo · match 2 cards")
    #expect(Phrases.recordTitle(of: .init(game: .set), themes: themes) == "Set")
  }

  /// Issue 23's play-test: Statistics listed rows by theme id, so a theme the player made (its
  /// id random, here "0f3a…") came before the built-in Animals, and Matchismo before Memorize.
  /// They follow the tabs and the chooser now, as `--list-themes` and the window list themes.
  @Test(
    "Rows follow the tabs' games and the chooser's themes; deleted themes last, sizes smallest first"
  )
  func rowsInTheChoosersOrder() throws {
    let home = TemporaryLocations()
    let app = AppModel(
      locations: home.locations, timeSource: ManualTimeSource(), seed: 1,
      now: Date(timeIntervalSince1970: 1_795_000_000))
    let mine = try #require(app.themes.addTheme(named: "Zoo"))
    let keys: [Statistics.Key] = [
      .init(game: .set),
      .init(game: .matchismo, matchCount: 3),
      .init(game: .matchismo, matchCount: 2),
      .init(game: .memorize, themeID: "0f3a-gone", pairs: 4),
      .init(game: .memorize, themeID: mine.id, pairs: 4),
      .init(game: .memorize, themeID: "animals", pairs: 8),
      .init(game: .memorize, themeID: "animals", pairs: 10),
      .init(game: .memorize, themeID: "animals"),
      .init(game: .memorize, themeID: "halloween", pairs: 12),
    ]
    for key in keys { app.statistics.gameStarted(key) }
    #expect(app.themeList.map(\.name).prefix(3) == ["Halloween", "Sports", "Animals"])
    #expect(app.themeList.last?.name == "Zoo")
    #expect(
      app.statisticsPresentation.rows.map(\.title) == [
        "Memorize · Halloween · 12 pairs",
        "Memorize · Animals · size not recorded",
        "Memorize · Animals · 8 pairs",
        "Memorize · Animals · 10 pairs",
        "Memorize · Zoo · 4 pairs",
        "Memorize · 0f3a-gone · 4 pairs",
        "Matchismo · match 2 cards",
        "Matchismo · match 3 cards",
        "Set",
      ])
    // Moved to the top of the chooser, the player's theme leads Statistics too.
    app.themes.move(id: mine.id, to: 0)
    #expect(app.statisticsPresentation.rows.first?.title == "Memorize · Zoo · 4 pairs")
  }

  @Test("A row's numbers: played, finished, best, fastest; a dash where there is none yet")
  func recordValues() {
    var record = Statistics.Record()
    record.played = 3
    #expect(
      Phrases.recordValues(record).map { "\($0.column)=\($0.value)" }
        == ["Played=3", "Finished=0", "Best=–", "Fastest=–"])
    let statistics = Statistics()
    let key = Statistics.Key(game: .memorize, themeID: "animals")
    statistics.gameStarted(key)
    statistics.gameFinished(key, score: 12, seconds: 65)
    #expect(
      Phrases.recordValues(statistics.record(for: key)).map(\.value) == ["1", "1", "12", "1:05"])
  }
}

@Suite("Statistics stay within what the reader takes")
struct StatisticsLimitTests {
  @Test("Past 300 records the least-played theme's record goes, never the one just played")
  func recordLimit() {
    let statistics = Statistics()
    for number in 1...Statistics.recordLimit {
      let key = Statistics.Key(game: .memorize, themeID: "theme-\(number)")
      statistics.gameStarted(key)
      if number != 7 { statistics.gameStarted(key) }
    }
    #expect(statistics.records.count == 300)
    // theme-7 was played once, every other twice: it gives way to the new one.
    let new = Statistics.Key(game: .memorize, themeID: "new")
    statistics.gameStarted(new)
    #expect(statistics.records.count == 300)
    #expect(statistics.records[Statistics.Key(game: .memorize, themeID: "theme-7")] == nil)
    #expect(statistics.records[new]?.played == 1)
  }

  @Test("Past 1,000 player tallies the ones with the fewest games go, never the players just seen")
  func tallyLimit() {
    let key = Statistics.Key(game: .memorize, themeID: "animals")
    var record = Statistics.Record()
    for number in 1...1_000 { record.losses["P\(number)"] = number == 500 ? 1 : 2 }
    record.losses["P1"] = 1
    let statistics = Statistics(records: [key: record])
    #expect(statistics.record(for: key).losses.count == 1_000)
    statistics.gameFinished(key, players: ["Ana", "Ben"], winners: ["Ana"])
    let kept = statistics.record(for: key)
    #expect(kept.wins == ["Ana": 1])
    #expect(kept.losses.count == 999)
    #expect(kept.losses["Ben"] == 1)
    #expect(kept.losses["P1"] == nil && kept.losses["P500"] == nil, "the two with one game went")
  }

  @Test("A table's top score is its own best, with whose it was; never the player's best alone")
  func tableBests() throws {
    let key = Statistics.Key(game: .memorize, themeID: "animals")
    let statistics = Statistics()
    statistics.gameFinished(
      key, seats: [Statistics.Seat(name: "Ana"), Statistics.Seat(name: "Ben", isComputer: true)],
      winners: [1], topScore: 13, seconds: 40)
    statistics.gameFinished(
      key, players: ["Ana", "Ben"], winners: ["Ana", "Ben"], topScore: 4, seconds: 31)
    var record = statistics.record(for: key)
    #expect(record.finished == 2)
    #expect(record.bestScore == nil)
    #expect(
      record.tableBest
        == Statistics.TableBest(
          score: 13, seats: [Statistics.Seat(name: "Ben", isComputer: true)]))
    #expect(record.bestTime == nil)
    #expect(record.tableBestTime == 31)
    #expect(record.recentScores == [])
    #expect(record.wins == [:])
    #expect(record.computerWins == ["Ben": 1])
    #expect(record.ties == ["Ana": 1, "Ben": 1])
    #expect(
      Phrases.recordValues(record).map(\.value) == [
        "0", "2", "13 by Ben (computer)", "0:31 (multiplayer)",
      ])
    Localization.withLanguage(.simplifiedChinese) {
      #expect(Phrases.recordValues(record)[2].value == "Ben（电脑）13")
    }
    // A better score alone is the row's best; the table's is kept. The table's faster time
    // stays the row's fastest, marked as a table's so that it never passes for one alone.
    statistics.gameFinished(key, score: 20, seconds: 50)
    record = statistics.record(for: key)
    #expect(Phrases.recordValues(record).map(\.value) == ["0", "3", "20", "0:31 (multiplayer)"])
    Localization.withLanguage(.simplifiedChinese) {
      #expect(Phrases.recordValues(record)[3].value == "0:31（多人）")
    }
    #expect(record.recentScores == [20])
    #expect(record.bestTime == 50 && record.tableBestTime == 31)
    // Written and read back.
    let file = try JSONEncoder().encode(record)
    #expect(try JSONDecoder().decode(Statistics.Record.self, from: file) == record)
  }

  /// Issue 23: a table's time set the theme's fastest, so the solo Fastest (column and ending)
  /// showed a time the player never made alone.
  @Test("A table's time is its own fastest, never the player's fastest alone")
  func tableTimesKeptApart() throws {
    let key = Statistics.Key(game: .memorize, themeID: "faces", pairs: 6)
    let statistics = Statistics()
    let seats = [
      Statistics.Seat(name: "Ana"), Statistics.Seat(name: "Computer (good)", isComputer: true),
    ]
    var made = statistics.gameFinished(key, seats: seats, winners: [1], topScore: 12, seconds: 20)
    #expect(made == Statistics.TableRecords(isNewBest: true, isNewTime: true))
    var record = statistics.record(for: key)
    #expect(record.bestTime == nil)
    #expect(record.tableBestTime == 20)
    // A row of tables only shows the table's fastest.
    #expect(
      Phrases.recordValues(record).map(\.value) == [
        "0", "1", "12 by Computer (good)", "0:20 (multiplayer)",
      ])
    // Alone, slower: the solo fastest is the game alone's, and the row shows the table's,
    // faster, as a table's.
    statistics.gameFinished(key, score: 7, seconds: 95)
    record = statistics.record(for: key)
    #expect(record.bestTime == 95)
    #expect(record.tableBestTime == 20)
    #expect(
      Phrases.recordValues(record).map(\.value)
        == ["0", "2", "12 by Computer (good)", "0:20 (multiplayer)"])
    // A time alone that reads the same as the table's, or faster, is the row's fastest.
    var even = record
    even.bestTime = 20.6
    #expect(Phrases.recordValues(even)[3].value == "0:20")
    even.bestTime = 12
    #expect(Phrases.recordValues(even)[3].value == "0:12")
    // A slower table with a lower top score sets neither; a faster one the time only, faster
    // on the clock (20.4 s reads 0:20 as the record does).
    made = statistics.gameFinished(key, seats: seats, winners: [0], topScore: 9, seconds: 30)
    #expect(made == Statistics.TableRecords())
    made = statistics.gameFinished(key, seats: seats, winners: [0], topScore: 9, seconds: 20.4)
    #expect(made == Statistics.TableRecords())
    made = statistics.gameFinished(key, seats: seats, winners: [0], topScore: 9, seconds: 18)
    #expect(made == Statistics.TableRecords(isNewBest: false, isNewTime: true))
    // A table's time of 0, or none, is no time.
    made = statistics.gameFinished(key, seats: seats, winners: [0], topScore: 13, seconds: 0)
    #expect(made == Statistics.TableRecords(isNewBest: true, isNewTime: false))
    record = statistics.record(for: key)
    #expect(record.bestTime == 95 && record.tableBestTime == 18)
    // Written and read back; a record written without it reads none.
    let file = try JSONEncoder().encode(record)
    #expect(String(decoding: file, as: UTF8.self).contains(#""tableBestTime":18"#))
    #expect(try JSONDecoder().decode(Statistics.Record.self, from: file) == record)
    let older = try JSONDecoder().decode(
      Statistics.Record.self,
      from: Data(#"{"played":1,"finished":1,"bestTime":42,"recentScores":[3]}"#.utf8))
    #expect(older.bestTime == 42 && older.tableBestTime == nil)
  }

  @Test("A file from before the limits is trimmed as it loads")
  func trimmedOnLoad() {
    var records: [Statistics.Key: Statistics.Record] = [:]
    for number in 1...310 {
      var record = Statistics.Record()
      record.played = number
      records[Statistics.Key(game: .memorize, themeID: "t\(number)")] = record
    }
    records[Statistics.Key(game: .set)] = Statistics.Record()
    let statistics = Statistics(records: records)
    #expect(statistics.records.count == 300)
    #expect(statistics.records[Statistics.Key(game: .set)] != nil, "Set's one record stays")
    #expect(statistics.records[Statistics.Key(game: .memorize, themeID: "t11")] == nil)
    #expect(statistics.records[Statistics.Key(game: .memorize, themeID: "t12")] != nil)
  }
}

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
  @Test("A row's name: the game, and for Memorize the theme (by id once it is gone)")
  func recordTitles() {
    let themes = [Theme.halloween]
    #expect(
      Phrases.recordTitle(of: .init(game: .memorize, themeID: "halloween"), themes: themes)
        == "Memorize · Halloween")
    #expect(
      Phrases.recordTitle(of: .init(game: .memorize, themeID: "gone"), themes: themes)
        == "Memorize · gone")
    #expect(Phrases.recordTitle(of: .init(game: .matchismo), themes: themes) == "Matchismo")
    #expect(Phrases.recordTitle(of: .init(game: .set), themes: themes) == "Set")
  }

  @Test("A row's numbers: played, done, best, fastest; a dash where there is none yet")
  func recordValues() {
    var record = Statistics.Record()
    record.played = 3
    #expect(
      Phrases.recordValues(record).map { "\($0.column)=\($0.value)" }
        == ["Played=3", "Done=0", "Best=–", "Fastest=–"])
    let statistics = Statistics()
    let key = Statistics.Key(game: .memorize, themeID: "animals")
    statistics.gameStarted(key)
    statistics.gameFinished(key, score: 12, seconds: 65)
    #expect(
      Phrases.recordValues(statistics.record(for: key)).map(\.value) == ["1", "1", "12", "1:05"])
  }
}

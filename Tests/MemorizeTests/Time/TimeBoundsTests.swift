import Foundation
import Memorize
import Testing

@Suite("Every time written is one the reader takes")
struct TimeBoundsTests {
  @Test("Every time written is one the reader takes: the writer and the reader share the bound")
  func writerAndReaderAgree() throws {
    let home = TemporaryLocations()
    let time = ManualTimeSource()
    let app = AppModel(
      locations: home.locations, timeSource: time, seed: 1,
      now: Date(timeIntervalSince1970: 1_795_000_000))
    let animals = try #require(app.themes.theme(withID: "animals"))
    app.startMemorize(theme: animals, timeBonus: true)
    let game = try #require(app.memorize)
    // A clock that, unsteadied, ran for twice the longest time between every two choices.
    let cards = game.cards.sorted { ($0.content, $0.id) < ($1.content, $1.id) }
    for card in cards.dropLast() {
      game.choose(card)
      time.advance(by: 2 * Stopwatch.longestTime)
    }
    #expect(game.elapsed == Stopwatch.longestTime)
    game.choose(try #require(cards.last))
    #expect(game.isOver)
    // A game with the time bonus keeps its own record.
    let bonusKey = Statistics.Key(
      game: .memorize, themeID: "animals", pairs: 10, timeBonus: true)
    #expect(app.statistics.record(for: bonusKey).bestTime == Stopwatch.longestTime)
    #expect(app.saveNow())

    let reopened = AppModel(
      locations: home.locations, timeSource: ManualTimeSource(), seed: 2,
      now: Date(timeIntervalSince1970: 1_795_000_000))
    #expect(reopened.notices == [])
    #expect(reopened.memorize?.isOver == true)
    #expect(reopened.memorize?.elapsed == Stopwatch.longestTime)
    #expect(reopened.statistics.record(for: bonusKey).bestTime == Stopwatch.longestTime)
    let key = Statistics.Key(game: .memorize, themeID: "animals", pairs: 10)

    // At the bound the reader takes a time, a hair past it refuses it.
    func statistics(bestTime: Double) -> Data {
      Data(
        """
        {"entries":[{"key":{"game":"memorize","themeID":"animals","pairs":10},"record":\
        {"bestTime":\(bestTime),"finished":1,"played":1,"recentScores":[2]}}],"version":2}
        """.utf8)
    }
    let atBound = try JSONDecoder().decode(
      SavedStatistics.self, from: statistics(bestTime: Stopwatch.longestTime))
    #expect(atBound.records[key]?.bestTime == Stopwatch.longestTime)
    #expect(throws: (any Error).self) {
      try JSONDecoder().decode(
        SavedStatistics.self, from: statistics(bestTime: Stopwatch.longestTime.nextUp))
    }
  }

  @Test("No time of 0 or less is a best time; one saved as 0 before reads as none")
  func noZeroBestTime() throws {
    let statistics = Statistics()
    let key = Statistics.Key(game: .memorize, themeID: "animals")
    statistics.gameFinished(key, score: 4, seconds: 0)
    statistics.gameFinished(key, score: 3, seconds: -1)
    statistics.gameFinished(key, score: 2, seconds: .nan)
    var record = statistics.record(for: key)
    #expect(record.finished == 3 && record.bestScore == 4 && record.bestTime == nil)
    statistics.gameFinished(key, score: 1, seconds: 7.5)
    statistics.gameFinished(key, score: 1, seconds: .infinity)
    record = statistics.record(for: key)
    #expect(record.bestTime == 7.5)

    let saved = try JSONDecoder().decode(
      SavedStatistics.self,
      from: Data(
        """
        {"entries":[{"key":{"game":"memorize","themeID":"animals"},"record":{"bestTime":0,\
        "finished":1,"played":1,"recentScores":[2]}}],"version":1}
        """.utf8))
    #expect(saved.records[key]?.bestTime == nil)
    #expect(saved.records[key]?.finished == 1)
  }
}

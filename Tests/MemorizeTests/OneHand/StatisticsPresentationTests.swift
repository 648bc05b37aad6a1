import Foundation
import Testing

@testable import Memorize

/// Issue 22: the Statistics section is one value every face lays out, worded by the view model.
@Suite("Statistics as a presentation value")
struct StatisticsPresentationTests {
  /// The folder the app saves to, kept for the whole test.
  private let home = TemporaryLocations()

  private func makeApp() -> AppModel {
    AppModel(
      locations: home.locations, timeSource: ManualTimeSource(), seed: 5,
      now: Date(timeIntervalSince1970: 1_795_000_000))
  }

  @Test func beforeAnyGameTheSectionSaysSoAndHasNoRows() {
    let statistics = makeApp().statisticsPresentation
    #expect(statistics.isEmpty)
    #expect(statistics.players.isEmpty)
    #expect(statistics.emptyText == "No games played yet.")
    #expect(statistics.gameColumn == "Game")
    #expect(statistics.columns == ["Played", "Finished", "Best", "Fastest"])
  }

  @Test func aFinishedGameIsOneRowWithItsThemeNameColourAndNumbers() throws {
    let app = makeApp()
    #expect(app.send(.playTheme(id: "sports")).acted)
    // Pairs by the model's contents (the test looks through the model only to play perfectly).
    let cards = try #require(app.memorize?.cards)
    let pairs = Dictionary(grouping: cards, by: \.content).values.map { $0.map(\.id) }
    for pair in pairs {
      for id in pair { #expect(app.send(.choose(cardID: id)).acted) }
    }
    let board = try #require(app.board(of: .memorize))
    #expect(board.ending != nil)

    let statistics = app.statisticsPresentation
    let row = try #require(statistics.rows.first)
    #expect(statistics.rows.count == 1)
    #expect(row.id == "memorize/sports/8")
    #expect(row.section == .memorize)
    #expect(row.title == "Memorize · Sports · 8 pairs")
    #expect(row.colour?.hexString == app.theme(id: "sports")?.colour.hexString)
    #expect(row.cells.map(\.column) == ["Played", "Finished", "Best", "Fastest"])
    #expect(row.cells.map(\.value).prefix(2) == ["1", "1"])
    let score = try #require(row.bestScore)
    #expect(row.cells[2].value == "\(score)")
    #expect(row.recentScores == [score])
    #expect(row.recentTables == [])
    #expect(row.recentScoresSentence == "Recent scores: \(score)")
    #expect(row.chartCaption == "One score so far: \(score)")

    let decoded = try JSONDecoder().decode(
      StatisticsPresentation.self, from: JSONEncoder().encode(statistics))
    #expect(decoded == statistics)
  }

  /// A face that shows a player's name above the tallies (the window) has the tallies without
  /// the name: the sentence after "Ana: ", in either language.
  @Test func aPlayersTalliesAreTheSentenceWithoutTheName() {
    let app = makeApp()
    let key = Statistics.Key(game: .set)
    app.statistics.gameStarted(key)
    app.statistics.gameFinished(
      key,
      seats: [Statistics.Seat(name: "Ana"), Statistics.Seat(name: "Bot (good)", isComputer: true)],
      winners: [0], topScore: 9, seconds: 300,
      sets: [SetTally(sets: 5, seconds: 42), SetTally(sets: 2, seconds: 30)])
    app.statistics.gameFinished(
      Statistics.Key(game: .memorize, themeID: "halloween", pairs: 8),
      players: ["Ana", "小明"], winners: ["Ana", "小明"])
    let players = app.statisticsPresentation.players
    #expect(players.map(\.title) == ["Ana", "Bot (good) (computer)", "小明"])
    #expect(
      players.map(\.tallies) == [
        "1 win, 0 losses, 1 tie; at Set races 1 win, 0 losses; 5 sets, 8.4\u{00A0}s a set",
        "0 wins, 1 loss; at Set races 0 wins, 1 loss; 2 sets, 15.0\u{00A0}s a set",
        "0 wins, 0 losses, 1 tie",
      ])
    #expect(players.map(\.sentence) == players.map { "\($0.title): \($0.tallies)" })
    Localization.withLanguage(.simplifiedChinese) {
      let chinese = app.statisticsPresentation.players
      #expect(chinese.map(\.tallies).last == "0 胜，0 负，1 平")
      #expect(chinese.map(\.sentence).last == "小明：0 胜，0 负，1 平")
    }
  }

  @Test func theChartCaptionSaysHowToReadIt() {
    #expect(Phrases.recentScoresCaption([]) == "")
    #expect(
      Phrases.recentScoresCaption([3, -2, 14])
        == "Last 3 scores, oldest on the left; lowest −2, highest 14")
    Localization.withLanguage(.simplifiedChinese) {
      #expect(Phrases.recentScoresCaption([3, -2, 14]) == "最近 3 局得分，最早的在左；最低 −2，最高 14")
    }
  }
}

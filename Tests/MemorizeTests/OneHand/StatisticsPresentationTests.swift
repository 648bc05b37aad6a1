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

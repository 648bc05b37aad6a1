import CardGames
import Foundation
import Testing

@testable import Memorize

/// What a shared table recorded of its games, sent to every face with the ending.
@Suite struct SharedTableStatisticsTests {
  @Test func theEndingComesWithWhatTheTableRecordedInEachLanguage() throws {
    let table = try TableHarness(
      setup: TableSetup(game: .memorize, seats: [.person, .person])!)
    let ana = table.join("Ana")
    let ben = table.join("Ben", language: "zh_CN")
    let eve = table.join("Eve", watch: true)
    #expect(table.views[ana]?.statistics == nil)
    table.playMemorizeToTheEnd([ana, ben])
    let ending = try #require(table.views[ana]?.board?.ending)
    let statistics = try #require(table.views[ana]?.statistics)
    #expect(
      statistics
        == TableStatistics(
          Localization.withLanguage(.english) { table.host.app.statisticsPresentation }))
    #expect(statistics.columns == ["Game", "Played", "Finished", "Best", "Fastest"])
    #expect(statistics.rows.map(\.first) == ["Memorize · Halloween"])
    #expect(statistics.rows.first?.dropFirst().prefix(2) == ["1", "1"])
    #expect(statistics.players.count == 2)
    #expect(
      statistics.players.allSatisfy {
        [
          "Ana: 1 win, 0 losses", "Ana: 0 wins, 1 loss", "Ben: 1 win, 0 losses",
          "Ben: 0 wins, 1 loss", "Ana: 0 wins, 0 losses, 1 tie", "Ben: 0 wins, 0 losses, 1 tie",
        ]
        .contains($0)
      })
    #expect(ending.result.isEmpty == false)
    #expect(table.views[eve]?.statistics == statistics)
    #expect(table.views[ben]?.statistics?.rows.map(\.first) == ["记忆翻牌 · 万圣节"])
    for client in [ana, ben, eve] {
      #expect(table.views[client] == table.host.view(for: client))
    }
    // A rematch: the statistics go with the ending.
    table.send(.newGame, from: ana)
    #expect(table.views[ana]?.board?.ending == nil)
    #expect(table.views[ana]?.statistics == nil)
  }
}

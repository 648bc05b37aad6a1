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
      statistics == Localization.withLanguage(.english) { table.host.app.statisticsPresentation })
    #expect(statistics.rows.map(\.title) == ["Memorize · Halloween"])
    #expect(statistics.rows.first?.cells.map(\.value).prefix(2) == ["1", "1"])
    #expect(statistics.players.map(\.title).sorted() == ["Ana", "Ben"])
    #expect(ending.result.isEmpty == false)
    #expect(table.views[eve]?.statistics == statistics)
    #expect(table.views[ben]?.statistics?.rows.map(\.title) == ["记忆翻牌 · 万圣节"])
    for client in [ana, ben, eve] {
      #expect(table.views[client] == table.host.view(for: client))
    }
    // A rematch: the statistics go with the ending.
    table.send(.newGame, from: ana)
    #expect(table.views[ana]?.board?.ending == nil)
    #expect(table.views[ana]?.statistics == nil)
  }
}

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
    #expect(statistics.rows.map(\.first) == ["Memorize · Halloween · 8 pairs"])
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
    #expect(table.views[ben]?.statistics?.rows.map(\.first) == ["记忆翻牌 · 万圣节 · 8 对"])
    for client in [ana, ben, eve] {
      #expect(table.views[client] == table.host.view(for: client))
    }
    // A rematch: the statistics go with the ending.
    table.send(.newGame, from: ana)
    #expect(table.views[ana]?.board?.ending == nil)
    #expect(table.views[ana]?.statistics == nil)
  }

  /// Issue 23: the host's statistics hold the players of its earlier tables, and the ending
  /// listed them all; it lists the seats of this table only, and says the table's best.
  @Test func theEndingListsThisTablesSeatsOnlyAndTheTablesBest() throws {
    let table = try TableHarness(
      setup: TableSetup(game: .memorize, seats: [.person, .person])!)
    // An earlier table at this host, of people who never sat at this one.
    table.host.app.statistics.gameFinished(
      Statistics.Key(game: .memorize, themeID: "animals", pairs: 8),
      seats: [Statistics.Seat(name: "Zoe"), Statistics.Seat(name: "Yan", isComputer: true)],
      winners: [0], topScore: 9, seconds: 80)
    let ana = table.join("Ana")
    let ben = table.join("Ben", language: "zh_CN")
    table.playMemorizeToTheEnd([ana, ben], pause: 1)
    let statistics = try #require(table.views[ana]?.statistics)
    #expect(statistics.players == ["Ben: 1 win, 0 losses", "Ana: 0 wins, 1 loss"])
    #expect(table.views[ben]?.statistics?.players == ["Ben：1 胜，0 负", "Ana：0 胜，1 负"])
    #expect(
      table.views[ana]?.board?.ending?.best
        == "New multiplayer best: 12 by Ben! · New multiplayer fastest: 0:25!")
    #expect(table.views[ben]?.board?.ending?.best == "新的多人最高分：Ben 12！新的多人最快纪录：0:25！")
    // The host's own Statistics still hold everyone.
    #expect(table.host.app.statisticsPresentation.players.count == 4)
  }

  /// A race's ending, its statistics and the game as the table counted it (for each face to
  /// count in its own home) are three updates, each within the 2 KB an update may take;
  /// together they would not be.
  @Test(arguments: [3, 8] as [UInt64])
  func aRacesStatisticsFollowItsEndingInAnUpdateOfTheirOwn(seed: UInt64) throws {
    let (table, players) = try TableHarness.raceOfFour(seed: seed)
    table.playSetRaceToTheEnd(players)
    for (player, row) in zip(players, ["Set", "形色牌", "Set", "形色牌"]) {
      let views = table.messages(to: player).compactMap { message -> TableView? in
        if case .board(let view) = message { return view }
        return nil
      }
      #expect(views.isEmpty == false)
      let updates = (table.sent[player] ?? []).filter { $0.contains(#""type":"update""#) }
      let ending = try #require(updates.firstIndex { $0.contains(#""ending""#) })
      #expect(updates[ending].contains(#""statistics""#) == false)
      #expect(updates.count == ending + 3, "the statistics, then the counted game")
      #expect(updates[ending + 1].contains(#""statistics""#))
      #expect(updates[ending + 1].contains(#""ending""#) == false)
      #expect(updates[ending + 1].contains(#""recordedGame""#) == false)
      #expect(updates[ending + 2].contains(#""recordedGame""#))
      #expect(updates[ending + 2].contains(#""statistics""#) == false)
      #expect(updates.suffix(3).allSatisfy { $0.utf8.count <= TableUpdateSizeTests.budget })
      #expect(table.views[player]?.recordedGame == table.host.app.statistics.lastTableGame)
      let statistics = try #require(table.views[player]?.statistics)
      #expect(statistics.rows.map(\.first) == [row])
      #expect(statistics.rows.first?.dropFirst().prefix(2) == ["1", "1"])
      #expect(statistics.players.count == 4)
    }
    // The next race shows none until it ends.
    table.send(.newGame, from: players[0])
    #expect(table.views[players[0]]?.statistics == nil)
    #expect(table.views[players[0]]?.board?.isOver == false)
  }
}

import CardGames
import Foundation
import Testing

@testable import Memorize

/// Issue 23: one game's action sent to another game's table is refused with the game that has
/// it, as the one-hand faces say it (``Phrases/onlyInItsGame(_:in:)``), never "This game has
/// no such action.", and before whose turn it is (the action is no one's at this table).
@Suite struct TableOtherGamesActionsTests {
  /// Each game's table and the refusal of each other game's action there, for the player whose
  /// turn it is not.
  @Test func anotherGamesActionSaysWhichGameHasIt() throws {
    let memorizeOnly = "Only Memorize shuffles its cards."
    let themes = "Only Memorize has themes."
    let deals = "Only Set deals 3 more cards."
    let modes = "Only Matchismo switches between 2- and 3-card matches."
    let history = "Only Matchismo has a history to scrub."
    let expected: [(Section, [(Intent, String)])] = [
      (
        .memorize,
        [(.setMatchCount(3), modes), (.showHistory(position: 0), history), (.dealThreeMore, deals)]
      ),
      (
        .matchismo,
        [(.shuffle, memorizeOnly), (.restyle(themeID: "animals"), themes), (.dealThreeMore, deals)]
      ),
      (
        .set,
        [
          (.shuffle, memorizeOnly), (.restyle(themeID: "animals"), themes),
          (.setMatchCount(2), modes), (.showHistory(position: 0), history),
        ]
      ),
    ]
    for (game, refusals) in expected {
      let table = try TableHarness(
        setup: try #require(TableSetup(game: game, seats: [.person, .person])))
      table.join("Ana")
      let ben = table.join("Ben")
      for (intent, refusal) in refusals {
        table.send(intent, from: ben)
        #expect(table.last(to: ben)?.refusalReason == refusal, "\(game) \(intent)")
      }
    }
  }

  /// The same refusals in Chinese, with the catalog's full stop.
  @Test func theRefusalIsInThePlayersLanguage() throws {
    let table = try TableHarness(setup: TableMatchismoTests.twoPeople)
    table.join("Ana")
    let ben = table.join("Ben", language: "zh_CN")
    table.send(.shuffle, from: ben)
    #expect(table.last(to: ben)?.refusalReason == "只有记忆翻牌能洗牌。")
    table.send(.dealThreeMore, from: ben)
    #expect(table.last(to: ben)?.refusalReason == "只有形色牌能再发三张牌。")
  }

  /// Matchismo's new deal is [Redeal] on its board: the table's refusal and its `new` command
  /// call it so, where Memorize and Set start a new game.
  @Test func matchismoRedealsWhereTheOthersStartANewGame() throws {
    let table = try TableHarness(setup: TableMatchismoTests.twoPeople)
    let ana = table.join("Ana")
    let ben = table.join("Ben", language: "zh_CN")
    table.send(.newGame, from: ana)
    #expect(
      table.last(to: ana)?.refusalReason == "The game is still on: you can redeal when it ends.")
    table.send(.newGame, from: ben)
    #expect(table.last(to: ben)?.refusalReason == "游戏还在进行：结束后才能重新发牌。")
    #expect(
      TableCommand.named("new", in: .matchismo)?.helpLine
        == "new — redeals at the same table, once this game is over")
    let memorize = try TableHarness(setup: TableSetup(game: .memorize, seats: [.person, .person])!)
    let cy = memorize.join("Cy")
    memorize.join("Dee")
    memorize.send(.newGame, from: cy)
    #expect(
      memorize.last(to: cy)?.refusalReason
        == "The game is still on: a new one can start when it ends.")
  }

  /// The app says the same as the table, from the one choice.
  @Test func theAppAndTheTableShareTheRefusal() {
    #expect(Phrases.onlyInItsGame(.shuffle, in: .memorize) == nil)
    #expect(Phrases.onlyInItsGame(.shuffle, in: .statistics) == nil)
    #expect(Phrases.onlyInItsGame(.hint, in: .matchismo) == nil)
    #expect(
      Phrases.onlyInItsGame(.setMatchCount(2), in: .set)
        == "Only Matchismo switches between 2- and 3-card matches.")
  }
}

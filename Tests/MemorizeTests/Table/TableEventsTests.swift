import CardGames
import Foundation
import Testing

@testable import Memorize

/// Issue 54: what happened is told each time it happens. The page's "What happened" showed
/// three of Ben's matches in a row as one line (the same words, so taken for the same verdict),
/// and said nothing when a player went away, though it said "Ben is back.".
@Suite struct TableEventsTests {
  static let race = TableSetup(game: .set, seats: [.person, .person])!

  /// Every entry of `connection`'s log, in order.
  static func log(_ table: TableHarness, to connection: Int) -> [String] {
    TableNewsTests.news(table, to: connection).flatMap { $0 }
  }

  @Test func aVerdictSaidAgainForAnotherTurnIsLoggedEachTime() throws {
    let table = try TableHarness(setup: TableNewsTests.two)
    let cy = table.join("Cy", watch: true, news: true)
    let ana = table.join("Ana")
    let ben = table.join("Ben")
    // Played as TableHarness.playMemorizeToTheEnd plays, counting the turns the game ended.
    var memory: [String: Set<Int>] = [:]
    var turns: Set<Int> = []
    for _ in 0..<400 {
      guard let board = table.views[ana]?.board, !board.isOver,
        let mover = board.seats.firstIndex(where: { $0.isToMove })
      else { break }
      for card in board.cards {
        if case .emoji(let emoji, _)? = card.face { memory[emoji, default: []].insert(card.id) }
      }
      let choice = MemoryClient.choice(in: board, memory: memory)
      table.send(.choose(cardID: choice), from: [ana, ben][mover])
      if let number = table.host.app.memorize?.verdictChoice?.number { turns.insert(number) }
    }
    #expect(table.views[cy]?.board?.isOver == true)
    let log = Self.log(table, to: cy)
    let start = try #require(log.firstIndex(of: "Everyone is seated: the game starts."))
    let end = try #require(log.lastIndex(of: "Game over!"))
    // Whose turn it is first, then each turn's verdict but the last's, which the ending says.
    #expect(end - start - 1 == turns.count)
    // Some turn's verdict was the one before it, word for word ("Match! … Ben to move again").
    #expect(zip(log, log.dropFirst()).contains { $0 == $1 })
  }

  @Test func aSetFoundTwiceInARowIsLoggedTwice() throws {
    let table = try TableHarness(setup: Self.race, seed: 3)
    let ana = table.join("Ana", news: true)
    let ben = table.join("Ben")
    for player in [ben, ana, ben, ben] {
      let board = try #require(table.views[player]?.board)
      table.claim(try #require(SetFinder.aSet(in: board)), from: player)
      table.runClock(for: 0.5)
    }
    let found = Self.log(table, to: ana).filter { $0.hasSuffix("found a set: +1") }
    #expect(
      found == [
        // Ana's own log says her find to her (own-54).
        "Ben found a set: +1", "You found a set: +1", "Ben found a set: +1",
        "Ben found a set: +1",
      ])
  }

  @Test func aPlayerWhoGoesAwayFromARaceIsSaidToInEveryLanguage() throws {
    let table = try TableHarness(setup: Self.race, seed: 3)
    let ana = table.join("Ana", news: true)
    let ben = table.join("Ben")
    let dee = table.join("Dee", language: "zh_CN", watch: true, news: true)
    let token = try #require(try table.seatToken(of: ben))
    table.drop(ben)
    #expect(Self.log(table, to: ana).last == "Ben left; their seat waits for them.")
    #expect(Self.log(table, to: dee).last == "Ben 离开了，座位为其保留。")
    #expect(table.views[ana]?.board?.race?.latestEvents == ["Ben left; their seat waits for them."])
    let back = table.join("Ben", token: token)
    #expect(
      Self.log(table, to: ana).suffix(2) == [
        "Ben left; their seat waits for them.", "Ben is back.",
      ])
    // What a face that prints lines says, and the race's own row, say it too: to Ben, as
    // his own screen speaks to him (log-55).
    let view = try #require(table.views[back])
    #expect(
      view.board?.race?.recentEvents.suffix(2) == [
        "You left; your seat waits for you.", "You are back.",
      ])
    #expect(
      table.views[ana]?.board?.race?.recentEvents.suffix(2) == [
        "Ben left; their seat waits for them.", "Ben is back.",
      ])
  }
}

import Foundation
import Testing

@testable import Memorize

/// What a shared table costs on the wire: every update of a whole game is a patch of at most
/// 2 KB (the issue's budget), the first view of a table whole.
@Suite struct TableUpdateSizeTests {
  static let budget = 2 * 1024

  /// The sizes of the updates each connection was sent, in bytes.
  static func updateSizes(_ table: TableHarness, _ connections: [Int]) -> [Int] {
    connections.flatMap { connection in
      (table.sent[connection] ?? []).filter { $0.contains(#""type":"update""#) }.map(\.utf8.count)
    }
  }

  @Test func everyUpdateOfAWholeMemorizeGameFitsTheBudget() throws {
    let table = try TableHarness(setup: TableSetup(game: .memorize, seats: [.person, .person])!)
    let players = [table.join("Ana"), table.join("Ben", language: "zh_CN")]
    var memory: [String: Set<Int>] = [:]
    for _ in 0..<400 {
      guard let board = table.views[players[0]]?.board, !board.isOver else { break }
      for card in board.cards {
        if case .emoji(let emoji, _)? = card.face { memory[emoji, default: []].insert(card.id) }
      }
      let mover = try #require(board.seats.firstIndex { $0.isToMove })
      table.advance(by: 1.5)
      table.send(
        .choose(cardID: MemoryClient.choice(in: board, memory: memory)), from: players[mover])
    }
    #expect(table.views[players[0]]?.board?.isOver == true)
    let sizes = Self.updateSizes(table, players)
    #expect(sizes.count > 40)
    #expect(sizes.max() ?? .max <= Self.budget, "largest update \(sizes.max() ?? 0) B")
    if let dump = ProcessInfo.processInfo.environment["DUMP_UPDATES"] {
      let all = players.flatMap { table.sent[$0] ?? [] }
      try all.joined(separator: "\n").write(
        toFile: dump + "-memorize", atomically: true, encoding: .utf8)
    }
  }

  @Test func everyUpdateOfAWholeSetRaceFitsTheBudget() throws {
    let table = try TableHarness(
      setup: TableSetup(game: .set, seats: [.person, .person, .computer(.casual)])!)
    let players = [table.join("Ana"), table.join("Ben", language: "zh_CN")]
    for turn in 0..<200 {
      guard let board = table.views[players[0]]?.board, !board.isOver else { break }
      if let set = SetFinder.aSet(in: board) {
        table.claim(set, from: players[turn % 2])
      } else {
        table.send(.askForMoreCards(seat: 0), from: players[0])
        table.send(.askForMoreCards(seat: 1), from: players[1])
      }
      table.runClock(for: 0.5)
    }
    #expect(table.views[players[0]]?.board?.isOver == true)
    let sizes = Self.updateSizes(table, players)
    #expect(sizes.count > 40)
    #expect(sizes.max() ?? .max <= Self.budget, "largest update \(sizes.max() ?? 0) B")
    if let dump = ProcessInfo.processInfo.environment["DUMP_UPDATES"] {
      let all = players.flatMap { table.sent[$0] ?? [] }
      try all.joined(separator: "\n").write(
        toFile: dump + "-set", atomically: true, encoding: .utf8)
    }
  }
}

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

  /// With `DUMP_UPDATES=PREFIX`, writes every message the players were sent to `PREFIX-name`,
  /// one a line, to see where the bytes go.
  static func dump(_ table: TableHarness, _ players: [Int], as name: String) throws {
    guard let prefix = ProcessInfo.processInfo.environment["DUMP_UPDATES"] else { return }
    let all = players.flatMap { table.sent[$0] ?? [] }
    try all.joined(separator: "\n").write(
      toFile: "\(prefix)-\(name)", atomically: true, encoding: .utf8)
  }

  @Test func everyUpdateOfAWholeMemorizeGameFitsTheBudget() throws {
    let table = try TableHarness(setup: TableSetup(game: .memorize, seats: [.person, .person])!)
    let players = [table.join("Ana"), table.join("Ben", language: "zh_CN")]
    table.playMemorizeToTheEnd(players, pause: 1.5)
    #expect(table.views[players[0]]?.board?.isOver == true)
    let sizes = Self.updateSizes(table, players)
    #expect(sizes.count > 40)
    #expect(sizes.max() ?? .max <= Self.budget, "largest update \(sizes.max() ?? 0) B")
    try Self.dump(table, players, as: "memorize")
  }

  @Test func everyUpdateOfAWholeSetRaceOfFourFitsTheBudget() throws {
    let table = try TableHarness(
      setup: TableSetup(game: .set, seats: [.person, .person, .person, .person])!)
    let players = [
      table.join("Ana"), table.join("Benjamin", language: "zh_CN"), table.join("Chiara"),
      table.join("Dmitri"),
    ]
    table.playSetRaceToTheEnd(players)
    #expect(table.views[players[0]]?.board?.isOver == true)
    let sizes = Self.updateSizes(table, players)
    #expect(sizes.count > 80)
    #expect(sizes.max() ?? .max <= Self.budget, "largest update \(sizes.max() ?? 0) B")
    try Self.dump(table, players, as: "set4")
  }

  /// Races dealt from other seeds: the largest update is a claim late in a game, when the deck is
  /// empty and the cards after the set's move up.
  @Test(arguments: 1...12 as ClosedRange<UInt64>)
  func everyUpdateOfRacesOfFourFromOtherDealsFitsTheBudget(seed: UInt64) throws {
    let (table, players) = try TableHarness.raceOfFour(seed: seed)
    table.playSetRaceToTheEnd(players)
    #expect(table.views[players[0]]?.board?.isOver == true)
    let sizes = Self.updateSizes(table, players)
    #expect(sizes.max() ?? .max <= Self.budget, "largest update \(sizes.max() ?? 0) B")
    try Self.dump(table, players, as: "set4-\(seed)")
  }

  @Test func everyUpdateOfAWholeSetRaceFitsTheBudget() throws {
    let table = try TableHarness(
      setup: TableSetup(game: .set, seats: [.person, .person, .computer(.casual)])!)
    let players = [table.join("Ana"), table.join("Ben", language: "zh_CN")]
    table.playSetRaceToTheEnd(players)
    #expect(table.views[players[0]]?.board?.isOver == true)
    let sizes = Self.updateSizes(table, players)
    #expect(sizes.count > 40)
    #expect(sizes.max() ?? .max <= Self.budget, "largest update \(sizes.max() ?? 0) B")
    try Self.dump(table, players, as: "set")
  }
}

import CardGames
import Foundation
import Testing

@testable import Memorize

/// The seats as a shared table shows them to every face: who plays each, and the free seats a
/// watcher is offered to take before the game starts.
@Suite struct TableSeatOfferTests {
  static let twoPeopleAndAComputer = TableSetup(
    game: .memorize, seats: [.person, .person, .computer(.good)])!

  static func offers(_ view: TableView?) -> [String?] { view?.seats.map(\.takeTitle) ?? [] }

  @Test func aWatcherIsOfferedTheFreeSeatsAndASeatIsOfferedNone() throws {
    let table = try TableHarness(setup: Self.twoPeopleAndAComputer)
    let eve = table.join("Eve", watch: true)
    #expect(Self.offers(table.views[eve]) == ["Take seat 1", "Take seat 2", nil])
    // A free seat has no kind: no one plays it yet.
    #expect(table.views[eve]?.seats.map(\.kind) == [nil, nil, "Computer, good"])
    let ana = table.join("Ana")
    #expect(Self.offers(table.views[eve]) == [nil, "Take seat 2", nil])
    #expect(Self.offers(table.views[ana]) == [nil, nil, nil])
    #expect(table.views[ana] == table.host.view(for: ana))
    let dee = table.join("Dee", language: "zh_CN", watch: true)
    #expect(Self.offers(table.views[dee]) == [nil, "坐到第 2 个座位", nil])
    #expect(table.views[dee]?.seats.map(\.kind) == ["真人", nil, "电脑，高手"])
    #expect(table.views[eve]?.seats.map(\.kind) == ["Person", nil, "Computer, good"])
    table.send(.takeSeat(sequence: 1, seat: 1), from: eve)
    #expect(table.views[eve]?.seat == 1)
    #expect(table.views[eve]?.board?.cards.count == 16)
    for client in [ana, eve, dee] {
      #expect(Self.offers(table.views[client]) == [nil, nil, nil])
      #expect(table.views[client] == table.host.view(for: client))
    }
    #expect(table.views[dee]?.seats.map(\.kind) == ["真人", "真人", "电脑，高手"])
  }
}

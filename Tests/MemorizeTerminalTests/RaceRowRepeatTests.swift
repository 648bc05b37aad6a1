import CardGames
import Foundation
import TerminalKit
import Testing

@testable import Memorize
@testable import MemorizeTerminal

/// Issue 54: Ben found two sets in a row and the race's row stayed "Ben found a set: +1 · Ana
/// found a set: +1 · Ben found a set: +1": the same words again were taken for the event the
/// row had shown. Each event shows each time it happens.
@Suite("A race's row tells each event each time")
struct RaceRowRepeatTests {
  static let found = ["Ben found a set: +1", "Ana found a set: +1"]

  /// Ana's and Ben's faces at a race, after Ben, Ana, Ben and Ben again found a set.
  static func raceOfRepeats() throws -> RaceRowBench {
    let bench = try RaceRowBench(seats: [.person, .person], names: ["Ana", "Ben"], seed: 5)
    for index in [1, 0, 1, 1] {
      let face = bench.faces[index]
      let board = try #require(face.table.view?.board)
      let trio = try #require(JoinedTableBench.aSet(in: board))
      let text = try #require(face.table.claimText(positions: trio))
      let connection = try #require(face.connection)
      bench.deliver(bench.host.receive(text, from: connection))
      bench.advance(by: 0.5)
    }
    return bench
  }

  @Test("Two sets in a row by the same seat show twice, at every width", arguments: [0, 1])
  func twoInARow(face: Int) throws {
    let bench = try Self.raceOfRepeats()
    // Each face says its own seat's find to it (own-54): "You found a set: +1".
    let you = "You found a set: +1"
    let (ben, ana) = face == 0 ? (Self.found[0], you) : (you, Self.found[1])
    #expect(try #require(bench.row(face, width: 400)).suffix(4) == [ben, ana, ben, ben])
    // Where three fit, the newest three: the second find shows beside the first.
    let three = DisplayWidth.of(Phrases.beside([ana, ben, ben]))
    #expect(bench.row(face, width: three) == [ana, ben, ben])
    #expect(
      SetBoardView.line(
        of: try #require(bench.faces[face].door.board(of: .set)?.race), width: three)
        == Phrases.beside([ana, ben, ben]))
  }

  @Test("The row of a face that watched each find shows the new one")
  func rowMovesOnWithTheSameWords() throws {
    let bench = try RaceRowBench(seats: [.person, .person], names: ["Ana", "Ben"], seed: 5)
    var rows: [[String]] = []
    for index in [1, 0, 1, 1] {
      let face = bench.faces[index]
      let board = try #require(face.table.view?.board)
      let trio = try #require(JoinedTableBench.aSet(in: board))
      let text = try #require(face.table.claimText(positions: trio))
      bench.deliver(bench.host.receive(text, from: try #require(face.connection)))
      bench.advance(by: 0.5)
      // Ana's full screen, a frame after each find, with room for three events; her own
      // find said to her (own-54).
      let (ben, ana) = (Self.found[0], "You found a set: +1")
      rows.append(
        try #require(bench.row(0, width: DisplayWidth.of(Phrases.beside([ana, ben, ben])))))
    }
    #expect(rows.last?.suffix(2) == [Self.found[0], Self.found[0]])
    #expect(rows[2] != rows[3])
  }
}

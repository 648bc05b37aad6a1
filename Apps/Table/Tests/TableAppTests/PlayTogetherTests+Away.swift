import Foundation
import Memorize
import Testing

extension PlayTogetherTests {
  /// The Set record in the statistics file of the plain faces' home, once it is written.
  static func setRecord(in table: RunningTable) throws -> Statistics.Record? {
    let file = table.home.appendingPathComponent("client-data/memorize/statistics.json")
    guard FileManager.default.fileExists(atPath: file.path) else { return nil }
    let saved = try JSONDecoder().decode(SavedStatistics.self, from: Data(contentsOf: file))
    return saved.records[Statistics.Key(game: .set)]
  }

  /// Issue 51: Ana's `memorize --join` quit mid-race, the race ended at the table without her,
  /// and when she came back to it the race was never in her Statistics. Her face, started
  /// again, finds the race over and counts it in her home once; started a third time, it
  /// counts nothing more.
  @Test func aRaceThatEndedWhileTheFaceWasAwayIsCountedOnceWhenItComesBack() throws {
    let table = try RunningTable(["--game", "set", "--people", "2"])
    defer { table.stop() }
    let ana = try table.join("Ana")
    #expect(ana.wait(for: "At the table: Ana, Free seat"))
    let ben = try ProgramClient(port: table.port, code: table.code, name: "Ben")
    try ben.read { $0.table.view?.board != nil }
    #expect(ana.wait(for: "Card 12: "))
    ana.type("quit")
    #expect(ana.waitForExit() == 0)
    try ben.read { $0.table.view?.seats.first?.text == "Ana (away)" }
    // Ben plays the race to its end alone: each set he sees, else three more cards (with Ana
    // away, his ask is enough).
    for _ in 0..<200 {
      guard let board = ben.table.view?.board, !board.isOver else { break }
      let version = ben.table.view?.version ?? 0
      if let set = SetFinder.aSet(in: board) {
        try ben.send(ben.table.claimText(positions: set))
      } else {
        try ben.send(ben.table.text(for: .askForMoreCards(seat: 1)))
      }
      try ben.read { ($0.table.view?.version ?? 0) > version }
    }
    #expect(ben.table.view?.board?.isOver == true)
    try ben.read { $0.table.view?.recordedGame != nil }
    let counted = try #require(ben.table.view?.recordedGame)
    #expect(try Self.setRecord(in: table) == nil)

    // Ana's face started again: back at her seat, the race over, counted once.
    let back = try table.join("Ana")
    #expect(back.wait(for: "Game over"))
    var record: Statistics.Record?
    let deadline = Date().addingTimeInterval(10)
    while record == nil, Date() < deadline {
      record = try Self.setRecord(in: table)
      if record == nil { usleep(50_000) }
    }
    #expect(record?.played == 1)
    #expect(record?.finished == 1)
    #expect(record?.recentTables == [counted.result])
    back.type("quit")
    #expect(back.waitForExit() == 0)
    // A third start finds the same race over, and counts nothing more.
    let again = try table.join("Ana")
    #expect(again.wait(for: "Game over"))
    again.type("quit")
    #expect(again.waitForExit() == 0)
    #expect(try Self.setRecord(in: table)?.played == 1)
    #expect(try Self.setRecord(in: table)?.finished == 1)
  }

  /// Issue 54: Ana's `memorize --join` quit mid-race, the race ended without her, and Ben dealt
  /// a new race before she came back: her face found the new race on the board and the one she
  /// played was never in her Statistics. The table kept it for her seat and sends it when she
  /// is back: her home counts it once, and a third start counts nothing more.
  @Test func aRaceThatEndedWhileTheFaceWasAwayIsCountedOnceThoughTheHostDealtAnew() throws {
    let table = try RunningTable(["--game", "set", "--people", "2"])
    defer { table.stop() }
    let ana = try table.join("Ana")
    #expect(ana.wait(for: "At the table: Ana, Free seat"))
    let ben = try ProgramClient(port: table.port, code: table.code, name: "Ben")
    try ben.read { $0.table.view?.board != nil }
    #expect(ana.wait(for: "Card 12: "))
    ana.type("quit")
    #expect(ana.waitForExit() == 0)
    try ben.read { $0.table.view?.seats.first?.text == "Ana (away)" }
    for _ in 0..<200 {
      guard let board = ben.table.view?.board, !board.isOver else { break }
      let version = ben.table.view?.version ?? 0
      if let set = SetFinder.aSet(in: board) {
        try ben.send(ben.table.claimText(positions: set))
      } else {
        try ben.send(ben.table.text(for: .askForMoreCards(seat: 1)))
      }
      try ben.read { ($0.table.view?.version ?? 0) > version }
    }
    #expect(ben.table.view?.board?.isOver == true)
    try ben.read { $0.table.view?.recordedGame != nil }
    let counted = try #require(ben.table.view?.recordedGame)
    let ended = ben.table.view?.board?.dealToken
    // Ben deals a new race while Ana is away.
    try ben.send(ben.table.text(for: .newGame))
    try ben.read {
      $0.table.view?.board?.isOver == false && $0.table.view?.board?.dealToken != ended
    }
    #expect(try Self.setRecord(in: table) == nil)

    // Ana's face started again: back at her seat at the new race, the one she played counted.
    let back = try table.join("Ana")
    #expect(back.wait(for: "Card 12: "))
    var record: Statistics.Record?
    let deadline = Date().addingTimeInterval(10)
    while record == nil, Date() < deadline {
      record = try Self.setRecord(in: table)
      if record == nil { usleep(50_000) }
    }
    #expect(record?.played == 1)
    #expect(record?.finished == 1)
    #expect(record?.recentTables == [counted.result])
    #expect(record?.losses == ["Ana": 1])
    back.type("quit")
    #expect(back.waitForExit() == 0)
    // A third start finds the new race going on, and counts nothing more.
    let again = try table.join("Ana")
    #expect(again.wait(for: "Card 12: "))
    again.type("quit")
    #expect(again.waitForExit() == 0)
    #expect(try Self.setRecord(in: table)?.played == 1)
    #expect(try Self.setRecord(in: table)?.finished == 1)
  }
}

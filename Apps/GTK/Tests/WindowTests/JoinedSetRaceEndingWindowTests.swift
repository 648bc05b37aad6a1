import Foundation
import Memorize
import Testing

extension WindowTests.JoinedToATable {
  /// A Set race at a real `memorize-table` played to its end, Ben claiming every set over his
  /// own connection: Ana's window reads out the race's last events and its ending together, as a
  /// window of its own race does, from one value of the board it is sent
  /// (``BoardPresentation/spokenLine``). The joined window composed its own line from the race's
  /// events and never said the ending (title, reason, scores, best): only "Ben wins with …".
  @Test func aJoinedSetRaceSaysItsEndingAsALocalOneDoes() throws {
    let table = try SharedTable(["--game", "set", "--people", "2"])
    let app = try table.joinWindow("Ana", environment: ["GTK_A11Y": "atspi"])
    defer { app.stop() }
    _ = try app.layout(seconds: 20) { $0.isJoined && $0.seat == 0 }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "memorize-race-listening-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let listening = folder.appendingPathComponent("listening")
    let heardAll = folder.appendingPathComponent("ended")
    let probe = try Probe.start(
      appName: "Memorize",
      steps: ["dump", "ready", listening.path, "until-file", heardAll.path, "80", "wait", "0.5"])
    #expect(waitUntil(seconds: 20) { FileManager.default.fileExists(atPath: listening.path) })
    let ben = try TestPlayer(port: table.port, code: table.code, name: "Ben")
    #expect(try ben.read { ($0.table.view?.board?.cards.count ?? 0) >= 12 })
    _ = try app.layout(seconds: 20) {
      $0.section == "set" && $0.seatsLine == "At the table: Ana, Ben"
    }

    for _ in 0..<120 {
      guard let board = ben.table.view?.board, !board.isOver else { break }
      if let places = SetTrio.places(in: board) {
        try ben.send(try #require(ben.table.claimText(positions: places.map { $0 + 1 })))
        let claimed = try ben.read(seconds: 10) {
          guard let now = $0.table.view?.board else { return false }
          return now.isOver || now.cards.map(\.id) != board.cards.map(\.id)
        }
        guard claimed else {
          Issue.record("Ben's claim of \(places) changed nothing")
          break
        }
      } else {
        // No set on the table: both people ask for three more, Ana with her window's key.
        let count = board.cards.count
        try app.key("ctrl+d")
        try ben.send(ben.table.text(for: .askForMoreCards(seat: 1)))
        let dealt = try ben.read(seconds: 10) {
          guard let now = $0.table.view?.board else { return false }
          return now.isOver || now.cards.count > count
        }
        guard dealt else {
          Issue.record("no cards came after both asked, at \(count) cards")
          break
        }
      }
    }
    let final = try #require(ben.table.view?.board)
    #expect(final.isOver)
    let ending = try #require(final.ending)
    let best = final.race?.seats.map(\.score).max() ?? 0
    _ = try app.layout(seconds: 20) { $0.raceIsOver && $0.setEnding != nil }
    _ = FileManager.default.createFile(atPath: heardAll.path, contents: nil)
    let heard = try Probe(finishing: probe)
    let announced = heard.events.filter {
      $0.type == "object:text-changed:insert" && $0.name == WindowLabels.announcements
    }.compactMap(\.text).filter { !$0.isEmpty }
    // The ending as Ana's window says it: Ben's words, the result said to Ana.
    let anas = ThreeFacesTable.result(of: ["Ben"], toTheSeatOf: "Ana", points: best)
    let endingSaid = Phrases.together([ending.title] + ending.details)
      .replacingOccurrences(of: ending.result, with: anas)
    let last = try #require(announced.last, "\(heard.events.prefix(20))")
    #expect(last.hasSuffix(endingSaid), "\(last) of \(announced.suffix(4))")
    #expect(last.count > endingSaid.count, "the race's last events come first: \(last)")
    // The result is said once, by the ending.
    #expect(last.components(separatedBy: anas).count == 2, "\(last)")
    try app.key("ctrl+q")
    #expect(app.waitForExit() == 0)
  }
}

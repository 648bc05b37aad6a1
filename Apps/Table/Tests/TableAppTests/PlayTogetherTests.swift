import Foundation
import Memorize
import Testing

/// The real table server and real faces on 127.0.0.1: `memorize --join` in plain lines beside a
/// client the test drives, whole games, a race the server decides, a dropped and resumed
/// connection, a watcher and a forged message.
@Suite(.serialized) struct PlayTogetherTests {
  @Test func aSetRaceIsDecidedByTheTableAndTheLoserIsTold() throws {
    let table = try RunningTable(["--game", "set", "--people", "2"])
    defer { table.stop() }
    let ana = try table.join("Ana")
    #expect(ana.wait(for: "At the table: Ana, Free seat"))
    let ben = try ProgramClient(port: table.port, code: table.code, name: "Ben")
    try ben.read { $0.table.view?.board != nil }
    #expect(ana.wait(for: "Card 12: "))
    let board = try SetFinder.dealUntilASetShows(plain: ana, client: ben)
    let set = try #require(SetFinder.aSet(in: board))
    // Both see the same table; Ben's claim is made now and reaches the table after Ana's.
    let benClaim = ben.table.claimText(positions: set)
    ana.type("claim \(set.map(String.init).joined(separator: " "))")
    // Ana's own face (--join --plain) says it to her; Ben's view names her (issue 23).
    #expect(ana.wait(for: "You found a set: +1"))
    #expect(!ana.said.contains("Ana found a set"))
    try ben.read {
      $0.table.view?.board?.race?.recentEvents.contains("Ana found a set: +1") == true
    }
    #expect(ben.table.view?.board?.race?.recentEvents.contains("Ana found a set: +1") == true)
    try ben.send(benClaim)
    try ben.read { client in
      client.events.contains { if case .lostRace = $0 { return true } else { return false } }
    }
    let lost = ben.events.compactMap { event -> String? in
      if case .lostRace(let line) = event { return line }
      return nil
    }
    #expect(lost.count == 1)
    #expect(lost.first?.hasPrefix("Ana was first, by ") == true)
    #expect(ben.table.view?.board?.race?.seats.map(\.score) == [1, 0])
    ana.type("quit")
    #expect(ana.waitForExit() == 0)
    // Asked to end, the table says goodbye and exits at once, even started (as here) by a
    // parent that blocks most signals.
    kill(table.child.process.processIdentifier, SIGTERM)
    #expect(table.child.waitForExit(seconds: 3) == 0)
    #expect(table.child.said.hasSuffix("The table is closed.\n"))
  }

  @Test func aWholeMemorizeGameWithAPlainFaceAndAWatcher() throws {
    let table = try RunningTable(["--game", "memorize", "--people", "2", "--theme", "halloween"])
    defer { table.stop() }
    let ana = try table.join("Ana")
    let ben = try ProgramClient(port: table.port, code: table.code, name: "Ben")
    try ben.read { $0.table.view?.board != nil }
    let watcher = try table.join("Cleo", extra: ["--watch"])
    #expect(watcher.wait(for: "; 1 watching"))
    // The test plays both seats from what the table shows Ben: the plain face types Ana's moves.
    var memory: [String: Set<Int>] = [:]
    for _ in 0..<300 {
      guard let board = ben.table.view?.board, !board.isOver else { break }
      for (position, card) in board.cards.enumerated() {
        if case .emoji(let emoji, _)? = card.face {
          memory[emoji, default: []].insert(position + 1)
        }
      }
      let version = ben.table.view?.version ?? 0
      let position = MemoryPlayer.choice(in: board, memory: memory)
      let benToMove = ben.table.seat.map { board.seats[$0].isToMove } ?? false
      if !benToMove {
        ana.type("\(position)")
      } else {
        try ben.send(ben.table.text(for: .choose(cardID: board.cards[position - 1].id)))
      }
      guard try ben.read(until: { ($0.table.view?.version ?? 0) > version }, seconds: 5) else {
        Issue.record(
          "the table did not change after a move; Ana's face said: \(ana.said.suffix(600))")
        break
      }
    }
    #expect(ben.table.view?.board?.isOver == true)
    #expect(ana.wait(for: "Game over"))
    #expect(watcher.wait(for: "Game over"))
    // Issue 23: Ana's face counts the game in her own home's statistics, once, as the table
    // counted it; the watcher's face, in the same folder, counts nothing.
    try ben.read { $0.table.view?.recordedGame != nil }
    let counted = try #require(ben.table.view?.recordedGame)
    let file = table.home.appendingPathComponent("client-data/memorize/statistics.json")
    let deadline = Date().addingTimeInterval(10)
    while !FileManager.default.fileExists(atPath: file.path), Date() < deadline {
      usleep(50_000)
    }
    let saved = try JSONDecoder().decode(SavedStatistics.self, from: Data(contentsOf: file))
    #expect(saved.entries.map(\.key) == [counted.key])
    #expect(counted.key.game == .memorize && counted.key.themeID == "halloween")
    let record = try #require(saved.entries.first?.record)
    #expect(record.played == 1 && record.finished == 1)
    #expect(record.recentTables == [counted.result])
    #expect(counted.result.seats.map(\.name).sorted() == ["Ana", "Ben"])
    let tallied: [Int] =
      Array(record.wins.values) + Array(record.losses.values) + Array(record.ties.values)
    #expect(tallied.reduce(0, +) == 2)
    // The end of input (Ctrl-D) says where the seat is, as q does (issue 23: it ended in
    // silence); on standard error, standard output being a script's, as a local game's
    // "Saved. Goodbye." is.
    ana.endInput()
    #expect(ana.waitForExit() == 0)
    let comeBack =
      "You left the table; your seat is kept. Come back with: memorize --join"
      + " 127.0.0.1:\(table.port) --code \(table.code) --name Ana\n"
    #expect(ana.wait(for: comeBack, seconds: 5))
    #expect(ana.saidOnStandardError.hasSuffix(comeBack), "\(ana.saidOnStandardError)")
  }

  @Test func aDroppedConnectionResumesItsSeatAndAForgedTokenIsRefused() throws {
    let table = try RunningTable(["--game", "set", "--people", "2"])
    defer { table.stop() }
    let ana = try ProgramClient(port: table.port, code: table.code, name: "Ana")
    let ben = try table.join("Ben")
    try ana.read { $0.table.view?.board != nil }
    let token = try #require(ana.table.seatToken)
    let before = try #require(ana.table.view?.board?.cards.map(\.face))
    ana.socket.close()
    #expect(ben.wait(for: "Ana (away)"))
    let again = try ProgramClient(port: table.port, code: table.code, name: "Ana", token: token)
    try again.read { $0.table.view?.board != nil }
    #expect(again.table.seat == 0)
    #expect(again.table.view?.board?.cards.map(\.face) == before)
    #expect(ben.wait(for: "At the table: Ana, Ben"))
    let forger = try ProgramClient(
      port: table.port, code: table.code, name: "Eve", token: String(token.reversed()) + "-forged")
    try forger.read { !$0.events.isEmpty }
    #expect(
      forger.events == [
        .seatUnknown("That seat is not at this table any more: join again without it.")
      ])
    ben.type("quit")
    #expect(ben.waitForExit() == 0)
  }

  @Test func aPlainFaceCutOffComesBackToItsSeatAndAFaceStartedAgainResumesIt() throws {
    let table = try RunningTable(["--game", "set", "--people", "2"])
    defer { table.stop() }
    let relay = try Relay(to: table.port)
    defer { relay.stop() }
    let ana = try table.join("Ana", port: relay.port)
    #expect(ana.wait(for: "At the table: Ana, Free seat"))
    let ben = try ProgramClient(port: table.port, code: table.code, name: "Ben")
    try ben.read { $0.table.view?.board != nil }
    #expect(ana.wait(for: "Card 12: "))
    relay.cut()
    // The face tries again at once and is back in its seat; the table saw it away meanwhile.
    #expect(ana.wait(for: "Lost the table; trying again in 1 second…\nBack at the table.\n"))
    try ben.read { $0.table.view?.seats.map(\.text) == ["Ana", "Ben"] }
    #expect(ben.table.view?.seats.map(\.text) == ["Ana", "Ben"])
    let board = try SetFinder.dealUntilASetShows(plain: ana, client: ben)
    let set = try #require(SetFinder.aSet(in: board))
    ana.type("claim \(set.map(String.init).joined(separator: " "))")
    #expect(ana.wait(for: "You found a set"))
    ana.type("quit")
    #expect(ana.waitForExit() == 0)
    // Started again (at the same address), the face sits down in the same seat: the same score.
    let again = try table.join("Ana", port: relay.port)
    #expect(again.wait(for: "Ana: 1 · Ben: 0"))
    #expect(!again.said.contains("Free seat"))
    try ben.read { $0.table.view?.seats.map(\.text) == ["Ana", "Ben"] }
    #expect(ben.table.view?.seats.map(\.text) == ["Ana", "Ben"])
    #expect(ben.table.view?.watchers == 0)
    // The host closes the table: the face says so and ends well, without trying again.
    kill(table.child.process.processIdentifier, SIGTERM)
    #expect(again.waitForExit(seconds: 5) == 0)
    #expect(again.said.hasSuffix("The host closed the table.\n"))
    #expect(!again.said.contains("trying again"))
  }

  @Test func aTableStartedAnewSeatsAFaceThatComesBackAnew() throws {
    let first = try RunningTable(["--game", "memorize", "--people", "2"])
    let port = first.port
    let folder = first.home.deletingLastPathComponent()
      .appendingPathComponent("memorize-table-tests-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let ana = try first.join("Ana", folder: folder)
    #expect(ana.wait(for: "At the table: Ana, Free seat"))
    ana.type("quit")
    #expect(ana.waitForExit() == 0)
    first.stop()
    let second = try RunningTable(["--game", "memorize", "--people", "2"], port: port)
    defer { second.stop() }
    let again = try second.join("Ana", folder: folder)
    #expect(
      again.wait(
        for: """
          The table no longer knows your seat; joining it anew.
          At the table: Ana, Free seat
          """))
    again.type("quit")
    #expect(again.waitForExit() == 0)
  }

  @Test func sixtyPastedMovesGoAtTheTablesPaceAndTheConnectionStays() throws {
    let table = try RunningTable(["--game", "memorize", "--people", "2"])
    defer { table.stop() }
    let ana = try table.join("Ana")
    #expect(ana.wait(for: "At the table: Ana, Free seat"))
    let ben = try ProgramClient(port: table.port, code: table.code, name: "Ben")
    try ben.read { $0.table.view?.board != nil }
    #expect(ana.wait(for: "Card 16: face down"))
    // One write of sixty lines: card 1 again and again (the first turns it, the rest are
    // refused), more than the table takes from a connection at once.
    ana.type(Array(repeating: "1", count: 60).joined(separator: "\n"))
    #expect(ana.wait(for: String(repeating: "error: Already face up.\n", count: 59)))
    #expect(!ana.said.contains("closed the connection"))
    #expect(!ana.said.contains("Lost the table"))
    ana.type("quit")
    #expect(ana.waitForExit() == 0)
  }

  @Test func mistypedMovesSayWhatIsWrongAndThreeNumbersClaimAtSet() throws {
    let table = try RunningTable(["--game", "set", "--people", "2"])
    defer { table.stop() }
    let ana = try table.join("Ana")
    #expect(ana.wait(for: "At the table: Ana, Free seat"))
    let ben = try ProgramClient(port: table.port, code: table.code, name: "Ben")
    try ben.read { $0.table.view?.board != nil }
    #expect(ana.wait(for: "Card 12: "))
    ana.type("1 2")
    #expect(
      ana.wait(for: "error: Choose one card at a time: type its number alone, such as “3”.\n"))
    ana.type("99999999999999999999")
    #expect(
      ana.wait(for: "error: There is no card 999999999999…; the cards are numbered 1 to 12.\n"))
    ana.type("claim 1 2 13")
    #expect(ana.wait(for: "error: There is no card 13; the cards are numbered 1 to 12.\n"))
    // A deal may hold no set: both ask for three more until one shows (at most three times).
    var set = ben.table.view?.board.flatMap(SetFinder.aSet)
    for _ in 0..<3 where set == nil {
      let count = ben.table.view?.board?.cards.count ?? 0
      ana.type("more")
      try ben.send(ben.table.text(for: .askForMoreCards(seat: ben.table.seat ?? 1)))
      try ben.read { ($0.table.view?.board?.cards.count ?? 0) > count }
      set = ben.table.view?.board.flatMap(SetFinder.aSet)
    }
    let found = try #require(set)
    ana.type(found.map(String.init).joined(separator: " "))
    #expect(ana.wait(for: "You found a set"))
    ana.type("quit")
    #expect(ana.waitForExit() == 0)
  }

  @Test func aWrongCodeAndNoTableAreOneLineEach() throws {
    let table = try RunningTable(["--game", "set"])
    defer { table.stop() }
    let wrong = try Child(
      Binaries.memorize,
      ["--join", "127.0.0.1:\(table.port)", "--code", "NOPE-0000", "--name", "Eve"])
    #expect(wrong.waitForExit() == 1)
    #expect(wrong.said == "memorize: There is no table “NOPE-0000” here: check the code.\n")
    let nobody = try Child(Binaries.memorize, ["--join", "127.0.0.1:1", "--code", "X"])
    #expect(nobody.waitForExit() == 1)
    #expect(
      nobody.said
        == "memorize: cannot join the table at 127.0.0.1:1: nothing answers there (is the table open, at that port?)\n"
    )
  }
}

/// Plays Memorize from what it was shown: a pair it knows, else a card never seen (positions).
enum MemoryPlayer {
  static func choice(in board: BoardPresentation, memory: [String: Set<Int>]) -> Int {
    let cards = Array(board.cards.enumerated())
    let open = cards.filter { !$0.element.isMatched }
    let faceUp = open.filter(\.element.isFaceUp)
    if faceUp.count == 1, case .emoji(let emoji, _)? = faceUp[0].element.face,
      let twin = memory[emoji]?.first(where: { $0 != faceUp[0].offset + 1 })
    {
      return twin
    }
    let openPositions = Set(open.map { $0.offset + 1 })
    if faceUp.count != 1 {
      for positions in memory.values
      where positions.count == 2 && positions.isSubset(of: openPositions) {
        if let first = positions.min() { return first }
      }
    }
    let known = Set(memory.values.flatMap { $0 })
    let unseen = open.first { !known.contains($0.offset + 1) && !$0.element.isFaceUp }
    return (unseen ?? open.first { !$0.element.isFaceUp } ?? open[0]).offset + 1
  }
}

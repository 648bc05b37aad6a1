import Foundation
import Memorize
import Testing

extension WindowTests.JoinedToATable {
  /// The seats of `board` as a screen reader hears them in Ana's window: her own (the first)
  /// marked with the view model's words for it, as the browser page marks its player's.
  static func heardByAna(_ board: BoardPresentation) -> [String] {
    board.seats.enumerated().map {
      $0.offset == 0 ? Phrases.Table.Web.you($0.element.accessibleText) : $0.element.accessibleText
    }
  }

  /// `line`, a verdict as Ben's view says it, as Ana's window says it to her: her turn "Your
  /// turn" (issue 23), her own match or mismatch "You: …" where Ben reads her name, and his
  /// "Ben: …" where his view says "You: …" to him (table-56).
  static func saidToAna(_ line: String) -> String {
    let turn = line.replacingOccurrences(of: "Ana to move", with: "Your turn")
    if turn.hasPrefix("You: ") { return "Ben: " + turn.dropFirst("You: ".count) }
    return turn.hasPrefix("Ana: ") ? "You: " + turn.dropFirst("Ana: ".count) : turn
  }

  /// Issue 25: a whole Matchismo game at a real `memorize-table`, the window's player (Ana)
  /// against one the test plays over its own connection (Ben). The window draws the table's
  /// cards, seats, whose turn and verdicts on the local Matchismo page, sends Ana's choices
  /// through the table's door, and shows the ending the table decides; its Play Again deals
  /// anew at the table. A screen reader hears each verdict and the ending. Nobody goes away,
  /// so no turn waits for the table's timeout.
  @Test func aWholeMatchismoGameIsPlayedFromTheWindow() throws {
    let table = try SharedTable(["--game", "matchismo", "--people", "2"])
    let app = try table.joinWindow("Ana", environment: ["GTK_A11Y": "atspi"])
    defer { app.stop() }
    _ = try app.layout(seconds: 20) { $0.isJoined && $0.seat == 0 }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "memorize-matchismo-listening-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let listening = folder.appendingPathComponent("listening")
    let heardAll = folder.appendingPathComponent("ended")
    let probe = try Probe.start(
      appName: "Memorize",
      steps: ["dump", "ready", listening.path, "until-file", heardAll.path, "80", "wait", "0.5"])
    #expect(waitUntil(seconds: 20) { FileManager.default.fileExists(atPath: listening.path) })
    let ben = try TestPlayer(port: table.port, code: table.code, name: "Ben")
    #expect(try ben.read { $0.table.view?.board?.cards.count == 24 })
    let dealt = try app.layout(seconds: 20) {
      $0.section == "matchismo" && $0.matchismoCards.count == 24
        && $0.seatsLine == "At the table: Ana, Ben"
    }
    #expect(dealt.matchismoCards.allSatisfy { $0.name.hasSuffix("face down") })
    #expect(dealt.matchismoSeats.map(\.isToMove) == [true, false])
    // Ana's own seat marked as the browser page marks it (issue 23: the window's had no
    // "(you)").
    #expect(dealt.matchismoSeats.map(\.text) == ben.table.view?.board.map(Self.heardByAna))
    #expect(dealt.matchismoSeats.first?.text.hasSuffix(" (you)") == true)

    var memory: [Int: (rank: String, suit: String)] = [:]
    var windowMoves = 0
    var turnsPassed = 0
    var outcomesSeen: Set<String> = []
    for _ in 0..<300 {
      guard let board = ben.table.view?.board, !board.isOver,
        let mover = board.seats.firstIndex(where: \.isToMove)
      else { break }
      for (index, card) in board.cards.enumerated() {
        if case .playing(let rank, let suit, _, _)? = card.face { memory[index] = (rank, suit) }
      }
      let version = ben.table.view?.version ?? 0
      let index = MatchismoChoice.choice(in: board, memory: memory)
      if mover == 1 {
        try ben.send(ben.table.text(for: .choose(cardID: board.cards[index].id)))
      } else {
        // The window shows what Ben sees (the cards, whose turn, the verdict) before Ana
        // chooses in it; her turn and her own verdicts said to her (issue 23: "Your turn"
        // where Ben reads "Ana to move", "You: …" where he reads "Ana: …").
        let saidToAna = Self.saidToAna(board.verdict ?? "")
        guard
          let drawn = try? app.layout(where: {
            $0.matchismoCards.map(\.name) == board.cards.map(\.accessibleDescription)
              && $0.matchismoSeats.map(\.text) == Self.heardByAna(board)
              && $0.matchismoSeats.map(\.isToMove) == board.seats.map(\.isToMove)
              && $0.matchismoOutcome == saidToAna
          })
        else {
          Issue.record("the window did not draw what Ben sees: \(board.cards.count) cards")
          break
        }
        if !drawn.matchismoOutcome.isEmpty { outcomesSeen.insert(drawn.matchismoOutcome) }
        try app.click(drawn.matchismoCards[index].rect)
        windowMoves += 1
      }
      guard try ben.read(seconds: 5, until: { ($0.table.view?.version ?? 0) > version }) else {
        Issue.record("the table did not change after a move by seat \(mover)")
        break
      }
      if ben.table.view?.board?.seats.firstIndex(where: \.isToMove) != mover { turnsPassed += 1 }
    }
    let final = try #require(ben.table.view?.board)
    #expect(final.isOver)
    #expect(windowMoves > 0)
    #expect(turnsPassed > 0, "a mismatch passes the turn")
    #expect(outcomesSeen.count > 1, "the window showed the table's verdicts: \(outcomesSeen)")
    let ending = try #require(final.ending)
    #expect(
      ending.reason
        == Phrases.noMatchLeft(among: final.cards.filter { !$0.isMatched }.map(\.text)))
    let winners = final.seats.filter(\.isWinner).map(\.name)
    // Each seat is told the result as its own (issue 23): Ben's view says "You win" where he
    // won, and Ana's window names him.
    #expect(ending.result == ThreeFacesTable.result(of: winners, toTheSeatOf: "Ben"))
    // The window shows the same ending over the board, its result said to Ana, and the seats
    // with their tallies.
    let anas = "\(ThreeFacesTable.result(of: winners, toTheSeatOf: "Ana")) in \(ending.time)"
    let ended = try app.layout { $0.isOver && $0.matchismoEnding != nil }
    #expect(
      ended.matchismoEnding
        == ([ending.title] + ending.details.map { $0 == ending.summary ? anas : $0 })
        .joined(separator: " | "))
    #expect(ended.matchismoSeats.map(\.text) == Self.heardByAna(final))
    #expect(ended.matchismoSeats.allSatisfy { !$0.isToMove })
    // Read out: the verdicts as they came, and the last one with the ending.
    _ = FileManager.default.createFile(atPath: heardAll.path, contents: nil)
    let heard = try Probe(finishing: probe)
    let announced = heard.events.filter {
      $0.type == "object:text-changed:insert" && $0.name == WindowLabels.announcements
    }.compactMap(\.text).filter { !$0.isEmpty }
    // Ben's words, the result said to Ana as her window says it.
    let endingSaid = Phrases.together(
      [final.verdict.map(Self.saidToAna)].compactMap(\.self) + [ending.title] + ending.details
    ).replacingOccurrences(
      of: ending.result, with: ThreeFacesTable.result(of: winners, toTheSeatOf: "Ana"))
    #expect(announced.last == endingSaid, "\(announced) of \(heard.events.prefix(20))")
    #expect(outcomesSeen.isSubset(of: Set(announced)), "\(outcomesSeen) in \(announced)")

    // The ending's Play Again has the keyboard: Enter deals anew at the table.
    try app.key("Return")
    #expect(
      try ben.read {
        $0.table.view?.board.map { !$0.isOver && $0.cards.allSatisfy { !$0.isFaceUp } } == true
      })
    let again = try app.layout {
      !$0.isOver && $0.matchismoEnding == nil && $0.matchismoCards.count == 24
    }
    #expect(again.matchismoCards.allSatisfy { $0.name.hasSuffix("face down") })
    try app.key("ctrl+q")
    #expect(app.waitForExit() == 0)
  }
}

/// A Matchismo player of two-card matches who remembers every face it was shown (by card
/// index): it completes a match it knows of, else turns a card it has not seen.
enum MatchismoChoice {
  static func choice(in board: BoardPresentation, memory: [Int: (rank: String, suit: String)])
    -> Int
  {
    let open = board.cards.indices.filter { !board.cards[$0].isMatched }
    let chosen = open.filter { board.cards[$0].isSelected }
    let hidden = open.filter { !board.cards[$0].isFaceUp }
    func matches(_ a: Int, _ b: Int) -> Bool {
      guard let x = memory[a], let y = memory[b] else { return false }
      return x.rank == y.rank || x.suit == y.suit
    }
    if chosen.count == 1, let partner = hidden.first(where: { matches($0, chosen[0]) }) {
      return partner
    }
    if chosen.isEmpty,
      let first = hidden.first(where: { a in hidden.contains { $0 != a && matches(a, $0) } })
    {
      return first
    }
    return hidden.first { memory[$0] == nil } ?? hidden.first ?? open.first ?? 0
  }
}

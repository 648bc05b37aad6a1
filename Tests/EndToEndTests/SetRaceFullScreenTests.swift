import Foundation
import Testing

/// Issue 24 on the full screen: Ana and Ben race a computer at Set on the real program in tmux,
/// each with their own key (z and m), reading the cards off the screen as people do.
@Suite("A Set race on the full screen, in tmux", .serialized)
struct SetRaceFullScreenTests {
  /// A seat's score on the status line (" z Ana: 3", "▶z Ana: 3" while Ana calls).
  private static func score(_ name: String, on screen: Screen) -> Int? {
    guard let header = screen.lines.first, let start = header.range(of: "\(name): ") else {
      return nil
    }
    // A negative score has a true minus sign: "Ana: −1".
    return Screen.integer(header[start.upperBound...].prefix { $0 == "\u{2212}" || $0.isNumber })
  }

  /// The row under the cards: the latest events in words, above the buttons.
  private static func eventRow(of screen: Screen) -> String {
    screen.lines.dropLast(2).last ?? ""
  }

  /// The row of buttons under the events.
  private static func buttonRow(of screen: Screen) -> String {
    screen.lines.dropLast().last ?? ""
  }

  /// Every event row seen until `condition` holds, and the one then.
  private static func eventRows(
    _ app: MemorizeInTmux, until what: String, _ condition: @escaping (Screen) -> Bool
  ) throws -> [String] {
    var rows: [String] = []
    try app.tmux.waitUntil(what) { screen in
      let row = eventRow(of: screen)
      if rows.last != row { rows.append(row) }
      return condition(screen)
    }
    return rows
  }

  /// Whether nobody is calling: no countdown and nobody marked on the status line.
  private static func isOpen(_ screen: Screen) -> Bool {
    guard let header = screen.lines.first else { return false }
    return !header.contains("Seconds left") && !header.contains("▶")
  }

  /// Waits for an open table with every card readable and none chosen; `nil` once the race is
  /// over (the banner over the board).
  private static func openTable(_ app: MemorizeInTmux) throws -> [SetPlayer.Card]? {
    try app.tmux.waitForScreen("an open table", timeout: .seconds(30)) {
      screen -> [SetPlayer.Card]?? in
      if screen.lines.contains(where: { $0.contains("Game over") }) { return .some(nil) }
      guard isOpen(screen), let cards = SetPlayer.cards(on: screen), !cards.isEmpty,
        !cards.contains(where: \.isSelected)
      else { return nil }
      return .some(cards)
    }
  }

  /// Presses `key` for `name` and says whether the call was theirs (the computer may have
  /// called first: the table then says who is calling).
  private static func call(_ app: MemorizeInTmux, key: String, name: String) throws -> Bool {
    try app.tmux.press([key])
    return try app.tmux.waitForScreen("\(name)'s call, or why not") { screen -> Bool? in
      guard let header = screen.lines.first else { return nil }
      if header.contains("▶\(key) \(name):") && header.contains("Seconds left") { return true }
      if eventRow(of: screen).contains("is calling: wait for the table to open.") { return false }
      if screen.lines.contains(where: { $0.contains("Game over") }) { return false }
      return nil
    }
  }

  /// The cards on screen while a call runs (the table is still until it ends).
  private static func cardsDuringCall(_ app: MemorizeInTmux) throws -> [SetPlayer.Card] {
    try app.tmux.waitForScreen("the cards during the call") { SetPlayer.cards(on: $0) }
  }

  private static func click(_ app: MemorizeInTmux, _ cards: [SetPlayer.Card]) throws {
    for card in cards {
      try app.tmux.click(x: card.frame.x + card.frame.width / 2, y: card.frame.y + 1)
    }
  }

  @Test("Ana and Ben race an expert computer to the end with z and m; each event said in words")
  func aWholeRace() throws {
    let app = try MemorizeInTmux(
      arguments: [
        "--game", "set", "--players", "Ana,Ben", "--vs-computer", "perfect", "--seed", "5",
      ],
      width: 100, height: 32)
    defer { app.close() }
    // The status line shows each person's key beside their score; a Set! button each below.
    try app.tmux.waitUntil("the race's opening") { screen in
      guard let header = screen.lines.first else { return false }
      return header.contains("z Ana: 0") && header.contains("m Ben: 0")
        && header.contains(" Computer (perfect): 0") && header.contains("Deck 69")
        && Self.buttonRow(of: screen) == " [Ana: Set!] [Ben: Set!] [New game]"
        && Self.eventRow(of: screen) == ""
    }

    // Ana calls and chooses three cards that are not a set: it costs her a point.
    var lostByAna = false
    while !lostByAna {
      guard try Self.openTable(app) != nil else {
        Issue.record("the race ended first")
        return
      }
      guard try Self.call(app, key: "z", name: "Ana") else { continue }
      let cards = try Self.cardsDuringCall(app)
      let trio = try #require(Self.notASet(cards))
      try Self.click(app, trio)
      let rows = try Self.eventRows(app, until: "Ana's wrong set") {
        Self.score("Ana", on: $0) == -1
      }
      #expect(rows.contains { $0.contains("Not a set: −1 for Ana") }, "\(rows)")
      lostByAna = true
    }
    // Ben calls and chooses nothing: the countdown runs out.
    var lostByBen = false
    while !lostByBen {
      guard try Self.openTable(app) != nil else {
        Issue.record("the race ended first")
        return
      }
      guard try Self.call(app, key: "m", name: "Ben") else { continue }
      let rows = try Self.eventRows(app, until: "Ben's time running out") {
        Self.score("Ben", on: $0) == -1
      }
      #expect(rows.contains { $0.contains("Time is up: −1 for Ben") }, "\(rows)")
      lostByBen = true
    }

    // Then they take turns finding sets, and ask for three more when the table has none; every
    // third set they leave to the computer.
    var found = ["Ana": 0, "Ben": 0]
    var turn = 0
    var leftToTheComputer = 0
    for _ in 0..<200 {
      guard let cards = try Self.openTable(app) else { break }
      guard SetPlayer.findSet(cards) != nil else {
        try app.tmux.press(["Z"])
        try app.tmux.waitUntil("Ana's ask") { screen in
          Self.eventRow(of: screen).contains(
            "Ana asks for three more cards: 1 more person must ask")
            || !Self.isOpen(screen)
        }
        try app.tmux.press(["M"])
        try app.tmux.waitUntil("three more cards") { screen in
          (SetPlayer.cards(on: screen)?.count ?? 0) > cards.count
            || screen.lines.contains { $0.contains("Game over") }
        }
        continue
      }
      if turn % 3 == 2 {
        let before = Self.score("Computer (perfect)", on: try app.tmux.capture()) ?? 0
        let rows = try Self.eventRows(app, until: "the computer's set") { screen in
          (Self.score("Computer (perfect)", on: screen) ?? 0) > before
            || SetPlayer.cards(on: screen).map { SetPlayer.findSet($0) == nil } == true
            || screen.lines.contains { $0.contains("Game over") }
        }
        if (Self.score("Computer (perfect)", on: try app.tmux.capture()) ?? 0) > before {
          #expect(rows.contains { $0.contains("Computer (perfect) found a set") }, "\(rows)")
          leftToTheComputer += 1
        }
        turn += 1
        continue
      }
      let (key, name) = turn % 3 == 0 ? ("z", "Ana") : ("m", "Ben")
      guard try Self.call(app, key: key, name: name) else { continue }
      let trio = try #require(SetPlayer.findSet(try Self.cardsDuringCall(app)))
      try Self.click(app, trio)
      // Each person lost a point at the start: a set brings them to the sets found so far.
      let expected = found[name, default: 0]
      let rows = try Self.eventRows(app, until: "\(name)'s set") {
        Self.score(name, on: $0) == expected
      }
      // The race's last set is followed at once by its result over the board.
      let isOver = try app.tmux.capture().lines.contains { $0.contains("Game over") }
      #expect(isOver || rows.last?.contains("\(name) found a set") == true, "\(rows)")
      found[name, default: 0] += 1
      turn += 1
    }

    // The race ends by itself; the scores are the sets found less the failed calls.
    let final = try app.tmux.waitForScreen("the race's end", timeout: .seconds(60)) {
      screen -> Screen? in screen.lines.contains { $0.contains("Game over") } ? screen : nil
    }
    #expect(Self.score("Ana", on: final) == found["Ana", default: 0] - 1)
    #expect(Self.score("Ben", on: final) == found["Ben", default: 0] - 1)
    #expect(found["Ana", default: 0] + found["Ben", default: 0] > 4, "\(found)")
    // An expert never chooses wrong: its score is the sets it found, some of them left to it.
    #expect((Self.score("Computer (perfect)", on: final) ?? 0) >= leftToTheComputer)
    #expect(leftToTheComputer > 2)
    let scores = ["Ana", "Ben", "Computer (perfect)"].compactMap { name in
      Self.score(name, on: final).map { (name, $0) }
    }
    #expect(scores.count == 3)
    let best = scores.map(\.1).max() ?? 0
    let winners = scores.filter { $0.1 == best }.map(\.0)
    let points = best == 1 ? "1 point" : "\(best) points"
    let text = final.lines.joined(separator: "\n")
    if winners.count == 1 {
      #expect(text.contains("\(winners[0]) wins with \(points)"), "\(final)")
    } else {
      #expect(
        text.contains(
          "\(winners.dropLast().joined(separator: ", ")) and \(winners.last ?? "") tie with \(points) each"
        ), "\(final)")
    }
    try app.tmux.press(["q"])
    let exit = try app.waitForExit()
    #expect(exit.status == 0)
  }

  /// Three cards among `cards` that are not a set.
  private static func notASet(_ cards: [SetPlayer.Card]) -> [SetPlayer.Card]? {
    for a in cards.indices {
      for b in (a + 1)..<cards.count {
        for c in (b + 1)..<cards.count {
          let trio = [cards[a], cards[b], cards[c]]
          if SetPlayer.findSet(trio) == nil { return trio }
        }
      }
    }
    return nil
  }
}

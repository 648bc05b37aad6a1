import CardGames
import Memorize
import TerminalKit
import TerminalTestSupport
import Testing

@testable import MemorizeTerminal

/// Memorize and Matchismo tables on the full screen, and a race's Set! buttons there: Ana plays
/// on her joined screen (clicks and keys), Ben through his own messages, at a table in the same
/// process.
@Suite struct JoinedTurnsScreenTests {
  @Test func aMemorizeTableIsPlayedOnTheLocalSectionScreenWithTheSeatsAndTurn() throws {
    let bench = try JoinedTableBench(game: .memorize)
    let lines = bench.text()
    let board = try #require(bench.link.table.view?.board)
    // The seats and whose turn it is, as at a local game of several players; at 80 columns
    // the seats, measured at their widest in the deal ("8p 16pts"), take their middle form and
    // the clock stays (term-56: the clock gave way before the long units did).
    #expect(
      lines[0] == row(" Memorize · Halloween   ▶Ana: 0p 0pts    Ben: 0p 0pts   Time 0:00"))
    #expect(lines[1] == row(" At the table: Ana, Ben"))
    // Every card of the deal is on the board, face down, each a place to click; no theme list
    // and no way back to one.
    #expect((0..<board.cards.count).filter(bench.screenHasCard) == Array(0..<board.cards.count))
    #expect(!bench.screenHasTarget(.button(.back)))
    #expect(!bench.screenHasTarget(.themeRow(0)))
    #expect(bench.screenHasTarget(.button(.newGame)))
    // Ana's own screen tells her it is her turn (issue 23: it said "Ana to move" to Ana).
    #expect(lines[21] == row(" [New game]  Your turn"))
    #expect(lines[23] == row(String(repeating: " ", count: 65) + "? help  q quit "))
    // A card clicked turns on every face's board.
    try bench.click(card: 0)
    #expect(bench.link.table.view?.board?.cards[0].isFaceUp == true)
    #expect(bench.ben.view?.board?.cards[0].isFaceUp == true)
  }

  @Test func aMemorizeTablesHelpOffersOnlyWhatTheTableAnswers() throws {
    let bench = try JoinedTableBench(game: .memorize)
    _ = bench.draw()
    let actions = bench.screen.helpLines.map(\.action)
    #expect(
      actions == [
        Labels.describe(.moveFocus), Labels.describe(.chooseCard), Labels.describe(.newGame),
        // How Memorize scores, as every face's help states it.
        Labels.describe(.shuffle), Phrases.memorizeScoring, Phrases.shortPairsAndPointsLegend,
        Labels.describe(.help),
        Labels.describe(.suspend),
        Phrases.Table.leaveTableAction,
        Phrases.Table.mouseActionAtTable,
      ])
    // The players panel, the theme list, restyling and the hint (for a game alone) are not
    // offered: their keys send nothing.
    for key: Character in ["p", "t", "r"] { #expect(bench.press(key) == .continue) }
    #expect(bench.sent.isEmpty)
    // A new game while the game is on is the table's to refuse, and the board says why.
    try bench.click(card: 0)
    #expect(bench.press("n") == .continue)
    #expect(bench.sent.count == 2)
    #expect(bench.text()[21] == row(" [New game]  " + Phrases.Table.gameIsOn))
    // The table's clock ticks on: the refusal stays until the board says something else.
    bench.clock.advance(by: 2)
    bench.deliver(bench.host.tick())
    #expect(
      bench.link.table.view?.board?.status.items.contains { $0.isClock && $0.value == "0:02" }
        == true)
    #expect(
      bench.text()[0] == row(" Memorize · Halloween   ▶Ana: 0p 0pts    Ben: 0p 0pts   Time 0:02"))
    #expect(bench.text()[21] == row(" [New game]  " + Phrases.Table.gameIsOn))
    // Her next card is a new intent: the refusal has gone.
    try bench.click(card: 1)
    #expect(!bench.text()[21].contains(Phrases.Table.gameIsOn))
  }

  @Test func aWholeMemorizeGameIsPlayedToItsEndAndTheEndingSaysWhoWon() throws {
    let bench = try JoinedTableBench(game: .memorize)
    try bench.playToTheEnd()
    let board = try #require(bench.link.table.view?.board)
    let ending = try #require(board.ending)
    #expect(board.cards.allSatisfy { $0.isMatched })
    // Who won: the most pairs on the status line, then the most points.
    let scores = try bench.scores(of: board)
    let best = try #require(scores.values.max { $0.lexicographicallyPrecedes($1) })
    let winners = board.seats.map(\.name).filter { scores[$0] == best }
    #expect(board.seats.filter(\.isWinner).map(\.name) == winners)
    let expected =
      winners.count == 1 ? "\(winners[0]) wins" : winners.joined(separator: " and ") + " tie"
    #expect(ending.result == expected)
    try bench.expectBanner(ending, newGameKey: "n")
    let line = board.seats.map { seat in
      let tally = scores[seat.name] ?? []
      let pairs = tally.first ?? 0
      return "\(seat.name): \(Phrases.middlePairsAndPoints(pairs, points: tally.last ?? 0))"
    }.joined(separator: "    ")
    // Every seat's pairs and points in their middle form, and the time the game took: the
    // clock gives way after the long units (term-56).
    #expect(bench.text()[0] == row(" Memorize · Halloween    " + line + "   Time under 0:01"))
    // A rematch at the same table, from Ana's key.
    #expect(bench.press("n") == .continue)
    let again = try #require(bench.link.table.view?.board)
    #expect(!again.isOver)
    #expect(again.cards.allSatisfy { !$0.isFaceUp && !$0.isMatched })
    #expect(!bench.text().joined(separator: "\n").contains(ending.bannerLines(newGameKey: "n")[0]))
  }

  @Test func aWholeMatchismoGameIsPlayedToItsEndAndTheEndingSaysWhoWon() throws {
    let bench = try JoinedTableBench(game: .matchismo)
    let first = bench.text()
    #expect(
      first[0] == row(" Matchismo   ▶Ana: 0    Ben: 0   Flips 0   Match 2 cards   Time 0:00"))
    #expect(first[1] == row(" At the table: Ana, Ben"))
    #expect(first[20] == row(" [2 cards] [3 cards]  [Redeal]"))
    #expect(first[21] == row(" Your turn"))
    try bench.playToTheEnd()
    let board = try #require(bench.link.table.view?.board)
    let ending = try #require(board.ending)
    #expect(ending.reason == "Every card is matched.")
    let scores = try bench.scores(of: board)
    let best = try #require(scores.values.max { $0.lexicographicallyPrecedes($1) })
    let winners = board.seats.map(\.name).filter { scores[$0] == best }
    #expect(board.seats.filter(\.isWinner).map(\.name) == winners)
    let expected =
      winners.count == 1 ? "\(winners[0]) wins" : winners.joined(separator: " and ") + " tie"
    #expect(ending.result == expected)
    try bench.expectBanner(ending, newGameKey: "n")
    // The history is the local game's to leaf through: the table says it has no place for it.
    #expect(bench.press("[") == .continue)
    #expect(bench.text()[21] == row(" " + Phrases.Table.notAtSharedTable))
    // A rematch: Matchismo's deal-again key goes to the table, which deals afresh.
    #expect(bench.press("n") == .continue)
    let again = try #require(bench.link.table.view?.board)
    #expect(!again.isOver)
    #expect(again.verdict == "Your turn")
    #expect(bench.ben.view?.board?.verdict == "Ana to move")
  }

  @Test func aDroppedAndResumedConnectionKeepsTheBoard() throws {
    let bench = try JoinedTableBench(game: .memorize)
    // Ana turns two cards (a pair or not), so the board is not the deal's.
    try bench.click(card: 0)
    _ = bench.draw()
    try bench.click(card: 1)
    let before = bench.text()
    let view = try #require(bench.link.table.view)
    // The connection drops: the table holds the seat, Ben sees her away, her screen keeps the
    // board it had.
    bench.deliver(bench.host.close(1))
    #expect(bench.ben.view?.seats.map(\.text) == ["Ana (away)", "Ben"])
    #expect(Array(bench.text().prefix(21)) == Array(before.prefix(21)))
    // She comes back on a new connection with her seat's token: the same seat, score, cards
    // and turn.
    bench.anaConnection = 3
    bench.host.open(3)
    bench.deliver(bench.host.receive(bench.link.table.helloText, from: 3))
    #expect(bench.link.table.seat == 0)
    let resumed = try #require(bench.link.table.view)
    #expect(resumed.board?.cards == view.board?.cards)
    #expect(resumed.board?.seats == view.board?.seats)
    #expect(Array(bench.text().prefix(21)) == Array(before.prefix(21)))
  }

  /// Issue 23 (keys-49): the row showed every seat's Set! button, Ben's dim on Ana's screen;
  /// each person calls from their own, so hers is the only one there.
  @Test func atARaceOnlyThePlayersOwnSetButtonShows() throws {
    let bench = try JoinedTableBench(game: .set)
    let lines = bench.text()
    #expect(lines[21].hasPrefix(" [Ana: Set!] [Deal 3 more] [New game] "))
    #expect(!lines.joined().contains("Ben: Set!"))
    #expect(bench.screenHasTarget(.button(.callSet(seat: 0))))
    #expect(!bench.screenHasTarget(.button(.callSet(seat: 1))))
    let race = try #require(bench.screen.door.board(of: .set)?.race)
    #expect(race.seats.map(\.callsHere) == [true, false])
    #expect(race.offeredCalls == [0])
    // Her button calls for her seat.
    let button = try #require(bench.point(of: .button(.callSet(seat: 0))))
    _ = bench.screen.handle(.mouse(MouseEvent(.press(.left), x: button.x, y: button.y)))
    #expect(bench.link.table.view?.board?.race?.caller == 0)
  }

  @Test func aWatcherAtARaceCallsForNoSeat() throws {
    let bench = try JoinedTableBench(game: .set)
    let cleo = JoinedTable(code: "BLUE-42", name: "Cleo", language: .english, watch: true)
    bench.host.open(3)
    for output in bench.host.receive(cleo.helloText, from: 3) where output.connection == 3 {
      _ = cleo.receive(output.text)
    }
    #expect(cleo.seat == nil)
    var sent: [String] = []
    let door = TableDoor(table: cleo) { sent.append($0) }
    let race = try #require(door.board(of: .set)?.race)
    #expect(race.seats.map(\.callsHere) == [false, false])
    // Her screen draws no Set! button (issue 23, keys-49: it drew both, dim), and the board's
    // buttons say why they do nothing for her.
    #expect(race.offeredCalls.isEmpty)
    let board = try #require(door.board(of: .set))
    #expect(
      board.buttons.map { [$0.isEnabled ? "on" : "off", $0.reason ?? ""] }
        == Array(
          repeating: ["off", "You are watching this table: only its players play."],
          count: board.buttons.count))
    #expect(!board.buttons.isEmpty)
    let section = SetSectionScreen(door: door, palette: Palette(profile: .none))
    var hits = HitMap()
    var buffer = CellBuffer(size: TerminalSize(width: 80, height: 20))
    section.draw(in: Rect(x: 0, y: 0, width: 80, height: 20), now: 0, hits: &hits, into: &buffer)
    #expect(!buffer.snapshotText().contains("Set!]"))
    for seat in 0..<2 {
      let clickable = (0..<20).contains { y in
        (0..<80).contains { x in hits.target(at: Point(x: x, y: y)) == .button(.callSet(seat: seat))
        }
      }
      #expect(!clickable)
    }
    #expect(sent.isEmpty)
  }

  @Test func aMatchismoTablesHelpOffersItsKeys() throws {
    let bench = try JoinedTableBench(game: .matchismo)
    _ = bench.draw()
    #expect(
      bench.screen.helpLines.map(\.action) == [
        Labels.describe(.moveFocus), Labels.describe(.chooseCard), Labels.describe(.redeal),
        Labels.describe(.matchCount), Labels.describe(.scrubHistory),
        Labels.describe(.help), Labels.describe(.suspend), Phrases.Table.leaveTableAction,
        Phrases.Table.mouseActionAtTable,
      ])
    // The match count is the player's to set on their turn, through the table.
    #expect(bench.press("m") == .continue)
    #expect(bench.link.table.view?.board?.matchCount == 3)
    #expect(bench.ben.view?.board?.matchCount == 3)
  }
}

/// `text` as a row of the 80-column screen.
private func row(_ text: String) -> String {
  text + String(repeating: " ", count: max(0, 80 - DisplayWidth.of(text)))
}

extension JoinedTableBench {
  /// Whether `target` was drawn where a click finds it.
  func screenHasTarget(_ target: ScreenTarget) -> Bool {
    point(of: target) != nil
  }

  /// A place on the screen as last drawn where a click finds `target`.
  func point(of target: ScreenTarget) -> Point? {
    for y in 0..<24 {
      for x in 0..<80 where screen.hits.target(at: Point(x: x, y: y)) == target {
        return Point(x: x, y: y)
      }
    }
    return nil
  }

  /// Clicks the card at `index` on the board as drawn now.
  func click(card index: Int) throws {
    _ = draw()
    let place = try #require(point(of: .card(index)))
    #expect(screen.handle(.mouse(MouseEvent(.press(.left), x: place.x, y: place.y))) == .continue)
  }

  /// Ben chooses the card `id`.
  func benChooses(_ id: Int) throws {
    let text = ben.text(for: .choose(cardID: id))
    deliver(host.receive(text, from: 2))
  }

  /// Plays the table's turn game to its end from what the players were shown: Ana by clicks on
  /// her screen, Ben by his messages; at most `moves` choices.
  func playToTheEnd(moves: Int = 400) throws {
    var emoji: [String: Set<Int>] = [:]
    var faces: [Int: (rank: String, suit: String)] = [:]
    for _ in 0..<moves {
      guard let board = link.table.view?.board, !board.isOver,
        let mover = board.seats.firstIndex(where: \.isToMove)
      else { return }
      for card in board.cards {
        switch card.face {
        case .emoji(let face, _)?: emoji[face, default: []].insert(card.id)
        case .playing(let rank, let suit, _, _)?: faces[card.id] = (rank, suit)
        default: break
        }
      }
      let id =
        board.section == .memorize
        ? TurnPlayer.memorizeChoice(in: board, memory: emoji)
        : TurnPlayer.matchismoChoice(in: board, memory: faces)
      if mover == 0 {
        try click(card: try #require(board.cards.firstIndex { $0.id == id }))
      } else {
        try benChooses(id)
      }
    }
    Issue.record("The game did not end within \(moves) choices")
  }

  /// Each seat's tally as the board's status line says it in its fewest columns (Memorize's
  /// pairs and points, "2·4"; Matchismo's points), by name.
  func scores(of board: BoardPresentation) throws -> [String: [Int]] {
    var scores: [String: [Int]] = [:]
    for seat in board.seats {
      let item = try #require(board.status.items.first { $0.label == Phrases.seatLabel(seat.name) })
      let counts = (item.shortValue ?? item.value).replacingOccurrences(of: "\u{2212}", with: "-")
        .split(separator: "·").map { Int($0) }
      scores[seat.name] = try #require(
        counts.allSatisfy { $0 != nil } ? counts.compactMap(\.self) : nil)
    }
    return scores
  }

  /// Checks that the screen shows `ending`'s banner, each line whole.
  func expectBanner(_ ending: GameEnding, newGameKey: String) throws {
    let screen = text().joined(separator: "\n")
    for line in ending.bannerLines(newGameKey: newGameKey) {
      #expect(screen.contains(line))
    }
  }
}

/// Chooses cards for a player of a turn game from what they were shown.
enum TurnPlayer {
  /// Memorize: a pair known, else a card not seen yet.
  static func memorizeChoice(in board: BoardPresentation, memory: [String: Set<Int>]) -> Int {
    let open = board.cards.filter { !$0.isMatched }
    let faceUp = open.filter(\.isFaceUp)
    if faceUp.count == 1, case .emoji(let face, _)? = faceUp[0].face,
      let twin = memory[face]?.first(where: { $0 != faceUp[0].id })
    {
      return twin
    }
    let openIDs = Set(open.map(\.id))
    if faceUp.count != 1 {
      for ids in memory.values where ids.count == 2 && ids.isSubset(of: openIDs) {
        if let id = ids.first { return id }
      }
    }
    let known = Set(memory.values.flatMap { $0 })
    let unseen = open.first { !known.contains($0.id) && !$0.isFaceUp }
    return (unseen ?? open.first { !$0.isFaceUp } ?? open[0]).id
  }

  /// Matchismo: a card matching the one chosen (rank or suit) if one is known, else a known
  /// matching two, else a card not seen yet.
  static func matchismoChoice(
    in board: BoardPresentation, memory: [Int: (rank: String, suit: String)]
  ) -> Int {
    let open = board.cards.filter { !$0.isMatched }
    let chosen = open.filter(\.isFaceUp)
    func matches(_ a: Int, _ b: Int) -> Bool {
      guard let x = memory[a], let y = memory[b] else { return false }
      return x.rank == y.rank || x.suit == y.suit
    }
    let known = open.filter { memory[$0.id] != nil && !$0.isFaceUp }.map(\.id)
    if chosen.count == 1 {
      if let partner = known.first(where: { matches($0, chosen[0].id) }) { return partner }
    } else {
      for a in known where known.contains(where: { $0 != a && matches(a, $0) }) {
        return a
      }
    }
    let unseen = open.first { memory[$0.id] == nil && !$0.isFaceUp }
    return (unseen ?? open.first { !$0.isFaceUp } ?? open[0]).id
  }
}

/// Issue 23: a key of another game pressed at a shared table's board said "This game has no
/// such action."; it says which game has it, as the one-hand faces do, or what the key does
/// nothing for.
@Suite struct JoinedOtherGamesKeysTests {
  @Test(arguments: [Section.memorize, .matchismo, .set])
  func eachKeyOfAnotherGameSaysWhatIsWrong(game: Section) throws {
    let expected: [Section: [Character: String?]] = [
      .memorize: [
        "s": nil, "d": "Only Set deals 3 more cards.",
        "z": "z does nothing in Memorize: ? lists the keys.",
        "i": "Hints are for a game of one player.",
      ],
      .matchismo: [
        "s": "Only Memorize shuffles its cards.", "d": "Only Set deals 3 more cards.",
        "z": "z does nothing in Matchismo: ? lists the keys.", "i": "Matchismo has no hints.",
      ],
      .set: [
        "s": nil, "d": nil, "z": "z does nothing in Set: ? lists the keys.",
        "i": "No hints at a race: call Set! when you see one, or ask for three more cards.",
      ],
    ]
    for (key, answer) in expected[game] ?? [:] {
      let bench = try JoinedTableBench(game: game)
      _ = bench.draw()
      #expect(bench.press(key) == .continue)
      let shown = bench.screen.keyAnswer ?? bench.screen.door.board(of: game)?.refusal
      #expect(shown == answer, "\(game): \(key)")
      #expect(shown != Phrases.notInThisGame)
    }
  }
}

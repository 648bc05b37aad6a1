import CardGames
import Foundation
import TerminalKit
import TerminalTestSupport
import Testing

@testable import Memorize
@testable import MemorizeTerminal

/// The full-screen face of a shared table, on a table in the same process: Ana's screen and
/// door, Ben's messages typed by the test.
final class JoinedTableBench {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("memorize-joined-\(UUID().uuidString)")
  let clock = ManualTimeSource(now: 10)
  let host: TableHost
  let link: TableLink
  let screen: JoinedScreen
  let ben: JoinedTable
  /// Every text Ana's door sent.
  private(set) var sent: [String] = []
  /// The connection Ana's link is on at the table (a new one after a drop).
  var anaConnection = 1

  /// Ana and Ben at a table of `seats` (two people unless told) playing `game`; Ana's face
  /// speaks `language`.
  init(
    game: Section = .set, benJoins: Bool = true,
    address: TableAddress = TableAddress(host: "127.0.0.1", port: 1), isHostsFace: Bool = false,
    seats: [PlayersDraft.Kind] = [.person, .person], language: Language = .english
  ) throws {
    // A connection that closes is away at once: these screens draw a seat away, not the
    // grace before it (TableLeaveGraceTests).
    let setup = try #require(TableSetup(game: game, seats: seats, leaveGrace: 0))
    host = TableHost(
      code: "BLUE-42", setup: setup,
      locations: StorageLocations(
        configDirectory: folder.appendingPathComponent("config"),
        dataDirectory: folder.appendingPathComponent("data")),
      timeSource: clock, seed: 7, randomness: SeededGenerator(seed: 7))
    link = TableLink(
      table: JoinedTable(
        code: "BLUE-42", name: "Ana", language: language, isHostsFace: isHostsFace),
      address: address, savedSeats: nil, clock: clock)
    ben = JoinedTable(code: "BLUE-42", name: "Ben", language: .english)
    var transmit: (String) -> Void = { _ in }
    screen = JoinedScreen(link: link, colorProfile: .none) { transmit($0) }
    transmit = { [unowned self] text in
      sent.append(text)
      deliver(host.receive(text, from: anaConnection))
    }
    host.open(1)
    deliver(host.receive(link.table.helloText, from: 1))
    guard benJoins else { return }
    host.open(2)
    deliver(host.receive(ben.helloText, from: 2))
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  /// Hands each output to the face it is for: Ana's through the link, as the socket would.
  func deliver(_ outputs: [TableOutput]) {
    for output in outputs {
      if output.connection == anaConnection {
        _ = link.take(text: output.text)
      } else if output.connection == 2 {
        _ = ben.receive(output.text)
      }
    }
  }

  /// Ben claims `cards` (places from 1, on his view).
  func benClaims(_ cards: [Int]) throws {
    let claim = try #require(ben.claimText(positions: cards))
    deliver(host.receive(claim, from: 2))
  }

  func draw(width: Int = 80, height: Int = 24) -> CellBuffer {
    var buffer = CellBuffer(size: TerminalSize(width: width, height: height))
    screen.draw(into: &buffer)
    return buffer
  }

  func text() -> [String] {
    draw().snapshotText().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  func press(_ character: Character) -> LoopAction {
    screen.handle(.key(KeyPress(.character(character))))
  }

  /// The places (from 1) of three cards that make a set on `board`.
  static func aSet(in board: BoardPresentation) -> [Int]? {
    let symbols: [SetSymbol] = board.cards.compactMap {
      if case .set(let symbol)? = $0.face { return symbol }
      return nil
    }
    for a in symbols.indices {
      for b in symbols.indices where b > a {
        for c in symbols.indices where c > b {
          let trio = [symbols[a], symbols[b], symbols[c]]
          func ok<T: Hashable>(_ values: [T]) -> Bool { Set(values).count != 2 }
          if ok(trio.map(\.count)) && ok(trio.map(\.shape)) && ok(trio.map(\.ink))
            && ok(trio.map(\.shading))
          {
            return [a + 1, b + 1, c + 1]
          }
        }
      }
    }
    return nil
  }
}

@Suite struct JoinedScreenTests {
  /// Issue 23: at 80 columns the waiting line was cut at "…join with the co": the longest whole
  /// form that fits is drawn, the code always in it.
  @Test func theWaitingLineIsTheLongestWholeFormThatFits() throws {
    let bench = try JoinedTableBench(benJoins: false)
    #expect(
      bench.link.table.seatsLines == [
        "At the table: Ana, Free seat · Waiting for 1 more player: join with the code BLUE-42",
        "At the table: Ana, Free seat · Waiting for 1 more: code BLUE-42",
        "At the table: Ana, Free seat · Code BLUE-42", "Waiting for 1 more: code BLUE-42",
        "Code BLUE-42",
      ])
    let line = { (width: Int) in
      bench.draw(width: width).snapshotText().split(separator: "\n").map(String.init)[1]
        .trimmingCharacters(in: .whitespaces)
    }
    #expect(line(80) == "At the table: Ana, Free seat · Waiting for 1 more: code BLUE-42")
    #expect(line(100) == bench.link.table.seatsLines[0])
    #expect(line(40) == "Waiting for 1 more: code BLUE-42")
    // The host's join lines (memorize-table --play) under the seats while the table waits.
    bench.screen.invite = ["Join with: memorize --join 192.0.2.4:7077 --code BLUE-42", "Or open"]
    let rows = bench.text()
    #expect(
      rows[3].trimmingCharacters(in: .whitespaces)
        == "Join with: memorize --join 192.0.2.4:7077 --code BLUE-42")
    #expect(rows[4].trimmingCharacters(in: .whitespaces) == "Or open")
    // At 40 columns each line is wrapped whole: the address and its port were cut to
    // "memorize --join 192.0.2.4:…" (a play-tester's finding).
    bench.screen.invite = [
      "Join with: memorize --join 192.0.2.4:7077 --code BLUE-42",
      "Or open in a browser: http://192.0.2.4:7077/#code=BLUE-42",
    ]
    let narrow = bench.draw(width: 40, height: 15).snapshotText().split(
      separator: "\n", omittingEmptySubsequences: false
    ).map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(
      Array(narrow[3...6]) == [
        "Join with: memorize --join", "192.0.2.4:7077 --code BLUE-42",
        "Or open in a browser:", "http://192.0.2.4:7077/#code=BLUE-42",
      ])
  }

  /// Issue 23: on the host's own face (`memorize-table --play`) the join lines went with the
  /// waiting, so nobody could be told the address once the game began; and q closed the table
  /// on everyone at once. In play the foot says how others join (the code alone where the
  /// command does not fit); q asks first while others hold seats.
  @Test func theHostsFaceKeepsTheJoinLineAndAsksBeforeClosingTheTable() throws {
    let bench = try JoinedTableBench(game: .memorize, isHostsFace: true)
    bench.screen.invite = ["Join with: memorize --join 192.0.2.4:7077 --code BLUE-42", "Or open"]
    #expect(
      bench.text()[23].hasPrefix(" Join with: memorize --join 192.0.2.4:7077 --code BLUE-42 "))
    #expect(bench.text()[23].hasSuffix("? help  q quit "))
    let narrow = bench.draw(width: 60).snapshotText().split(separator: "\n").map(String.init)
    #expect(narrow[23].hasPrefix(" Others join with the code BLUE-42 "))
    // The help says what q does here: it closes the table (it said the seat waits).
    let quitLine = bench.screen.helpLines.first { $0.keys.hasPrefix("q") }
    #expect(quitLine?.action == "close the table (the game ends for everyone at it)")
    #expect(bench.press("q") == .continue)
    #expect(
      bench.screen.closing
        == TableQuestion(
          question: "Close the table? Leaving closes it, and the game ends for Ben.",
          confirmLabel: "Close the table", cancelLabel: "Keep playing"))
    let asked = bench.text().map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(asked.contains("│ Close the table? Leaving closes it, and the game ends    │"))
    #expect(asked.contains("│ for Ben.                                                 │"))
    #expect(asked.contains("│     [y/Enter] Close the table  [n/Esc] Keep playing      │"))
    // Only y and n answer it (term-53: "q/Ctrl-C quit" stood under them, a second way to
    // say yes); the buttons' row is the dialog's last.
    #expect(!asked.contains { $0.contains("Ctrl-C") }, "\(asked)")
    let buttons = try #require(asked.firstIndex { $0.contains("[y/Enter]") })
    #expect(asked[buttons + 1].hasPrefix("╰"), "\(asked)")
    // Any other key waits for the answer; n keeps playing; y closes, and so does quitting
    // again, unlisted: q or Ctrl-C pressed twice to get out is never held.
    #expect(bench.press("x") == .continue)
    #expect(bench.screen.closing != nil)
    #expect(bench.press("n") == .continue)
    #expect(bench.screen.closing == nil)
    #expect(bench.press("q") == .continue)
    #expect(bench.press("q") == .quit)
    #expect(bench.press("n") == .continue)
    #expect(bench.press("q") == .continue)
    #expect(bench.screen.handle(.key(KeyPress(.character("c"), modifiers: .control))) == .quit)
    #expect(bench.press("n") == .continue)
    #expect(bench.press("q") == .continue)
    #expect(bench.press("y") == .quit)
    // A player's face leaves at once (their seat waits); so does a host alone at the table.
    let player = try JoinedTableBench(game: .memorize)
    #expect(
      player.screen.helpLines.first { $0.keys.hasPrefix("q") }?.action
        == "leave the table (your seat waits for you)")
    #expect(player.press("q") == .quit)
    #expect(!player.text()[23].contains("join"))
    let alone = try JoinedTableBench(game: .memorize, benJoins: false, isHostsFace: true)
    alone.screen.invite = ["Join with: memorize --join 192.0.2.4:7077 --code BLUE-42"]
    #expect(alone.press("q") == .quit)
    Localization.withLanguage(.simplifiedChinese) {
      #expect(
        bench.link.table.closingQuestion?.question == "要关闭牌桌吗？离开就会关闭它，Ben 的这局游戏也随之结束。")
    }
  }

  /// Issue 23's play-test: a Chinese Set host at 80 columns showed only "其他人用桌号 QQQQ2222
  /// 加入" once the game was on: the address was nowhere on screen. Where the foot has no room
  /// for the whole join command, the seats' line says the address and the code, in either
  /// language; where the foot shows the command, the seats' line does not repeat it.
  @Test func theHostsScreenKeepsTheAddressInViewWhereTheFootHasNoRoomForIt() throws {
    let bench = try JoinedTableBench(game: .set, isHostsFace: true)
    bench.screen.invite = ["加入方式：memorize --join 192.168.178.23:7077 --code QQQQ2222"]
    bench.screen.inviteAddress = "192.168.178.23:7077"
    Localization.withLanguage(.simplifiedChinese) {
      let rows = bench.text()
      #expect(
        rows[1].trimmingCharacters(in: .whitespaces)
          == "牌桌上：Ana、Ben · 加入地址 192.168.178.23:7077，桌号 BLUE-42", "\(rows[1])")
      #expect(rows[23].hasPrefix(" 其他人用桌号 BLUE-42 加入 "), "\(rows[23])")
    }
    bench.screen.invite = ["Join with: memorize --join 192.168.178.23:7077 --code BLUE-42"]
    var rows = bench.text()
    #expect(
      rows[1].trimmingCharacters(in: .whitespaces)
        == "At the table: Ana, Ben · Join at 192.168.178.23:7077, code BLUE-42")
    #expect(rows[23].hasSuffix(" s call Set!  d ask for more  ? help  q quit "))
    // A Memorize table at 80 columns: the foot says the whole command, the seats' line only
    // the seats.
    let memorize = try JoinedTableBench(game: .memorize, isHostsFace: true)
    memorize.screen.invite = bench.screen.invite
    memorize.screen.inviteAddress = "192.168.178.23:7077"
    rows = memorize.text()
    #expect(rows[1].trimmingCharacters(in: .whitespaces) == "At the table: Ana, Ben")
    #expect(rows[23].hasPrefix(" Join with: memorize --join 192.168.178.23:7077 --code BLUE-42 "))
    // A player's face says neither.
    let player = try JoinedTableBench(game: .set)
    #expect(player.text()[1].trimmingCharacters(in: .whitespaces) == "At the table: Ana, Ben")
  }

  /// Issue 23: memorize-table killed outright left the host's own face trying to come back
  /// forever, and its q still asked "Close the table?". Once the table's program is gone the
  /// face says so and ends (status 1); while a table cannot be reached there is nothing to close,
  /// so q leaves at once. A player's face keeps trying, and its q never asks.
  @Test func theHostsFaceEndsWhenTheTablesProgramIsGone() throws {
    let bench = try JoinedTableBench(game: .memorize, isHostsFace: true)
    #expect(bench.link.table.closingQuestion != nil)
    var gone = false
    bench.link.tableProgramHasEnded = { gone }
    // The connection dropped with the program still there: tried again, and nothing to close.
    #expect(bench.link.lost(saying: "The table closed the connection.") == nil)
    #expect(bench.link.nextAttempt == 10.5)
    #expect(bench.link.table.closingQuestion == nil)
    #expect(bench.screen.closing == nil)
    #expect(bench.press("q") == .quit)
    #expect(bench.screen.closing == nil)
    // The program is gone by the next try: the face ends with one line, instead of trying.
    gone = true
    bench.clock.advance(by: 1)
    #expect(bench.screen.tick(now: .now) == .quit)
    #expect(bench.screen.endStatus == 1)
    #expect(bench.screen.farewell == "memorize-table has stopped, and the table with it.")
    #expect(bench.link.endedWithTheTablesProgram)
    #expect(bench.link.nextAttempt == nil)
    #expect(bench.link.table.ending == "memorize-table has stopped, and the table with it.")
    Localization.withLanguage(.simplifiedChinese) {
      #expect(Phrases.Table.tableProgramEnded == "memorize-table 已停止，牌桌也随之关闭。")
    }
    // Gone before the drop is noticed: no try at all.
    let early = try JoinedTableBench(game: .memorize, isHostsFace: true)
    early.link.tableProgramHasEnded = { true }
    #expect(early.link.lost(saying: "The table closed the connection.") == 1)
    #expect(early.link.nextAttempt == nil)
    // A player's face keeps trying to come back, and its q leaves without asking.
    let player = try JoinedTableBench(game: .memorize)
    #expect(player.link.table.closingQuestion == nil)
    #expect(player.link.lost(saying: "The table closed the connection.") == nil)
    #expect(player.link.nextAttempt == 10.5)
    #expect(!player.link.endedWithTheTablesProgram)
    #expect(player.press("q") == .quit)
    #expect(player.screen.closing == nil)
  }

  /// Issue 23's play-test: a watcher's full screen drew [New game] as a live button, which the
  /// table (which sends a watcher every button off, with why) did not act on; then it drew it
  /// dim, which a terminal without dim or colour (and `tmux capture-pane -p`) shows as live
  /// (term-53). It is not drawn: its key says why, sending nothing; a player's stays.
  @Test(arguments: [Section.memorize, .matchismo])
  func aWatchersNewGameButtonIsNotDrawnAndItsKeySaysWhy(game: Section) throws {
    let bench = try JoinedTableBench(game: game)
    var sent: [String] = []
    let eve = TableLink(
      table: JoinedTable(code: "BLUE-42", name: "Eve", language: .english, watch: true),
      address: TableAddress(host: "127.0.0.1", port: 1), savedSeats: nil, clock: bench.clock)
    let screen = JoinedScreen(link: eve, colorProfile: .none) { sent.append($0) }
    bench.host.open(3)
    for output in bench.host.receive(eve.table.helloText, from: 3) where output.connection == 3 {
      _ = eve.take(text: output.text)
    }
    #expect(eve.table.seat == nil)
    #expect(eve.table.view?.board?.button(.newGame)?.isEnabled == false)
    var buffer = CellBuffer(size: TerminalSize(width: 80, height: 24))
    screen.draw(into: &buffer)
    let label = game == .memorize ? "[New game]" : "[\(Labels.redeal)]"
    #expect(!buffer.snapshotText().contains(label), "\(buffer.snapshotText())")
    // Its key: nothing is sent, and the line says why.
    _ = screen.handle(.key(KeyPress(.character("n"))))
    #expect(sent.isEmpty)
    var after = CellBuffer(size: TerminalSize(width: 80, height: 24))
    screen.draw(into: &after)
    #expect(
      after.snapshotText().contains("You are watching this table: only its players play."),
      "\(after.snapshotText())")
    // A player's button is drawn, live.
    let own = bench.draw()
    let ownRows = own.snapshotText().split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    let ownY = try #require(ownRows.firstIndex { $0.contains(label) })
    let ownX = ownRows[ownY].distance(
      from: ownRows[ownY].startIndex, to: try #require(ownRows[ownY].range(of: label)).lowerBound)
    #expect(!own[x: ownX + 1, y: ownY].style.isDim)
  }

  /// Issue 23: a table's ending said the result and the time, never the table's best.
  @Test func theEndingSaysTheTablesBest() throws {
    let bench = try JoinedTableBench()
    for turn in 0..<300 {
      guard let board = bench.link.table.view?.board, !board.isOver else { break }
      if let set = JoinedTableBench.aSet(in: board) {
        if turn % 3 == 0 {
          try bench.benClaims(set)
        } else {
          let claim = try #require(bench.link.table.claimText(positions: set))
          bench.deliver(bench.host.receive(claim, from: bench.anaConnection))
        }
      } else {
        bench.deliver(
          bench.host.receive(
            bench.link.table.text(for: .askForMoreCards(seat: 0)), from: bench.anaConnection))
        bench.deliver(bench.host.receive(bench.ben.text(for: .askForMoreCards(seat: 1)), from: 2))
      }
      bench.clock.advance(by: 0.5)
      bench.deliver(bench.host.tick())
    }
    let ending = try #require(bench.link.table.view?.board?.ending)
    #expect(
      ending.best
        == "New multiplayer best: 16 by Ana! · New multiplayer fastest: 0:12!")
    // Drawn in the ending's banner, under its headline, on one row at 80 columns.
    let lines = bench.text()
    let best = try #require(lines.firstIndex { $0.contains("multiplayer best") })
    #expect(
      lines[best]
        == "     ║ New multiplayer best: 16 by Ana! · New multiplayer fastest: 0:12! ║      ")
    // Ana's own screen tells her she won (issue 23); the best keeps her name.
    #expect(lines[..<best].contains { $0.contains("You win with 16 points") })
  }

  /// Issue 23 (clock-54): the full screen said "Ben to move" until, with no warning, "Ben is
  /// away: the turn passes." Its header counts Ben's turn down, a second at a time.
  @Test func theHeaderCountsDownTheTurnOfAPlayerAway() throws {
    let bench = try JoinedTableBench(game: .memorize)
    let cards = try #require(bench.host.app.memorize).cards
    let (first, second) = try #require(
      cards.indices.flatMap { a in cards.indices.filter { $0 > a }.map { (a, $0) } }.first {
        cards[$0.0].content != cards[$0.1].content
      })
    // Ana turns two cards that do not match: Ben is to move, and goes away.
    for index in [first, second] {
      let id = try #require(bench.link.table.view?.board?.cards[index].id)
      bench.deliver(
        bench.host.receive(
          bench.link.table.text(for: .choose(cardID: id)), from: bench.anaConnection))
    }
    #expect(bench.link.table.view?.board?.seats.map(\.isToMove) == [false, true])
    #expect(!bench.text()[0].contains("turn passes"))
    bench.deliver(bench.host.close(2))
    #expect(bench.text()[0].contains("Ben's turn passes in 30 s"), "\(bench.text()[0])")
    bench.clock.advance(by: 1)
    bench.deliver(bench.host.tick())
    #expect(bench.text()[0].contains("Ben's turn passes in 29 s"), "\(bench.text()[0])")
  }

  @Test func theTablesBoardIsDrawnWithItsSeatsAndStatus() throws {
    let bench = try JoinedTableBench()
    let lines = bench.text()
    #expect(lines[1].hasPrefix(" At the table: Ana, Ben"))
    #expect(lines[0].contains("Set"))
    // The twelve cards of the deal, each a place to click.
    let board = try #require(bench.link.table.view?.board)
    #expect(board.cards.count == 12)
    #expect((0..<12).filter(bench.screenHasCard) == Array(0..<12))
    #expect(!bench.screenHasCard(12))
    #expect(lines[23].hasSuffix("? help  q quit "))
  }

  @Test func threeCardsChosenWithTheKeysAreAClaimAndTheOtherPlayersClaimShows() throws {
    let bench = try JoinedTableBench()
    _ = bench.draw()
    let board = try #require(bench.link.table.view?.board)
    let set = try #require(JoinedTableBench.aSet(in: board))
    // Each card: move the focus to it from the first card, then Enter.
    for place in set {
      for _ in 0..<4 { _ = bench.screen.handle(.key(KeyPress(.up))) }
      for _ in 0..<4 { _ = bench.screen.handle(.key(KeyPress(.left))) }
      _ = bench.draw()
      let columns = try #require(bench.screenColumns)
      let index = place - 1
      for _ in 0..<(index / columns) { _ = bench.screen.handle(.key(KeyPress(.down))) }
      for _ in 0..<(index % columns) { _ = bench.screen.handle(.key(KeyPress(.right))) }
      #expect(bench.press(" ") == .continue)
      _ = bench.draw()
    }
    // Three picks went to the table as intents, and the table made the third a claim.
    #expect(bench.sent.count == 3)
    #expect(bench.sent.allSatisfy { $0.contains("\"choose\"") })
    #expect(bench.link.table.view?.board?.race?.seats.map(\.score) == [1, 0])
    #expect(bench.text().joined(separator: "\n").contains("You found a set"))
    // Ben's claim on the new cards: the screen shows it as it comes.
    let next = try #require(bench.ben.view?.board)
    let benSet = try #require(JoinedTableBench.aSet(in: next))
    try bench.benClaims(benSet)
    #expect(bench.link.table.view?.board?.race?.seats.map(\.score) == [1, 1])
    #expect(bench.text().joined(separator: "\n").contains("Ben found a set"))
  }

  @Test func theHelpListsOnlyWhatTheTableAnswers() throws {
    let bench = try JoinedTableBench()
    _ = bench.draw()
    let actions = bench.screen.helpLines.map(\.action)
    #expect(!actions.contains(Labels.describe(.players)))
    #expect(!actions.contains(Labels.describe(.callSet)))
    #expect(!actions.contains(Labels.describe(.undo)))
    #expect(!actions.contains(Labels.describe(.switchSection)))
    #expect(actions.contains(Labels.describe(.chooseCard)))
    // Quitting leaves the table; a click finds no tabs here.
    #expect(
      actions == [
        Labels.describe(.moveFocus), Labels.describe(.chooseCard),
        Labels.describe(.askForMoreAtTable), Labels.describe(.newGame),
        Labels.describe(.callSetAtTable), Labels.describe(.help), Labels.describe(.suspend),
        Phrases.Table.leaveTableAction,
        Phrases.Table.mouseActionAtTable,
      ])
    // Issue 23: a race gives no hints, so its help lists no `i` (the key still says why not).
    #expect(!actions.contains("hint: three cards that make a set"))
    #expect(bench.press("p") == .continue)
    #expect(bench.sent.isEmpty)
    #expect(bench.press("q") == .quit)
  }

  /// Issue 23: the command that comes back to a seat names the table's address as `--join`
  /// reads it back: an IPv6 address in brackets, whichever way it was typed.
  @Test(arguments: [
    ("[::1]:5000", "[::1]:5000"), ("::1", "[::1]:7077"), ("http://[::1]:5000/", "[::1]:5000"),
    ("ws://[fe80::2]:80", "[fe80::2]:80"), ("127.0.0.1:7077", "127.0.0.1:7077"),
    ("table.local", "table.local:7077"),
  ])
  func theWayBackParsesToTheSameAddress(typed: String, shown: String) throws {
    let address = try #require(TableAddress(typed))
    let bench = try JoinedTableBench(address: address)
    let line = bench.link.leavingLine
    #expect(
      line
        == "You left the table; your seat is kept. Come back with: memorize --join \(shown) --code BLUE-42 --name Ana"
    )
    let command = try #require(line.split(separator: "Come back with: ").last)
    let words = command.split(separator: " ").map(String.init)
    #expect(words.first == "memorize")
    let options = try LaunchArguments.parse(Array(words.dropFirst()), for: .terminal)
    #expect(options.join == address)
    #expect(options.tableCode == "BLUE-42")
    #expect(options.tableName == "Ana")
  }

  /// Issue 23: before the game starts there are no cards, and `--plain` answered a card number
  /// with "There is no card 1; the cards are numbered 1 to 0.": it says what the table waits
  /// for instead, and sends nothing; the full screen sends nothing either.
  @Test func aCardBeforeTheGameStartsIsAnsweredWithWhatTheTableWaitsFor() throws {
    let bench = try JoinedTableBench(game: .memorize, benJoins: false)
    var said: [String] = []
    let session = JoinedSession(link: bench.link, write: { said.append($0) })
    #expect(session.handle("1"))
    #expect(said == ["Waiting for 1 more player: join with the code BLUE-42"])
    said = []
    #expect(session.handle("choose 2"))
    #expect(said == ["Waiting for 1 more player: join with the code BLUE-42"])
    #expect(bench.press("1") == .continue)
    #expect(bench.sent.isEmpty)
  }

  /// Issue 23 (term-56): `--plain` joined to a table wrote every line whole, and a terminal
  /// narrower than it broke it inside a word ("join with the co" / "de BLUE-42"), where a game
  /// of one's `--plain` wraps at spaces. It wraps as that does; a pipe still takes lines whole.
  @Test func plainAtATableWrapsItsLinesToTheTerminal() throws {
    let bench = try JoinedTableBench(game: .memorize, benJoins: false)
    var said: [String] = []
    var width: Int? = 40
    let session = JoinedSession(link: bench.link, width: { width }, write: { said.append($0) })
    #expect(session.handle("1"))
    #expect(said == ["Waiting for 1 more player: join with the", "code BLUE-42"])
    said = []
    #expect(session.handle("help"))
    #expect(said.count > 3 && said.allSatisfy { DisplayWidth.of($0) <= 40 }, "\(said)")
    width = nil
    said = []
    #expect(session.handle("1"))
    #expect(said == ["Waiting for 1 more player: join with the code BLUE-42"])
  }

  /// Issue 23: the "seen before" penalty was explained nowhere; a Memorize table's plain help
  /// ends with how Memorize scores, as alone; a Matchismo table's states no such rule.
  @Test func aMemorizeTablesPlainHelpStatesHowItScores() throws {
    let bench = try JoinedTableBench(game: .memorize)
    var said: [String] = []
    let session = JoinedSession(link: bench.link, write: { said.append($0) })
    #expect(session.handle("help"))
    #expect(said.first == "Commands:")
    // A table of two: what the narrow header's counts mean too.
    #expect(
      said.suffix(2) == [
        "Score — match +2; −1 per mismatched card turned up again",
        "2·3 — pairs·points, where the header is narrow; pairs win, points break a tie",
      ])
    let matchismo = try JoinedTableBench(game: .matchismo)
    var told: [String] = []
    let other = JoinedSession(link: matchismo.link, write: { told.append($0) })
    #expect(other.handle("help"))
    #expect(!told.contains { $0.hasPrefix("Score — ") })
  }

  /// Issue 23: while the table cannot be reached nobody knows whether it keeps the seat, so
  /// leaving promises no kept seat then; once the table takes the player back, it does again.
  @Test func leavingWhileTheTableCannotBeReachedPromisesNoSeat() throws {
    let bench = try JoinedTableBench()
    let command = "memorize --join 127.0.0.1:1 --code BLUE-42 --name Ana"
    #expect(!bench.link.isCutOff)
    #expect(
      bench.link.leavingLine == "You left the table; your seat is kept. Come back with: \(command)")
    #expect(bench.link.lost(saying: "The table closed the connection.") == nil)
    #expect(bench.link.isCutOff)
    #expect(
      bench.link.leavingLine
        == "You left. The table could not be reached; if it is still open, come back with: "
        + command)
    bench.deliver(bench.host.close(1))
    bench.anaConnection = 3
    bench.host.open(3)
    bench.deliver(bench.host.receive(bench.link.table.helloText, from: 3))
    #expect(!bench.link.isCutOff)
    #expect(
      bench.link.leavingLine == "You left the table; your seat is kept. Come back with: \(command)")
  }

  /// Issue 23: leaving was silent; a player is told their seat is kept and the command that
  /// comes back to it, a watcher (whose help no longer speaks of a seat) only that they left.
  @Test func leavingSaysHowToComeBackAndAWatcherHasNoSeat() throws {
    let bench = try JoinedTableBench()
    #expect(
      bench.link.leavingLine
        == "You left the table; your seat is kept. Come back with: memorize --join 127.0.0.1:1 --code BLUE-42 --name Ana"
    )
    let watcher = TableLink(
      table: JoinedTable(code: "BLUE-42", name: "Eve Ng", language: .english, watch: true),
      address: TableAddress(host: "127.0.0.1", port: 1), savedSeats: nil, clock: bench.clock)
    #expect(watcher.leavingLine == "You stopped watching the table.")
    let screen = JoinedScreen(link: watcher, colorProfile: .none) { _ in }
    let actions = screen.helpLines.map(\.action)
    #expect(actions.contains("stop watching and leave the table"))
    #expect(!actions.contains(Phrases.Table.leaveTableAction))
    #expect(TableLink.shellQuoted("Eve Ng") == "'Eve Ng'")
    #expect(TableLink.shellQuoted("O'Neil") == "'O'\\''Neil'")
    #expect(TableLink.shellQuoted("ana.b-1") == "ana.b-1")
  }

  /// Issue 23's play-test: at a joined race three cards chosen were a claim and the seat's
  /// Set! button took clicks, but no key called Set! and the help named none.
  @Test func sCallsSetForThePlayersOwnSeatAndTheFootSaysSo() throws {
    let bench = try JoinedTableBench()
    let foot = bench.text()[23]
    // Issue 23 (keys-49): and d, which asks for three more cards for her seat.
    #expect(foot.hasSuffix(" s call Set!  d ask for more  ? help  q quit "))
    #expect(bench.link.table.view?.board?.race?.caller == nil)
    #expect(bench.press("s") == .continue)
    #expect(bench.sent.count == 1)
    #expect(bench.link.table.view?.board?.race?.caller == 0)
    let text = bench.text()
    // Said to her on her own screen (issue 23).
    #expect(text[20].trimmingCharacters(in: .whitespaces) == "You call Set!")
    // The caller's three cards are the set they called for.
    let board = try #require(bench.link.table.view?.board)
    let set = try #require(JoinedTableBench.aSet(in: board))
    for place in set {
      _ = bench.screen.handle(
        .mouse(
          MouseEvent(
            .press(.left), x: bench.cardPoint(place - 1).x, y: bench.cardPoint(place - 1).y)))
    }
    #expect(bench.link.table.view?.board?.race?.seats.map(\.score) == [1, 0])
  }

  @Test func aClickOnTheFootsCallKeyCallsToo() throws {
    let bench = try JoinedTableBench()
    let foot = bench.text()[23]
    let column = try #require(foot.range(of: "s call Set!")).lowerBound
    let x = foot.distance(from: foot.startIndex, to: column)
    _ = bench.screen.handle(.mouse(MouseEvent(.press(.left), x: x + 2, y: 23)))
    #expect(bench.link.table.view?.board?.race?.caller == 0)
  }

  /// Issue 23 (door-49): the window drew a table nothing could be played at faint, every
  /// button off with why, but the full screen drew the board as live and said only that the
  /// connection was lost. Now the board is drawn muted and the line under it says why, and
  /// that q leaves; back at the table it is drawn live again.
  @Test func aTableThatCannotBePlayedIsDrawnMutedWithWhyAndTheWayOut() throws {
    let bench = try JoinedTableBench(game: .memorize)
    let muted = bench.screen.palette.muted
    /// Whether every glyph of the board's rows is drawn muted, not bold.
    func boardIsMuted(_ buffer: CellBuffer) -> Bool {
      (2..<22).allSatisfy { y in
        (0..<80).allSatisfy { x in
          let cell = buffer[x: x, y: y]
          return cell.text == " " || cell.isContinuation
            || (cell.style.foreground == muted && !cell.style.isBold)
        }
      }
    }
    let live = bench.draw()
    #expect(!boardIsMuted(live))
    #expect(bench.link.lost(saying: "The table closed the connection.") == nil)
    #expect(bench.link.table.unplayable == "Not connected to the table; trying again.")
    let stopped = bench.draw()
    #expect(boardIsMuted(stopped))
    let rows = stopped.snapshotText().split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    #expect(
      rows[22] == "   Not connected to the table; trying again. q: leave the table"
        + String(repeating: " ", count: 17))
    // The same glyphs as the live board: only their colour changed, and New game, which
    // cannot act now, is not drawn (term-53: it was drawn dim).
    let liveRows = live.snapshotText().split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    #expect(rows[2..<21] == liveRows[2..<21])
    #expect(liveRows[21].hasPrefix(" [New game]  Your turn"))
    #expect(rows[21].hasPrefix(" Your turn "))
    Localization.withLanguage(.simplifiedChinese) {
      #expect(bench.link.table.unplayableLine(leaveKey: "q") == "未连上牌桌，正在重试。q：离开牌桌")
    }
    // Back at the table: live again, and the line says so.
    bench.deliver(bench.host.close(1))
    bench.anaConnection = 3
    bench.host.open(3)
    bench.deliver(bench.host.receive(bench.link.table.helloText, from: 3))
    let back = bench.draw()
    #expect(!boardIsMuted(back))
    #expect(bench.text()[22].trimmingCharacters(in: .whitespaces) == "Back at the table.")
  }

  @Test func theDoorSendsTheSeatsOwnCallAndShowsARefusalUntilTheNextIntent() throws {
    let table = JoinedTable(code: "BLUE-42", name: "Ana", language: .english)
    var sent: [String] = []
    let door = TableDoor(table: table) { sent.append($0) }
    #expect(door.board(of: .set) == nil)
    door.deliver(.askForMoreCards(seat: 3))
    let text = try #require(sent.first)
    let message = try #require(TableCoding.message(ClientMessage.self, from: text, limit: 1 << 16))
    #expect(message == .intent(sequence: 1, version: 0, .askForMoreCards(seat: 0)))
    #expect(!door.isLocal)
  }
}

extension JoinedTableBench {
  /// Whether the card at `index` was drawn where a click finds it.
  func screenHasCard(_ index: Int) -> Bool {
    for y in 0..<24 {
      for x in 0..<80 where screen.hits.target(at: Point(x: x, y: y)) == .card(index) {
        return true
      }
    }
    return false
  }

  /// A point of the card at `index` where a click finds it (the origin when none does).
  func cardPoint(_ index: Int) -> Point {
    for y in 0..<24 {
      for x in 0..<80 where screen.hits.target(at: Point(x: x, y: y)) == .card(index) {
        return Point(x: x, y: y)
      }
    }
    return Point(x: 0, y: 0)
  }

  /// Cards per row of the board as last drawn: the cards on the first card's top row.
  var screenColumns: Int? {
    for y in 0..<24 {
      let row = Set(
        (0..<80).compactMap { x -> Int? in
          if case .card(let index)? = screen.hits.target(at: Point(x: x, y: y)) { return index }
          return nil
        })
      if row.contains(0) { return row.count }
    }
    return nil
  }
}

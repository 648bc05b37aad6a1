import CardGames
import Foundation
import Testing

@testable import Memorize

/// The shared table as its clients meet it: joining, the game's authority, fair claims, seats
/// held and resumed, hidden information, and every kind of bad message.
@Suite struct TableHostTests {
  static let twoPeopleMemorize = TableSetup(game: .memorize, seats: [.person, .person])!
  static let twoPeopleSet = TableSetup(game: .set, seats: [.person, .person])!

  // MARK: - Joining

  @Test func aTableWaitsForEverySeatThenDeals() throws {
    let table = try TableHarness(setup: Self.twoPeopleMemorize)
    let ana = table.join("Ana")
    guard case .welcome(let welcome) = try #require(table.messages(to: ana).first) else {
      Issue.record("the first message is not a welcome")
      return
    }
    #expect(welcome.seat == 0)
    #expect(welcome.table == "BLUE-42")
    #expect(welcome.game == .memorize)
    #expect(welcome.seatToken?.count == 24)
    let waiting = try #require(table.views[ana])
    #expect(waiting.waiting == "Waiting for 1 more player: join with the code BLUE-42")
    #expect(waiting.board == nil)
    #expect(waiting.seats.map(\.text) == ["Ana", "Free seat"])

    let ben = table.join("Ben")
    let view = try #require(table.views[ben])
    #expect(view.seat == 1)
    #expect(view.waiting == nil)
    #expect(view.board?.cards.count == 16)
    #expect(view.board?.seats.map(\.name) == ["Ana", "Ben"])
    // Ana, to move, is told it is her turn; Ben whose turn it is.
    #expect(table.views[ana]?.board?.verdict == "Your turn")
    #expect(view.board?.verdict == "Ana to move")
    #expect(table.host.hasStarted)
  }

  @Test func aNameTakenIsNumberedAndControlCharactersGo() throws {
    let table = try TableHarness(
      setup: TableSetup(game: .set, seats: [.person, .person, .person])!)
    table.join("Ana")
    table.join("ana")
    let third = table.join("  B\u{1B}[2Jen\n ")
    #expect(table.views[third]?.seats.map(\.name) == ["Ana", "ana 2", "B[2Jen"])
  }

  @Test func noSeatIsNamedYouAndANamelessJoinerTakesTheNextFreePlayerNumber() throws {
    // Issue 23: a joiner with no name was seated as "You" (every face then read that seat as its
    // own player), and every nameless browser as "Player 1".
    let table = try TableHarness(
      setup: TableSetup(game: .set, seats: [.person, .person, .person, .person])!)
    let first = table.join("")
    table.join("You")
    table.join("你", language: "zh_CN")
    let last = table.join("Player 1")
    #expect(
      table.views[last]?.seats.map(\.name) == ["Player 1", "Player 2", "Player 3", "Player 1 2"])
    #expect(table.views[first]?.board?.seats.map(\.name).contains("You") == false)
    #expect(JoinedTable.defaultName(environment: [:]) == "")
    #expect(JoinedTable.defaultName(environment: ["LOGNAME": "eve"]) == "eve")
  }

  /// Issue 23: the host's terminal said nothing as people came and went; each is a line now.
  @Test func theHostIsToldWhoSatDownLeftCameBackAndWatches() throws {
    let table = try TableHarness(setup: Self.twoPeopleMemorize)
    var said: [String] = []
    func step(_ body: () -> Void) {
      let before = table.host.presence
      body()
      said += table.host.presence.lines(after: before)
    }
    var ana = 0
    step { ana = table.join("Ana") }
    step { table.join("") }
    step { table.join("Eve", watch: true) }
    step { table.drop(ana) }
    let token = try #require(
      table.messages(to: ana).compactMap { message -> String? in
        guard case .welcome(let welcome) = message else { return nil }
        return welcome.seatToken
      }.first)
    step { table.join("Ana", token: token) }
    #expect(
      said == [
        "Ana sat down at seat 1.", "Player 2 sat down at seat 2.",
        "Someone came to watch (1 watching).", "Ana left; their seat waits for them.",
        "Ana is back.",
      ])
  }

  @Test func aLateJoinerWatches() throws {
    let table = try TableHarness(setup: Self.twoPeopleSet)
    table.join("Ana")
    table.join("Ben")
    let cleo = table.join("Cleo")
    guard case .welcome(let welcome) = try #require(table.messages(to: cleo).first) else {
      Issue.record("no welcome")
      return
    }
    #expect(welcome.seat == nil)
    #expect(welcome.seatToken == nil)
    #expect(
      table.messages(to: cleo).contains(
        .said(sequence: 0, lines: ["Every seat is taken: you are watching."])))
    #expect(table.views[cleo]?.watchers == 1)
    table.send(.dealThreeMore, from: cleo)
    #expect(
      table.last(to: cleo)
        == .refused(sequence: 1, reason: "You are watching this table: only its players play."))
    // Issue 23: told to take a free seat only where one is free.
    let waiting = try TableHarness(setup: Self.twoPeopleSet)
    waiting.join("Ana")
    let eve = waiting.join("Eve", watch: true)
    waiting.send(.dealThreeMore, from: eve)
    #expect(
      waiting.last(to: eve)
        == .refused(sequence: 1, reason: "You are watching this table; take a free seat to play."))
  }

  // MARK: - Bad messages

  /// Version 5 added the games that ended while a seat was away to its view
  /// (``TableView/endedGames``): a memorize of version 4, which would never count them, is
  /// told so as any other version is.
  @Test(arguments: [3, 4])
  func anotherProtocolVersionIsToldSoInOneLineAndClosed(version: Int) throws {
    #expect(TableProtocol.version == 5)
    let table = try TableHarness(setup: Self.twoPeopleSet)
    let old = table.join("Ana", protocolVersion: version)
    #expect(
      table.messages(to: old) == [
        .error(
          code: .protocolVersion,
          message:
            "This table speaks protocol version 5 and your memorize speaks version \(version): use the same release on both sides.",
          fatal: true)
      ])
    #expect(table.closed == [old])
    #expect(table.host.view(for: old) == nil)
  }

  /// The reverse: a memorize of version 5 at a table of version 4 says hello with its version,
  /// and the line that table answers with ends the face there, said, rather than a view misread.
  @Test func aFaceAtATableOfAnotherVersionSaysWhyAndEnds() throws {
    let face = JoinedTable(code: "blue-42", name: "Ana", language: .english)
    #expect(face.helloText.contains(#""protocol":5"#))
    let line =
      "This table speaks protocol version 4 and your memorize speaks version 5: use the same release on both sides."
    let error =
      #"{"code":"protocolVersion","fatal":true,"message":""# + line + #"","type":"error"}"#
    #expect(face.receive(error) == [.problem(line, fatal: true)])
    #expect(face.view == nil)
  }

  @Test func aWrongTableCodeIsRefusedButCaseAndDashesDoNotCount() throws {
    let table = try TableHarness(setup: Self.twoPeopleSet)
    let wrong = table.join("Ana", code: "RED-1")
    #expect(
      table.messages(to: wrong) == [
        .error(
          code: .wrongTable, message: "There is no table “RED-1” here: check the code.", fatal: true
        )
      ])
    let typed = table.join("Ana", code: "blue 42")
    #expect(table.views[typed]?.seat == 0)
  }

  @Test func malformedOutOfOrderAndReplayedMessagesChangeNothing() throws {
    let table = try TableHarness(setup: Self.twoPeopleMemorize)
    table.host.open(99)
    table.sendText(
      TableCoding.text(of: ClientMessage.intent(sequence: 1, version: 1, .newGame)), from: 99)
    #expect(
      table.last(to: 99)
        == .error(
          code: .outOfOrder, message: "Say hello once, first; the table ignored that message.",
          fatal: false))
    let ana = table.join("Ana")
    let ben = table.join("Ben")
    let before = try #require(table.views[ana])
    for text in [
      "", "{", "[]", "null", #"{"type":"intent"}"#, #"{"type":"launch","sequence":5}"#,
      String(repeating: "[", count: 5000),
      #"{"type":"claim","sequence":3,"version":1,"cards":"x"}"#,
      "{\"type\":\"intent\",\"sequence\":1,\"version\":1,\"intent\":{\"choose\":{\"cardID\":1}},\"pad\":\""
        + String(repeating: "a", count: 20_000) + "\"}",
    ] {
      table.sendText(text, from: ana)
      #expect(
        table.last(to: ana)
          == .error(
            code: .malformed, message: "The table could not read that message; nothing changed.",
            fatal: false))
    }
    table.send(
      .hello(ClientMessage.Hello(table: "BLUE-42", name: "Ana", language: "en")), from: ana)
    #expect(
      table.last(to: ana)
        == .error(
          code: .outOfOrder, message: "Say hello once, first; the table ignored that message.",
          fatal: false))
    // The first move, then the same message again.
    let card = try #require(before.board?.cards.first?.id)
    let move = ClientMessage.intent(sequence: 1, version: before.version, .choose(cardID: card))
    table.send(move, from: ana)
    let after = try #require(table.views[ana])
    #expect(after.board?.cards.first?.isFaceUp == true)
    table.send(move, from: ana)
    #expect(
      table.last(to: ana)
        == .error(
          code: .replayed, message: "That message came twice; the table took it once.", fatal: false
        ))
    #expect(table.views[ana] == after)
    #expect(table.views[ben]?.board?.cards.first?.isFaceUp == true)
    #expect(table.closed.isEmpty)
  }

  @Test func aForgedSeatTokenIsRefusedAndASeatActsOnlyForItself() throws {
    let table = try TableHarness(setup: Self.twoPeopleSet)
    let ana = table.join("Ana")
    table.join("Ben")
    let forger = table.join("Eve", token: "aaaaaaaaaaaaaaaaaaaaaaaa")
    #expect(
      table.messages(to: forger) == [
        .error(
          code: .unknownSeat,
          message: "That seat is not at this table any more: join again without it.", fatal: true)
      ])
    // Ana names Ben's seat: the table calls for Ana.
    table.send(.callSet(seat: 1), from: ana)
    #expect(table.views[ana]?.board?.race?.caller == 0)
  }

  @Test func intentsOnlyTheHostMakesAreRefused() throws {
    let table = try TableHarness(setup: Self.twoPeopleMemorize)
    let ana = table.join("Ana")
    table.join("Ben")
    for intent: Intent in [
      .deleteTheme(id: "halloween"), .randomTheme, .startPlayers(PlayersDraft(typed: "Eve")),
      .select(.set), .undo(offer: nil), .setReducesMotion(true),
    ] {
      table.send(intent, from: ana)
      #expect(
        table.last(to: ana)?.refusalReason == "Not at a shared table: the host sets up the game.")
    }
    table.send(.newGame, from: ana)
    #expect(
      table.last(to: ana)?.refusalReason
        == "The game is still on: a new one can start when it ends.")
  }

  // MARK: - Memorize

  @Test func memorizeKeepsItsTurns() throws {
    let table = try TableHarness(setup: Self.twoPeopleMemorize)
    let ana = table.join("Ana")
    let ben = table.join("Ben")
    let cards = try #require(table.views[ben]?.board?.cards)
    table.send(.choose(cardID: cards[0].id), from: ben)
    #expect(table.last(to: ben)?.refusalReason == "It is Ana's turn.")
    #expect(table.views[ben]?.board?.refusal == "It is Ana's turn.")
    #expect(table.views[ana]?.board?.refusal == nil)
    #expect(table.views[ben]?.board?.cards[0].isFaceUp == false)
  }

  @Test func theTurnOfAPlayerWhoWentAwayPassesAfterTheTimeout() throws {
    let table = try TableHarness(setup: Self.twoPeopleMemorize)
    let ana = table.join("Ana")
    let ben = table.join("Ben")
    let cards = try #require(table.views[ana]?.board?.cards)
    table.send(.choose(cardID: cards[0].id), from: ana)
    #expect(table.views[ben]?.board?.cards[0].isFaceUp == true)
    table.advance(by: 10)
    table.drop(ana)
    table.advance(by: 29.9)
    #expect(table.views[ben]?.board?.verdict == "Ana to move")
    table.advance(by: 0.1)
    // The card Ana turned goes face down, and Ben moves: he is told it is his turn.
    #expect(table.views[ben]?.board?.verdict == "Ana is away: the turn passes. Your turn")
    #expect(table.views[ben]?.board?.cards[0].isFaceUp == false)
    #expect(table.views[ben]?.board?.seats.map(\.isToMove) == [false, true])
    table.send(.choose(cardID: cards[1].id), from: ben)
    #expect(table.views[ben]?.board?.cards[1].isFaceUp == true)
    // Ben away too: nobody could play, so the turn stays where it is.
    table.drop(ben)
    let watcher = table.join("Cy", watch: true)
    table.advance(by: 60)
    #expect(table.views[watcher]?.board?.seats.map(\.isToMove) == [false, true])
    #expect(table.views[watcher]?.board?.cards[1].isFaceUp == true)
  }

  /// Issue 23 (door-49): a watcher's view carried the players' buttons on, and the browser's
  /// page turned them off itself with words of its own: the table sends them off, with why,
  /// in the watcher's language; the players' stay on.
  /// `memorize-table --theme Sports` was refused ("there is no theme “Sports”"): the name as
  /// `memorize --list-themes` shows it answers as well as the id.
  @Test func aTablesThemeIsFoundByItsNameAsWellAsItsID() throws {
    let setup = try #require(
      TableSetup(game: .memorize, themeID: "Sports", seats: [.person, .person]))
    let table = try TableHarness(setup: setup)
    #expect(table.host.hasTheme(id: "Sports"))
    #expect(table.host.hasTheme(id: "sports"))
    #expect(!table.host.hasTheme(id: "Sport"))
    _ = table.join("Ana")
    _ = table.join("Ben")
    #expect(table.host.app.memorize?.theme.id == "sports")
  }

  @Test(arguments: [twoPeopleMemorize, TableMatchismoTests.twoPeople])
  func aWatchersButtonsComeOffWithWhyFromTheTable(setup: TableSetup) throws {
    let table = try TableHarness(setup: setup)
    let ana = table.join("Ana")
    _ = table.join("Ben")
    let eve = table.join("Eve", watch: true)
    let wu = table.join("Wu", language: "zh_CN", watch: true)
    let buttons = try #require(table.views[eve]?.board?.buttons)
    #expect(!buttons.isEmpty)
    #expect(
      buttons.allSatisfy {
        !$0.isEnabled && $0.reason == "You are watching this table: only its players play."
      })
    let chinese = try #require(table.views[wu]?.board?.buttons)
    let watching = Localization.withLanguage(.simplifiedChinese) {
      Phrases.Table.watchersDoNotPlay
    }
    #expect(chinese.allSatisfy { !$0.isEnabled && $0.reason == watching })
    let players = try #require(table.views[ana]?.board?.buttons)
    #expect(players.map(\.title) == buttons.map(\.title))
    #expect(players.contains { $0.isEnabled })
    #expect(
      !players.contains { $0.reason == "You are watching this table: only its players play." })
  }

  @Test(arguments: [twoPeopleMemorize, TableMatchismoTests.twoPeople])
  func theLineSaysAPlayerWhoseTurnPassedIsBackOnceTheyReturn(setup: TableSetup) throws {
    let table = try TableHarness(setup: setup)
    let ana = table.join("Ana")
    let ben = table.join("Ben")
    let token = try table.seatToken(of: ana)
    table.drop(ana)
    table.advance(by: 30)
    // Ben, to move, is told it is his turn; Ana, back, whose turn it is.
    #expect(table.views[ben]?.board?.verdict == "Ana is away: the turn passes. Your turn")
    let again = table.join("Ana", token: token)
    #expect(table.views[ben]?.board?.verdict == "Ana is back. Your turn")
    // Her own screen speaks to her (log-55: it read "Ana is back.").
    #expect(table.views[again]?.board?.verdict == "You are back. Ben to move")
    // Gone again before the next turn's end: the line no longer says she is back, while her
    // seat reads away.
    table.drop(again)
    #expect(table.views[ben]?.board?.verdict == "Ana is away: the turn passes. Your turn")
    #expect(table.views[ben]?.seats.first?.text == "Ana (away)")
  }

  /// Issue 23 (clock-54): the others read "Ana to move" until, with no warning, "Ana is away:
  /// the turn passes." Every face is sent the countdown as a clock in the header, each second,
  /// in its own language; it goes when the turn passes or when Ana is back.
  @Test(arguments: [twoPeopleMemorize, TableMatchismoTests.twoPeople])
  func everyoneSeesTheTurnOfAPlayerAwayCountDown(setup: TableSetup) throws {
    let table = try TableHarness(setup: setup)
    let ana = table.join("Ana")
    let ben = table.join("Ben")
    let wu = table.join("Wu", language: "zh_CN", watch: true)
    func countdown(_ client: Int) -> StatusItem? {
      table.views[client]?.board?.status.items.first { $0.isClock && $0.label.contains("Ana") }
    }
    #expect(countdown(ben) == nil)
    let token = try table.seatToken(of: ana)
    table.drop(ana)
    #expect(countdown(ben)?.value == "30 s")
    table.advance(by: 5)
    #expect(countdown(ben)?.value == "25 s")
    // Ana is back: nothing counts down. Away again, she has the whole time again.
    let back = table.join("Ana", token: token)
    #expect(countdown(ben) == nil)
    #expect(countdown(wu) == nil)
    #expect(countdown(back) == nil)
    table.drop(back)
    let first = try #require(countdown(ben))
    #expect(Typography.spaced(first.label, first.value) == "Ana's turn passes in 30 s")
    #expect(first.spokenText == "Ana's turn passes in 30 seconds")
    #expect(first.isClock)
    #expect(first.priority == .essential)
    // Heard as it starts (note54 6: only when asked, as every clock); its shorter forms for a
    // narrow header, "Ana: 30 s" and "30 s".
    #expect(first.announcementNow == "Ana's turn passes in 30 seconds")
    #expect(first.withShortLabel.label == "Ana:")
    #expect(first.narrowerForms == [StatusItem.Form(label: "", value: "30 s")])
    #expect(table.views[ben]?.board?.verdict == "Ana to move")
    // The table wakes for the next second, and each face is sent it in a small update (208 B:
    // the value, the spoken words and the version).
    #expect(table.host.nextWakeup == table.time.now + 1)
    let sentBefore = table.sentTexts(to: ben).count
    table.advance(by: 1)
    #expect(
      countdown(ben).map { Typography.spaced($0.label, $0.value) } == "Ana's turn passes in 29 s")
    let ticks = table.sentTexts(to: ben).dropFirst(sentBefore)
    #expect(ticks.count == 1)
    #expect(
      ticks.allSatisfy { $0.contains(#""type":"update""#) && $0.utf8.count <= 240 },
      "\(ticks.map(\.utf8.count)) B: \(Array(ticks))")
    #expect(
      countdown(wu).map { Typography.spaced($0.label, $0.value) } == "Ana 的回合还剩 29 秒")
    #expect(table.views[ben]?.board?.verdict == "Ana to move")
    // A second on, nothing to announce: the words of the start stay, and are not the item's.
    #expect(countdown(ben)?.announcementNow == nil)
    #expect(countdown(ben)?.announcement == "Ana's turn passes in 30 seconds")
    // Half a second on, the countdown still says 29: it shows whole seconds, rounded up.
    table.advance(by: 0.5)
    #expect(countdown(ben)?.value == "29 s")
    table.runClock(for: 18.4)
    #expect(countdown(ben)?.value == "11 s")
    #expect(countdown(ben)?.announcementNow == nil)
    // At 10 seconds left it is heard again, once.
    table.advance(by: 1)
    #expect(countdown(ben)?.announcementNow == "Ana's turn passes in 10 seconds")
    table.advance(by: 1)
    #expect(countdown(ben)?.announcementNow == nil)
    table.runClock(for: 8)
    #expect(countdown(ben)?.value == "1 s")
    table.advance(by: 1)
    // The turn passed: no countdown, and Ben is told it is his turn.
    #expect(table.views[ben]?.board?.verdict == "Ana is away: the turn passes. Your turn")
    #expect(countdown(ben) == nil)
    #expect(countdown(wu) == nil)
    #expect(
      table.views[ben]?.board?.status.items.contains { $0.label.contains("turn passes") }
        == false)
  }

  @Test func joiningByASeatedNameAtAFullTableSaysWhyItWatches() throws {
    let table = try TableHarness(setup: Self.twoPeopleSet)
    table.join("Ana")
    table.join("Ben")
    let again = table.join("ben")
    #expect(
      table.messages(to: again).contains(
        .said(sequence: 0, lines: ["Ben is already seated: you are watching."])))
    let wu = table.join("Ben", language: "zh_CN")
    #expect(
      table.messages(to: wu).contains(.said(sequence: 0, lines: ["Ben 已经入座：你正在观战。"])))
    #expect(table.views[again]?.watchers == 2)
  }

  @Test func aPlayerBackBeforeTheTimeoutKeepsTheTurn() throws {
    let table = try TableHarness(setup: Self.twoPeopleMemorize)
    let ana = table.join("Ana")
    let ben = table.join("Ben")
    let token = try table.seatToken(of: ana)
    table.drop(ana)
    table.advance(by: 20)
    let again = table.join("Ana", token: token)
    table.advance(by: 20)
    #expect(table.views[ben]?.board?.verdict == "Ana to move")
    #expect(table.views[again]?.board?.seats.map(\.isToMove) == [true, false])
  }

  @Test func aWholeMemorizeGameIsPlayedThroughTheProtocolAlone() throws {
    let table = try TableHarness(setup: Self.twoPeopleMemorize)
    let players = [table.join("Ana"), table.join("Ben", language: "zh_CN")]
    table.playMemorizeToTheEnd(players)
    let ana = try #require(table.views[players[0]]?.board)
    let ben = try #require(table.views[players[1]]?.board)
    #expect(ana.isOver)
    #expect(ana.cards.allSatisfy { $0.isMatched })
    #expect(ben.isOver)
    // The same game, each in its player's language.
    #expect(ana.ending?.title == "Game over!")
    #expect(ben.ending?.title == "游戏结束！")
    #expect(ana.seats.map(\.name) == ["Ana", "Ben"])
    // A rematch at the same table.
    table.send(.newGame, from: players[1])
    #expect(table.views[players[0]]?.board?.isOver == false)
    #expect(table.views[players[0]]?.board?.cards.allSatisfy { !$0.isMatched } == true)
  }

  // MARK: - Set

  @Test func theFirstValidClaimWinsAndTheLoserIsToldByHowMuch() throws {
    let table = try TableHarness(setup: Self.twoPeopleSet)
    let ana = table.join("Ana")
    let ben = table.join("Ben")
    let view = try #require(table.views[ana])
    let set = try #require(view.board.flatMap(SetFinder.aSet))
    let seen = view.version
    table.claim(set, from: ana)
    table.time.advance(by: 0.25)
    table.claim(set, from: ben, seenAt: seen)
    #expect(
      table.last(to: ben)
        == .lostRace(sequence: 1, winner: "Ana", by: 0.25, line: "Ana was first, by 250 ms."))
    let after = try #require(table.views[ben]?.board)
    #expect(after.race?.seats.map(\.score) == [1, 0])
    #expect(after.race?.recentEvents == ["Ana calls Set!", "Ana found a set: +1"])
    #expect(Set(after.cards.map(\.id)).isDisjoint(with: set))
  }

  /// The window and the full screen pick a claim's cards one by one: a pick that reaches the
  /// table after another player took its card is told who was first, as a claim of three is.
  @Test func aPickOfACardTakenSinceItWasSeenIsToldWhoWasFirst() throws {
    let table = try TableHarness(setup: Self.twoPeopleSet)
    let ana = table.join("Ana")
    let ben = table.join("Ben")
    let view = try #require(table.views[ben])
    let set = try #require(view.board.flatMap(SetFinder.aSet))
    table.send(.choose(cardID: set[0]), from: ben)
    table.send(.choose(cardID: set[1]), from: ben)
    table.claim(set, from: ana)
    table.time.advance(by: 0.25)
    table.send(.intent(sequence: 3, version: view.version, .choose(cardID: set[2])), from: ben)
    #expect(
      table.last(to: ben)
        == .lostRace(sequence: 3, winner: "Ana", by: 0.25, line: "Ana was first, by 250 ms."))
    let after = try #require(table.views[ben]?.board)
    #expect(after.race?.seats.map(\.score) == [1, 0])
    #expect(after.cards.filter(\.isSelected).isEmpty)
  }

  @Test func picksTowardsAClaimAreThePlayersOwn() throws {
    let table = try TableHarness(setup: Self.twoPeopleSet)
    let ana = table.join("Ana")
    let ben = table.join("Ben")
    let board = try #require(table.views[ana]?.board)
    let set = try #require(SetFinder.aSet(in: board))
    table.send(.choose(cardID: set[0]), from: ana)
    table.send(.choose(cardID: set[1]), from: ana)
    #expect(
      table.views[ana]?.board?.cards.filter(\.isSelected).map(\.id).sorted()
        == Array(set[0...1]).sorted())
    #expect(table.views[ben]?.board?.cards.contains(where: \.isSelected) == false)
    table.send(.choose(cardID: set[2]), from: ana)
    #expect(table.views[ben]?.board?.race?.seats.map(\.score) == [1, 0])
    #expect(table.views[ana]?.board?.cards.contains(where: \.isSelected) == false)
  }

  /// A player who pressed their Set! button first then picks the set, on the page as a claim of
  /// three, in the window and the full screen card by card: the call they made is the claim's
  /// (the page was told "Ben is calling: wait for the table to open." of Ben himself, then lost
  /// a point when the call ran out).
  @Test(arguments: [true, false])
  func aPlayerWhoCalledFirstTakesTheSetTheyPick(asAClaim: Bool) throws {
    let table = try TableHarness(setup: Self.twoPeopleSet)
    let ana = table.join("Ana")
    let ben = table.join("Ben")
    let board = try #require(table.views[ben]?.board)
    let set = try #require(SetFinder.aSet(in: board))
    table.send(.callSet(seat: 1), from: ben)
    #expect(table.views[ana]?.board?.race?.recentEvents == ["Ben calls Set!"])
    if asAClaim {
      table.claim(set, from: ben)
    } else {
      for card in set { table.send(.choose(cardID: card), from: ben) }
    }
    let after = try #require(table.views[ana]?.board)
    #expect(after.race?.seats.map(\.score) == [0, 1])
    #expect(after.race?.recentEvents == ["Ben calls Set!", "Ben found a set: +1"])
    #expect(Set(after.cards.map(\.id)).isDisjoint(with: set))
    #expect(table.views[ben]?.board?.cards.contains(where: \.isSelected) == false)
  }

  @Test func aWholeSetRaceEndsWithAWinnerAndAStatistic() throws {
    let table = try TableHarness(
      setup: TableSetup(game: .set, seats: [.person, .person, .computer(.casual)])!)
    let players = [table.join("Ana"), table.join("Ben")]
    table.playSetRaceToTheEnd(players)
    let board = try #require(table.views[players[1]]?.board)
    #expect(board.isOver)
    #expect(board.ending?.result == board.race?.result)
    #expect(board.deckCount == 0)
    #expect(table.host.app.statistics.record(for: Statistics.Key(game: .set)).finished == 1)
  }

  @Test func askingForMoreCardsCountsThePeopleWhoAreThere() throws {
    let table = try TableHarness(setup: Self.twoPeopleSet)
    let ana = table.join("Ana")
    let ben = table.join("Ben")
    #expect(table.views[ana]?.board?.cards.count == 12)
    table.send(.askForMoreCards(seat: 0), from: ana)
    // One ask of the two needed: nothing dealt yet.
    #expect(table.views[ana]?.board?.cards.count == 12)
    // Ben goes away: Ana's ask is a majority of those there, and three more come.
    table.drop(ben)
    #expect(table.views[ana]?.board?.cards.count == 15)
    // With Ben away, Ana's ask alone deals three more.
    table.send(.askForMoreCards(seat: 0), from: ana)
    #expect(table.views[ana]?.board?.cards.count == 18)
  }

  @Test func everyClientHoldsExactlyTheViewTheTableWouldMakeForItAlone() throws {
    // The table makes a seat's view from its watchers' one; the view each client holds, from
    // the messages it was sent, must be the one made for it alone, at every step.
    let table = try TableHarness(
      setup: TableSetup(game: .set, seats: [.person, .person, .person, .computer(.casual)])!)
    let players = [table.join("Ana"), table.join("Ben", language: "zh_CN"), table.join("Cy")]
    let watchers = [
      table.join("Dee", watch: true), table.join("Eve", language: "zh_CN", watch: true),
    ]
    func check(_ step: String) {
      for connection in players + watchers {
        // Through its text, as the client read it (a Set card's words are said anew on
        // reading, in the reader's language).
        let alone = table.host.view(for: connection).flatMap {
          TableCoding.message(TableView.self, from: TableCoding.text(of: $0), limit: .max)
            .map { table.placed($0, for: connection) }
        }
        #expect(table.views[connection] == alone, "\(step)")
      }
    }
    check("the deal")
    for turn in 0..<40 {
      guard let board = table.views[players[0]]?.board, !board.isOver else { break }
      // Ana picks two cards (hers alone), then someone claims a set or asks for more.
      table.send(.choose(cardID: board.cards[0].id), from: players[0])
      table.send(.choose(cardID: board.cards[1].id), from: players[0])
      check("turn \(turn), Ana's picks")
      if let set = SetFinder.aSet(in: board) {
        table.claim(set, from: players[turn % players.count])
      } else {
        for (seat, player) in players.enumerated() {
          table.send(.askForMoreCards(seat: seat), from: player)
        }
      }
      check("turn \(turn), after the claim")
      table.runClock(for: 0.5)
      check("turn \(turn), the clock run")
    }
  }

  // MARK: - Seats held

  @Test func aDroppedPlayerResumesExactlyWithTheSeatToken() throws {
    // Turns that never pass: the seat is held to the end of the game, whatever the wait.
    let table = try TableHarness(
      setup: TableSetup(game: .memorize, seats: [.person, .person], turnTimeout: .infinity)!)
    let ana = table.join("Ana")
    let ben = table.join("Ben")
    let cards = try #require(table.views[ana]?.board?.cards)
    table.send(.choose(cardID: cards[0].id), from: ana)
    let token = try table.seatToken(of: ana)
    let before = try #require(table.views[ana])
    table.drop(ana)
    #expect(table.views[ben]?.seats.map(\.text) == ["Ana (away)", "Ben"])
    table.advance(by: 600)
    let back = table.join("Ana again", token: token)
    let resumed = try #require(table.views[back])
    #expect(resumed.seat == 0)
    #expect(resumed.board?.cards == before.board?.cards)
    #expect(resumed.board?.seats == before.board?.seats)
    #expect(table.views[ben]?.seats.map(\.text) == ["Ana", "Ben"])
    // A second connection with the token takes the seat over; the first is told and closed.
    let again = table.join("Ana", token: token)
    #expect(table.closed == [back])
    #expect(table.views[again]?.seat == 0)
  }

  /// Issue 23: a seat is never taken by its player's name alone. While Ana is connected, a
  /// joiner named Ana without her token sits elsewhere before the game ("Ana 2") or watches
  /// after it, and Ana is not dropped; her token alone takes the seat over.
  @Test func aSeatIsNeverTakenByNameAlone() throws {
    let table = try TableHarness(
      setup: TableSetup(game: .memorize, seats: [.person, .person, .person])!)
    let ana = table.join("Ana")
    let twin = table.join("Ana")
    #expect(table.views[twin]?.seat == 1)
    #expect(table.views[ana]?.seats.map(\.text) == ["Ana", "Ana 2", "Free seat"])
    table.join("Ben")
    let late = table.join("Ana")
    #expect(table.views[late]?.seat == nil)
    #expect(
      table.messages(to: late).contains(
        .said(sequence: 0, lines: ["Ana is already seated: you are watching."])))
    #expect(table.closed == [])
    #expect(table.views[ana]?.seat == 0)
    #expect(table.views[ana]?.seats.map(\.text) == ["Ana", "Ana 2", "Ben"])
  }

  @Test func aSeatDroppedBeforeTheStartComesFreeAfterItsHold() throws {
    let table = try TableHarness(
      setup: TableSetup(game: .set, seats: [.person, .person], seatHold: 30)!)
    let ana = table.join("Ana")
    // Held from when her connection closed, her grace within it.
    table.disconnect(ana)
    table.advance(by: 29)
    let ben = table.join("Ben")
    #expect(table.views[ben]?.seats.map(\.text) == ["Ana (away)", "Ben"])
    // Ana's seat, held while she is away, is one the table still waits for (it said "0 more").
    #expect(table.views[ben]?.waiting == "Waiting for 1 more player: join with the code BLUE-42")
    #expect(table.host.nextWakeup == table.time.now + 1)
    table.advance(by: 1)
    #expect(table.views[ben]?.seats.map(\.text) == ["Free seat", "Ben"])
    #expect(table.views[ben]?.waiting == "Waiting for 1 more player: join with the code BLUE-42")
    let cleo = table.join("Cleo")
    #expect(table.views[cleo]?.seat == 0)
    #expect(table.host.hasStarted)
  }

  // MARK: - What a client may see

  @Test func noMessageCarriesWhatItsPlayerMayNotSee() throws {
    let table = try TableHarness(setup: Self.twoPeopleMemorize)
    let players = [table.join("Ana"), table.join("Ben")]
    let watcher = table.join("Cleo", watch: true)
    let theme = try #require(table.host.app.memorize?.theme)
    var memory: [String: Set<Int>] = [:]
    var firstSeen: [String: Int] = [:]
    for step in 0..<400 {
      guard let board = table.views[players[0]]?.board, !board.isOver else { break }
      for card in board.cards {
        if case .emoji(let emoji, _)? = card.face {
          memory[emoji, default: []].insert(card.id)
          if firstSeen[emoji] == nil { firstSeen[emoji] = step }
        }
      }
      let mover = try #require(board.seats.firstIndex { $0.isToMove })
      table.send(
        .choose(cardID: MemoryClient.choice(in: board, memory: memory)), from: players[mover])
    }
    #expect(table.views[watcher]?.board?.isOver == true)
    // Before a card was turned, no message to anyone named any of the theme's emoji.
    for connection in players + [watcher] {
      let opening = table.messages(to: connection).prefix { message in
        if case .board = message { return false }
        return true
      }
      let firstBoard = try #require(table.sent[connection]?[opening.count])
      for emoji in theme.emoji {
        #expect(!firstBoard.contains(emoji), "the first board names \(emoji)")
      }
    }
    // Every view ever held: a card's face is in it only face up or matched, and the ids of a
    // pair say nothing (the game's own ids are 2k and 2k + 1).
    let final = try #require(table.views[watcher]?.board)
    var pairs: [String: [Int]] = [:]
    for card in final.cards {
      if case .emoji(let emoji, _)? = card.face { pairs[emoji, default: []].append(card.id) }
    }
    let related = pairs.values.filter {
      $0.count == 2 && ($0[0] ^ 1 == $0[1] || abs($0[0] - $0[1]) == 1)
    }
    #expect(related.count <= 1)
    #expect(
      final.cards.allSatisfy { $0.id > 16 || $0.id < 1 } || final.cards.map(\.id).max() ?? 0 > 1000)
    #expect(!final.dealToken.contains(":"))
  }

  @Test func aSetClientNeverSeesTheDeck() throws {
    let table = try TableHarness(setup: Self.twoPeopleSet)
    let ana = table.join("Ana")
    table.join("Ben")
    let race = try #require(table.host.app.setRace?.race)
    let onTable = Set(race.game.cardsInPlay.map(\.id))
    let deck = SetCard.allCards.filter { !onTable.contains($0.id) }
    #expect(deck.count == 69)
    let texts = table.sent[ana] ?? []
    for words in deck.map({ card in Localization.withLanguage(.english) { SetSymbol(card).words } })
    {
      #expect(!texts.contains { $0.contains("\"\(words)\"") }, "a message names \(words)")
    }
  }
}

extension ServerMessage {
  /// The reason of a refusal, for short expectations.
  var refusalReason: String? {
    if case .refused(_, let reason) = self { return reason }
    return nil
  }
}

/// A client that plays Memorize from what it was shown: a pair it knows, else a card never seen.
enum MemoryClient {
  static func choice(in board: BoardPresentation, memory: [String: Set<Int>]) -> Int {
    let open = board.cards.filter { !$0.isMatched }
    let faceUp = open.filter(\.isFaceUp)
    let pendingMismatch = faceUp.count == 2
    if faceUp.count == 1, case .emoji(let emoji, _)? = faceUp[0].face,
      let twin = memory[emoji]?.first(where: { $0 != faceUp[0].id })
    {
      return twin
    }
    let openIDs = Set(open.map(\.id))
    if faceUp.count != 1 || pendingMismatch {
      for ids in memory.values where ids.count == 2 && ids.isSubset(of: openIDs) {
        if let id = ids.first(where: { id in !faceUp.contains { $0.id == id } || pendingMismatch })
        {
          return id
        }
      }
    }
    let known = Set(memory.values.flatMap { $0 })
    let unseen = open.first { !known.contains($0.id) && !$0.isFaceUp }
    return (unseen ?? open.first { !$0.isFaceUp } ?? open[0]).id
  }
}

/// Finds a set among the cards a client was shown.
enum SetFinder {
  static func aSet(in board: BoardPresentation) -> [Int]? {
    let cards: [(Int, SetSymbol)] = board.cards.compactMap {
      if case .set(let symbol)? = $0.face { return ($0.id, symbol) }
      return nil
    }
    for a in cards.indices {
      for b in cards.indices where b > a {
        for c in cards.indices where c > b {
          let trio = [cards[a].1, cards[b].1, cards[c].1]
          if isSet(trio) { return [cards[a].0, cards[b].0, cards[c].0] }
        }
      }
    }
    return nil
  }

  static func isSet(_ trio: [SetSymbol]) -> Bool {
    func ok<T: Hashable>(_ values: [T]) -> Bool { Set(values).count != 2 }
    return ok(trio.map(\.count)) && ok(trio.map(\.shape)) && ok(trio.map(\.ink))
      && ok(trio.map(\.shading))
  }
}

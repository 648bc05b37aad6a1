import CardGames
import Foundation
import Testing

@testable import Memorize

/// Issue 23 (table-56): what a shared table says to one reader, and of the seats that come and
/// go — a seat's own verdict speaks to it, a return is said at every game, the waiting line
/// counts a seat in its grace as there, and a watcher's own lines are kept.
@Suite struct TableOwnLinesTests {
  static let three = TableSetup(game: .memorize, seats: [.person, .person, .person])!

  /// Every entry of `connection`'s log, in order.
  static func log(_ table: TableHarness, to connection: Int) -> [String] {
    TableLeaveGraceTests.log(table, to: connection)
  }

  /// The log a face is sent right after its welcome.
  static func history(_ table: TableHarness, to connection: Int) -> [String] {
    TableLeaveGraceTests.history(table, to: connection)
  }

  // MARK: - 1. One's own match or mismatch

  /// On Ben's screen "Ben: No match. −1: 🍫 turned up again": the one verdict that still named
  /// the seat on its own screen, where "Your turn" and "You are back." speak to it.
  @Test func aSeatsOwnVerdictSpeaksToItLiveAndInItsLogAfterARejoin() throws {
    let table = try TableHarness(setup: TableNewsTests.two)
    let ana = table.join("Ana", news: true)
    let ben = table.join("Ben", news: true)
    let cy = table.join("Cy", watch: true, news: true)
    let board = try #require(table.views[ana]?.board)
    table.send(.choose(cardID: board.cards[0].id), from: ana)
    table.send(.choose(cardID: board.cards[1].id), from: ana)
    let theirs = try #require(table.views[ben]?.board?.verdict)
    let watchers = try #require(table.views[cy]?.board?.verdict)
    let own = try #require(table.views[ana]?.board?.verdict)
    // The others read Ana's name; Ana reads "You", in the line and in every shorter form.
    #expect(theirs.hasPrefix("Ana: "))
    #expect(watchers.hasPrefix("Ana: "))
    #expect(own.hasPrefix("You: "))
    #expect(own.dropFirst("You: ".count) == watchers.dropFirst("Ana: ".count))
    let shorter = try #require(table.views[ana]?.board?.shorterVerdicts)
    #expect(!shorter.isEmpty)
    #expect(!shorter.contains { $0.contains("Ana") })
    #expect(table.views[ana]?.board?.spokenVerdict?.contains("Ana") != true)
    // Her live log says it to her; the others' logs name her.
    #expect(Self.log(table, to: ana).last == own)
    #expect(Self.log(table, to: cy).last == watchers)
    // Back in Chinese, her log still speaks to her.
    let token = try #require(try table.seatToken(of: ana))
    let chinese = table.join("Ana", language: "zh_CN", token: token, news: true)
    let verdict = try #require(table.views[chinese]?.board?.verdict)
    #expect(verdict.hasPrefix("你："))
    let resent = Self.history(table, to: chinese)
    #expect(resent.last == verdict)
    #expect(!resent.contains { $0.contains("Ana") })
    // And in English, as she read it live.
    let english = table.join("Ana", token: token, news: true)
    #expect(Self.history(table, to: english).last == own)
    #expect(Self.history(table, to: table.join("Dee", watch: true, news: true)).last == watchers)
  }

  /// The mismatch of the play-test, a card turned up again: "−1: 🍫 turned up again" speaks to
  /// the seat as "You" before it, while the others read the name.
  @Test func aSeatsOwnMismatchThatCostsAPointSpeaksToIt() throws {
    let table = try TableHarness(setup: TableNewsTests.two)
    let ana = table.join("Ana", news: true)
    let ben = table.join("Ben", language: "zh_CN", news: true)
    // Ben turns new cards; Ana turns a card she saw before beside a new one, until one of
    // her turns is a mismatch that costs a point.
    var turned: Set<Int> = []
    var anasSeen: [Int] = []
    for _ in 0..<60 {
      guard let board = table.views[ana]?.board, !board.isOver, board.seats.count == 2 else {
        break
      }
      let mover = board.seats[0].isToMove ? ana : ben
      let down = board.cards.filter { !$0.isFaceUp && !$0.isMatched }.map(\.id)
      let fresh = down.filter { !turned.contains($0) }
      let again = anasSeen.filter(down.contains)
      let picks: [Int]
      if mover == ana, let old = again.first, let new = fresh.first {
        picks = [old, new]
      } else if fresh.count >= 2 {
        picks = Array(fresh.prefix(2))
      } else {
        break
      }
      for id in picks {
        table.send(.choose(cardID: id), from: mover)
        turned.insert(id)
        if mover == ana { anasSeen.append(id) }
      }
      let own = try #require(table.views[ana]?.board?.verdict)
      if mover == ana, own.contains("turned up again") {
        #expect(own.hasPrefix("You: No match. −1: "))
        #expect(!own.contains("Ana"))
        let others = try #require(table.views[ben]?.board?.verdict)
        #expect(others.hasPrefix("Ana："))
        #expect(Self.log(table, to: ana).last == own)
        return
      }
    }
    Issue.record("no mismatch of a card turned up again")
  }

  // MARK: - 2. A return is said at every game

  /// A player's connection killed outright, away past their grace, then back: the log said
  /// "Ben left; their seat waits for them." and never that he was back (only after a passed
  /// turn, or at a race).
  @Test(arguments: [TableNewsTests.two, TableMatchismoTests.twoPeople])
  func aReturnIsSaidAtEveryGame(setup: TableSetup) throws {
    let table = try TableHarness(setup: setup)
    let ana = table.join("Ana", news: true)
    let ben = table.join("Ben", news: true)
    let cy = table.join("Cy", language: "zh_CN", watch: true, news: true)
    let token = try #require(try table.seatToken(of: ben))
    // Ana is to move: Ben's turn does not pass while he is away.
    table.drop(ben)
    #expect(Self.log(table, to: ana).last == "Ben left; their seat waits for them.")
    let back = table.join("Ben", language: "zh_CN", token: token, news: true)
    #expect(Self.log(table, to: ana).last == "Ben is back.")
    #expect(Self.log(table, to: cy).suffix(2) == ["Ben 离开了，座位为其保留。", "Ben 回来了。"])
    #expect(table.views[ana]?.seats[1].text == "Ben")
    // His own log, sent again, speaks to him.
    #expect(Self.history(table, to: back).suffix(2) == ["你离开了，座位为你保留。", "你回来了。"])
    // Back within the grace, nothing is said, as nothing was said of leaving.
    let before = Self.log(table, to: ana)
    table.disconnect(back)
    _ = table.join("Ben", token: token, news: true)
    table.advance(by: 10)
    #expect(Self.log(table, to: ana) == before)
  }

  // MARK: - 3. The waiting line and the grace

  /// A seat within its grace read "Ben" (there) while the waiting line counted it missing.
  @Test func theWaitingLineCountsASeatInItsGraceAsThere() throws {
    let table = try TableHarness(setup: Self.three)
    let ana = table.join("Ana")
    let ben = table.join("Ben")
    #expect(table.views[ana]?.waiting == "Waiting for 1 more player: join with the code BLUE-42")
    table.disconnect(ben)
    #expect(table.views[ana]?.seats[1].text == "Ben")
    #expect(table.views[ana]?.waiting == "Waiting for 1 more player: join with the code BLUE-42")
    table.advance(by: TableSetup.defaultLeaveGrace - 0.5)
    #expect(table.views[ana]?.waiting == "Waiting for 1 more player: join with the code BLUE-42")
    // Once the grace runs out, Ben is away and waited for, in the same change.
    table.advance(by: 0.5)
    #expect(table.views[ana]?.seats[1].text == "Ben (away)")
    #expect(table.views[ana]?.waiting == "Waiting for 2 more players: join with the code BLUE-42")
  }

  /// As the waiting line counts a seat in its grace as there, the last seat taken then starts
  /// the game; one away past its grace is still waited for.
  @Test func theLastSeatTakenWithinAnothersGraceStartsTheGame() throws {
    let table = try TableHarness(setup: Self.three)
    let ana = table.join("Ana")
    let ben = table.join("Ben")
    let token = try #require(try table.seatToken(of: ben))
    table.disconnect(ben)
    _ = table.join("Cy")
    #expect(table.host.hasStarted)
    #expect(table.views[ana]?.waiting == nil)
    #expect(table.views[ana]?.board != nil)
    // Ben's page comes back to a game on.
    let back = table.join("Ben", token: token)
    #expect(table.views[back]?.board != nil)

    let late = try TableHarness(setup: Self.three)
    _ = late.join("Ana")
    late.drop(late.join("Ben"))
    let cy = late.join("Cy")
    #expect(!late.host.hasStarted)
    #expect(late.views[cy]?.waiting == "Waiting for 1 more player: join with the code BLUE-42")
  }

  // MARK: - 4. A watcher's own lines

  /// A watcher told something alone ("You are watching this table: only its players play.")
  /// lost it from its log when it joined again (its page switching language).
  @Test func aWatchersOwnLinesAreKeptForWhenItJoinsAgain() throws {
    let table = try TableHarness(setup: TableNewsTests.two)
    _ = table.join("Ana", news: true)
    _ = table.join("Ben", news: true)
    let cy = table.join("Cy", watch: true, news: true)
    table.send(.newGame, from: cy)
    let refusal = "You are watching this table: only its players play."
    #expect(Self.log(table, to: cy).last == refusal)
    let token = try #require(try table.watcherToken(of: cy))
    // Cy's page switches to Chinese: it joins again with its token.
    let chinese = table.join("Cy", language: "zh_CN", watch: true, news: true, watcherToken: token)
    #expect(try table.watcherToken(of: chinese) == token)
    let resent = Self.history(table, to: chinese)
    #expect(resent.last == "你正在观战：只有牌桌上的玩家才能玩。")
    #expect(resent.count == Self.log(table, to: cy).count)
    // Back in English: what Cy saw live, line for line.
    let english = table.join("Cy", watch: true, news: true, watcherToken: token)
    #expect(Self.history(table, to: english) == Self.log(table, to: cy))
    // Said to Cy alone: another watcher's log and a player's leave it out; a token the table
    // never gave is a new watcher's.
    let dee = table.join("Dee", watch: true, news: true)
    #expect(!Self.history(table, to: dee).contains(refusal))
    let stranger = table.join("Eve", watch: true, news: true, watcherToken: "made-up")
    #expect(try table.watcherToken(of: stranger) != "made-up")
    #expect(!Self.history(table, to: stranger).contains(refusal))
    // A face that keeps no log is given no token; a seat is given none.
    #expect(try table.watcherToken(of: table.join("Fay", watch: true)) == nil)
  }

  /// A page opened and closed over and over was a new watcher each time, each with a token
  /// and lines kept for ever: the table knows its latest `keptWatchers` and forgets the
  /// earliest, with what was said to it alone.
  @Test func aTableForgetsItsEarliestWatcherPastItsLimit() throws {
    let table = try TableHarness(setup: TableNewsTests.two)
    _ = table.join("Ana", news: true)
    _ = table.join("Ben", news: true)
    let refusal = "You are watching this table: only its players play."
    var tokens: [String] = []
    for index in 0...TableHost.keptWatchers {
      let watcher = table.join("W\(index)", watch: true, news: true)
      table.send(.newGame, from: watcher)
      tokens.append(try #require(try table.watcherToken(of: watcher)))
      table.drop(watcher)
    }
    // The second is still known, its refusal kept.
    let second = table.join("W1", watch: true, news: true, watcherToken: tokens[1])
    #expect(try table.watcherToken(of: second) == tokens[1])
    #expect(Self.history(table, to: second).last == refusal)
    // The earliest is a stranger now: given a new token, told none of its old lines.
    let first = table.join("W0", watch: true, news: true, watcherToken: tokens[0])
    #expect(try table.watcherToken(of: first) != tokens[0])
    #expect(!Self.history(table, to: first).contains(refusal))
  }

  /// A page that asked for a seat at a full table is told it watches, once: in the log it is
  /// sent at its welcome, and again there when it joins again.
  @Test func aFullTablesNoteIsLoggedOnceAndKept() throws {
    let table = try TableHarness(setup: TableNewsTests.two)
    _ = table.join("Ana")
    _ = table.join("Ben")
    let cy = table.join("Cy", news: true)
    let note = "Every seat is taken: you are watching."
    #expect(Self.log(table, to: cy).filter { $0 == note }.count == 1)
    let token = try #require(try table.watcherToken(of: cy))
    let again = table.join("Cy", language: "zh_CN", news: true, watcherToken: token)
    let resent = Self.history(table, to: again)
    #expect(resent.filter { $0 == "座位已满：你正在观战。" }.count == 1)
    #expect(!resent.contains(note))
    #expect(Self.log(table, to: again).count == resent.count)
    // Back in English, the log Cy's page held live, line for line: the note once, in English.
    let english = table.join("Cy", news: true, watcherToken: token)
    #expect(Self.history(table, to: english) == Self.log(table, to: cy))
  }
}

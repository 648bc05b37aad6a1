import CardGames
import Foundation
import Testing

@testable import Memorize

/// Issue 23 (log-55): the page's log of a seat, sent again after a language switch, left out
/// the lines said to that seat alone; a page that reconnected to switch its language logged
/// "Dee left; their seat waits for them." then "Dee is back."; and a player's own screen named
/// them ("Ana is back.") where it speaks to them everywhere else ("You win").
@Suite struct TableLeaveGraceTests {
  static let race = TableSetup(game: .set, seats: [.person, .person])!

  /// Every entry of `connection`'s log, in order.
  static func log(_ table: TableHarness, to connection: Int) -> [String] {
    TableNewsTests.news(table, to: connection).flatMap { $0 }
  }

  /// The log a face is sent right after its welcome: what happened before it came.
  static func history(_ table: TableHarness, to connection: Int) -> [String] {
    let messages = table.messages(to: connection)
    guard
      let welcomed = messages.firstIndex(where: { if case .welcome = $0 { true } else { false } }),
      messages.indices.contains(welcomed + 1), case .news(let lines) = messages[welcomed + 1]
    else { return [] }
    return lines
  }

  // MARK: - A seat's own lines in the kept log

  @Test func aLineSaidToOneSeatIsSentAgainInTheLanguageItNowAsksFor() throws {
    let table = try TableHarness(setup: Self.race, seed: 3)
    let ana = table.join("Ana", news: true)
    let ben = table.join("Ben", news: true)
    table.send(.callSet(seat: 0), from: ana)
    table.send(.callSet(seat: 1), from: ben)
    let refusal = "Ana is calling: wait for the table to open."
    let live = Self.log(table, to: ben)
    #expect(live.last == refusal)
    // Ben's page switches to Chinese: a new connection in Ben's seat.
    let token = try #require(try table.seatToken(of: ben))
    let chinese = table.join("Ben", language: "zh_CN", token: token, news: true)
    let resent = Self.history(table, to: chinese)
    #expect(resent.last == "Ana 已喊“形色！”：请等牌桌空出来。")
    #expect(resent.count == live.count)
    // And back to English: what Ben saw live, line for line.
    let english = table.join("Ben", token: token, news: true)
    #expect(Self.history(table, to: english) == live)
    // It was said to Ben alone: Ana's log and a watcher's leave it out.
    let anaAgain = table.join(
      "Ana", token: try #require(try table.seatToken(of: ana)), news: true)
    #expect(!Self.history(table, to: anaAgain).contains(refusal))
    let cy = table.join("Cy", watch: true, news: true)
    #expect(!Self.history(table, to: cy).contains(refusal))
  }

  @Test func aSeatTellsItsOwnLinesNoOneElsesEntriesOut() throws {
    let table = try TableHarness(setup: Self.race, seed: 3)
    let ana = table.join("Ana", news: true)
    let ben = table.join("Ben", news: true)
    table.send(.callSet(seat: 0), from: ana)
    // Ben is refused many times, alternating two refusals so that each is an entry.
    for _ in 0..<30 {
      table.send(.callSet(seat: 1), from: ben)
      table.send(.hint, from: ben)
    }
    let token = try #require(try table.seatToken(of: ben))
    let again = table.join("Ben", token: token, news: true)
    let resent = Self.history(table, to: again)
    // Ben's log keeps its last 40 entries, as the page does, his own among them.
    #expect(resent.count == TableNews.Kept.limit)
    #expect(resent == Array(Self.log(table, to: ben).suffix(TableNews.Kept.limit)))
    // Ana's log still has the game's start, which Ben's lines pushed out of his only.
    let anaAgain = table.join(
      "Ana", token: try #require(try table.seatToken(of: ana)), news: true)
    #expect(Self.history(table, to: anaAgain).contains("Everyone is seated: the game starts."))
  }

  // MARK: - The grace before a seat is away

  @Test(arguments: [TableNewsTests.two, TableMatchismoTests.twoPeople, race])
  func aFaceBackWithinItsGraceChangesNothingAnyoneSees(setup: TableSetup) throws {
    let table = try TableHarness(setup: setup, seed: 3)
    let ana = table.join("Ana", news: true)
    let dee = table.join("Dee", news: true)
    let cy = table.join("Cy", language: "zh_CN", watch: true, news: true)
    let before = (ana: Self.log(table, to: ana), cy: Self.log(table, to: cy))
    let seatsBefore = table.views[ana]?.seats
    // Dee's page switches language: its connection closes, a new one comes a moment later.
    let token = try #require(try table.seatToken(of: dee))
    table.disconnect(dee)
    #expect(table.views[ana]?.seats == seatsBefore)
    table.advance(by: TableSetup.defaultLeaveGrace - 1)
    #expect(table.views[ana]?.seats == seatsBefore)
    _ = table.join("Dee", language: "zh_CN", token: token, news: true)
    table.advance(by: 10)
    #expect(Self.log(table, to: ana) == before.ana)
    #expect(Self.log(table, to: cy) == before.cy)
    #expect(table.views[ana]?.seats == seatsBefore)
  }

  @Test(arguments: [TableNewsTests.two, TableMatchismoTests.twoPeople, race])
  func aSeatAwayPastItsGraceIsSaidToLeaveAtEveryGame(setup: TableSetup) throws {
    let table = try TableHarness(setup: setup, seed: 3)
    let ana = table.join("Ana", news: true)
    let ben = table.join("Ben")
    let cy = table.join("Cy", language: "zh_CN", watch: true, news: true)
    table.disconnect(ben)
    table.advance(by: TableSetup.defaultLeaveGrace - 0.5)
    #expect(Self.log(table, to: ana).last != "Ben left; their seat waits for them.")
    #expect(table.views[ana]?.seats[1].text == "Ben")
    // The table wakes when the grace runs out, and says it then.
    #expect(table.host.nextWakeup == table.time.now + 0.5)
    table.advance(by: 0.5)
    #expect(Self.log(table, to: ana).last == "Ben left; their seat waits for them.")
    #expect(Self.log(table, to: cy).last == "Ben 离开了，座位为其保留。")
    #expect(table.views[ana]?.seats[1].text == "Ben (away)")
  }

  @Test(arguments: [TableNewsTests.two, TableMatchismoTests.twoPeople])
  func theTurnOfAPlayerAwayCountsDownFromTheEndOfTheirGrace(setup: TableSetup) throws {
    let table = try TableHarness(setup: setup)
    let ana = table.join("Ana")
    let ben = table.join("Ben")
    func countdown() -> String? {
      table.views[ben]?.board?.status.items.first { $0.isClock && $0.label.contains("Ana") }
        .map { Typography.spaced($0.label, $0.value) }
    }
    let left = table.time.now
    table.disconnect(ana)
    #expect(countdown() == nil)
    table.advance(by: TableSetup.defaultLeaveGrace - 1)
    #expect(countdown() == nil)
    table.advance(by: 1)
    #expect(countdown() == "Ana's turn passes in 30 s")
    table.runClock(for: 29.5)
    #expect(countdown() == "Ana's turn passes in 1 s")
    // It passes 35 s after Ana left: her grace, then the turn's timeout.
    let due = try #require(table.host.nextWakeup)
    #expect(abs(due - (left + TableSetup.defaultLeaveGrace + setup.turnTimeout)) < 0.001)
    table.advance(by: 1)
    #expect(countdown() == nil)
    #expect(table.views[ben]?.board?.verdict?.hasPrefix("Ana is away: the turn passes.") == true)
  }

  @Test func theGraceIsTheSetupsOwn() throws {
    let setup = try #require(
      TableSetup(game: .memorize, seats: [.person, .person], leaveGrace: 0))
    let table = try TableHarness(setup: setup)
    let ana = table.join("Ana", news: true)
    let ben = table.join("Ben")
    table.disconnect(ben)
    #expect(table.views[ana]?.seats[1].text == "Ben (away)")
    #expect(TableSetup(game: .set, seats: [.person])?.leaveGrace == 5)
  }

  // MARK: - Back, and away, on one's own screen

  @Test(arguments: [TableNewsTests.two, TableMatchismoTests.twoPeople])
  func aPlayerBackFromAPassedTurnIsSpokenToOnTheirOwnScreen(setup: TableSetup) throws {
    let table = try TableHarness(setup: setup)
    let ana = table.join("Ana", news: true)
    let ben = table.join("Ben", news: true)
    let token = try #require(try table.seatToken(of: ana))
    table.drop(ana)
    table.runClock(for: setup.turnTimeout)
    #expect(table.views[ben]?.board?.verdict?.hasPrefix("Ana is away: the turn passes.") == true)
    let back = table.join("Ana", token: token, news: true)
    #expect(table.views[back]?.board?.verdict?.hasPrefix("You are back.") == true)
    #expect(table.views[ben]?.board?.verdict?.hasPrefix("Ana is back.") == true)
    #expect(Self.log(table, to: ben).last?.hasPrefix("Ana is back.") == true)
    // Her log, sent again in Chinese, speaks to her too.
    let chinese = table.join("Ana", language: "zh_CN", token: token, news: true)
    #expect(table.views[chinese]?.board?.verdict?.hasPrefix("你回来了。") == true)
    let resent = Self.history(table, to: chinese)
    #expect(resent.contains { $0.hasPrefix("你离开了，座位为你保留。") })
    #expect(resent.contains { $0.hasPrefix("你不在：跳过这一轮。") })
    #expect(resent.last?.hasPrefix("你回来了。") == true)
    #expect(!resent.contains { $0.contains("Ana") })
  }

  @Test func aPlayerBackAtARaceIsSpokenToOnTheirOwnScreen() throws {
    let table = try TableHarness(setup: Self.race, seed: 3)
    let ana = table.join("Ana", news: true)
    let ben = table.join("Ben", news: true)
    let token = try #require(try table.seatToken(of: ben))
    table.drop(ben)
    let back = table.join("Ben", token: token, news: true)
    #expect(
      table.views[back]?.board?.race?.recentEvents.suffix(2) == [
        "You left; your seat waits for you.", "You are back.",
      ])
    #expect(
      table.views[ana]?.board?.race?.recentEvents.suffix(2) == [
        "Ben left; their seat waits for them.", "Ben is back.",
      ])
    let chinese = table.join("Ben", language: "zh_CN", token: token, news: true)
    #expect(Self.history(table, to: chinese).suffix(2) == ["你离开了，座位为你保留。", "你回来了。"])
  }
}

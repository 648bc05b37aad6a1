import CardGames
import Foundation
import Testing

@testable import Memorize

/// The log of what happened that a table keeps for a face that asks for it (the browser page's
/// "What happened"): the table chooses and words every entry, the face only draws them.
@Suite struct TableNewsTests {
  static let two = TableSetup(game: .memorize, seats: [.person, .person])!

  /// Every news message `connection` was sent, in order.
  static func news(_ table: TableHarness, to connection: Int) -> [[String]] {
    table.messages(to: connection).compactMap {
      if case .news(let lines) = $0 { lines } else { nil }
    }
  }

  @Test func aFaceThatAsksIsToldWhatHappenedInItsWordsAndOnlyThat() throws {
    let table = try TableHarness(setup: Self.two)
    let ana = table.join("Ana", news: true)
    #expect(
      Self.news(table, to: ana) == [["Waiting for 1 more player: join with the code BLUE-42"]])
    let ben = table.join("Ben")
    let dee = table.join("Dee", language: "zh_CN", watch: true, news: true)
    // The game started: that the wait is over and who moves first are news, said to Ana as
    // her turn. A face that joins with the board there is sent the table's log so far in its
    // words, and a face that did not ask is sent no news at all.
    #expect(
      Self.news(table, to: ana) == [
        ["Waiting for 1 more player: join with the code BLUE-42"],
        ["Everyone is seated: the game starts.", "Your turn"],
      ])
    let chineseToMove = try #require(table.views[dee]?.board?.verdict)
    #expect(
      Self.news(table, to: dee) == [
        ["还在等 1 位玩家：用桌号 BLUE-42 加入", "所有座位已坐满：游戏开始。", chineseToMove]
      ])
    #expect(Self.news(table, to: ben) == [])
    // A refusal is logged for the refused face alone; said again at once, it is not logged
    // twice.
    table.send(.newGame, from: ana)
    table.send(.newGame, from: ana)
    #expect(
      Self.news(table, to: ana).last == ["The game is still on: a new one can start when it ends."])
    #expect(Self.news(table, to: ana).count == 3)
    table.send(.newGame, from: ben)
    #expect(Self.news(table, to: ben) == [])
    #expect(Self.news(table, to: dee).count == 1)
    // A card turned is no news; the verdict of a turn is, for every face that asked, in its
    // language.
    let board = try #require(table.views[ana]?.board)
    table.send(.choose(cardID: board.cards[0].id), from: ana)
    #expect(Self.news(table, to: ana).count == 3)
    table.send(.choose(cardID: board.cards[1].id), from: ana)
    let verdict = try #require(table.views[ana]?.board?.verdict)
    let chineseVerdict = try #require(table.views[dee]?.board?.verdict)
    #expect(Self.news(table, to: ana).last == [verdict])
    #expect(Self.news(table, to: dee).last == [chineseVerdict])
    #expect(Self.news(table, to: dee).count == 2)
    #expect(chineseVerdict != verdict)
  }

  /// Issue 51: once both players sat down, the page's log still began with "Waiting for 1 more
  /// player", as if the table still waited. The log says when the wait ended.
  @Test func theLogSaysWhenTheWaitEnded() throws {
    let table = try TableHarness(setup: Self.two)
    let ana = table.join("Ana", news: true)
    let ben = table.join("Ben", language: "zh_CN", news: true)
    let log = Self.news(table, to: ana).flatMap { $0 }
    #expect(
      log == [
        "Waiting for 1 more player: join with the code BLUE-42",
        "Everyone is seated: the game starts.", "Your turn",
      ])
    // The player who took the last seat is sent the same log, in Chinese.
    #expect(
      Self.news(table, to: ben).flatMap { $0 } == [
        "还在等 1 位玩家：用桌号 BLUE-42 加入", "所有座位已坐满：游戏开始。",
        try #require(table.views[ben]?.board?.verdict),
      ])
  }

  /// Issue 51: the page that switched to 简体中文 after a game found its log ("牌桌动态")
  /// empty: a new language is a new connection, and the table logged afresh for it. The table
  /// keeps its log in every language and sends it to a face that comes (back), in its words:
  /// the same entries a face in that language logged all along.
  @Test func aFaceBackInAnotherLanguageIsSentTheLogInIt() throws {
    let table = try TableHarness(setup: Self.two)
    let ana = table.join("Ana", news: true)
    let dee = table.join("Dee", language: "zh_CN", watch: true, news: true)
    let ben = table.join("Ben")
    table.playMemorizeToTheEnd([ana, ben])
    let english = Self.news(table, to: ana).flatMap { $0 }
    let chinese = Self.news(table, to: dee).flatMap { $0 }
    #expect(english.count >= 12)
    #expect(chinese.count == english.count)
    let token = try #require(try table.seatToken(of: ana))
    table.drop(ana)
    let back = table.join("Ana", language: "zh_CN", token: token, news: true)
    let ending = try #require(table.views[back]?.board?.ending)
    let log = Self.news(table, to: back)
    // The watcher's log, with Ana's turns said to her ("轮到你了", not "轮到 Ana"), and her own
    // verdicts ("你：没有配对。", not "Ana：没有配对。"); Ben's stay.
    let toAna = chinese.map { line -> String in
      let turn = line.hasSuffix("轮到 Ana") ? line.dropLast("轮到 Ana".count) + "轮到你了" : line
      return turn.hasPrefix("Ana：") ? "你：" + turn.dropFirst("Ana：".count) : turn
    }
    #expect(toAna != chinese)
    #expect(chinese.contains { $0.hasSuffix("轮到 Ben") })
    #expect(log.count == 1)
    #expect(log.first == Array(toAna.suffix(TableNews.Kept.limit)))
    #expect(log.first?.suffix(2) == ["游戏结束！", ending.result])
    #expect(log.first?.contains("所有座位已坐满：游戏开始。") == true)
    // Back in English, the same entries as the page logged them live (the log keeps the last
    // 40): her turns said to her, "Your turn", as her live news said them.
    #expect(english.contains { $0.hasSuffix("Your turn") })
    #expect(english.contains { $0.hasSuffix("Ben to move") })
    let token2 = try #require(try table.seatToken(of: back))
    table.drop(back)
    let again = table.join("Ana", token: token2, news: true)
    #expect(Self.news(table, to: again) == [Array(english.suffix(TableNews.Kept.limit))])
    // A watcher who comes back is sent the turns by name, as it read them.
    table.drop(dee)
    let deeBack = table.join("Dee", language: "zh_CN", watch: true, news: true)
    #expect(Self.news(table, to: deeBack) == [Array(chinese.suffix(TableNews.Kept.limit))])
  }

  @Test func theEndingIsLoggedOnceWithItsResult() throws {
    let table = try TableHarness(setup: Self.two)
    let ana = table.join("Ana", news: true)
    let ben = table.join("Ben")
    table.playMemorizeToTheEnd([ana, ben])
    let ending = try #require(table.views[ana]?.board?.ending)
    let log = Self.news(table, to: ana).flatMap { $0 }
    #expect(Array(log.suffix(2)) == ["Game over!", ending.result])
    #expect(log.filter { $0 == ending.result }.count == 1)
    // Nothing twice in a row but another turn's verdict in the same words (issue 54).
    let verdicts = Set(TableNewsTests.verdictsOf(log))
    #expect(zip(log, log.dropFirst()).allSatisfy { $0 != $1 || verdicts.contains($0) })
  }

  /// Issue 23: a failed join's line stayed in the page's log after the join that succeeded. A
  /// fatal error ends a connection: it is never an entry of the log.
  @Test func aFailedJoinIsNotLogged() throws {
    let table = try TableHarness(setup: Self.two)
    let lost = table.join("Ana", code: "RED-1", news: true)
    #expect(
      table.messages(to: lost) == [
        .error(
          code: .wrongTable, message: "There is no table “RED-1” here: check the code.", fatal: true
        )
      ])
    let ana = table.join("Ana", news: true)
    #expect(
      Self.news(table, to: ana) == [["Waiting for 1 more player: join with the code BLUE-42"]])
    // A message the table could not read ends nothing: it is logged.
    table.sendText("{", from: ana)
    #expect(
      Self.news(table, to: ana).last == ["The table could not read that message; nothing changed."])
  }

  @Test func anotherSeatsRestyleIsLoggedForTheOthers() throws {
    let table = try TableHarness(setup: Self.two)
    let ana = table.join("Ana", news: true)
    let ben = table.join("Ben", news: true)
    table.send(.restyle(themeID: "animals"), from: ben)
    let anasNews = Self.news(table, to: ana).flatMap { $0 }
    #expect(anasNews.last == "Ben restyled the game with Animals.")
    #expect(
      !Self.news(table, to: ben).flatMap { $0 }.contains("Ben restyled the game with Animals."))
  }

  /// A face that asks for the log is sent the same views as one that does not, and its news
  /// fits the protocol's budget for an update (2 KB) many times over.
  @Test func theLogChangesNoViewAndFitsTheUpdatesBudget() throws {
    let table = try TableHarness(
      setup: TableSetup(game: .set, seats: [.person, .person])!, seed: 3)
    let ana = table.join("Ana", news: true)
    let ben = table.join("Ben")
    let cy = table.join("Cy", watch: true, news: true)
    let dee = table.join("Dee", watch: true)
    table.playSetRaceToTheEnd([ana, ben])
    #expect(table.views[ana]?.board?.isOver == true)
    #expect(table.views[cy] == table.views[dee])
    let viewsOf = { (connection: Int) in
      table.sentTexts(to: connection).filter { !$0.contains(#""type":"news""#) }
    }
    // Cy joined first: after the welcome and the first board, Cy was sent one more update
    // (Dee came to watch); from there on, the same messages.
    let after = viewsOf(dee).count - 2
    #expect(after > 20)
    #expect(viewsOf(cy).suffix(after) == viewsOf(dee).suffix(after))
    let news = (table.sentTexts(to: ana) + table.sentTexts(to: cy)).filter {
      $0.contains(#""type":"news""#)
    }
    #expect(news.count > 10)
    #expect(news.allSatisfy { $0.utf8.count <= TableUpdateSizeTests.budget / 8 })
  }

  /// The entries of `log` that are a turn's verdict ("Ana: Match! … Your turn").
  static func verdictsOf(_ log: [String]) -> [String] {
    log.filter { $0.contains(": Match!") || $0.contains(": No match.") }
  }

  @Test func aLogTakesNoEmptyLineAndNoLineTwiceInARow() {
    var news = TableNews()
    #expect(
      news.entries(["Ana wins", "", "Ana wins", "Game over!"]) == ["Ana wins", "Game over!"])
    #expect(news.entries(["Game over!", "Ana wins"]) == ["Ana wins"])
    #expect(news.entries(["Game over!"]) == ["Game over!"])
  }
}

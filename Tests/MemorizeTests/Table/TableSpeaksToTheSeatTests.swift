import Foundation
import Testing

@testable import CardGames
@testable import Memorize

/// Issue 23: at a shared table a seat's own screen spoke of its player in the third person:
/// Ben read "Ben calls Set!" and "Time is up: −1 for Ben", and the winner "Ana wins" (“Ana
/// 获胜”). The table words each seat's own view to it ("You call Set!", "You win"), live and in
/// the log it sends again; the watchers and the other seats read the name.
@Suite struct TableSpeaksToTheSeatTests {
  static let seats = [
    SetRace.Seat(name: "Ana"), SetRace.Seat(name: "Ben"), SetRace.Seat(name: "Cy"),
  ]

  /// `event` as the seat of `name` is told it, and as everyone else reads it.
  static func said(_ event: SetRace.Event, to name: String) -> (yours: String, theirs: String) {
    (
      Phrases.speakingTo(seatOf: name) {
        Phrases.raceEvent(event, seats: seats, pointsForSet: 1)
      },
      Phrases.raceEvent(event, seats: seats, pointsForSet: 1)
    )
  }

  @Test func aRaceSpeaksToTheSeatItWordsAView() {
    let win = SetRace.Event.gameOver(SetRace.Result(winners: [1], winningScore: 5))
    let tie = SetRace.Event.gameOver(SetRace.Result(winners: [0, 1], winningScore: 3))
    Localization.withLanguage(.english) {
      #expect(
        Self.said(.called(seat: 1, deadline: 0), to: "Ben") == ("You call Set!", "Ben calls Set!"))
      #expect(
        Self.said(.timeUp(seat: 1, cost: 1), to: "Ben")
          == ("Time is up: −1 for you", "Time is up: −1 for Ben"))
      #expect(Self.said(win, to: "Ben") == ("You win with 5 points", "Ben wins with 5 points"))
      // The seat spoken to comes first in a tie, wherever it sits.
      #expect(
        Self.said(tie, to: "Ben")
          == ("You and Ana tie with 3 points each", "Ana and Ben tie with 3 points each"))
      // Another seat's doings keep its name.
      #expect(Self.said(.called(seat: 0, deadline: 0), to: "Ben").yours == "Ana calls Set!")
      #expect(Self.said(win, to: "Ana").yours == "Ben wins with 5 points")
    }
    Localization.withLanguage(.simplifiedChinese) {
      #expect(Self.said(.called(seat: 1, deadline: 0), to: "Ben") == ("你喊“形色！”", "Ben 喊“形色！”"))
      #expect(
        Self.said(.timeUp(seat: 1, cost: 1), to: "Ben") == ("你的时间到：−1 分", "Ben 时间到：−1 分"))
      #expect(Self.said(win, to: "Ben") == ("你以 5 分获胜", "Ben 以 5 分获胜"))
      #expect(Self.said(tie, to: "Ben") == ("你和 Ana 平局，各得 3 分", "Ana 和 Ben 平局，各得 3 分"))
    }
  }

  @Test func aMatchsResultSpeaksToTheSeatItWordsAView() {
    let players = [Player(name: "Ana"), Player(name: "Ben"), Player(name: "Cy")]
    func result(_ outcome: MemoryMatch<String>.Outcome, to name: String) -> String {
      Phrases.speakingTo(seatOf: name) { Phrases.result(outcome, players: players) }
    }
    Localization.withLanguage(.english) {
      #expect(result(.winner(0), to: "Ana") == "You win")
      #expect(result(.winner(0), to: "Ben") == "Ana wins")
      #expect(result(.tie([0, 2]), to: "Cy") == "You and Ana tie")
      #expect(result(.tie([0, 1, 2]), to: "Ben") == "You, Ana and Cy tie")
      #expect(result(.tie([0, 2]), to: "Ben") == "Ana and Cy tie")
      #expect(Phrases.result(.winner(0), players: players) == "Ana wins")
    }
    Localization.withLanguage(.simplifiedChinese) {
      #expect(result(.winner(0), to: "Ana") == "你赢了")
      #expect(result(.winner(0), to: "Ben") == "Ana 获胜")
      #expect(result(.tie([0, 2]), to: "Cy") == "你和 Ana 平局")
    }
  }

  /// Every news line `connection` was sent, in order.
  static func news(_ table: TableHarness, to connection: Int) -> [String] {
    table.messages(to: connection).flatMap { message -> [String] in
      guard case .news(let lines) = message else { return [] }
      return lines
    }
  }

  @Test func aSetRaceSpeaksToEachSeatOfItsOwnCallsAndPenalties() throws {
    let table = try TableHarness(
      setup: TableSetup(game: .set, seats: [.person, .person])!, seed: 3)
    let ana = table.join("Ana", news: true)
    let ben = table.join("Ben", language: "zh_CN", news: true)
    let cleo = table.join("Cleo", watch: true, news: true)
    table.send(.callSet(seat: 1), from: ben)
    #expect(table.views[ben]?.board?.race?.lastEvent == "你喊“形色！”")
    #expect(table.views[ana]?.board?.race?.lastEvent == "Ben calls Set!")
    #expect(table.views[cleo]?.board?.race?.lastEvent == "Ben calls Set!")
    #expect(table.host.view(for: ben)?.board?.race?.lastEvent == "你喊“形色！”")
    table.runClock(for: 30)
    #expect(table.views[ben]?.board?.race?.lastEvent == "你的时间到：−1 分")
    #expect(table.views[ben]?.board?.verdict == "你的时间到：−1 分")
    #expect(table.views[ben]?.board?.race?.recentEvents == ["你喊“形色！”", "你的时间到：−1 分"])
    #expect(table.views[ana]?.board?.race?.lastEvent == "Time is up: −1 for Ben")
    #expect(table.views[cleo]?.board?.race?.lastEvent == "Time is up: −1 for Ben")
    #expect(Self.news(table, to: ben).suffix(2) == ["你喊“形色！”", "你的时间到：−1 分"])
    #expect(Self.news(table, to: ana).suffix(2) == ["Ben calls Set!", "Time is up: −1 for Ben"])
    // Ana calls, and her own screen says so to her while Ben's names her.
    table.send(.callSet(seat: 0), from: ana)
    #expect(table.views[ana]?.board?.race?.lastEvent == "You call Set!")
    #expect(table.views[ben]?.board?.race?.lastEvent == "Ana 喊“形色！”")
    table.runClock(for: 30)
    #expect(table.views[ana]?.board?.race?.lastEvent == "Time is up: −1 for you")

    // Ben comes back in English: the log the table kept is sent in his words.
    let token = try #require(try table.seatToken(of: ben))
    table.drop(ben)
    let back = table.join("Ben", token: token, news: true)
    let log = Self.news(table, to: back)
    #expect(log.contains("You call Set!"))
    #expect(log.contains("Time is up: −1 for you"))
    #expect(log.contains("Ana calls Set!"))
    #expect(!log.contains("Ben calls Set!"))
    #expect(!log.contains("Time is up: −1 for Ben"))
  }

  @Test func theWinnersOwnScreenSaysYouWinAndTheOthersNameTheWinner() throws {
    let table = try TableHarness(setup: TableSetup(game: .memorize, seats: [.person, .person])!)
    let ana = table.join("Ana", news: true)
    let ben = table.join("Ben", language: "zh_CN", news: true)
    let cleo = table.join("Cleo", watch: true, news: true)
    table.playMemorizeToTheEnd([ana, ben])
    let seats = try #require(table.views[cleo]?.board?.seats)
    let winner = try #require(seats.firstIndex { $0.isWinner })
    #expect(seats.count { $0.isWinner } == 1)
    let (mine, theirs) = winner == 0 ? (ana, ben) : (ben, ana)
    let yours = mine == ana ? "You win" : "你赢了"
    let named = mine == ana ? "Ana 获胜" : "Ben wins"
    let ending = try #require(table.views[mine]?.board?.ending)
    #expect(ending.result == yours)
    #expect(ending.summary.hasPrefix(yours))
    #expect(table.views[theirs]?.board?.ending?.result == named)
    #expect(table.views[cleo]?.board?.ending?.result == "\(seats[winner].name) wins")
    #expect(table.host.view(for: mine)?.board?.ending?.result == yours)
    #expect(Self.news(table, to: mine).last == yours)
    #expect(Self.news(table, to: theirs).last == named)
    // The scores keep every name.
    if mine == ana { #expect(ending.scores == table.views[cleo]?.board?.ending?.scores) }

    // The winner comes back in the other language: its log says it won, to it.
    let token = try #require(try table.seatToken(of: mine))
    table.drop(mine)
    let back = table.join(
      seats[winner].name, language: mine == ana ? "zh_CN" : "en", token: token, news: true)
    let other = mine == ana ? "你赢了" : "You win"
    #expect(table.views[back]?.board?.ending?.result == other)
    #expect(Self.news(table, to: back).last == other)
    #expect(!Self.news(table, to: back).contains("\(seats[winner].name) wins"))
  }
}

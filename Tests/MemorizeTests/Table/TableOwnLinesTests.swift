import CardGames
import Foundation
import Testing

@testable import Memorize

/// Issue 23 (table-56): what a shared table says to one reader, and of the seats that come and
/// go — a seat's own verdict speaks to it.
@Suite struct TableOwnLinesTests {
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
}

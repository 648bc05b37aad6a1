import CardGames
import Foundation
import Testing

@testable import Memorize

/// Issue 23's third round: the browser's page said "Ana to move" to Ana, where the terminal and
/// the window said "Your turn". The table knows which seat each connection holds, so it tells
/// the seat to move so itself, in the seat's view and in the log it keeps for a page; the page
/// words nothing.
@Suite struct TableYourTurnTests {
  static let two = TableSetup(game: .memorize, seats: [.person, .person])!

  /// Every news line `connection` was sent, in order.
  static func news(_ table: TableHarness, to connection: Int) -> [String] {
    table.messages(to: connection).flatMap { message -> [String] in
      guard case .news(let lines) = message else { return [] }
      return lines
    }
  }

  @Test func theSeatToMoveIsToldYourTurnAndTheOthersWhoseTurnItIs() throws {
    let table = try TableHarness(setup: Self.two)
    let ana = table.join("Ana", news: true)
    let cleo = table.join("Cleo", watch: true, news: true)
    let ben = table.join("Ben", language: "zh_CN", news: true)
    // The game starts at Ana's turn: her view and her log say it to her; the watcher's and
    // Ben's (in Chinese) name her.
    #expect(table.views[ana]?.board?.statusSentence == "Your turn")
    #expect(table.views[ana]?.board?.verdict == "Your turn")
    #expect(table.views[cleo]?.board?.statusSentence == "Ana to move")
    #expect(table.views[ben]?.board?.statusSentence == "轮到 Ana")
    #expect(Self.news(table, to: ana).last == "Your turn")
    #expect(Self.news(table, to: cleo).last == "Ana to move")
    // The view the table gives for a connection alone says it alike.
    #expect(table.host.view(for: ana)?.board?.statusSentence == "Your turn")
    #expect(table.host.view(for: cleo)?.board?.statusSentence == "Ana to move")

    // Ana turns two cards: whoever is to move next is told so, the others whose turn it is,
    // after the same verdict.
    let cards = try #require(table.views[ana]?.board?.cards)
    table.send(.choose(cardID: cards[0].id), from: ana)
    table.send(.choose(cardID: cards[1].id), from: ana)
    let seats = try #require(table.views[cleo]?.board?.seats)
    let toMove = try #require(seats.firstIndex { $0.isToMove })
    let (mover, other) = toMove == 0 ? (ana, ben) : (ben, ana)
    let watched = try #require(table.views[cleo]?.board?.verdict)
    let name = seats[toMove].name
    #expect(watched.hasSuffix("\(name) to move"), "\(watched)")
    let said = try #require(table.views[mover]?.board?.verdict)
    let yours = mover == ana ? "Your turn" : "轮到你了"
    #expect(said.hasSuffix(yours), "\(said)")
    #expect(!said.contains(mover == ana ? "Ana to move" : "轮到 Ben"), "\(said)")
    #expect(table.views[mover]?.board?.statusSentence == said)
    #expect(Self.news(table, to: mover).last == said)
    // The seat not to move reads whose turn it is, by name.
    let theirs = try #require(table.views[other]?.board?.verdict)
    #expect(!theirs.contains("Your turn") && !theirs.contains("轮到你了"), "\(theirs)")
    if mover == ana {
      #expect(said == watched.replacingOccurrences(of: "Ana to move", with: "Your turn"))
    }
  }
}

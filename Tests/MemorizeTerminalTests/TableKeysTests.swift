import Foundation
import TerminalKit
import TerminalTestSupport
import Testing

@testable import Memorize
@testable import MemorizeTerminal

/// Issue 23 (keys-49): the keys a Set race offers, at a shared table and at one keyboard, and
/// what a watcher's screen offers at the end.
@Suite struct TableKeysTests {
  /// The help of a local race listed `i`, which gives no hints at a race; Set alone lists it.
  @Test func aLocalRacesHelpListsNoHint() throws {
    let fixture = ScreenFixture(TerminalSize(width: 80, height: 24))
    fixture.press(.character("3"))
    let hint = Labels.describe(.setHint)
    #expect(fixture.screen.helpLines.map(\.action).contains(hint))
    _ = fixture.app.send(
      .startPlayers(PlayersDraft(seats: [.init(name: "Ana"), .init(name: "Ben")])))
    #expect(fixture.app.racePresentation != nil)
    let actions = fixture.screen.helpLines.map(\.action)
    #expect(!actions.contains(hint))
    // Each person's key is still there, at one keyboard.
    #expect(actions.contains(Labels.describe(.callSet)))
    // The key, pressed, still says why it does nothing.
    fixture.press(.character("i"))
    #expect(fixture.app.racePresentation?.offeredCalls == [0, 1])
  }

  /// A click on the foot's `d` asks for three more cards for the player's seat.
  @Test func aClickOnTheFootsAskKeyAsksForTheSeat() throws {
    let bench = try JoinedTableBench()
    let foot = bench.text()[23]
    let column = try #require(foot.range(of: "d ask for more")).lowerBound
    let x = foot.distance(from: foot.startIndex, to: column)
    _ = bench.screen.handle(.mouse(MouseEvent(.press(.left), x: x + 2, y: 23)))
    #expect(bench.link.table.view?.board?.race?.seats.map(\.hasAskedForMore) == [true, false])
  }

  /// The help at a table's race said "d deal 3 more", where `d` asks for three more cards for
  /// the player's seat: it says what the foot says.
  @Test func theHelpAtATableRaceSaysDAsks() throws {
    let bench = try JoinedTableBench()
    let lines = bench.screen.helpLines
    #expect(lines.first { $0.keys == "d" }?.action == "ask for 3 more cards for your seat")
    #expect(!lines.map(\.action).contains(Labels.describe(.dealThreeMore)))
  }

  /// At 40 columns the foot keeps the call key and leaves out what does not fit whole.
  @Test func aNarrowFootKeepsTheCallKeyWhole() throws {
    let bench = try JoinedTableBench()
    let rows = bench.draw(width: 40, height: 15).snapshotText().split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(String(rows[14]) == String(repeating: " ", count: 11) + " s call Set!  ? help  q quit ")
  }

  /// A watcher's banner at the end named the key that deals again ("n for a new game"), which
  /// a watcher cannot press; it says what a watcher may do, and the buttons say why not.
  @Test func aWatchersEndingSaysWhatAWatcherMayDo() throws {
    let bench = try JoinedTableBench(game: .memorize)
    try bench.playToTheEnd()
    let cleo = JoinedTable(code: "BLUE-42", name: "Cleo", language: .english, watch: true)
    bench.host.open(3)
    for output in bench.host.receive(cleo.helloText, from: 3) where output.connection == 3 {
      _ = cleo.receive(output.text)
    }
    #expect(cleo.seat == nil)
    let door = TableDoor(table: cleo) { _ in }
    let board = try #require(door.board(of: .memorize))
    let ending = try #require(board.ending)
    let headline = try #require(ending.bannerLines(newGameKey: "n").first)
    #expect(headline.hasSuffix(" — You are watching this table: only its players play."))
    #expect(!headline.contains("n for a new game"))
    #expect(board.buttons.allSatisfy { !$0.isEnabled })
    // A player's own ending still names the key.
    let ana = try #require(bench.screen.door.board(of: .memorize)?.ending)
    #expect(try #require(ana.bannerLines(newGameKey: "n").first).hasSuffix(" — n for a new game"))
  }
}

/// Issue 23 (keys-49): at 40 columns a Matchismo table's line under the board was cut ("Ana: A♠
/// 5♠ match! +4 for a match. −1…"), the turn and the cost lost to the cut; Memorize's table
/// took the shorter forms already. It takes the view model's first shorter form that fits
/// whole. Issue 23 (editor-54): that form dropped "Your turn" before the cost; whose turn it is
/// outlasts the reason, as Memorize's verdict does (term-53).
@Suite struct TableTurnLineFitTests {
  @Test func aMatchismoTablesLineFitsFortyColumnsWhole() throws {
    let bench = try JoinedTableBench(game: .matchismo)
    _ = bench.screen.handle(.key(KeyPress(.enter)))
    _ = bench.screen.handle(.key(KeyPress(.right)))
    _ = bench.screen.handle(.key(KeyPress(.enter)))
    let board = try #require(bench.link.table.view?.board)
    // Ana's own screen: her turn, and her own match, are said to her (issue 23, table-56).
    #expect(board.verdict == "You: A♠ 5♠ match! +4 for a match. −1 for turning a card. Your turn")
    #expect(
      board.shorterVerdicts == [
        "You: A♠ 5♠ match! +4 for a match. Your turn", "A♠ 5♠ match! +4 for a match. Your turn",
        "Your turn",
      ])
    let rows = bench.draw(width: 40, height: 15).snapshotText().split(
      separator: "\n", omittingEmptySubsequences: false
    ).map(String.init)
    let line = " A♠ 5♠ match! +4 for a match. Your turn"
    #expect(rows[12] == line + String(repeating: " ", count: 40 - DisplayWidth.of(line)))
    // At 80 columns the whole line, with whose turn it is.
    let wide = bench.text()[21].trimmingCharacters(in: .whitespaces)
    #expect(wide == "You: A♠ 5♠ match! +4 for a match. −1 for turning a card. Your turn")
  }

  /// A Memorize table at 40 columns said the verdict and the turn whole already (verdict-48).
  @Test func aMemorizeTablesLineFitsFortyColumnsWhole() throws {
    let bench = try JoinedTableBench(game: .memorize)
    _ = bench.screen.handle(.key(KeyPress(.enter)))
    _ = bench.screen.handle(.key(KeyPress(.right)))
    _ = bench.screen.handle(.key(KeyPress(.enter)))
    let rows = bench.draw(width: 40, height: 15).snapshotText().split(
      separator: "\n", omittingEmptySubsequences: false
    ).map(String.init)
    // Ana's own mismatch is said to her (table-56).
    #expect(rows[12] == " [New game]  You: No match. Ben to move ")
  }
}

/// Issue 23 (editor-54): a joined Memorize table's header at 40 columns read "Ana: 0·0"
/// beside the title, the counts alone, where the pairs' letter fitted ("0·−1" read badly).
@Suite struct JoinedSeatHeaderTests {
  @Test(arguments: [
    // The header's one order (pt-54a 7): the title before the points' unit, the long units
    // before the title.
    (40, " ▶Ana: 0p 0pts    Ben: 0p 0pts"),
    (60, " Memorize · Halloween   ▶Ana: 0p 0pts    Ben: 0p 0pts"),
  ])
  func aJoinedMemorizeTablesHeaderKeepsThePairsLetter(width: Int, expected: String) throws {
    let bench = try JoinedTableBench(game: .memorize)
    let header = bench.draw(width: width, height: 15).snapshotText().split(separator: "\n")
      .first.map { String($0.reversed().drop { $0 == " " }.reversed()) }
    #expect(header == expected)
  }
}

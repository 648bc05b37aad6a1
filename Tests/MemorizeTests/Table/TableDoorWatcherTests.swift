import CardGames
import Foundation
import Testing

@testable import Memorize

/// A watcher's buttons at a shared table: the table sends them off, each saying why, and the
/// door every joined face draws through (the terminal's, the window's) shows them as sent.
@Suite struct TableDoorWatcherTests {
  /// The board `table`'s door gives once the table sent `text`.
  static func board(after text: String, in table: JoinedTable) -> BoardPresentation? {
    _ = table.receive(text)
    return TableDoor(table: table) { _ in }.board(of: .memorize)
  }

  @Test func aWatchersButtonsAreOffInTheDoorsBoardAsTheTableSentThem() throws {
    let host = try TableHarness(setup: TableSetup(game: .memorize, seats: [.person, .person])!)
    let ana = host.join("Ana")
    host.join("Ben")
    let cy = host.join("Cy", watch: true)
    let watcher = JoinedTable(code: "BLUE-42", name: "Cy", language: .english, watch: true)
    var board: BoardPresentation?
    for text in host.sentTexts(to: cy) { board = Self.board(after: text, in: watcher) }
    let buttons = try #require(board?.buttons)
    #expect(!buttons.isEmpty)
    #expect(buttons.allSatisfy { !$0.isEnabled })
    #expect(
      buttons.allSatisfy { $0.reason == "You are watching this table: only its players play." })
    // A seat's buttons, through the same door, are the game's.
    let player = JoinedTable(code: "BLUE-42", name: "Ana", language: .english)
    var seated: BoardPresentation?
    for text in host.sentTexts(to: ana) { seated = Self.board(after: text, in: player) }
    #expect(try #require(seated?.buttons).contains { $0.isEnabled })
  }

  /// The door decides nothing of a watcher's buttons: it shows them as the table sent them
  /// (it turned them off itself, a second copy of the table's rule).
  @Test func theDoorShowsAWatchersButtonsAsTheTableSentThem() throws {
    let host = try TableHarness(setup: TableSetup(game: .memorize, seats: [.person, .person])!)
    let ana = host.join("Ana")
    host.join("Ben")
    var view = try #require(host.host.view(for: ana))
    view.seat = nil
    let sent = try #require(view.board?.buttons)
    #expect(sent.contains { $0.isEnabled })
    let watcher = JoinedTable(code: "BLUE-42", name: "Cy", language: .english, watch: true)
    _ = watcher.receive(
      TableCoding.text(
        of: ServerMessage.welcome(
          .init(
            protocolVersion: TableProtocol.version, table: "BLUE-42", game: .memorize, seat: nil,
            seatToken: nil))))
    let board = Self.board(after: TableCoding.text(of: ServerMessage.board(view)), in: watcher)
    #expect(board?.buttons == sent)
  }

  /// pt-54a 2: a watcher's key refused ("You are watching this table…") took the line that said
  /// whose turn it was, until the next move. The refusal says it first, also in fewer words.
  @Test func aWatchersRefusalKeepsWhoseTurnItIs() throws {
    let host = try TableHarness(setup: TableSetup(game: .memorize, seats: [.person, .person])!)
    host.join("Ana")
    host.join("Ben")
    let cy = host.join("Cy", watch: true)
    let watcher = JoinedTable(code: "BLUE-42", name: "Cy", language: .english, watch: true)
    for text in host.sentTexts(to: cy) { _ = watcher.receive(text) }
    let door = TableDoor(table: watcher) { _ in }
    #expect(door.board(of: .memorize)?.statusSentence == "Ana to move")
    // A button the table sent off, pressed: its reason, after the turn.
    door.deliver(.newGame)
    let board = try #require(door.board(of: .memorize))
    #expect(board.refusal == "Ana to move. You are watching this table: only its players play.")
    #expect(board.shorterRefusals == ["Ana to move. You are watching this table."])
    // A refusal the table sent (a card chosen) alike.
    door.refused(Phrases.Table.youAreWatching)
    #expect(
      door.board(of: .memorize)?.refusal
        == "Ana to move. You are watching this table; take a free seat to play.")
    Localization.withLanguage(.simplifiedChinese) {
      #expect(
        Phrases.Table.refusal(Phrases.Table.watchersDoNotPlay, afterTurn: "轮到 Ana")
          == "轮到 Ana。" + Phrases.Table.watchersDoNotPlay)
      #expect(
        Phrases.Table.refusal("X", afterTurn: "电脑（普通）正在思考…") == "电脑（普通）正在思考…X")
    }
  }

  /// The ending still tells a watcher what a watcher may do, in place of the key that deals
  /// again.
  @Test func aWatchersEndingSaysWhatAWatcherMayDo() throws {
    let host = try TableHarness(setup: TableSetup(game: .memorize, seats: [.person, .person])!)
    let ana = host.join("Ana")
    let ben = host.join("Ben")
    let cy = host.join("Cy", watch: true)
    host.playMemorizeToTheEnd([ana, ben])
    let watcher = JoinedTable(code: "BLUE-42", name: "Cy", language: .english, watch: true)
    var board: BoardPresentation?
    for text in host.sentTexts(to: cy) { board = Self.board(after: text, in: watcher) }
    #expect(board?.ending?.instead == "You are watching this table: only its players play.")
    #expect(board?.buttons.allSatisfy { !$0.isEnabled } == true)
  }

  /// The window chose the seat it marked "(you)" itself (the door's seat, from the welcome);
  /// the door's board now marks it, by the view's seat, the one the browser page marks, and
  /// the window only draws the words.
  @Test func theDoorMarksThePlayersOwnSeatAsTheViewNamesIt() throws {
    let host = try TableHarness(setup: TableSetup(game: .memorize, seats: [.person, .person])!)
    host.join("Ana")
    let ben = host.join("Ben")
    let cy = host.join("Cy", watch: true)
    let player = JoinedTable(code: "BLUE-42", name: "Ben", language: .english)
    var board: BoardPresentation?
    for text in host.sentTexts(to: ben) { board = Self.board(after: text, in: player) }
    #expect(player.view?.seat == 1)
    let seats = try #require(board?.seats)
    #expect(seats.map(\.isOwn) == [false, true])
    #expect(seats[1].shownText(short: false) == seats[1].text + " (you)")
    #expect(seats[1].shownText(short: true) == seats[1].shortText + " (you)")
    #expect(seats[1].spokenText == seats[1].accessibleText + " (you)")
    #expect(seats[0].shownText(short: false) == seats[0].text)
    #expect(seats[0].spokenText == seats[0].accessibleText)
    let watcher = JoinedTable(code: "BLUE-42", name: "Cy", language: .english, watch: true)
    var watched: BoardPresentation?
    for text in host.sentTexts(to: cy) { watched = Self.board(after: text, in: watcher) }
    #expect(try #require(watched?.seats).map(\.isOwn) == [false, false])
  }
}

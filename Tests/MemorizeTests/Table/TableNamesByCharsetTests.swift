import CardGames
import Foundation
import Memorize
import Testing

/// A client whose face cannot show a player's name (`LANG=C` and 小明) names its charset in its
/// hello: the table words that client's view and lines with the player named by their seat,
/// "Player 2", as the face would name them itself; every other client is sent the name.
@Suite("Shared table: names a client's charset cannot show go by their seat")
struct TableNamesByCharsetTests {
  /// Ana joins under `LANG=C` (ASCII), 小明 in UTF-8, and Ben 🎲 takes the third seat; Li
  /// watches in GB18030, which shows 小明 and the die, and Wu in GB2312, which shows 小明 alone.
  static func table() throws -> (TableHarness, ana: Int, ming: Int, ben: Int, li: Int, wu: Int) {
    let table = try TableHarness(
      setup: TableSetup(game: .memorize, seats: [.person, .person, .person])!)
    let ana = table.join("Ana", charset: "ASCII")
    let ming = table.join("小明")
    let li = table.join("Li", watch: true, charset: "GB18030")
    let wu = table.join("Wu", watch: true, charset: "gb2312")
    let ben = table.join("Ben 🎲")
    return (table, ana, ming, ben, li, wu)
  }

  @Test("The seats, the header, the turn and the players' lines name each seat as its face can")
  func viewsNameSeats() throws {
    let (table, ana, ming, ben, li, wu) = try Self.table()
    let anaView = try #require(table.views[ana])
    #expect(anaView.seats.map(\.text) == ["Ana", "Player 2", "Player 3"])
    #expect(anaView.seats.map(\.name) == ["Ana", "Player 2", "Player 3"])
    #expect(anaView.board?.status.items.map(\.label) == ["Ana:", "Player 2:", "Player 3:", "Time"])
    #expect(
      anaView.board?.seats.map(\.text) == [
        "Ana · 0 pairs · 0 pts", "Player 2 · 0 pairs · 0 pts", "Player 3 · 0 pairs · 0 pts",
      ])
    #expect(
      anaView.lines(after: nil).first == "At the table: Ana, Player 2, Player 3; 2 watching")
    #expect(
      anaView.lines(after: nil).last
        == "Ana: 0 pairs, 0 pts · Player 2: 0 pairs, 0 pts · Player 3: 0 pairs, 0 pts · Time 0:00")
    // Nothing Ana's face shows names 小明 or the die.
    Self.expectShownWithout(["小明", "🎲"], to: ana, in: table)
    // In UTF-8 every name is itself; GB18030 and GB2312 show 小明, and GB18030 the die too, as it
    // sends the cards' emoji.
    for (client, third) in [(ming, "Ben 🎲"), (ben, "Ben 🎲"), (li, "Ben 🎲"), (wu, "Player 3")] {
      let view = try #require(table.views[client])
      #expect(view.seats.map(\.text) == ["Ana", "小明", third])
      #expect(view.board?.status.items.map(\.label) == ["Ana:", "小明:", "\(third):", "Time"])
    }
  }

  @Test("Whose turn it is, a refusal, a restyle note and the ending name 小明 by the seat")
  func linesAndEndingNameSeats() throws {
    let (table, ana, ming, ben, _, _) = try Self.table()
    // Ana turns two cards that do not match: 小明 is to move.
    let board = try #require(table.views[ana]?.board)
    let first = board.cards[0]
    let other = try #require(
      board.cards.first { $0.id != first.id && $0.face == nil })
    table.send(.choose(cardID: first.id), from: ana)
    // Ana's face cannot show emoji either: the card turned says its letter, 小明's its emoji.
    let turned = try #require(table.views[ana]?.board?.cards.first)
    guard case .emoji(let emoji, let letter)? = turned.face else {
      Issue.record("the card chosen is not face up: \(turned)")
      return
    }
    #expect(turned.text == letter && letter.allSatisfy(\.isASCII))
    #expect(table.views[ming]?.board?.cards.first?.text == emoji)
    table.send(.choose(cardID: other.id), from: ana)
    let afterTurn = try #require(table.views[ana]?.board)
    let mingBoard = try #require(table.views[ming]?.board)
    try #require(afterTurn.seats.map(\.isToMove) == [false, true, false])
    #expect(afterTurn.verdict?.hasSuffix("Player 2 to move") == true, "\(afterTurn.verdict ?? "")")
    // 小明, to move, is told it is their turn; Ben 🎲 (UTF-8) reads the name.
    #expect(mingBoard.verdict?.hasSuffix("Your turn") == true, "\(mingBoard.verdict ?? "")")
    let benVerdict = table.views[ben]?.board?.verdict ?? ""
    #expect(benVerdict.hasSuffix("小明 to move"), "\(benVerdict)")
    // Ana may not move now: the refusal names the seat.
    table.send(.shuffle, from: ana)
    #expect(table.last(to: ana) == .refused(sequence: 3, reason: "It is Player 2's turn."))
    // 小明 restyles the game: Ana is told so by the seat, Ben 🎲 by the name.
    table.send(.restyle(themeID: "sports"), from: ming)
    #expect(
      table.last(to: ana) == .said(sequence: 0, lines: ["Player 2 restyled the game with Sports."]))
    #expect(table.last(to: ben) == .said(sequence: 0, lines: ["小明 restyled the game with Sports."]))

    table.playMemorizeToTheEnd([ana, ming, ben])
    let anaEnding = try #require(table.views[ana]?.board?.ending)
    let mingEnding = try #require(table.views[ming]?.board?.ending)
    let named = mingEnding.plainLines.joined(separator: "\n")
    #expect(named.contains("小明") && named.contains("Ben 🎲"), "\(named)")
    // The same ending, each name Ana's face cannot show said by its seat.
    #expect(
      anaEnding.plainLines
        == mingEnding.plainLines.map {
          $0.replacingOccurrences(of: "小明", with: "Player 2")
            .replacingOccurrences(of: "Ben 🎲", with: "Player 3")
        })
    Self.expectShownWithout(["小明", "🎲"], to: ana, in: table)
    // The recorded statistics name the players as the seats they sit at.
    let players = try #require(table.views[ana]?.statistics?.players)
    #expect(players.count == 3)
    #expect(!players.joined().contains("小明") && players.joined().contains("Player 2"), "\(players)")
    // What Ana's face counts in her own home names them so too.
    #expect(
      table.views[ana]?.recordedGame?.result.seats.map(\.name) == ["Ana", "Player 2", "Player 3"])
  }

  /// Expects no text `connection`'s face shows to hold any of `names`: its view (but for each
  /// seat's name, the game's data a face matches commands against, never drawn) and every line
  /// it was sent.
  static func expectShownWithout(_ names: [String], to connection: Int, in table: TableHarness) {
    if var view = table.views[connection] {
      for index in view.board?.seats.indices ?? (0..<0) { view.board?.seats[index].name = "" }
      let text = TableCoding.text(of: view)
      #expect(!names.contains { text.contains($0) }, "\(text)")
    }
    for message in table.messages(to: connection) {
      switch message {
      case .board, .update: continue
      default:
        let text = TableCoding.text(of: message)
        #expect(!names.contains { text.contains($0) }, "\(text)")
      }
    }
  }

  @Test("A Set race's header narrows 小明 by the seat, for a face that cannot show the name")
  func raceNarrowsBySeat() throws {
    let table = try TableHarness(setup: TableSetup(game: .set, seats: [.person, .person])!)
    let ana = table.join("Ana", charset: "ASCII")
    let ming = table.join("小明")
    let item = try #require(table.views[ana]?.board?.status.items.dropFirst().first)
    #expect(item.narrowing == .raceSeat(name: "Player 2"))
    #expect(item.narrowerForms?.first == StatusItem.Form(label: "P2:", value: "0"))
    #expect(
      table.views[ming]?.board?.status.items.dropFirst().first?.narrowing == .raceSeat(name: "小明"))
    Self.expectShownWithout(["小明"], to: ana, in: table)
  }

  @Test("A charset name is read however spelt; one no table knows shows only ASCII")
  func charsetNames() {
    #expect(NameCharset(named: "GB18030") == .gb18030)
    #expect(NameCharset(named: "gb-18030") == .gb18030)
    #expect(NameCharset(named: "EUC-CN") == .gb2312)
    #expect(NameCharset(named: "cp936") == .gbk)
    #expect(NameCharset(named: "ASCII") == .ascii)
    #expect(NameCharset(named: "Big5") == .ascii)
    #expect(NameCharset.ascii.shows("Ana") && !NameCharset.ascii.shows("小明"))
    #expect(NameCharset.gb2312.shows("小明") && !NameCharset.gb2312.shows("說明"))
    #expect(NameCharset.gbk.shows("說明") && !NameCharset.gbk.shows("Ben 🎲"))
    #expect(NameCharset.gb18030.shows("小明！") && !NameCharset.gb18030.shows("José"))
  }
}

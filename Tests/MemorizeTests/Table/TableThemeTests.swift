import CardGames
import Foundation
import Testing

@testable import Memorize

/// The theme chooser at a shared Memorize table: a seat restyles the game in progress for every
/// face at the table, in each face's language; a watcher only watches.
@Suite struct TableThemeTests {
  static let twoPeopleMemorize = TableSetup(game: .memorize, seats: [.person, .person])!

  @Test func aSeatIsOfferedEveryThemeWithTheOneInPlayMarkedAndAWatcherNone() throws {
    let table = try TableHarness(setup: Self.twoPeopleMemorize)
    let ana = table.join("Ana")
    let ben = table.join("Ben", language: "zh_CN")
    let eve = table.join("Eve", watch: true)
    let themes = try #require(table.views[ana]?.themes)
    #expect(themes.map(\.id) == Theme.builtIns.map(\.id))
    #expect(themes.filter(\.isInPlay).map(\.id) == ["halloween"])
    #expect(themes.first?.name == "Halloween")
    #expect(table.views[ben]?.themes?.first?.name == "万圣节")
    #expect(table.views[eve]?.seat == nil)
    #expect(table.views[eve]?.themes == nil)
  }

  @Test func aRestyleKeepsTheGameAndEveryFaceSeesIt() throws {
    let table = try TableHarness(setup: Self.twoPeopleMemorize)
    let ana = table.join("Ana")
    let ben = table.join("Ben", language: "zh_CN")
    let eve = table.join("Eve", watch: true)
    let before = try #require(table.views[eve]?.board)
    table.send(.choose(cardID: before.cards[0].id), from: ana)
    let halloween = Set(Theme.halloween.emoji)
    let animals = try #require(Theme.builtIns.first { $0.id == "animals" })
    #expect(halloween.contains(try #require(Self.emoji(on: table.views[eve]?.board, at: 0))))
    // Ben restyles while it is Ana's turn: any seat may.
    table.send(.restyle(themeID: "animals"), from: ben)
    #expect(table.last(to: ben) == .said(sequence: 1, lines: ["现在的主题：动物。"]))
    #expect(
      table.last(to: ana) == .said(sequence: 0, lines: ["Ben restyled the game with Animals."]))
    #expect(
      table.last(to: eve) == .said(sequence: 0, lines: ["Ben restyled the game with Animals."]))
    for client in [ana, ben, eve] {
      let board = try #require(table.views[client]?.board)
      #expect(board.dealToken == before.dealToken)
      #expect(board.cards.map(\.id) == before.cards.map(\.id))
      #expect(board.cards.map(\.isFaceUp) == [true] + Array(repeating: false, count: 15))
      #expect(animals.emoji.contains(try #require(Self.emoji(on: board, at: 0))))
    }
    #expect(table.views[ana]?.board?.status.title == "Memorize · Animals")
    #expect(table.views[eve]?.board?.status.title == "Memorize · Animals")
    #expect(table.views[ana]?.themes?.filter(\.isInPlay).map(\.id) == ["animals"])
    #expect(table.views[ben]?.themes?.filter(\.isInPlay).map(\.name) == ["动物"])
    // The game goes on where it was: Ana's second card.
    table.send(.choose(cardID: before.cards[1].id), from: ana)
    #expect(table.views[eve]?.board?.cards[1].isFaceUp == true)
  }

  @Test func aWatcherAnUnknownThemeAndAnotherGameAreRefused() throws {
    let table = try TableHarness(setup: Self.twoPeopleMemorize)
    let ana = table.join("Ana")
    table.join("Ben")
    let eve = table.join("Eve", watch: true)
    table.send(.restyle(themeID: "animals"), from: eve)
    #expect(
      table.last(to: eve)?.refusalReason
        == "You are watching this table: only its players play.")
    table.send(.restyle(themeID: "nothing-like-it"), from: ana)
    #expect(table.last(to: ana)?.refusalReason == "There is no such theme.")
    #expect(table.views[ana]?.board?.status.title == "Memorize · Halloween")

    let race = try TableHarness(
      setup: TableSetup(game: .set, seats: [.person, .person])!)
    let cleo = race.join("Cleo")
    race.join("Dee")
    #expect(race.views[cleo]?.themes == nil)
    race.send(.restyle(themeID: "animals"), from: cleo)
    #expect(race.last(to: cleo)?.refusalReason == "Only Memorize has themes.")
  }

  private static func emoji(on board: BoardPresentation?, at index: Int) -> String? {
    guard let card = board?.cards.dropFirst(index).first,
      case .emoji(let emoji, _)? = card.face
    else { return nil }
    return emoji
  }
}

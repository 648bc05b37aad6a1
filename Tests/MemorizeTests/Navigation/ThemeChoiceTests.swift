import CardGames
import Foundation
import Memorize
import Testing

/// The lecture's chooser: picking a theme restyles the game in progress; a new game only when asked.
@Suite("Choosing a theme keeps the game in progress")
struct ThemeChoiceTests {
  private func app(_ home: TemporaryLocations) -> AppModel {
    AppModel(
      locations: home.locations, timeSource: ManualTimeSource(), seed: 7,
      now: Date(timeIntervalSince1970: 1_795_000_000))
  }

  /// Every card's id, face and state, in table order, without what it shows.
  private func states(_ game: EmojiMemoryGame) -> [String] {
    game.cards.map { "\($0.id) \($0.isFaceUp) \($0.isMatched)" }
  }

  @Test("Restyling with the game's own theme changes nothing and says so; an edit says so too")
  func restyleWithItsOwnTheme() throws {
    let home = TemporaryLocations()
    let app = app(home)
    app.startMemorize(theme: Theme.halloween, pairs: 4, seed: 5)
    let game = try #require(app.memorize)
    game.choose(game.cards[0])
    let faces = game.cards.map(\.content)
    let before = states(game)

    #expect(app.restyle(withThemeID: "halloween"))
    #expect(game.cards.map(\.content) == faces, "the emoji in play stay")
    #expect(states(game) == before)
    #expect(app.announcement?.text == "Already playing in Halloween: nothing to change.")

    // Renamed: the game takes the new name, keeps its emoji, and says it plays in it now.
    #expect(app.themes.rename(id: "halloween", to: "Spooky").isEmpty)
    #expect(app.restyle(withThemeID: "halloween"))
    #expect(game.cards.map(\.content) == faces)
    #expect(game.theme.name == "Spooky")
    #expect(app.announcement?.text == "Now playing in Spooky.")

    // An emoji in play taken out of the theme: the game takes the theme's emoji anew.
    let gone = faces[0]
    #expect(app.themes.removeEmoji(gone, from: "halloween").isEmpty)
    #expect(app.restyle(withThemeID: "halloween"))
    #expect(!game.cards.map(\.content).contains(gone))
    #expect(states(game) == before)
    #expect(app.announcement?.text == "Now playing in Spooky.")
  }

  @Test("Another theme restyles the game: same cards, same state, same score, new emoji")
  func restyles() throws {
    let home = TemporaryLocations()
    let app = app(home)
    #expect(app.openTheme(id: "halloween") == .started)
    let game = try #require(app.memorize)
    game.choose(game.cards[0])
    game.choose(game.cards[1])
    game.choose(game.cards[2])
    let before = states(game)
    let flips = game.flipCount
    let score = game.score

    #expect(app.openTheme(id: "sports") == .restyled)
    let after = try #require(app.memorize)
    #expect(after === game, "the same game, not a new one")
    #expect(states(after) == before)
    #expect(after.flipCount == flips)
    #expect(after.score == score)
    #expect(after.theme.id == "sports")
    #expect(Set(after.cards.map(\.content)).isSubset(of: Set(Theme.builtIns[1].emoji)))
    #expect(app.announcement?.text == "Now playing in Sports.")
    #expect(app.pendingThemeDeal == nil)
  }

  @Test("The game's own theme returns to it; a finished game gets a new deal in the new theme")
  func resumesAndDealsAnew() throws {
    let home = TemporaryLocations()
    let app = app(home)
    app.startMemorize(theme: .halloween, pairs: 2, seed: 1)
    let game = try #require(app.memorize)
    #expect(app.openTheme(id: "halloween") == .resumed)
    #expect(app.memorize === game)
    // Finish it: turn every pair by its content.
    for content in Set(game.cards.map(\.content)) {
      for card in game.cards where card.content == content { game.choose(card) }
    }
    #expect(game.isOver)
    #expect(app.openTheme(id: "animals") == .dealtAnew)
    let next = try #require(app.memorize)
    #expect(next !== game)
    #expect(next.theme.id == "animals")
    #expect(next.flipCount == 0)
    #expect(app.announcement?.text == "New game in Animals.")
  }

  @Test("Too few emoji for the pairs in play: nothing changes until the player says yes")
  func asksFirst() throws {
    let home = TemporaryLocations()
    let app = app(home)
    app.startMemorize(theme: .halloween, pairs: 8, seed: 1)
    let game = try #require(app.memorize)
    game.choose(game.cards[0])
    let small = app.themes.addingTheme(named: "Tiny")
    let emoji = try #require(app.themes.theme(withID: small.id)?.emoji)
    for symbol in emoji.dropFirst(3) { app.themes.removeEmoji(symbol, from: small.id) }
    #expect(app.themes.theme(withID: small.id)?.emoji.count == 3)
    let before = states(game)

    #expect(app.openTheme(id: small.id) == .needsConfirmation)
    #expect(app.memorize === game)
    #expect(states(game) == before)
    #expect(game.theme.id == "halloween")
    let pending = try #require(app.pendingThemeDeal)
    #expect(
      pending.question
        == "Tiny has only 3 emoji, too few for the 8 pairs in play. Deal a new game in Tiny?")
    #expect(pending.confirmLabel == "Deal a new game")
    #expect(pending.cancelLabel == "Keep playing")

    app.answerPendingThemeDeal(dealNewGame: false)
    #expect(app.pendingThemeDeal == nil)
    #expect(app.memorize === game)
    #expect(states(game) == before)

    #expect(app.openTheme(id: small.id) == .needsConfirmation)
    app.answerPendingThemeDeal(dealNewGame: true)
    let next = try #require(app.memorize)
    #expect(next !== game)
    #expect(next.theme.id == small.id)
    #expect(next.cards.count == 6)
    #expect(app.announcement?.text == "New game in Tiny.")
  }

  @Test("A new game on a theme only when asked; each announcement has its own serial")
  func newGameWhenAsked() throws {
    let home = TemporaryLocations()
    let app = app(home)
    app.openTheme(id: "halloween")
    let first = try #require(app.announcement)
    let game = try #require(app.memorize)
    game.choose(game.cards[0])
    app.dealNewGame(themeID: "halloween")
    let next = try #require(app.memorize)
    #expect(next !== game)
    #expect(next.flipCount == 0)
    let second = try #require(app.announcement)
    #expect(second.text == first.text)
    #expect(second.serial == first.serial + 1)
  }
}

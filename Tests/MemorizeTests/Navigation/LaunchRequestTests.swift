import CardGames
import Foundation
import Memorize
import Testing

@Suite("Launch requests")
struct LaunchRequestTests {
  @Test("A theme, pairs and seed deal a new Memorize game and show it")
  func newDeal() throws {
    let home = TemporaryLocations()
    let app = AppModel(locations: home.locations, timeSource: ManualTimeSource(), seed: 1)
    #expect(app.apply(LaunchRequest(themeName: "  faces ", pairs: 3, seed: 5)) == nil)
    let game = try #require(app.memorize)
    #expect(game.theme.id == "faces" && game.cards.count == 6)
    #expect(app.section == .memorize && app.isShowingMemorizeGame)
    let again = AppModel(
      locations: TemporaryLocations().locations, timeSource: ManualTimeSource(), seed: 99)
    _ = again.apply(LaunchRequest(themeName: "Faces", pairs: 3, seed: 5))
    #expect(again.memorize?.cards == game.cards)
  }

  @Test("No options resume the saved game; a seed alone re-deals")
  func resumeOrRedeal() throws {
    let home = TemporaryLocations()
    let app = AppModel(locations: home.locations, timeSource: ManualTimeSource(), seed: 1)
    _ = app.apply(LaunchRequest(themeName: "animals", seed: 2))
    let first = try #require(app.memorize)
    #expect(app.apply(LaunchRequest()) == nil)
    #expect(app.memorize === first)
    _ = app.apply(LaunchRequest(seed: 3))
    #expect(app.memorize !== first)
    #expect(app.memorize?.theme.id == "animals")
  }

  @Test("A command line that deals plays as it says: not at the last table, nor with its bonus")
  func aDealDoesNotCarryTheLastTable() throws {
    let home = TemporaryLocations()
    let app = AppModel(locations: home.locations, timeSource: ManualTimeSource(), seed: 1)
    let table = [
      Player(name: "Ana"), Player(name: "Ben"),
      Player(name: "Computer (good)", computerLevel: .good),
    ]
    _ = app.apply(LaunchRequest(themeName: "animals", seed: 2, timeBonus: true, players: table))
    #expect(app.memorize?.players.map(\.name) == ["Ana", "Ben", "Computer (good)"])
    #expect(app.memorize?.isTimeBonusEnabled == true)
    // The next game in the app keeps its table and bonus...
    app.send(.newGame)
    #expect(app.memorize?.players.count == 3)
    #expect(app.memorize?.isTimeBonusEnabled == true)
    // ...a new deal from the command line does not.
    _ = app.apply(LaunchRequest(seed: 1))
    #expect(app.memorize?.players.map(\.name) == ["You"])
    #expect(app.memorize?.isTimeBonusEnabled == false)
    _ = app.apply(LaunchRequest(seed: 1, timeBonus: true))
    #expect(app.memorize?.players.map(\.name) == ["You"])
    #expect(app.memorize?.isTimeBonusEnabled == true)
    // A race of the last launch gives way to Set alone when a new deal names nobody.
    _ = app.apply(LaunchRequest(game: .set, players: [Player(name: "Ana"), Player(name: "Ben")]))
    #expect(app.setRace != nil)
    _ = app.apply(LaunchRequest(game: .set, seed: 4))
    #expect(app.setRace == nil)
    #expect(app.board(of: .set)?.race == nil)
  }

  @Test("An unknown theme is one clean line; other games take their seed")
  func problemsAndOtherGames() {
    let home = TemporaryLocations()
    let app = AppModel(locations: home.locations, timeSource: ManualTimeSource(), seed: 1)
    #expect(
      app.apply(LaunchRequest(themeName: "Nope\u{1B}[2J"))
        == "unknown theme “Nope[2J”; see memorize --list-themes")
    #expect(
      app.apply(LaunchRequest(themeName: "Nope"), for: .window)
        == "unknown theme “Nope”; see memorize-gtk --list-themes")
    // One catalog sentence in the player's language, not an English piece in a Chinese frame.
    Localization.withLanguage(.simplifiedChinese) {
      #expect(
        app.apply(LaunchRequest(themeName: "Nope"), for: .window)
          == "没有名为“Nope”的主题；参见 memorize-gtk --list-themes")
    }
    #expect(app.memorize == nil)
    #expect(app.apply(LaunchRequest(game: .set, seed: 4)) == nil)
    #expect(app.section == .set)
    #expect(
      app.set.cardsInPlay
        == SetCardGame(seed: 4, timeSource: ManualTimeSource(), statistics: Statistics())
        .cardsInPlay)
    _ = app.apply(LaunchRequest(game: .matchismo, seed: 4))
    #expect(app.section == .matchismo)
    #expect(app.memorize == nil)
  }
}

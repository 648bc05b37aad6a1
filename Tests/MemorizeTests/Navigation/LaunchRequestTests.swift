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

  @Test("An unknown theme is one clean line; other games take their seed")
  func problemsAndOtherGames() {
    let home = TemporaryLocations()
    let app = AppModel(locations: home.locations, timeSource: ManualTimeSource(), seed: 1)
    #expect(
      app.apply(LaunchRequest(themeName: "Nope\u{1B}[2J"))
        == "unknown theme 'Nope[2J'; see memorize --list-themes")
    #expect(
      app.apply(LaunchRequest(themeName: "Nope"), for: .window)
        == "unknown theme 'Nope'; see memorize-gtk --list-themes")
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

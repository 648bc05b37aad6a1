import CardGames
import Foundation
import Testing

@testable import Memorize

/// Issue 15, problem 6: deleting a theme and New Game over a game in progress can be taken back,
/// exactly; the built-in themes can be brought back.
@Suite("Undo and restoring the built-ins")
struct UndoTests {
  private func makeApp(_ home: TemporaryLocations, time: ManualTimeSource) -> AppModel {
    AppModel(
      locations: home.locations, timeSource: time, seed: 5,
      now: Date(timeIntervalSince1970: 1_795_000_000))
  }

  @Test func deletingTheThemeInPlaySaysTheGameGoesOnAndUndoPutsItBackInItsPlace() throws {
    let home = TemporaryLocations()
    let app = makeApp(home, time: ManualTimeSource())
    app.openTheme(id: "sports")
    let game = try #require(app.memorize)
    game.choose(game.cards[0])

    #expect(app.deleteTheme(id: "sports") == [])

    #expect(app.themes.theme(withID: "sports") == nil)
    let offer = try #require(app.undoOffers.last)
    #expect(offer.message == "Deleted Sports; the game in progress goes on with its cards.")
    #expect(offer.undoLabel == "Undo")
    #expect(app.memorize === game && game.theme.id == "sports" && game.flipCount == 1)
    // Saved straight away: the next launch would not have it.
    #expect(makeApp(home, time: ManualTimeSource()).themes.theme(withID: "sports") == nil)

    #expect(app.undo(offer.id) == [])

    #expect(app.themes.themes == Theme.builtIns)
    #expect(app.undoOffers.isEmpty)
    #expect(makeApp(home, time: ManualTimeSource()).themes.themes == Theme.builtIns)
  }

  @Test func aDeletedThemeComesBackWithItsRemovedEmoji() throws {
    let home = TemporaryLocations()
    let app = makeApp(home, time: ManualTimeSource())
    app.themes.removeEmoji("👻", from: "halloween")
    let edited = try #require(app.themes.theme(withID: "halloween"))

    app.deleteTheme(id: "halloween")
    #expect(app.undoOffers.map(\.message) == ["Deleted Halloween."])
    app.undo(try #require(app.undoOffers.first).id)

    #expect(app.themes.themes.first == edited)
    #expect(app.themes.removedEmoji(for: "halloween") == ["👻"])
  }

  @Test func aDismissedOfferIsFinal() throws {
    let home = TemporaryLocations()
    let app = makeApp(home, time: ManualTimeSource())
    app.deleteTheme(id: "animals")
    let offer = try #require(app.undoOffers.first)

    app.dismissUndo(offer.id)

    #expect(app.undoOffers.isEmpty)
    #expect(app.undo(offer.id) == [])
    #expect(app.themes.theme(withID: "animals") == nil)
  }

  @Test func theLastThemeIsNotDeletedAndOffersNothing() {
    let home = TemporaryLocations()
    let app = makeApp(home, time: ManualTimeSource())
    for theme in Theme.builtIns.dropLast() { app.deleteTheme(id: theme.id) }
    let last = Theme.builtIns[Theme.builtIns.count - 1].id

    #expect(app.deleteTheme(id: last) == [.lastTheme])
    #expect(app.undoOffers.count == Theme.builtIns.count - 1)
  }

  @Test func restoringTheBuiltInsPutsEachBackInItsPlaceAndKeepsOwnThemesAndEdits() throws {
    let home = TemporaryLocations()
    let app = makeApp(home, time: ManualTimeSource())
    let mine = app.themes.addingTheme(named: "Mine")
    app.themes.rename(id: "halloween", to: "Spooky")
    app.deleteTheme(id: "sports")
    app.deleteTheme(id: Theme.builtIns[3].id)

    app.restoreBuiltInThemes()

    var expected = Theme.builtIns
    expected[0].name = "Spooky"
    #expect(app.themes.themes == expected + [mine])
    #expect(app.announcement?.text == "Restored 2 built-in themes.")
    app.restoreBuiltInThemes()
    #expect(app.announcement?.text == "Every built-in theme is already in the list.")
    // The offer to undo the deletion can no longer bring a second Sports.
    let offer = try #require(app.undoOffers.first)
    #expect(app.undo(offer.id) == [.themeAlreadyBack])
    #expect(app.themes.themes.count == expected.count + 1)
  }

  @Test func newGameOverAGameInProgressIsUndoneExactly() throws {
    let home = TemporaryLocations()
    let time = ManualTimeSource()
    let app = makeApp(home, time: time)
    app.openTheme(id: "halloween")
    let game = try #require(app.memorize)
    game.choose(game.cards[0])
    game.choose(game.cards[1])
    time.advance(by: 12)
    let before = game.saved

    app.newGameInSection()

    #expect(game.flipCount == 0)
    let offer = try #require(app.undoOffers.first)
    #expect(offer.message == "New game dealt; the one in progress was set aside.")
    time.advance(by: 3)
    app.undo(offer.id)

    let restored = try #require(app.memorize)
    #expect(restored.saved == before, "cards, flips, clock and generator as they were")
    #expect(restored.elapsed == 12, "the seconds after New Game are not play time")
    #expect(
      app.statistics.record(for: .init(game: .memorize, themeID: "halloween", pairs: 8)).played == 1
    )
  }

  @Test func newGameOnAFreshOrFinishedDealOffersNoUndo() throws {
    let home = TemporaryLocations()
    let app = makeApp(home, time: ManualTimeSource())
    app.openTheme(id: "halloween")
    app.newGameInSection()
    #expect(app.undoOffers.isEmpty, "nothing was played: nothing to take back")

    app.select(.set)
    app.newGameInSection()
    #expect(app.undoOffers.isEmpty)
  }

  @Test func newGameInMatchismoAndSetIsUndoneToo() throws {
    let home = TemporaryLocations()
    let app = makeApp(home, time: ManualTimeSource())
    app.select(.matchismo)
    app.matchismo.choose(at: 0)
    let matchismo = app.matchismo.saved
    app.newGameInSection()
    app.select(.set)
    app.set.choose(try #require(app.set.cardsInPlay.first))
    let set = app.set.saved
    app.newGameInSection()
    #expect(app.undoOffers.count == 2)

    app.undo(app.undoOffers[0].id)
    #expect(app.matchismo.saved == matchismo)
    #expect(app.section == .matchismo)
    app.undo(app.undoOffers[0].id)
    #expect(app.set.saved == set)
    #expect(app.section == .set)
  }

  @Test func offersAreBoundedAndTheirIdsNeverRepeat() throws {
    let home = TemporaryLocations()
    let app = makeApp(home, time: ManualTimeSource())
    var ids: [Int] = []
    for _ in 0..<3 {
      let mine = app.themes.addingTheme(named: "Mine")
      app.deleteTheme(id: mine.id)
      ids.append(try #require(app.undoOffers.last).id)
      app.dismissUndo(ids.last ?? 0)
    }
    #expect(Set(ids).count == 3)
    for _ in 0..<(AppModel.undoLimit + 2) {
      app.deleteTheme(id: app.themes.addingTheme(named: "Mine").id)
    }
    #expect(app.undoOffers.count == AppModel.undoLimit)
  }
}

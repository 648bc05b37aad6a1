import CardGames
import Foundation
import Memorize
import Observation
import Testing

/// Proves, on this platform, that front ends learn of changes through Observation: a change to
/// what they read notifies exactly once, and a change to anything else does not notify at all.
@Suite("Observation")
struct ObservationTests {
  /// Counts how often `onChange` fires for what `read` touches, across `change`.
  private func notifications(read: () -> Void, change: () -> Void) -> Int {
    let counter = Counter()
    withObservationTracking(read) { counter.value += 1 }
    change()
    return counter.value
  }

  /// Observation's change handler must be sendable; it runs synchronously, on the changing thread.
  private final class Counter: @unchecked Sendable {
    var value = 0
  }

  @Test("Choosing a card notifies a view that reads the cards, exactly once")
  func chooseNotifies() throws {
    let home = TemporaryLocations()
    let app = AppModel(locations: home.locations, timeSource: ManualTimeSource(), seed: 3)
    app.openTheme(id: "animals")
    let game = try #require(app.memorize)
    let count = notifications(read: { _ = game.cards }, change: { game.choose(game.cards[0]) })
    #expect(count == 1)
  }

  @Test("Unrelated changes do not notify")
  func unrelatedChanges() throws {
    let home = TemporaryLocations()
    let app = AppModel(locations: home.locations, timeSource: ManualTimeSource(), seed: 3)
    app.openTheme(id: "animals")
    let game = try #require(app.memorize)
    #expect(notifications(read: { _ = game.cards }, change: { app.select(.set) }) == 0)
    #expect(notifications(read: { _ = app.section }, change: { game.choose(game.cards[1]) }) == 0)
    #expect(
      notifications(read: { _ = app.set.cardsInPlay }, change: { app.matchismo.choose(at: 0) })
        == 0)
  }

  @Test("Changing section notifies a view that reads the section, exactly once")
  func sectionNotifies() {
    let home = TemporaryLocations()
    let app = AppModel(locations: home.locations, timeSource: ManualTimeSource(), seed: 3)
    #expect(notifications(read: { _ = app.section }, change: { app.select(.statistics) }) == 1)
  }

  @Test("A theme edit notifies a view that reads the themes")
  func themeEditNotifies() {
    let home = TemporaryLocations()
    let app = AppModel(locations: home.locations, timeSource: ManualTimeSource(), seed: 3)
    let count = notifications(
      read: { _ = app.themes.themes }, change: { _ = app.themes.addingTheme(named: "Mine") })
    #expect(count == 1)
  }
}

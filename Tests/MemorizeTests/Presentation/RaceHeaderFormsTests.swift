import Foundation
import Testing

@testable import CardGames
@testable import Memorize

/// Issue 23: a race's header had no form of a seat shorter than "Ana:" and only "Left 5" for the
/// countdown, which read like "Deck 69" beside it; four long names had no shorter Set! button.
@Suite("A race's shorter seats, countdown and Set! buttons")
struct RaceHeaderFormsTests {
  private let home = TemporaryLocations()
  private let time = ManualTimeSource(now: 50)
  @Test("The countdown in fewer columns says seconds, in both languages")
  func countdownForms() {
    Localization.withLanguage(.english) {
      #expect(Phrases.secondsLeftForms(5) == ["5 s left", "5s"])
      #expect(Phrases.secondsLeftForms(12) == ["12 s left", "12s"])
    }
    Localization.withLanguage(.simplifiedChinese) {
      #expect(Phrases.secondsLeftForms(5) == ["还剩 5 秒", "5 秒"])
    }
  }

  @Test("A long name is cut with a mark, a short one kept, a computer's from CPU")
  func nameForms() {
    Localization.withLanguage(.english) {
      #expect(
        Phrases.raceNameForms("Annabelle Montgomery")
          == ["Annabelle…", "Annabel…", "Annab…", "Ann…", "An…", "A…"])
      // A space before the cut goes: "Benedict…", not "Benedict …".
      #expect(Phrases.raceNameForms("Benedict Fairweather").first == "Benedict…")
      #expect(Phrases.raceNameForms("Ana") == ["Ana", "Ana", "Ana", "Ana", "Ana", "A…"])
      #expect(
        Phrases.raceNameForms(Phrases.computerName(.perfect))
          == ["CPU", "CPU", "CPU", "CPU", "CPU", "C…"])
      #expect(Phrases.raceSeatLabels("Annabelle Montgomery").first == "Annabelle…:")
      #expect(Phrases.shorterCallSetButtons("Annabelle Montgomery")[2] == "Annab…: Set!")
    }
    Localization.withLanguage(.simplifiedChinese) {
      #expect(Phrases.raceSeatLabels("Annabelle Montgomery")[2] == "Annab…：")
      #expect(Phrases.shorterCallSetButtons("Ana").first == "Ana：形色！")
    }
  }

  @Test("The race's header items carry the shorter forms, across a wire too")
  func statusItemsCarryForms() throws {
    try Localization.withLanguage(.english) { try statusItems() }
  }

  /// An app at `home` on `time`, racing at Set with `seats`.
  static func race(
    _ seats: [PlayersDraft.Seat], home: TemporaryLocations, time: ManualTimeSource
  ) -> AppModel {
    let app = AppModel(
      locations: home.locations, timeSource: time, seed: 11,
      now: Date(timeIntervalSince1970: 1_795_000_000))
    app.send(.select(.set))
    _ = app.send(.startPlayers(PlayersDraft(seats: seats)))
    return app
  }

  private func statusItems() throws {
    let app = Self.race(
      [
        .init(name: "Annabelle Montgomery"),
        .init(name: Phrases.computerName(.good), kind: .computer(.good)),
      ], home: home, time: time)
    _ = app.send(.callSet(seat: 0))
    let items = try #require(app.setRace?.statusItems)
    #expect(items[0].narrowed(2).label == "Annab…:")
    #expect(items[0].narrowed(2).value == "0")
    let countdown = try #require(items.last)
    #expect(countdown.narrowed(0).label.isEmpty)
    #expect(countdown.narrowed(0).value == "5 s left")
    #expect(countdown.narrowed(5).value == "5s")
    // They travel to a shared table's other faces with the item.
    for item in items {
      let decoded = try JSONDecoder().decode(StatusItem.self, from: JSONEncoder().encode(item))
      #expect(decoded == item)
      #expect(decoded.narrowerForms == item.narrowerForms)
    }
  }
}

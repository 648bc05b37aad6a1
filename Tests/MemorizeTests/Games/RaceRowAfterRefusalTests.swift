import CardGames
import Foundation
import Testing

@testable import Memorize

/// Issue 51: a refusal took a race's row of events ("Ben asked already: the others decide now."),
/// and at the next event the lost call it had replaced came back beside it ("Time is up: −1
/// for Ana · Ben asks… · Ben calls Set!"): a row of events only moves on.
@Suite("A race's row after a refusal")
struct RaceRowAfterRefusalTests {
  @Test func whatARefusalReplacedDoesNotComeBackAtTheNextEvent() throws {
    try Localization.withLanguage(.english) {
      let home = TemporaryLocations()
      let time = ManualTimeSource(now: 100)
      let app = RaceHeaderFormsTests.race(
        [.init(name: "Ana"), .init(name: "Ben")], home: home, time: time)
      let table = try #require(app.setRace)
      // Ana calls and lets her time run out: her lost call is held on the row.
      #expect(app.send(.callSet(seat: 0)).acted)
      time.advance(by: table.race.rules.callDuration + 0.1)
      table.advance()
      #expect(app.send(.askForMoreCards(seat: 1)).acted)
      let held = try #require(app.board(of: .set)?.race)
      #expect(held.heldEvent == "Time is up: −1 for Ana")
      #expect(held.lineEvents?.first == "Time is up: −1 for Ana")
      // Ben asks again: refused, and the refusal takes the row.
      #expect(
        app.send(.askForMoreCards(seat: 1))
          == .refused("Ben asked already: the others decide now."))
      #expect(app.board(of: .set)?.refusal == "Ben asked already: the others decide now.")
      // Ben calls, well within the hold: the row says what happened since the refusal alone.
      time.advance(by: 1)
      #expect(app.send(.callSet(seat: 1)).acted)
      let after = try #require(app.board(of: .set))
      #expect(after.refusal == nil)
      #expect(after.race?.heldEvent == nil)
      #expect(after.race?.lineEvents == ["Ben calls Set!"])
      #expect(after.race?.latestEvents == ["Ben calls Set!"])
      // The race itself still holds Ana's lost call: only this face's row let it go.
      #expect(table.heldAnnouncement == "Time is up: −1 for Ana")
      // Ben's call decided, its verdict alone is said: still nothing from before the refusal.
      time.advance(by: table.race.rules.callDuration + 0.1)
      table.advance()
      #expect(app.board(of: .set)?.race?.lineEvents == ["Time is up: −1 for Ben"])
      #expect(app.board(of: .set)?.race?.heldEvent == "Time is up: −1 for Ben")
    }
  }
}

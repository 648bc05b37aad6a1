import CardGames
import Foundation
import Memorize
import TerminalKit
import TerminalTestSupport
import Testing

@testable import MemorizeTerminal

/// Issue 44's play-test of a Set race at 40×15 and 80×24: the row of events under the cards
/// said a call twice ("Ana calls Set! · Ana found a set: +1"), and a person's lost call was
/// pushed off it by the computer's next events before it could be read.
@Suite("A race's row of events")
struct RaceLineTests {
  /// A race of Ana and the perfect computer on a screen `width` columns wide, in Set.
  static func race(width: Int, height: Int) -> ScreenFixture {
    let fixture = ScreenFixture(TerminalSize(width: width, height: height))
    fixture.press(.character("3"))
    _ = fixture.app.send(
      .startPlayers(
        PlayersDraft(seats: [
          .init(name: "Ana"),
          .init(name: Phrases.computerName(.perfect), kind: .computer(.perfect)),
        ])))
    return fixture
  }

  /// The race's row of events: the row above the buttons, its spaces trimmed.
  static func eventRow(_ fixture: ScreenFixture) -> String {
    let rows = fixture.draw().snapshotLines
    return rows[rows.count - 3].trimmingCharacters(in: .whitespaces)
  }

  /// A set on the table, and three cards that are not one.
  static func setAndNotASet(_ table: SetRaceTable) throws -> ([Int], [Int]) {
    let cards = table.race.game.cardsInPlay
    let set = try #require(SetRaceComputer.sets(among: cards).first).map(\.id)
    let other = try #require(
      cards.indices.lazy.compactMap { first -> [Int]? in
        let triple = [
          cards[first], cards[(first + 1) % cards.count], cards[(first + 2) % cards.count],
        ]
        return SetCard.isSet(triple[0], triple[1], triple[2]) ? nil : triple.map(\.id)
      }.first)
    return (set, other)
  }

  /// Lets the race's clock run, event by event, until `done`.
  static func run(_ fixture: ScreenFixture, until done: (SetRaceTable) -> Bool) throws {
    let table = try #require(fixture.app.setRace)
    for _ in 0..<40 where !done(table) {
      let next = table.nextEventTime ?? fixture.clock.now
      fixture.clock.advance(by: max(0, next - fixture.clock.now))
      table.advance()
    }
    #expect(done(table))
  }

  @Test("A found set is said once: its verdict, not the call before it", arguments: [40, 80])
  func aFoundSetIsSaidOnce(width: Int) throws {
    let fixture = Self.race(width: width, height: width == 40 ? 15 : 24)
    let table = try #require(fixture.app.setRace)
    let (set, _) = try Self.setAndNotASet(table)
    _ = fixture.app.send(.callSet(seat: 0))
    #expect(Self.eventRow(fixture) == "Ana calls Set!")
    for id in set { _ = fixture.app.send(.choose(cardID: id)) }
    #expect(Self.eventRow(fixture) == "Ana found a set: +1")
  }

  @Test(
    "A person's lost call stays beside the computer's next events, then gives way",
    arguments: [
      (
        Language.english, 40, "Not a set: −1 for Ana · Computer (per…",
        "Computer (perfect) found a set: +1"
      ),
      (
        .english, 80, "Not a set: −1 for Ana · Computer (perfect) found a set: +1",
        "Not a set: −1 for Ana · Computer (perfect) found a set: +1"
      ),
      (.simplifiedChinese, 40, "不成形色：Ana −1 分 · 电脑（完美）找…", "电脑（完美）找到一组形色：+1 分"),
    ])
  func aLostCallIsHeld(language: Language, width: Int, held: String, after: String) throws {
    try Localization.withLanguage(language) {
      let fixture = Self.race(width: width, height: width == 40 ? 15 : 24)
      let table = try #require(fixture.app.setRace)
      let (_, notASet) = try Self.setAndNotASet(table)
      _ = fixture.app.send(.callSet(seat: 0))
      for id in notASet { _ = fixture.app.send(.choose(cardID: id)) }
      let lost = fixture.clock.now
      let penalty = try #require(table.lastAnnouncement)
      #expect(Self.eventRow(fixture) == penalty)
      try Self.run(fixture) { $0.scores[1] == 1 }
      #expect(fixture.clock.now < lost + SetRaceTable.penaltyHold)
      #expect(Self.eventRow(fixture) == held)

      // Once the hold is over, the newest events have the row.
      fixture.clock.advance(by: lost + SetRaceTable.penaltyHold - fixture.clock.now)
      table.advance()
      #expect(Self.eventRow(fixture) == after)
    }
  }

  /// Issue 23's play-test at 40×15: a refusal took the row cut, "No hints at a race: call Set!
  /// when you", as if the sentence went on off screen.
  @Test(
    "A refusal short of room says its first clause whole",
    arguments: [
      (Language.english, 40, "No hints at a race."),
      (
        .english, 80,
        "No hints at a race: call Set! when you see one, or ask for three more cards."
      ),
      (.simplifiedChinese, 40, "比赛中没有提示。"),
    ])
  func refusalShortOfRoom(language: Language, width: Int, shown: String) throws {
    try Localization.withLanguage(language) {
      let fixture = Self.race(width: width, height: width == 40 ? 15 : 24)
      #expect(fixture.app.send(.hint) == .refused(Phrases.notAtARace))
      #expect(Self.eventRow(fixture) == shown)
    }
  }

  /// Issue 23's play-test at 40×15: "Ana asks for three more cards: 1 more" read as one more
  /// card; the row says the ask whole, without the count, where the whole does not fit.
  @Test("An event too wide for the row says its first clause whole")
  func eventShortOfRoom() throws {
    let fixture = ScreenFixture(TerminalSize(width: 40, height: 15))
    fixture.press(.character("3"))
    let people = ["Ana", "Ben", "Cy"].map { PlayersDraft.Seat(name: $0) }
    _ = fixture.app.send(.startPlayers(PlayersDraft(seats: people)))
    _ = fixture.app.send(.askForMoreCards(seat: 0))
    #expect(Self.eventRow(fixture) == "Ana asks for three more cards.")
    let wide = Self.race(width: 80, height: 24)
    _ = wide.app.send(.startPlayers(PlayersDraft(seats: people)))
    _ = wide.app.send(.askForMoreCards(seat: 0))
    #expect(Self.eventRow(wide) == "Ana asks for three more cards: 1 more person must ask")
  }
}

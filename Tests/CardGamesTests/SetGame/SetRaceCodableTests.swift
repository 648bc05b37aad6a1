import Foundation
import Testing

@testable import CardGames

@Suite struct SetRaceCodableTests {
  private func roundTrip(_ race: SetRace) throws -> SetRace {
    try JSONDecoder().decode(SetRace.self, from: JSONEncoder().encode(race))
  }

  /// A race two sets in, Ben one failed call down, Cy's ask for more cards standing, and the
  /// computer's first call still to come (all within its first 1.5 s).
  private func raceInPlay() throws -> SetRace {
    var race = try #require(SetRace(seats: [.ana, .ben, .cy, .computer(.casual)], seed: 31))
    for (seat, time) in [(0, 0.1), (1, 0.2)] {
      let set = try #require(race.setOnTable)
      race.call(seat: seat, at: time)
      for card in set { race.choose(card, seat: seat, at: time + 0.05) }
    }
    let table = race.game.cardsInPlay
    let third = try #require(
      table.dropFirst(2).first { !SetCard.isSet(table[0], table[1], $0) })
    race.call(seat: 1, at: 0.3)
    for card in [table[0], table[1], third] { race.choose(card, seat: 1, at: 0.35) }
    race.askForMore(seat: 2, at: 0.4)
    #expect(race.seats.map(\.setsFound) == [1, 1, 0, 0])
    #expect(race.seats.map(\.failedCalls) == [0, 1, 0, 0])
    #expect(race.votesForMore == [2])
    #expect(race.call == nil)
    #expect(race.computerMoves.map(\.seat) == [3])
    return race
  }

  @Test func anOpenRaceResumesExactly() throws {
    var race = try raceInPlay()
    var resumed = try roundTrip(race)
    #expect(resumed == race)
    // And plays on identically, computer included.
    #expect(resumed.playScripted(person: 0) == race.playScripted(person: 0))
    #expect(resumed == race)
  }

  @Test func aPersonsCallInProgressResumesAsAnOpenTableWithNobodyCharged() throws {
    var race = try raceInPlay()
    let set = try #require(race.setOnTable)
    race.call(seat: 2, at: 0.5)
    race.choose(set[0], seat: 2, at: 0.6)
    let resumed = try roundTrip(race)
    #expect(resumed.call == nil)
    #expect(resumed.isOpen)
    #expect(resumed.seats == race.seats)
    #expect(resumed.seats[2].failedCalls == 0)
    #expect(resumed.game == race.game)
    #expect(resumed.votesForMore == [2])
    #expect(resumed == race.resumedAsOpenTable())
    #expect(resumed.resumedAsOpenTable() == resumed)
  }

  @Test func aComputersCallInProgressResumesWithTheComputerLookingAgain() throws {
    var race = try #require(
      SetRace.stacked(SetCard.oneSetTable, seats: [.ana, .computer(.skilled)]))
    let callTime = try #require(race.nextEventTime)
    #expect(race.advance(to: callTime) == [.called(seat: 1, deadline: callTime + 5)])
    let resumed = try roundTrip(race)
    #expect(resumed.call == nil)
    #expect(resumed.seats.map(\.failedCalls) == [0, 0])
    // Its choice was dropped and a new call planned, later than now.
    let next = try #require(resumed.nextEventTime)
    #expect(next >= callTime + SetRaceComputer.Level.skilled.settleSeconds)
    #expect(resumed.computerMoves.map(\.seat) == [1])
    if case .call(let cards) = resumed.computerMoves.first?.action {
      #expect(cards == [SetCard.a.id, SetCard.b.id, SetCard.c.id])
    } else {
      Issue.record("the computer should plan a call")
    }
  }

  @Test func aSaveThatLostAComputersMoveResumesWithTheComputerLooking() throws {
    let race = try raceInPlay()
    var object = try #require(
      try JSONSerialization.jsonObject(with: JSONEncoder().encode(race)) as? [String: Any])
    object["computerMoves"] = [Any]()
    let resumed = try JSONDecoder().decode(
      SetRace.self, from: JSONSerialization.data(withJSONObject: object))
    #expect(resumed.computerMoves.map(\.seat) == [3])
    let next = try #require(resumed.nextEventTime)
    #expect(next >= race.now + SetRaceComputer.Level.casual.settleSeconds)
  }

  @Test func aRaceResumedOnAFreshClockKeepsItsDelays() throws {
    var race = try #require(
      SetRace.stacked(SetCard.oneSetTable, seats: [.ana, .computer(.casual)]))
    race.advance(to: 1)
    let wait = try #require(race.nextEventTime) - 1
    race.rebaseClock(to: 0)
    #expect(race.now == 0)
    #expect(race.nextEventTime == wait)
  }

  // MARK: - Refusing impossible saves

  private func savedRace(editedBy edit: (inout [String: Any]) -> Void) throws -> Data {
    var race = try raceInPlay()
    race.call(seat: 0, at: 0.5)
    var object = try #require(
      try JSONSerialization.jsonObject(with: JSONEncoder().encode(race)) as? [String: Any])
    edit(&object)
    return try JSONSerialization.data(withJSONObject: object)
  }

  private func seats(_ object: [String: Any]) -> [[String: Any]] {
    object["seats"] as? [[String: Any]] ?? []
  }

  @Test func anUneditedSaveDecodes() throws {
    let data = try savedRace { _ in }
    #expect(throws: Never.self) { try JSONDecoder().decode(SetRace.self, from: data) }
  }

  @Test(arguments: [
    "no seats", "five seats", "negative sets", "sets not adding up", "negative failed calls",
    "caller seat missing", "three chosen", "chosen card not on the table", "deadline too far",
    "vote twice", "vote by a computer", "move for a person", "two moves for one seat",
    "call too long",
  ])
  func anImpossibleSaveDoesNotDecode(edit: String) throws {
    let data = try savedRace { object in
      var seats = seats(object)
      var call = object["call"] as? [String: Any] ?? [:]
      var moves = object["computerMoves"] as? [[String: Any]] ?? []
      switch edit {
      case "no seats": seats = []
      case "five seats": seats += [seats[0], seats[1]]
      case "negative sets": seats[2]["setsFound"] = -1
      case "sets not adding up": seats[2]["setsFound"] = 1
      case "negative failed calls": seats[0]["failedCalls"] = -1
      case "caller seat missing": call["seat"] = 7
      case "three chosen": call["chosenCardIDs"] = [0, 1, 2]
      case "chosen card not on the table": call["chosenCardIDs"] = [80]
      case "deadline too far": call["deadline"] = (call["startedAt"] as? Double ?? 0) + 6
      case "vote twice": object["votesForMore"] = [2, 2]
      case "vote by a computer": object["votesForMore"] = [3]
      case "move for a person": moves[0]["seat"] = 0
      case "two moves for one seat": moves += moves
      case "call too long":
        var rules = object["rules"] as? [String: Any] ?? [:]
        rules["callDuration"] = 600
        object["rules"] = rules
      default: Issue.record("unknown edit \(edit)")
      }
      object["seats"] = seats
      object["call"] = call
      object["computerMoves"] = moves
    }
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(SetRace.self, from: data) }
  }
}

import Testing

@testable import CardGames

@Suite struct SetRaceTests {
  // MARK: - Calls

  @Test func aCallThenASetScoresForTheCallerAndRefillsTheTable() throws {
    var race = try #require(SetRace.stacked(SetCard.oneSetTable, seats: [.ana, .ben]))
    let table = race.game.cardsInPlay
    let deck = race.game.deck
    #expect(race.call(seat: 0, at: 1) == [.called(seat: 0, deadline: 6)])
    #expect(race.call == SetRace.Call(seat: 0, startedAt: 1, deadline: 6))
    #expect(race.choose(.a, seat: 0, at: 2).isEmpty)
    #expect(race.choose(.b, seat: 0, at: 3).isEmpty)
    #expect(race.call?.chosenCardIDs == [SetCard.a.id, SetCard.b.id])
    #expect(race.choose(.c, seat: 0, at: 4) == [.foundSet(seat: 0, cards: [.a, .b, .c])])
    #expect(race.call == nil)
    #expect(race.seats[0].setsFound == 1)
    #expect(race.seats[0].failedCalls == 0)
    #expect(race.seats[1].setsFound == 0)
    #expect(race.score(ofSeat: 0) == 1)
    #expect(race.score(ofSeat: 1) == 0)
    #expect(race.game.matchedCards == [.a, .b, .c])
    #expect(race.game.selectedCardIDs.isEmpty)
    // Each card of the set is replaced in place by the next card of the deck.
    var expected = table
    for (position, card) in zip([0, 1, 11], deck.prefix(3)) { expected[position] = card }
    #expect(race.game.cardsInPlay == expected)
    #expect(race.game.deck == Array(deck.dropFirst(3)))
    #expect(race.now == 4)
  }

  @Test func threeCardsThatAreNotASetCostTheCallerAndOpenTheTable() throws {
    var race = try #require(SetRace.stacked(SetCard.oneSetTable, seats: [.ana, .ben]))
    let before = race.game
    race.call(seat: 1, at: 0)
    race.choose(.a, seat: 1, at: 1)
    race.choose(.b, seat: 1, at: 1)
    #expect(race.choose(.d, seat: 1, at: 2) == [.notASet(seat: 1, cards: [.a, .b, .d], cost: 1)])
    #expect(race.call == nil)
    #expect(race.isOpen)
    #expect(race.seats[1].failedCalls == 1)
    #expect(race.seats[1].setsFound == 0)
    #expect(race.score(ofSeat: 1) == -1)
    #expect(race.game == before)
    // The table is open again: the other person may call.
    #expect(race.call(seat: 0, at: 3) == [.called(seat: 0, deadline: 8)])
  }

  @Test func aCallWhoseTimeRunsOutCostsTheCaller() throws {
    var race = try #require(
      SetRace.stacked(
        SetCard.oneSetTable, seats: [.ana, .ben],
        rules: SetRace.Rules(callDuration: 4, pointsForSet: 2, costOfFailedCall: 3)))
    race.call(seat: 0, at: 10)
    race.choose(.a, seat: 0, at: 11)
    #expect(race.nextEventTime == 14)
    #expect(race.secondsLeftInCall(at: 13.5) == 0.5)
    #expect(race.advance(to: 13.9).isEmpty)
    #expect(race.call?.chosenCardIDs == [SetCard.a.id])
    #expect(race.advance(to: 14) == [.timeUp(seat: 0, cost: 3)])
    #expect(race.call == nil)
    #expect(race.seats[0].failedCalls == 1)
    #expect(race.score(ofSeat: 0) == -3)
    #expect(race.game.selectedCardIDs.isEmpty)
  }

  @Test func theTimeRunningOutIsCheckedOnEveryMove() throws {
    var race = try #require(SetRace.stacked(SetCard.oneSetTable, seats: [.ana, .ben]))
    race.call(seat: 0, at: 0)
    race.choose(.a, seat: 0, at: 1)
    race.choose(.b, seat: 0, at: 2)
    // The third card comes too late: the call ended at 5, and the card is not taken.
    #expect(race.choose(.c, seat: 0, at: 5.5) == [.timeUp(seat: 0, cost: 1)])
    #expect(race.call == nil)
    #expect(race.game.matchedCards.isEmpty)
    #expect(race.seats[0].setsFound == 0)
    #expect(race.seats[0].failedCalls == 1)
  }

  @Test func aChosenCardChosenAgainIsTakenBack() throws {
    var race = try #require(SetRace.stacked(SetCard.oneSetTable, seats: [.ana]))
    race.call(seat: 0, at: 0)
    race.choose(.a, seat: 0, at: 1)
    race.choose(.b, seat: 0, at: 1)
    race.choose(.a, seat: 0, at: 2)
    #expect(race.call?.chosenCardIDs == [SetCard.b.id])
  }

  @Test func nobodyElseCallsOrChoosesDuringACall() throws {
    var race = try #require(SetRace.stacked(SetCard.oneSetTable, seats: [.ana, .ben, .cy]))
    race.call(seat: 0, at: 0)
    #expect(race.call(seat: 1, at: 1).isEmpty)
    #expect(race.choose(.a, seat: 1, at: 1).isEmpty)
    #expect(race.choose(.b, seat: 2, at: 1).isEmpty)
    #expect(race.askForMore(seat: 2, at: 1).isEmpty)
    #expect(race.call == SetRace.Call(seat: 0, startedAt: 0, deadline: 5))
    #expect(race.votesForMore.isEmpty)
    #expect(race.seats.map(\.failedCalls) == [0, 0, 0])
  }

  @Test func aComputerThatSeesASetDuringAPersonsCallCallsWhenTheTableOpens() throws {
    var race = try #require(
      SetRace.stacked(SetCard.oneSetTable, seats: [.ana, .computer(.expert)]))
    let computerTime = try #require(race.nextEventTime)
    #expect(computerTime >= 1.5)
    let called = race.call(seat: 0, at: computerTime - 0.5)
    #expect(called == [.called(seat: 0, deadline: computerTime - 0.5 + 5)])
    let deadline = try #require(race.call?.deadline)
    // The computer's moment passes during Ana's call; it waits, then calls the moment her time
    // is up, and chooses its set 0.6 s later.
    #expect(
      race.advance(to: deadline) == [
        .timeUp(seat: 0, cost: 1), .called(seat: 1, deadline: deadline + 5),
      ])
    #expect(race.choose(.a, seat: 0, at: deadline + 0.1).isEmpty)
    #expect(race.advance(to: deadline + 0.6) == [.foundSet(seat: 1, cards: [.a, .b, .c])])
    #expect(race.seats[1].setsFound == 1)
    #expect(race.seats[0].failedCalls == 1)
  }

  @Test func computersAreNotMovedByPeoplesIntents() throws {
    var race = try #require(
      SetRace.stacked(SetCard.oneSetTable, seats: [.ana, .computer(.casual)]))
    #expect(race.call(seat: 1, at: 0.1).isEmpty)
    #expect(race.askForMore(seat: 1, at: 0.1).isEmpty)
    #expect(race.call(seat: 5, at: 0.1).isEmpty)
    #expect(race.call == nil)
  }

  @Test func aRaceHasOneToFourSeatsAndRulesInRange() {
    #expect(SetRace(seats: [], seed: 1) == nil)
    #expect(SetRace(seats: [.ana, .ben, .cy, .dee, .computer(.expert)], seed: 1) == nil)
    #expect(SetRace(seats: [.ana], seed: 1, rules: SetRace.Rules(callDuration: 0)) == nil)
    #expect(SetRace(seats: [.ana, .ben, .cy, .dee], seed: 1)?.seats.count == 4)
  }

  @Test func aRaceDealsTheSameCardsAsASoloGameOfTheSameSeed() throws {
    let race = try #require(SetRace(seats: [.ana, .computer(.skilled)], seed: 77))
    #expect(race.game == SetGame(seed: 77))
  }

  // MARK: - More cards

  @Test(arguments: [(1, 1), (2, 2), (3, 2), (4, 3)])
  func aMajorityOfThePeopleMustAskForMoreCards(people: Int, needed: Int) throws {
    let seats = Array([SetRace.Seat.ana, .ben, .cy, .dee].prefix(people))
    var race = try #require(SetRace.stacked(SetCard.noSetTable, seats: seats))
    #expect(race.votesNeededForMore == needed)
    let deck = race.game.deck
    for seat in 0..<(needed - 1) {
      #expect(
        race.askForMore(seat: seat, at: 1) == [
          .votedForMore(seat: seat, votes: seat + 1, needed: needed)
        ])
      // Asking twice counts once.
      #expect(race.askForMore(seat: seat, at: 1).isEmpty)
    }
    #expect(race.game.cardsInPlay.count == 12)
    #expect(
      race.askForMore(seat: needed - 1, at: 2) == [
        .votedForMore(seat: needed - 1, votes: needed, needed: needed),
        .dealtThree(Array(deck.prefix(3))),
      ])
    #expect(race.game.cardsInPlay == SetCard.noSetTable + deck.prefix(3))
    #expect(race.votesForMore.isEmpty)
  }

  @Test func computersNeitherCountNorBlockTheVoteForMoreCards() throws {
    var race = try #require(
      SetRace.stacked(
        SetCard.noSetTable,
        seats: [.ana, .computer(.beginner), .ben, .computer(.expert)]))
    #expect(race.votesNeededForMore == 2)
    // With no set on the table and people present, the computers wait for the people.
    #expect(race.nextEventTime == nil)
    #expect(race.advance(to: 1_000).isEmpty)
    #expect(
      race.askForMore(seat: 0, at: 1_001) == [
        .votedForMore(seat: 0, votes: 1, needed: 2)
      ])
    let deck = race.game.deck
    #expect(
      race.askForMore(seat: 2, at: 1_002) == [
        .votedForMore(seat: 2, votes: 2, needed: 2), .dealtThree(Array(deck.prefix(3))),
      ])
  }

  @Test func aTableWithoutASetSaysSoWhenItOpensAgainForThePeopleToAsk() throws {
    // One person and an expert computer at a table with no set: the computer waits for the
    // person, so every time the table opens again the race says why nothing happens.
    var race = try #require(
      SetRace.stacked(SetCard.noSetTable, seats: [.ana, .computer(.expert)]))
    #expect(race.nextEventTime == nil)
    race.call(seat: 0, at: 1)
    #expect(race.advance(to: 6) == [.timeUp(seat: 0, cost: 1), .noSetOnTable])
    let table = race.game.cardsInPlay
    race.call(seat: 0, at: 7)
    race.choose(table[0], seat: 0, at: 7)
    race.choose(table[1], seat: 0, at: 7)
    #expect(
      race.choose(table[2], seat: 0, at: 8) == [
        .notASet(seat: 0, cards: Array(table.prefix(3)), cost: 1), .noSetOnTable,
      ])
    // A table that holds a set says nothing of the kind.
    var withASet = try #require(SetRace.stacked(SetCard.oneSetTable, seats: [.ana, .ben]))
    withASet.call(seat: 0, at: 1)
    #expect(withASet.advance(to: 6) == [.timeUp(seat: 0, cost: 1)])
  }

  @Test func aComputerAloneAsksForMoreCardsWhenItSeesNoSet() throws {
    var race = try #require(SetRace.stacked(SetCard.noSetTable, seats: [.computer(.skilled)]))
    let level = SetRaceComputer.Level.skilled
    let asksAt = level.settleSeconds + level.pace * 9
    #expect(race.nextEventTime == asksAt)
    let deck = race.game.deck
    #expect(
      race.advance(to: asksAt) == [
        .votedForMore(seat: 0, votes: 1, needed: 1), .dealtThree(Array(deck.prefix(3))),
      ])
  }

  @Test func theFoundSetForgetsTheAsksForMoreCards() throws {
    var race = try #require(SetRace.stacked(SetCard.oneSetTable, seats: [.ana, .ben, .cy]))
    race.askForMore(seat: 2, at: 0)
    #expect(race.votesForMore == [2])
    race.call(seat: 0, at: 1)
    #expect(race.votesForMore == [2])
    for card in [SetCard.a, .b, .c] { race.choose(card, seat: 0, at: 2) }
    #expect(race.votesForMore.isEmpty)
  }

  // MARK: - The end

  /// A race of Ana and Ben at a table with one set left and an empty deck, Ana ahead by one
  /// point before the last set; `nil` when `seed`'s solo play does not end that way.
  private func raceBeforeTheLastSet(seed: UInt64) -> SetRace? {
    var game = SetGame(seed: seed)
    game.playUntilDeckIsEmpty()
    game.putAwayMatchedSetNow()
    while SetRaceComputer.sets(among: game.cardsInPlay).count > 1 {
      _ = game.playHintedSet()
      game.putAwayMatchedSetNow()
    }
    guard SetRaceComputer.sets(among: game.cardsInPlay).count == 1,
      var race = SetRace(seats: [.ana, .ben], game: game, generator: SeededGenerator(seed: 0))
    else { return nil }
    let setsSoFar = game.matchedCards.count / 3
    // Ana one point ahead: after an odd number of sets she has one set more; after an even
    // number, two sets more and one failed call.
    race.seats[0].setsFound = setsSoFar / 2 + 1
    race.seats[1].setsFound = setsSoFar - race.seats[0].setsFound
    race.seats[0].failedCalls = setsSoFar.isMultiple(of: 2) ? 1 : 0
    return race
  }

  @Test func theSeatsWithTheBestScoreTieWhenTheLastSetEvensThem() throws {
    var race = try #require((1...20).lazy.compactMap(raceBeforeTheLastSet).first)
    #expect(race.score(ofSeat: 0) == race.score(ofSeat: 1) + 1)
    let lastSet = try #require(race.setOnTable)
    let winningScore = race.score(ofSeat: 0)
    race.call(seat: 1, at: 1)
    race.choose(lastSet[0], seat: 1, at: 2)
    race.choose(lastSet[1], seat: 1, at: 2)
    let result = SetRace.Result(winners: [0, 1], winningScore: winningScore)
    #expect(
      race.choose(lastSet[2], seat: 1, at: 3) == [
        .foundSet(seat: 1, cards: lastSet), .gameOver(result),
      ])
    #expect(race.isOver)
    #expect(race.result == result)
    #expect(result.isTie)
    // Nothing moves a finished race.
    #expect(race.call(seat: 0, at: 4).isEmpty)
    #expect(race.askForMore(seat: 0, at: 4).isEmpty)
    #expect(race.nextEventTime == nil)
  }

  @Test func theSeatWithTheBestScoreWinsAlone() throws {
    var race = try #require((1...20).lazy.compactMap(raceBeforeTheLastSet).first)
    let lastSet = try #require(race.setOnTable)
    let winningScore = race.score(ofSeat: 0) + 1
    race.call(seat: 0, at: 1)
    race.choose(lastSet[0], seat: 0, at: 2)
    race.choose(lastSet[1], seat: 0, at: 2)
    let result = SetRace.Result(winners: [0], winningScore: winningScore)
    #expect(
      race.choose(lastSet[2], seat: 0, at: 3) == [
        .foundSet(seat: 0, cards: lastSet), .gameOver(result),
      ])
    #expect(race.result == result)
    #expect(!result.isTie)
  }

  // MARK: - Replaying

  @Test func aSeededRaceReplaysToTheSameResult() throws {
    let seats: [SetRace.Seat] = [.ana, .computer(.skilled), .computer(.beginner)]
    var first = try #require(SetRace(seats: seats, seed: 2008))
    var second = try #require(SetRace(seats: seats, seed: 2008))
    let firstEvents = first.playScripted(person: 0)
    let secondEvents = second.playScripted(person: 0)
    #expect(first.isOver)
    #expect(firstEvents == secondEvents)
    #expect(first == second)
    let result = try #require(first.result)
    #expect(firstEvents.last == .gameOver(result))
    // Every set put away was found by someone, and the tallies add up.
    let found = firstEvents.count { if case .foundSet = $0 { true } else { false } }
    #expect(first.seats.reduce(0) { $0 + $1.setsFound } == found)
    #expect(first.game.matchedCards.count == 3 * found)
    // Another seed deals and plays another race.
    var other = try #require(SetRace(seats: seats, seed: 2009))
    #expect(other.playScripted(person: 0) != firstEvents)
  }
}

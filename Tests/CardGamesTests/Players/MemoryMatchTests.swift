import Foundation
import Testing

@testable import CardGames

// Card ids 2k and 2k + 1 show k, so a test can name cards by id whatever the deal.

@Suite("MemoryMatch: turns, tallies, outcome")
struct MemoryMatchTests {
  private typealias Tally = MemoryMatch<Int>.SeatTally

  @Test func aMismatchPassesTheTurnAsSoonAsItIsRevealed() {
    var match = MemoryMatch.numbered(pairs: 3, players: Player.seats([nil, nil]))
    match.choose(ids: 0)
    #expect(match.currentPlayerIndex == 0)
    match.choose(ids: 2)
    #expect(match.currentPlayerIndex == 1)
    // The mismatch stays in view for the next player.
    #expect(match.game.card(numbered: 0).isFaceUp && match.game.card(numbered: 2).isFaceUp)
    match.choose(ids: 4)
    #expect(match.currentPlayerIndex == 1)
    #expect(!match.game.card(numbered: 0).isFaceUp && !match.game.card(numbered: 2).isFaceUp)
  }

  @Test func aPassedTurnTurnsTheCardsFaceUpDownAndCostsNothing() {
    var match = MemoryMatch.numbered(pairs: 3, players: Player.seats([nil, nil, nil]))
    match.choose(ids: 0)
    let flips = match.game.flipCount
    match.passTurn()
    #expect(match.currentPlayerIndex == 1)
    #expect(!match.game.card(numbered: 0).isFaceUp)
    #expect(match.game.card(numbered: 0).hasBeenSeen)
    #expect(match.game.flipCount == flips)
    #expect(
      match.tally == [
        Tally(pairs: 0, score: 0), Tally(pairs: 0, score: 0), Tally(pairs: 0, score: 0),
      ])
    // After a mismatch, the two cards still in view go down as the turn passes again.
    match.choose(ids: 2, 4)
    #expect(match.currentPlayerIndex == 2)
    match.passTurn()
    #expect(match.currentPlayerIndex == 0)
    #expect(match.game.cards.allSatisfy { !$0.isFaceUp })
    // Alone, or once the game is over, there is no turn to pass.
    var solo = MemoryMatch.numbered(pairs: 1, players: Player.seats([nil]))
    solo.choose(ids: 0)
    solo.passTurn()
    #expect(solo.game.card(numbered: 0).isFaceUp)
    var over = MemoryMatch.numbered(pairs: 1, players: Player.seats([nil, nil]))
    over.choose(ids: 0, 1)
    over.passTurn()
    #expect(over.currentPlayerIndex == 0)
  }

  @Test func aMatchKeepsTheTurn() {
    var match = MemoryMatch.numbered(pairs: 3, players: Player.seats([nil, nil]))
    match.choose(ids: 0, 1)
    #expect(match.currentPlayerIndex == 0)
    #expect(match.tally == [Tally(pairs: 1, score: 2), Tally(pairs: 0, score: 0)])
  }

  @Test func choosingAMatchedOrTheFaceUpCardChangesNothing() {
    var match = MemoryMatch.numbered(pairs: 3, players: Player.seats([nil, nil]))
    match.choose(ids: 0, 1, 2)
    let before = match
    match.choose(ids: 2, 0, 1)
    #expect(match == before)
  }

  @Test func scoresAndPairsGoToThePlayerWhoMoved() {
    var match = MemoryMatch.numbered(pairs: 3, players: Player.seats([nil, nil]))
    match.choose(ids: 0, 2)  // A: mismatch of unseen cards, no cost; B to move
    match.choose(ids: 1, 0)  // B: match, +2
    match.choose(ids: 4, 2)  // B: mismatch with the seen card 2, −1; A to move
    #expect(match.tally == [Tally(pairs: 0, score: 0), Tally(pairs: 1, score: 1)])
    #expect(match.currentPlayerIndex == 0)
    match.choose(ids: 3, 2, 5, 4)  // A: two matches
    #expect(match.tally == [Tally(pairs: 2, score: 4), Tally(pairs: 1, score: 1)])
    #expect(match.game.score == 5)
    #expect(match.isOver)
    #expect(match.outcome == .winner(0))
  }

  @Test func theOutcomeIsNilWhileInPlay() {
    var match = MemoryMatch.numbered(pairs: 2, players: Player.seats([nil, nil]))
    match.choose(ids: 0, 1)
    #expect(match.outcome == nil)
    match.choose(ids: 2, 3)
    #expect(match.outcome == .winner(0))
  }

  @Test func equalPairsAndScoresTie() {
    var match = MemoryMatch.numbered(pairs: 4, players: Player.seats([nil, nil, nil]))
    match.choose(ids: 0, 1, 2, 3, 4, 6)  // A: two pairs, then a mismatch; B to move
    match.choose(ids: 5, 4, 7, 6)  // B: the other two pairs
    #expect(
      match.tally == [
        Tally(pairs: 2, score: 4), Tally(pairs: 2, score: 4), Tally(pairs: 0, score: 0),
      ])
    #expect(match.outcome == .tie([0, 1]))
  }

  @Test func equalPairsAreSettledByScore() {
    var match = MemoryMatch.numbered(pairs: 4, players: Player.seats([nil, nil]))
    match.choose(ids: 0, 2)  // A: mismatch; B
    match.choose(ids: 4, 0)  // B: mismatch with seen card 0, −1; A
    match.choose(ids: 1, 0, 3, 2, 5, 6)  // A: two pairs, then a mismatch of unseen cards; B
    match.choose(ids: 4, 5, 7, 6)  // B: two pairs
    #expect(match.tally == [Tally(pairs: 2, score: 4), Tally(pairs: 2, score: 3)])
    #expect(match.outcome == .winner(0))
  }

  @Test func oneSeatKeepsEveryTurn() {
    var match = MemoryMatch.numbered(pairs: 2, players: Player.seats([nil]))
    match.choose(ids: 0, 2)
    #expect(match.currentPlayerIndex == 0)
    match.choose(ids: 1, 0, 3, 2)
    #expect(match.tally == [Tally(pairs: 2, score: 4)])
    #expect(match.outcome == .winner(0))
  }

  @Test func fourSeatsTakeTurnsInOrderAndWrapAround() {
    var match = MemoryMatch.numbered(pairs: 6, players: Player.seats([nil, nil, nil, nil]))
    var order = [match.currentPlayerIndex]
    for (first, second) in [(0, 2), (4, 6), (8, 10), (1, 3), (5, 7)] {
      match.choose(ids: first, second)
      order.append(match.currentPlayerIndex)
    }
    #expect(order == [0, 1, 2, 3, 0, 1])
    match.choose(ids: 4, 5)  // B matches: 5 was seen but a match costs nothing
    #expect(match.currentPlayerIndex == 1)
    // Every mismatch above turned up cards nobody had seen before, so it cost nothing.
    #expect(
      match.tally == [
        Tally(pairs: 0, score: 0), Tally(pairs: 1, score: 2), Tally(pairs: 0, score: 0),
        Tally(pairs: 0, score: 0),
      ])
  }

  @Test func aPersonCannotMoveForTheComputer() {
    var match = MemoryMatch.numbered(pairs: 3, players: Player.seats([nil, .perfect]))
    match.choose(ids: 0, 2)
    #expect(match.isComputerToMove)
    let before = match
    match.choose(ids: 4)
    #expect(match == before)
    var generator = SeededGenerator(seed: 1)
    let choice = match.chooseForComputer(using: &generator)
    #expect(choice != nil)
    #expect(match.game.flipCount == 3)
  }

  @Test func theComputerDoesNotMoveForAPerson() {
    var match = MemoryMatch.numbered(pairs: 3, players: Player.seats([nil, .perfect]))
    var generator = SeededGenerator(seed: 1)
    let before = match
    let choice = match.chooseForComputer(using: &generator)
    #expect(choice == nil)
    #expect(match == before)
  }

  @Test(arguments: [1, 2, 3, 4])
  func aFullMatchAddsUp(seats: Int) {
    let levels = Array(ComputerLevel.allCases.prefix(seats))
    var generator = SeededGenerator(seed: UInt64(seats))
    let game = MemoryGame(numberOfPairsOfCards: 10, using: &generator) { $0 }
    var match = MemoryMatch(game: game, players: Player.seats(levels))
    while match.chooseForComputer(using: &generator) != nil {}
    #expect(match.isOver)
    #expect(match.players.map(\.pairs).reduce(0, +) == 10)
    #expect(match.players.map(\.score).reduce(0, +) == match.game.score)
    #expect(match.outcome != nil)
  }

  @Test func aMatchInProgressResumesIdenticallyAfterACodableRoundTrip() throws {
    var generator = SeededGenerator(seed: 42)
    let game = MemoryGame(numberOfPairsOfCards: 12, using: &generator) { "card \($0)" }
    var match = MemoryMatch(
      game: game,
      players: [
        Player(name: "Ann"), Player(name: "Bot", computerLevel: .casual),
        Player(name: "Max", computerLevel: .perfect),
      ])
    // People choose the first face-down card on the table; the computer plays its own.
    func step(_ match: inout MemoryMatch<String>, _ generator: inout SeededGenerator) {
      if match.isComputerToMove {
        match.chooseForComputer(using: &generator)
      } else if let card = match.game.cards.first(where: { !$0.isMatched && !$0.isFaceUp }) {
        match.choose(card)
      }
    }
    for _ in 0..<17 { step(&match, &generator) }
    #expect(!match.isOver)

    let data = try JSONEncoder().encode(SavedMatch(match: match, generator: generator))
    let saved = try JSONDecoder().decode(SavedMatch.self, from: data)
    #expect(saved.match == match)
    var resumed = saved.match
    var resumedGenerator = saved.generator
    while !match.isOver { step(&match, &generator) }
    while !resumed.isOver { step(&resumed, &resumedGenerator) }
    #expect(resumed == match)
    #expect(resumed.game.flipCount > 17)
  }

  private struct SavedMatch: Codable {
    var match: MemoryMatch<String>
    var generator: SeededGenerator
  }
}

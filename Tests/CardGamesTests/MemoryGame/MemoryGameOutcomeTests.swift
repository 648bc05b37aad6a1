import Foundation
import Testing

@testable import CardGames

/// Pairs of numbers: card ids 2k and 2k + 1 show k, dealt with seed 0.
private func numberedGame(pairs: Int = 3, scoring: MemoryGame<Int>.Scoring = .init())
  -> MemoryGame<Int>
{
  var generator = SeededGenerator(seed: 0)
  return MemoryGame(numberOfPairsOfCards: pairs, scoring: scoring, using: &generator) { $0 }
}

@Suite("MemoryGame outcomes and scoring")
struct MemoryGameOutcomeTests {
  @Test("Each choice says what it did, with the points it added to the score")
  func outcomesOfATurn() {
    var game = numberedGame()
    #expect(game.choose(game.card(numbered: 0)) == .turnedUp(cardID: 0))
    #expect(game.choose(game.card(numbered: 0)) == .unchanged)
    #expect(game.choose(game.card(numbered: 2)) == .mismatched(cardIDs: [0, 2], points: 0))
    // Turning 4 up turns 0 and 2 face down: both are seen from now on.
    #expect(game.choose(game.card(numbered: 4)) == .turnedUp(cardID: 4))
    // One point off for seen card 2, none for card 4, which was never turned back down.
    #expect(game.choose(game.card(numbered: 2)) == .mismatched(cardIDs: [4, 2], points: -1))
    #expect(game.choose(game.card(numbered: 1)) == .turnedUp(cardID: 1))
    #expect(game.choose(game.card(numbered: 0)) == .matched(cardIDs: [1, 0], points: 2))
    #expect(game.choose(game.card(numbered: 0)) == .unchanged)
    #expect(game.score == 1)
    #expect(game.flipCount == 6)
  }

  @Test("Scoring is a value: other numbers, same sign convention (penalties negative)")
  func customScoring() {
    var game = numberedGame(
      scoring: .init(pointsForMatch: 10, pointsForSeenCardInMismatch: -3))
    game.choose(game.card(numbered: 0))
    game.choose(game.card(numbered: 2))
    game.choose(game.card(numbered: 4))
    #expect(game.choose(game.card(numbered: 5)) == .matched(cardIDs: [4, 5], points: 10))
    game.choose(game.card(numbered: 0))
    #expect(game.choose(game.card(numbered: 2)) == .mismatched(cardIDs: [0, 2], points: -6))
    #expect(game.score == 4)
  }

  @Test("A game saved before scoring was a value loads with the default scoring")
  func oldSaveLoads() throws {
    var game = numberedGame(pairs: 2)
    game.choose(game.card(numbered: 0))
    var object = try #require(
      JSONSerialization.jsonObject(with: JSONEncoder().encode(game)) as? [String: Any])
    #expect(object["scoring"] != nil)
    object["scoring"] = nil
    let old = try JSONSerialization.data(withJSONObject: object)
    let decoded = try JSONDecoder().decode(MemoryGame<Int>.self, from: old)
    #expect(decoded == game)
    #expect(decoded.scoring == MemoryGame<Int>.Scoring())
  }

  @Test("A match credits the player who made it; a mismatch passes the turn")
  func matchUsesOutcomes() {
    var match = MemoryMatch.numbered(pairs: 2, players: [Player(name: "A"), Player(name: "B")])
    match.choose(ids: 0, 2)
    #expect(match.currentPlayerIndex == 1)
    match.choose(ids: 0)
    #expect(match.choose(match.game.card(numbered: 1)) == .matched(cardIDs: [0, 1], points: 2))
    #expect(match.players[1].pairs == 1)
    #expect(match.players[1].score == 2)
    #expect(match.currentPlayerIndex == 1)
  }
}

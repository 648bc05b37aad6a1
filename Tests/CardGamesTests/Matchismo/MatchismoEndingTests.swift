import CardGames
import Testing

@Suite("Matchismo: a deal is over when no match is possible among the cards left")
struct MatchismoEndingTests {
  @Test(
    "Pairs: over exactly when no two cards left share a rank or a suit",
    arguments: [
      ([PlayingCard(.two, .spades), PlayingCard(.seven, .hearts)], true),
      ([PlayingCard(.two, .spades), PlayingCard(.seven, .spades)], false),
      ([PlayingCard(.two, .spades), PlayingCard(.two, .hearts)], false),
      (
        [PlayingCard(.two, .spades), PlayingCard(.seven, .hearts), PlayingCard(.nine, .clubs)],
        true
      ),
      ([PlayingCard(.two, .spades)], true),
    ])
  func pairs(cards: [PlayingCard], isOver: Bool) throws {
    let game = try CardMatchingGame.dealing(cards)
    #expect(game.isOver == isOver)
    #expect(game.isMatchPossible == !isOver)
  }

  @Test(
    "Trios: over when fewer than three cards are left or no trio holds a pair that scores",
    arguments: [
      ([PlayingCard(.two, .spades), PlayingCard(.two, .hearts)], true),
      (
        [PlayingCard(.two, .spades), PlayingCard(.seven, .hearts), PlayingCard(.nine, .clubs)],
        true
      ),
      (
        [PlayingCard(.two, .spades), PlayingCard(.seven, .spades), PlayingCard(.nine, .clubs)],
        false
      ),
    ])
  func trios(cards: [PlayingCard], isOver: Bool) throws {
    let game = try CardMatchingGame.dealing(cards, matchCount: 3)
    #expect(game.isOver == isOver)
  }

  @Test("A match that scores nothing under the game's scoring is no match: the deal is over")
  func scoringDecides() throws {
    let suitsScoreNothing = CardMatchingGame.Scoring(suitMatch: 0)
    let game = try CardMatchingGame.dealing(
      [PlayingCard(.two, .spades), PlayingCard(.seven, .spades)], scoring: suitsScoreNothing)
    #expect(game.isOver)
  }

  @Test("Matching the last pair ends the deal; a redeal starts a new one")
  func lastMatchEnds() throws {
    var game = try CardMatchingGame.dealing([
      PlayingCard(.ace, .spades), PlayingCard(.ace, .hearts), PlayingCard(.seven, .clubs),
    ])
    #expect(!game.isOver)
    try game.choose(PlayingCard(.ace, .spades))
    #expect(!game.isOver)
    try game.choose(PlayingCard(.ace, .hearts))
    #expect(game.isOver)
    #expect(try game.tableCard(PlayingCard(.seven, .clubs)).isMatched == false)
  }
}

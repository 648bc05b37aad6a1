import CardGames
import Foundation
import Testing

@Suite("Matchismo: CardMatchingGame dealing, match count and redeal")
struct MatchismoGameLifecycleTests {
  static let fiveCards = [
    PlayingCard(.ace, .spades), PlayingCard(.two, .hearts), PlayingCard(.three, .clubs),
    PlayingCard(.four, .diamonds),
    PlayingCard(.five, .spades),
  ]

  @Test(
    "init fails when the deck cannot supply the cards or the match count is unsupported",
    arguments: [
      (6, 2, false), (5, 2, true), (0, 2, true), (-1, 2, false), (5, 3, true), (5, 1, false),
      (5, 4, false),
    ])
  func initFailure(cardCount: Int, matchCount: Int, succeeds: Bool) {
    let game = CardMatchingGame(
      cardCount: cardCount, deck: Deck(cards: Self.fiveCards), matchCount: matchCount,
      using: SeededGenerator(seed: 3))
    #expect((game != nil) == succeeds)
    if let game {
      #expect(game.cards.count == cardCount)
      #expect(game.matchCount == matchCount)
    }
  }

  @Test("A new game deals face-down, unmatched, different cards with score zero")
  func newGame() throws {
    let game = try #require(
      CardMatchingGame(cardCount: 12, deck: .standard, using: SeededGenerator(seed: 5)))
    #expect(game.cards.count == 12)
    #expect(Set(game.cards.map(\.playingCard)).count == 12)
    #expect(game.cards.allSatisfy { !$0.isChosen && !$0.isMatched })
    #expect(game.score == 0)
    #expect(game.history.isEmpty)
    #expect(game.matchCount == 2)
    #expect(game.scoring == CardMatchingGame.Scoring())
  }

  @Test("Dealing all of a deck puts every card of it on the table")
  func dealWholeDeck() throws {
    let game = try CardMatchingGame.dealing(Self.fiveCards)
    #expect(Set(game.cards.map(\.playingCard)) == Set(Self.fiveCards))
  }

  @Test("The same seed deals the same cards; another seed deals others")
  func sameSeedSameDeal() throws {
    func deal(seed: UInt64) throws -> CardMatchingGame {
      try #require(
        CardMatchingGame(cardCount: 12, deck: .standard, using: SeededGenerator(seed: seed)))
    }
    #expect(try deal(seed: 2024) == deal(seed: 2024))
    #expect(try deal(seed: 2024).cards != deal(seed: 2025).cards)
  }

  @Test("The match count can change before the first choice, not after, and again after a redeal")
  func matchCountLocking() throws {
    let cards = [PlayingCard(.ace, .spades), PlayingCard(.ace, .hearts), PlayingCard(.two, .clubs)]
    var game = try CardMatchingGame.dealing(cards)
    #expect(game.canChangeMatchCount)
    // Each attempt, in order: (requested count, accepted?, match count afterwards).
    var attempts: [(Int, Bool, Int)] = []
    func attempt(_ count: Int) {
      let accepted = game.setMatchCount(count)
      attempts.append((count, accepted, game.matchCount))
    }
    attempt(3)
    attempt(2)
    attempt(4)
    attempt(1)
    try game.choose(cards[0])
    #expect(!game.canChangeMatchCount)
    attempt(3)
    // Un-choosing the only chosen card does not make the game new again.
    try game.choose(cards[0])
    #expect(!game.canChangeMatchCount)
    attempt(3)
    game.redeal()
    #expect(game.canChangeMatchCount)
    attempt(3)
    #expect(attempts.map(\.0) == [3, 2, 4, 1, 3, 3, 3])
    #expect(attempts.map(\.1) == [true, true, false, false, false, false, true])
    #expect(attempts.map(\.2) == [3, 2, 2, 2, 2, 2, 3])
  }

  @Test("A game whose only choices made a match stays locked")
  func matchedGameStaysLocked() throws {
    let cards = [PlayingCard(.ace, .spades), PlayingCard(.ace, .hearts)]
    var game = try CardMatchingGame.dealing(cards)
    try game.choose(cards[0])
    try game.choose(cards[1])
    let accepted = game.setMatchCount(3)
    #expect(!accepted)
    #expect(game.matchCount == 2)
  }

  @Test("Redeal deals fresh cards from a full deck and resets score and history, not match count")
  func redeal() throws {
    var game = try #require(
      CardMatchingGame(
        cardCount: 12, deck: .standard, matchCount: 3, using: SeededGenerator(seed: 8)))
    let firstDeal = game.cards
    game.chooseCard(at: 0)
    game.chooseCard(at: 1)
    game.chooseCard(at: 2)
    #expect(game.score != 0)
    game.redeal()
    #expect(game.cards.count == 12)
    #expect(Set(game.cards.map(\.playingCard)).count == 12)
    #expect(game.cards != firstDeal)
    #expect(game.cards.allSatisfy { !$0.isChosen && !$0.isMatched })
    #expect(game.score == 0)
    #expect(game.history.isEmpty)
    #expect(game.matchCount == 3)
  }

  @Test("Redeal can deal the whole deck again: it draws from a full deck, not the leftovers")
  func redealFromFullDeck() throws {
    var game = try CardMatchingGame.dealing(Self.fiveCards)
    game.redeal()
    #expect(Set(game.cards.map(\.playingCard)) == Set(Self.fiveCards))
  }

  @Test("Redeal is deterministic: equal games redeal equally; redeal(using:) reseeds")
  func redealDeterminism() throws {
    func game(seed: UInt64) throws -> CardMatchingGame {
      try #require(
        CardMatchingGame(cardCount: 10, deck: .standard, using: SeededGenerator(seed: seed)))
    }
    var first = try game(seed: 11)
    var second = try game(seed: 11)
    first.redeal()
    second.redeal()
    #expect(first == second)

    var reseeded = try game(seed: 11)
    reseeded.redeal(using: SeededGenerator(seed: 12))
    // A game redealt with seed 12 deals what a new game seeded 12 deals.
    #expect(reseeded.cards == (try game(seed: 12)).cards)
  }

  @Test("Scoring written with positive costs, as saves once were, reads as signed points")
  func positiveCostsReadAsSignedPoints() throws {
    let old = #"{"rankMatch":5,"suitMatch":2,"matchBonus":3,"mismatchPenalty":7,"costToChoose":1}"#
    let scoring = try JSONDecoder().decode(CardMatchingGame.Scoring.self, from: Data(old.utf8))
    #expect(
      scoring
        == CardMatchingGame.Scoring(
          rankMatch: 5, suitMatch: 2, matchBonus: 3, pointsForMismatch: -7, pointsForChoosing: -1))
    let written = String(decoding: try JSONEncoder().encode(scoring), as: UTF8.self)
    #expect(written.contains(#""pointsForMismatch":-7"#))
    #expect(written.contains(#""pointsForChoosing":-1"#))
    #expect(!written.contains("Penalty") && !written.contains("cost"))
  }

  @Test("A mismatch saved with a positive penalty reads as negative points")
  func positivePenaltyReadsAsNegativePoints() throws {
    let cards = #"[{"rank":6,"suit":"clubs"},{"rank":7,"suit":"diamonds"}]"#
    let old = #"{"mismatched":{"_0":\#(cards),"penalty":2}}"#
    let outcome = try JSONDecoder().decode(CardMatchingGame.Outcome.self, from: Data(old.utf8))
    #expect(
      outcome
        == .mismatched([PlayingCard(.six, .clubs), PlayingCard(.seven, .diamonds)], points: -2))
    let written = String(decoding: try JSONEncoder().encode(outcome), as: UTF8.self)
    #expect(written.contains(#""points":-2"#))
    #expect(!written.contains("penalty"))
  }

  @Test(
    "A cost whose negation does not fit in an Int is refused",
    arguments: [
      #"{"rankMatch":4,"suitMatch":1,"matchBonus":4,"mismatchPenalty":2,"#
        + #""costToChoose":-9223372036854775808}"#,
      #"{"rankMatch":4,"suitMatch":1,"matchBonus":4,"costToChoose":1,"#
        + #""mismatchPenalty":-9223372036854775808}"#,
    ])
  func unrepresentableCostIsRefused(json: String) {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(CardMatchingGame.Scoring.self, from: Data(json.utf8))
    }
  }

  @Test("An outcome of two kinds at once, or a penalty that cannot be negated, is refused")
  func impossibleOutcomeIsRefused() {
    let cards = #"[{"rank":6,"suit":"clubs"}]"#
    for json in [
      #"{"chose":{"_0":\#(cards)},"unchose":{"_0":{"rank":6,"suit":"clubs"}}}"#,
      #"{}"#,
      #"{"mismatched":{"_0":\#(cards),"penalty":-9223372036854775808}}"#,
    ] {
      #expect(throws: DecodingError.self, "\(json)") {
        try JSONDecoder().decode(CardMatchingGame.Outcome.self, from: Data(json.utf8))
      }
    }
  }

  @Test("A game survives a JSON round trip unchanged")
  func codableRoundTrip() throws {
    var game = try #require(
      CardMatchingGame(
        cardCount: 12, deck: .standard, matchCount: 3,
        scoring: .init(
          rankMatch: 5, suitMatch: 2, matchBonus: 3, pointsForMismatch: -1,
          pointsForChoosing: -2),
        using: SeededGenerator(seed: 77)))
    for index in [0, 3, 5, 7, 7, 2, 9] {
      game.chooseCard(at: index)
    }
    let data = try JSONEncoder().encode(game)
    let decoded = try JSONDecoder().decode(CardMatchingGame.self, from: data)
    #expect(decoded == game)
    #expect(decoded.history == game.history)
    #expect(decoded.score == game.score)
  }
}

import CardGames
import Testing

extension PlayingCard {
  /// Shorthand for test tables: `PlayingCard(.jack, .hearts)` is J♥.
  init(_ rank: Rank, _ suit: Suit) {
    self.init(rank: rank, suit: suit)
  }
}

extension CardMatchingGame {
  /// A game that deals exactly `cards` (in some seeded order), so a test can choose them by face.
  static func dealing(
    _ cards: [PlayingCard],
    matchCount: Int = 2,
    scoring: Scoring = Scoring(),
    seed: UInt64 = 1
  ) throws -> CardMatchingGame {
    try #require(
      CardMatchingGame(
        cardCount: cards.count, deck: Deck(cards: cards), matchCount: matchCount,
        scoring: scoring, using: SeededGenerator(seed: seed)))
  }

  /// Where `playingCard` lies on the table.
  func index(of playingCard: PlayingCard) throws -> Int {
    try #require(cards.firstIndex { $0.playingCard == playingCard })
  }

  /// Chooses the card showing `playingCard`, wherever the deal put it.
  @discardableResult
  mutating func choose(_ playingCard: PlayingCard) throws -> Outcome? {
    chooseCard(at: try index(of: playingCard))
  }

  /// The table card showing `playingCard`.
  func tableCard(_ playingCard: PlayingCard) throws -> Card {
    cards[try index(of: playingCard)]
  }
}

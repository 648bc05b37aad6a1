/// A pile of playing cards that cards can be added to and drawn from at random.
///
/// Drawing takes the random number generator as an argument: the deck never reaches for system
/// randomness, so a seeded generator always draws the same cards in the same order.
public struct Deck: Hashable, Codable, Sendable {
  /// The cards still in the deck, top first.
  public private(set) var cards: [PlayingCard]

  /// Creates a deck holding `cards`, top first; an empty deck by default.
  public init(cards: [PlayingCard] = []) {
    self.cards = cards
  }

  /// The full 52-card deck: every rank of every suit, each exactly once.
  public static var standard: Deck {
    Deck(
      cards: PlayingCard.Suit.allCases.flatMap { suit in
        PlayingCard.Rank.allCases.map { rank in PlayingCard(rank: rank, suit: suit) }
      })
  }

  /// How many cards are left in the deck.
  public var count: Int {
    cards.count
  }

  /// Whether the deck has no cards left to draw.
  public var isEmpty: Bool {
    cards.isEmpty
  }

  /// Puts `card` into the deck, on top when `atTop` is true and at the bottom otherwise.
  public mutating func addCard(_ card: PlayingCard, atTop: Bool = false) {
    if atTop {
      cards.insert(card, at: 0)
    } else {
      cards.append(card)
    }
  }

  /// Removes and returns a card picked by `generator`; `nil` when the deck is empty.
  public mutating func drawRandomCard(
    using generator: inout some RandomNumberGenerator
  ) -> PlayingCard? {
    guard !cards.isEmpty else { return nil }
    let index = Int.random(in: cards.indices, using: &generator)
    return cards.remove(at: index)
  }
}

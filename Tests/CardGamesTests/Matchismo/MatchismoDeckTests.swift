import CardGames
import Testing

@Suite("Matchismo: Deck")
struct MatchismoDeckTests {
  @Test("The standard deck holds 52 different cards, 13 of each suit and 4 of each rank")
  func standardDeck() {
    let cards = Deck.standard.cards
    #expect(cards.count == 52)
    #expect(Set(cards).count == 52)
    for suit in PlayingCard.Suit.allCases {
      #expect(cards.filter { $0.suit == suit }.count == 13)
    }
    for rank in PlayingCard.Rank.allCases {
      #expect(cards.filter { $0.rank == rank }.count == 4)
    }
  }

  @Test("Drawing empties the deck card by card, each card once, then gives nil")
  func drawUntilEmpty() {
    var deck = Deck.standard
    var generator = SeededGenerator(seed: 7)
    var drawn: [PlayingCard] = []
    while let next = deck.drawRandomCard(using: &generator) {
      drawn.append(next)
      #expect(deck.count == 52 - drawn.count)
    }
    #expect(drawn.count == 52)
    #expect(Set(drawn) == Set(Deck.standard.cards))
    #expect(deck.isEmpty)
    let afterLast = deck.drawRandomCard(using: &generator)
    #expect(afterLast == nil)
  }

  @Test("An empty deck draws nil")
  func emptyDeckDrawsNil() {
    var deck = Deck()
    var generator = SeededGenerator(seed: 1)
    #expect(deck.isEmpty)
    let drawn = deck.drawRandomCard(using: &generator)
    #expect(drawn == nil)
  }

  @Test("A one-card deck draws its card and is then empty")
  func oneCardDeck() {
    var deck = Deck(cards: [PlayingCard(.ace, .spades)])
    var generator = SeededGenerator(seed: 99)
    let drawn = deck.drawRandomCard(using: &generator)
    #expect(drawn == PlayingCard(.ace, .spades))
    #expect(deck.isEmpty)
  }

  @Test("addCard puts a card on top or at the bottom")
  func addCard() {
    var deck = Deck(cards: [PlayingCard(.two, .clubs)])
    deck.addCard(PlayingCard(.three, .hearts), atTop: true)
    deck.addCard(PlayingCard(.four, .spades))
    deck.addCard(PlayingCard(.five, .diamonds), atTop: false)
    #expect(
      deck.cards == [
        PlayingCard(.three, .hearts), PlayingCard(.two, .clubs), PlayingCard(.four, .spades),
        PlayingCard(.five, .diamonds),
      ])
  }

  @Test("The same seed draws the same cards in the same order; another seed does not")
  func seededDraws() {
    func draws(seed: UInt64) -> [PlayingCard] {
      var deck = Deck.standard
      var generator = SeededGenerator(seed: seed)
      return (0..<10).compactMap { _ in deck.drawRandomCard(using: &generator) }
    }
    #expect(draws(seed: 42) == draws(seed: 42))
    #expect(draws(seed: 42) != draws(seed: 43))
    #expect(draws(seed: 42).count == 10)
  }
}

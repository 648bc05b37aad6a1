extension PlayingCard: Identifiable {
  /// The card's place in a fresh `Deck.standard`, 0 to 51: every card of a deck has its own,
  /// so a view can follow a card without making up an identity of its own.
  public var id: Int {
    (PlayingCard.Suit.allCases.firstIndex(of: suit) ?? 0) * PlayingCard.Rank.allCases.count
      + (PlayingCard.Rank.allCases.firstIndex(of: rank) ?? 0)
  }
}

extension CardMatchingGame.Card: Identifiable {
  /// The playing card's `id`: a table never holds the same playing card twice.
  public var id: Int { playingCard.id }
}

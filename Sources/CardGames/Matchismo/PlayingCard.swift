/// One card of a standard playing-card deck: a rank and a suit.
///
/// A card is a plain value; whether it is chosen or matched belongs to the game that deals it
/// (`CardMatchingGame.Card`), not to the card, so the same card can sit in a deck and on a table.
public struct PlayingCard: Hashable, Codable, Sendable {
  /// How high the card is, ace (1) to king (13).
  public var rank: Rank
  /// Which of the four suits the card belongs to.
  public var suit: Suit

  /// Creates the card of `rank` in `suit`.
  public init(rank: Rank, suit: Suit) {
    self.rank = rank
    self.suit = suit
  }

  /// The card as it is printed on its face, rank then suit symbol: "A♠", "10♥", "K♦".
  public var contents: String {
    rank.symbol + suit.symbol
  }

  /// Whether the card is printed in red (hearts and diamonds) rather than black.
  public var isRed: Bool {
    suit.isRed
  }
}

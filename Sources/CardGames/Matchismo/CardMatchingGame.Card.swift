extension CardMatchingGame {
  /// A playing card on the table, with where it stands in the game.
  public struct Card: Hashable, Codable, Sendable {
    /// The playing card itself.
    public let playingCard: PlayingCard
    /// Whether the card is face up: picked by the player, or matched (matched cards stay chosen).
    public internal(set) var isChosen: Bool
    /// Whether the card has been matched and so is out of play.
    public internal(set) var isMatched: Bool

    /// Creates a table card for `playingCard`, face down and unmatched unless told otherwise.
    public init(playingCard: PlayingCard, isChosen: Bool = false, isMatched: Bool = false) {
      self.playingCard = playingCard
      self.isChosen = isChosen
      self.isMatched = isMatched
    }
  }
}

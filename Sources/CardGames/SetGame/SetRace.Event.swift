extension SetRace {
  /// Something that happened at the table, for a view model to word; it carries seats and cards,
  /// never text.
  public enum Event: Sendable, Codable, Hashable {
    /// The seat called "Set!" and has until `deadline` to choose three cards.
    case called(seat: Int, deadline: Double)
    /// The caller chose these three cards and they form a set: one more set for the seat.
    case foundSet(seat: Int, cards: [SetCard])
    /// The caller chose these three cards and they do not form a set; it cost `cost` points.
    case notASet(seat: Int, cards: [SetCard], cost: Int)
    /// The caller's time ran out before three cards were chosen; it cost `cost` points.
    case timeUp(seat: Int, cost: Int)
    /// The seat asked for three more cards: `votes` of the `needed` asks are in.
    case votedForMore(seat: Int, votes: Int, needed: Int)
    /// Three cards came from the deck onto the table.
    case dealtThree([SetCard])
    /// The table is open, holds no set and the deck has cards: only three more can go on, and
    /// the people decide when they come (computers never ask while people play).
    case noSetOnTable
    /// The deck is empty and no set is left on the table.
    case gameOver(Result)
    /// The person at the seat, who had gone away from a shared table, is back in it.
    case back(seat: Int)
    /// The person at the seat went away from a shared table; the seat waits for them.
    case away(seat: Int)
  }
}

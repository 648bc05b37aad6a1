extension SetRace {
  /// The call in progress: who called, until when, and the cards chosen so far.
  public struct Call: Sendable, Codable, Hashable {
    /// The calling seat.
    public let seat: Int
    /// When the call was made.
    public internal(set) var startedAt: Double
    /// When the caller's time runs out.
    public internal(set) var deadline: Double
    /// The cards the caller has chosen, in order; fewer than three (the third is judged at once).
    public internal(set) var chosenCardIDs: [SetCard.ID] = []
  }
}

extension MemoryGame {
  /// The points a Memorize game scores with; the defaults are the course's.
  ///
  /// Every value is what the event adds to the score, so a penalty is negative: the same sign
  /// convention as Matchismo's and Set's `Scoring`.
  public struct Scoring: Hashable, Codable, Sendable {
    /// Points for a match, before any time bonus.
    public var pointsForMatch: Int
    /// Points for each card in a mismatch that had been seen before; a penalty, so negative.
    public var pointsForSeenCardInMismatch: Int
    /// Points for each whole second of bonus time left on each card of a match, when the
    /// time-bonus rule is on.
    public var pointsPerBonusSecond: Int

    /// Creates a scoring: +2 for a match, −1 for each seen card in a mismatch, +1 a bonus second.
    public init(
      pointsForMatch: Int = 2, pointsForSeenCardInMismatch: Int = -1, pointsPerBonusSecond: Int = 1
    ) {
      self.pointsForMatch = pointsForMatch
      self.pointsForSeenCardInMismatch = pointsForSeenCardInMismatch
      self.pointsPerBonusSecond = pointsPerBonusSecond
    }
  }
}

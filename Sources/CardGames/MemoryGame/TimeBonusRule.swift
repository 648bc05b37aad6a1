/// The opt-in Memorize rule that rewards quick matches: each card's face-up time counts against a limit.
public struct TimeBonusRule: Equatable, Sendable, Codable {
  /// Seconds a card may be face up and still add to a match's score.
  public var limit: Double

  public init(limit: Double = 6) {
    self.limit = limit
  }
}

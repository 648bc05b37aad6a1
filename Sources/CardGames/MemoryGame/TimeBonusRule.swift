/// The opt-in Memorize rule that rewards quick matches: each card's face-up time counts against a limit.
public struct TimeBonusRule: Equatable, Sendable, Codable {
  /// Seconds a card may be face up and still add to a match's score.
  public var limit: Double

  /// Creates the rule; the default, 6 seconds, is long enough to look at two cards and act.
  public init(limit: Double = 6) {
    self.limit = limit
  }
}

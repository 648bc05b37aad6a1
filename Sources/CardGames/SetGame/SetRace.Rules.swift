extension SetRace {
  /// How long a call lasts and what a set and a failed call are worth.
  public struct Rules: Sendable, Codable, Hashable {
    /// The call lengths a race accepts, in seconds.
    public static let callDurationRange: ClosedRange<Double> = 1...60
    /// The points a set may be worth, and a failed call may cost.
    public static let pointsRange: ClosedRange<Int> = 0...100

    /// Seconds the caller has, from the call, to choose three cards.
    public var callDuration: Double
    /// Points for a set found.
    public var pointsForSet: Int
    /// Points a failed call (not a set, or time up) takes away, as a positive number.
    public var costOfFailedCall: Int

    /// Creates rules; the defaults give 5 seconds to choose, +1 for a set and −1 for a failed
    /// call, which is the printed game's "give back a set you found" in points.
    public init(callDuration: Double = 5, pointsForSet: Int = 1, costOfFailedCall: Int = 1) {
      self.callDuration = callDuration
      self.pointsForSet = pointsForSet
      self.costOfFailedCall = costOfFailedCall
    }

    /// Whether every value is in its range, so scores and deadlines stay meaningful.
    var isValid: Bool {
      Self.callDurationRange.contains(callDuration) && Self.pointsRange.contains(pointsForSet)
        && Self.pointsRange.contains(costOfFailedCall)
    }
  }
}

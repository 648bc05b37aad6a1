extension SetGame {
  /// The points each kind of outcome is worth.
  public struct Scoring: Sendable, Codable, Hashable {
    /// Points for choosing three cards that form a set.
    public var pointsForSet: Int
    /// Points for choosing three cards that do not form a set; a penalty, so negative by default.
    public var pointsForNonSet: Int
    /// Points for taking a card back out of the selection; a penalty, so negative by default.
    public var pointsForDeselection: Int

    /// Creates a scoring; the defaults are +3 for a set, −5 for a non-set, −1 for a deselection.
    public init(pointsForSet: Int = 3, pointsForNonSet: Int = -5, pointsForDeselection: Int = -1) {
      self.pointsForSet = pointsForSet
      self.pointsForNonSet = pointsForNonSet
      self.pointsForDeselection = pointsForDeselection
    }

    /// The points `outcome` is worth under this scoring.
    public func points(for outcome: Outcome) -> Int {
      switch outcome {
      case .set: pointsForSet
      case .notASet: pointsForNonSet
      case .deselected: pointsForDeselection
      case .selected, .cleared, .dealt: 0
      }
    }
  }
}

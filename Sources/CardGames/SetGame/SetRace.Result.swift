extension SetRace {
  /// Who won a finished race.
  public struct Result: Sendable, Codable, Hashable {
    /// The seats with the best score, in seat order: one seat, or several when they tie.
    public let winners: [Int]
    /// The winners' score.
    public let winningScore: Int

    /// Whether several seats share the best score.
    public var isTie: Bool { winners.count > 1 }
  }
}

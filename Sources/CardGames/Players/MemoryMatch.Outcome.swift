extension MemoryMatch {
  /// How a finished match ended.
  public enum Outcome: Hashable, Codable, Sendable {
    /// One player, by index in `players`, won outright.
    case winner(Int)
    /// These players, by index in `players` in turn order, share first place.
    case tie([Int])
  }
}

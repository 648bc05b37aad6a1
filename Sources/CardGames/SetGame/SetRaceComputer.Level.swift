extension SetRaceComputer {
  /// How quickly a computer seat sees sets, from a beginner to an expert.
  ///
  /// Set-specific rather than the Memorize players' `ComputerLevel`: those levels name how much
  /// a player forgets, and a Set player remembers nothing; what differs is speed.
  public enum Level: String, CaseIterable, Codable, Sendable, Hashable {
    /// Slow and sometimes wrong: a first game.
    case beginner
    /// A player who knows the rules and plays now and then.
    case casual
    /// A practised player.
    case skilled
    /// Fast, never wrong, and still takes a visible moment.
    case expert

    /// Seconds between finding a set and calling it: what any call takes at least.
    ///
    /// Never below 1.5 s, so a person always sees the computer look before it calls.
    public var settleSeconds: Double {
      switch self {
      case .beginner: 2.8
      case .casual: 2.2
      case .skilled: 1.8
      case .expert: 1.5
      }
    }

    /// How much longer than the skilled level each search takes.
    public var pace: Double {
      switch self {
      case .beginner: 2.2
      case .casual: 1.5
      case .skilled: 1.0
      case .expert: 0.5
      }
    }

    /// The chance that a call's third card is wrong.
    public var slipProbability: Double {
      switch self {
      case .beginner: 0.06
      case .casual: 0.03
      case .skilled: 0.01
      case .expert: 0
      }
    }

    /// Seconds from the call to the three cards chosen (shortened when calls are shorter).
    public var chooseSeconds: Double {
      switch self {
      case .beginner: 1.2
      case .casual: 1.0
      case .skilled: 0.8
      case .expert: 0.6
      }
    }
  }
}

/// How well a computer opponent remembers the cards it sees.
///
/// Every level plays the same natural strategy (see `MemoryBot`); they differ only in memory. Each card a
/// bot newly sees is forgotten, once it is out of view, with the level's `forgettingProbability`; a card
/// that survives that moment is remembered for good (until it is matched). A forgotten card can be
/// learned again the next time anyone turns it up.
public enum ComputerLevel: String, CaseIterable, Codable, Sendable, Hashable {
  /// Remembers every card it has seen: the natural strategy with perfect memory.
  case perfect
  /// Forgets one newly seen card in ten.
  case good
  /// Forgets about a third of the cards it sees.
  case casual
  /// Forgets more cards than it keeps.
  case forgetful

  /// The chance that a newly seen card is forgotten once it turns face down again.
  public var forgettingProbability: Double {
    switch self {
    case .perfect: 0
    case .good: 0.1
    case .casual: 0.35
    case .forgetful: 0.6
    }
  }

  /// Whether this level ever forgets, so perfect memory can skip drawing random numbers at all.
  var forgets: Bool { forgettingProbability > 0 }

  /// `forgettingProbability` scaled to the whole range of a 64-bit draw.
  ///
  /// One draw per decision, compared against this threshold, is cheap and is the same draw whether
  /// a real `MemoryGame` or the fast simulation asks, which keeps the two in lockstep.
  var forgettingThreshold: UInt64 {
    UInt64((forgettingProbability * 18_446_744_073_709_551_616.0).rounded(.down))
  }

  /// Decides, with one draw from `generator`, whether a newly seen card is forgotten.
  func forgetsCard(using generator: inout some RandomNumberGenerator) -> Bool {
    generator.next() < forgettingThreshold
  }
}

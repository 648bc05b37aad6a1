/// The app's top-level places, shown as tabs.
public enum Section: String, CaseIterable, Hashable, Sendable, Codable {
  /// Memorize: the theme chooser and the game.
  case memorize
  /// Matchismo: playing cards.
  case matchismo
  /// Set.
  case set
  /// Statistics of every game.
  case statistics

  /// The tab's label.
  public var title: String {
    switch self {
    case .memorize: localizedInContext("game", "Memorize")
    case .matchismo: localizedInContext("game", "Matchismo")
    case .set: localizedInContext("game", "Set")
    case .statistics: localized("Statistics")
    }
  }

  /// The next tab, wrapping around.
  public var next: Section {
    let all = Self.allCases
    return all[(all.firstIndex(of: self)! + 1) % all.count]
  }

  /// The previous tab, wrapping around.
  public var previous: Section {
    let all = Self.allCases
    return all[(all.firstIndex(of: self)! + all.count - 1) % all.count]
  }
}

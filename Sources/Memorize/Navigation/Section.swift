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

  /// The tab's label where the four full ones do not fit side by side (40 columns): short, and
  /// still unlike the others.
  public var shortTitle: String {
    switch self {
    // Translators: the Memorize tab's label where there is little room; keep it shorter than
    // the full name and unlike the other three.
    case .memorize: localizedInContext("short tab", "Memo")
    case .matchismo: localizedInContext("short tab", "Match")
    case .set: localizedInContext("short tab", "Set")
    case .statistics: localizedInContext("short tab", "Stats")
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

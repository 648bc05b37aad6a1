/// A look for a Memorize game: a name, the emoji that can appear on cards, how many pairs, a colour.
public struct Theme: Identifiable, Hashable, Sendable, Codable {
  /// Stable across renames; built-ins use their lowercase English name.
  public var id: String
  /// The name players see and pick the theme by.
  public var name: String
  /// The emoji a game may use, each one grapheme, no repeats.
  public var emoji: [String]
  /// How many pairs to deal.
  public var pairs: PairCount
  /// The colour of card backs and of the theme's name.
  public var color: RGBAColor

  /// How many pairs a game on this theme deals.
  public enum PairCount: Hashable, Sendable, Codable {
    /// A fixed number of pairs, clamped to what the emoji allow.
    case fixed(Int)
    /// One pair for every emoji in the theme.
    case allEmoji
  }

  /// Creates a theme as given; `problems` says whether it can be played.
  public init(id: String, name: String, emoji: [String], pairs: PairCount, color: RGBAColor) {
    self.id = id
    self.name = name
    self.emoji = emoji
    self.pairs = pairs
    self.color = color
  }

  /// The number of pairs a game actually deals: the requested number clamped to 2...emoji count.
  ///
  /// A theme with fewer than two emoji cannot be played and deals none (validation reports it).
  public var numberOfPairs: Int {
    guard emoji.count >= Self.minimumPairs else { return 0 }
    switch pairs {
    case .allEmoji: return emoji.count
    case .fixed(let count): return min(emoji.count, max(Self.minimumPairs, count))
    }
  }

  /// The smallest playable game.
  public static let minimumPairs = 2

  /// Everything wrong with this theme, in the order a person would fix it; empty when playable.
  public var problems: [ThemeProblem] {
    var found: [ThemeProblem] = []
    if name.allSatisfy({ $0.isWhitespace }) { found.append(.missingName) }
    var seen: Set<String> = []
    for symbol in emoji {
      if let problem = ThemeProblem.problem(withEmoji: symbol) {
        found.append(problem)
      } else if !seen.insert(symbol).inserted {
        found.append(.duplicateEmoji(symbol))
      }
    }
    if emoji.count < Self.minimumPairs { found.append(.tooFewEmoji(count: emoji.count)) }
    if case .fixed(let count) = pairs, count < 1 { found.append(.invalidPairCount(count)) }
    return found
  }

  /// Whether the theme can be played as it is.
  public var isValid: Bool { problems.isEmpty }
}

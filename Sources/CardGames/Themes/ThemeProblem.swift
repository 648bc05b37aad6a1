/// One thing that keeps a theme from being played, with a message a person can act on.
public enum ThemeProblem: Error, Hashable, Sendable, CustomStringConvertible {
  /// The name is empty or only spaces.
  case missingName
  /// Fewer emoji than the two pairs a game needs at least.
  case tooFewEmoji(count: Int)
  /// The same emoji is in the theme twice, so two pairs would look alike.
  case duplicateEmoji(String)
  /// Empty, or more than one character: every card shows exactly one.
  case notOneCharacter(String)
  /// Control characters, spaces and other invisible marks cannot be told apart on a card.
  case invisibleCharacter(String)
  /// A fixed number of pairs below one.
  case invalidPairCount(Int)

  /// The problem in one sentence a person can act on.
  public var description: String {
    switch self {
    case .missingName:
      return "A theme needs a name."
    case .tooFewEmoji(let count):
      return "A theme needs at least \(Theme.minimumPairs) emoji; it has \(count)."
    case .duplicateEmoji(let symbol):
      return "\(symbol) appears more than once; each emoji may be used once."
    case .notOneCharacter(let text):
      let shown = text.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }
      return text.isEmpty
        ? "An emoji cannot be empty."
        : "\"\(shown.joined(separator: " "))\" is \(text.count) characters; each card shows one."
    case .invisibleCharacter(let text):
      let shown = text.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }
      return "\(shown.joined(separator: " ")) is not a visible character."
    case .invalidPairCount(let count):
      return "The number of pairs must be at least 1, not \(count)."
    }
  }

  /// The problem with one emoji string, or `nil` when it can go on a card.
  static func problem(withEmoji symbol: String) -> ThemeProblem? {
    guard symbol.count == 1 else { return .notOneCharacter(symbol) }
    let invisible = symbol.unicodeScalars.allSatisfy { scalar in
      scalar.properties.isWhitespace || scalar.properties.generalCategory == .control
        || scalar.properties.generalCategory == .format
    }
    let hasControl = symbol.unicodeScalars.contains { $0.properties.generalCategory == .control }
    return invisible || hasControl ? .invisibleCharacter(symbol) : nil
  }
}

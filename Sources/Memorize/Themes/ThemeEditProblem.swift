import CardGames

/// Why an edit to a theme was refused (or partly refused), with a message a person can act on.
public enum ThemeEditProblem: Error, Hashable, Sendable, CustomStringConvertible {
  /// The edit would make the theme break one of the model's rules.
  case theme(ThemeProblem)
  /// No theme has this id (it may have been deleted in another window).
  case unknownTheme(id: String)
  /// Deleting it would leave nothing to play.
  case lastTheme
  case nameTooLong(limit: Int)
  /// Control characters (escape sequences, newlines) in a name would garble the screen.
  case controlCharacterInName
  case tooManyEmoji(limit: Int)
  /// A single character made of so many code points that no card can show it.
  case characterTooComplex
  case emojiNotInTheme(String)
  case emojiNotRemoved(String)
  /// A move to or from a position outside the list.
  case invalidPosition

  public var description: String {
    switch self {
    case .theme(let problem):
      return problem.description
    case .unknownTheme:
      return "That theme no longer exists."
    case .lastTheme:
      return "The last theme cannot be deleted; there would be nothing to play."
    case .nameTooLong(let limit):
      return "A theme name can be at most \(limit) characters."
    case .controlCharacterInName:
      return "A theme name cannot contain control characters."
    case .tooManyEmoji(let limit):
      return "A theme can have at most \(limit) emoji."
    case .characterTooComplex:
      return "That character is too complex to show on a card."
    case .emojiNotInTheme(let symbol):
      return "\(symbol) is not in this theme."
    case .emojiNotRemoved(let symbol):
      return "\(symbol) was not removed from this theme, so it cannot be restored."
    case .invalidPosition:
      return "A theme cannot be moved there."
    }
  }
}

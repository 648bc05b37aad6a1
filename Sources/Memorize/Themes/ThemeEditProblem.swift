import CardGames

/// Why an edit to a theme was refused (or partly refused), with a message a person can act on.
public enum ThemeEditProblem: Error, Hashable, Sendable, CustomStringConvertible {
  /// The edit would make the theme break one of the model's rules.
  case theme(ThemeProblem)
  /// No theme has this id (it may have been deleted in another window).
  case unknownTheme(id: String)
  /// Deleting it would leave nothing to play.
  case lastTheme
  /// A deleted theme cannot come back: a theme with its id is in the list again.
  case themeAlreadyBack
  /// A name longer than `limit` characters.
  case nameTooLong(limit: Int)
  /// Control characters (escape sequences, newlines) in a name would garble the screen.
  case controlCharacterInName
  /// Another theme already answers to the name (the other theme's name is given), so the
  /// chooser would list two and `--theme` could reach only one.
  case nameTaken(String)
  /// More emoji than a theme may hold.
  case tooManyEmoji(limit: Int)
  /// More themes than the list may hold.
  case tooManyThemes(limit: Int)
  /// A single character made of so many code points that no card can show it.
  case characterTooComplex
  /// Letters, digits or punctuation (all of them, in the order typed) where emoji were expected.
  case notEmoji(String)
  /// A number of pairs outside what the theme can deal.
  case pairsOutOfRange(count: Int, allowed: ClosedRange<Int>)
  /// The emoji to remove is not in the theme.
  case emojiNotInTheme(String)
  /// The emoji to restore was never removed from the theme.
  case emojiNotRemoved(String)
  /// A move to or from a position outside the list.
  case invalidPosition
  /// A colour not written as `#RRGGBB`.
  case colourFormat

  /// The problem in one sentence, in the player's language.
  public var description: String {
    switch self {
    case .theme(let problem):
      return problem.localizedDescription
    case .unknownTheme:
      return localized("That theme no longer exists.")
    case .lastTheme:
      return localized("The last theme cannot be deleted; there would be nothing to play.")
    case .themeAlreadyBack:
      return localized("That theme is already back in the list.")
    case .nameTooLong(let limit):
      return localizedPlural(
        "A theme name can be at most {count} character.",
        "A theme name can be at most {count} characters.", count: limit)
    case .controlCharacterInName:
      return localized("A theme name cannot contain control characters.")
    case .nameTaken(let other):
      return localized("Another theme is already called “{name}”.", ["name": other])
    case .tooManyEmoji(let limit):
      return localizedPlural(
        "A theme can have at most {count} emoji.", "A theme can have at most {count} emoji.",
        count: limit)
    case .tooManyThemes(let limit):
      return localizedPlural(
        "There can be at most {count} theme: delete one to make another.",
        "There can be at most {count} themes: delete one to make another.", count: limit)
    case .notEmoji(let text):
      return localized(
        "“{text}” is not emoji: a card shows one emoji or symbol, such as 🐶.", ["text": text])
    case .pairsOutOfRange(let count, let allowed) where count < allowed.lowerBound:
      // A number typed in an editor's Pairs field and committed ("1", "0").
      return localizedPlural(
        "{count} pair is too few: this theme has emoji for {minimum} to {maximum} pairs.",
        "{count} pairs is too few: this theme has emoji for {minimum} to {maximum} pairs.",
        count: count, ["minimum": allowed.lowerBound, "maximum": allowed.upperBound])
    case .pairsOutOfRange(let count, let allowed):
      return localizedPlural(
        "{count} pair is too many: this theme has emoji for {minimum} to {maximum} pairs.",
        "{count} pairs is too many: this theme has emoji for {minimum} to {maximum} pairs.",
        count: count, ["minimum": allowed.lowerBound, "maximum": allowed.upperBound])
    case .characterTooComplex:
      return localized("That character is too complex to show on a card.")
    case .emojiNotInTheme(let symbol):
      return localized("{emoji} is not in this theme.", ["emoji": symbol])
    case .emojiNotRemoved(let symbol):
      return localized(
        "{emoji} was not removed from this theme, so it cannot be restored.", ["emoji": symbol])
    case .invalidPosition:
      return localized("A theme cannot be moved there.")
    case .colourFormat:
      return Labels.colorFormat
    }
  }
}

/// The part of a theme an edit problem is about, so an editor can show it on that field.
public enum ThemeEditField: Hashable, Sendable {
  /// The theme's name.
  case name
  /// Its emoji: adding, removing, restoring.
  case emoji
  /// How many pairs it deals.
  case pairs
  /// Its colour.
  case color
  /// The theme as a whole (deleting it, moving it, a theme that is gone).
  case theme
}

extension ThemeEditProblem {
  /// The field the problem is about; an editor shows the message under that field.
  public var field: ThemeEditField {
    switch self {
    case .theme(let problem):
      switch problem {
      case .missingName: return .name
      case .tooFewEmoji, .duplicateEmoji, .notOneCharacter, .invisibleCharacter: return .emoji
      case .invalidPairCount: return .pairs
      }
    case .nameTooLong, .controlCharacterInName, .nameTaken: return .name
    case .tooManyEmoji, .characterTooComplex, .notEmoji, .emojiNotInTheme, .emojiNotRemoved:
      return .emoji
    case .pairsOutOfRange: return .pairs
    case .colourFormat: return .color
    case .unknownTheme, .lastTheme, .themeAlreadyBack, .invalidPosition, .tooManyThemes:
      return .theme
    }
  }
}

extension ThemeProblem {
  /// The problem in the player's language (the model's `description` is English).
  public var localizedDescription: String {
    switch self {
    case .missingName:
      return localized("A theme needs a name.")
    case .tooFewEmoji(let count):
      return localizedPlural(
        "A theme needs at least {minimum} emoji; it has {count}.",
        "A theme needs at least {minimum} emoji; it has {count}.", count: count,
        ["minimum": Theme.minimumPairs])
    case .duplicateEmoji(let symbol):
      return localized(
        "{emoji} appears more than once; each emoji may be used once.", ["emoji": symbol])
    case .notOneCharacter(let text):
      guard !text.isEmpty else { return localized("An emoji cannot be empty.") }
      return localizedPlural(
        "“{codes}” is {count} character; each card shows one.",
        "“{codes}” is {count} characters; each card shows one.", count: text.count,
        ["codes": Self.codePoints(of: text)])
    case .invisibleCharacter(let text):
      return localized(
        "{codes} is not a visible character.", ["codes": Self.codePoints(of: text)])
    case .invalidPairCount(let count):
      return localized(
        "The number of pairs must be at least 1, not {count}.", ["count": count])
    }
  }

  private static func codePoints(of text: String) -> String {
    text.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }
      .joined(separator: " ")
  }
}

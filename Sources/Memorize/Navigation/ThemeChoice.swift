import CardGames

/// What choosing a theme in the chooser did to the Memorize game (the 2017 course's lecture 7:
/// changing the theme restyles the game in progress instead of starting a new one).
public enum ThemeChoice: Equatable, Sendable {
  /// No game was in progress: a new game on the theme.
  case started
  /// The theme of the game in progress: back to that game, unchanged.
  case resumed
  /// The game in progress now wears the theme; every card kept its place and state.
  case restyled
  /// The game in progress was over: a new deal on the theme.
  case dealtAnew
  /// The theme has fewer emoji than the pairs in play, so nothing changed;
  /// ``AppModel/pendingThemeDeal`` asks whether to deal a new game on it instead.
  case needsConfirmation
}

/// A question the front ends put to the player before a theme change that would end the game in
/// progress: the theme has too few emoji to restyle it.
public struct PendingThemeDeal: Equatable, Sendable {
  /// The theme the player chose.
  public let themeID: String
  /// The whole question, in the player's language.
  public let question: String
  /// The label of the button (or key) that deals the new game.
  public let confirmLabel: String
  /// The label of the button (or key) that keeps the game in progress.
  public let cancelLabel: String
  /// How to answer where there are no buttons (`--plain`, whose commands are `yes` and `no`).
  public let typedAnswerHint: String

  init(theme: Theme, pairsInPlay: Int) {
    themeID = theme.id
    question = Phrases.tooFewEmoji(
      theme: theme.localizedName, emojiCount: theme.emoji.count, pairsInPlay: pairsInPlay)
    confirmLabel = Phrases.dealNewGame
    cancelLabel = Phrases.keepPlaying
    typedAnswerHint = Phrases.typeYesOrNo
  }
}

/// Something that just happened which the player should be told once ("Now playing in Sports.").
///
/// Each announcement has its own `serial`, so a front end shows a new one even when its words
/// repeat an earlier one, and shows each only once.
public struct Announcement: Equatable, Sendable {
  /// Counts up with every announcement the app makes.
  public let serial: Int
  /// The sentence, in the player's language.
  public let text: String
}

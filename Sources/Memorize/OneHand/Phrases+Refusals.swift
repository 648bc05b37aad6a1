extension Phrases {
  // MARK: - Why an intent does nothing

  /// Why Hint does nothing once every pair is matched.
  public static var gameIsOverNoHint: String {
    localized("The game is over: there is nothing to hint.")
  }
  /// Why Memorize's hint is not offered at a table of several players.
  public static var hintIsForOnePlayer: String {
    localized("Hints are for a game of one player.")
  }
  /// Why a hint is refused at Matchismo, which has none.
  public static var matchismoHasNoHints: String { localized("Matchismo has no hints.") }
  /// Why asking for a hint again does nothing: the hint is on the board already, and says
  /// where: “The hint already shows: cards 3, 7.” (Memorize's second ask would cost nothing
  /// and change nothing; Set's would point at the same set.)
  public static func hintAlreadyShows(cards numbers: [Int]) -> String {
    localized(
      "The hint already shows: cards {numbers}.", ["numbers": list(numbers.map(String.init))])
  }
  /// ``hintAlreadyShows(cards:)`` as a board says it, which marks the cards and numbers none:
  /// “The hint already shows: the marked cards.”
  public static var hintAlreadyShowsMarked: String {
    localized("The hint already shows: the marked cards.")
  }
  /// Why Memorize's hint has nothing to show yet.
  public static var noPairSeenYet: String {
    localized("No pair seen yet: turn more cards first.")
  }
  /// The answer to a card chosen after the end, in every face (each says elsewhere how it
  /// starts a new one): “The game is over: start a new one.”
  public static var gameIsOver: String { localized("The game is over: start a new one.") }
  /// Why Memorize's shuffle does nothing once the game is over.
  public static var gameIsOverNothingToShuffle: String {
    localized("The game is over: there is nothing to shuffle.")
  }
  /// Why a choice of a card is refused: it is not on the table.
  public static var noSuchCard: String { localized("There is no such card.") }
  /// Why an action of one game is refused in another's section.
  public static var notInThisGame: String { localized("This game has no such action.") }
  /// Why Deal 3 more does nothing outside Set, the one game that deals more cards.
  public static var onlySetDealsMore: String { localized("Only Set deals 3 more cards.") }
  /// Why Shuffle does nothing outside Memorize, the one game that shuffles its cards.
  public static var onlyMemorizeShuffles: String {
    localized("Only Memorize shuffles its cards.")
  }
  /// Why the match mode does nothing outside Matchismo, the one game with a choice of 2 or 3.
  public static var onlyMatchismoSwitchesModes: String {
    localized("Only Matchismo switches between 2- and 3-card matches.")
  }
  /// Why scrubbing a history does nothing outside Matchismo, the one game that keeps one.
  public static var onlyMatchismoHasHistory: String {
    localized("Only Matchismo has a history to scrub.")
  }
  /// Why a theme does nothing outside Memorize, the one game played on themes.
  public static var onlyMemorizeHasThemes: String { localized("Only Memorize has themes.") }

  /// Why `intent`, one game's own, does nothing in `section`, another game: “Only Memorize
  /// shuffles its cards.” `nil` when `section` plays it, the intent is every game's, or
  /// `section` is Statistics (no game: ``notInThisGame``). The one choice the app and a shared
  /// table make, so every face says what is wrong the same way.
  public static func onlyInItsGame(_ intent: Intent, in section: Section) -> String? {
    let own: (game: Section, refusal: String)
    switch intent {
    case .shuffle: own = (.memorize, onlyMemorizeShuffles)
    case .restyle: own = (.memorize, onlyMemorizeHasThemes)
    case .dealThreeMore: own = (.set, onlySetDealsMore)
    case .setMatchCount: own = (.matchismo, onlyMatchismoSwitchesModes)
    case .showHistory: own = (.matchismo, onlyMatchismoHasHistory)
    default: return nil
    }
    guard section != own.game, section != .statistics else { return nil }
    return own.refusal
  }
  /// Why a race's call or ask does nothing outside Set: Set! is called at a Set race.
  public static var callsAreForASetRace: String { localized("Set! is called only at a Set race.") }
  /// Why a key did nothing on a game's board: none of its keys is that one, and where they are
  /// listed ("x does nothing in Matchismo: ? lists the keys.").
  public static func keyDoesNothing(_ key: String, in section: Section, helpKey: String) -> String {
    // Translators: a key pressed on a game's board that does nothing there; {help} is the key
    // that opens the list of keys ("x does nothing in Matchismo: ? lists the keys.").
    localized(
      "{key} does nothing in {game}: {help} lists the keys.",
      ["key": key, "game": section.title, "help": helpKey])
  }
  /// Why a key did nothing in the theme chooser, and where the keys are listed ("x does nothing
  /// in the theme chooser: ? lists the keys.").
  public static func keyDoesNothingInChooser(_ key: String, helpKey: String) -> String {
    // Translators: a key pressed in the list of themes that does nothing there; {help} is the
    // key that opens the list of keys ("x does nothing in the theme chooser: ? lists the keys.").
    localized(
      "{key} does nothing in the theme chooser: {help} lists the keys.",
      ["key": key, "help": helpKey])
  }
  /// Why a key did nothing on a shared table's screen while it waits for players (no board is
  /// on it yet), and where the keys are listed ("x does nothing on the table's waiting screen:
  /// ? lists the keys.").
  public static func keyDoesNothingWhileTableWaits(_ key: String, helpKey: String) -> String {
    // Translators: a key pressed at a shared table before its game starts, on the screen that
    // says who sits and how to join; {help} is the key that opens the list of keys.
    localized(
      "{key} does nothing on the table's waiting screen: {help} lists the keys.",
      ["key": key, "help": helpKey])
  }
  /// Why a race's call or ask does nothing at Set played alone.
  public static var callsAreForARace: String {
    localized("Calling Set! is for a race: alone, choose three cards.")
  }
  /// Why a theme action is refused: no theme has that id.
  public static var noSuchTheme: String { localized("There is no such theme.") }
  /// Why Undo does nothing: nothing to take back.
  public static var nothingToUndo: String { localized("There is nothing to undo.") }
  /// Why going back to a game does nothing: none was dealt yet.
  public static var noGameYet: String { localized("No game yet: choose a theme to play.") }
  /// Why an answer does nothing: no question is open.
  public static var nothingToAnswer: String { localized("There is no question to answer.") }
  /// What taking a change back says.
  public static var undone: String { localized("Undone.") }
  /// What turning reduced motion on says.
  public static var reducedMotionOn: String { localized("Reduced motion on.") }
  /// What turning reduced motion off says.
  public static var reducedMotionOff: String { localized("Reduced motion off.") }
}

extension Labels {
  /// “Shuffle”, in the player's language.
  public static var shuffle: String { localized("Shuffle") }
}

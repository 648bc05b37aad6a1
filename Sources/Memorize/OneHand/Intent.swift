/// Everything a player can ask of the app, from any face: the one door.
///
/// A face turns a key, a click, a typed command or a network message into an `Intent` and hands
/// it to ``AppModel/send(_:)``; what the intent does, what asks first or offers Undo, and what a
/// refused intent says are decided there, once, for every face. Intents act in the section on
/// screen (see ``select(_:)``).
public enum Intent: Hashable, Sendable, Codable {
  /// Shows a section.
  case select(Section)
  /// Chooses the card with this id in the section on screen.
  case choose(cardID: Int)
  /// Deals a new game in the section on screen; a game in progress can be taken back (Undo).
  case newGame
  /// Memorize's or Set's hint.
  case hint
  /// Memorize's shuffle.
  case shuffle
  /// Set's three more cards.
  case dealThreeMore
  /// Matchismo's match of 2 or 3 cards.
  case setMatchCount(Int)
  /// Matchismo's history: shows the outcome at `position` (0-based); `nil` follows live play.
  case showHistory(position: Int?)
  /// Plays the theme with this id, keeping the game in progress (the chooser's choice).
  case playTheme(id: String)
  /// Deals a new game on the theme with this id, whatever is in progress.
  case dealTheme(id: String)
  /// Restyles the game in progress with the theme with this id.
  case restyle(themeID: String)
  /// Answers the open question about a theme deal: deal the new game, or keep playing.
  case answerThemeDeal(dealNewGame: Bool)
  /// Starts Memorize on a random theme.
  case randomTheme
  /// Shows the theme chooser (leaving the game on a narrow screen).
  case showChooser
  /// Goes back to the Memorize game from the chooser.
  case showGame
  /// Adds a theme with this name.
  case addTheme(name: String)
  /// Changes the theme with this id.
  case editTheme(id: String, ThemeEdit)
  /// Deletes the theme with this id (built-in too); Undo brings it back.
  case deleteTheme(id: String)
  /// Brings back the built-in themes that were deleted.
  case restoreBuiltInThemes
  /// Takes back the change of the undo offer with this id; `nil` for the latest.
  case undo(offer: Int?)
  /// Forgets the undo offer with this id.
  case dismissUndo(offer: Int)
  /// Seats the players of this setup at a new Memorize game on the theme in play, or in Set at a
  /// Set race (one person alone plays Set solo).
  case startPlayers(PlayersDraft)
  /// Turns reduced motion on or off; `nil` toggles it.
  case setReducesMotion(Bool?)
  /// Dismisses the notices.
  case dismissNotices
  /// Lets every computer player due to move move at once (where nobody watches cards turn).
  case playComputerTurnsNow
  /// Puts a Set just made away at once where the deck is empty, as the next choice would: a
  /// face that lists the cards by number says so with the move and lists them again, so that
  /// the numbers read next are the cards' new ones. Nothing without such a set.
  case putAwayMadeSet
  /// The person at `seat` calls "Set!" at a Set race.
  case callSet(seat: Int)
  /// The person at `seat` asks for three more cards at a Set race.
  case askForMoreCards(seat: Int)
}

/// A change to a theme, as the theme editors make them.
public enum ThemeEdit: Hashable, Sendable, Codable {
  /// A new name.
  case rename(String)
  /// Adds the emoji in this text.
  case addEmoji(String)
  /// Removes one emoji.
  case removeEmoji(String)
  /// Brings back a removed emoji.
  case restoreEmoji(String)
  /// A fixed number of pairs.
  case setPairs(Int)
  /// A colour, as `#RRGGBB`.
  case setColour(String)
  /// Moves the theme to this place in the list.
  case move(to: Int)
}

/// What became of an intent.
public enum IntentResult: Hashable, Sendable {
  /// It acted; `report` says what happened, in words, in order (a face that shows lines prints
  /// them; a face that shows the board may ignore them).
  case done(report: [String])
  /// It opened a question (see ``AppModel/pendingThemeDeal``); `report` holds its lines.
  case asks(report: [String])
  /// It did nothing, and this says why.
  case refused(String)
  /// A theme edit was refused: each problem names its field and says why.
  case problems([ThemeEditProblem])

  /// Whether the intent acted.
  public var acted: Bool {
    if case .done = self { return true }
    return false
  }

  /// The lines a face that prints lines shows: the report, or why not.
  public var lines: [String] {
    switch self {
    case .done(let report), .asks(let report): report
    case .refused(let reason): [reason]
    case .problems(let problems): problems.map(\.description)
    }
  }
}

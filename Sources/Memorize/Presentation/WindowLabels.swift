import CardGames

/// The labels only the desktop window has — its menus, tooltips, dialog titles and fields, the
/// names screen readers give its controls — and the GNOME header capitalisation ("New Game",
/// "Deal 3 More") of labels every face shows in sentence case from ``Labels``: the one way the
/// window's wording differs from the terminal's. The sentences about the games come from
/// ``Phrases``.
///
/// The keys named in them (`Ctrl+N`, `Ctrl+H`) are GTK's accelerators and stay as written in
/// every language. A word the other faces also show ("Players", "Name") is taken from ``Labels``
/// rather than written again, so each lives in one place.
public enum WindowLabels {
  // MARK: - Launch

  /// The one line `memorize-gtk` prints when there is no display to open a window on.
  public static var cannotOpenDisplay: String {
    localized("cannot open a display (is DISPLAY or WAYLAND_DISPLAY set?)")
  }

  /// The one line a second `memorize-gtk` with options prints: the window already open is
  /// raised as it is, and the options are for a launch that opens it.
  public static var alreadyOpenOptionsNotApplied: String {
    // Translators: printed by a second launch of the window with options (memorize-gtk --game
    // set) while one is open: the open window is raised unchanged.
    localized(
      "Memorize is already open: its window is raised as it is, without these options (they apply when Memorize starts)"
    )
  }

  // MARK: - Header bar and menu

  /// “New Game”: the header bar's button and the menu item.
  public static var newGame: String { localized("New Game") }
  /// The tooltip of the New Game button.
  public static var newGameTooltip: String { localized("Deal a new game (Ctrl+N)") }
  /// The tooltip of the New Game icon, shown where the words do not fit.
  public static var newGameIconTooltip: String { localized("New Game (Ctrl+N)") }
  /// “Main Menu”: the primary menu button's tooltip and accessible name.
  public static var mainMenu: String { localized("Main Menu") }
  /// “Players…”: the button and menu item that open the Players dialog.
  public static var playersEllipsis: String { localized("Players…") }
  /// “Keyboard Shortcuts”: the menu item and the shortcuts window's title.
  public static var keyboardShortcuts: String { localized("Keyboard Shortcuts") }
  /// The application's name as the window title, the header and the About window show it: the
  /// name launchers give it in the same language (the .desktop file's `Name[zh_CN]` is 记忆翻牌).
  public static var applicationName: String { localizedInContext("application name", "Memorize") }
  /// “About Memorize”: the menu item that opens the About window.
  public static var aboutMemorize: String { localized("About Memorize") }
  /// “Restore Built-in Themes”: the menu item that brings back deleted built-in themes.
  public static var restoreBuiltInThemes: String { localized("Restore Built-in Themes") }
  /// “Dismiss”: the button that closes the notice bar.
  public static var dismiss: String { localized("Dismiss") }

  // MARK: - About

  /// The About window's developer line.
  public static var developers: String { localized("The Memorize contributors") }
  /// The About window's one-sentence description of the application.
  public static var aboutComments: String {
    localized(
      "The card games of Stanford's CS193P — Memorize, Matchismo and Set — for the desktop.")
  }

  // MARK: - Memorize

  /// The accessible name of a card board.
  public static var cards: String { localized("Cards") }
  /// The accessible name of the tabs that switch between the window's sections.
  public static var sections: String { localized("Sections") }
  /// The accessible name of the game's status line.
  public static var gameStatus: String { localized("Game status") }
  /// The accessible name of the unseen line that reads out toasts and verdicts to screen
  /// readers.
  public static var announcements: String { localized("Announcements") }
  /// The accessible name of the counters under the header bar (scores, flips, the time).
  public static var counters: String { localized("Counters") }
  /// Shown where the board will be before a theme is picked.
  public static var pickATheme: String { localized("Pick a theme to play.") }
  /// The tooltip of the button from the folded theme list back to the game.
  public static var backToTheGame: String { localized("Back to the game") }
  /// The tooltip of the button from the folded game back to the theme list.
  public static var backToThemes: String { localized("Back to themes") }
  /// The tooltip of the Hint button.
  public static var hintTooltip: String {
    localizedPlural(
      "Outline a pair you have already seen; it costs {count} point (Ctrl+H)",
      "Outline a pair you have already seen; it costs {count} points (Ctrl+H)",
      count: MemoryMatch<String>.defaultHintCost)
  }
  /// The tooltip of the Players… button.
  public static var playersTooltip: String {
    localized("Choose who plays, then start a new game")
  }
  /// “Play Again”: the button over a finished game.
  public static var playAgain: String { localized("Play Again") }
  /// After a shared table ended, the button that opens the player's own games on this computer
  /// (in the dialog saying why, and in place of Play Again).
  public static var yourOwnGames: String { localized("Your Own Games") }
  /// The button that closes the dialog saying why a shared table ended.
  public static var close: String { localized("Close") }
  /// The accessible name of a theme's Edit button: “Edit Halloween”.
  public static func editTheme(named name: String) -> String {
    localized("Edit {theme}", ["theme": name])
  }
  /// A theme row as a screen reader reads it: “Halloween, 8 pairs”.
  public static func themeRow(named name: String, pairs: Int) -> String {
    localizedPlural(
      "{theme}, {count} pair", "{theme}, {count} pairs", count: pairs, ["theme": name])
  }

  // MARK: - Matchismo and Set

  /// The button that makes Matchismo match two or three cards: “Match 2”.
  public static func matchCount(_ count: Int) -> String {
    localized("Match {count}", ["count": count])
  }
  /// The label before the history scrubber.
  public static var history: String { localized("History") }
  /// The label before the history scrubber while scrubbing: “History 3/7”.
  public static func historyPosition(_ position: Int, of count: Int) -> String {
    localized("History {position}/{count}", ["position": position, "count": count])
  }
  /// The accessible name of the history scrubber.
  public static var outcomeHistory: String { localized("Outcome history") }
  /// Set's “Deal 3 More” button.
  public static var dealThreeMore: String { localized("Deal 3 More") }

  // MARK: - Players dialog

  /// “Players”: the dialog's title.
  public static var players: String { Labels.players }
  /// The Players dialog's heading for a table that takes turns (Memorize).
  public static var whoPlays: String {
    localized("Who plays the next game? Turns go in this order.")
  }
  /// The Players dialog's heading for a Set race, where nobody waits for a turn.
  public static var whoRaces: String {
    localized("Who races in the next game? Everyone looks at once; the first to call Set! picks.")
  }
  /// The accessible name of the list of seats.
  public static var seats: String { localized("Seats") }
  /// “Add Seat”.
  public static var addSeat: String { localized("Add Seat") }
  /// “Start”: seats the table at a new game.
  public static var start: String { localized("Start") }
  /// “Cancel”.
  public static var cancel: String { localized("Cancel") }
  /// The tooltip of a seat's remove button.
  public static var removeThisSeat: String { localized("Remove this seat") }
  /// The accessible name of a seat's name field: “Seat 2 name”.
  public static func seatName(_ seat: Int) -> String {
    localized("Seat {seat} name", ["seat": seat])
  }
  /// The accessible name of a seat's kind drop-down: “Seat 2 plays as”.
  public static func seatPlaysAs(_ seat: Int) -> String {
    localized("Seat {seat} plays as", ["seat": seat])
  }
  /// The accessible name of a seat's remove button: “Remove seat 2”.
  public static func removeSeat(_ seat: Int) -> String {
    localized("Remove seat {seat}", ["seat": seat])
  }
  /// A choice in a seat's kind drop-down, capitalised as a menu item: “Person”, “Computer,
  /// good”.
  public static func kindChoice(_ kind: PlayersDraft.Kind) -> String {
    guard let level = kind.computerLevel else { return localized("Person") }
    return localized("Computer, {level}", ["level": Phrases.levelName(level)])
  }

  // MARK: - Theme editor

  /// The theme editor's title.
  public static var editThemeTitle: String { localized("Edit Theme") }
  /// The heading of the theme's name field.
  public static var name: String { Labels.nameField }
  /// The accessible name of the theme's name field.
  public static var themeName: String { localized("Theme name") }
  /// The heading of the theme's emoji.
  public static var emojiHeading: String { localized("Emoji — click one to remove it") }
  /// The heading of the emoji removed from the theme.
  public static var removedHeading: String { localized("Removed — click to restore") }
  /// The accessible name of the field that adds emoji.
  public static var emojiToAdd: String { localized("Emoji to add") }
  /// The placeholder in the field that adds emoji.
  public static var typeOrPasteEmoji: String { localized("Type or paste emoji") }
  /// The heading and accessible name of the number of pairs.
  public static var pairs: String { Labels.pairsField }
  /// The heading of the theme's colour.
  public static var colour: String { Labels.colorField }
  /// The accessible name of the button beside Pairs that takes one pair away.
  public static var fewerPairs: String { localized("One pair fewer") }
  /// The accessible name of the button beside Pairs that adds one pair.
  public static var morePairs: String { localized("One pair more") }
  /// The accessible name of the editor's list of the theme's pairs and colour.
  public static var pairsAndColour: String { localized("Pairs and colour") }
  /// The accessible name of an emoji button in the theme: “Remove 🎃”.
  public static func removeEmoji(_ emoji: String) -> String {
    localized("Remove {emoji}", ["emoji": emoji])
  }
  /// The accessible name of a removed emoji's button: “Restore 🎃”.
  public static func restoreEmoji(_ emoji: String) -> String {
    localized("Restore {emoji}", ["emoji": emoji])
  }
  /// “Delete Theme”.
  public static var deleteTheme: String { localized("Delete Theme") }

  // MARK: - Keyboard shortcuts

  /// The shortcuts window's group of keys for playing.
  public static var playing: String { localized("Playing") }
  /// The shortcuts window's group of keys for the window.
  public static var window: String { localized("Window") }
  /// What the arrow keys do.
  public static var moveBetweenCards: String { localized("Move between cards") }
  /// What Space and Enter do.
  public static var chooseFocusedCard: String { localized("Choose the focused card") }
  /// What Ctrl+B does: the keyboard jumps to the cards from wherever it is.
  public static var goToTheCards: String { localized("Go to the cards") }
  /// What Ctrl+N does.
  public static var newGameShortcut: String { Labels.newGame }
  /// What Ctrl+Z does: the change the latest toast offers back.
  public static var undoShortcut: String {
    localized("Undo the last new game or deletion")
  }
  /// What Ctrl+H does.
  public static var hintShortcut: String {
    localizedPlural(
      "Hint: in Memorize a pair you have seen (costs {count} point), in Set three that make a set",
      "Hint: in Memorize a pair you have seen (costs {count} points), in Set three that make a set",
      count: MemoryMatch<String>.defaultHintCost)
  }
  /// What Ctrl+Page Down does.
  public static var nextSection: String { localized("Next section") }
  /// What Ctrl+Page Up does.
  public static var previousSection: String { localized("Previous section") }
  /// What Ctrl+? and F1 do.
  public static var keyboardShortcutsShortcut: String { localized("Keyboard shortcuts") }
  /// What Escape and Ctrl+W do.
  public static var closeADialog: String { localized("Close a dialog") }
  /// What Ctrl+Q does.
  public static var quitShortcut: String { localized("Quit (games are saved as you play)") }
  /// What Ctrl+Q does while another memorize saves to the data folder: nothing played here is
  /// kept.
  public static var quitUnsavedShortcut: String { localized("Quit (saving is off)") }
  /// What Ctrl+D does: Set's Deal 3 More.
  public static var dealThreeMoreShortcut: String { localized("Deal 3 more cards (Set)") }

  /// What Ctrl+E does: the theme editor for the theme whose row the keyboard is on in the
  /// theme list, else for the theme in play.
  public static var editThemeShortcut: String {
    localized("Edit the focused theme, or the one in play")
  }
  /// What Ctrl+I does: the Statistics section, from any other.
  public static var statisticsShortcut: String { localized("Show the statistics") }
  /// What Enter does on a theme row, after the key's name ("Enter plays this theme").
  public static var rowEnterPlays: String { localized("plays this theme") }
  /// What Ctrl+E does on a theme row, after the key's name ("Ctrl+E edits it").
  public static var rowControlEEdits: String { localized("edits it") }

  /// The shortcuts window's heading for the keys of a Set race.
  public static var setRace: String { localized("Set race") }

  /// What Ctrl+1 does in a window joined to a shared table's Set race: it calls Set! for the
  /// seat that window plays.
  public static var callSetForYourSeat: String { localized("Call Set! for your seat") }

  /// What Ctrl+D does in a window joined to a shared table's Set race: it asks for 3 more
  /// cards for the seat that window plays, as Deal 3 More does in a game of one's own.
  public static var askForMoreForYourSeat: String {
    localized("Ask for 3 more cards for your seat")
  }

  /// What a seat's Set! shortcut does: "Seat 2 calls Set!".
  public static func seatCallsSet(_ number: Int) -> String {
    localized("Seat {number} calls Set!", ["number": "\(number)"])
  }
}

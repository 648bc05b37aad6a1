/// The words around the games — buttons, help, the theme chooser and editor, Statistics' column
/// headings — in the player's language. The front ends place them; the keys named in them (`q`,
/// `Esc`) are the terminal's own and stay as written in every language.
///
/// The presentation vocabulary is split three ways, and a sentence lives in exactly one:
/// `Phrases` says what a game is and what happened in it (results, verdicts, scores and counters,
/// cards and seats in words, accessible descriptions, `--plain`'s lines), for every face;
/// `ScreenText` names the controls and screens around the games, which every face has; and
/// `WindowText` holds the words only the window shows (its header bar, dialogs, tooltips).
public enum ScreenText {
  // MARK: - Buttons

  /// “New game”, in the player's language.
  public static var newGame: String { localized("New game") }
  /// “‹ Themes”, in the player's language.
  public static var backToThemes: String { localized("‹ Themes") }
  /// “Redeal”, in the player's language.
  public static var redeal: String { localized("Redeal") }
  /// “Deal 3 more”, in the player's language.
  public static var dealThreeMore: String { localized("Deal 3 more") }
  /// “Hint”, in the player's language.
  public static var hint: String { localized("Hint") }
  /// “+ New”, in the player's language.
  public static var addTheme: String { localized("+ New") }
  /// “Edit”, in the player's language.
  public static var editTheme: String { localized("Edit") }
  /// “Restyle”, in the player's language.
  public static var restyle: String { localized("Restyle") }
  /// “Random”, in the player's language.
  public static var randomTheme: String { localized("Random") }
  /// “Players”, in the player's language.
  public static var players: String { localized("Players") }

  // MARK: - Chrome

  /// “Themes”, in the player's language.
  public static var themes: String { localized("Themes") }
  /// The tab bar's reminders of the two keys everyone needs.
  public static var helpKey: String { localized("? help") }
  /// “q quit”, in the player's language.
  public static var quitKey: String { localized("q quit") }

  // MARK: - Help

  /// “Help”, in the player's language.
  public static var helpTitle: String { localized("Help") }
  /// “Press any key to close”, in the player's language.
  public static var pressAnyKeyToClose: String { localized("Press any key to close") }

  /// The keys of the full-screen terminal and what each does, in the order the help lists them.
  public static func terminalKeys(reducesMotion: Bool) -> [(keys: String, action: String)] {
    [
      (localized("Arrows or h j k l"), localized("move the focus")),
      (localized("Space or Enter"), localized("choose the focused card")),
      ("n", localized("new game (Matchismo: redeal)")),
      ("t", localized("themes (Memorize)")),
      ("r", localized("restyle: keep the game, new emoji")),
      (localized("Esc or Backspace"), localized("back to the theme chooser")),
      ("m", localized("Matchismo: match 2 or 3 cards")),
      (localized("[ and ]"), localized("Matchismo: scrub the history")),
      ("i", localized("hint (solo Memorize, Set)")),
      ("s", localized("shuffle the cards (Memorize)")),
      ("p", localized("players: people and computer opponents")),
      ("d", localized("Set: deal three more")),
      ("Tab, Shift-Tab, 1-4", localized("switch section")),
      (localized("Mouse"), localized("click a card, tab or button")),
      (
        "o",
        reducesMotion
          ? localized("reduced motion on/off (now on)")
          : localized("reduced motion on/off (now off)")
      ),
      (localized("q or Ctrl-C"), localized("quit (games are saved)")),
    ]
  }

  // MARK: - Terminal too small

  /// “Terminal too small”, in the player's language.
  public static var terminalTooSmall: String { localized("Terminal too small") }
  /// "need 40×12, have 30×8".
  public static func sizeNeeded(width: Int, height: Int, haveWidth: Int, haveHeight: Int) -> String
  {
    localized(
      "need {width}×{height}, have {have_width}×{have_height}",
      ["width": width, "height": height, "have_width": haveWidth, "have_height": haveHeight])
  }
  /// “enlarge it, or q to quit”, in the player's language.
  public static var enlargeOrQuit: String { localized("enlarge it, or q to quit") }

  // MARK: - Theme editor

  /// The name a theme added from the chooser starts with.
  public static var newThemeName: String { localized("New Theme") }
  /// “Edit theme”, in the player's language.
  public static var editThemeTitle: String { localized("Edit theme") }
  /// “Name”, in the player's language.
  public static var nameField: String { localized("Name") }
  /// “Emoji”, in the player's language.
  public static var emojiField: String { localized("Emoji") }
  /// “Add”, in the player's language.
  public static var addField: String { localized("Add") }
  /// “Removed”, in the player's language.
  public static var removedField: String { localized("Removed") }
  /// “Pairs”, in the player's language.
  public static var pairsField: String { localized("Pairs") }
  /// “Colour”, in the player's language.
  public static var colorField: String { localized("Colour") }
  /// “Delete this theme (Enter)”, in the player's language.
  public static var deleteTheme: String { localized("Delete this theme (Enter)") }
  /// “none”, in the player's language.
  public static var noneRemoved: String { localized("none") }
  /// “Tab/↑↓ field · Enter apply · ←→ pick · x remove · Esc close”, in the player's language.
  public static var editorKeys: String {
    localized("Tab/↑↓ field · Enter apply · ←→ pick · x remove · Esc close")
  }
  /// “Renamed.”, in the player's language.
  public static var renamed: String { localized("Renamed.") }
  /// “Added.”, in the player's language.
  public static var added: String { localized("Added.") }
  /// “Restored.”, in the player's language.
  public static var restored: String { localized("Restored.") }
  /// “Colour set.”, in the player's language.
  public static var colorSet: String { localized("Colour set.") }
  /// “A colour is written #RRGGBB, such as #F28C28.”, in the player's language.
  public static var colorFormat: String {
    localized("A colour is written #RRGGBB, such as #F28C28.")
  }
  /// After an emoji is taken out of a theme.
  public static func removed(_ emoji: String) -> String {
    localized("Removed {emoji}; restore it below.", ["emoji": emoji])
  }

  // MARK: - Players

  /// “+ Add a seat”, in the player's language.
  public static var addSeat: String { localized("+ Add a seat") }
  /// “Start a new game”, in the player's language.
  public static var startNewGame: String { localized("Start a new game") }
  /// “↑↓ seat · type a name · ←→ person/computer · Del remove · Esc close”, in the player's language.
  public static var playersKeys: String {
    localized("↑↓ seat · type a name · ←→ person/computer · Del remove · Esc close")
  }

  // MARK: - Statistics

  /// “No games played yet.”, in the player's language.
  public static var noGamesYet: String { localized("No games played yet.") }
  /// “Game”, in the player's language.
  public static var gameColumn: String { localized("Game") }
  /// “Played”, in the player's language.
  public static var playedColumn: String { localized("Played") }
  /// “Done”, in the player's language.
  public static var finishedColumn: String { localized("Done") }
  /// “Fastest”, in the player's language.
  public static var fastestColumn: String { localized("Fastest") }
  /// “Wins”: games a player won at a table of several, in the player's language.
  public static var winsColumn: String { localized("Wins") }
  /// “Losses”: games a player lost at a table of several, in the player's language.
  public static var lossesColumn: String { localized("Losses") }
  /// “Recent scores”, in the player's language.
  public static var recentScoresColumn: String { localized("Recent scores") }
}

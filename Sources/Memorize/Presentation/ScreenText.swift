/// The words around the games — buttons, help, the theme chooser and editor, Statistics — in the
/// player's language. The front ends place them; the keys named in them (`q`, `Esc`) are the
/// terminal's own and stay as written in every language.
public enum ScreenText {
  // MARK: - Buttons

  public static var newGame: String { localized("New game") }
  public static var backToThemes: String { localized("‹ Themes") }
  public static var redeal: String { localized("Redeal") }
  public static var dealThreeMore: String { localized("Deal 3 more") }
  public static var hint: String { localized("Hint") }
  public static var addTheme: String { localized("+ New") }
  public static var editTheme: String { localized("Edit") }
  public static var restyle: String { localized("Restyle") }
  public static var randomTheme: String { localized("Random") }
  public static var players: String { localized("Players") }
  /// "3 cards": a Matchismo match size, as its button says it.
  public static func matchSize(_ count: Int) -> String {
    localizedPlural("{count} card", "{count} cards", count: count)
  }

  // MARK: - Chrome

  public static var themes: String { localized("Themes") }
  /// "8 pairs": what a game on a theme deals.
  public static func pairs(_ count: Int) -> String {
    localizedPlural("{count} pair", "{count} pairs", count: count)
  }
  /// The tab bar's reminders of the two keys everyone needs.
  public static var helpKey: String { localized("? help") }
  public static var quitKey: String { localized("q quit") }
  public static var matchismoPrompt: String { localized("Choose a card.") }
  public static var gameOver: String { localized("Game over!") }

  // MARK: - Help

  public static var helpTitle: String { localized("Help") }
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

  public static var terminalTooSmall: String { localized("Terminal too small") }
  /// "need 40×12, have 30×8".
  public static func sizeNeeded(width: Int, height: Int, haveWidth: Int, haveHeight: Int) -> String
  {
    localized(
      "need {width}×{height}, have {have_width}×{have_height}",
      ["width": width, "height": height, "have_width": haveWidth, "have_height": haveHeight])
  }
  public static var enlargeOrQuit: String { localized("enlarge it, or q to quit") }

  // MARK: - Theme editor

  /// The name a theme added from the chooser starts with.
  public static var newThemeName: String { localized("New Theme") }
  public static var editThemeTitle: String { localized("Edit theme") }
  public static var nameField: String { localized("Name") }
  public static var emojiField: String { localized("Emoji") }
  public static var addField: String { localized("Add") }
  public static var removedField: String { localized("Removed") }
  public static var pairsField: String { localized("Pairs") }
  public static var colorField: String { localized("Colour") }
  public static var deleteTheme: String { localized("Delete this theme (Enter)") }
  public static var noneRemoved: String { localized("none") }
  public static var editorKeys: String {
    localized("Tab/↑↓ field · Enter apply · ←→ pick · x remove · Esc close")
  }
  public static var renamed: String { localized("Renamed.") }
  public static var added: String { localized("Added.") }
  public static var restored: String { localized("Restored.") }
  public static var colorSet: String { localized("Colour set.") }
  public static var colorFormat: String {
    localized("A colour is written #RRGGBB, such as #F28C28.")
  }
  /// After an emoji is taken out of a theme.
  public static func removed(_ emoji: String) -> String {
    localized("Removed {emoji}; restore it below.", ["emoji": emoji])
  }

  // MARK: - Players

  public static var computer: String { localized("Computer") }
  public static var addSeat: String { localized("+ Add a seat") }
  public static var startNewGame: String { localized("Start a new game") }
  public static var playersKeys: String {
    localized("↑↓ seat · type a name · ←→ person/computer · Del remove · Esc close")
  }
  /// A seat for a person, left without a name.
  public static func seatNeedsName(_ seat: Int) -> String {
    localized("Seat {number} needs a name.", ["number": seat])
  }

  // MARK: - Statistics

  public static var noGamesYet: String { localized("No games played yet.") }
  public static var gameColumn: String { localized("Game") }
  public static var playedColumn: String { localized("Played") }
  public static var finishedColumn: String { localized("Done") }
  public static var bestColumn: String { localized("Best") }
  public static var fastestColumn: String { localized("Fastest") }
  public static var recentScoresColumn: String { localized("Recent scores") }
  /// "Memorize · Animals": a Memorize record's row.
  public static func memorizeRecord(theme: String) -> String {
    localized("Memorize · {theme}", ["theme": theme])
  }
}

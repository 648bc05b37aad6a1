import CardGames

/// The names of the controls and screens around the games — buttons, fields, the help, the
/// theme chooser and editor, Statistics' column headings, key names — in sentence case, in the
/// player's language, for every face. The faces place them; the keys named in them (`q`,
/// `Esc`) stay as written in every language.
///
/// The words a player reads live in three tables, each named for what it holds, and a sentence
/// lives in exactly one: ``Phrases`` says what a game is and what happened in it (results,
/// verdicts, the status line, scores and counters, cards and seats in words, accessible
/// descriptions, `--plain`'s lines); `Labels` names the controls and screens; ``WindowLabels``
/// holds the labels only the desktop window has (its menus, tooltips, dialogs) and the GNOME
/// header capitalisation of shared ones ("New Game" beside "New game") — the one way a face's
/// wording may differ from another's, stated there once.
public enum Labels {
  // MARK: - Buttons

  /// “New game”, in the player's language.
  public static var newGame: String { localized("New game") }
  /// “‹ Themes”, in the player's language.
  public static var backToThemes: String { localized("‹ Themes") }
  /// “Redeal”, in the player's language.
  public static var redeal: String { localized("Redeal") }
  /// “Deal 3 more”, in the player's language.
  public static var dealThreeMore: String { localized("Deal 3 more") }
  /// “New game” in fewer columns, for a row of buttons short of room: “New”.
  public static var newGameShort: String { localizedInContext("short button", "New") }
  /// “Deal 3 more” in fewer columns, for a row of buttons short of room: “3 more”.
  public static var dealThreeMoreShort: String { localizedInContext("short button", "3 more") }
  /// “Hint”, in the player's language.
  public static var hint: String { localized("Hint") }
  /// Memorize's hint button, with what it costs: “Hint (−1 point)”; short, as the window's
  /// buttons share a phone's 360 px.
  public static var memorizeHint: String {
    localizedPlural(
      "Hint (−{count} point)", "Hint (−{count} points)",
      count: MemoryMatch<String>.defaultHintCost)
  }
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

  // MARK: - Help

  /// “Help”, in the player's language.
  public static var helpTitle: String { localized("Help") }

  /// “Mouse”, in the player's language: the help's line about clicks.
  public static var mouse: String { localized("Mouse") }
  /// What a click does, for the help's line about the mouse.
  public static var mouseAction: String { localized("click a card, tab or button") }

  /// The rules the help of every face states for `game` beside its keys, each with its name:
  /// Memorize's scoring (“Score”: “match +2; −1 per mismatched card turned up again”, with the
  /// time bonus when it is on), which the line under the board echoes when a mismatch costs
  /// points, and at a table of several what the narrowest header's seat counts mean (“2·3”:
  /// “pairs·points, …”); with three seats or more in every game, what the header's “+1” counts
  /// (the seats it has no room for). Nothing else for the other games, whose lines say their
  /// rules as they are played.
  ///
  /// - Parameters:
  ///   - game: the game whose help is shown.
  ///   - timeBonus: the game's time-bonus rule, `nil` when it is off.
  ///   - seats: how many seats the game has.
  /// - Returns: each rule's name and its words, in the order the help lists them.
  public static func helpRules(
    of game: GameKind, timeBonus: TimeBonusRule? = nil, seats: Int = 1
  ) -> [(name: String, rule: String)] {
    // Three seats or more may not all fit a narrow header: "+1" counts those left out.
    let hidden =
      seats > 2 ? [(name: Phrases.hiddenSeats(1), rule: Phrases.hiddenSeatsLegend)] : []
    switch game {
    case .memorize:
      return [(name: Phrases.score, rule: Phrases.memorizeScoring(timeBonus: timeBonus))]
        + (seats > 1
          ? [
            (
              name: Phrases.shortPairsAndPoints(2, points: 3),
              rule: Phrases.shortPairsAndPointsLegend
            )
          ] : []) + hidden
    case .matchismo, .set: return hidden
    }
  }

  /// The rules the help states for the game a tab shows, as for that game without the time
  /// bonus (a shared table has none); none for Statistics. ``AppModel/helpRules(of:)`` states them
  /// for the game as it is dealt.
  ///
  /// - Parameters:
  ///   - section: the tab whose help is shown.
  ///   - seats: how many seats its game has (a shared table's).
  /// - Returns: each rule's name and its words.
  public static func helpRules(of section: Section, seats: Int = 1) -> [(
    name: String, rule: String
  )] {
    GameKind(rawValue: section.rawValue).map { helpRules(of: $0, seats: seats) } ?? []
  }

  // MARK: - Keys

  /// A key as the help names it; the terminal's key maps name every key they handle with one.
  public enum KeyName: Hashable, Sendable {
    /// A printable character, written as itself.
    case character(Character)
    /// The space bar.
    case space
    /// Enter (Return).
    case enter
    /// Tab.
    case tab
    /// Shift and Tab together.
    case shiftTab
    /// Backspace.
    case backspace
    /// Escape.
    case escape
    /// The up arrow.
    case up
    /// The down arrow.
    case down
    /// The left arrow.
    case left
    /// The right arrow.
    case right
    /// A function key, F1 and up.
    case function(Int)
    /// Control with a letter.
    case control(Character)
    /// Delete (the key beside Backspace's, that deletes forward).
    case delete
    /// Insert: no table names it, but a face says it does nothing.
    case insert
    /// Alt (or Meta) with a character, as a terminal sends it (Esc, then the character): no
    /// table names it, but a face says it does nothing.
    case alt(Character)
    /// Any printable character, typed into a text field.
    case typing
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// Home.
    case home
    /// End.
    case end
    /// Every key the table's other lines do not name.
    case anyOtherKey
  }

  /// How the help writes `key`, in the player's language where a key has a name.
  ///
  /// - Parameter key: the key.
  /// - Returns: "Space", "Esc", "↑", "Ctrl-C", "F1", or the character itself.
  public static func name(of key: KeyName) -> String {
    switch key {
    case .character(let character): String(character)
    case .space: localized("Space")
    case .enter: localized("Enter")
    case .tab: "Tab"
    case .shiftTab: "Shift-Tab"
    case .backspace: localized("Backspace")
    case .escape: "Esc"
    case .up: "↑"
    case .down: "↓"
    case .left: "←"
    case .right: "→"
    case .function(let number): "F\(number)"
    case .control(let letter): "Ctrl-" + letter.uppercased()
    case .delete: "Del"
    case .insert: "Ins"
    case .alt(let character): "Alt-" + String(character)
    case .typing: localized("Typing")
    case .pageUp: "PgUp"
    case .pageDown: "PgDn"
    case .home: "Home"
    case .end: "End"
    case .anyOtherKey: localized("Other keys")
    }
  }

  /// What each key of the full-screen terminal does, for the key maps that handle them and the
  /// help they write.
  public enum KeyAction: Hashable, Sendable {
    /// Arrows and h j k l on a board.
    case moveFocus
    /// Space or Enter on a board.
    case chooseCard
    /// A new deal of the game on screen.
    case newGame
    /// Matchismo's new deal.
    case redeal
    /// Memorize's shuffle.
    case shuffle
    /// Memorize's hint: a seen pair, for a point.
    case memorizeHint
    /// Set's hint: three that make a set.
    case setHint
    /// The players panel.
    case players
    /// From the Memorize game to the theme chooser.
    case backToThemes
    /// Restyle the game in progress with the focused theme.
    case restyle
    /// Matchismo's 2- or 3-card switch.
    case matchCount
    /// Matchismo's history scrubber.
    case scrubHistory
    /// Set's Deal 3 more.
    case dealThreeMore
    /// A Set race: the seat of the key calls Set! (one key per seat, in seat order).
    case callSet
    /// A Set race: the seat of the key asks for three more cards (Shift and its call key).
    case askForMoreCards
    /// Take back the last new game dealt over a game in progress, or the last deleted theme.
    case undo
    /// Up and down the theme list.
    case moveInThemes
    /// From the chooser to the game beside it.
    case toTheGame
    /// Play the focused theme (restyles the game in progress).
    case playTheme
    /// Edit the focused theme.
    case editTheme
    /// Add a theme.
    case addTheme
    /// A new game on a random theme.
    case randomTheme
    /// Bring back the built-in themes that were deleted.
    case restoreBuiltInThemes
    /// A new game on the focused theme.
    case newGameOnTheme
    /// From the chooser back to the game (narrow terminals).
    case backToGame
    /// Switch sections.
    case switchSection
    /// Open the help.
    case help
    /// Reduced motion on or off; the flag is whether it is on now (`nil` where that is not
    /// known: `--help` and the manual page).
    case reducedMotion(isOn: Bool?)
    /// Suspend the program (the shell's fg resumes it).
    case suspend
    /// Quit.
    case quit
    /// Quit while another memorize saves to the data folder: nothing played here is kept
    /// (``AppModel/quitAction``).
    case quitUnsaved
    /// The players panel: up and down the seats.
    case moveInSeats
    /// The players panel: type the focused seat's name.
    case typeName
    /// The players panel: person, or computer of a level.
    case seatKind
    /// The players panel: add a seat, go to the next one, or start, by the focused row.
    case addOrStart
    /// The players panel: remove the focused seat.
    case removeSeat
    /// Erase the last letter typed.
    case eraseLetter
    /// The theme editor: erase the last letter typed, or on the emoji, remove the picked one.
    case eraseLetterOrEmoji
    /// Close a panel.
    case close
    /// The theme editor: to the next or previous field.
    case moveField
    /// The theme editor: apply the focused field.
    case apply
    /// The theme editor: pick an emoji, or change the number of pairs.
    case pick
    /// The theme editor: one pair more or fewer.
    case changePairs
    /// The theme editor: take the picked emoji out of the theme.
    case removeEmoji
    /// The theme editor: type into the focused field.
    case typeInField
    /// A yes/no question: the first answer (its button says what it does).
    case answerYes
    /// A yes/no question: the second answer (its button says what it does).
    case answerNo
    /// The help: a line up or down, where it is longer than the screen.
    case scrollHelp
    /// The help: a page up or down, where it is longer than the screen.
    case pageHelp
    /// Close the help.
    case closeHelp
    /// Statistics: a line up or down, where they are longer than the screen.
    case scrollStatistics
    /// Statistics: a page up or down, where they are longer than the screen.
    case pageStatistics
    /// Statistics: to the top or the end, where they are longer than the screen.
    case statisticsTopOrEnd
    /// A Set race at a shared table: the player's own seat calls Set!.
    case callSetAtTable
    /// A Set race at a shared table: the player's own seat asks for three more cards.
    case askForMoreAtTable
  }

  /// What `action` does, in the player's language, as the help lists it.
  ///
  /// - Parameter action: the key's action.
  /// - Returns: a short description, such as "shuffle the cards".
  public static func describe(_ action: KeyAction) -> String {
    switch action {
    case .moveFocus: localized("move the focus")
    case .chooseCard: localized("choose the focused card")
    case .newGame: localized("new game")
    case .redeal: localized("redeal")
    case .shuffle: localized("shuffle the cards")
    case .memorizeHint:
      localizedPlural(
        "hint: a pair you have seen (costs {count} point)",
        "hint: a pair you have seen (costs {count} points)",
        count: MemoryMatch<String>.defaultHintCost)
    case .setHint: localized("hint: three cards that make a set")
    case .players: localized("players: people and computer opponents")
    case .backToThemes: localized("back to the theme chooser")
    case .restyle: localized("restyle: keep the game, new emoji")
    case .matchCount: localized("match 2 or 3 cards (before the first choice)")
    case .scrubHistory: localized("scrub the history")
    case .dealThreeMore: localized("deal 3 more")
    case .callSet: localized("call Set! at a race (a key per seat, 1 to 4)")
    case .askForMoreCards: localized("ask for 3 more at a race (Shift and your key)")
    case .undo: localized("take back a new game or a deleted theme")
    case .moveInThemes: localized("move through the themes")
    case .toTheGame: localized("to the game beside the list")
    case .playTheme: localized("play in this theme (the game goes on)")
    case .editTheme: localized("edit this theme")
    case .addTheme: localized("add a theme")
    case .randomTheme: localized("new game on a random theme")
    case .restoreBuiltInThemes: localized("bring back deleted built-in themes")
    case .newGameOnTheme: localized("new game on this theme")
    case .backToGame: localized("back to the game")
    case .switchSection: localized("switch section")
    case .help: localized("help")
    case .reducedMotion(let isOn?):
      isOn
        ? localized("reduced motion on/off (now on)") : localized("reduced motion on/off (now off)")
    case .reducedMotion(nil): localized("reduced motion on or off (remembered)")
    case .suspend: localized("suspend (fg in the shell resumes)")
    case .quit: localized("quit (games are saved)")
    case .quitUnsaved: localized("quit (saving is off)")
    case .moveInSeats: localized("move through the seats")
    case .typeName: localized("type the focused seat's name")
    case .seatKind: localized("person, or computer and its level")
    case .addOrStart: localized("add a seat, next seat, or start the game (by the focused row)")
    case .removeSeat: localized("remove the focused seat")
    case .eraseLetter: localized("erase the last letter")
    case .eraseLetterOrEmoji: localized("erase the last letter, or remove the picked emoji")
    case .close: localized("close the panel")
    case .moveField: localized("move through the fields")
    case .apply: localized("apply the focused field")
    case .pick: localized("pick an emoji, or one pair more or fewer")
    case .changePairs: localized("one pair more or fewer")
    case .removeEmoji: localized("remove the picked emoji")
    case .typeInField: localized("type into the focused field")
    case .answerYes: localized("the first answer (its button says what it does)")
    case .answerNo: localized("the second answer (its button says what it does)")
    case .scrollHelp: localized("scroll the help a line (when it is longer than the screen)")
    case .pageHelp: localized("scroll the help a page (when it is longer than the screen)")
    case .closeHelp: localized("close the help")
    case .scrollStatistics:
      localized("scroll the statistics a line (when they are longer than the screen)")
    case .pageStatistics:
      localized("scroll the statistics a page (when they are longer than the screen)")
    case .statisticsTopOrEnd:
      localized("to the top or the end of the statistics (when they are longer than the screen)")
    case .callSetAtTable: localized("call Set! for your seat at a shared table's race")
    case .askForMoreAtTable: localized("ask for 3 more cards for your seat")
    }
  }

  /// The keys that type into a field, as a footer's hint names them: "A-Z" ("字符键"), short
  /// enough that the players panel's footer keeps every hint at 80 columns.
  public static var typingKeys: String {
    // Translators: the keys that type into a field, named in a footer's key hint ("A-Z type a
    // name"); not the help's "Typing". Chinese: 字符键.
    localized("A-Z")
  }

  /// A key hint: the keys, then what they do, in the one form every footer and the tab bar
  /// write: "Esc close", "Enter apply"; in Chinese always with a full-width colon, whether the
  /// key's name is Latin or Chinese ("Esc：关闭", "回车：应用"; po/STYLE.zh_CN.md).
  ///
  /// - Parameters:
  ///   - keys: the keys as a footer names them ("Tab/Shift-Tab/↑↓", "A-Z").
  ///   - action: what they do, from ``footerLabel(_:)``.
  public static func keyHint(_ keys: String, _ action: String) -> String {
    // Translators: a key hint in a footer or the tab bar: the keys, then what they do ("Esc
    // close", "Enter apply"). One form for every hint, whatever the key's name.
    localized("{keys} {action}", ["keys": keys, "action": action])
  }

  /// What `action` does in a few words, as a panel's key footer shows it beside its keys.
  ///
  /// - Parameter action: the key's action.
  /// - Returns: a label such as "close"; the help's description for an action no footer shows.
  public static func footerLabel(_ action: KeyAction) -> String {
    switch action {
    case .moveInSeats: localized("seat")
    case .typeName: localized("type a name")
    case .seatKind: localized("person/computer")
    case .addOrStart: localized("add/start")
    case .removeSeat, .removeEmoji: localized("remove")
    case .eraseLetter, .eraseLetterOrEmoji: localized("erase")
    case .close: localized("close")
    case .moveField: localized("field")
    case .apply: localized("apply")
    case .pick: localized("pick")
    case .changePairs: localized("pairs")
    case .typeInField: localized("type")
    case .answerYes: localized("yes")
    case .answerNo: localized("no")
    case .quit: localized("quit")
    case .scrollHelp: localized("scroll")
    case .pageHelp: localized("page")
    case .closeHelp: localized("close")
    case .callSet, .callSetAtTable: localized("call Set!")
    case .askForMoreCards, .askForMoreAtTable: localized("ask for more")
    case .undo: localized("undo")
    default: describe(action)
    }
  }

  /// A change that can be taken back, as the line above the tabs shows it: "New game dealt;
  /// the one in progress was set aside. u: undo".
  public static func undoable(_ message: String, key: String) -> String {
    localized("{message} {key}: undo", ["message": message, "key": key])
  }

  // MARK: - Set cards

  /// The mark in a Set card's corner that names its colour without colour (an initial in
  /// English: r, g, p), so the colour reads on any terminal and to any eye.
  ///
  /// - Parameter color: the card's colour.
  /// - Returns: one letter or character.
  public static func colorMark(of color: SetSymbol.Ink) -> String {
    // Translators: one letter or character naming a Set card's colour, in the card's corner.
    switch color {
    case .red: localizedInContext("set colour mark", "r")
    case .green: localizedInContext("set colour mark", "g")
    case .purple: localizedInContext("set colour mark", "p")
    }
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
  /// Whether `name` is one the chooser suggested for a new theme ("New Theme", "New Theme 2"),
  /// a placeholder the first typed character replaces rather than extends.
  public static func isSuggestedThemeName(_ name: String) -> Bool {
    guard name.hasPrefix(newThemeName) else { return false }
    let rest = name.dropFirst(newThemeName.count)
    guard let number = rest.first == " " ? rest.dropFirst() : nil else { return rest.isEmpty }
    return !number.isEmpty && number.allSatisfy(\.isASCII) && Int(number) != nil
  }
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

  // MARK: - Statistics

  /// “No games played yet.”, in the player's language.
  public static var noGamesYet: String { localized("No games played yet.") }
  /// “Game”, in the player's language.
  public static var gameColumn: String { localized("Game") }
  /// “Played”, in the player's language.
  public static var playedColumn: String { localized("Played") }
  /// “Finished”: games played to their end, in the player's language.
  public static var finishedColumn: String { localized("Finished") }
  /// “Fastest”, in the player's language.
  public static var fastestColumn: String { localized("Fastest") }
  /// “Wins”: games a player won at a table of several, in the player's language.
  public static var winsColumn: String { localized("Wins") }
  /// “Losses”: games a player lost at a table of several, in the player's language.
  public static var lossesColumn: String { localized("Losses") }
  /// “Ties”: games a player tied for first at a table of several, in the player's language.
  public static var tiesColumn: String { localized("Ties") }
  /// “Recent scores”, in the player's language.
  public static var recentScoresColumn: String { localized("Recent scores") }
  /// “Recent games with several players”: the heading of a Statistics row's last results at a
  /// table, each with every seat's score.
  public static var recentTablesHeading: String { localized("Recent games with several players") }
}

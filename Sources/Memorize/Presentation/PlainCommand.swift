/// A command of `--plain`, as a player types it and as `help` lists it.
///
/// The one table of the plain mode's commands: the plain session reads each typed line through
/// it and sends the command's intent, and `help` prints the same entries, so the two cannot
/// drift. Every intent a player can act with in the other faces has a command here.
public struct PlainCommand: Hashable, Sendable {
  /// What a command does.
  public enum Action: Hashable, Sendable {
    /// Chooses the card numbered N (also typed as the number alone).
    case choose
    /// A new game; with a theme's name, a new game on that theme.
    case newGame
    /// Takes back the last change offered back.
    case undo
    /// Prints every card.
    case board
    /// Prints this table.
    case help
    /// Saves and ends.
    case quit
    /// Plays a theme, keeping the game in progress (restyled) where it can.
    case playTheme
    /// Restyles the game in progress with a theme.
    case restyle
    /// A new game on a random theme.
    case randomTheme
    /// Lists the themes.
    case themes
    /// Adds a theme.
    case addTheme
    /// Changes a theme: its name, emoji, pairs or colour.
    case editTheme
    /// Deletes a theme (Undo brings it back).
    case deleteTheme
    /// Brings back the built-in themes that were deleted.
    case restoreThemes
    /// Seats the players of a new game (in Set, a race).
    case players
    /// Turns reduced motion on or off for the animated faces.
    case motion
    /// Memorize's and Set's hint.
    case hint
    /// Memorize's shuffle.
    case shuffle
    /// Matchismo's match of 2 or 3 cards.
    case mode
    /// Matchismo's outcomes, or the one numbered N.
    case history
    /// Set's three more cards.
    case dealThreeMore
    /// At a Set race: a person calls Set!.
    case callSet
    /// At a Set race: a person asks for three more cards.
    case askForMore
    /// Switches to another game (the full screen's tabs).
    case switchGame
    /// Prints the statistics (the full screen's Statistics tab).
    case statistics
  }

  /// What follows the command's word.
  public enum Argument: Hashable, Sendable {
    /// Nothing: a word after it is refused.
    case none
    /// Something that must be there, shown as this placeholder ("NAME").
    case required(String)
    /// Something that may be left out, shown as this placeholder.
    case optional(String)
  }

  /// The words that type it: its name first, then shorter forms.
  public var words: [String]
  /// What follows the word.
  public var argument: Argument
  /// What it does.
  public var action: Action
  /// What `help` says it does, in the player's language.
  public var summary: String

  /// The command as typed, with its placeholder: "restyle NAME", "new [NAME]".
  public var usage: String {
    switch argument {
    case .none: words[0]
    case .required(let placeholder): "\(words[0]) \(placeholder)"
    case .optional(let placeholder): "\(words[0]) [\(placeholder)]"
    }
  }

  /// `help`'s line for it: "restyle NAME — restyles the game in progress with NAME's emoji".
  public var helpLine: String { Phrases.Plain.helpLine(usage: usage, summary: summary) }

  /// The command `word` names (any case) in `game`, if any; `atRace` for a Set race.
  public static func named(_ word: String, in game: GameKind, atRace: Bool = false)
    -> PlainCommand?
  {
    let word = word.lowercased()
    return table(for: game, atRace: atRace).first { $0.words.contains(word) }
  }

  /// The game `name` names after `game` (any case, its English name as `--game` takes it, or
  /// its name in the player's language); `nil` for any other word.
  public static func game(named name: String) -> GameKind? {
    let name = name.lowercased()
    return GameKind.allCases.first {
      $0.rawValue == name || Phrases.title(of: $0).lowercased() == name
    }
  }

  /// Every command of `game`, in `help`'s order: the game's own first, then those of every game.
  /// At a Set race (`atRace`) a person calls Set! and asks for three more cards in place of the
  /// solo game's `deal` and `hint`. `quit` says what quitting does as ``AppModel/quitAction``
  /// has it: saving, or ending unsaved while another memorize is the one saving.
  public static func table(
    for game: GameKind, atRace: Bool = false, quit: Labels.KeyAction = .quit
  ) -> [PlainCommand] {
    let name = Phrases.Plain.placeholderName
    let number = Phrases.Plain.placeholderNumber
    var commands = [
      PlainCommand(
        words: ["choose", "c"], argument: .required(number), action: .choose,
        summary: Phrases.Plain.chooseSummary)
    ]
    switch game {
    case .memorize:
      commands += [
        PlainCommand(
          words: ["new", "n"], argument: .optional(name), action: .newGame,
          summary: Phrases.Plain.newMemorizeSummary),
        PlainCommand(
          words: ["hint"], argument: .none, action: .hint, summary: Phrases.Plain.hintSummary),
        PlainCommand(
          words: ["shuffle"], argument: .none, action: .shuffle,
          summary: Phrases.Plain.shuffleSummary),
        PlainCommand(
          words: ["theme"], argument: .required(name), action: .playTheme,
          summary: Phrases.Plain.themeSummary),
        PlainCommand(
          words: ["restyle"], argument: .required(name), action: .restyle,
          summary: Phrases.Plain.restyleSummary),
        PlainCommand(
          words: ["random"], argument: .none, action: .randomTheme,
          summary: Phrases.Plain.randomSummary),
        PlainCommand(
          words: ["themes"], argument: .none, action: .themes,
          summary: Phrases.Plain.themesSummary),
        PlainCommand(
          words: ["add-theme"], argument: .required(name), action: .addTheme,
          summary: Phrases.Plain.addThemeSummary),
        PlainCommand(
          words: ["edit-theme"], argument: .required(Phrases.Plain.placeholderEdit),
          action: .editTheme, summary: Phrases.Plain.editThemeSummary),
        PlainCommand(
          words: ["delete-theme"], argument: .required(name), action: .deleteTheme,
          summary: Phrases.Plain.deleteThemeSummary),
        PlainCommand(
          words: ["restore-themes"], argument: .none, action: .restoreThemes,
          summary: Phrases.Plain.restoreThemesSummary),
        PlainCommand(
          words: ["players"], argument: .required(Phrases.Plain.placeholderNames),
          action: .players, summary: Phrases.Plain.playersSummary),
      ]
    case .matchismo:
      commands += [
        PlainCommand(
          words: ["new", "n"], argument: .none, action: .newGame,
          summary: Phrases.Plain.newDealSummary),
        PlainCommand(
          words: ["mode"], argument: .required("2|3"), action: .mode,
          summary: Phrases.Plain.modeSummary),
        PlainCommand(
          words: ["history"], argument: .optional(number), action: .history,
          summary: Phrases.Plain.historySummary),
      ]
    case .set where atRace:
      let person = Phrases.Plain.placeholderPerson
      commands += [
        PlainCommand(
          words: ["call", "set"], argument: .optional(person), action: .callSet,
          summary: Phrases.Plain.callSummary),
        PlainCommand(
          words: ["more"], argument: .optional(person), action: .askForMore,
          summary: Phrases.Plain.moreSummary),
        PlainCommand(
          words: ["new", "n"], argument: .none, action: .newGame,
          summary: Phrases.Plain.newDealSummary),
        PlainCommand(
          words: ["players"], argument: .required(Phrases.Plain.placeholderNames),
          action: .players, summary: Phrases.Plain.racePlayersSummary),
      ]
    case .set:
      commands += [
        PlainCommand(
          words: ["new", "n"], argument: .none, action: .newGame,
          summary: Phrases.Plain.newDealSummary),
        PlainCommand(
          words: ["deal"], argument: .none, action: .dealThreeMore,
          summary: Phrases.Plain.dealSummary),
        PlainCommand(
          words: ["hint"], argument: .none, action: .hint, summary: Phrases.Plain.setHintSummary),
        PlainCommand(
          words: ["players"], argument: .required(Phrases.Plain.placeholderNames),
          action: .players, summary: Phrases.Plain.racePlayersSummary),
      ]
    }
    return commands + [
      PlainCommand(
        words: ["undo", "u"], argument: .none, action: .undo, summary: Phrases.Plain.undoSummary),
      PlainCommand(
        words: ["board", "b"], argument: .none, action: .board,
        summary: Phrases.Plain.boardSummary),
      PlainCommand(
        words: ["game"], argument: .required(Phrases.Plain.placeholderGame),
        action: .switchGame, summary: Phrases.Plain.gameSummary),
      PlainCommand(
        words: ["stats", "statistics"], argument: .none, action: .statistics,
        summary: Phrases.Plain.statisticsSummary),
      PlainCommand(
        words: ["motion"], argument: .required("on|off"), action: .motion,
        summary: Phrases.Plain.motionSummary),
      PlainCommand(
        words: ["help", "?"], argument: .none, action: .help, summary: Phrases.Plain.helpSummary),
      PlainCommand(
        words: ["quit", "exit", "q"], argument: .none, action: .quit,
        summary: quit == .quitUnsaved
          ? Phrases.Plain.quitUnsavedSummary : Phrases.Plain.quitSummary),
    ]
  }
}

extension PlainCommand {
  /// `edit-theme`'s words after the command, read: the theme's name (which may hold spaces),
  /// then the change and its value ("Fruit Bowl pairs 6"); `nil` when no change is named.
  public static func themeEdit(from argument: String) -> (theme: String, edit: ThemeEdit)? {
    let words = argument.split(whereSeparator: \.isWhitespace).map(String.init)
    let changes = ["rename", "add", "remove", "restore", "pairs", "colour", "color"]
    guard let at = words.lastIndex(where: { changes.contains($0.lowercased()) }), at > 0,
      at < words.count - 1
    else { return nil }
    let theme = words[..<at].joined(separator: " ")
    let value = words[(at + 1)...].joined(separator: " ")
    switch words[at].lowercased() {
    case "rename": return (theme, .rename(value))
    case "add": return (theme, .addEmoji(value))
    case "remove": return (theme, .removeEmoji(value))
    case "restore": return (theme, .restoreEmoji(value))
    case "pairs": return Int(value).map { (theme, .setPairs($0)) }
    default: return (theme, .setColour(value))
    }
  }

  /// `on` or `off` (any case) as typed after `motion`; `nil` for anything else.
  public static func onOrOff(_ word: String) -> Bool? {
    switch word.lowercased() {
    case "on": true
    case "off": false
    default: nil
    }
  }
}

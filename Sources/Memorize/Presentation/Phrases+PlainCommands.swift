import CardGames

extension Phrases.Plain {
  // MARK: - The commands' help

  /// One line of `help`: "restyle NAME — restyles the game in progress with NAME's emoji".
  public static func helpLine(usage: String, summary: String) -> String {
    localized("{usage} — {summary}", ["usage": usage, "summary": summary])
  }

  /// The placeholder for a theme's or a person's name in `help`.
  public static var placeholderName: String {
    // Translators: a placeholder in the plain mode's help, as in "theme NAME".
    localized("NAME")
  }
  /// The placeholder for a number in `help`.
  public static var placeholderNumber: String {
    // Translators: a placeholder in the plain mode's help, as in "choose N".
    localized("N")
  }
  /// The placeholder for a person's name in `help` (`call NAME`), which some languages name
  /// apart from a theme's.
  public static var placeholderPerson: String {
    // Translators: a placeholder in the plain mode's help, as in "call NAME": a person's name.
    localizedInContext("person", "NAME")
  }
  /// The placeholder for the players of a table in `help`.
  public static var placeholderNames: String {
    // Translators: a placeholder in the plain mode's help, as in "players NAME, NAME".
    localized("NAME, NAME…")
  }
  /// The placeholder for a theme edit in `help`.
  public static var placeholderEdit: String {
    // Translators: a placeholder in the plain mode's help: the theme, what to change, the value.
    localized("NAME CHANGE VALUE")
  }

  /// What `choose N` does.
  public static var chooseSummary: String {
    localized("chooses card N (typing N alone does too)")
  }
  /// What `new` does in Memorize.
  public static var newMemorizeSummary: String {
    localized("deals a new game; with a theme's name, on that theme")
  }
  /// What `new` does in Matchismo and Set.
  public static var newDealSummary: String { localized("deals a new game") }
  /// What `hint` does in Memorize.
  public static var hintSummary: String {
    localizedPlural(
      "outlines a pair you have seen (costs {count} point)",
      "outlines a pair you have seen (costs {count} points)",
      count: MemoryMatch<String>.defaultHintCost)
  }
  /// What `hint` does in Set, where a hint is free.
  public static var setHintSummary: String { localized("points at a set (free)") }
  /// What `shuffle` does.
  public static var shuffleSummary: String { localized("moves the cards to new places") }
  /// What `theme NAME` does.
  public static var themeSummary: String {
    localized("plays NAME; the game in progress goes on in its emoji")
  }
  /// What `restyle NAME` does.
  public static var restyleSummary: String {
    localized("gives the game in progress NAME's emoji")
  }
  /// What `random` does.
  public static var randomSummary: String { localized("deals a new game on a random theme") }
  /// What `themes` does.
  public static var themesSummary: String { localized("lists the themes") }
  /// What `add-theme NAME` does.
  public static var addThemeSummary: String { localized("adds a theme called NAME") }
  /// What `edit-theme` does, with the changes it takes.
  public static var editThemeSummary: String {
    localized(
      "changes a theme: rename NEW, add EMOJI, remove EMOJI, restore EMOJI, pairs N or colour #RRGGBB"
    )
  }
  /// What `delete-theme NAME` does.
  public static var deleteThemeSummary: String {
    localized("deletes the theme NAME (“undo” brings it back)")
  }
  /// What `restore-themes` does.
  public static var restoreThemesSummary: String {
    localized("brings back the built-in themes that were deleted")
  }
  /// What `players` does in Memorize.
  public static var playersSummary: String {
    localized("seats the players of a new game, such as “players Ana, Ben, computer good”")
  }
  /// What `players` does in Set.
  public static var racePlayersSummary: String {
    localized("seats the people of a race, such as “players Ana, Ben, computer good”")
  }
  /// What `call NAME` does at a Set race.
  public static var callSummary: String {
    localized("NAME calls Set!, then chooses three cards before the time is up")
  }
  /// What `more NAME` does at a Set race.
  public static var moreSummary: String {
    localized("NAME asks for three more cards; they come when most of the people asked")
  }
  /// What `mode` does.
  public static var modeSummary: String { localized("sets how many cards make a match") }
  /// What `history` does.
  public static var historySummary: String {
    localized("lists the outcomes so far, or says outcome N again")
  }
  /// What `deal` does in Set.
  public static var dealSummary: String { localized("adds three cards") }
  /// What `undo` does.
  public static var undoSummary: String { localized("takes back the last new game or deletion") }
  /// What `board` does.
  public static var boardSummary: String { localized("lists every card") }
  /// What `motion` does.
  public static var motionSummary: String {
    localized("turns reduced motion on or off for the full screen and the window")
  }
  /// What `help` does.
  public static var helpSummary: String { localized("lists these commands") }
  /// What `quit` does.
  public static var quitSummary: String { localized("saves and ends") }
  /// What `quit` does while another memorize is the one saving (``AppModel/quitAction``).
  public static var quitUnsavedSummary: String {
    localized("ends; nothing is saved, as saving is off")
  }
  /// The placeholder for a game's name in `help`.
  public static var placeholderGame: String {
    // Translators: a placeholder in the plain mode's help, as in "game memorize|matchismo|set";
    // the three names are typed as they are and stay in English.
    localized("memorize|matchismo|set")
  }
  /// What `game NAME` does.
  public static var gameSummary: String {
    localized("switches to another game; each keeps its own game in progress")
  }
  /// What `stats` does.
  public static var statisticsSummary: String {
    localized("lists the games played and finished, the best scores and times")
  }

  // MARK: - The commands' answers

  /// A command typed without what it needs: "type it as 'restyle NAME'".
  public static func needsMore(usage: String) -> String {
    localized(
      "“{command}” needs more: type it as “{usage}”",
      [
        "command": String(usage.prefix { $0 != " " }), "usage": usage,
      ])
  }
  /// One theme in the list `themes` prints: "Halloween: 8 pairs, 👻🎃🕷️", marked when in play;
  /// without `emoji` (a terminal that shows letters for them), "Halloween: 8 pairs".
  public static func themeLine(name: String, pairs: String, emoji: String?, isInPlay: Bool)
    -> String
  {
    guard let emoji else {
      return isInPlay
        ? localized("{name} (playing): {pairs}", ["name": name, "pairs": pairs])
        : localized("{name}: {pairs}", ["name": name, "pairs": pairs])
    }
    return isInPlay
      ? localized(
        "{name} (playing): {pairs}, {emoji}",
        [
          "name": name, "pairs": pairs, "emoji": emoji,
        ])
      : localized("{name}: {pairs}, {emoji}", ["name": name, "pairs": pairs, "emoji": emoji])
  }
  /// One outcome of Matchismo's history: "3. Matched J♥ and J♠ for 4 points."
  public static func historyLine(_ number: Int, _ outcome: String) -> String {
    localized("{number}. {outcome}", ["number": number, "outcome": outcome])
  }
  /// A history number out of range.
  public static func noSuchOutcome(_ number: Int, count: Int) -> String {
    localized(
      "there is no outcome {number}; the outcomes are numbered 1 to {count}",
      ["number": number, "count": count])
  }
  /// Matchismo's history before the first choice.
  public static var noOutcomeYet: String { localized("No outcome yet: choose a card.") }
  /// An `edit-theme` change the plain mode does not know.
  public static var editNeedsChange: String {
    localized(
      "say what to change: rename NEW, add EMOJI, remove EMOJI, restore EMOJI, pairs N or colour #RRGGBB"
    )
  }
  /// `motion` with neither on nor off.
  public static var motionNeedsOnOrOff: String { localized("“motion” takes on or off") }
  /// `game` with a name that is none of the games.
  public static func noSuchGame(_ name: String) -> String {
    localized(
      "there is no game called “{name}”: type “game memorize”, “game matchismo” or “game set”",
      ["name": name])
  }
  /// One line of `stats`: a game and theme, then its numbers.
  public static func statisticsRow(title: String, numbers: String) -> String {
    localized("{title}: {numbers}", ["title": title, "numbers": numbers])
  }
  /// The heading `stats` prints above the players' records.
  public static func statisticsHeading(_ heading: String) -> String {
    localized("{heading}:", ["heading": heading])
  }
  /// What a theme change that acted says.
  public static var themeChanged: String { localized("Theme changed.") }
  /// What adding a theme says.
  public static func themeAdded(_ name: String) -> String {
    localized("Added the theme {name}.", ["name": name])
  }
}

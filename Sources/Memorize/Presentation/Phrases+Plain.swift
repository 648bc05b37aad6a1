import CardGames

extension Phrases {
  /// The sentences of `--plain`, the line-by-line face for screen readers and scripts.
  ///
  /// Under `C` and English, `Card N: …` and `Score: S Flips: F` are a contract scripts rely on;
  /// in other languages they are translated like the rest.
  public enum Plain {
    /// “Memorize: {theme}, {count} card.”, in the player's language.
    public static func memorizeStart(theme: String, cards: Int) -> String {
      localizedPlural(
        "Memorize: {theme}, {count} card.", "Memorize: {theme}, {count} cards.", count: cards,
        ["theme": theme])
    }

    /// “Matchismo: {cards} cards, match {match}.”, in the player's language.
    public static func matchismoStart(cards: Int, matchCount: Int) -> String {
      localized(
        "Matchismo: {cards} cards, match {match}.", ["cards": cards, "match": matchCount])
    }

    /// “Set: {cards} cards in play, {deck} in the deck.”, in the player's language.
    public static func setStart(inPlay: Int, inDeck: Int) -> String {
      localized(
        "Set: {cards} cards in play, {deck} in the deck.", ["cards": inPlay, "deck": inDeck])
    }

    /// "Players: Ana, Ben".
    public static func players(_ names: [String]) -> String {
      localized("Players: {names}", ["names": list(names)])
    }

    /// "Players: Ana, Ben (computer), Computer (good)": the seats by their shown names, a
    /// computer seat marked as one unless its name says so already.
    public static func players(seats: [(name: String, isComputer: Bool)]) -> String {
      players(seats.map { seatTitle(shownName($0.name), isComputer: $0.isComputer) })
    }

    /// “Type 'help' for the commands.”, in the player's language.
    public static var typeHelp: String { localized("Type “help” for the commands.") }
    /// “Saved. Goodbye.”, in the player's language.
    public static var savedGoodbye: String { localized("Saved. Goodbye.") }
    /// “Not saved. Goodbye.”, in the player's language.
    public static var notSavedGoodbye: String { localized("Not saved. Goodbye.") }
    /// What the plain mode says as it ends: ``savedGoodbye`` when the save reached the disk,
    /// else ``notSavedGoodbye``.
    public static func goodbye(saved: Bool) -> String { saved ? savedGoodbye : notSavedGoodbye }

    /// The line every command's output ends with.
    public static func score(_ score: Int, flips: Int) -> String {
      localized("Score: {score} Flips: {flips}", ["score": score, "flips": flips])
    }

    /// The line every Set command's output ends with: Set has cards chosen, not flipped.
    public static func setScore(_ score: Int, choices: Int) -> String {
      localized("Score: {score} Choices: {choices}", ["score": score, "choices": choices])
    }

    /// A notice as a plain line: a problem as ``error(_:)`` says it, and the one piece of good
    /// news among the notices, ``Phrases/savingIsOnAgain``, as it is.
    public static func notice(_ notice: String) -> String {
      notice == Phrases.savingIsOnAgain ? notice : error(notice)
    }

    /// A problem with a command, a refusal or a notice: "error: …", the message written as a
    /// sentence is, begun with a capital and ended with a stop ("error: Say who: “call Ana” or
    /// “call Ben”." beside "error: The race is over: start a new one."), whichever part of the
    /// program worded it; a command's name that begins one is quoted, as typed ("error: “theme”
    /// needs a theme's name, …"). Chinese has no capitals, and ends with "。".
    public static func error(_ message: String) -> String {
      var sentence = message
      if sentence.unicodeScalars.contains(where: \.properties.isIdeographic) {
        if let last = sentence.last, !"。！？…".contains(last) { sentence += "。" }
      } else {
        if let first = sentence.first, first.isASCII, first.isLowercase {
          sentence.replaceSubrange(...sentence.startIndex, with: first.uppercased())
        }
        if let last = sentence.last, !".!?…".contains(last) { sentence += "." }
      }
      return localized("error: {message}", ["message": sentence])
    }

    /// “New game: {theme}, {count} card.”, in the player's language.
    public static func newMemorizeGame(theme: String, cards: Int) -> String {
      localizedPlural(
        "New game: {theme}, {count} card.", "New game: {theme}, {count} cards.", count: cards,
        ["theme": theme])
    }

    /// “New deal: {cards} cards.”, in the player's language.
    public static func newDeal(cards: Int) -> String {
      localized("New deal: {cards} cards.", ["cards": cards])
    }

    /// “New game: {cards} cards in play.”, in the player's language.
    public static func newSetGame(inPlay: Int) -> String {
      localized("New game: {cards} cards in play.", ["cards": inPlay])
    }

    /// “Still playing {theme}.”, in the player's language.
    public static func stillPlaying(theme: String) -> String {
      localized("Still playing {theme}.", ["theme": theme])
    }

    /// “Matching {count} cards.”, in the player's language.
    public static func matching(_ count: Int) -> String {
      localized("Matching {count} cards.", ["count": count])
    }

    /// “Dealt. {cards} cards in play, {deck} in the deck.”, in the player's language.
    public static func dealt(inPlay: Int, inDeck: Int) -> String {
      localized(
        "Dealt. {cards} cards in play, {deck} in the deck.", ["cards": inPlay, "deck": inDeck])
    }

    /// "Try cards 2, 5, 9."
    public static func tryCards(_ numbers: [Int]) -> String {
      localized("Try cards {numbers}.", ["numbers": list(numbers.map(String.init))])
    }

    /// Said before the board is listed again when a set left the table and the cards after it
    /// moved up: “The set left the table; the cards moved up:”.
    public static var cardsMovedUp: String {
      localized("The set left the table; the cards moved up:")
    }

    /// “{count} cards in the deck.”, in the player's language.
    public static func cardsInDeck(_ count: Int) -> String {
      localized("{count} cards in the deck.", ["count": count])
    }

    /// A Set card on the board, marked as one of the set just made.
    public static func inMadeSet(_ words: String) -> String {
      localized("{card} (set made)", ["card": words])
    }

    /// A Set card on the board, marked when selected.
    public static func selected(_ words: String) -> String {
      localized("{card} (selected)", ["card": words])
    }

    /// A card chosen again at a race, and so put back: “2 red open diamonds put back”.
    public static func putBack(_ words: String) -> String {
      localized("{card} put back", ["card": words])
    }

    /// The line before the commands `help` lists.
    public static var commandsHeading: String { localized("Commands:") }

    /// A change that `undo` takes back: "New game dealt; the one in progress was set aside.
    /// Type 'undo' to take it back."
    public static func undoable(_ message: String) -> String {
      localized("{message} Type “undo” to take it back.", ["message": message])
    }

    /// What `shuffle` says once the cards are shuffled.
    public static var shuffled: String { localized("Shuffled: the cards changed places.") }

    /// How to play a Set race in `--plain`.
    public static var raceHelp: String {
      localized(
        "A race: “call NAME” calls Set! for NAME, then choose three cards; “more NAME” asks for three more cards."
      )
    }

    /// A header's counters as one line, as every face that prints lines ends a command with
    /// them at a table of several, a shared one or a local one alike: "Ana: 2 pairs, 4 pts ·
    /// Ben: 1 pair, 0 pts", "Ana: 1 · Ben: 0 · Deck 69".
    public static func statusLine(_ items: [StatusItem]) -> String {
      items.map { Typography.spaced($0.label, $0.value) }.joined(separator: " · ")
    }

    /// A race command (`call`, `more`) without a name that fits: the commands that would,
    /// one for each person: "say who: “call Ana” or “call Ben”"; a name given that is nobody's
    /// at the race is said to be so: "Zed is not in this race; say who: “call Ana” or “call
    /// Ben”".
    public static func raceCommandNeedsName(
      command: String, names: [String], given: String = ""
    ) -> String {
      let commands = names.map { localized("“{command}”", ["command": "\(command) \($0)"]) }
      guard commands.count > 1, let last = commands.last else {
        let one = commands.first ?? command
        return given.isEmpty
          ? localized("say who: {command}", ["command": one])
          : localized(
            "{name} is not in this race; say who: {command}", ["name": given, "command": one])
      }
      let others = Phrases.list(commands.dropLast())
      return given.isEmpty
        ? localized("say who: {commands} or {last}", ["commands": others, "last": last])
        : localized(
          "{name} is not in this race; say who: {commands} or {last}",
          ["name": given, "commands": others, "last": last])
    }

    // MARK: - Problems with a command

    /// “choose needs a card number, such as 'choose 3'”, in the player's language.
    public static var chooseNeedsNumber: String {
      localized("“choose” needs a card number, such as “choose 3”")
    }

    /// A command that takes no word after it was given one: "'new' takes nothing after it;
    /// type 'new' alone".
    public static func takesNothing(_ command: String) -> String {
      localized("“{command}” takes nothing after it; type “{command}” alone", ["command": command])
    }

    /// A card number followed by more words: one card is chosen at a time.
    public static var oneCardAtATime: String {
      localized("choose one card at a time: type its number alone, such as “3”")
    }

    /// `theme` without a name: "theme needs a theme's name, such as 'theme Animals'".
    public static func themeNeedsName(example: String) -> String {
      localized("“theme” needs a theme's name, such as “theme {name}”", ["name": example])
    }

    /// “unknown command '{command}'; type 'help' for the commands”, in the player's language.
    public static func unknownCommand(_ command: String) -> String {
      localized("unknown command “{command}”; type “help” for the commands", ["command": command])
    }

    /// “there is no card {number}; the cards are numbered 1 to {count}”, in the player's language.
    public static func noSuchCard(_ number: Int, count: Int) -> String {
      noSuchCard(typed: "\(number)", count: count)
    }

    /// “there is no card {number}; …”, for a number as typed, however long.
    public static func noSuchCard(typed number: String, count: Int) -> String {
      let shown = number.count > 12 ? String(number.prefix(12)) + "…" : number
      return localized(
        "there is no card {number}; the cards are numbered 1 to {count}",
        ["number": shown, "count": count])
    }

    /// “no theme named '{name}'; the themes are {themes}”, in the player's language.
    public static func noSuchTheme(_ name: String, themes: [String]) -> String {
      localized(
        "no theme named “{name}”; the themes are {themes}", ["name": name, "themes": list(themes)])
    }

    /// “mode must be 2 or 3”, in the player's language.
    public static var modeMustBe2Or3: String { localized("“mode” must be 2 or 3") }
    /// “the deck is empty”, in the player's language.
    public static var deckEmpty: String { localized("the deck is empty") }
  }
}

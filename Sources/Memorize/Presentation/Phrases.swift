import CardGames

/// What the games say, in the player's language: what a game is and what happened in it —
/// results, verdicts, scores and counters, cards and seats in words, accessible descriptions,
/// `--plain`'s lines.
///
/// The front ends (the full-screen terminal, `--plain`, the GTK window) place these strings; they
/// never compose one. Each goes through the catalogs (`localized` and its variants). The names of
/// the controls and screens around the games are `Labels`'s, the words only the window shows
/// are `WindowLabels`'s; a sentence lives in exactly one of the three. Keys (such as "n" in "n for
/// a new game") and glyphs are the front ends' own and are passed in.
public enum Phrases {
  // MARK: - Sections and games

  /// A section's tab and title.
  public static func title(of section: Section) -> String { section.title }

  /// A game's name, as Statistics lists it.
  public static func title(of game: GameKind) -> String {
    switch game {
    case .memorize: title(of: Section.memorize)
    case .matchismo: title(of: Section.matchismo)
    case .set: title(of: Section.set)
    }
  }

  /// "Memorize · Animals": the game and the theme it is played on.
  public static func memorizeTitle(theme: String) -> String {
    localized("Memorize · {theme}", ["theme": theme])
  }

  /// “Memorize · choose a theme”, in the player's language.
  public static var memorizeTitleWithoutTheme: String { localized("Memorize · choose a theme") }
  /// “Choose a theme to start a game.”, in the player's language.
  public static var chooseThemeToStart: String { localized("Choose a theme to start a game.") }

  // MARK: - Choosing a theme

  /// After a theme restyled the game in progress.
  public static func nowPlaying(theme: String) -> String {
    localized("Now playing in {theme}.", ["theme": theme])
  }

  /// After a restyle with the theme the game already plays in: nothing changed.
  public static func alreadyPlaying(theme: String) -> String {
    localized("Already playing in {theme}: nothing to change.", ["theme": theme])
  }

  /// After a new deal on a theme.
  public static func newGame(theme: String) -> String {
    localized("New game in {theme}.", ["theme": theme])
  }

  /// The question before a theme too small to restyle the game ends it.
  public static func tooFewEmoji(theme: String, emojiCount: Int, pairsInPlay: Int) -> String {
    localizedPlural(
      "{theme} has only {emoji} emoji, too few for the {count} pair in play. Deal a new game in {theme}?",
      "{theme} has only {emoji} emoji, too few for the {count} pairs in play. Deal a new game in {theme}?",
      count: pairsInPlay, ["theme": theme, "emoji": emojiCount])
  }

  /// After `--pairs` asked for more pairs than the theme has emoji.
  public static func pairsClamped(theme: String, requested: Int, dealt: Int) -> String {
    localizedPlural(
      "{theme} has emoji for {count} pair, so {count} pair was dealt, not {requested}.",
      "{theme} has emoji for {count} pairs, so {count} pairs were dealt, not {requested}.",
      count: dealt, ["theme": theme, "requested": requested])
  }

  /// A setting that carries over from earlier games, said where the game starts.
  public static var timeBonusIsOn: String {
    localized("Time bonus: on (quick matches score more).")
  }

  /// Matchismo's `m` (or a 2/3 button) pressed once the game is under way.
  public static var matchCountLocked: String {
    localized("The number of cards to match can change only before the first choice: redeal first.")
  }

  /// ``matchCountLocked`` in fewer words, for an outcome line short of room.
  public static var matchCountLockedShort: String {
    localized("Redeal first to match 2 or 3 cards.")
  }

  /// “Deal a new game”, in the player's language.
  public static var dealNewGame: String { localized("Deal a new game") }
  /// “Keep playing”, in the player's language.
  public static var keepPlaying: String { localized("Keep playing") }
  /// Answering that question where there are no buttons (`--plain`).
  public static var typeYesOrNo: String {
    localized("Type yes to deal a new game, or no to keep playing.")
  }

  // MARK: - Status items

  /// “Score”, in the player's language.
  public static var score: String { localized("Score") }
  /// “Flips”, in the player's language.
  public static var flips: String { localized("Flips") }
  /// “Time”, in the player's language.
  public static var time: String { localized("Time") }
  /// “Best”, in the player's language.
  public static var best: String { localized("Best") }
  /// “Bonus”, in the player's language.
  public static var bonus: String { localized("Bonus") }
  /// “on”, in the player's language.
  public static var on: String { localized("on") }
  /// “Match”, in the player's language.
  public static var match: String { localized("Match") }
  /// “Deck”, in the player's language.
  public static var deck: String { localized("Deck") }
  /// "3 cards": how many cards a Matchismo match takes.
  public static func cardCount(_ count: Int) -> String {
    localizedPlural("{count} card", "{count} cards", count: count)
  }

  /// "3": ``cardCount(_:)`` as a button's short title, where its row is short of room (40
  /// columns, beside the history's counter); "3 张" in Chinese, as narrow and still a count
  /// of cards.
  public static func cardCountShort(_ count: Int) -> String {
    // Translators: a Matchismo button that sets how many cards a match takes, where its row
    // is short of room (40 columns): the count alone in English; keep it to the count and
    // the shortest unit.
    localizedInContext("match count button", "{count}", ["count": count])
  }

  // MARK: - Outcomes and verdicts

  /// What a Memorize choice did, when it completed a pair; `nil` for a first card.
  public static func verdict(of outcome: MemoryGame<String>.Outcome) -> String? {
    switch outcome {
    case .matched: localized("Match!")
    case .mismatched: localized("No match.")
    case .unchanged, .turnedUp: nil
    }
  }

  /// The turn of a player who went away from a shared table, passed to the next.
  public static func turnPassed(_ name: String) -> String {
    localized("{name} is away: the turn passes.", ["name": name])
  }

  /// What the line says of a player whose turn passed as they were away from a shared table:
  /// that it passed ("Ana is away: the turn passes."), or once they are back, that they are
  /// ("Ana is back."). Their own screen speaks to them (``isYou(_:)``): "You are away: the
  /// turn passes.", "You are back.".
  static func passedTurn(of player: Player, isBack: Bool) -> String {
    if isYou(player) {
      return isBack ? localized("You are back.") : localized("You are away: the turn passes.")
    }
    let name = shownName(player.name)
    return isBack ? Table.Serve.cameBack(name) : turnPassed(name)
  }

  /// Set's verdict on three selected cards; `nil` while fewer are selected.
  public static func verdict(of state: SetGame.SelectionState) -> String? {
    switch state {
    case .matched: localized("Set!")
    case .mismatched: localized("Not a set.")
    case .incomplete: nil
    }
  }

  /// How a match ended: "Ana wins", "You win" or "Ana and Ben tie".
  ///
  /// The one person the game named "You" (in any language) has sentences of their own: the
  /// name is a pronoun, and "You wins" is not English.
  public static func result(_ outcome: MemoryMatch<String>.Outcome, players: [Player]) -> String {
    func name(_ index: Int) -> String {
      players.indices.contains(index) ? shownName(players[index].name) : seatName(index)
    }
    switch outcome {
    case .winner(let index):
      if players.indices.contains(index), isYou(players[index]) { return localized("You win") }
      return localized("{name} wins", ["name": name(index)])
    case .tie(let indices):
      return localized(
        "{names} tie",
        [
          "names": tiedNames(
            indices, isYou: { players.indices.contains($0) && isYou(players[$0]) }, name: name)
        ])
    }
  }

  /// The names of the players who tie, in seat order, the person spoken to as "you" first and
  /// named so ("You and Ben", "你和 Ben"): "Ana and You tie" is not English.
  static func tiedNames(
    _ indices: [Int], isYou: (Int) -> Bool, name: (Int) -> String
  ) -> String {
    let yours = indices.filter(isYou).map { _ in defaultPlayerName }
    let names = yours + indices.filter { !isYou($0) }.map(name)
    return listWithAnd(names)
  }

  /// `--list-themes` where emoji cannot be shown.
  public static var emojiLeftOut: String {
    localized("the themes' emoji are left out: the terminal's character set is not UTF-8")
  }

  /// The end-of-game banner: "Game over! Ana wins in 1:05 — n for a new game".
  public static func gameOverBanner(result: String, time: String, newGameKey: String) -> String {
    gameOverBanner(result: result, time: time, again: self.newGameKey(newGameKey))
  }

  /// The end-of-game banner with how to play again already worded: "Game over! Score 9 in 1:05
  /// — n to redeal".
  static func gameOverBanner(result: String, time: String, again: String) -> String {
    localized(
      "Game over! {result} in {time} — {again}", ["result": result, "time": time, "again": again])
  }

  /// The banner's headline without its key, for a row too narrow for both: “Game over! Score 12
  /// in 1:05”.
  public static func gameOverResult(result: String, time: String) -> String {
    localized("Game over! {result} in {time}", ["result": result, "time": time])
  }

  /// The banner's key that deals again, on a row of its own: “n for a new game”.
  public static func newGameKey(_ key: String) -> String {
    localized("{key} for a new game", ["key": key])
  }

  /// The key that deals a Matchismo game again, named as its button is: “n to redeal”.
  public static func redealKey(_ key: String) -> String {
    localized("{key} to redeal", ["key": key])
  }

  /// "Score 12": a solo game's result in the banner.
  public static func scoreResult(_ score: Int) -> String {
    localized("Score {score}", ["score": score])
  }

  /// “Game over!”, in the player's language.
  public static var setGameOver: String { localized("Game over!") }
  /// Why Set's Deal 3 more does nothing: the deck is empty.
  public static var deckIsEmpty: String {
    localized("The deck is empty: every card has been dealt.")
  }
  /// Why Set's hint points at nothing: “No set among the cards in play.”
  public static var noSetInPlay: String { localized("No set among the cards in play.") }
  /// “Find three that make a set.”, in the player's language.
  public static var setPrompt: String { localized("Find three that make a set.") }
  /// “Choose a card.”, in the player's language.
  public static var matchismoPrompt: String { localized("Choose a card.") }
  /// Matchismo's line before the first choice: “Choose cards that share a rank or a suit.”
  public static var matchismoRules: String {
    localized("Choose cards that share a rank or a suit.")
  }

  /// A Matchismo outcome in the assignment's words.
  public static func describe(_ outcome: CardMatchingGame.Outcome) -> String {
    func titles(_ cards: [PlayingCard]) -> String {
      cards.map(\.description).joined(separator: " ")
    }
    switch outcome {
    case .chose(let cards):
      return titles(cards)
    case .unchose(let card):
      return localized("{card} put back", ["card": card.description])
    case .matched(let cards, let points):
      // The points with their sign, as every score change is said: "+4 for a match".
      return localized(
        "{cards} match! {points} for a match.",
        ["cards": titles(cards), "points": signed(Int(clamping: points.magnitude))])
    case .mismatched(let cards, let points):
      // The penalty with its sign, as every score change is said: "−2 for a mismatch".
      return localized(
        "{cards} don't match! {points} for a mismatch.",
        ["cards": titles(cards), "points": signed(-Int(clamping: points.magnitude))])
    }
  }

  // MARK: - Players

  /// The name a new seat gets: "Player 2".
  public static func seatName(_ index: Int) -> String {
    localized("Player {number}", ["number": index + 1])
  }

  /// The name a seat the computer plays gets: "Computer (good)".
  public static func computerName(_ level: ComputerLevel) -> String {
    localized("Computer ({level})", ["level": levelName(level)])
  }

  /// The name of a second (third…) computer at one level, its number before the level so that
  /// no number stands beside a score: "Computer 2 (good)", not "Computer (good) 2", which read
  /// as "Computer (good) 2 · 0 pairs" at a table.
  public static func computerName(_ level: ComputerLevel, number: Int) -> String {
    localized("Computer {number} ({level})", ["number": number, "level": levelName(level)])
  }

  /// The word that seats a computer in a typed line of players, before its level: "computer"
  /// ("computer good"); 电脑 in Chinese ("电脑 高手").
  static var typedComputerWord: String { localizedInContext("typed players", "computer") }

  /// The one person at a new table.
  public static var defaultPlayerName: String { localized("You") }

  /// A player's name as the table shows it now: a name the game suggested, in any language
  /// ("Computer (good)", "Player 2", "You", or the same in Chinese), in the player's language
  /// today; a name a person typed, as typed, or by its seat ("Player 2") where the face cannot
  /// show it (``NameShowing``).
  ///
  /// Suggested names are saved as text, in the language of the day they were given, so a
  /// table set up in English still says 电脑（高手） when the game is played in Chinese.
  public static func shownName(_ name: String) -> String {
    let translated = translatedName(name)
    // A name the face cannot show goes by its seat (see ``NameShowing``).
    if translated == name, let showing = names, !showing.shows(name) {
      return standIn(forName: name, showing: showing)
    }
    return translated
  }

  /// A name the game suggested, in the player's language ("Computer 2 (good)" for "电脑 2（高手）"
  /// or the older "Computer (good) 2"); any other name as it is, even one the face cannot show:
  /// what a draft of the players keeps, so a name shown by its seat is never saved as "Player 2".
  public static func translatedName(_ name: String) -> String {
    if let suggestion = Suggestion.named[name] { return suggestion.name }
    // A second computer at one level, told apart by a number: "电脑 2（高手）" is
    // "Computer 2 (good)" in English.
    if let (suggestion, number) = numberedComputer(name),
      case .computer(let level) = suggestion
    {
      return computerName(level, number: number)
    }
    // A name someone gave: a line the table keeps in every language keeps it as it is, though
    // the catalog has a sentence in its words.
    Localization.wordings?.keepName(name)
    return name
  }

  /// Whether `name` is a seat's number or a computer's name the game suggests, in any language:
  /// "Player 2", "Computer (good)", a second computer's "Computer 2 (good)"; not "You", the
  /// person the game was set up for.
  static func isSuggestedName(_ name: String) -> Bool {
    switch Suggestion.named[name] {
    case .seat?, .computer?: true
    case .you?: false
    case nil: numberedComputer(name) != nil
    }
  }

  /// For a computer the game named ("Computer (good)", "Computer 2 (good)"), its number among
  /// those of its level (1 for the first); `nil` for any other name.
  static func computerNumber(_ name: String) -> Int? {
    if case .computer? = Suggestion.named[name] { return 1 }
    return numberedComputer(name)?.1
  }

  /// For a seat the game named by its number ("Player 2", "玩家 2"), that number; `nil` for
  /// any other name.
  static func seatNumber(_ name: String) -> Int? {
    guard case .seat(let index)? = Suggestion.named[name] else { return nil }
    return index + 1
  }

  /// The computer suggestion and the number of a name like "Computer 2 (good)" (2 to 9), in
  /// any language, or in the form names were given before ("Computer (good) 2", still in saved
  /// games and statistics).
  private static func numberedComputer(_ name: String) -> (Suggestion, Int)? {
    if let numbered = numberedComputerNames[name] { return numbered }
    guard let space = name.lastIndex(of: " "),
      let number = Int(name[name.index(after: space)...]), (2...9).contains(number),
      let suggestion = Suggestion.named[String(name[..<space])],
      case .computer = suggestion
    else { return nil }
    return (suggestion, number)
  }

  /// Every numbered computer's name in every language ("Computer 2 (good)", "电脑 2（高手）"),
  /// and its level and number.
  private static let numberedComputerNames: [String: (Suggestion, Int)] = {
    var named: [String: (Suggestion, Int)] = [:]
    for language in Language.allCases {
      Localization.withLanguage(language) {
        for level in ComputerLevel.allCases {
          for number in 2...9 {
            named[computerName(level, number: number)] = (Suggestion.computer(level), number)
          }
        }
      }
    }
    return named
  }()

  /// Whether a person plays the seat under the name the game gives the one person at a new
  /// table ("You", 你): sentences about them take "you", not a third person's verb.
  /// At a shared table, also the person in the seat a view is worded for
  /// (``speakingTo(seatOf:_:)``): their own screen tells them "You win", not "Ana wins".
  static func isYou(_ player: Player) -> Bool {
    guard !player.isComputer else { return false }
    if let addressed, player.name == addressed { return true }
    return Suggestion.named[player.name] == .you
  }

  /// The name of the seat whose own view is being worded, spoken to as "you"; `nil` where a
  /// view is worded for everyone alike (a watcher's, a game on one screen's).
  @TaskLocal static var addressed: String?

  /// Runs `body` with the person seated as `name` spoken to as "you" in every sentence about
  /// them ("You call Set!", "Time is up: −1 for you", "You win", "You and Ben tie"), as a game
  /// on one screen speaks to its "You": how a shared table words a seat's own view, while its
  /// watchers and the other seats read the name. Names shown as names (the scores) stay.
  static func speakingTo<Result>(seatOf name: String, _ body: () throws -> Result) rethrows
    -> Result
  {
    try $addressed.withValue(name, operation: body)
  }

  /// A name the game gives a seat, whatever the language.
  private enum Suggestion: Hashable {
    case you
    case seat(Int)
    case computer(ComputerLevel)

    /// Every suggested name in every language, and what it suggests.
    static let named: [String: Suggestion] = {
      let all =
        [Suggestion.you] + PlayersDraft.seatCounts.map { Suggestion.seat($0 - 1) }
        + ComputerLevel.allCases.map(Suggestion.computer)
      var named: [String: Suggestion] = [:]
      for language in Language.allCases {
        Localization.withLanguage(language) {
          for suggestion in all { named[suggestion.name] = named[suggestion.name] ?? suggestion }
        }
      }
      return named
    }()

    /// The name in the player's language.
    var name: String {
      switch self {
      case .you: Phrases.defaultPlayerName
      case .seat(let index): Phrases.seatName(index)
      case .computer(let level): Phrases.computerName(level)
      }
    }
  }

  /// Who plays a seat, inside a sentence: "person" or "computer (good)" (a face's choice of kinds
  /// is `PlayersDraft.Kind.title`, capitalised). No list separator inside: it is one item of a
  /// seat's spoken list ("Robo, computer (good), 2 pairs").
  public static func kind(of level: ComputerLevel?) -> String {
    guard let level else { return localized("person") }
    return localized("computer ({level})", ["level": levelName(level)])
  }

  /// A seat's name and kind as a screen reader lists them: the kind left out where the name is
  /// the computer's suggested name ("Computer (good)"), which says it already.
  private static func nameAndKind(_ player: Player) -> [String] {
    let name = shownName(player.name)
    if let level = player.computerLevel, name == computerName(level) { return [name] }
    return [name, kind(of: player.computerLevel)]
  }

  /// “computer level”, in the player's language.
  public static func levelName(_ level: ComputerLevel) -> String {
    switch level {
    case .perfect: localizedInContext("computer level", "perfect")
    case .good: localizedInContext("computer level", "good")
    case .casual: localizedInContext("computer level", "casual")
    case .forgetful: localizedInContext("computer level", "forgetful")
    }
  }

  /// "2 pairs".
  public static func pairs(_ count: Int) -> String {
    localizedPlural("{count} pair", "{count} pairs", count: count)
  }

  /// "3 points", "−1 point".
  public static func points(_ count: Int) -> String {
    localizedPlural("{count} point", "{count} points", count: count)
  }

  /// One seat with its tally: "Ana · 2 pairs · 3 pts".
  public static func standing(_ player: Player) -> String {
    localizedPlural(
      "{name} · {pairs} · {count} pt", "{name} · {pairs} · {count} pts", count: player.score,
      ["name": shownName(player.name), "pairs": pairs(player.pairs)])
  }

  /// One seat with its tally in fewer columns, for a row of seats short of room: "Ana: 2·3"
  /// (pairs or matches, then points), a computer by its short name ("CPU: 0·0").
  public static func shortStanding(_ player: Player) -> String {
    localized(
      "{name}: {points}",
      [
        "name": shortName(player.name) ?? shownName(player.name),
        "points": shortPairsAndPoints(player.pairs, points: player.score),
      ])
  }

  /// "2 matches": a Matchismo player's matches, pairs or trios.
  public static func matches(_ count: Int) -> String {
    localizedPlural("{count} match", "{count} matches", count: count)
  }

  /// One seat at Matchismo with its tally: "Ana · 1 match · 14 pts".
  public static func matchismoStanding(_ player: Player) -> String {
    localizedPlural(
      "{name} · {matches} · {count} pt", "{name} · {matches} · {count} pts", count: player.score,
      ["name": shownName(player.name), "matches": matches(player.pairs)])
  }

  /// One Matchismo seat as a screen reader says it: "Ana, 1 match, score 14, to move".
  public static func accessibleMatchismoStanding(
    _ player: Player, isToMove: Bool, isWinner: Bool
  ) -> String {
    var words = [shownName(player.name), matches(player.pairs)]
    words.append(localized("score {score}", ["score": player.score]))
    if isToMove { words.append(localized("to move")) }
    if isWinner { words.append(localized("winner")) }
    return list(words)
  }

  /// One seat as a screen reader says it: "Ana, person, 2 pairs, score 3, to move".
  public static func accessibleStanding(_ player: Player, isToMove: Bool, isWinner: Bool)
    -> String
  {
    var words = nameAndKind(player) + [pairs(player.pairs)]
    words.append(localized("score {score}", ["score": player.score]))
    if isToMove { words.append(localized("to move")) }
    if isWinner { words.append(localized("winner")) }
    return list(words)
  }

  /// Whose turn it is: "Ana to move", "Your turn", or "Computer (good) is thinking…".
  public static func turn(of player: Player) -> String {
    if isYou(player) { return yourTurn }
    return player.isComputer
      ? localized("{name} is thinking…", ["name": shownName(player.name)])
      : localized("{name} to move", ["name": shownName(player.name)])
  }

  /// That it is the turn of the player the face belongs to: "Your turn".
  public static var yourTurn: String { localized("Your turn") }

  /// ``turn(of:)`` in fewer words, fewest last, for a line short of room: a computer's turn as
  /// "Thinking…", since the header marks the seat to move; none for a person's turn, whose
  /// sentence is as short as the name.
  public static func shorterTurns(of player: Player) -> [String] {
    guard player.isComputer else { return [] }
    // Translators: a computer player's turn where the line has little room (40 columns); the
    // header beside it marks which player is to move.
    return [localized("Thinking…")]
  }

  /// The name of a row of Statistics, the same in every face: the game, and for Memorize the
  /// theme and the pairs dealt ("Memorize · Animals · 8 pairs", "Memorize · Animals · 8 pairs ·
  /// time bonus" for the games with the time bonus, kept apart), or that the size was not
  /// recorded (a record of games counted before sizes were, which may mix sizes); a theme not
  /// in `themes` (deleted, or a shared table's the player does not have) is named by
  /// `themeName`, the name the record kept, else by its id.
  ///
  /// - Parameters:
  ///   - key: the row's game, theme and size.
  ///   - themes: the player's themes, to name the theme in their language.
  ///   - themeName: the theme's name as the record keeps it (``Statistics/Record/themeName``),
  ///     if any.
  /// - Returns: the row's name, such as "Memorize · Animals · 8 pairs" or "Set".
  public static func recordTitle(
    of key: Statistics.Key, themes: [Theme], themeName: String? = nil
  ) -> String {
    switch key.game {
    case .memorize:
      let theme =
        themes.first { $0.id == key.themeID }?.localizedName ?? themeName ?? key.themeID
      guard let pairs = key.pairs else {
        // Translators: a Statistics row of Memorize games on a theme counted before the number
        // of pairs was kept: they may have been dealt at any size.
        return localized("Memorize · {theme} · size not recorded", ["theme": theme])
      }
      if key.timeBonus {
        // Translators: a Statistics row: Memorize on a theme, dealt with so many pairs and
        // played with the time bonus (--time-bonus), whose scores are kept apart from the
        // games without it ("Memorize · Animals · 8 pairs · time bonus").
        return localized(
          "Memorize · {theme} · {pairs} · time bonus",
          ["theme": theme, "pairs": Phrases.pairs(pairs)])
      }
      // Translators: a Statistics row: Memorize on a theme, dealt with so many pairs
      // ("Memorize · Animals · 8 pairs").
      return localized(
        "Memorize · {theme} · {pairs}", ["theme": theme, "pairs": Phrases.pairs(pairs)])
    case .matchismo:
      guard let count = key.matchCount else {
        // Translators: a Statistics row of Matchismo games counted before the cards a match
        // takes (2 or 3) were kept: they may have matched either.
        return localized("Matchismo · match not recorded")
      }
      // Translators: a Statistics row: Matchismo matching so many cards ("Matchismo · match 3
      // cards").
      return localized("Matchismo · match {cards}", ["cards": cardCount(count)])
    case .set:
      return title(of: key.game)
    }
  }

  /// A finished game with several players as Statistics list it, in few words for a narrow
  /// column, best first (seats in order among equals): "Ana 5 pairs · Ben 3 pairs" at Memorize,
  /// where pairs decide; "Ana 9 pts · Ben 8 pts" at the other games.
  public static func tableResult(_ result: Statistics.TableResult) -> String {
    rankedSeats(result) { seat in
      let name = seatTitle(seat.name, isComputer: seat.isComputer)
      guard let pairs = seat.pairs else {
        // Translators: a seat's points in a short list of a game's scores in Statistics
        // ("Ana 9 pts · Ben 8 pts").
        return localizedPlural(
          "{name} {count} pt", "{name} {count} pts", count: seat.score, ["name": name])
      }
      // Translators: a seat's pairs in a short list of a Memorize game's scores in Statistics
      // ("Ana 5 pairs · Ben 3 pairs").
      return localized("{name} {pairs}", ["name": name, "pairs": Phrases.pairs(pairs)])
    }
  }

  /// ``tableResult(_:)`` in full, as the game's ending said it: "Ana: 5 pairs, 9 points · Ben: 3
  /// pairs, 2 points", "Ana: 9 points · Ben: 8 points".
  public static func tableResultSentence(_ result: Statistics.TableResult) -> String {
    rankedSeats(result) { seat in
      let name = seatTitle(seat.name, isComputer: seat.isComputer)
      return seat.pairs.map { seatPairsAndPoints(name, pairs: $0, points: seat.score) }
        ?? seatPoints(name, points: seat.score)
    }
  }

  /// The seats of `result` said by `say`, best first (pairs, then points), seats in order among
  /// equals, on one line.
  private static func rankedSeats(
    _ result: Statistics.TableResult, _ say: (Statistics.TableResult.SeatScore) -> String
  ) -> String {
    let seats = result.seats.map { (rank: ($0.pairs ?? 0, $0.score), said: say($0)) }
    return finalScores(seats) ?? seats.map(\.said).joined()
  }

  /// The numbers of a row of Statistics, each with its column's name, in the order every face
  /// shows them: played, finished, best score, fastest time; "–" where there is none yet. The
  /// fastest is a game's played alone, or a table's marked "(multiplayer)" when it is faster or
  /// the row has none alone (a shared table's own statistics, a theme only ever played with
  /// others).
  ///
  /// - Parameter record: the row's record.
  /// - Returns: `(column, value)` pairs, such as `("Best", "12")` and `("Fastest", "–")`.
  public static func recordValues(_ record: Statistics.Record) -> [(column: String, value: String)]
  {
    [
      (Labels.playedColumn, "\(record.played)"),
      (Labels.finishedColumn, "\(record.finished)"),
      (best, bestValue(record)),
      (Labels.fastestColumn, fastestValue(record)),
    ]
  }

  /// The fastest time of a row: the player's own fastest alone, or a table's, marked as such
  /// ("0:15 (multiplayer)"), where it is faster or the row has none alone, so that it never
  /// passes for a time made alone and is never hidden behind a slower one; "–" before any.
  private static func fastestValue(_ record: Statistics.Record) -> String {
    guard let table = record.tableBestTime, readsFaster(table, than: record.bestTime) else {
      return record.bestTime.map(finishedTime) ?? "–"
    }
    // Translators: a Statistics row's fastest time when a game with several players finished
    // faster than any played alone, or none was ("0:15 (multiplayer)").
    return localized("{time} (multiplayer)", ["time": finishedTime(table)])
  }

  /// A finished game's time as its ending and its records say it: "1:05"; a game over in less
  /// than a second (its choices typed ahead into `--plain`) is "under 0:01", not "0:00", so
  /// that "Score 4 in …" and "New fastest: …" beside it read the same.
  public static func finishedTime(_ seconds: Double) -> String {
    guard seconds < 1 else { return clockText(seconds) }
    // Translators: a fastest time shorter than the clock's smallest step, as in "under 0:01".
    return localized("under {time}", ["time": clockText(1)])
  }

  /// The best score of a row: the player's own best alone, or a table's best with whose it was
  /// ("13 by Ben (computer)") when a table scored more; "–" before any.
  private static func bestValue(_ record: Statistics.Record) -> String {
    guard let table = record.tableBest, table.score > record.bestScore ?? .min else {
      return record.bestScore.map(number) ?? "–"
    }
    return tableBest(table)
  }

  /// A table's best score and whose it was: "13 by Ben (computer)"; the score alone when the
  /// file kept nobody.
  static func tableBest(_ table: Statistics.TableBest) -> String {
    let seats =
      table.people.map { seatTitle($0, isComputer: false) }
      + table.computers.map { seatTitle($0, isComputer: true) }
    guard !seats.isEmpty else { return number(table.score) }
    // Translators: a table's best score in Statistics, then who scored it: "13 by Ana".
    return localized("{score} by {names}", ["score": table.score, "names": list(seats)])
  }

  /// A player's name in Statistics: "Ana", or "Ben (computer)" for a computer seat, so that it
  /// is never taken for the person of that name.
  public static func playerTitle(_ record: Statistics.PlayerRecord) -> String {
    seatTitle(record.name, isComputer: record.isComputer)
  }

  /// A seat's name with "(computer)" for a computer seat whose name does not say so already:
  /// "Ben (computer)", but "Computer (good)" as it is.
  static func seatTitle(_ saved: String, isComputer: Bool) -> String {
    let name = shownName(saved)
    // "Computer (good)" and "Computer 2 (good)" say it already.
    let saysComputer: Bool =
      if case .computer? = Suggestion.named[name] { true } else { numberedComputer(name) != nil }
    guard isComputer, !saysComputer else { return name }
    return localized("{name} (computer)", ["name": name])
  }

  /// A player's line in Statistics: "Ana: 2 wins, 1 loss", "Ana: 2 wins, 1 loss, 1 tie" once
  /// the player has tied for first, and the sets found at Set races with the seconds per set.
  public static func playerRecord(_ record: Statistics.PlayerRecord) -> String {
    withSetRaces(tallyLine(record), of: record)
  }

  /// A player's tallies in Statistics without the name, for a face that shows the name above
  /// them: "2 wins, 1 loss", "0 wins, 1 loss, 1 tie; at Set races 0 wins, 1 loss; 4 sets,
  /// 12.5 s a set" — ``playerRecord(_:)`` after its "Ana: ".
  public static func playerTallies(_ record: Statistics.PlayerRecord) -> String {
    withSetRaces(
      tallyCounts(wins: record.wins, losses: record.losses, ties: record.ties), of: record)
  }

  /// `line` (a player's tally) followed by the player's Set races and sets, if any.
  private static func withSetRaces(_ line: String, of record: Statistics.PlayerRecord) -> String {
    guard record.racedAtSet else { return line }
    let atSet = localized(
      "{tally}; at Set races {setTally}",
      [
        "tally": line,
        "setTally": tallyCounts(
          wins: record.setWins, losses: record.setLosses, ties: record.setTies),
      ])
    guard let perSet = record.sets.secondsPerSet else { return atSet }
    return localized(
      "{tally}; {sets}, {seconds} a set",
      [
        "tally": atSet,
        "sets": localizedPlural("{count} set", "{count} sets", count: record.sets.sets),
        "seconds": secondsText(perSet),
      ])
  }

  /// Seconds with one decimal, as Statistics show the time per set: "4.2 s", the number and
  /// its unit joined by a no-break space, so that no line parts them ("5.6" / "s a set").
  public static func secondsText(_ seconds: Double) -> String {
    let tenths = Int((min(max(seconds, 0), 1e9) * 10).rounded())
    let text = localized("{seconds} s", ["seconds": "\(tenths / 10).\(tenths % 10)"])
    return String(text.map { $0 == " " ? "\u{00A0}" : $0 })
  }

  /// The heading of a player's wins, losses and ties at Set races.
  public static var setRacesColumn: String { localized("Set races") }
  /// The heading of the sets a player found at Set races.
  public static var setsColumn: String { localized("Sets") }
  /// The heading of a player's average time to find a set.
  public static var perSetColumn: String { localized("Per set") }

  /// Wins, losses and ties without a name: "1 win, 0 losses" (the ties only when there are).
  private static func tallyCounts(wins: Int, losses: Int, ties: Int) -> String {
    let counts = [
      localizedPlural("{count} win", "{count} wins", count: wins),
      localizedPlural("{count} loss", "{count} losses", count: losses),
    ]
    // Parted as a player's own tally is ("1 win, 0 losses"; Chinese "1 胜，0 负"), not as a
    // list of names.
    let separator = localizedInContext("tally separator", ", ")
    guard ties > 0 else { return counts.joined(separator: separator) }
    return (counts + [localizedPlural("{count} tie", "{count} ties", count: ties)])
      .joined(separator: separator)
  }

  private static func tallyLine(_ record: Statistics.PlayerRecord) -> String {
    let wins = localizedPlural("{count} win", "{count} wins", count: record.wins)
    let losses = localizedPlural("{count} loss", "{count} losses", count: record.losses)
    guard record.ties > 0 else {
      return localized(
        "{name}: {wins}, {losses}",
        ["name": playerTitle(record), "wins": wins, "losses": losses])
    }
    return localized(
      "{name}: {wins}, {losses}, {ties}",
      [
        "name": playerTitle(record), "wins": wins, "losses": losses,
        "ties": localizedPlural("{count} tie", "{count} ties", count: record.ties),
      ])
  }

  /// A player's numbers in Statistics, each with its column's name, in the order every face
  /// shows them: wins, losses, and ties once the player has tied for first.
  ///
  /// - Parameter record: the player's tally.
  /// - Returns: `(column, value)` pairs, such as `("Wins", "2")` and `("Losses", "1")`.
  public static func playerRecordValues(_ record: Statistics.PlayerRecord)
    -> [(column: String, value: String)]
  {
    var values = [
      (Labels.winsColumn, "\(record.wins)"), (Labels.lossesColumn, "\(record.losses)"),
    ]
    if record.ties > 0 { values.append((Labels.tiesColumn, "\(record.ties)")) }
    if record.racedAtSet {
      values.append(
        (
          setRacesColumn,
          tallyCounts(
            wins: record.setWins, losses: record.setLosses, ties: record.setTies)
        ))
    }
    if let perSet = record.sets.secondsPerSet {
      values.append((setsColumn, "\(record.sets.sets)"))
      values.append((perSetColumn, secondsText(perSet)))
    }
    return values
  }

  /// A `--theme` that names no theme, with the way to the names: "unknown theme 'X'; see
  /// memorize --list-themes".
  ///
  /// - Parameters:
  ///   - name: the name asked for, already cleaned of control characters.
  ///   - program: the program whose `--list-themes` lists the names.
  /// - Returns: the sentence.
  public static func unknownTheme(_ name: String, program: String) -> String {
    localized(
      "unknown theme “{name}”; see {program} --list-themes", ["name": name, "program": program])
  }

  // MARK: - Lists

  /// Items joined as the language lists them: "a, b, c".
  public static func list(_ items: [String]) -> String {
    items.joined(separator: localizedInContext("list separator", ", "))
  }

  /// A refusal (or a race's event) in fewer words, for a line short of room: its first clause,
  /// which says what was refused or what happened, as a sentence ("No hints at a race." of "No hints at a race: call Set! when you
  /// see one, or ask for three more cards."); empty for a refusal of one clause.
  public static func shorterRefusals(_ reason: String) -> [String] {
    let joints = [": ", "; ", "：", "；"]
    guard let joint = joints.compactMap({ reason.firstRange(of: $0)?.lowerBound }).min(),
      joint > reason.startIndex
    else { return [] }
    // Translators: what ends a sentence; a refusal cut to its first clause ends with it.
    return [reason[..<joint] + localizedInContext("full stop", ".")]
  }

  /// Names said together in a sentence, the last joined by "and": "Ana and Ben", "Ana, Ben and
  /// Cy".
  public static func listWithAnd(_ items: [String]) -> String {
    guard let last = items.last, items.count > 1 else { return items.first ?? "" }
    return localized("{list} and {last}", ["list": list(Array(items.dropLast())), "last": last])
  }
}

extension Phrases {
  // MARK: - A game's status line

  /// The status line while the outlined (hinted) cards are on the board.
  public static var hintedPair: String { localized("The outlined cards make a pair.") }
  /// ``hintedSet`` in fewer words, fewest last, for a line short of room.
  public static var shorterHintedSet: [String] {
    [localized("The outlined cards make a set."), localized("Set outlined.")]
  }
  /// Set's line just after a hint, which costs nothing.
  public static var hintedSet: String {
    localized("The outlined cards make a set. Hints are free.")
  }
  /// The status line of a solo game with a best score on its theme: “Best on Halloween: 7”.
  public static func best(theme: String, score: Int) -> String {
    localized("Best on {theme}: {score}", ["theme": theme, "score": score])
  }
  /// The status line of a solo game on a theme with no best score yet.
  public static var findThePairs: String { localized("Find the pairs.") }
}

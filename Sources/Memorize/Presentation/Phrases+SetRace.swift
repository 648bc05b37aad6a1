import CardGames

extension Phrases {
  // MARK: - A Set race

  /// A computer seat at a Set race, named for its level in the words every game uses (the
  /// level asked for with `--vs-computer` or in the players panel): "Computer (perfect)".
  public static func raceComputerName(_ level: SetRaceComputer.Level) -> String {
    computerName(AppModel.panelLevel(level))
  }

  /// A Set race computer's level in the words every game uses: "perfect", "good".
  public static func raceLevelName(_ level: SetRaceComputer.Level) -> String {
    levelName(AppModel.panelLevel(level))
  }

  /// One thing that happened at a Set race, said once, in the player's language, with what it
  /// did to the score as every game says it: "Ana calls Set!", "Ben found a set: +1", "Not a
  /// set: −1 for Ana", "Time is up: −1 for Ben", "Ana asks for three more cards: 1 more person
  /// must ask", "Three more cards", "Ana left; their seat waits for them.", "Ana is back.",
  /// "Ana wins with 5 points", "Ana and Ben tie with 3 points each".
  ///
  /// - Parameters:
  ///   - event: what happened.
  ///   - seats: the race's seats, to name them.
  ///   - pointsForSet: what a found set is worth at this race.
  ///   - namingCards: whether a found set names its cards, for a face that shows no board
  ///     ("Ben found a set (+1): 1 red solid oval, 2 red solid ovals, 3 red solid ovals").
  /// - Returns: the sentence.
  public static func raceEvent(
    _ event: SetRace.Event, seats: [SetRace.Seat], pointsForSet: Int, namingCards: Bool = false
  ) -> String {
    // A computer's suggested name follows the language drawn, not the one it was saved in.
    func name(_ seat: Int) -> String {
      seats.indices.contains(seat) ? shownName(seats[seat].name) : "?"
    }
    // The person the game was set up for is "You", and has sentences of their own: "You
    // calls Set!" is not English.
    func isYou(_ seat: Int) -> Bool {
      seats.indices.contains(seat) && seats[seat].computerLevel == nil
        && Phrases.isYou(Player(name: seats[seat].name))
    }
    switch event {
    case .called(let seat, _):
      if isYou(seat) { return localized("You call Set!") }
      return localized("{name} calls Set!", ["name": name(seat)])
    case .foundSet(let seat, let cards):
      let points = signed(pointsForSet)
      guard namingCards, !cards.isEmpty else {
        if isYou(seat) { return localized("You found a set: {points}", ["points": points]) }
        return localized("{name} found a set: {points}", ["name": name(seat), "points": points])
      }
      let named = list(cards.map(words(for:)))
      if isYou(seat) {
        // Translators: a found set at a race, what it scored, then its three cards in words.
        return localized(
          "You found a set ({points}): {cards}", ["points": points, "cards": named])
      }
      return localized(
        "{name} found a set ({points}): {cards}",
        ["name": name(seat), "points": points, "cards": named])
    case .notASet(let seat, _, let cost):
      if isYou(seat) { return localized("Not a set: {points} for you", ["points": signed(-cost)]) }
      return localized(
        "Not a set: {points} for {name}", ["name": name(seat), "points": signed(-cost)])
    case .timeUp(let seat, let cost):
      if isYou(seat) {
        return localized("Time is up: {points} for you", ["points": signed(-cost)])
      }
      return localized(
        "Time is up: {points} for {name}", ["name": name(seat), "points": signed(-cost)])
    case .votedForMore(let seat, let votes, let needed):
      let asks =
        isYou(seat)
        ? localized("You ask for three more cards")
        : localized("{name} asks for three more cards", ["name": name(seat)])
      guard votes < needed else { return asks }
      return localizedPlural(
        "{asks}: {count} more person must ask", "{asks}: {count} more people must ask",
        count: needed - votes, ["asks": asks])
    case .dealtThree:
      return localized("Three more cards")
    case .noSetOnTable:
      return noSetOnTable
    case .back(let seat):
      // As a Memorize or Matchismo table says a player back from a passed turn.
      if isYou(seat) { return localized("You are back.") }
      return Table.Serve.cameBack(name(seat))
    case .away(let seat):
      // As the table's host says it: the seat waits, and "Ben is back." closes it.
      if isYou(seat) { return Table.youLeft }
      return Table.Serve.left(name(seat))
    case .gameOver(let result):
      let sets = localizedPlural(
        "{count} point", "{count} points", count: result.winningScore)
      guard result.isTie else {
        if isYou(result.winners[0]) { return localized("You win with {points}", ["points": sets]) }
        return localized(
          "{name} wins with {points}", ["name": name(result.winners[0]), "points": sets])
      }
      // Said as every game says a tie ("Ana and Ben tie"), with the points each scored.
      return localized(
        "{names} tie with {points} each",
        [
          "names": tiedNames(result.winners, isYou: isYou, name: name),
          "points": sets,
        ])
    }
  }

  /// Why a seat cannot call or ask while someone is calling.
  public static func tableIsBusy(calling name: String) -> String {
    localized("{name} is calling: wait for the table to open.", ["name": name])
  }

  /// Why a card cannot be chosen at a Set race before anyone called.
  public static var callSetFirst: String { localized("Call Set! first; then choose three cards.") }

  /// Why a seat that is not at the table, or is the computer's, cannot act.
  public static var noSuchSeat: String { localized("There is no such seat at this table.") }

  /// Why nothing can be done at a race that is over.
  public static var raceIsOver: String { localized("The race is over: start a new one.") }

  /// Why a seat that asked for three more cards cannot ask again, naming it: several people
  /// may share one keyboard ("Ana asked already: the others decide now."); the person the game
  /// was set up for is "you".
  public static func alreadyAskedForMore(_ seat: SetRace.Seat) -> String {
    if seat.computerLevel == nil, isYou(Player(name: seat.name)) {
      return localized("You asked already: the others decide now.")
    }
    return localized(
      "{name} asked already: the others decide now.", ["name": shownName(seat.name)])
  }

  /// Why hints are not part of a race: everyone looks for themselves.
  public static var notAtARace: String {
    localized("No hints at a race: call Set! when you see one, or ask for three more cards.")
  }

  /// Why Deal 3 more does not deal at a race of several people: each asks, and most must.
  public static var eachPersonAsksForMore: String {
    localized("Each person asks for three more cards; they come when most of the people asked.")
  }

  /// What a seat's Set! button says, and its accessible name: "Ana: Set!".
  public static func callSetButton(_ name: String) -> String {
    localized("{name}: Set!", ["name": shownName(name)])
  }

  /// What a seat's button for three more cards does, and its accessible name: "Ana asks for
  /// three more cards".
  /// The person the game was set up for is "You": "You ask for three more cards".
  public static func askForMoreButton(_ name: String) -> String {
    if isYou(Player(name: name)) { return localized("You ask for three more cards") }
    return localized("{name} asks for three more cards", ["name": shownName(name)])
  }

  /// What a seat's 3 More button says when pointed at: what it does, and how it differs from
  /// Deal 3 More (which deals at once): asking is a vote, and the cards come when most of the
  /// people asked. "You ask for three more cards: a vote; they are dealt when most of the
  /// people ask".
  public static func askForMoreTooltip(_ name: String) -> String {
    if isYou(Player(name: name)) {
      return localized(
        "You ask for three more cards: a vote; they are dealt when most of the people ask")
    }
    return localized(
      "{name} asks for three more cards: a vote; they are dealt when most of the people ask",
      ["name": shownName(name)])
  }

  /// The short label of a seat's button for three more cards, beside its Set! button.
  public static var threeMoreButton: String { localized("3 More") }

  /// Events that happened at once, said as one announcement: "Time is up for Ben — 1 point
  /// lost; Computer (expert) calls Set!". An event that already ends a sentence is followed by
  /// the next as sentences are, not by "; ": "Game over! Ana wins", "游戏结束！Ana 获胜" (not
  /// "游戏结束！；Ana 获胜").
  public static func together(_ events: [String]) -> String {
    var said = ""
    for event in events {
      if let last = said.last {
        // Translators: what separates two events of a Set race said one after the other.
        said += "。！？".contains(last) ? "" : ".!?".contains(last) ? " " : localized("; ")
      }
      said += event
    }
    return said
  }

  /// A race's table with no set: “No set on the table: ask for three more cards.”
  public static var noSetOnTable: String {
    localized("No set on the table: ask for three more cards.")
  }

  /// What to do at a race where nothing happened yet.
  public static var callSetWhenYouSeeOne: String {
    localized("Look for a set: call Set! as soon as you see one.")
  }

  /// The caller's countdown in the header: "Seconds left 5".
  public static var secondsLeft: String { localized("Seconds left") }

  /// The caller's countdown in fewer columns, fewest last, for a header short of room (four
  /// seats at 40 columns): "5 s left", "5s". Both say seconds, so the countdown never reads
  /// like the deck's count beside it ("Deck 69").
  public static func secondsLeftForms(_ seconds: Int) -> [String] {
    let count = number(seconds)
    return [
      // Translators: the caller's countdown in a header short of room: 5 seconds left.
      localized("{seconds} s left", ["seconds": count]),
      // Translators: the caller's countdown in the fewest columns (four seats at 40 columns).
      localized("{seconds}s", ["seconds": count]),
    ]
  }

  /// The lengths, in characters with the mark, that a race cuts a seat's name to where the
  /// whole name does not fit, longest first.
  static let raceNameCuts = [10, 8, 6, 4, 3, 2]

  /// A seat's name in fewer characters, a form for each cut length (10, 8, 6, 4, 3 and 2
  /// characters with the mark), longest first: a name longer than a cut keeps its first
  /// characters and "…" ("Annabelle…", "Annab…"); a computer the game named starts from its
  /// shorter name ("CPU"). A face shows the first that fits, so every seat stays in view,
  /// named, before any is left out.
  public static func raceNameForms(_ name: String) -> [String] {
    raceNameForms(name, computerSeat: nil)
  }

  /// ``raceNameForms(_:)``, but a computer beside another by its seat number `computerSeat`
  /// ("CPU 3", ``shortName(_:seat:of:)``) at every step: its number is what tells it apart,
  /// so it is never cut.
  static func raceNameForms(_ name: String, computerSeat: Int?) -> [String] {
    if let computerSeat {
      return raceNameCuts.map { _ in computerShortName(seat: computerSeat) }
    }
    let start = shortName(name) ?? shownName(name)
    return raceNameCuts.map { cut in
      guard start.count > cut else { return start }
      var kept = String(start.prefix(cut - 1))
      while kept.last?.isWhitespace == true { kept.removeLast() }
      return kept + "…"
    }
  }

  /// ``seatLabel(_:)`` in fewer columns, fewest last: the seat's name as ``raceNameForms(_:)``
  /// cuts it ("Annab…:").
  public static func raceSeatLabels(_ name: String) -> [String] {
    raceSeatLabels(name, computerSeat: nil)
  }

  /// ``raceSeatLabels(_:)`` for a computer beside another by its seat number `computerSeat`:
  /// "CPU 3:" at every step.
  static func raceSeatLabels(_ name: String, computerSeat: Int?) -> [String] {
    raceNameForms(name, computerSeat: computerSeat).map { localized("{name}:", ["name": $0]) }
  }

  /// ``callSetButton(_:)`` in fewer columns, fewest last, for a row short of room (four long
  /// names at 80 columns): the seat's name as ``raceNameForms(_:)`` cuts it ("Annab…: Set!").
  public static func shorterCallSetButtons(_ name: String) -> [String] {
    raceNameForms(name).map { localized("{name}: Set!", ["name": $0]) }
  }
}

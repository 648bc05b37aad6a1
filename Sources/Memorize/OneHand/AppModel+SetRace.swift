import CardGames

/// A Set race as every face shows it, beside the cards of ``BoardPresentation``: the seats with
/// their scores, who is calling and for how long, the votes for three more cards and what happened
/// last, in words.
public struct RacePresentation: Hashable, Sendable, Codable {
  /// One seat at the race.
  public struct Seat: Hashable, Sendable, Codable {
    /// The seat's name ("Ana", "Computer (skilled)").
    public var name: String
    /// Its score.
    public var score: Int
    /// Whether the computer plays it (no key, no button).
    public var isComputer: Bool
    /// Whether it is calling now.
    public var isCalling: Bool
    /// Whether it asked for three more cards and waits for the others.
    public var hasAskedForMore: Bool
    /// The seat's name as the header labels its score: "Ana:".
    public var label: String
    /// The full-screen terminal's key that calls Set! for this seat ("z"); Shift and the key
    /// ask for three more cards. `nil` for a computer seat.
    public var callKey: String?
    /// The window's shortcut that calls Set! for this seat ("Ctrl+1"); `nil` for a computer.
    public var windowShortcut: String?
    /// What the seat's Set! button and key do, in words: "Ana calls Set!".
    public var callTitle: String
    /// ``callTitle`` in fewer columns, fewest last, for a row short of room: the name cut with
    /// "…" ("Annab…: Set!"), so every seat keeps its button.
    public var shorterCallTitles: [String] { Phrases.shorterCallSetButtons(name) }
    /// What the seat's button for three more cards does: "Ana asks for three more cards".
    public var askTitle: String
    /// Why the seat may not ask for three more cards now; `nil` when it may.
    public var askRefusal: String?
    /// Whether this face may call Set! for the seat: every person's at one keyboard; at a
    /// shared table only the player's own (``TableDoor`` says so), and only theirs has a
    /// button (``RacePresentation/offeredCalls``). Each face decides it for itself: it does
    /// not travel.
    public var callsHere = true
    /// Why this face may not call Set! for the seat now, when a reason other than the race's
    /// own holds (a shared table that is over, or cut off: ``TableDoor`` says so); `nil`
    /// otherwise. Like ``callsHere``, it does not travel.
    public var callRefusal: String? = nil

    private enum CodingKeys: String, CodingKey {
      case name, score, isComputer, isCalling, hasAskedForMore, label, callKey, windowShortcut
      case callTitle, askTitle, askRefusal
    }
  }

  /// Every seat, in seat order.
  public var seats: [Seat]
  /// The seat calling now, if any.
  public var caller: Int?
  /// Seconds the caller has left, rounded up, while a call runs.
  public var countdown: Int?
  /// What happened last, in words: "Ana calls Set!".
  public var lastEvent: String?
  /// What happened at the last moment anything happened, oldest first: usually one event, or
  /// several at once ("Time is up for Ben — 1 point lost", "Computer (expert) calls Set!").
  public var latestEvents: [String]
  /// The last few events, oldest first, for a face with room for a log.
  public var recentEvents: [String]
  /// The last few events as a line under the cards shows them, oldest first: a call once
  /// decided said by its verdict alone ("Ana found a set: +1"), a person's lost call that is
  /// held (``heldEvent``) among them; `nil` from a table that does not send them, where a face
  /// falls back on ``recentEvents``.
  public var lineEvents: [String]?
  /// A person's lost call ("Not a set: −1 for Ana") that a face keeps in view beside whatever
  /// happened since, until that person calls or asks again or a few seconds pass
  /// (``SetRaceTable/penaltyHold``); one of ``lineEvents`` while it is set.
  public var heldEvent: String?
  /// How many events the race has had since it was dealt, the last of ``recentEvents`` the
  /// newest: a face tells what is new by it, not by the words, as the same words said again
  /// are a new event ("Ben found a set: +1", twice in a row). `nil` from a table that does
  /// not send it.
  public var eventCount: Int? = nil
  /// Each of ``lineEvents``' number among the race's events (the first since the deal is 1):
  /// which of them a face showed and let go, the same words said twice being two events.
  /// `nil` from a table that does not send it.
  public var lineEventNumbers: [Int]? = nil
  /// Whether anyone may call now (the table is open).
  public var isOpen: Bool
  /// Whether three more cards may be asked for now.
  public var canAskForMore: Bool
  /// The result once the race is over: "Ana wins with 5 points", "Ana and Ben tie with 3 points
  /// each".
  public var result: String?

  /// The people's seats, in seat order (computers have no key and call on their own).
  public var people: [Int] { seats.indices.filter { !seats[$0].isComputer } }

  /// The seats whose Set! button and key this face offers, in seat order: every person's at
  /// one keyboard; at a shared table the player's own alone (``Seat/callsHere``), and none for
  /// a watcher. Another player's call is said by the race's events, not by a button.
  public var offeredCalls: [Int] { people.filter { seats[$0].callsHere } }

  /// The person's seat a face's player named ("ana" names Ana), or the only person's when no
  /// name is given; `nil` when the name is no person's at this table.
  public func person(named name: String) -> Int? {
    if name.isEmpty { return people.count == 1 ? people.first : nil }
    return people.first { seats[$0].name.lowercased() == name.lowercased() }
  }
}

extension RacePresentation {
  /// Where the events not told before begin in ``recentEvents``, given the same race as last
  /// seen (`old`, `nil` at its first sight or a new deal): by ``eventCount`` where both have
  /// it, as the same words said again are a new event ("Ben found a set: +1", twice in a
  /// row); else past the longest end of the events seen before that these begin with.
  func firstNewEvent(after old: RacePresentation?) -> Int {
    guard let old else { return 0 }
    if let count = eventCount, let seen = old.eventCount {
      // Fewer events than before: a race started afresh, every event is new.
      let fresh = count >= seen ? count - seen : count
      return max(0, recentEvents.count - fresh)
    }
    return TableView.newEvents(recentEvents, after: old.recentEvents)
  }
}

extension AppModel {
  /// The Set race as every face shows it, or `nil` when Set is played alone.
  public var racePresentation: RacePresentation? {
    guard let setRace else { return nil }
    let race = setRace.race
    let seats = race.seats.indices.map { index in
      let seat = race.seats[index]
      let score = race.score(ofSeat: index)
      return RacePresentation.Seat(
        name: Phrases.shownName(seat.name), score: score, isComputer: seat.isComputer,
        isCalling: race.call?.seat == index, hasAskedForMore: race.votesForMore.contains(index),
        label: Phrases.seatLabel(seat.name),
        callKey: seat.isComputer ? nil : KeyTable.raceCallKeys.element(at: index).map(String.init),
        windowShortcut: seat.isComputer ? nil : WindowShortcut.raceCalls.element(at: index)?.keys,
        callTitle: Phrases.callSetButton(seat.name), askTitle: Phrases.askForMoreButton(seat.name),
        askRefusal: setRace.moreRefusal(forSeat: index))
    }
    return RacePresentation(
      seats: seats, caller: race.call?.seat, countdown: setRace.countdown,
      lastEvent: setRace.lastAnnouncement, latestEvents: setRace.latestAnnouncements,
      recentEvents: setRace.recentAnnouncements(5), lineEvents: setRace.lineAnnouncements(5),
      heldEvent: setRace.heldAnnouncement, eventCount: setRace.eventCount,
      lineEventNumbers: setRace.lineAnnouncementNumbers(5),
      isOpen: race.isOpen, canAskForMore: race.isOpen && race.game.canDealMore,
      // From the race itself, not its last event: a race resumed over has no events said.
      result: race.result.map {
        Phrases.raceEvent(
          .gameOver($0), seats: race.seats, pointsForSet: race.rules.pointsForSet)
      })
  }

  /// What an intent does at the Set race on screen; `nil` when no race is on screen (or the
  /// intent is not the race's), for ``send(_:)`` to handle as usual.
  func sendToRace(_ intent: Intent) -> IntentResult? {
    guard section == .set else { return nil }
    if case .startPlayers(let draft) = intent { return startSetRace(draft) }
    guard let setRace else { return nil }
    let before = setRace.eventCount
    switch intent {
    case .callSet(let seat):
      return raceResult(setRace.call(seat: seat), since: before)
    case .askForMoreCards(let seat):
      return raceResult(setRace.askForMore(seat: seat), since: before)
    case .choose(let id):
      return raceResult(setRace.choose(cardID: id), since: before)
    case .newGame:
      let previous = setRace.isInProgress ? setRace.saved : nil
      setRace.newRace()
      if let previous { offerUndo(Phrases.newGameOverGameInProgress, .replacedRace(previous)) }
      return .done(report: [Phrases.Plain.newSetGame(inPlay: setRace.race.game.cardsInPlay.count)])
    case .dealThreeMore:
      // One person at the table asks for the cards themself; several each ask with their key.
      let people = setRace.race.seats.indices.filter { !setRace.race.seats[$0].isComputer }
      if setRace.race.isOver { return .refused(Phrases.raceIsOver) }
      guard people.count == 1 else { return .refused(Phrases.eachPersonAsksForMore) }
      return raceResult(setRace.askForMore(seat: people[0]), since: before)
    case .hint:
      // Once the race is over there is nothing to look for: it says so, as d does.
      return .refused(setRace.race.isOver ? Phrases.raceIsOver : Phrases.notAtARace)
    case .playComputerTurnsNow:
      setRace.advance()
      return raceResult(nil, since: before)
    default:
      return nil
    }
  }

  /// Starts a Set race for the seats of `draft`; one person alone plays Set solo again.
  func startSetRace(_ draft: PlayersDraft) -> IntentResult {
    if let problem = draft.problem { return .refused(problem) }
    // A race under way that the new seats replace is offered back, as a new game over it is.
    let previous = setRace.flatMap { $0.isInProgress ? $0.saved : nil }
    defer {
      if let previous, setRace?.saved != previous {
        offerUndo(Phrases.newGameOverGameInProgress, .replacedRace(previous))
      }
    }
    let seats = draft.seats.indices.map { index in
      let seat = draft.seats[index]
      let level = seat.kind.computerLevel.map(Self.raceLevel)
      // A computer seat named as the panel suggested is named for the level it races at.
      let name =
        if let level, draft.hasSuggestedName(atSeat: index) {
          Phrases.raceComputerName(level)
        } else {
          seat.name
        }
      return SetRace.Seat(name: name, computerLevel: level)
    }
    if seats.count == 1 && !seats[0].isComputer {
      setRace = nil
      // "Start a new game", as the panel says: a fresh deal, not the game set aside for the
      // race (nor a finished one); one in progress is offered back, as the race is.
      dealNewSetGame()
      connectAutosave()
      // The solo game's clock was stopped while the race was on screen: it runs again now.
      updateClocks()
      noteChange()
      return .done(report: [Phrases.Plain.newSetGame(inPlay: set.cardsInPlay.count)])
    }
    guard
      let table = SetRaceTable(
        seats: seats, seed: seeds.next(), timeSource: timeSource, statistics: statistics)
    else { return .refused(Phrases.noSuchSeat) }
    setRace = table
    connectAutosave()
    updateClocks()
    noteChange()
    // The deal is said as a new game says it, with its cards in play.
    return .done(report: [
      Phrases.Plain.players(seats: seats.map { ($0.name, $0.isComputer) }),
      Phrases.Plain.newSetGame(inPlay: table.race.game.cardsInPlay.count),
    ])
  }

  /// Who sits at the table of the section on screen, for the players panel to start from
  /// (``playersDraft``): the race's seats in Set, Memorize's players elsewhere.
  var tablePlayers: [Player] {
    guard section == .set else {
      return memorize?.players ?? [Player(name: Phrases.defaultPlayerName)]
    }
    guard let setRace else { return [Player(name: Phrases.defaultPlayerName)] }
    return setRace.race.seats.map { seat in
      Player(name: seat.name, computerLevel: seat.computerLevel.map(Self.panelLevel))
    }
  }

  /// The players panel's level for a race computer's level: ``raceLevel(_:)`` turned back.
  static func panelLevel(_ level: SetRaceComputer.Level) -> ComputerLevel {
    ComputerLevel.allCases.first { raceLevel($0) == level } ?? .good
  }

  /// The race level of a computer seat set up in the players panel, whose levels are Memorize's:
  /// the most forgetful plays Set as a beginner, the perfect one as an expert.
  static func raceLevel(_ level: ComputerLevel) -> SetRaceComputer.Level {
    switch level {
    case .forgetful: .beginner
    case .casual: .casual
    case .good: .skilled
    case .perfect: .expert
    }
  }

  /// What a race intent did: the events it caused, or why it was refused.
  func raceResult(_ refusal: String?, since count: Int) -> IntentResult {
    if let refusal { return .refused(refusal) }
    guard let setRace else { return .done(report: []) }
    return .done(report: setRace.recentAnnouncements(setRace.eventCount - count))
  }
}

extension SetRaceTable {
  /// The race's cards as every face draws them: the caller's chosen cards selected, the cards of
  /// a set just found gone from the table, never a hint.
  ///
  /// `held` are cards a player at a shared table picked towards a claim: they show as selected
  /// to that player alone.
  func presentation(
    race presented: RacePresentation, status: SectionStatus, held: [SetCard.ID] = []
  ) -> BoardPresentation {
    let chosen = (race.call?.chosenCardIDs ?? []) + held
    let cards = race.game.cardsInPlay.enumerated().map { index, card in
      let selected = chosen.contains(card.id)
      let symbol = SetSymbol(card)
      return CardPresentation(
        id: card.id, face: .set(symbol), isFaceUp: true, isMatched: false, isSelected: selected,
        isHinted: false, highlight: .none, bonusRemaining: nil, isBonusCountingDown: false,
        hasEarnedBonus: false,
        position: index + 1,
        spoken: Phrases.spokenCard(of: card, isSelected: selected, isHinted: false),
        text: selected ? Phrases.Plain.selected(symbol.words) : symbol.words)
    }
    // A race that opens on a table without a set says so before anything happens.
    let opensWithoutASet =
      presented.lastEvent == nil && race.isOpen && race.game.canDealMore
      && SetRaceComputer.sets(among: race.game.cardsInPlay).isEmpty
    let line = opensWithoutASet ? Phrases.noSetOnTable : presented.lastEvent
    // Read out: what happened at once, together; the race's result is said by its ending.
    let together = Phrases.together(latestAnnouncementsBesideTheEnding)
    let spokenEvents = together.isEmpty ? nil : together
    // Three more cards: one person asks with the button; several each ask with their own key.
    let people = presented.people
    let moreRefusal =
      people.count == 1 ? moreRefusal(forSeat: people[0]) : Phrases.eachPersonAsksForMore
    let ending = presented.result.map { result in
      GameEnding(
        title: Phrases.setGameOver,
        reason: Phrases.noSetLeft(cardsLeft: race.game.cardsInPlay.count), result: result,
        time: Phrases.finishedTime(elapsed),
        scores: Phrases.finalScores(
          race.seats.indices.map { index in
            let score = race.score(ofSeat: index)
            return (
              rank: (score, 0), said: Phrases.seatPoints(race.seats[index].name, points: score)
            )
          }),
        best: Phrases.tableRecords(
          best: tableBest, isNewBest: endedWithNewBest, time: tableBestTime,
          isNewTime: endedWithNewBestTime),
        playAgain: WindowLabels.playAgain, score: race.result?.winningScore ?? 0)
    }
    return BoardPresentation(
      section: .set, status: status,
      dealToken: "race:\(ObjectIdentifier(self).hashValue):\(seed)",
      isResumedDeal: false, cards: cards, backColour: nil, mismatch: nil, verdict: line,
      spokenVerdict: spokenEvents, statusSentence: line ?? Phrases.callSetWhenYouSeeOne,
      seats: [],
      history: nil,
      buttons: [
        ButtonPresentation(
          action: .newGame, title: Labels.newGame, headerTitle: WindowLabels.newGame,
          shortTitle: Labels.newGameShort, isEnabled: true),
        ButtonPresentation(
          action: .dealThreeMore, title: Labels.dealThreeMore,
          headerTitle: WindowLabels.dealThreeMore, shortTitle: Labels.dealThreeMoreShort,
          isEnabled: moreRefusal == nil,
          reason: moreRefusal),
      ],
      ending: ending, deckCount: race.game.deckCount, matchCount: nil,
      isComputerToMove: false, race: presented)
  }
}

extension SetRaceTable {
  /// Each seat's score (the caller marked), the cards left in the deck, and the caller's
  /// countdown while a call runs.
  public var statusItems: [StatusItem] {
    let names = race.seats.map(\.name)
    var items = race.seats.indices.map { index in
      let seat = race.seats[index]
      return StatusItem(
        Phrases.seatLabel(seat.name), Phrases.number(race.score(ofSeat: index)),
        shortLabel: Phrases.shortSeatLabel(seat.name, seat: index, of: names),
        priority: .essential,
        isCurrent: race.call?.seat == index,
        key: seat.isComputer ? nil : KeyTable.raceCallKeys.element(at: index).map(String.init),
        spoken: Phrases.seatPoints(seat.name, points: race.score(ofSeat: index)),
        narrowing: .raceSeat(index, of: names))
    }
    // The deck's count matters more in a race than a computer's whole name: it gives way only
    // after "Computer (perfect)" has become "CPU".
    items.append(
      StatusItem(Phrases.deck, "\(race.game.deckCount)", priority: .aboveWholeNames))
    // How long the caller has matters more than the title or the deck: it stays at every width,
    // in fewer columns ("5s") where every seat would not fit beside it.
    if let countdown {
      items.append(
        StatusItem(
          Phrases.secondsLeft, "\(countdown)", priority: .essential, narrowing: .secondsLeft))
    }
    return items
  }
}

extension Array {
  /// The element at `index`, or `nil` past the end.
  fileprivate func element(at index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}

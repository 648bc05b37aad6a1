import CardGames
import Memorize
import TerminalKit

// Over 300 lines because every command of the three games is answered here, in the order the
// lines are printed, and all of them end through the same private state (the notices already
// said, the last turn announced, the end of a Set game said once); the words themselves are
// `Phrases.Plain`'s.

/// `--plain`: the games as lines of text, for screen readers, pipes and scripts.
///
/// Reads one command per line and answers in words, without a single escape code. Two line
/// formats are a contract scripts rely on: every card turned face up prints `Card N: CONTENT`, and
/// every command's output ends with `Score: S Flips: F` (Set's: `Score: S Choices: C`).
public final class PlainSession {
  private let app: AppModel
  private let game: GameKind
  private let write: (String) -> Void
  /// The longest command line read, in bytes; the rest of a longer line is dropped unread.
  public static let maximumLineLength = 4096
  /// Notices already printed, so each is said once while it stands.
  private var reportedNotices: Set<String>
  /// Whether the end of the Set game was said, so it is said once.
  private var isSetOverAnnounced = false
  /// How many events of the Set race were said, so each is said once, as it happens.
  private var raceEventsSaid = 0
  /// The last "Player:" line said, so a turn of two cards is announced once.
  /// The deal whose player to move was last said, and whether that turn has ended since (the
  /// model's `Outcome.endsTurn`): a turn is said once, at its start.
  private var announcedDeal: (game: ObjectIdentifier, deal: Int)?
  private var turnEnded = true

  /// - Parameters:
  ///   - game: which game the session plays.
  ///   - write: receives each line of output, without its newline.
  public init(app: AppModel, game: GameKind, write: @escaping (String) -> Void) {
    self.app = app
    self.game = game
    self.write = write
    // Those already there were reported on standard error at launch.
    reportedNotices = Set(app.notices)
    // Commands act on the section on screen: this session's game.
    let section: Section =
      switch game {
      case .memorize: .memorize
      case .matchismo: .matchismo
      case .set: .set
      }
    if app.section != section { app.select(section) }
  }

  /// Prints what game is on and the board; starts a Memorize game when there is none.
  public func start(themeName: String? = nil) {
    switch game {
    case .memorize:
      if app.memorize == nil { app.startMemorize(theme: app.defaultTheme) }
      guard let memorize = app.memorize else { return }
      say(
        Phrases.Plain.memorizeStart(
          theme: clean(memorize.theme.localizedName), cards: memorize.cards.count))
      if let announcement = app.announcement { say(clean(announcement.text)) }
      if memorize.isTimeBonusEnabled { say(Phrases.timeBonusIsOn) }
      if memorize.players.count > 1 {
        say(Phrases.Plain.players(memorize.players.map { clean(Phrases.shownName($0.name)) }))
        playComputerTurns(memorize)
        announcePlayer(memorize)
      }
    case .matchismo:
      say(
        Phrases.Plain.matchismoStart(
          cards: app.matchismo.cards.count, matchCount: app.matchismo.matchCount))
    case .set:
      if let race = app.board(of: .set)?.race {
        say(Phrases.Plain.players(race.seats.map { clean($0.name) }))
        raceEventsSaid = app.setRace?.eventCount ?? 0
        printBoard()
        say(Phrases.Plain.raceHelp)
      } else {
        say(Phrases.Plain.setStart(inPlay: app.set.cardsInPlay.count, inDeck: app.set.deckCount))
      }
    }
    app.select(Section(game))
    say(Phrases.Plain.typeHelp)
    printScore()
  }

  /// Handles one line of input; returns false when the session should end.
  public func handle(_ line: String) -> Bool {
    let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
    guard let command = words.first?.lowercased() else { return true }
    let argument = words.dropFirst().joined(separator: " ")
    if app.pendingThemeDeal != nil {
      // The question asked by `theme`: yes deals anew; any other command keeps the game.
      let dealsAnew = command == "yes"
      app.answerPendingThemeDeal(dealNewGame: dealsAnew)
      if dealsAnew || command == "no" {
        if dealsAnew, let announcement = app.announcement { say(clean(announcement.text)) }
        printScore()
        return true
      }
    }
    if game == .set, app.setRace != nil, handleRace(command, argument: argument) {
      tick()
      return true
    }
    if let number = Int(command) {
      if argument.isEmpty {
        choose(number)
      } else {
        fail(Phrases.Plain.oneCardAtATime)
      }
      return true
    }
    // Commands that take no word after it refuse one rather than ignore it.
    var takesNothing: Set<String> = [
      "quit", "exit", "q", "new", "n", "undo", "u", "board", "b", "help", "?",
    ]
    if game == .set { takesNothing.formUnion(["deal", "hint"]) }
    if game == .memorize { takesNothing.formUnion(["hint", "shuffle"]) }
    if !argument.isEmpty && takesNothing.contains(command) {
      fail(Phrases.Plain.takesNothing(echo(command)))
      return true
    }
    switch command {
    case "quit", "exit", "q":
      // "Saved" only when the bytes are on disk; the launcher says why not on standard error.
      say(app.saveNow() ? Phrases.Plain.savedGoodbye : Phrases.Plain.notSavedGoodbye)
      return false
    case "choose", "c":
      guard let number = Int(argument) else {
        fail(Phrases.Plain.chooseNeedsNumber)
        return true
      }
      choose(number)
    case "new", "n":
      newGame()
    case "undo", "u":
      undo()
    case "board", "b":
      printBoard()
      printScore()
    case "help", "?":
      printHelp()
      printScore()
    default:
      if !handleGameCommand(command, argument: argument) {
        fail(Phrases.Plain.unknownCommand(echo(command)))
      }
    }
    tick()
    return true
  }

  /// Saves if a save is due (the loop calls this at ``AppModel/quietWakeup``), and says any new
  /// notice, such as a save that failed, as an `error:` line.
  public func tick() {
    app.tick()
    sayRaceEvents()
    for notice in app.notices where !reportedNotices.contains(notice) {
      say(Phrases.Plain.error(clean(notice)))
    }
    reportedNotices = Set(app.notices)
  }

  /// Reached the end of input (or a signal): save and finish quietly; whether the save reached
  /// the disk.
  @discardableResult
  public func finish() -> Bool {
    app.saveNow()
  }

  // MARK: - Commands

  private func choose(_ number: Int) {
    let count = cardCount
    guard (1...max(1, count)).contains(number), count > 0 else {
      fail(Phrases.Plain.noSuchCard(number, count: count))
      return
    }
    let index = number - 1
    switch game {
    case .memorize: chooseMemorize(at: index)
    case .matchismo: chooseMatchismo(at: index)
    case .set: chooseSet(at: index)
    }
    printScore()
  }

  private func chooseMemorize(at index: Int) {
    guard let memorize = app.memorize else { return }
    let card = memorize.cards[index]
    if let refusal = memorize.refusal(choosing: card) {
      say(clean(Phrases.Plain.refused(refusal, number: index + 1)))
      return
    }
    let playerBefore = memorize.currentPlayerIndex
    let outcome = memorize.choose(card)
    report(outcome, in: memorize)
    let computerMoved = memorize.isComputerToMove
    playComputerTurns(memorize)
    if memorize.players.count > 1 && !memorize.isOver
      && (computerMoved || memorize.currentPlayerIndex != playerBefore)
    {
      announcePlayer(memorize)
    }
    if let ending = memorize.ending {
      ending.plainLines.forEach(say)
      if memorize.players.count > 1, let result = memorize.result { say(clean(result)) }
    }
  }

  /// Says which card a choice turned up, and whether it matched.
  private func report(_ outcome: MemoryGame<String>.Outcome, in memorize: EmojiMemoryGame) {
    if let id = outcome.chosenCardID,
      let position = memorize.cards.firstIndex(where: { $0.id == id })
    {
      say(Phrases.cardLine(position: position + 1, face: clean(memorize.cards[position].content)))
    }
    if let verdict = Phrases.verdict(of: outcome) { say(verdict) }
    if let reason = Phrases.scoreReason(of: outcome, scoring: memorize.scoring) { say(reason) }
    if outcome.endsTurn { turnEnded = true }
  }

  /// Computer players answer at once: nobody watches cards turn in plain text.
  private func playComputerTurns(_ memorize: EmojiMemoryGame) {
    while memorize.isComputerToMove {
      announcePlayer(memorize)
      memorize.performComputerMoveNow()
      if let choice = memorize.lastChoice { report(choice.outcome, in: memorize) }
    }
  }

  /// Says whose turn it is, once per turn.
  private func announcePlayer(_ memorize: EmojiMemoryGame) {
    let deal = (ObjectIdentifier(memorize), memorize.dealNumber)
    if let announcedDeal, announcedDeal == deal, !turnEnded { return }
    announcedDeal = deal
    turnEnded = false
    say(
      Phrases.Plain.player(
        clean(Phrases.shownName(memorize.players[memorize.currentPlayerIndex].name))))
  }

  private func chooseMatchismo(at index: Int) {
    let matchismo = app.matchismo
    if let refusal = matchismo.refusal(choosingAt: index) {
      say(Phrases.Plain.refused(refusal, number: index + 1))
      return
    }
    matchismo.choose(at: index)
    let title = PlayingCardGame.title(of: matchismo.cards[index])
    switch matchismo.lastOutcome {
    case .chose?, .matched?, .mismatched?:
      say(Phrases.cardLine(position: index + 1, face: title))
    case .unchose?, nil: break
    }
    // A card chosen alone is described by its card line already: its title is not said twice.
    if matchismo.outcomeText != title { say(matchismo.outcomeText) }
    // Only a choice ends a deal, and none is taken after it: said once.
    matchismo.ending?.plainLines.forEach(say)
  }

  private func chooseSet(at index: Int) {
    let set = app.set
    let card = set.cardsInPlay[index]
    set.choose(card)
    say(Phrases.cardLine(position: index + 1, face: Phrases.words(for: card)))
    if let verdict = Phrases.verdict(of: set.selectionState) { say(verdict) }
  }

  /// A new deal of the game; over a game in progress the view model keeps it for `undo`.
  private func newGame() {
    let offered = app.undoOffers.last?.id
    if case .done(let report) = app.send(.newGame) {
      for line in report { say(clean(line)) }
    }
    if let offer = app.undoOffers.last, offer.id != offered {
      say(Phrases.Plain.undoable(clean(offer.message)))
    }
    printScore()
  }

  /// Takes back the last new game dealt over a game in progress.
  private func undo() {
    switch app.send(.undo(offer: nil)) {
    case .refused(let why):
      fail(clean(why))
      return
    case .done(let report):
      for line in report { say(clean(line)) }
    default:
      break
    }
    printScore()
  }

  /// Sends `intent` and says what became of it — its lines, or `done` when it has none — or
  /// why not, then the score line.
  private func sayOutcome(of intent: Intent, done: String? = nil) {
    switch app.send(intent) {
    case .refused(let why):
      fail(clean(why))
      return
    case .done(let report), .asks(let report):
      for line in report.isEmpty ? done.map { [$0] } ?? [] : report { say(clean(line)) }
    case .problems(let problems):
      for problem in problems { say(clean(problem.description)) }
    }
    printScore()
  }

  /// Commands that only one game understands; false when `command` is none of them.
  private func handleGameCommand(_ command: String, argument: String) -> Bool {
    switch (game, command) {
    case (.memorize, "theme"):
      guard !argument.isEmpty else {
        fail(
          Phrases.Plain.themeNeedsName(
            example: clean(app.themes.themes.first?.localizedName ?? Theme.halloween.name)))
        return true
      }
      guard let theme = app.themes.theme(named: argument) else {
        fail(
          Phrases.Plain.noSuchTheme(
            echo(argument), themes: app.themes.themes.map { clean($0.localizedName) }))
        return true
      }
      switch app.openTheme(id: theme.id) {
      case .resumed:
        say(Phrases.Plain.stillPlaying(theme: clean(theme.localizedName)))
      case .needsConfirmation:
        if let pending = app.pendingThemeDeal {
          say(clean(pending.question))
          say(pending.typedAnswerHint)
        }
      case .started, .restyled, .dealtAnew, nil:
        if let announcement = app.announcement { say(clean(announcement.text)) }
      }
      printScore()
    case (.memorize, "hint"), (.set, "hint"):
      sayOutcome(of: .hint)
    case (.memorize, "shuffle"):
      sayOutcome(of: .shuffle, done: Phrases.Plain.shuffled)
    case (.matchismo, "mode"):
      guard let count = Int(argument) else {
        fail(Phrases.Plain.modeMustBe2Or3)
        return true
      }
      sayOutcome(of: .setMatchCount(count))
    case (.set, "deal"):
      sayOutcome(of: .dealThreeMore)
    default:
      return false
    }
    return true
  }

  // MARK: - A Set race

  /// The commands of a Set race, sent through the one door; false for a command the race does not
  /// take (help, quit and the like go on as usual).
  private func handleRace(_ command: String, argument: String) -> Bool {
    let result: IntentResult
    switch command {
    case "call", "set":
      guard let seat = raceSeat(named: argument) else { return true }
      result = app.send(.callSet(seat: seat))
    case "more":
      guard let seat = raceSeat(named: argument) else { return true }
      result = app.send(.askForMoreCards(seat: seat))
    case "deal":
      result = app.send(.dealThreeMore)
    case "hint":
      result = app.send(.hint)
    case "new", "n":
      result = app.send(.newGame)
      if case .done(let report) = result { report.forEach(say) }
      raceEventsSaid = app.setRace?.eventCount ?? 0
      isSetOverAnnounced = false
      printBoard()
      printScore()
      return true
    case "choose", "c":
      return chooseAtRace(argument)
    default:
      guard Int(command) != nil, argument.isEmpty else { return false }
      return chooseAtRace(command)
    }
    sayResult(result)
    return true
  }

  private func chooseAtRace(_ number: String) -> Bool {
    let cards = app.board(of: .set)?.cards ?? []
    guard let position = Int(number) else {
      fail(Phrases.Plain.chooseNeedsNumber)
      return true
    }
    guard cards.indices.contains(position - 1) else {
      fail(Phrases.Plain.noSuchCard(position, count: cards.count))
      return true
    }
    let card = cards[position - 1]
    let result = app.send(.choose(cardID: card.id))
    if case .done = result {
      say(Phrases.cardLine(position: position, face: Self.words(of: card)))
    }
    sayResult(result)
    return true
  }

  /// A race card in words, as the solo game's lines say it: "2 red striped ovals".
  private static func words(of card: CardPresentation) -> String {
    if case .set(let symbol) = card.face { symbol.words } else { card.text }
  }

  /// The race's new events, or why the intent was refused, then the scores.
  private func sayResult(_ result: IntentResult) {
    if case .refused(let why) = result {
      fail(clean(why))
      return
    }
    sayRaceEvents(thenScores: false)
    printScore()
  }

  /// The person whose name is `name` (any case), or the only person when no name is given; says
  /// which names there are when none fits.
  private func raceSeat(named name: String) -> Int? {
    guard let race = app.board(of: .set)?.race else { return nil }
    if let seat = race.person(named: name) { return seat }
    fail(Phrases.Plain.callNeedsName(race.people.map { clean(race.seats[$0].name) }))
    return nil
  }

  /// Says each race event not yet said, in order: computer calls and timeouts come between
  /// commands, from ``tick()``, and end with the scores as every command's output does.
  private func sayRaceEvents(thenScores: Bool = true) {
    guard game == .set, let table = app.setRace else { return }
    let new = table.eventCount - raceEventsSaid
    raceEventsSaid = table.eventCount
    guard new > 0 else { return }
    for event in table.announcements.suffix(new) { say(clean(event)) }
    if thenScores { printScore() }
  }

  // MARK: - Output

  private var cardCount: Int {
    switch game {
    case .memorize: app.memorize?.cards.count ?? 0
    case .matchismo: app.matchismo.cards.count
    case .set: app.set.cardsInPlay.count
    }
  }

  private func printBoard() {
    switch game {
    case .memorize:
      for (position, card) in (app.memorize?.cards ?? []).enumerated() {
        say(Phrases.cardLine(position: position + 1, face: clean(Phrases.face(of: card))))
      }
    case .matchismo:
      for (position, card) in app.matchismo.cards.enumerated() {
        say(Phrases.cardLine(position: position + 1, face: Phrases.face(of: card)))
      }
    case .set where app.setRace != nil:
      for (position, card) in (app.board(of: .set)?.cards ?? []).enumerated() {
        say(Phrases.cardLine(position: position + 1, face: card.text))
      }
      if let deck = app.board(of: .set)?.deckCount { say(Phrases.Plain.cardsInDeck(deck)) }
    case .set:
      for (position, card) in app.set.cardsInPlay.enumerated() {
        let words = Phrases.words(for: card)
        let face =
          app.set.isInMadeSet(card)
          ? Phrases.Plain.inMadeSet(words)
          : app.set.isSelected(card) ? Phrases.Plain.selected(words) : words
        say(Phrases.cardLine(position: position + 1, face: face))
      }
      say(Phrases.Plain.cardsInDeck(app.set.deckCount))
    }
  }

  private func printHelp() {
    Phrases.Plain.help.forEach(say)
    say(game == .set && app.setRace != nil ? Phrases.Plain.raceHelp : Phrases.Plain.help(for: game))
  }

  /// Ends a command's output: the end of a Set game once, every player's score when several
  /// play, then the `Score: S Flips: F` line.
  private func printScore() {
    if game == .set, let board = app.board(of: .set), board.race != nil {
      if let ending = board.ending, !isSetOverAnnounced { ending.plainLines.forEach(say) }
      isSetOverAnnounced = board.isOver
      say(Phrases.Plain.statusLine(board.status.items.map { ($0.label, $0.value) }))
      return
    }
    if game == .set {
      if let ending = app.set.ending, !isSetOverAnnounced { ending.plainLines.forEach(say) }
      isSetOverAnnounced = app.set.isOver
    }
    if game == .memorize, let players = app.memorize?.players, players.count > 1 {
      say(clean(Phrases.Plain.scores(of: players)))
    }
    switch game {
    case .memorize:
      say(Phrases.Plain.score(app.memorize?.score ?? 0, flips: app.memorize?.flipCount ?? 0))
    case .matchismo:
      say(Phrases.Plain.score(app.matchismo.score, flips: app.matchismo.flipCount))
    case .set:
      say(Phrases.Plain.setScore(app.set.score, choices: app.set.choiceCount))
    }
  }

  private func fail(_ message: String) {
    say(Phrases.Plain.error(message))
    printScore()
  }

  private func say(_ line: String) {
    write(line)
  }

  private func clean(_ text: String) -> String { Sanitizer.sanitize(text) }

  /// The longest piece of the player's input said back, in characters.
  static let maximumEcho = 80

  /// Input said back in a message: cleaned, and cut to ``maximumEcho`` characters.
  private func echo(_ text: String) -> String {
    let cleaned = clean(text)
    guard cleaned.count > Self.maximumEcho else { return cleaned }
    return cleaned.prefix(Self.maximumEcho - 1) + "…"
  }

}

extension Section {
  /// The section that shows `game`.
  init(_ game: GameKind) {
    switch game {
    case .memorize: self = .memorize
    case .matchismo: self = .matchismo
    case .set: self = .set
    }
  }
}

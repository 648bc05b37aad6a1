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
/// every command's output ends with `Score: S Flips: F` (Set's: `Score: S Choices: C`; at a
/// table of several, each seat's standing).
public final class PlainSession {
  private let app: AppModel
  /// The game commands act on: the launch's, then the one `game NAME` switched to.
  private var game: GameKind
  private let write: (String) -> Void
  /// The longest command line read, in bytes; the rest of a longer line is dropped unread.
  public static let maximumLineLength = 4096

  /// The reader of typed lines every plain face plays from: with signal handlers (so SIGINT,
  /// SIGTERM or SIGHUP end it cleanly), else without (the loop still works; a signal then ends
  /// it at once); `nil` where `input` cannot be read at all. Lines are read in `charset`, the
  /// locale's (GB18030 bytes under `zh_CN.GB18030`).
  static func lineReader(input: Int32, charset: TerminalCharset) -> LineReader? {
    let reader =
      (try? LineReader(input: input, maximumLineLength: maximumLineLength))
      ?? (try? LineReader(input: input, maximumLineLength: maximumLineLength, catchesSignals: false))
    reader?.charset = charset
    return reader
  }
  /// Notices already printed, so each is said once while it stands.
  private var reportedNotices: Set<String>
  /// Whether the end of the Set game was said, so it is said once.
  private var isSetOverAnnounced = false
  /// The last undo offer said, so each is said once.
  private var offerSaid: Int?
  /// How many events of the Set race were said, so each is said once, as it happens.
  private var raceEventsSaid = 0
  /// The race's cards by position as last said: the cards that come later (three more, those
  /// that replace a set) are named as they come.
  private var raceCardsSaid: [Int] = []

  /// The columns of the terminal the lines are read on, asked before each line; `nil` where
  /// they go to a pipe or a file, which take each line whole.
  private let width: () -> Int?

  /// - Parameters:
  ///   - game: which game the session plays.
  ///   - width: the columns of the terminal the lines are read on, or `nil` (a pipe, a file):
  ///     a longer line is wrapped at its spaces (Chinese between its characters), so that the
  ///     terminal never breaks it inside a word.
  ///   - write: receives each line of output, without its newline.
  public init(
    app: AppModel, game: GameKind, width: @escaping () -> Int? = { nil },
    write: @escaping (String) -> Void
  ) {
    self.app = app
    self.game = game
    self.width = width
    self.write = write
    // Those already there were reported on standard error at launch.
    reportedNotices = Set(app.notices)
    offerSaid = app.undoOffers.last?.id
    // Commands act on the section on screen: this session's game.
    let section: Section =
      switch game {
      case .memorize: .memorize
      case .matchismo: .matchismo
      case .set: .set
      }
    if app.section != section { app.select(section) }
  }

  /// The section this session's game is shown in.
  private var section: Section { Section(game) }

  /// The board of this session's game, as every face draws it.
  private var board: BoardPresentation? { app.board(of: section) }

  /// Prints what game is on and the board; starts a Memorize game when there is none.
  public func start(themeName: String? = nil) {
    open()
    say(Phrases.Plain.typeHelp)
    printScore()
  }

  /// Says the game now on, as it opens (at launch, or switched to): what it is, a game that is
  /// over with its ending, and a race's cards; starts a Memorize game when there is none.
  private func open() {
    app.select(section)
    if game == .memorize && board == nil { app.send(.newGame) }
    sayCleaned(app.openingLines(of: section))
    // The opening says the ending of a game that is over: not said again after it.
    isSetOverAnnounced = board?.isOver ?? false
    if game == .memorize { playComputerTurns(sayingTurn: true) }
    if game == .set, app.setRace != nil {
      raceEventsSaid = app.setRace?.eventCount ?? 0
      printBoard()
      say(Phrases.Plain.raceHelp)
    }
    app.select(section)
  }

  /// Handles one line of input; returns false when the session should end.
  public func handle(_ line: String) -> Bool {
    let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
    guard let command = words.first?.lowercased() else { return true }
    let argument = words.dropFirst().joined(separator: " ")
    if app.pendingThemeDeal != nil {
      // The question asked by `theme`: yes deals anew; any other command keeps the game.
      let dealsAnew = command == "yes"
      let result = app.send(.answerThemeDeal(dealNewGame: dealsAnew))
      if dealsAnew || command == "no" {
        // Yes says the new deal; no, that the game goes on (it printed nothing).
        sayCleaned(result.lines)
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
    let atRace = game == .set && app.setRace != nil
    guard let entry = PlainCommand.named(command, in: game, atRace: atRace) else {
      // Memorize's and Set's `hint`, typed at Matchismo, which has none: the game says so
      // ("Matchismo has no hints."), as a race does.
      if PlainCommand.named(command, in: .memorize)?.action == .hint,
        case .refused(let why) = app.send(.hint)
      {
        fail(clean(why))
      } else {
        fail(Phrases.Plain.unknownCommand(echo(command)))
      }
      tick()
      return true
    }
    // A command that takes nothing refuses a word after it rather than ignore it.
    if case .none = entry.argument, !argument.isEmpty {
      fail(Phrases.Plain.takesNothing(echo(command)))
      return true
    }
    let goesOn = perform(entry, argument: argument)
    tick()
    return goesOn
  }

  /// Does what `entry` says, with what followed it; false when the session should end.
  private func perform(_ entry: PlainCommand, argument: String) -> Bool {
    switch entry.action {
    case .quit:
      finish(sayingGoodbye: true)
      return false
    case .choose:
      guard let number = Int(argument) else {
        fail(Phrases.Plain.chooseNeedsNumber)
        return true
      }
      choose(number)
    case .newGame where !argument.isEmpty:
      if let id = themeID(argument) { sayOutcome(of: .dealTheme(id: id)) }
    case .newGame: newGame()
    case .undo: undo()
    case .board:
      printBoard()
      printScore()
    case .help:
      printHelp()
      printScore()
    case .hint:
      // A hint already on the board, or none to give yet, is the game's answer to a command
      // typed right: said as a line, as a refused card is ("Already matched."), not an error.
      sayCleaned(app.send(.hint).lines)
      printScore()
    case .shuffle: sayOutcome(of: .shuffle, done: Phrases.Plain.shuffled)
    case .dealThreeMore: sayOutcome(of: .dealThreeMore)
    case .callSet, .askForMore:
      // A race's own commands: `handleRace` has answered them before this table is read.
      break
    case .mode:
      guard let count = Int(argument) else {
        fail(Phrases.Plain.modeMustBe2Or3)
        return true
      }
      sayOutcome(of: .setMatchCount(count))
    case .history: sayHistory(argument)
    case .motion:
      guard let reduces = PlainCommand.onOrOff(argument) else {
        fail(Phrases.Plain.motionNeedsOnOrOff)
        return true
      }
      sayOutcome(of: .setReducesMotion(reduces))
    case .players: seatPlayers(argument)
    case .switchGame:
      guard let other = PlainCommand.game(named: argument) else {
        fail(
          argument.isEmpty
            ? Phrases.Plain.needsMore(usage: entry.usage)
            : Phrases.Plain.noSuchGame(echo(argument)))
        return true
      }
      switchGame(to: other)
    case .statistics:
      sayCleaned(app.statisticsLines)
      printScore()
    default: performThemeCommand(entry, argument: argument)
    }
    return true
  }

  /// The commands about themes.
  private func performThemeCommand(_ entry: PlainCommand, argument: String) {
    if argument.isEmpty, case .required = entry.argument {
      guard entry.action == .playTheme else {
        fail(Phrases.Plain.needsMore(usage: entry.usage))
        return
      }
      fail(Phrases.Plain.themeNeedsName(example: clean(app.themeList.first?.name ?? "")))
      return
    }
    switch entry.action {
    case .playTheme:
      // Still playing it, the restyle or new deal, or the question a theme too small asks.
      if let id = themeID(argument) { sayOutcome(of: .playTheme(id: id)) }
    case .restyle:
      if let id = themeID(argument) { sayOutcome(of: .restyle(themeID: id)) }
    case .randomTheme: sayOutcome(of: .randomTheme)
    case .themes:
      for theme in app.themeList {
        say(
          clean(
            Phrases.Plain.themeLine(
              name: theme.name, pairs: theme.pairsText,
              emoji: app.showsEmojiAsLetters ? nil : theme.emoji.joined(),
              isInPlay: theme.isInPlay)))
      }
      printScore()
    case .addTheme:
      let added = app.send(.addTheme(name: argument))
      if case .refused(let why) = added {
        fail(clean(why))
        return
      }
      say(clean(Phrases.Plain.themeAdded(app.themeList.last?.name ?? argument)))
      printScore()
    case .editTheme: editTheme(argument)
    case .deleteTheme:
      // The deletion is offered back: the score line's output says how to take it back.
      if let id = themeID(argument) { sayOutcome(of: .deleteTheme(id: id), saying: { _ in [] }) }
    case .restoreThemes: sayOutcome(of: .restoreBuiltInThemes)
    default: break
    }
  }

  /// The id of the theme called `name`; says which themes there are when none is.
  private func themeID(_ name: String) -> String? {
    if let id = app.themeID(named: name) { return id }
    fail(Phrases.Plain.noSuchTheme(echo(name), themes: app.themeList.map { clean($0.name) }))
    return nil
  }

  /// `edit-theme NAME CHANGE VALUE`, read by the command table.
  private func editTheme(_ argument: String) {
    guard let (name, edit) = PlainCommand.themeEdit(from: argument) else {
      fail(Phrases.Plain.editNeedsChange)
      return
    }
    guard let id = themeID(name) else { return }
    sayOutcome(of: .editTheme(id: id, edit), done: Phrases.Plain.themeChanged)
  }

  /// `players Ana, Ben, computer good`: a new table (in Set, a race).
  private func seatPlayers(_ argument: String) {
    let result = app.send(.startPlayers(PlayersDraft(typed: argument)))
    if case .refused(let why) = result {
      fail(clean(why))
      return
    }
    sayCleaned(result.lines)
    if game == .memorize { playComputerTurns(sayingTurn: false) }
    if game == .set {
      raceEventsSaid = app.setRace?.eventCount ?? 0
      isSetOverAnnounced = false
      printBoard()
      if app.setRace != nil { say(Phrases.Plain.raceHelp) }
    }
    printScore()
  }

  /// `history`: every outcome so far, numbered; `history N`: outcome N again.
  private func sayHistory(_ argument: String) {
    let entries = board?.history?.entries ?? []
    if argument.isEmpty {
      if entries.isEmpty { say(Phrases.Plain.noOutcomeYet) }
      for (index, entry) in entries.enumerated() {
        say(Phrases.Plain.historyLine(index + 1, entry))
      }
      printScore()
      return
    }
    guard let number = Int(argument), entries.indices.contains(number - 1) else {
      fail(Phrases.Plain.noSuchOutcome(Int(argument) ?? 0, count: entries.count))
      return
    }
    say(Phrases.Plain.historyLine(number, entries[number - 1]))
    printScore()
  }

  /// Saves if a save is due (the loop calls this at ``AppModel/quietWakeup``), and says any new
  /// notice as ``Phrases/Plain/notice(_:)`` words it: a save that failed as an `error:` line.
  public func tick() {
    app.tick()
    sayRaceEvents()
    for notice in app.notices where !reportedNotices.contains(notice) {
      say(Phrases.Plain.notice(clean(notice)))
    }
    reportedNotices = Set(app.notices)
  }

  /// Ends the session: saves and returns whether the save reached the disk; with
  /// `sayingGoodbye` (`quit`, Ctrl-C, SIGTERM, the end of input) says so in one line, "Saved.
  /// Goodbye." or "Not saved. Goodbye." (the launcher says why not on standard error), to
  /// `goodbyeTo` where given (the end of input's, on standard error when standard output is
  /// a script's: its last line stays its last score), else with the other lines.
  @discardableResult
  public func finish(sayingGoodbye: Bool = false, goodbyeTo: ((String) -> Void)? = nil) -> Bool {
    let saved = app.saveNow()
    if sayingGoodbye { (goodbyeTo ?? say)(Phrases.Plain.goodbye(saved: saved)) }
    return saved
  }

  // MARK: - Commands

  private func choose(_ number: Int) {
    let cards = board?.cards ?? []
    guard cards.indices.contains(number - 1) else {
      fail(Phrases.Plain.noSuchCard(number, count: cards.count))
      return
    }
    // What the choice turned up, whether it matched and why the score changed, or why the
    // card cannot be chosen; then, at a table, the computer players' moves.
    let result = app.send(.choose(cardID: cards[number - 1].id))
    if case .refused = result, board?.isOver == true {
      // Once the game is over no card is chosen, matched or not: the view model's words for
      // it say how to deal again (a matched Memorize card said "Already matched.").
      say(Phrases.Plain.gameIsOver)
    } else {
      sayCleaned(result.lines)
    }
    if game == .set {
      // Nothing waits for the next command: a set made with the deck empty leaves the table
      // now, and the cards are listed again with their new numbers.
      sayCleaned(app.send(.putAwayMadeSet).lines)
      // The end of a Set game is in the choice's lines: said once.
      isSetOverAnnounced = board?.isOver ?? false
    }
    if game == .memorize { playComputerTurns(sayingTurn: false) }
    printScore()
  }

  /// Computer players answer at once: nobody watches cards turn in plain text. Each computer's
  /// turn is said as it starts, and whose turn it is after them; with `sayingTurn`, whose turn it
  /// is when no computer is to move (as a game opens).
  private func playComputerTurns(sayingTurn: Bool) {
    let report = app.send(.playComputerTurnsNow).lines
    sayCleaned(report)
    if report.isEmpty && sayingTurn, let turn = app.turnLine { say(clean(turn)) }
  }

  /// `game NAME`: the full screen's tabs. The game left keeps its game in progress (its clock
  /// stops while it is away); the game switched to opens as at launch.
  private func switchGame(to other: GameKind) {
    game = other
    raceCardsSaid = []
    open()
    printScore()
  }

  /// A new deal of the game; over a game in progress the view model keeps it for `undo`.
  private func newGame() {
    if case .done(let report) = app.send(.newGame) { sayCleaned(report) }
    if game == .memorize { playComputerTurns(sayingTurn: false) }
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
  private func sayOutcome(
    of intent: Intent, done: String? = nil, saying: (([String]) -> [String])? = nil
  ) {
    switch app.send(intent) {
    case .refused(let why):
      fail(clean(why))
      return
    case .done(let report), .asks(let report):
      let lines = saying?(report) ?? (report.isEmpty ? done.map { [$0] } ?? [] : report)
      sayCleaned(lines)
    case .problems(let problems):
      // A refused edit is an error like any other ("error: 999 pairs is too many: …").
      for problem in problems { say(Phrases.Plain.error(clean(problem.description))) }
    }
    printScore()
  }

  // MARK: - A Set race

  /// The commands of a Set race, sent through the one door; false for a command the race does not
  /// take (help, quit and the like go on as usual).
  private func handleRace(_ command: String, argument: String) -> Bool {
    let result: IntentResult
    switch PlainCommand.named(command, in: .set, atRace: true)?.action {
    case .callSet:
      guard let seat = raceSeat(named: argument, for: command) else { return true }
      result = app.send(.callSet(seat: seat))
    case .askForMore:
      guard let seat = raceSeat(named: argument, for: command) else { return true }
      result = app.send(.askForMoreCards(seat: seat))
    case .newGame:
      result = app.send(.newGame)
      if case .done(let report) = result { report.forEach(say) }
      raceEventsSaid = app.setRace?.eventCount ?? 0
      isSetOverAnnounced = false
      printBoard()
      printScore()
      return true
    case .choose:
      return chooseAtRace(argument)
    default:
      // The solo game's `deal` and `hint`, left out of the race's help, are still answered
      // (read through the solo game's table): the race says why it has none.
      switch PlainCommand.named(command, in: .set)?.action {
      case .dealThreeMore: result = app.send(.dealThreeMore)
      case .hint: result = app.send(.hint)
      default:
        guard Int(command) != nil, argument.isEmpty else { return false }
        return chooseAtRace(command)
      }
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
      // A card chosen again is put back, and said so, not named as if chosen a second time.
      let chosen = app.board(of: .set)?.cards.first { $0.id == card.id }?.isSelected ?? true
      let words = Self.words(of: card)
      say(
        Phrases.cardLine(
          position: position, face: chosen ? words : Phrases.Plain.putBack(words)))
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
  private func raceSeat(named name: String, for command: String) -> Int? {
    guard let race = app.board(of: .set)?.race else { return nil }
    if let seat = race.person(named: name) { return seat }
    fail(
      Phrases.Plain.raceCommandNeedsName(
        command: command.lowercased(), names: race.people.map { clean(race.seats[$0].name) },
        given: clean(name)))
    return nil
  }

  /// Says each race event not yet said, in order: computer calls and timeouts come between
  /// commands, from ``tick()``, and end with the scores as every command's output does.
  private func sayRaceEvents(thenScores: Bool = true) {
    guard game == .set, let table = app.setRace else { return }
    let new = table.eventCount - raceEventsSaid
    raceEventsSaid = table.eventCount
    guard new > 0 else { return }
    for event in table.announcementsBeforeTheEnding(new) { say(clean(event)) }
    sayNewRaceCards()
    if thenScores { printScore() }
  }

  // MARK: - Output

  /// Names each race card that was not on the table at its place when the cards were last said.
  private func sayNewRaceCards() {
    guard game == .set, app.setRace != nil, let cards = board?.cards else { return }
    for (index, card) in cards.enumerated()
    where raceCardsSaid.indices.contains(index) ? raceCardsSaid[index] != card.id : true {
      say(Phrases.cardLine(position: index + 1, face: clean(Self.words(of: card))))
    }
    raceCardsSaid = cards.map(\.id)
  }

  private func printBoard() {
    guard let board else { return }
    for (position, card) in board.cards.enumerated() {
      say(Phrases.cardLine(position: position + 1, face: clean(card.text)))
    }
    raceCardsSaid = board.cards.map(\.id)
    if let deck = board.deckCount { say(Phrases.Plain.cardsInDeck(deck)) }
  }

  /// Every command of this game, from the one table `handle` reads them through, then the
  /// game's rules the help states (how Memorize scores).
  private func printHelp() {
    say(Phrases.Plain.commandsHeading)
    let atRace = game == .set && app.setRace != nil
    for command in PlainCommand.table(for: game, atRace: atRace, quit: app.quitAction) {
      say(command.helpLine)
    }
    for rule in app.helpRules(of: section) {
      say(Phrases.Plain.helpLine(usage: rule.name, summary: rule.rule))
    }
  }

  /// Ends a command's output: the end of a Set game once, then every player's score when several
  /// play, else the `Score: S Flips: F` line.
  private func printScore() {
    // A change the command made that `undo` takes back, said once.
    if let offer = app.undoOffers.last, offer.id != offerSaid {
      offerSaid = offer.id
      say(Phrases.Plain.undoable(clean(offer.message)))
    }
    if game == .set, let board {
      if let ending = board.ending, !isSetOverAnnounced { ending.plainLines.forEach(say) }
      isSetOverAnnounced = board.isOver
    }
    sayCleaned(app.scoreLines(of: section))
  }

  private func fail(_ message: String) {
    say(Phrases.Plain.error(message))
    printScore()
  }

  /// Writes `line`; on a terminal narrower than it, as rows broken where the language breaks
  /// lines (at 40 columns the terminal itself cut "Type 'new' to pla" / "y again."), each row
  /// after the first indented as the line is (``TextWrapping/wrapKeepingIndent(_:toWidth:)``).
  private func say(_ line: String) {
    guard let width = width() else {
      write(line)
      return
    }
    for row in TextWrapping.wrapKeepingIndent(line, toWidth: width) { write(row) }
  }

  /// Says each of `lines`, control characters taken out (a theme's or a player's name).
  private func sayCleaned(_ lines: [String]) {
    for line in lines { say(clean(line)) }
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

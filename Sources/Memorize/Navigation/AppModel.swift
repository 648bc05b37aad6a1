import CardGames
import Observation

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The whole app as state: which section is showing, the Memorize chooser and game, every game in
/// progress, themes, statistics, and when to save.
///
/// Front ends draw it and call its intents; they decide only how to arrange what it says is showing
/// (chooser beside the game when wide, stacked when narrow) and tell it which they chose.
@Observable
public final class AppModel {
  /// The themes, built-in and the player's own.
  public let themes: ThemeStore
  /// Games played and finished, best scores and times.
  public let statistics: Statistics

  /// The section on screen.
  public private(set) var section: Section = .memorize
  /// The Memorize game in progress; `nil` until the player first picks a theme.
  public private(set) var memorize: EmojiMemoryGame? {
    didSet { memorize?.namesCardsByLetter = showsEmojiAsLetters }
  }
  /// The Matchismo game in progress.
  public private(set) var matchismo: PlayingCardGame
  /// The Set game in progress.
  public private(set) var set: SetCardGame
  /// The Set race at the table, when players race at Set; `nil` when Set is played alone.
  public internal(set) var setRace: SetRaceTable?
  /// In a stacked layout, whether the game (rather than the theme chooser) is on top.
  public private(set) var isShowingMemorizeGame = false
  /// Whether the front end shows chooser and game side by side.
  public private(set) var isSideBySide = false
  /// Whether the app is suspended (Ctrl-Z, window hidden): every clock stops.
  public private(set) var isSuspended = false
  /// Whether the player asked for reduced motion: every change drawn once, in its final state.
  /// Saved with the games; `--reduce-motion` turns it on.
  public private(set) var reducesMotion = false
  /// Whether the face shows letters for emoji (``noteEmojiShownAsLetters()``): the cards' text
  /// and the lines that name a card then say the letter, as the board shows it.
  public private(set) var showsEmojiAsLetters = false
  /// The program showing this model (``apply(_:for:)`` says which), named where a sentence
  /// says what to type: Matchismo's players sit at a shared table it joins.
  public internal(set) var frontEnd: FrontEnd = .terminal
  /// One-line messages about files, for every front end to show once (oldest first): the app's
  /// own, and the themes file's problem whenever one arises — at launch or on a later failed
  /// save — until the player dismisses it. Front ends show this list and nothing besides.
  public var notices: [String] { noticeBoard.all(themeProblem: themes.problem) }
  /// The app's own notices and which the player dismissed (see ``NoticeBoard``).
  private var noticeBoard = NoticeBoard()
  /// Why the last save failed (one line naming the file and the reason), or `nil` when it
  /// succeeded or nothing was saved yet. A front end reports it when the player leaves, since the
  /// changes are not on disk; it also stands in ``notices`` while the player plays.
  public var saveProblem: String? { storage.saveProblem }
  /// What the player was last told happened, for a status line or a toast; `nil` at launch.
  public private(set) var announcement: Announcement?
  /// Counts up whenever what the player was told so far stops applying: another section comes
  /// on screen, or the ending of the one on screen goes (a new game). A face that keeps the
  /// words said where a screen reader reads them (the window's "Announcements") empties that
  /// place each time this changes, so the Set tab does not still say Matchismo's ending, nor a
  /// new game the last one's; it starts at 0, when nothing was said yet.
  public internal(set) var announcementRound = 0
  /// A theme change waiting for the player's yes or no (see ``ThemeChoice/needsConfirmation``).
  public private(set) var pendingThemeDeal: PendingThemeDeal?
  /// What the last intent's refusal said, in which section, and over what the board showed then:
  /// the board shows it until anything else happens (see ``BoardPresentation/refusal``).
  var shownRefusal: (section: Section, reason: String, over: String, byMarks: String?)?
  /// What a race's row said as the last refusal took it, while any of it is left to keep out
  /// (``RefusedRaceRow``).
  var refusedRaceRow: RefusedRaceRow?
  /// The last intent's refusal in the words of a board that marks the cards and numbers none,
  /// where they differ (``BoardPresentation/refusalByMarks``).
  @ObservationIgnored var refusalByMarks: String?
  /// The last intent's refusal in the words a board says it in, where they differ from the
  /// result's (a board marks the hinted cards and numbers none).
  @ObservationIgnored var refusalOnBoard: String?
  /// Changes the player can still take back, oldest first (see ``UndoOffer``); at most
  /// ``undoLimit``, the oldest going first.
  public private(set) var undoOffers: [UndoOffer] = []
  /// How many changes stay undoable at once when a front end never lets them go.
  public static let undoLimit = 10
  /// The id of the latest undo offer, so ids never repeat.
  @ObservationIgnored private var lastUndoOfferID = 0

  @ObservationIgnored let timeSource: TimeSource
  @ObservationIgnored var seeds: SeededGenerator
  @ObservationIgnored private var autosave: Autosave
  /// The files of the games in progress and the statistics, and whether they may be written.
  @ObservationIgnored private let storage: AppStorage
  /// The top-level fields of `state.json` this version does not know, written back as read.
  @ObservationIgnored private var unknownStateFields: [String: JSONValue] = [:]

  /// Whether another memorize holds the data folder, so this one plays but saves nothing (see
  /// ``WriterLock``); the header says so all along.
  public var isSavingElsewhere: Bool { storage.isSavingElsewhere }

  /// Loads themes, statistics and the games in progress from `locations`.
  ///
  /// - Parameters:
  ///   - locations: where the themes, the games in progress and the statistics are kept.
  ///   - timeSource: the clock every game and the autosave read; tests advance it by hand.
  ///   - seed: where the seeds of new deals come from; the same seed deals the same games.
  ///   - now: the wall-clock time, used only to name a corrupt file kept aside.
  ///   - autosaveDelay: seconds from the first unsaved change to the write.
  ///   - locksDataFolder: whether to be the data folder's one writer (the front ends do; tests
  ///     that open one folder twice do not). When another program already is, this one loads
  ///     its last save and plays, saving nothing, and a notice names the other one's pid.
  public init(
    locations: StorageLocations, timeSource: TimeSource, seed: UInt64, now: Date = Date(),
    autosaveDelay: Double = 1, locksDataFolder: Bool = false
  ) {
    self.timeSource = timeSource
    seeds = SeededGenerator(seed: seed)
    autosave = Autosave(delay: autosaveDelay)
    themes = ThemeStore(file: JSONFile(url: locations.themesFile), now: now)
    var notices: [String] = []
    storage = AppStorage(
      locations: locations, locksDataFolder: locksDataFolder, notices: &notices)
    let savedStatistics = storage.loadStatistics(now: now, notices: &notices)
    statistics = savedStatistics.map(Statistics.init) ?? Statistics()
    let savedApp = storage.loadState(now: now, notices: &notices)
    if storage.isSavingElsewhere { themes.forbidSaving() }

    if let savedApp {
      unknownStateFields = savedApp.unknownFields
      section = savedApp.section
      reducesMotion = savedApp.reducesMotion
      matchismo = PlayingCardGame(
        restoring: savedApp.matchismo, timeSource: timeSource, statistics: statistics)
      set = SetCardGame(restoring: savedApp.set, timeSource: timeSource, statistics: statistics)
      setRace = savedApp.setRace.map {
        SetRaceTable(restoring: $0, timeSource: timeSource, statistics: statistics)
      }
      if let savedMemorize = savedApp.memorize {
        memorize = EmojiMemoryGame(
          restoring: savedMemorize, timeSource: timeSource, statistics: statistics,
          availableThemes: { [themes] in themes.themes })
        isShowingMemorizeGame = savedApp.isShowingMemorizeGame
      }
    } else {
      matchismo = PlayingCardGame(
        seed: seeds.next(), timeSource: timeSource, statistics: statistics)
      set = SetCardGame(seed: seeds.next(), timeSource: timeSource, statistics: statistics)
    }
    noticeBoard = NoticeBoard(notices)
    connectAutosave()
    updateClocks()
  }

  /// Whether the Memorize game is on screen: its section, not suspended, and either side by side
  /// with the chooser or on top of the stack.
  public var isMemorizeGameOnScreen: Bool {
    !isSuspended && section == .memorize && memorize != nil
      && (isSideBySide || isShowingMemorizeGame)
  }

  /// Whether the theme chooser is on screen.
  public var isChooserOnScreen: Bool {
    section == .memorize && (isSideBySide || !isShowingMemorizeGame || memorize == nil)
  }

  /// When, on the time source, the front end must next wake: a clock's display changes or a save is
  /// due. `nil` means nothing is counting and nothing is pending: sleep until input.
  public var nextWakeup: Double? {
    var candidates: [Double] = []
    if let deadline = autosave.deadline { candidates.append(deadline) }
    if isMemorizeGameOnScreen, let next = memorize?.nextDisplayChange() { candidates.append(next) }
    switch section {
    case .matchismo: matchismo.nextDisplayChange().map { candidates.append($0) }
    case .set:
      if let setRace {
        setRace.nextDisplayChange().map { candidates.append($0) }
      } else {
        set.nextDisplayChange().map { candidates.append($0) }
      }
    case .memorize, .statistics: break
    }
    return candidates.min()
  }

  /// When, on the time source, the changes not yet written are due to be saved; `nil` when
  /// everything is saved. A line-oriented front end, which has no clock on screen, wakes only for
  /// this.
  public var saveDeadline: Double? { autosave.deadline }

  /// When a front end that shows no clock (the plain mode) must next wake: a save is due, a game
  /// clock runs and is to be read again within ``SteadyTime/readingInterval`` — a longer silence
  /// would count as a jump of the clock (see ``SteadyTime``) — or a Set race's next event comes
  /// (a computer moves, a call runs out). `nil`: sleep until input.
  public var quietWakeup: Double? {
    // A race's computers call and its calls run out while nobody types: each is said as it comes.
    let raceEvent = setRace?.nextDisplayChange()
    let isClockRunning =
      (memorize?.isClockRunning ?? false) || matchismo.nextDisplayChange() != nil
      || set.nextDisplayChange() != nil || raceEvent != nil
    let reading = isClockRunning ? timeSource.now + SteadyTime.readingInterval : nil
    return [autosave.deadline, reading, raceEvent].compactMap { $0 }.min()
  }

  // MARK: - Intents

  /// Shows `newSection`; only the game on screen keeps its clock running.
  public func select(_ newSection: Section) {
    section = newSection
    updateClocks()
    noteChange()
  }

  /// The next section, as Tab moves.
  public func selectNextSection() { select(section.next) }
  /// The previous section, as Shift-Tab moves.
  public func selectPreviousSection() { select(section.previous) }

  /// Plays the theme with `id`, keeping the game in progress (the lecture's chooser): the game's
  /// own theme returns to it; another theme restyles it in place; a finished game, or none, gets a
  /// new deal. A theme with too few emoji for the pairs in play changes nothing and asks first
  /// (``pendingThemeDeal``). Returns what happened, or `nil` when no theme has that id.
  @discardableResult
  public func openTheme(id: String) -> ThemeChoice? {
    guard let theme = themes.theme(withID: id) else { return nil }
    pendingThemeDeal = nil
    let choice: ThemeChoice
    if let memorize, memorize.theme.id == theme.id {
      memorize.setTheme(theme)
      choice = .resumed
    } else if let memorize, !memorize.isOver {
      guard memorize.restyle(with: theme) else {
        pendingThemeDeal = PendingThemeDeal(theme: theme, pairsInPlay: memorize.cards.count / 2)
        noteChange()
        return .needsConfirmation
      }
      announce(Phrases.nowPlaying(theme: theme.localizedName))
      choice = .restyled
    } else {
      let hadGame = memorize != nil
      startMemorize(theme: theme, seed: seeds.next())
      memorize?.setTheme(theme)
      announce(Phrases.newGame(theme: theme.localizedName))
      choice = hadGame ? .dealtAnew : .started
    }
    isShowingMemorizeGame = true
    section = .memorize
    updateClocks()
    noteChange()
    return choice
  }

  /// Deals a new game on the theme with `id` whatever is in progress: the player asked for it
  /// (`n` or New Game on a theme in the chooser, or yes to ``pendingThemeDeal``).
  public func dealNewGame(themeID id: String) {
    guard let theme = themes.theme(withID: id) else { return }
    pendingThemeDeal = nil
    startMemorize(theme: theme, seed: seeds.next())
    memorize?.setTheme(theme)
    announce(Phrases.newGame(theme: theme.localizedName))
    isShowingMemorizeGame = true
    section = .memorize
    updateClocks()
    noteChange()
  }

  /// Adds a theme named `name` to the list and returns it, or says why not (the list is full) and
  /// returns `nil`: every face's "New theme" comes here.
  @discardableResult
  public func addTheme(named name: String) -> Theme? {
    guard let theme = themes.addTheme(named: name) else {
      announce(ThemeEditProblem.tooManyThemes(limit: ThemeStore.maximumThemeCount).description)
      return nil
    }
    return theme
  }

  /// Answers ``pendingThemeDeal``: yes deals the new game on that theme, no keeps playing.
  public func answerPendingThemeDeal(dealNewGame: Bool) {
    guard let pending = pendingThemeDeal else { return }
    pendingThemeDeal = nil
    if dealNewGame {
      self.dealNewGame(themeID: pending.themeID)
    } else {
      noteChange()
    }
  }

  func announce(_ text: String) {
    announcement = Announcement(serial: (announcement?.serial ?? 0) + 1, text: text)
  }

  /// Keeps the game in progress and swaps in the emoji of the theme with `id`.
  ///
  /// The game's own theme keeps the emoji on the cards while the theme still holds them all:
  /// unchanged, it says the game already plays in it; edited (a new name or colour), the game
  /// takes the edit and says it now plays in it. Only emoji the theme no longer holds make the
  /// game take the theme's emoji anew.
  @discardableResult
  public func restyle(withThemeID id: String) -> Bool {
    guard let theme = themes.theme(withID: id), let memorize else { return false }
    if memorize.theme.id == theme.id,
      memorize.cards.allSatisfy({ theme.emoji.contains($0.content) })
    {
      // What the game shows of its theme: its name and colour (its emoji stay).
      let isUnchanged =
        memorize.theme.localizedName == theme.localizedName && memorize.theme.color == theme.color
      memorize.setTheme(theme)
      announce(
        isUnchanged
          ? Phrases.alreadyPlaying(theme: theme.localizedName)
          : Phrases.nowPlaying(theme: theme.localizedName))
      return true
    }
    guard memorize.restyle(with: theme) else { return false }
    announce(Phrases.nowPlaying(theme: theme.localizedName))
    return true
  }

  /// Starts a new Memorize game straight away (the command line's `--theme`, `--pairs`, `--seed`).
  ///
  /// `players` seats one to four people or computer players; by default, the same table as the
  /// game before (a fresh tally), or one player.
  public func startMemorize(
    theme: Theme, pairs: Int? = nil, seed: UInt64? = nil, timeBonus: Bool? = nil,
    players: [Player]? = nil
  ) {
    let table =
      players ?? memorize?.players.map { Player(name: $0.name, computerLevel: $0.computerLevel) }
      ?? [Player(name: Phrases.defaultPlayerName)]
    // `pairs` is this game's alone: the game keeps the theme as stored, and its next deal
    // takes the theme's own count.
    let game = EmojiMemoryGame(
      theme: theme, seed: seed ?? seeds.next(), pairs: pairs,
      timeBonus: timeBonus ?? memorize?.isTimeBonusEnabled ?? false, players: table,
      timeSource: timeSource, statistics: statistics,
      availableThemes: { [themes] in themes.themes })
    memorize = game
    if let pairs, game.cards.count / 2 < pairs {
      // Never a silent clamp: say how many pairs the theme could deal.
      announce(
        Phrases.pairsClamped(
          theme: theme.localizedName, requested: pairs, dealt: game.cards.count / 2))
    }
    isShowingMemorizeGame = true
    connectAutosave()
    updateClocks()
    noteChange()
  }

  /// Starts a new Matchismo game with `seed`, for `players` taking turns (one to four people;
  /// by default one).
  public func startMatchismo(seed: UInt64? = nil, players: [Player]? = nil) {
    matchismo = PlayingCardGame(
      seed: seed ?? seeds.next(),
      players: players ?? [Player(name: Phrases.defaultPlayerName)], timeSource: timeSource,
      statistics: statistics)
    connectAutosave()
    updateClocks()
    noteChange()
  }

  /// Starts a new Set game with `seed`.
  public func startSet(seed: UInt64? = nil) {
    set = SetCardGame(seed: seed ?? seeds.next(), timeSource: timeSource, statistics: statistics)
    connectAutosave()
    updateClocks()
    noteChange()
  }

  /// Shows the game in progress (stacked layout) without touching its theme.
  public func showGame() {
    guard memorize != nil else { return }
    isShowingMemorizeGame = true
    section = .memorize
    updateClocks()
    noteChange()
  }

  /// Deals a new Memorize game on a random theme, and keeps picking at random on each new game
  /// until the player picks a theme again (the assignment's "new game").
  public func startOnRandomTheme() {
    guard let game = memorize else {
      let playable = themes.themes.filter(\.isValid)
      if let theme = playable.randomElement(using: &seeds) { startMemorize(theme: theme) }
      memorize?.unpinTheme()
      return
    }
    game.unpinTheme()
    game.newGame()
    showGame()
  }

  /// Goes back from the game to the theme chooser (stacked layout); the game stays alive.
  public func showChooser() {
    isShowingMemorizeGame = false
    updateClocks()
    noteChange()
  }

  /// The front end reports whether it shows chooser and game side by side.
  public func setSideBySide(_ sideBySide: Bool) {
    guard sideBySide != isSideBySide else { return }
    isSideBySide = sideBySide
    updateClocks()
  }

  /// Stops every clock (Ctrl-Z, a hidden window) and saves.
  public func suspend() {
    isSuspended = true
    updateClocks()
    saveNow()
  }

  /// Back from a suspension: the clocks of what is on screen run again.
  public func resume() {
    isSuspended = false
    updateClocks()
  }

  /// Saves if a save is due; the front end calls this when it wakes at `nextWakeup`.
  public func tick() {
    if isMemorizeGameOnScreen { memorize?.performDueComputerMove() }
    if section == .set, !isSuspended { setRace?.advance() }
    if autosave.isDue(at: timeSource.now) {
      saveNow()
    } else if isSavingElsewhere, timeSource.now >= lockRetryTime {
      // A tick comes with every frame of a motion: the lock is tried once a second at most.
      lockRetryTime = timeSource.now + 1
      // What was played while another memorize held the folder is kept now.
      if retakeLock() { saveNow() }
    }
  }

  /// When a tick may next try the lock another memorize holds.
  @ObservationIgnored private var lockRetryTime = -Double.infinity

  /// Takes the data folder's lock once the memorize that held it is gone (see
  /// ``AppStorage/retakeLock(notices:)``), and lets the themes be saved again.
  private func retakeLock() -> Bool {
    guard storage.retakeLock(notices: &noticeBoard) else { return false }
    themes.resumeSaving()
    return true
  }

  /// Turns reduced motion on or off; remembered across launches.
  public func setReducesMotion(_ reduces: Bool) {
    guard reduces != reducesMotion else { return }
    reducesMotion = reduces
    noteChange()
  }

  /// Writes everything now (quitting, suspending); whether it all reached the disk. While
  /// another memorize holds the data folder, each save first tries to take it again.
  ///
  /// A failure is never silent: its message stays in ``saveProblem`` and joins ``notices`` (again
  /// if the player dismissed it), and the next change tries again; a later success takes the
  /// notice back, as it is no longer true.
  @discardableResult
  public func saveNow() -> Bool {
    autosave.didSave()
    if isSavingElsewhere { _ = retakeLock() }
    return storage.save(savedApp, SavedStatistics(statistics), notices: &noticeBoard)
  }

  /// Says once, among the ``notices``, that the cards show letters for their emoji: a front end
  /// whose terminal cannot show emoji (its charset is not UTF-8) calls this when it starts.
  public func noteEmojiShownAsLetters() {
    showsEmojiAsLetters = true
    memorize?.namesCardsByLetter = true
    let notice = localized(
      "Cards show letters for emoji: the terminal's character set is not UTF-8.")
    noticeBoard.add(notice)
  }

  /// Says once, among the ``notices``, that the games speak English although Chinese was asked
  /// for: a terminal front end calls this when the locale's charset cannot show Chinese
  /// (``Language/shown(carryingChinese:)``), so the player learns why and how to get it.
  public func noteChineseNeedsUTF8() {
    noticeBoard.add(Phrases.chineseNeedsLocale)
  }

  /// Forgets the notices once the player has seen them.
  public func dismissNotices() {
    noticeBoard.dismissAll(themeProblem: themes.problem)
  }

  /// Puts away the refusal on the board: a face that says something newer on its one line of
  /// answers (why a key did nothing, "There is nothing to undo.") shows one answer at a time,
  /// the newest.
  public func putAwayRefusal() {
    shownRefusal = nil
  }

  /// Forgets one notice once the player has seen it, for a face with room for one at a time: it
  /// shows the first of ``notices`` and dismisses that one, so every notice is seen in turn.
  ///
  /// - Parameter notice: one of ``notices``; any other text changes nothing.
  public func dismissNotice(_ notice: String) {
    noticeBoard.dismiss(notice, themeProblem: themes.problem)
  }

  /// What the state file holds.
  public var savedApp: SavedApp {
    SavedApp(
      section: section, isShowingMemorizeGame: isShowingMemorizeGame, memorize: memorize?.saved,
      matchismo: matchismo.saved, set: set.saved, setRace: setRace?.saved,
      reducesMotion: reducesMotion,
      unknownFields: unknownStateFields)
  }

  /// The offer left the screen without being taken: the change is final.
  public func dismissUndo(_ id: UndoOffer.ID) {
    undoOffers.removeAll { $0.id == id }
  }

  // MARK: - Undo

  func offerUndo(_ message: String, _ change: UndoOffer.Change) {
    let offer = UndoOffer(
      id: (undoOffers.last?.id ?? lastUndoOfferID) + 1, message: message, change: change)
    lastUndoOfferID = offer.id
    undoOffers.append(offer)
    if undoOffers.count > Self.undoLimit {
      undoOffers.removeFirst(undoOffers.count - Self.undoLimit)
    }
  }

  func takeUndoOffer(_ id: UndoOffer.ID) -> UndoOffer? {
    guard let index = undoOffers.firstIndex(where: { $0.id == id }) else { return nil }
    return undoOffers.remove(at: index)
  }

  /// Puts back a Memorize game exactly as it was saved, on screen.
  func restoreMemorize(_ saved: SavedMemorizeGame) {
    memorize = EmojiMemoryGame(
      restoring: saved, timeSource: timeSource, statistics: statistics,
      availableThemes: { [themes] in themes.themes })
    isShowingMemorizeGame = true
    show(restoredIn: .memorize)
  }

  /// Puts back a Matchismo game exactly as it was saved.
  func restoreMatchismo(_ saved: SavedMatchismoGame) {
    matchismo = PlayingCardGame(restoring: saved, timeSource: timeSource, statistics: statistics)
    show(restoredIn: .matchismo)
  }

  /// Puts back a Set game exactly as it was saved.
  func restoreSet(_ saved: SavedSetGame) {
    set = SetCardGame(restoring: saved, timeSource: timeSource, statistics: statistics)
    show(restoredIn: .set)
  }

  /// Puts back a Set race exactly as it was saved, its seats and scores with it.
  func restoreRace(_ saved: SavedSetRace) {
    setRace = SetRaceTable(restoring: saved, timeSource: timeSource, statistics: statistics)
    show(restoredIn: .set)
  }

  /// Shows the section whose game was just put back and saves it like any change.
  private func show(restoredIn restored: Section) {
    section = restored
    connectAutosave()
    updateClocks()
    noteChange()
  }

  // MARK: - Private

  func noteChange() {
    autosave.noteChange(at: timeSource.now)
  }

  func connectAutosave() {
    memorize?.onChange = { [weak self] in self?.noteChange() }
    matchismo.onChange = { [weak self] in self?.noteChange() }
    set.onChange = { [weak self] in self?.noteChange() }
    setRace?.onChange = { [weak self] in self?.noteChange() }
  }

  func updateClocks() {
    memorize?.setOnScreen(isMemorizeGameOnScreen)
    matchismo.setOnScreen(!isSuspended && section == .matchismo)
    set.setOnScreen(!isSuspended && section == .set && setRace == nil)
    setRace?.setOnScreen(!isSuspended && section == .set)
  }
}

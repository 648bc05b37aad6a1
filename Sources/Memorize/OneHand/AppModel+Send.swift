import CardGames

extension AppModel {
  /// Acts on `intent` — the one door every face uses — and says what became of it.
  ///
  /// The policies live here, once: a new game over a game in progress and a deleted theme are
  /// offered back with Undo (``undoOffers``); a theme too small for the game in play asks first
  /// (``pendingThemeDeal``); an intent that cannot act says why in the player's language, so no
  /// key, button or command does nothing silently.
  @discardableResult
  public func send(_ intent: Intent) -> IntentResult {
    endingRound { sendInRound(intent) }
  }

  /// Does `change` and begins a new ``announcementRound`` when it showed another section, or
  /// took away the ending of the section on screen (a new game over one that had ended).
  func endingRound<Result>(_ change: () -> Result) -> Result {
    let shown = section
    let hadEnding = hasEnding(in: shown)
    let result = change()
    if section != shown || (hadEnding && !hasEnding(in: section)) {
      announcementRound += 1
    }
    return result
  }

  /// Whether the board of `section` shows an ending, as ``board(of:)`` would say it, from the
  /// games themselves: every intent asks it twice, and building two boards for it (every card's
  /// presentation and the status) was work on each key press.
  private func hasEnding(in section: Section) -> Bool {
    switch section {
    case .memorize: memorize?.ending != nil
    case .matchismo: matchismo.ending != nil
    case .set: setRace.map { $0.race.result != nil } ?? (set.ending != nil)
    case .statistics: false
    }
  }

  private func sendInRound(_ intent: Intent) -> IntentResult {
    refusalByMarks = nil
    let result = perform(intent)
    // Why not stays on the board until the next intent, or until the board changes.
    shownRefusal = nil
    if case .refused(let reason) = result {
      // With no board to show it on (the chooser before the first game), the line of
      // announcements says it; over an ending too: the ending's line stays what the board says
      // (Space on a matched Matchismo card after the game ended put "Already matched." there).
      // A race says it on its own row, beside its ending.
      if let board = board(of: section), board.ending == nil || board.race != nil {
        shownRefusal = (section, reason, board.refusalContext, refusalByMarks)
        if section == .set {
          refusedRaceRow = RefusedRaceRow(boardWithoutRefusal(of: section, held: []))
        }
      } else {
        announce(reason)
        // Set's line under the table keeps the last verdict over its ending, not the ending
        // itself: a face that draws that line says the refusal there, where it says one in play
        // (d after the end was said over the full screen's tabs); a face that hides the line
        // under the ending has the announcement.
        if section == .set, let board = board(of: section), board.ending != nil {
          shownRefusal = (section, reason, board.refusalContext, refusalByMarks)
        }
      }
    }
    return result
  }

  /// The refusal of `intent`, one game's own, in the section on screen: which game has it
  /// (``Phrases/onlyInItsGame(_:in:)``, as a shared table says it), or in Statistics that there
  /// is no such action.
  private func notInSection(_ intent: Intent) -> IntentResult {
    .refused(Phrases.onlyInItsGame(intent, in: section) ?? Phrases.notInThisGame)
  }

  private func perform(_ intent: Intent) -> IntentResult {
    if let raced = sendToRace(intent) { return raced }
    // What the intent announces, if it announces anything: never an older announcement.
    let before = announcement?.serial ?? 0
    func announced() -> [String] {
      announcement.flatMap { $0.serial > before ? [$0.text] : nil } ?? []
    }
    switch intent {
    case .select(let section):
      select(section)
      return .done(report: [])
    case .choose(let id):
      return choose(cardID: id)
    case .newGame:
      return dealNewGameInSection()
    case .hint:
      return askForHint()
    case .shuffle:
      guard section == .memorize else { return notInSection(intent) }
      guard let memorize else { return .refused(Phrases.noGameYet) }
      guard !memorize.isOver else { return .refused(Phrases.gameIsOverNothingToShuffle) }
      memorize.shuffle()
      return .done(report: [])
    case .dealThreeMore:
      guard section == .set else { return notInSection(intent) }
      guard set.canDealMore else { return .refused(Phrases.deckIsEmpty) }
      set.dealThreeMore()
      return .done(report: [
        Phrases.Plain.dealt(inPlay: set.cardsInPlay.count, inDeck: set.deckCount)
      ])
    case .setMatchCount(let count):
      guard section == .matchismo else { return notInSection(intent) }
      guard CardMatchingGame.supportedMatchCounts.contains(count) else {
        return .refused(Phrases.Plain.modeMustBe2Or3)
      }
      guard matchismo.setMatchCount(count) else { return .refused(Phrases.matchCountLocked) }
      return .done(report: [Phrases.Plain.matching(count)])
    case .showHistory(let position):
      guard section == .matchismo else { return notInSection(intent) }
      matchismo.scrub(to: position)
      return .done(report: [])
    case .playTheme(let id):
      return playTheme(id: id)
    case .dealTheme(let id):
      guard themes.theme(withID: id) != nil else { return .refused(Phrases.noSuchTheme) }
      offeringBackMemorize { dealNewGame(themeID: id) }
      return .done(report: saidAsDealt(announced()))
    case .restyle(let id):
      guard themes.theme(withID: id) != nil else { return .refused(Phrases.noSuchTheme) }
      guard memorize != nil else { return .refused(Phrases.noGameYet) }
      guard restyle(withThemeID: id) else { return playTheme(id: id) }
      return .done(report: announced())
    case .answerThemeDeal(let dealsAnew):
      guard pendingThemeDeal != nil else { return .refused(Phrases.nothingToAnswer) }
      // The player was asked and said yes: nothing more is offered back.
      answerPendingThemeDeal(dealNewGame: dealsAnew)
      guard dealsAnew else {
        // No: the game in progress goes on, and is said to (a face that prints lines said
        // nothing at all).
        return .done(
          report: memorize.map { [Phrases.Plain.stillPlaying(theme: $0.theme.localizedName)] } ?? []
        )
      }
      return .done(report: saidAsDealt(announced()))
    case .randomTheme:
      offeringBackMemorize { startOnRandomTheme() }
      return .done(report: saidAsDealt(announced()))
    case .showChooser:
      showChooser()
      return .done(report: [])
    case .showGame:
      guard memorize != nil else { return .refused(Phrases.noGameYet) }
      showGame()
      return .done(report: [])
    case .addTheme(let name):
      guard addTheme(named: name) != nil else {
        return .refused(
          ThemeEditProblem.tooManyThemes(limit: ThemeStore.maximumThemeCount).description)
      }
      return .done(report: [])
    case .editTheme(let id, let edit):
      return editTheme(id: id, edit)
    case .deleteTheme(let id):
      let problems = deleteTheme(id: id)
      return problems.isEmpty
        ? .done(report: undoOffers.last.map { [$0.message] } ?? []) : .problems(problems)
    case .restoreBuiltInThemes:
      restoreBuiltInThemes()
      return .done(report: announced())
    case .undo(let offer):
      guard let id = offer ?? undoOffers.last?.id, undoOffers.contains(where: { $0.id == id })
      else { return .refused(Phrases.nothingToUndo) }
      let problems = undo(id)
      return problems.isEmpty ? .done(report: [Phrases.undone]) : .problems(problems)
    case .dismissUndo(let offer):
      dismissUndo(offer)
      return .done(report: [])
    case .startPlayers(let draft):
      return startPlayers(draft)
    case .setReducesMotion(let wanted):
      let reduces = wanted ?? !reducesMotion
      setReducesMotion(reduces)
      let said = reduces ? Phrases.reducedMotionOn : Phrases.reducedMotionOff
      announce(said)
      return .done(report: [said])
    case .dismissNotices:
      dismissNotices()
      return .done(report: [])
    case .callSet, .askForMoreCards:
      // A race's keys pressed at Set alone (or in another game): say what they are for.
      switch section {
      case .set: return .refused(Phrases.callsAreForARace)
      case .statistics: return .refused(Phrases.notInThisGame)
      case .memorize, .matchismo: return .refused(Phrases.callsAreForASetRace)
      }
    case .playComputerTurnsNow:
      guard section == .memorize, let memorize else { return .done(report: []) }
      return .done(report: computerTurnsNow(memorize))
    case .putAwayMadeSet:
      // Once the game is over the ending is what is said, not the cards left.
      guard section == .set, !set.isOver else { return .done(report: []) }
      let countBefore = set.cardsInPlay.count
      set.putAwayMadeSetNow()
      return .done(report: setCardsMovedUp(since: countBefore))
    }
  }

  // MARK: - Cards

  private func choose(cardID id: Int) -> IntentResult {
    switch section {
    case .memorize:
      guard let memorize, let position = memorize.cards.firstIndex(where: { $0.id == id })
      else { return .refused(Phrases.noSuchCard) }
      let card = memorize.cards[position]
      if let refusal = memorize.refusal(choosing: card) {
        return .refused(Phrases.refusal(refusal))
      }
      let playerBefore = memorize.currentPlayerIndex
      var report = describe(memorize.choose(card), in: memorize)
      // A person's turn is said as it starts; a computer's by the moves that play it
      // (``Intent/playComputerTurnsNow``), or by the board where cards turn.
      if memorize.players.count > 1 && !memorize.isOver && !memorize.isComputerToMove
        && memorize.currentPlayerIndex != playerBefore
      {
        report.append(turnLine(memorize))
      }
      report += memorizeEnding(memorize)
      return .done(report: report)
    case .matchismo:
      guard let index = matchismo.cards.firstIndex(where: { $0.id == id }) else {
        return .refused(Phrases.noSuchCard)
      }
      if let refusal = matchismo.refusal(choosingAt: index) {
        return .refused(Phrases.refusal(refusal))
      }
      matchismo.choose(at: index)
      let title = PlayingCardGame.title(of: matchismo.cards[index])
      var report: [String] = []
      switch matchismo.lastOutcome {
      case .chose?, .matched?, .mismatched?:
        report.append(Phrases.cardLine(position: index + 1, face: title))
      case .unchose?, nil: break
      }
      // A card chosen alone is described by its card line already: its title is not said
      // twice, only what turning it cost.
      if case .chose(let cards)? = matchismo.lastOutcome, cards.count == 1,
        matchismo.players.count == 1
      {
        if let cost = matchismo.turnCost { report.append(cost) }
      } else if matchismo.outcomeText != title {
        report.append(matchismo.outcomeText)
      }
      report += matchismo.ending?.plainLines ?? []
      return .done(report: report)
    case .set:
      guard let index = set.cardsInPlay.firstIndex(where: { $0.id == id }) else {
        return .refused(Phrases.noSuchCard)
      }
      if set.isOver { return .refused(Phrases.gameIsOver) }
      let card = set.cardsInPlay[index]
      let countBefore = set.cardsInPlay.count
      set.choose(card)
      var report = [Phrases.cardLine(position: index + 1, face: Phrases.words(for: card))]
      if let verdict = set.moveVerdict { report.append(verdict) }
      report += setCardsMovedUp(since: countBefore)
      report += set.ending?.plainLines ?? []
      return .done(report: report)
    case .statistics:
      return .refused(Phrases.notInThisGame)
    }
  }

  /// Which card a choice turned up, whether it matched, and why the score changed.
  private func describe(_ outcome: MemoryGame<String>.Outcome, in memorize: EmojiMemoryGame)
    -> [String]
  {
    var report: [String] = []
    if let id = outcome.chosenCardID,
      let position = memorize.cards.firstIndex(where: { $0.id == id })
    {
      let card = memorize.cards[position]
      let face = showsEmojiAsLetters ? memorize.textStandIn(for: card) : card.content
      report.append(Phrases.cardLine(position: position + 1, face: face))
    }
    if let verdict = Phrases.verdict(of: outcome) {
      // The board line's verdict: at a table of several it says whose pair it was ("Ana:
      // Match!").
      report.append(memorize.lastVerdict ?? verdict)
    }
    // Said as the board line says it, naming the cards a mismatch cost points for.
    let reason =
      memorize.lastChoice.flatMap { $0.outcome == outcome ? memorize.scoreReason(of: $0) : nil }
      ?? Phrases.scoreReason(of: outcome, scoring: memorize.scoring)
    if let reason { report.append(reason) }
    return report
  }

  func turnLine(_ memorize: EmojiMemoryGame) -> String {
    let player =
      memorize.players.indices.contains(memorize.currentPlayerIndex)
      ? memorize.players[memorize.currentPlayerIndex] : Player(name: "")
    return Phrases.turn(of: player)
  }

  private func memorizeEnding(_ memorize: EmojiMemoryGame) -> [String] {
    // The ending's first line names the winner already ("Game over! Ana wins. Time: 0:38").
    memorize.ending?.plainLines ?? []
  }

  /// Every computer move due, at once, each said as it happens: whose turn it is as each
  /// computer's turn starts, then whose turn it is once a person is to move.
  private func computerTurnsNow(_ memorize: EmojiMemoryGame) -> [String] {
    var report: [String] = []
    var moves = 0
    // A computer move always turns a card; a game has at most a few hundred.
    while memorize.isComputerToMove && moves < 10_000 {
      if moves == 0 || choice(endsTurn: memorize) { report.append(turnLine(memorize)) }
      memorize.performComputerMoveNow()
      moves += 1
      if let choice = memorize.lastChoice { report += describe(choice.outcome, in: memorize) }
    }
    if moves > 0 && !memorize.isOver && memorize.players.count > 1 {
      report.append(turnLine(memorize))
    }
    report += moves > 0 ? memorizeEnding(memorize) : []
    return report
  }

  private func choice(endsTurn memorize: EmojiMemoryGame) -> Bool {
    memorize.lastChoice.map(\.endsTurn) ?? false
  }

  // MARK: - Games

  private func dealNewGameInSection() -> IntentResult {
    switch section {
    case .memorize:
      guard memorize != nil else {
        return playTheme(id: defaultThemeID)
      }
      newGameInSection()
      return .done(report: saidAsDealt([]))
    case .matchismo:
      newGameInSection()
      return .done(report: [Phrases.Plain.newDeal(cards: matchismo.cards.count)])
    case .set:
      newGameInSection()
      return .done(report: [Phrases.Plain.newSetGame(inPlay: set.cardsInPlay.count)])
    case .statistics:
      return .refused(Phrases.notInThisGame)
    }
  }

  private func askForHint() -> IntentResult {
    switch section {
    case .memorize:
      guard let memorize else { return .refused(Phrases.noGameYet) }
      if let refusal = memorize.hintRefusal { return .refused(refusal) }
      func hinted() -> [Int] {
        memorize.cards.indices.filter { memorize.hintedCardIDs.contains(memorize.cards[$0].id) }
          .map { $0 + 1 }
      }
      // Asked again while the hint shows: said, not silently ignored.
      if !memorize.hintedCardIDs.isEmpty {
        // A board that marks the cards and numbers none points at the marks.
        refusalByMarks = Phrases.hintAlreadyShowsMarked
        return .refused(Phrases.hintAlreadyShows(cards: hinted()))
      }
      memorize.hint()
      // What it cost is said where it is paid, as the full screen's line says it.
      return .done(
        report: [Phrases.verdict(Phrases.Plain.tryCards(hinted()), because: Phrases.hintCost)])
    case .set:
      let shown = set.cardsInPlay.indices.filter { set.isHinted(set.cardsInPlay[$0]) }
      if !shown.isEmpty {
        refusalByMarks = Phrases.hintAlreadyShowsMarked
        return .refused(Phrases.hintAlreadyShows(cards: shown.map { $0 + 1 }))
      }
      let countBefore = set.cardsInPlay.count
      set.hint()
      let moved = setCardsMovedUp(since: countBefore)
      let hinted = set.cardsInPlay.indices.filter { set.isHinted(set.cardsInPlay[$0]) }
      if !hinted.isEmpty {
        return .done(report: moved + [Phrases.Plain.tryCards(hinted.map { $0 + 1 })])
      }
      // No set in play, or the game is over: the hint's answer, which the game's line says too.
      return .done(report: [set.verdict ?? Phrases.noSetInPlay])
    case .matchismo:
      return .refused(Phrases.matchismoHasNoHints)
    case .statistics:
      return .refused(Phrases.notInThisGame)
    }
  }

  /// With the deck empty, a set made leaves the table at the next choice (or hint) and the
  /// cards after it move up: a face that lists cards by number is shown them again, or the
  /// numbers the player read would name other cards. Nothing when as many cards as
  /// `countBefore` are still in play.
  private func setCardsMovedUp(since countBefore: Int) -> [String] {
    guard set.cardsInPlay.count < countBefore, let board = board(of: .set) else { return [] }
    return [Phrases.Plain.cardsMovedUp]
      + board.cards.enumerated().map { position, shown in
        Phrases.cardLine(position: position + 1, face: shown.text)
      }
  }

  // MARK: - Themes and players

  private func playTheme(id: String) -> IntentResult {
    guard let theme = themes.theme(withID: id) else { return .refused(Phrases.noSuchTheme) }
    switch openTheme(id: id) {
    case .resumed:
      return .done(report: [Phrases.Plain.stillPlaying(theme: theme.localizedName)])
    case .needsConfirmation:
      let lines = pendingThemeDeal.map { [$0.question, $0.typedAnswerHint] } ?? []
      return .asks(report: lines)
    case .started, .dealtAnew:
      return .done(report: saidAsDealt(announcement.map { [$0.text] } ?? []))
    case .restyled, nil:
      return .done(report: announcement.map { [$0.text] } ?? [])
    }
  }

  /// A new Memorize game as a face that prints lines says it, in one form however it was dealt
  /// (`new`, `new NAME`, `random`, `theme NAME`, yes to a question): "New game: Sports, 16
  /// cards." first, then `announced` without the full screen's "New game in Sports.", which
  /// would say it twice.
  private func saidAsDealt(_ announced: [String]) -> [String] {
    guard let memorize else { return announced }
    let theme = memorize.theme.localizedName
    let shortForm = Phrases.newGame(theme: theme)
    return [Phrases.Plain.newMemorizeGame(theme: theme, cards: memorize.cards.count)]
      + announced.filter { $0 != shortForm }
  }

  private func editTheme(id: String, _ edit: ThemeEdit) -> IntentResult {
    guard themes.theme(withID: id) != nil else { return .problems([.unknownTheme(id: id)]) }
    let problems: [ThemeEditProblem] =
      switch edit {
      case .rename(let name):
        // A built-in theme's name as the editor shows it, translated, is no new name.
        if let theme = themes.theme(withID: id), name == theme.localizedName, name != theme.name {
          []
        } else {
          themes.rename(id: id, to: name)
        }
      case .addEmoji(let text): themes.addEmoji(text, to: id)
      case .removeEmoji(let symbol): themes.removeEmoji(symbol, from: id)
      case .restoreEmoji(let symbol): themes.restoreEmoji(symbol, to: id)
      case .setPairs(let count): themes.setPairs(.fixed(count), for: id)
      case .setColour(let text):
        if let colour = RGBAColor(hexString: text) {
          themes.setColor(colour, for: id)
        } else {
          [.colourFormat]
        }
      case .move(let index): themes.move(id: id, to: index)
      }
    guard problems.isEmpty else { return .problems(problems) }
    followEdit(ofThemeID: id)
    return .done(report: [])
  }

  /// An edit of the theme in play shows in the game at once, in every face: its name and colour,
  /// and any emoji it no longer holds swapped for ones it does (when it still has enough).
  private func followEdit(ofThemeID id: String) {
    guard let memorize, memorize.theme.id == id, let theme = themes.theme(withID: id) else {
      return
    }
    if memorize.cards.allSatisfy({ theme.emoji.contains($0.content) }) {
      memorize.setTheme(theme)
    } else {
      memorize.restyle(with: theme)
    }
  }

  private func startPlayers(_ draft: PlayersDraft) -> IntentResult {
    // Matchismo's players sit only at a shared table, and Statistics is no game: each says
    // where players sit, and deals nothing.
    switch playersSeating {
    case .sharedTableOnly(let why), .gameFirst(let why): return .refused(why)
    case .turns, .race: break
    }
    if let problem = draft.problem { return .refused(problem) }
    guard let players = draft.players else { return .refused(Phrases.noSuchTheme) }
    // Outside Set (which seats a race), a table plays Memorize.
    startMemorize(theme: defaultTheme, players: players)
    showGame()
    // The deal is said as a new game says it, with its cards (`players` dealt unsaid).
    var report =
      [
        Phrases.Plain.players(seats: players.map { ($0.name, $0.isComputer) })
      ] + saidAsDealt([])
    if let memorize, players.count > 1, !memorize.isComputerToMove {
      report.append(turnLine(memorize))
    }
    return .done(report: report)
  }
}

import CardGames

extension AppModel {
  // MARK: - Intents that can be taken back

  /// Deals a new game in the section on screen (New Game, Ctrl+N): Memorize on its theme, or on
  /// the first theme when none was played yet; Matchismo and Set afresh. A game in progress —
  /// moved in, not over — can be brought back exactly with the ``UndoOffer`` this adds.
  public func newGameInSection() {
    switch section {
    case .memorize:
      guard let game = memorize else {
        openTheme(id: defaultTheme.id)
        return
      }
      let previous = game.saved
      game.newGame()
      if previous.clock.hasStarted && !previous.clock.hasFinished {
        offerUndo(Phrases.newGameOverGameInProgress, .replacedMemorize(previous))
      }
    case .matchismo:
      let previous = matchismo.saved
      matchismo.redeal()
      if previous.clock.hasStarted && !previous.clock.hasFinished {
        offerUndo(Phrases.newGameOverGameInProgress, .replacedMatchismo(previous))
      }
    case .set:
      dealNewSetGame()
    case .statistics:
      break
    }
  }

  /// Deals a new game of Set alone; one in progress it replaced is offered back.
  func dealNewSetGame() {
    let previous = set.saved
    set.newGame()
    if previous.clock.hasStarted && !previous.clock.hasFinished {
      offerUndo(Phrases.newGameOverGameInProgress, .replacedSet(previous))
    }
  }

  /// Runs `deal`, which replaces the Memorize game (a new deal on another theme, on a random
  /// one, at a new table): a game in progress it replaced is offered back, as ``newGameInSection()``
  /// offers it, so no way of dealing throws a game away without Undo.
  func offeringBackMemorize(_ deal: () -> Void) {
    let previous = memorize.map(\.saved).flatMap {
      $0.clock.hasStarted && !$0.clock.hasFinished ? $0 : nil
    }
    deal()
    if let previous { offerUndo(Phrases.newGameOverGameInProgress, .replacedMemorize(previous)) }
  }

  /// Deletes a theme — a built-in too, or the one in play, whose game goes on with the cards it
  /// has — and offers to take it back. Returns why not when it cannot be deleted.
  @discardableResult
  public func deleteTheme(id: Theme.ID) -> [ThemeEditProblem] {
    switch themes.deleteKeepingUndo(id: id) {
    case .failure(let problem):
      return [problem]
    case .success(let deleted):
      let name = deleted.theme.localizedName
      let inPlay = memorize?.theme.id == id && memorize?.isOver == false
      offerUndo(
        inPlay ? Phrases.deletedThemeInPlay(theme: name) : Phrases.deletedTheme(theme: name),
        .deletedTheme(deleted))
      return []
    }
  }

  /// Brings back the built-in themes that were deleted, and says how many came back.
  public func restoreBuiltInThemes() {
    let restored = themes.restoreBuiltIns()
    announce(Phrases.restoredBuiltInThemes(restored.count))
  }

  /// Takes back the change of `offer`: the deleted theme returns to its place, the replaced game
  /// returns exactly as it was (clock, cards, players). Returns why not, when it cannot (a theme
  /// with its id is back already); an unknown or finished offer changes nothing.
  @discardableResult
  public func undo(_ id: UndoOffer.ID) -> [ThemeEditProblem] {
    guard let offer = takeUndoOffer(id) else { return [] }
    switch offer.change {
    case .deletedTheme(let deleted):
      return themes.undoDelete(deleted)
    case .replacedMemorize(let saved):
      restoreMemorize(saved)
    case .replacedMatchismo(let saved):
      restoreMatchismo(saved)
    case .replacedSet(let saved):
      restoreSet(saved)
    case .replacedRace(let saved):
      restoreRace(saved)
    }
    return []
  }
}

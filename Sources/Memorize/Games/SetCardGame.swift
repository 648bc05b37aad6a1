import CardGames
import Observation

/// The view model of Set: twelve cards and up, three to select, a deck to deal from, and a hint.
@Observable
public final class SetCardGame {
  private var model: SetGame
  private var clock = PlayClock()
  @ObservationIgnored private let timeSource: TimeSource
  @ObservationIgnored private let statistics: Statistics
  /// Called after every change worth saving.
  @ObservationIgnored public var onChange: (() -> Void)?

  /// The cards the last hint pointed at: they stay outlined through choices until a set is
  /// made or cards are dealt (the table changes).
  public private(set) var hintedCardIDs: [SetCard.ID] = []
  /// Whether the latest thing asked of the game was a hint that pointed at a set: the line
  /// says so until the next move.
  public private(set) var isHintLatest = false

  /// Why the last request was refused (Deal 3 more on an empty deck), shown with the verdict
  /// until the next move or deal.
  public private(set) var refusal: String?

  /// Says no refusal with the verdict: at a shared table a refusal is the refused player's
  /// alone, never the verdict every seat is shown.
  func forgetRefusal() { refusal = nil }

  /// Puts a set just made away now where the deck is empty, as the next choice would: the
  /// cards after it move up. Whether one was put away.
  @discardableResult
  func putAwayMadeSetNow() -> Bool {
    guard model.deckCount == 0, model.putAwayMatchedSetNow() else { return false }
    onChange?()
    return true
  }

  /// Deals a new game.
  public init(seed: UInt64, timeSource: TimeSource, statistics: Statistics) {
    model = SetGame(seed: seed)
    self.timeSource = timeSource
    self.statistics = statistics
  }

  /// Resumes a saved game exactly.
  public init(restoring saved: SavedSetGame, timeSource: TimeSource, statistics: Statistics) {
    model = saved.game
    clock = saved.clock
    self.timeSource = timeSource
    self.statistics = statistics
    // The hint comes back with its game while its three cards are still in play and a set.
    let hinted = (saved.hintedCardIDs ?? []).compactMap { id in
      saved.game.cardsInPlay.first { $0.id == id }
    }
    if hinted.count == SetGame.setSize, Set(hinted.map(\.id)).count == SetGame.setSize,
      SetCard.isSet(hinted[0], hinted[1], hinted[2]), saved.game.selectionState != .matched
    {
      hintedCardIDs = hinted.map(\.id)
    }
  }

  /// Everything needed to resume this game after a relaunch.
  public var saved: SavedSetGame {
    SavedSetGame(
      game: model, clock: clock.saved(at: timeSource.now),
      hintedCardIDs: hintedCardIDs.isEmpty ? nil : hintedCardIDs)
  }

  // MARK: - What views show

  /// The cards on the table, in layout order.
  public var cardsInPlay: [SetCard] { model.cardsInPlay }
  /// The points so far.
  public var score: Int { model.score }
  /// How many cards are still to be dealt.
  public var deckCount: Int { model.deckCount }
  /// "Deal 3 more" is disabled when the deck is empty.
  public var canDealMore: Bool { model.canDealMore }
  /// Whether the deck is empty and no set is left on the table.
  public var isOver: Bool { model.isOver }
  /// Seconds played in this game.
  public var elapsed: Double { clock.elapsed(at: timeSource.now) }
  /// The best finished Set score, if a game has been played to its end.
  public var bestScore: Int? { statistics.record(for: Statistics.Key(game: .set)).bestScore }
  /// Whether this game, once over, beat every earlier finished score (or was the first).
  public private(set) var endedWithNewBest = false
  /// The fastest clear of the deck so far, in seconds: solo games and races alike.
  public var bestTime: Double? { statistics.record(for: Statistics.Key(game: .set)).bestTime }
  /// Whether this game, once over, cleared the deck faster than every earlier game.
  public private(set) var endedWithNewBestTime = false

  /// The sets made so far: the cards gone from the deck and the table, by three, and a set
  /// just made that is still on the table.
  public var setsFound: Int {
    let gone = SetCard.allCards.count - model.deckCount - model.cardsInPlay.count
    return gone / 3 + (model.selectionState == .matched ? 1 : 0)
  }

  /// The seconds each set took on average so far; `nil` before the first.
  public var secondsPerSet: Double? {
    setsFound > 0 ? elapsed / Double(setsFound) : nil
  }

  /// When the displayed elapsed time next changes; `nil` while the clock is stopped.
  public func nextDisplayChange() -> Double? { clock.nextDisplayChange(at: timeSource.now) }
  /// Whether three cards are selected and they form a set, do not, or fewer are selected.
  public var selectionState: SetGame.SelectionState { model.selectionState }

  /// The verdict on the latest move with why the score changed: "Set! +3 for a set", "Not a
  /// set. −5 for three that are not a set", "−1 for putting a card back"; `nil` while fewer
  /// than three cards are selected and the latest move cost nothing.
  public var moveVerdict: String? {
    Phrases.setVerdict(
      after: model.history.last, state: model.selectionState, scoring: model.scoring)
  }

  /// ``moveVerdict`` in fewer words, fewest last, for a line short of room: “Not a set. −5”.
  public var shorterMoveVerdicts: [String] {
    Phrases.shorterSetVerdicts(
      after: model.history.last, state: model.selectionState, scoring: model.scoring)
  }

  /// How many times a card was chosen this game (the plain mode's flip count).
  public var choiceCount: Int { model.choiceCount }

  /// Whether `card` is selected.
  public func isSelected(_ card: SetCard) -> Bool { model.selectedCardIDs.contains(card.id) }
  /// Whether `card` is one of a set just made, still on the table until the next move.
  public func isInMadeSet(_ card: SetCard) -> Bool {
    model.selectionState == .matched && isSelected(card)
  }
  /// Whether `card` is part of the hint on screen.
  public func isHinted(_ card: SetCard) -> Bool { hintedCardIDs.contains(card.id) }

  // MARK: - Intents

  /// Selects or deselects `card`; three selected are judged at once.
  public func choose(_ card: SetCard) {
    guard !model.isOver else { return }
    if clock.noteMove(at: timeSource.now, isOver: false) {
      statistics.gameStarted(Statistics.Key(game: .set))
    }
    _ = model.choose(card)
    afterMove()
  }

  /// Replaces a selected set with three from the deck, or adds three more cards.
  public func dealThreeMore() {
    guard model.canDealMore else {
      // Never a button that does nothing and says nothing: the verdict line says why.
      refusal = Phrases.deckIsEmpty
      onChange?()
      return
    }
    _ = model.dealThreeMore()
    // Three more cards change the table: the hint may no longer be the one to look at.
    hintedCardIDs = []
    afterMove()
  }

  /// Points at three cards in play that form a set; when there is none, the verdict line says
  /// so (never a button that does nothing and says nothing).
  ///
  /// Once the deck is empty, a set just made is put away first: the next choice would close
  /// its gaps and move the cards the hint points at.
  public func hint() {
    // Over is over: the line says so, not the last set's verdict again.
    guard !model.isOver else {
      refusal = Phrases.gameIsOverNoHint
      onChange?()
      return
    }
    if model.deckCount == 0 && model.putAwayMatchedSetNow() { onChange?() }
    hintedCardIDs = model.hint ?? []
    isHintLatest = !hintedCardIDs.isEmpty
    if hintedCardIDs.isEmpty && !model.isOver {
      refusal = Phrases.noSetInPlay
    }
    onChange?()
  }

  /// Deals a new game.
  public func newGame() {
    model.newGame()
    isHintLatest = false
    endedWithNewBest = false
    endedWithNewBestTime = false
    hintedCardIDs = []
    refusal = nil
    clock.restart(at: timeSource.now)
    onChange?()
  }

  /// Tells the game whether it is on screen; its clock runs only while it is.
  public func setOnScreen(_ visible: Bool) {
    clock.setOnScreen(visible, at: timeSource.now, isOver: model.isOver)
  }

  private func afterMove() {
    isHintLatest = false
    let inPlay = Set(model.cardsInPlay.map(\.id))
    if model.selectionState == .matched || !hintedCardIDs.allSatisfy(inPlay.contains) {
      hintedCardIDs = []
    }
    refusal = nil
    if clock.noteFinished(at: timeSource.now, isOver: model.isOver) {
      let previousBest = bestScore
      let previousTime = bestTime
      statistics.gameFinished(Statistics.Key(game: .set), score: model.score, seconds: elapsed)
      endedWithNewBest = previousBest.map { model.score > $0 } ?? true
      endedWithNewBestTime = readsFaster(elapsed, than: previousTime)
    }
    onChange?()
  }
}

/// A Set game as saved between launches.
public struct SavedSetGame: Equatable, Sendable, Codable {
  /// The game with its deck and random stream.
  public var game: SetGame
  /// Seconds played, paused.
  public var clock: PlayClock
  /// The three cards the hint outlines, kept with the game; `nil` when none shows. Files
  /// written before hints were kept have none.
  public var hintedCardIDs: [SetCard.ID]? = nil
}

/// Saved again only when it changed: most saves are of another game.
extension SavedSetGame: RememberedWhenEncoded {}

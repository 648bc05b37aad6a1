import CardGames
import Observation

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The view model of a Memorize game: emoji cards on a theme, with a clock and a score to beat.
///
/// It owns its model (a `MemoryMatch`: the `MemoryGame` plus the players at the table) privately
/// and shows views what they draw — cards, score, flips, players, theme, elapsed time, bonus
/// countdowns, the best so far — and turns their intents into model calls. Computer players move
/// at a human pace: one card every `botMoveDelay` seconds, on the front end's next wake-up.
@Observable
public final class EmojiMemoryGame {
  /// A card of the game: an emoji and its state.
  public typealias Card = MemoryGame<String>.Card

  private var match: MemoryMatch<String>
  private var generator: SeededGenerator
  private var clock = PlayClock()
  /// When the computer player to move turns its next card, on the time source.
  private var nextComputerMove: Double?
  /// The rules' view of the table: read through the match, never changed but through it.
  private var model: MemoryGame<String> { match.game }

  /// Seconds between a computer player's flips, so people can follow them.
  public static let botMoveDelay = 0.8

  @ObservationIgnored private let timeSource: TimeSource
  @ObservationIgnored private let statistics: Statistics
  @ObservationIgnored private let availableThemes: () -> [Theme]
  /// Called after every change worth saving.
  @ObservationIgnored public var onChange: (() -> Void)?

  /// The theme the cards are drawn from.
  public private(set) var theme: Theme
  /// When false, a new game picks a random theme, as the assignment asks.
  public private(set) var isThemePinned: Bool
  /// Whether matches earn a bonus for speed.
  public private(set) var isTimeBonusEnabled: Bool

  /// Starts a new game on `theme`.
  ///
  /// `pairs` deals that many pairs (clamped as a theme's own count is) in this game only, as the
  /// command line's `--pairs` asks; the game keeps `theme` as it is, so a new game deals the
  /// theme's own count.
  public init(
    theme: Theme, seed: UInt64, pairs: Int? = nil, timeBonus: Bool = false,
    isThemePinned: Bool = true,
    players: [Player] = [Player(name: Phrases.defaultPlayerName)], timeSource: TimeSource,
    statistics: Statistics,
    availableThemes: @escaping () -> [Theme] = { Theme.builtIns }
  ) {
    self.theme = theme
    self.isThemePinned = isThemePinned
    self.isTimeBonusEnabled = timeBonus
    self.timeSource = timeSource
    self.statistics = statistics
    self.availableThemes = availableThemes
    var generator = SeededGenerator(seed: seed)
    let seated =
      MemoryMatch<String>.playerCountRange.contains(players.count)
      ? players : [Player(name: Phrases.defaultPlayerName)]
    var dealt = theme
    if let pairs { dealt.pairs = .fixed(pairs) }
    match = MemoryMatch(
      game: Self.deal(dealt, timeBonus: timeBonus, using: &generator), players: seated)
    self.generator = generator
  }

  /// Resumes a saved game exactly, clock and generator included (the clock starts paused).
  public init(
    restoring saved: SavedMemorizeGame, timeSource: TimeSource, statistics: Statistics,
    availableThemes: @escaping () -> [Theme] = { Theme.builtIns }
  ) {
    theme = saved.theme
    isThemePinned = saved.isThemePinned
    isTimeBonusEnabled = saved.match.game.timeBonus != nil
    match = saved.match
    generator = saved.generator
    clock = saved.clock
    self.timeSource = timeSource
    self.statistics = statistics
    self.availableThemes = availableThemes
    isResumedDeal = true
    // A paid hint comes back with its game, as long as it still points at a pair in play.
    let hinted = saved.hintedCardIDs ?? []
    let inPlay = hinted.compactMap { id in saved.match.game.cards.first { $0.id == id } }
    if hinted.count == 2, inPlay.count == 2, inPlay[0].content == inPlay[1].content,
      !inPlay[0].isMatched, inPlay[0].id != inPlay[1].id
    {
      hintedCardIDs = hinted
    }
  }

  /// Everything needed to resume this game after a relaunch.
  public var saved: SavedMemorizeGame {
    SavedMemorizeGame(
      theme: theme, match: match, generator: generator, clock: clock.saved(at: timeSource.now),
      isThemePinned: isThemePinned, hintedCardIDs: hintedCardIDs.isEmpty ? nil : hintedCardIDs)
  }

  // MARK: - What views show

  /// Every card, in table order.
  public var cards: [Card] { model.cards }
  /// The solo player's score (hints included), or the table's total with several players.
  public var score: Int { match.players.count == 1 ? match.players[0].score : model.score }
  /// Everyone at the table, in turn order, with their pairs and scores.
  public var players: [Player] { match.players }
  /// The index of the player to move.
  public var currentPlayerIndex: Int { match.currentPlayerIndex }
  /// Whether the computer is thinking: people's choices wait for it.
  public var isComputerToMove: Bool { match.isComputerToMove }
  /// The winner or the tie, once the game is over.
  public var outcome: MemoryMatch<String>.Outcome? { match.outcome }
  /// Changes whenever the cards are laid out anew (a new game, a shuffle), so front ends know
  /// when to deal them again instead of guessing from the cards.
  public private(set) var dealNumber = 0
  /// What the latest choice did and who made it, until the next deal; front ends say it or animate
  /// it instead of comparing cards before and after.
  public private(set) var lastChoice: Choice?
  /// The latest choice that ended a turn (a pair's verdict, a turn passed), until the next deal.
  private var lastTurnEnd: Choice?
  /// The choice the line under the board speaks of: the latest; at a table of several, the
  /// latest that ended a turn, so the player who mismatched still reads it (and its −1) while
  /// the next player turns a first card.
  public var verdictChoice: Choice? { players.count > 1 ? lastTurnEnd : lastChoice }
  /// Whether these cards were laid out before this launch (a resumed game): front ends show
  /// them where they are instead of dealing them again. A new deal makes it false.
  public private(set) var isResumedDeal = false
  /// The cards the last hint pointed at: paid for, so they stay outlined until they are
  /// matched or the cards are dealt anew.
  public private(set) var hintedCardIDs: [Int] = []
  /// Whether the hint was the latest thing asked for (no choice since): the line under the
  /// board says what it cost until the next choice.
  public private(set) var isHintLatest = false
  /// Whether a hint would show a pair right now.
  public var isHintAvailable: Bool { match.players.count == 1 && match.isHintAvailable }
  /// Whether lines name a card by its letter (``textStandIn(for:)``), not its emoji: where the
  /// cards show letters (a terminal whose charset has no emoji), so the verdict names the card
  /// as the board shows it.
  public var namesCardsByLetter = false
  /// The time-bonus rule this game is dealt with, `nil` when it is off, so the help can say it.
  public var timeBonus: TimeBonusRule? { model.timeBonus }
  /// The points this game scores with, so views can say why the score changed.
  public var scoring: MemoryGame<String>.Scoring { model.scoring }
  /// How many choices turned a card face up (the model counts them).
  public var flipCount: Int { model.flipCount }
  /// Whether every pair has been matched.
  public var isOver: Bool { model.isOver }
  /// Seconds of play so far.
  public var elapsed: Double { clock.elapsed(at: timeSource.now) }
  /// Whether the clock is counting right now.
  public var isClockRunning: Bool { clock.isRunning }
  /// The best finished score on this theme at this game's size (as many pairs) and with the
  /// time bonus as this game has it, if any such game has been finished.
  public var bestScore: Int? { statistics.record(for: statisticsKey).bestScore }
  /// What stands for `card`'s emoji where emoji cannot be shown (a terminal whose charset is
  /// not UTF-8): the letter of the emoji's place in the theme, so both cards of a pair show it.
  ///
  /// - Parameter card: a card of this game.
  /// - Returns: see ``textStandIn(forEmojiAt:)``; `?` for an emoji the theme no longer holds.
  public func textStandIn(for card: Card) -> String {
    theme.emoji.firstIndex(of: card.content).map(Self.textStandIn(forEmojiAt:)) ?? "?"
  }

  /// The ASCII that stands for the theme's emoji at `index`: `A`–`Z`, then `a`–`z`, then the
  /// number (a theme holds at most a few dozen emoji).
  ///
  /// - Parameter index: the emoji's place in its theme, from 0.
  /// - Returns: one letter, or a number from 52 on.
  public static func textStandIn(forEmojiAt index: Int) -> String {
    let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
    return letters.indices.contains(index) ? String(letters[index]) : String(index)
  }
  /// Whether this game, once over, beat every earlier finished score on its theme (or was the
  /// first): a solo game's score, or at a table of several its top score, the table's best.
  public private(set) var endedWithNewBest = false
  /// Whether the game just finished was the fastest yet (alone, or at a table of several), for
  /// its ending to say so.
  public private(set) var endedWithNewBestTime = false
  /// The fastest finish alone on this theme at this game's size, in seconds.
  public var bestTime: Double? { statistics.record(for: statisticsKey).bestTime }
  /// The best top score of a table of several on this theme at this game's size, and whose.
  public var tableBest: Statistics.TableBest? { statistics.record(for: statisticsKey).tableBest }
  /// The fastest finish of a table of several on this theme at this game's size, in seconds.
  public var tableBestTime: Double? { statistics.record(for: statisticsKey).tableBestTime }

  /// The fraction of `card`'s time bonus left (1 full, 0 spent), or `nil` when the rule is off.
  public func bonusRemaining(for card: Card) -> Double? {
    guard isTimeBonusEnabled else { return nil }
    return model.cards.first { $0.id == card.id }?.bonusRemaining(at: elapsed)
  }

  /// Whether `card`'s bonus is counting down, so a view animates its countdown.
  public func isBonusCountingDown(for card: Card) -> Bool {
    guard isTimeBonusEnabled, clock.isRunning else { return false }
    return model.cards.first { $0.id == card.id }?.isConsumingBonusTime(at: elapsed) ?? false
  }

  /// When, on the time source, something this game displays next changes; `nil` when nothing counts.
  ///
  /// The elapsed time changes every whole second; a bonus countdown is drawn in tenths. Front ends
  /// schedule one wake-up for this moment instead of polling.
  public func nextDisplayChange() -> Double? {
    let now = elapsed
    let isCountingDown =
      isTimeBonusEnabled && clock.isRunning
      && model.cards.contains { $0.isConsumingBonusTime(at: now) }
    let step = isCountingDown ? 0.1 : 1.0
    let clockChange = clock.nextDisplayChange(at: timeSource.now, step: step)
    guard let computerMove = nextComputerMove else { return clockChange }
    return min(clockChange ?? computerMove, computerMove)
  }

  // MARK: - Intents

  /// Why choosing `card` would change nothing, or `nil` when ``choose(_:)`` would take it.
  ///
  /// - Parameter card: The card a player points at.
  /// - Returns: The rule that leaves the card as it is: matched, the one card face up, or a
  ///   computer player to move.
  public func refusal(choosing card: Card) -> ChoiceRefusal? {
    guard let index = model.cards.firstIndex(where: { $0.id == card.id }) else { return nil }
    if model.cards[index].isMatched { return .alreadyMatched }
    if match.isComputerToMove {
      return .notYourTurn(player: Phrases.shownName(match.players[match.currentPlayerIndex].name))
    }
    if model.indexOfTheOneAndOnlyFaceUpCard == index { return .alreadyFaceUp }
    return nil
  }

  /// Chooses `card`, starting the clock at the first move, and says what happened.
  @discardableResult
  public func choose(_ card: Card) -> MemoryGame<String>.Outcome {
    guard !model.isOver, !match.isComputerToMove else { return .unchanged }
    let player = match.currentPlayerIndex
    notePlay()
    let outcome = match.choose(card, at: elapsed)
    record(outcome, by: player)
    afterChoice()
    return outcome
  }

  /// Lets a computer player turn its next card if its time has come; false when none is due.
  ///
  /// The front end calls this when it wakes at `nextDisplayChange()`; computer players move only
  /// while the game is on screen.
  @discardableResult
  public func performDueComputerMove() -> Bool {
    guard match.isComputerToMove, clock.isOnScreen, let due = nextComputerMove,
      timeSource.now >= due
    else { return false }
    nextComputerMove = nil
    moveForComputer()
    return true
  }

  /// Lets the computer player to move turn its next card at once, without the human pace (for
  /// the plain mode, where nobody watches cards turn); false when a person is to move.
  @discardableResult
  public func performComputerMoveNow() -> Bool {
    guard match.isComputerToMove else { return false }
    moveForComputer()
    return true
  }

  /// Passes the turn of the player to move, who went away from a shared table: the cards face
  /// up turn face down, the next player moves, and ``lastChoice`` says the turn was passed.
  /// Nothing happens once the game is over or with one player.
  public func passTurn() {
    guard !model.isOver, match.players.count > 1 else { return }
    let player = match.currentPlayerIndex
    match.passTurn()
    lastChoice = Choice(
      number: (lastChoice?.number ?? 0) + 1, player: player, outcome: .unchanged,
      isPassedTurn: true)
    lastTurnEnd = lastChoice
    afterChoice()
  }

  /// Points at a pair whose cards have both been seen, for a point (solo games only).
  public func hint() {
    // Asking again while the hint still shows costs nothing and changes nothing.
    guard hintedCardIDs.isEmpty else { return }
    guard match.players.count == 1, let pair = match.hint() else { return }
    hintedCardIDs = [pair.first, pair.second]
    isHintLatest = true
    onChange?()
  }

  /// Deals a new game: on the same theme when it is pinned, else on a random theme.
  ///
  /// The pinned theme is taken afresh from the themes by its id, as stored: a game launched with
  /// `--pairs`, or saved by a build that kept such a count in the game's copy of its theme,
  /// deals the theme's own count from the next game on.
  public func newGame() {
    if !isThemePinned,
      let random = availableThemes().filter(\.isValid).randomElement(using: &generator)
    {
      theme = random
    } else if isThemePinned,
      let stored = availableThemes().first(where: { $0.id == theme.id && $0.isValid })
    {
      theme = stored
    }
    restart()
  }

  /// Moves the cards around the table; their state is untouched.
  public func shuffle() {
    match.shuffle(using: &generator)
    dealNumber += 1
    isResumedDeal = false
    onChange?()
  }

  /// Switches to `newTheme`: a different theme starts a new game on it; the same theme keeps the game.
  public func setTheme(_ newTheme: Theme) {
    isThemePinned = true
    if newTheme.id == theme.id {
      theme = newTheme
      onChange?()
    } else {
      theme = newTheme
      restart()
    }
  }

  /// Keeps the game in progress and swaps its emoji for `newTheme`'s on the fly.
  ///
  /// Each pair keeps its place and state; only its face changes. Refused (returning false) when the
  /// new theme has too few emoji for the pairs in play.
  @discardableResult
  public func restyle(with newTheme: Theme) -> Bool {
    var contentsInPairOrder: [String] = []
    for card in model.cards.sorted(by: { $0.id < $1.id })
    where !contentsInPairOrder.contains(card.content) {
      contentsInPairOrder.append(card.content)
    }
    guard newTheme.emoji.count >= contentsInPairOrder.count else { return false }
    let replacement = Dictionary(
      uniqueKeysWithValues: zip(
        contentsInPairOrder, newTheme.emoji.prefix(contentsInPairOrder.count)))
    match.replaceContents { replacement[$0] ?? $0 }
    theme = newTheme
    isThemePinned = true
    onChange?()
    return true
  }

  /// Lets `newGame` pick a random theme again.
  public func unpinTheme() {
    isThemePinned = false
    onChange?()
  }

  /// Tells the game whether it is on screen; the clock runs only while it is and the game is on.
  public func setOnScreen(_ visible: Bool) {
    clock.setOnScreen(visible, at: timeSource.now, isOver: model.isOver)
    scheduleComputerMove()
  }

  // MARK: - Private

  /// The record this game counts in: its theme at the pairs dealt (the deal's, not the theme's
  /// setting, which may have changed since), with the time bonus or without it as dealt: a
  /// bonus game's score (quick matches score more) never beats a best without it, nor the
  /// other way.
  private var statisticsKey: Statistics.Key {
    Statistics.Key(
      game: .memorize, themeID: theme.id, pairs: model.cards.count / 2,
      timeBonus: model.timeBonus != nil)
  }

  private func notePlay() {
    if clock.noteMove(at: timeSource.now, isOver: false) {
      statistics.gameStarted(statisticsKey)
    }
  }

  private func moveForComputer() {
    let player = match.currentPlayerIndex
    notePlay()
    if let outcome = match.moveForComputer(at: elapsed, using: &generator) {
      record(outcome, by: player)
    }
    afterChoice()
  }

  private func record(_ outcome: MemoryGame<String>.Outcome, by player: Int) {
    isHintLatest = false
    // The cards a mismatch was charged for, read now: both are still face up, and a card
    // becomes seen only as it turns down (the one left up since the last turn is not).
    var seen: [Int] = []
    if case .mismatched(let ids, let points) = outcome, points != 0 {
      seen = ids.filter { id in model.cards.first { $0.id == id }?.hasBeenSeen == true }
    }
    lastChoice = Choice(
      number: (lastChoice?.number ?? 0) + 1, player: player, outcome: outcome, seenCardIDs: seen)
    if outcome.endsTurn { lastTurnEnd = lastChoice }
  }

  private func afterChoice() {
    // A paid hint stays through other choices; it has done its work once its pair is matched.
    if hintedCardIDs.contains(where: { id in model.cards.first { $0.id == id }?.isMatched ?? true })
    {
      hintedCardIDs = []
    }
    if clock.noteFinished(at: timeSource.now, isOver: model.isOver) {
      if match.players.count == 1 {
        let previousBest = bestScore
        let previousTime = bestTime
        statistics.gameFinished(statisticsKey, score: score, seconds: elapsed)
        endedWithNewBest = previousBest.map { score > $0 } ?? true
        endedWithNewBestTime = readsFaster(elapsed, than: previousTime)
      } else {
        let winners: [Int] =
          switch match.outcome {
          case .winner(let index)?: [index]
          case .tie(let indices)?: indices
          case nil: []
          }
        let seats = match.players.map {
          Statistics.Seat(name: $0.name, isComputer: $0.isComputer)
        }
        let records = statistics.gameFinished(
          statisticsKey, seats: seats, winners: winners,
          topScore: match.players.map(\.score).max(), seconds: elapsed,
          result: Statistics.TableResult(
            seats: zip(seats, match.players).map {
              Statistics.TableResult.SeatScore($0, score: $1.score, pairs: $1.pairs)
            }))
        endedWithNewBest = records.isNewBest
        endedWithNewBestTime = records.isNewTime
      }
    }
    scheduleComputerMove()
    onChange?()
  }

  /// Sets when the computer player to move turns its next card, or clears it for a person.
  private func scheduleComputerMove() {
    if match.isComputerToMove && clock.isOnScreen {
      if nextComputerMove == nil { nextComputerMove = timeSource.now + Self.botMoveDelay }
    } else {
      nextComputerMove = nil
    }
  }

  private func restart() {
    let players = match.players.map { Player(name: $0.name, computerLevel: $0.computerLevel) }
    match = MemoryMatch(
      game: Self.deal(theme, timeBonus: isTimeBonusEnabled, using: &generator), players: players)
    hintedCardIDs = []
    isHintLatest = false
    lastChoice = nil
    lastTurnEnd = nil
    endedWithNewBest = false
    endedWithNewBestTime = false
    nextComputerMove = nil
    dealNumber += 1
    isResumedDeal = false
    clock.restart(at: timeSource.now)
    onChange?()
  }

  private static func deal(
    _ theme: Theme, timeBonus: Bool, using generator: inout SeededGenerator
  ) -> MemoryGame<String> {
    let emoji = theme.emoji.shuffled(using: &generator)
    return MemoryGame(
      numberOfPairsOfCards: theme.numberOfPairs, timeBonus: timeBonus ? TimeBonusRule() : nil,
      using: &generator
    ) { emoji[$0] }
  }
}

extension EmojiMemoryGame {
  /// One choice as it happened: what it did and which player made it.
  public struct Choice: Hashable, Sendable {
    /// Counts the choices of this view model, so a front end can tell a new one from the last.
    public var number: Int
    /// The index in `players` of the player who chose.
    public var player: Int
    /// What the choice did, as the model reported it.
    public var outcome: MemoryGame<String>.Outcome
    /// Whether this was no choice but the turn of `player` passed, as they were away.
    public var isPassedTurn = false
    /// Whether `player`, whose turn was passed, has come back to the table since.
    public var isBack = false
    /// The cards of a mismatch that cost points, having been face up in an earlier turn: the
    /// verdict names them ("−1: 🍎 turned up again"). Empty for any other choice.
    public var seenCardIDs: [Int] = []

    /// Whether the turn went to the next player.
    public var endsTurn: Bool { isPassedTurn || outcome.endsTurn }
  }
}

/// A Memorize game as saved between launches.
public struct SavedMemorizeGame: Equatable, Sendable, Codable {
  /// The theme the game is dealt from, as it was when saved.
  public var theme: Theme
  /// The cards and the players at the table.
  public var match: MemoryMatch<String>
  /// The random stream for the next deals and computer choices.
  public var generator: SeededGenerator
  /// Seconds played and whether the game was counted as started; the clock resumes from here.
  public var clock: PlayClock
  /// Whether the player picked the theme (else new games pick one at random).
  public var isThemePinned: Bool
  /// The pair a paid hint points at, kept with the game (it was paid for); `nil` when none
  /// shows. Files written before hints were kept have none.
  public var hintedCardIDs: [Int]? = nil
}

extension EmojiMemoryGame: TurnPassingGame {
  /// The player of the latest turn's end, where it was a passed turn they are not yet back from.
  var seatAwayAfterPassedTurn: Int? {
    guard let choice = lastTurnEnd, choice.isPassedTurn, !choice.isBack else { return nil }
    return choice.player
  }

  /// The player of the latest turn's end, where it was a passed turn they are back from.
  var seatBackAfterPassedTurn: Int? {
    guard let choice = lastTurnEnd, choice.isPassedTurn, choice.isBack else { return nil }
    return choice.player
  }

  /// The player of the latest turn's end, at a table of several.
  var seatOfVerdict: Int? { players.count > 1 ? lastTurnEnd?.player : nil }

  /// Marks the passed turn's player back, in the latest choice too where it is that turn, for
  /// the line under the board.
  func markPassedTurnBack() { markPassedTurn(back: true) }

  /// Marks the passed turn's player away again, as ``markPassedTurnBack()`` marks them back.
  func markPassedTurnAway() { markPassedTurn(back: false) }

  private func markPassedTurn(back: Bool) {
    guard var choice = lastTurnEnd else { return }
    choice.isBack = back
    if lastChoice == lastTurnEnd { lastChoice = choice }
    lastTurnEnd = choice
  }
}

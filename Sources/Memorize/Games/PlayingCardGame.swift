import CardGames
import Observation

/// The view model of Matchismo: playing cards to match in twos or threes, with the outcome in words.
///
/// One person plays alone; at a shared table several take turns (a `MatchismoMatch`): then the
/// board shows each player's score, whose turn it is, and who won.
@Observable
public final class PlayingCardGame {
  /// A card on the table: a playing card, chosen or matched.
  public typealias Card = CardMatchingGame.Card

  /// How many cards a Matchismo deal puts on the table.
  public static let cardCount = 24

  private var match: MatchismoMatch
  private var model: CardMatchingGame { match.game }
  /// The player whose turn passed as they were away, until the next choice or deal.
  private var passedTurnOf: Int?
  /// Whether the player of ``passedTurnOf`` has come back to the table since.
  private var passedPlayerIsBack = false
  private var clock = PlayClock()
  @ObservationIgnored private let timeSource: TimeSource
  @ObservationIgnored private let statistics: Statistics
  /// Called after every change worth saving.
  @ObservationIgnored public var onChange: (() -> Void)?

  /// Changes whenever fresh cards are dealt, so front ends know when to deal them again.
  public private(set) var dealNumber = 0
  /// Which entry of the outcome history a view is showing; `nil` follows the latest.
  public private(set) var scrubPosition: Int?

  /// Deals a new game of `cardCount` cards from a full deck for `players` (one to four people
  /// taking turns; one player by default, and when the count is out of range).
  public init(
    seed: UInt64, players: [Player] = [Player(name: Phrases.defaultPlayerName)],
    timeSource: TimeSource, statistics: Statistics
  ) {
    self.timeSource = timeSource
    self.statistics = statistics
    // A full 52-card deck always supplies 24 cards, so the deal cannot fail.
    let game = CardMatchingGame(
      cardCount: Self.cardCount, deck: .standard, using: SeededGenerator(seed: seed))!
    match =
      MatchismoMatch(game: game, players: players)
      ?? MatchismoMatch(game: game, players: [Player(name: Phrases.defaultPlayerName)])!
  }

  /// Resumes a saved game exactly: with its players when several were at the table.
  public init(restoring saved: SavedMatchismoGame, timeSource: TimeSource, statistics: Statistics) {
    if let table = saved.table, table.game == saved.game {
      match = table
    } else {
      // One player always fits a match.
      match = MatchismoMatch(game: saved.game, players: [Player(name: Phrases.defaultPlayerName)])!
    }
    clock = saved.clock
    self.timeSource = timeSource
    self.statistics = statistics
  }

  /// Everything needed to resume this game after a relaunch.
  public var saved: SavedMatchismoGame {
    SavedMatchismoGame(
      game: model, clock: clock.saved(at: timeSource.now),
      table: match.players.count > 1 ? match : nil)
  }

  // MARK: - What views show

  /// The cards on the table, in the order dealt.
  public var cards: [Card] { model.cards }
  /// The points so far; the rules alone change them. At a table of several, the table's total.
  public var score: Int { model.score }
  /// Everyone at the table, in turn order, with their matches (`pairs`) and scores.
  public var players: [Player] { match.players }
  /// The index in ``players`` of the player to move.
  public var currentPlayerIndex: Int { match.currentPlayerIndex }
  /// Who won, once a table of several is over; `nil` while in play.
  public var outcome: MatchismoMatch.Outcome? { match.outcome }
  /// 2 or 3: how many cards make a match.
  public var matchCount: Int { model.matchCount }
  /// The 2/3 switch is disabled after the first choice, until a redeal.
  public var canChangeMatchCount: Bool { model.canChangeMatchCount }
  /// Seconds played in this deal.
  public var elapsed: Double { clock.elapsed(at: timeSource.now) }
  /// Whether the deal is played out: no match is possible among the cards left.
  public var isOver: Bool { model.isOver }
  /// The best finished Matchismo score, if a deal has been played out.
  public var bestScore: Int? { statistics.record(for: statisticsKey).bestScore }
  /// The fastest finished game alone so far, in seconds.
  public var bestTime: Double? { statistics.record(for: statisticsKey).bestTime }
  /// The best top score of a table of several so far, and whose.
  public var tableBest: Statistics.TableBest? { statistics.record(for: statisticsKey).tableBest }
  /// The fastest finished game of a table of several so far, in seconds.
  public var tableBestTime: Double? { statistics.record(for: statisticsKey).tableBestTime }
  /// Whether this deal, once over, beat every earlier finished score (or was the first): alone
  /// its score, at a table of several its top score, the table's best; false for a deal resumed
  /// after it ended, whose rank the statistics alone hold.
  public private(set) var endedWithNewBest = false
  /// Whether the game just finished was the fastest yet, for its ending to say so.
  public private(set) var endedWithNewBestTime = false

  /// When the displayed elapsed time next changes; `nil` while the clock is stopped.
  public func nextDisplayChange() -> Double? { clock.nextDisplayChange(at: timeSource.now) }

  /// A card's title as the assignment shows it, such as "J♥".
  public static func title(of card: Card) -> String { card.playingCard.description }

  /// Whether a card is drawn in red (hearts and diamonds) rather than black.
  public static func isRed(_ card: Card) -> Bool { card.playingCard.suit.isRed }

  /// What the latest choice did, if any was made since the deal.
  public var lastOutcome: CardMatchingGame.Outcome? { model.history.last }
  /// Cards turned so far this deal, up or back down: the flips every front end shows.
  public var flipCount: Int { model.choiceCount }
  /// How many choices this deal has seen: a front end tells a new outcome from the last by it.
  public var outcomeCount: Int { model.choiceCount }

  /// The positions on the table of `cards` (as an outcome lists them).
  public func positions(of cards: [PlayingCard]) -> [Int] {
    model.cards.indices.filter { cards.contains(model.cards[$0].playingCard) }
  }

  /// Every outcome so far in words, oldest first.
  public var history: [String] { model.history.map(line(for:)) }

  /// The outcome line: the latest outcome, or the one the scrubber points at. At a table of
  /// several, the latest outcome is followed by whose turn it is, and after a mismatch the card
  /// it left face up for that player (“3♣ 7♦ don't match! −2 for a mismatch. Ben to move; 7♦
  /// stays up.”), and a turn passed for a player who went away says so.
  public var outcomeText: String {
    if let refusal { return refusal }
    if scrubPosition == nil, let turn = turnText {
      if let passedTurnOf, players.indices.contains(passedTurnOf) {
        return Phrases.verdict(
          Phrases.passedTurn(of: players[passedTurnOf], isBack: passedPlayerIsBack),
          thenTurn: turn)
      }
      if let latest = latestLine {
        let next = cardLeftUp.map { Phrases.turn(turn, leavingUp: $0) } ?? turn
        return Phrases.verdict(latest, thenTurn: next)
      }
      return turn
    }
    if scrubPosition == nil, let latest = latestLine { return latest }
    guard !model.history.isEmpty else { return "" }
    let index = min(scrubPosition ?? model.history.count - 1, model.history.count - 1)
    return line(for: model.history[index])
  }

  /// The latest outcome in words; at a table of several, a match or mismatch with whose it was
  /// (“Ana: Matched 10♥ 10♠ for 16 points.”), as Memorize's verdicts say at a table.
  private var latestLine: String? {
    guard let last = model.history.last else { return nil }
    let text = line(for: last)
    // The match keeps who chose last, and saves it: a resumed game's verdict still names them.
    guard players.count > 1, let lastChooser = match.lastChooserIndex,
      players.indices.contains(lastChooser)
    else {
      return text
    }
    switch last {
    case .matched, .mismatched:
      return Phrases.verdict(text, by: Phrases.verdictName(of: players[lastChooser]))
    case .chose, .unchose: return text
    }
  }

  /// The card the latest choice, a mismatch, left face up for the next player (the rules keep
  /// the last chosen card), as its title ("A♥"); `nil` after any other choice.
  private var cardLeftUp: String? {
    guard case .mismatched(let cards, _)? = model.history.last, let card = cards.last,
      model.cards.contains(where: { $0.playingCard == card && $0.isChosen && !$0.isMatched })
    else { return nil }
    return card.description
  }

  /// What turning a card costs in this game, in words (“−1 for turning a card”); `nil` when it
  /// is free.
  public var turnCost: String? { Phrases.turnCost(model.scoring.pointsForChoosing) }

  /// One outcome in words with what turning the card cost, so the line adds up to the score's
  /// change: “Matched 10♥ 10♠ for 16 points. −1 for turning a card”, “7♥: −1 for turning a
  /// card”; a card put back costs nothing and says so by saying nothing more.
  func line(for outcome: CardMatchingGame.Outcome) -> String {
    let text = Self.describe(outcome)
    guard let cost = turnCost else { return text }
    switch outcome {
    case .chose: return Phrases.turned(text, cost: cost)
    case .matched, .mismatched: return Phrases.verdict(text, because: cost)
    case .unchose: return text
    }
  }

  /// Whose turn it is (“Ana to move”, “Your turn”) while several play and the game goes on;
  /// otherwise `nil`.
  public var turnText: String? {
    guard players.count > 1, !isOver else { return nil }
    return Phrases.turn(of: match.currentPlayer)
  }

  /// ``outcomeText`` at a table of several in fewer words, fewest last, for a face short of
  /// room, as Memorize's verdicts narrow at a table: what turning the card cost goes first, then
  /// the chooser's whole name ("CPU:", "Christo…:"), then the name, then the outcome; whose turn
  /// it is (with the card a mismatch left face up) outlasts them all, as Memorize's turn
  /// outlasts its reason (issue 23: at 40 columns "Your turn" went before the reason). So "Ana:
  /// A♠ 5♠ match! +4 for a match. −1 for turning a card. Ben to move" goes to "Ana: A♠ 5♠ match!
  /// +4 for a match. Ben to move", "A♠ 5♠ match! +4 for a match. Ben to move" and "Ben to
  /// move". Empty alone, while scrubbing the history, and for a refusal.
  public var shorterOutcomeTexts: [String] {
    guard refusal == nil, scrubPosition == nil, let turn = turnText else { return [] }
    let full = outcomeText
    var forms: [String] = []
    let next = cardLeftUp.map { Phrases.turn(turn, leavingUp: $0) } ?? turn
    if passedTurnOf == nil, let last = model.history.last {
      let bare = Self.describe(last)
      var names: [String] = []
      if let chooser = match.lastChooserIndex, players.indices.contains(chooser) {
        switch last {
        case .matched, .mismatched:
          names = Phrases.verdictNames(of: players[chooser], seat: chooser, among: players)
        case .chose, .unchose: break
        }
      }
      forms += names.map { Phrases.verdict(Phrases.verdict(bare, by: $0), thenTurn: next) }
      forms.append(Phrases.verdict(bare, thenTurn: next))
    }
    // The card left up goes before whose turn it is, which is said last of all.
    forms += [next, turn]
    return forms.reduce(into: []) { if $1 != full && !$0.contains($1) { $0.append($1) } }
  }

  /// The outcome line in fewer words, for a face short of room; `nil` when there are none
  /// fewer than ``outcomeText``.
  public var shortOutcomeText: String? {
    refusal == nil ? nil : Phrases.matchCountLockedShort
  }

  /// The outcome line as every face shows it: ``outcomeText``, or before the first choice the
  /// game's rule (“Choose cards that share a rank or a suit.”).
  public var outcomeLine: String {
    let text = outcomeText
    return text.isEmpty ? Phrases.matchismoRules : text
  }

  /// ``outcomeLine`` in fewer words, for a face short of room (“Choose a card.” before the first
  /// choice); `nil` when there are none fewer.
  public var shortOutcomeLine: String? {
    outcomeText.isEmpty ? Phrases.matchismoPrompt : shortOutcomeText
  }

  /// The place in the history the outcome line shows, counted from 1 (the latest unless the
  /// player scrubbed back); 0 before the first choice.
  public var shownHistoryPosition: Int {
    let count = model.history.count
    guard count > 0 else { return 0 }
    return min(scrubPosition ?? count - 1, count - 1) + 1
  }

  /// Words for one outcome, in the assignment's phrasing.
  public static func describe(_ outcome: CardMatchingGame.Outcome) -> String {
    Phrases.describe(outcome)
  }

  // MARK: - Intents

  /// Why choosing the card at `index` would change nothing, or `nil` when ``choose(at:)`` would
  /// take it.
  ///
  /// - Parameter index: The card's place on the table.
  /// - Returns: ``ChoiceRefusal/alreadyMatched`` for a card that has left play,
  ///   ``ChoiceRefusal/gameOver`` for any other once no match is possible.
  public func refusal(choosingAt index: Int) -> ChoiceRefusal? {
    guard model.cards.indices.contains(index) else { return nil }
    if model.cards[index].isMatched { return .alreadyMatched }
    return model.isOver ? .gameOver : nil
  }

  /// Chooses the card at `index` for the player to move (choosing a chosen card puts it back).
  ///
  /// A game of several counts as Memorize's does: a win for the top score (a tie for several),
  /// a loss for the others, and the top score and the time towards the best and fastest.
  public func choose(at index: Int) {
    guard model.cards.indices.contains(index), !model.isOver else { return }
    if clock.noteMove(at: timeSource.now, isOver: false) {
      statistics.gameStarted(statisticsKey)
    }
    _ = match.chooseCard(at: index)
    scrubPosition = nil
    refusal = nil
    passedTurnOf = nil
    if clock.noteFinished(at: timeSource.now, isOver: model.isOver) {
      if players.count == 1 {
        let previousBest = bestScore
        let previousTime = bestTime
        statistics.gameFinished(statisticsKey, score: model.score, seconds: elapsed)
        endedWithNewBest = previousBest.map { model.score > $0 } ?? true
        endedWithNewBestTime = readsFaster(elapsed, than: previousTime)
      } else {
        let seats = players.map { Statistics.Seat(name: $0.name) }
        let records = statistics.gameFinished(
          statisticsKey, seats: seats, winners: match.outcome?.winners ?? [],
          topScore: players.map(\.score).max(), seconds: elapsed,
          result: Statistics.TableResult(
            seats: zip(seats, players).map { Statistics.TableResult.SeatScore($0, score: $1.score) }
          ))
        endedWithNewBest = records.isNewBest
        endedWithNewBestTime = records.isNewTime
      }
    }
    onChange?()
  }

  /// Deals fresh cards. A game left this way was abandoned, not finished: it stays counted as
  /// played and adds no score, best or time to the statistics.
  public func redeal() {
    match.redeal()
    passedTurnOf = nil
    endedWithNewBest = false
    endedWithNewBestTime = false
    dealNumber += 1
    scrubPosition = nil
    refusal = nil
    clock.restart(at: timeSource.now)
    onChange?()
  }

  /// Switches between matching 2 and 3 cards; refused once the game is under way.
  @discardableResult
  public func setMatchCount(_ count: Int) -> Bool {
    guard match.setMatchCount(count) else {
      // Never a key that does nothing and says nothing: the outcome line says why.
      if !model.canChangeMatchCount {
        refusal = Phrases.matchCountLocked
        onChange?()
      }
      return false
    }
    refusal = nil
    onChange?()
    return true
  }

  /// Passes the turn of the player to move, who went away from a shared table, to the next;
  /// the cards they chose stay chosen. Nothing happens alone or once the game is over.
  public func passTurn() {
    guard players.count > 1, !model.isOver else { return }
    passedTurnOf = match.currentPlayerIndex
    passedPlayerIsBack = false
    match.passTurn()
    scrubPosition = nil
    refusal = nil
    onChange?()
  }

  /// Why the last request was refused, shown on the outcome line until the next choice or deal.
  public private(set) var refusal: String?

  /// Says no refusal on the outcome line: at a shared table a refusal is the refused player's
  /// alone, never the verdict every seat is shown.
  func forgetRefusal() { refusal = nil }

  /// Shows an earlier outcome on the outcome line (clamped to the history); `nil` follows the latest.
  /// A refusal on the outcome line gives way to the outcome scrubbed to.
  public func scrub(to position: Int?) {
    refusal = nil
    guard let position, !model.history.isEmpty else {
      scrubPosition = nil
      return
    }
    scrubPosition = min(max(0, position), model.history.count - 1)
  }

  /// Tells the game whether it is on screen; its clock runs only while it is.
  public func setOnScreen(_ visible: Bool) {
    clock.setOnScreen(visible, at: timeSource.now, isOver: model.isOver)
  }

  /// The record of games matching as many cards as this one: a 2-card game's best is not a
  /// 3-card game's. The count cannot change once a card is chosen, so a game starts and finishes
  /// under the same key.
  private var statisticsKey: Statistics.Key {
    Statistics.Key(game: .matchismo, matchCount: model.matchCount)
  }
}

/// A Matchismo game as saved between launches.
public struct SavedMatchismoGame: Equatable, Sendable, Codable {
  /// The game with its deck and random stream.
  public var game: CardMatchingGame
  /// Seconds played, paused.
  public var clock: PlayClock
  /// The players taking turns at a table of several, with `game`; `nil` for one player (and in
  /// saves written before tables of several).
  public var table: MatchismoMatch?

  /// A saved game: `game` and its `clock`, and `table` when several play it.
  public init(game: CardMatchingGame, clock: PlayClock, table: MatchismoMatch? = nil) {
    self.game = game
    self.clock = clock
    self.table = table
  }
}

/// Saved again only when it changed: most saves are of another game.
extension SavedMatchismoGame: RememberedWhenEncoded {}

extension PlayingCardGame: TurnPassingGame {
  /// The player of the last passed turn, until they are back or the next choice or deal.
  var seatAwayAfterPassedTurn: Int? { passedPlayerIsBack ? nil : passedTurnOf }

  /// The player of the last passed turn once back, until the next choice or deal.
  var seatBackAfterPassedTurn: Int? { passedPlayerIsBack ? passedTurnOf : nil }

  /// Who chose last, at a table of several: the outcome line names them with a match or
  /// mismatch.
  var seatOfVerdict: Int? { players.count > 1 ? match.lastChooserIndex : nil }

  /// Marks the passed turn's player back, for the outcome line.
  func markPassedTurnBack() { passedPlayerIsBack = true }

  /// Marks the passed turn's player away again, for the outcome line.
  func markPassedTurnAway() { passedPlayerIsBack = false }
}

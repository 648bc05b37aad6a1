import Foundation
import Testing

@testable import CardGames

/// Ten thousand seeded games of random play, checking the invariants after every move, and in
/// every other game that the game saved mid-play and decoded again resumes exactly.
///
/// The player mixes careful moves (follow the hint, undo a wrong start) with random taps, deals,
/// and taps on cards that are not in play, so every rule is exercised, including the end of the
/// deck and the end of the game. The batches run in parallel.
@Suite struct SetGameRandomPlayTests {
  static let batches = 10
  static let gamesPerBatch = 1_000
  /// Enough for most careful games to reach the end, small enough to keep the suite quick.
  static let maximumMovesPerGame = 300

  @Test(arguments: 0..<batches)
  func randomGamesKeepEveryInvariant(batch: Int) throws {
    var finishedGames = 0
    var outcomesSeen = OutcomeKinds()
    for index in 0..<Self.gamesPerBatch {
      let summary = try Self.play(seed: UInt64(batch * Self.gamesPerBatch + index))
      if summary.isOver { finishedGames += 1 }
      outcomesSeen.formUnion(summary.outcomesSeen)
    }
    // The games are seeded, so these cannot flake; they show that every rule was exercised,
    // the end of the deck and of the game included.
    #expect(finishedGames >= Self.gamesPerBatch * 99 / 100)
    #expect(outcomesSeen == .all)
  }

  /// Plays one game and records an issue for every broken rule.
  private static func play(seed: UInt64) throws -> (isOver: Bool, outcomesSeen: OutcomeKinds) {
    var game = SetGame(seed: seed)
    if game != SetGame(seed: seed) {
      Issue.record("seed \(seed): the same seed dealt two different games")
    }
    var player = SeededGenerator(seed: ~seed)
    // Early enough that every game gets there: even flawless play takes over 80 moves. Only every
    // other game is saved, as the round trip and the second game cost as much as all the checks.
    let savePoint = Int.random(in: 1..<80, using: &player)
    let saveBeforeMove = seed.isMultiple(of: 2) ? savePoint : nil
    var resumed: SetGame?
    var tally = Tally()
    // Looking for a set is the costly part of a move, so each position is searched once and the
    // answer shared by the player, the checks and the end-of-game test.
    var hint = game.hint

    for moveNumber in 0..<maximumMovesPerGame where !(game.deck.isEmpty && hint == nil) {
      if moveNumber == saveBeforeMove {
        let data = try JSONEncoder().encode(game)
        let decoded = try JSONDecoder().decode(SetGame.self, from: data)
        if decoded != game { Issue.record("seed \(seed): the decoded game differs") }
        resumed = decoded
      }
      let move = PlayerMove.next(in: game, hint: hint, using: &player)
      let outcome = move.apply(to: &game)
      // Applied through the optional in place: copying it out would copy every array each move.
      if resumed != nil, move.apply(to: &resumed!) != outcome {
        Issue.record("seed \(seed), move \(moveNumber): the resumed game went another way")
      }
      tally.record(outcome)
      hint = game.hint
      if let problem = tally.problem(with: game, hint: hint, after: outcome) {
        Issue.record("seed \(seed), move \(moveNumber) (\(move)): \(problem)")
        return (false, tally.outcomesSeen)
      }
    }
    if saveBeforeMove != nil && resumed == nil { Issue.record("seed \(seed): never saved") }
    if let resumed, resumed != game {
      Issue.record("seed \(seed): the resumed game ended differently")
    }
    return (game.isOver, tally.outcomesSeen)
  }
}

/// Which kinds of outcome a game produced, a bit each, `ignored` standing for a `nil` outcome.
private struct OutcomeKinds: OptionSet {
  let rawValue: Int

  static let selected = OutcomeKinds(rawValue: 1 << 0)
  static let deselected = OutcomeKinds(rawValue: 1 << 1)
  static let set = OutcomeKinds(rawValue: 1 << 2)
  static let notASet = OutcomeKinds(rawValue: 1 << 3)
  static let cleared = OutcomeKinds(rawValue: 1 << 4)
  static let dealt = OutcomeKinds(rawValue: 1 << 5)
  static let ignored = OutcomeKinds(rawValue: 1 << 6)
  static let all: OutcomeKinds = [
    .selected, .deselected, .set, .notASet, .cleared, .dealt, .ignored,
  ]
}

/// One thing the random player can do.
private enum PlayerMove: CustomStringConvertible {
  case choose(SetCard)
  case dealThreeMore

  /// A move picked from `player`'s stream, depending only on the visible state of `game`.
  static func next(
    in game: SetGame, hint: [SetCard.ID]?, using player: inout SeededGenerator
  ) -> PlayerMove {
    let roll = Int.random(in: 0..<100, using: &player)
    switch roll {
    case 0..<3:
      return .dealThreeMore
    case 3..<5:
      // Any card at all, most likely one not on the table.
      return .choose(SetCard.allCards.randomElement(using: &player)!)
    case 5..<88:
      return careful(in: game, hint: hint)
    default:
      return .choose(game.cardsInPlay.randomElement(using: &player)!)
    }
  }

  /// What a careful player does: build the hinted set, first undoing any selected card outside
  /// it, and deal only when there is nothing to find.
  private static func careful(in game: SetGame, hint: [SetCard.ID]?) -> PlayerMove {
    guard let hint else { return .dealThreeMore }
    if game.selectionState == .incomplete {
      if let stray = game.selectedCardIDs.first(where: { !hint.contains($0) }) {
        return .choose(game.card(withID: stray))
      }
      let next = hint.first { !game.selectedCardIDs.contains($0) }!
      return .choose(game.card(withID: next))
    }
    return .choose(game.card(withID: hint[0]))
  }

  func apply(to game: inout SetGame) -> SetGame.Outcome? {
    switch self {
    case .choose(let card): game.choose(card)
    case .dealThreeMore: game.dealThreeMore()
    }
  }

  var description: String {
    switch self {
    case .choose(let card): "choose #\(card.id)"
    case .dealThreeMore: "deal three more"
    }
  }
}

/// The test's own account of the game: outcomes seen and the score they add up to.
private struct Tally {
  var historyCount = 0
  var score = 0

  var outcomesSeen = OutcomeKinds()

  /// The default points, written out again here so the model's table is checked, not trusted.
  mutating func record(_ outcome: SetGame.Outcome?) {
    guard let outcome else {
      outcomesSeen.insert(.ignored)
      return
    }
    historyCount += 1
    switch outcome {
    case .selected: outcomesSeen.insert(.selected)
    case .deselected:
      score -= 1
      outcomesSeen.insert(.deselected)
    case .set:
      score += 3
      outcomesSeen.insert(.set)
    case .notASet:
      score -= 5
      outcomesSeen.insert(.notASet)
    case .cleared: outcomesSeen.insert(.cleared)
    case .dealt: outcomesSeen.insert(.dealt)
    }
  }

  /// A description of the first broken invariant, or `nil` when all hold.
  func problem(
    with game: SetGame, hint: [SetCard.ID]?, after outcome: SetGame.Outcome?
  ) -> String? {
    // Every card exactly once across table, deck and matched pile, and where each one is.
    let table = 1
    var placeOfCard = [Int](repeating: 0, count: SetCard.allCards.count)
    var total = 0
    for (place, pile) in [game.cardsInPlay, game.deck, game.matchedCards].enumerated() {
      for card in pile {
        if placeOfCard[card.id] != 0 { return "card #\(card.id) is in two places" }
        placeOfCard[card.id] = place + 1
        total += 1
      }
    }
    if total != 81 { return "\(total) cards instead of 81" }
    if game.deckCount != game.deck.count || game.deckCount % 3 != 0 {
      return "deck count \(game.deckCount)"
    }
    if game.canDealMore == game.deck.isEmpty { return "canDealMore is \(game.canDealMore)" }

    let selectedIDs = game.selectedCardIDs
    if selectedIDs.count > 3 { return "\(selectedIDs.count) cards selected" }
    if Set(selectedIDs).count != selectedIDs.count
      || selectedIDs.contains(where: { placeOfCard[$0] != table })
    {
      return "the selection \(selectedIDs) is not distinct cards in play"
    }
    let selected = selectedIDs.map { SetCard.allCards[$0] }
    let expectedState: SetGame.SelectionState =
      selected.count < 3
      ? .incomplete : SetCard.isSet(selected[0], selected[1], selected[2]) ? .matched : .mismatched
    let selectionState = game.selectionState
    if selectionState != expectedState { return "selection state \(selectionState)" }

    if game.score != score { return "score \(game.score), outcomes add up to \(score)" }
    if game.history.count != historyCount { return "history has \(game.history.count) entries" }
    if let outcome, game.history.last != outcome { return "the last outcome was not recorded" }
    switch outcome {
    case .set(let cards) where !SetCard.isSet(cards): return "a non-set was judged a set"
    case .notASet(let cards) where SetCard.isSet(cards): return "a set was judged a non-set"
    default: break
    }

    if let hint {
      if hint.contains(where: { placeOfCard[$0] != table })
        || !SetCard.isSet(hint.map { SetCard.allCards[$0] })
      {
        return "the hint \(hint) is not a set on the table"
      }
      if selectionState == .matched && hint.contains(where: selectedIDs.contains) {
        return "the hint offers the set already matched"
      }
    }
    // Asking `isOver` costs another search, so only where the answer is not already implied:
    // with cards in the deck it must be false without searching, and at the end it must be true.
    if !game.deck.isEmpty && game.isOver { return "over with cards in the deck" }
    if game.deck.isEmpty && hint == nil && !game.isOver { return "not over without a set" }
    return nil
  }
}

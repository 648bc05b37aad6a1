/// The rules of the game of Set: find three cards whose attributes each all agree or all differ.
///
/// Twelve cards are dealt from a shuffled deck of 81. The player selects cards one at a time; the
/// moment a third is selected the three are judged. A matched set stays on the table, highlighted,
/// until the next choice or deal puts it away and fills the gaps from the deck. A value type:
/// saving a game saves everything, the random generator included, so a restored game plays on
/// identically.
public struct SetGame: Sendable, Codable, Equatable {
  /// How many cards the game starts with on the table.
  public static let initialDealCount = 12
  /// How many cards a set holds, and so how many "deal more" brings.
  public static let setSize = 3
  /// How many of the latest outcomes `history` keeps: a player can select and deselect a card
  /// forever, and a saved game must stay a file the next launch reads. Older outcomes live on in
  /// `earlierPoints` and `earlierChoiceCount`.
  public static let historyLimit = 500

  /// The cards on the table, in the order a view should lay them out.
  public private(set) var cardsInPlay: [SetCard]
  /// The cards still to be dealt; the first is dealt next.
  public private(set) var deck: [SetCard]
  /// The cards of every set put away so far, in the order they left the table.
  public private(set) var matchedCards: [SetCard]
  /// The ids of the selected cards, in the order they were chosen; never more than three.
  public private(set) var selectedCardIDs: [SetCard.ID]
  /// The latest moves' outcomes, oldest first, at most `historyLimit`; the score is derived from
  /// them and `earlierPoints`.
  public private(set) var history: [Outcome]
  /// The points of the outcomes `history` no longer holds.
  public private(set) var earlierPoints = 0
  /// The choices of a card among the outcomes `history` no longer holds.
  public private(set) var earlierChoiceCount = 0
  /// The points each kind of outcome is worth in this game.
  public let scoring: Scoring
  /// Kept after the shuffle so that `newGame()` continues the same reproducible stream.
  private var generator: SeededGenerator

  /// Shuffles all 81 cards with `generator` and deals the first twelve.
  public init(generator: SeededGenerator, scoring: Scoring = Scoring()) {
    var generator = generator
    let shuffled = SetCard.allCards.shuffled(using: &generator)
    self.init(dealingInOrder: shuffled, generator: generator, scoring: scoring)
  }

  /// Shuffles all 81 cards with a generator made from `seed` and deals the first twelve.
  public init(seed: UInt64, scoring: Scoring = Scoring()) {
    self.init(generator: SeededGenerator(seed: seed), scoring: scoring)
  }

  /// Deals from `deck` exactly as given, so tests can lay out a known table.
  init(dealingInOrder deck: [SetCard], generator: SeededGenerator, scoring: Scoring = Scoring()) {
    cardsInPlay = Array(deck.prefix(Self.initialDealCount))
    self.deck = Array(deck.dropFirst(Self.initialDealCount))
    matchedCards = []
    selectedCardIDs = []
    history = []
    self.scoring = scoring
    self.generator = generator
  }

  /// Decodes a saved game, refusing one whose cards or selection could not arise in play.
  ///
  /// Checking here means a damaged or hand-edited save fails to load, where it can be reported
  /// and kept aside, instead of loading into a game that breaks the rules later.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    cardsInPlay = try container.decode([SetCard].self, forKey: .cardsInPlay)
    deck = try container.decode([SetCard].self, forKey: .deck)
    matchedCards = try container.decode([SetCard].self, forKey: .matchedCards)
    selectedCardIDs = try container.decode([SetCard.ID].self, forKey: .selectedCardIDs)
    history = try container.decode([Outcome].self, forKey: .history)
    // Files written before the history had a limit forgot nothing.
    earlierPoints = try container.decodeIfPresent(Int.self, forKey: .earlierPoints) ?? 0
    earlierChoiceCount =
      try container.decodeIfPresent(Int.self, forKey: .earlierChoiceCount) ?? 0
    scoring = try container.decode(Scoring.self, forKey: .scoring)
    generator = try container.decode(SeededGenerator.self, forKey: .generator)
    if let problem = inconsistency {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: decoder.codingPath, debugDescription: problem))
    }
    forgetBeyondLimit()
  }

  /// What makes this game impossible to reach by playing, or `nil` when nothing does.
  private var inconsistency: String? {
    let cards = cardsInPlay + deck + matchedCards
    guard cards.count == SetCard.allCards.count, Set(cards).count == cards.count else {
      return "Each of the 81 cards must be exactly once in play, in the deck or matched."
    }
    let tableIDs = Set(cardsInPlay.map(\.id))
    guard selectedCardIDs.count <= Self.setSize,
      Set(selectedCardIDs).count == selectedCardIDs.count,
      selectedCardIDs.allSatisfy(tableIDs.contains)
    else {
      return "At most three different cards in play can be selected."
    }
    guard earlierChoiceCount >= 0 else { return "A count of earlier choices is below zero." }
    return nil
  }

  // MARK: - Reading the game

  /// The total of every outcome's points so far.
  public var score: Int {
    history.reduce(earlierPoints) { $0 + scoring.points(for: $1) }
  }

  /// How many times a card was chosen this game: every outcome but a deal.
  public var choiceCount: Int {
    earlierChoiceCount + history.count(where: \.isChoice)
  }

  /// How many cards are left to deal.
  public var deckCount: Int { deck.count }

  /// Whether "deal more" would bring any card: only while the deck has cards.
  public var canDealMore: Bool { !deck.isEmpty }

  /// The selected cards, in the order they were chosen.
  public var selectedCards: [SetCard] {
    var cards: [SetCard] = []
    for id in selectedCardIDs {
      for card in cardsInPlay where card.id == id { cards.append(card) }
    }
    return cards
  }

  /// Whether the selection is still growing, or is three cards that match or do not.
  public var selectionState: SelectionState {
    guard selectedCardIDs.count == Self.setSize else { return .incomplete }
    return SetCard.isSet(selectedCards) ? .matched : .mismatched
  }

  /// The ids of three cards on the table that form a set, or `nil` when there is none.
  ///
  /// A matched set still on the table has already been found, so it is not offered again.
  public var hint: [SetCard.ID]? {
    // Every pair has exactly one completing card, so looking it up keeps this quadratic.
    var isCandidate = [Bool](repeating: false, count: SetCard.allCards.count)
    for card in cardsInPlay { isCandidate[card.id] = true }
    if selectionState == .matched {
      for id in selectedCardIDs { isCandidate[id] = false }
    }
    var candidates: [SetCard.ID] = []
    for card in cardsInPlay where isCandidate[card.id] { candidates.append(card.id) }
    for first in candidates.indices {
      for second in (first + 1)..<candidates.endIndex {
        let third = SetCard.idCompletingSet(candidates[first], candidates[second])
        if isCandidate[third] { return [candidates[first], candidates[second], third] }
      }
    }
    return nil
  }

  /// Whether the game is over: the deck is empty and no set is left to find on the table.
  public var isOver: Bool { deck.isEmpty && hint == nil }

  // MARK: - Moves

  /// Chooses `card` on the table; returns what happened, or `nil` (and changes nothing) when
  /// the card is not in play.
  ///
  /// With a matched set selected, the set is put away first (replaced from the deck, or removed
  /// when the deck is empty) and, unless `card` was one of the three, `card` starts a new
  /// selection. With a non-set selected, `card` starts a new selection. Otherwise choosing a
  /// selected card deselects it and choosing another selects it, judging the three when it is the
  /// third.
  @discardableResult
  public mutating func choose(_ card: SetCard) -> Outcome? {
    guard cardsInPlay.contains(where: { $0.id == card.id }) else { return nil }
    let outcome: Outcome
    switch selectionState {
    case .matched:
      let matchedIDs = selectedCardIDs
      putAwayMatchedSet()
      if matchedIDs.contains(card.id) {
        outcome = .cleared
      } else {
        selectedCardIDs = [card.id]
        outcome = .selected(card)
      }
    case .mismatched:
      selectedCardIDs = [card.id]
      outcome = .selected(card)
    case .incomplete:
      if let position = selectedCardIDs.firstIndex(of: card.id) {
        selectedCardIDs.remove(at: position)
        outcome = .deselected(card)
      } else {
        selectedCardIDs.append(card.id)
        if selectedCardIDs.count == Self.setSize {
          let trio = selectedCards
          outcome = SetCard.isSet(trio) ? .set(trio) : .notASet(trio)
        } else {
          outcome = .selected(card)
        }
      }
    }
    record(outcome)
    return outcome
  }

  /// Adds `outcome` to the history, forgetting the oldest beyond `historyLimit`.
  private mutating func record(_ outcome: Outcome) {
    history.append(outcome)
    forgetBeyondLimit()
  }

  /// Drops the oldest outcomes beyond `historyLimit`, keeping their points and choices.
  private mutating func forgetBeyondLimit() {
    let excess = history.count - Self.historyLimit
    guard excess > 0 else { return }
    for outcome in history.prefix(excess) {
      earlierPoints += scoring.points(for: outcome)
      if outcome.isChoice { earlierChoiceCount += 1 }
    }
    history.removeFirst(excess)
  }

  /// Deals three cards: in place of a selected matched set if there is one, else onto the table.
  /// Returns what happened, or `nil` (and changes nothing) when the deck is empty.
  ///
  /// A mismatched selection is left alone; the next choice clears it as usual.
  @discardableResult
  public mutating func dealThreeMore() -> Outcome? {
    guard canDealMore else { return nil }
    let dealt: [SetCard]
    if selectionState == .matched {
      dealt = putAwayMatchedSet()
    } else {
      dealt = Array(deck.prefix(Self.setSize))
      deck.removeFirst(dealt.count)
      cardsInPlay.append(contentsOf: dealt)
    }
    let outcome = Outcome.dealt(dealt)
    record(outcome)
    return outcome
  }

  /// Starts over with all 81 cards, shuffled by this game's generator, keeping the scoring.
  ///
  /// Using the stored generator, not a fresh one, makes a whole session of games reproducible
  /// from the first seed.
  public mutating func newGame() {
    self = SetGame(generator: generator, scoring: scoring)
  }

  /// Puts a selected matched set away now, as the next choice would: replaced from the deck, or
  /// removed when the deck is empty. Changes nothing (and returns `false`) without one.
  ///
  /// Numbers given for the cards in play (a hint's, the plain mode's) then stay the numbers of
  /// the same cards through the choices that follow.
  ///
  /// - Returns: whether a made set was put away.
  @discardableResult
  public mutating func putAwayMatchedSetNow() -> Bool {
    guard selectionState == .matched else { return false }
    putAwayMatchedSet()
    return true
  }

  /// Moves the selected matched set to `matchedCards`, filling each gap from the deck in place so
  /// the rest of the table does not move, or closing it when the deck is empty. Returns the cards
  /// dealt into the gaps.
  @discardableResult
  private mutating func putAwayMatchedSet() -> [SetCard] {
    var replacements: [SetCard] = []
    for id in selectedCardIDs {
      guard let position = cardsInPlay.firstIndex(where: { $0.id == id }) else { continue }
      matchedCards.append(cardsInPlay[position])
      if deck.isEmpty {
        cardsInPlay.remove(at: position)
      } else {
        let replacement = deck.removeFirst()
        cardsInPlay[position] = replacement
        replacements.append(replacement)
      }
    }
    selectedCardIDs = []
    return replacements
  }
}

/// The rules of Memorize (2020) and Concentration (2017): find the pairs by turning two cards at a time.
///
/// Generic over what is on a card, so the same rules play emoji, pictures or numbers. The model knows
/// nothing about screens or clocks: randomness is passed in as a generator and time as a number of
/// seconds on the caller's game clock.
public struct MemoryGame<CardContent: Equatable> {
  /// Every card in the game, in the order they lie on the table.
  public private(set) var cards: [Card]
  /// Points so far: the sum of every choice's `Outcome.points` under `scoring`. May go negative.
  public private(set) var score = 0
  /// What matches and mismatches are worth.
  public let scoring: Scoring
  /// How many times a choice turned a card face up.
  public private(set) var flipCount = 0
  /// The time-bonus rule in force, or `nil` when matches score a flat 2 (the default).
  public let timeBonus: TimeBonusRule?
  /// The latest time, in seconds on the caller's clock, that any intent passed in.
  public private(set) var lastKnownTime: Double = 0

  /// Deals `numberOfPairsOfCards` pairs, face down, shuffled with a fixed seed.
  ///
  /// Pass a generator (the other initialiser) for a different deal; the rules never read system randomness.
  public init(numberOfPairsOfCards: Int, cardContentFactory: (Int) -> CardContent) {
    var generator = SeededGenerator(seed: 0)
    self.init(
      numberOfPairsOfCards: numberOfPairsOfCards, timeBonus: nil, scoring: Scoring(),
      using: &generator, cardContentFactory: cardContentFactory)
  }

  /// Deals `numberOfPairsOfCards` pairs, face down, shuffled with `generator`.
  ///
  /// Card `2k` and `2k + 1` carry `cardContentFactory(k)`; ids stay with their cards for the whole game.
  public init(
    numberOfPairsOfCards: Int, timeBonus: TimeBonusRule? = nil, scoring: Scoring = Scoring(),
    using generator: inout some RandomNumberGenerator,
    cardContentFactory: (Int) -> CardContent
  ) {
    self.timeBonus = timeBonus
    self.scoring = scoring
    cards = []
    for pairIndex in 0..<max(0, numberOfPairsOfCards) {
      let content = cardContentFactory(pairIndex)
      for twin in 0..<2 {
        cards.append(
          Card(id: pairIndex * 2 + twin, content: content, bonusTimeLimit: timeBonus?.limit ?? 0))
      }
    }
    cards.shuffle(using: &generator)
  }

  /// The index of the single face-up card, or `nil` when none or more than one card is face up.
  ///
  /// Derived from the cards on every read so it can never disagree with them.
  public var indexOfTheOneAndOnlyFaceUpCard: Int? {
    var found: Int?
    for index in cards.indices where cards[index].isFaceUp {
      if found != nil { return nil }
      found = index
    }
    return found
  }

  /// Whether every card has been matched.
  // A closure, not `\.isMatched`: in this generic type a key path is built at run time on every
  // call, and the terminal asks on every frame (it was a tenth of an animated game's CPU).
  public var isOver: Bool { cards.allSatisfy { $0.isMatched } }

  /// Chooses `card` at the latest time any intent passed in, and says what happened.
  @discardableResult
  public mutating func choose(_ card: Card) -> Outcome {
    choose(card, at: lastKnownTime)
  }

  /// Chooses `card` at `time` seconds on the caller's clock (used only by time-bonus scoring).
  ///
  /// Choosing a matched card or the one-and-only face-up card changes nothing and costs no flip.
  /// With one card face up, the chosen card turns up and the two are compared. Otherwise every card
  /// turns face down and the chosen one turns up.
  ///
  /// - Returns: What happened, with the points it added to the score.
  @discardableResult
  public mutating func choose(_ card: Card, at time: Double) -> Outcome {
    lastKnownTime = max(lastKnownTime, time)
    guard let chosenIndex = cards.firstIndex(where: { $0.id == card.id }),
      !cards[chosenIndex].isMatched,
      chosenIndex != indexOfTheOneAndOnlyFaceUpCard
    else { return .unchanged }

    let outcome: Outcome
    if let potentialMatchIndex = indexOfTheOneAndOnlyFaceUpCard {
      turnFaceUp(chosenIndex)
      let ids = [cards[potentialMatchIndex].id, cards[chosenIndex].id]
      if cards[chosenIndex].content == cards[potentialMatchIndex].content {
        let points = pointsForMatch(chosenIndex, potentialMatchIndex)
        markMatched(chosenIndex)
        markMatched(potentialMatchIndex)
        outcome = .matched(cardIDs: ids, points: points)
      } else {
        let seen = [chosenIndex, potentialMatchIndex].filter { cards[$0].hasBeenSeen }.count
        outcome = .mismatched(cardIDs: ids, points: seen * scoring.pointsForSeenCardInMismatch)
      }
    } else {
      // The chosen card, if it was one of two face up, simply stays up: it was never face down.
      for index in cards.indices where cards[index].isFaceUp && index != chosenIndex {
        turnFaceDown(index)
      }
      turnFaceUp(chosenIndex)
      outcome = .turnedUp(cardID: cards[chosenIndex].id)
    }
    score += outcome.points
    flipCount += 1
    return outcome
  }

  /// Turns every card that is face up face down, as the next choice would (a turn passed
  /// without one): each has now been seen. Costs no flip and changes no score.
  public mutating func turnFaceUpCardsDown() {
    for index in cards.indices where cards[index].isFaceUp {
      turnFaceDown(index)
    }
  }

  /// Moves every card to a new place on the table; the state of each card is untouched.
  public mutating func shuffle(using generator: inout some RandomNumberGenerator) {
    cards.shuffle(using: &generator)
  }

  /// Tells the game what time it is, so a view can show bonus countdowns without a choice.
  public mutating func advanceTime(to time: Double) {
    lastKnownTime = max(lastKnownTime, time)
  }

  /// Replaces what is on the cards without touching their state (restyling a game in progress).
  ///
  /// `transform` should map different contents to different contents, or pairs would merge.
  public mutating func replaceContents(_ transform: (CardContent) -> CardContent) {
    for index in cards.indices {
      cards[index].content = transform(cards[index].content)
    }
  }

  // MARK: - Private

  private func pointsForMatch(_ first: Int, _ second: Int) -> Int {
    guard timeBonus != nil else { return scoring.pointsForMatch }
    let seconds =
      cards[first].wholeBonusSecondsRemaining(at: lastKnownTime)
      + cards[second].wholeBonusSecondsRemaining(at: lastKnownTime)
    return scoring.pointsForMatch + seconds * scoring.pointsPerBonusSecond
  }

  private mutating func turnFaceUp(_ index: Int) {
    cards[index].isFaceUp = true
    cards[index].startUsingBonusTime(at: lastKnownTime)
  }

  private mutating func turnFaceDown(_ index: Int) {
    cards[index].isFaceUp = false
    // Seen means face up and then face down again: this is the moment a card becomes seen.
    cards[index].hasBeenSeen = true
    cards[index].stopUsingBonusTime(at: lastKnownTime)
  }

  private mutating func markMatched(_ index: Int) {
    cards[index].stopUsingBonusTime(at: lastKnownTime)
    cards[index].isMatched = true
  }
}

extension MemoryGame: Equatable {}
extension MemoryGame: Sendable where CardContent: Sendable {}
extension MemoryGame: Codable where CardContent: Codable {
  private enum CodingKeys: String, CodingKey {
    case cards, score, flipCount, timeBonus, lastKnownTime, scoring
  }

  /// Decodes a game, refusing cards that no deal could have produced, so a damaged save is
  /// rejected here instead of misbehaving later.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    cards = try container.decode([Card].self, forKey: .cards)
    score = try container.decode(Int.self, forKey: .score)
    flipCount = try container.decode(Int.self, forKey: .flipCount)
    timeBonus = try container.decodeIfPresent(TimeBonusRule.self, forKey: .timeBonus)
    lastKnownTime = try container.decode(Double.self, forKey: .lastKnownTime)
    // Games saved before scoring was a value played by the defaults.
    scoring = try container.decodeIfPresent(Scoring.self, forKey: .scoring) ?? Scoring()
    if let problem = Self.problem(with: cards) {
      throw DecodingError.dataCorruptedError(
        forKey: .cards, in: container, debugDescription: problem)
    }
  }

  /// The most pairs a saved game may hold; far more than any theme (and it bounds the check).
  static var maximumPairs: Int { 1_000 }

  /// What no deal could have produced, or `nil`: a deal gives pair `k` the ids `2k` and `2k + 1`,
  /// the same content, matched together, and a content no other pair has.
  static func problem(with cards: [Card]) -> String? {
    guard cards.count % 2 == 0, cards.count / 2 <= maximumPairs else {
      return "a game holds an even number of cards, at most \(2 * maximumPairs)"
    }
    var byID = [Card?](repeating: nil, count: cards.count)
    for card in cards {
      guard byID.indices.contains(card.id), byID[card.id] == nil else {
        return "card ids must be 0 to \(cards.count - 1), each once"
      }
      byID[card.id] = card
    }
    let pairs = stride(from: 0, to: cards.count, by: 2).map { (byID[$0]!, byID[$0 + 1]!) }
    for (index, (first, second)) in pairs.enumerated() {
      guard first.content == second.content, first.isMatched == second.isMatched else {
        return "the two cards of a pair must show the same content and be matched together"
      }
      guard !pairs[..<index].contains(where: { $0.0.content == first.content }) else {
        return "two pairs show the same content"
      }
    }
    return nil
  }
}

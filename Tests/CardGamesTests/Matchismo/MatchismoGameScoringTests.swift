import CardGames
import Testing

/// One row of a scoring table: choose `chosen` in order and state exactly what follows.
struct MatchismoScoringCase: Sendable, CustomTestStringConvertible {
  var matchCount: Int
  var chosen: [PlayingCard]
  /// The outcome of the last choice.
  var outcome: CardMatchingGame.Outcome
  /// The score after all the choices.
  var score: Int
  /// Which of `chosen` are still face up afterwards.
  var stillChosen: Set<PlayingCard>
  /// Which of `chosen` are matched afterwards.
  var matched: Set<PlayingCard>

  var testDescription: String {
    "\(matchCount)-card \(chosen.map(\.contents).joined(separator: " "))"
  }
}

@Suite("Matchismo: CardMatchingGame scoring")
struct MatchismoGameScoringTests {
  static let twoCardCases: [MatchismoScoringCase] = [
    // Rank match: 4 × bonus 4 = 16, less 2 × cost 1.
    MatchismoScoringCase(
      matchCount: 2, chosen: [PlayingCard(.jack, .hearts), PlayingCard(.jack, .spades)],
      outcome: .matched([PlayingCard(.jack, .hearts), PlayingCard(.jack, .spades)], points: 16),
      score: 14,
      stillChosen: [PlayingCard(.jack, .hearts), PlayingCard(.jack, .spades)],
      matched: [PlayingCard(.jack, .hearts), PlayingCard(.jack, .spades)]),
    // Suit match: 1 × 4 = 4, less 2.
    MatchismoScoringCase(
      matchCount: 2, chosen: [PlayingCard(.five, .clubs), PlayingCard(.nine, .clubs)],
      outcome: .matched([PlayingCard(.five, .clubs), PlayingCard(.nine, .clubs)], points: 4),
      score: 2,
      stillChosen: [PlayingCard(.five, .clubs), PlayingCard(.nine, .clubs)],
      matched: [PlayingCard(.five, .clubs), PlayingCard(.nine, .clubs)]),
    // Mismatch: penalty 2 plus 2 costs; only the last card stays chosen.
    MatchismoScoringCase(
      matchCount: 2, chosen: [PlayingCard(.six, .diamonds), PlayingCard(.jack, .clubs)],
      outcome: .mismatched([PlayingCard(.six, .diamonds), PlayingCard(.jack, .clubs)], points: -2),
      score: -4,
      stillChosen: [PlayingCard(.jack, .clubs)], matched: []),
    // Same colour is not a match.
    MatchismoScoringCase(
      matchCount: 2, chosen: [PlayingCard(.two, .hearts), PlayingCard(.three, .diamonds)],
      outcome: .mismatched(
        [PlayingCard(.two, .hearts), PlayingCard(.three, .diamonds)], points: -2),
      score: -4, stillChosen: [PlayingCard(.three, .diamonds)], matched: []),
    // Three of a rank in 2-card mode: the first two match (16 − 2), the third waits (−1).
    MatchismoScoringCase(
      matchCount: 2,
      chosen: [
        PlayingCard(.seven, .spades), PlayingCard(.seven, .hearts), PlayingCard(.seven, .diamonds),
      ],
      outcome: .chose([PlayingCard(.seven, .diamonds)]), score: 13,
      stillChosen: [
        PlayingCard(.seven, .spades), PlayingCard(.seven, .hearts), PlayingCard(.seven, .diamonds),
      ],
      matched: [PlayingCard(.seven, .spades), PlayingCard(.seven, .hearts)]),
  ]

  static let threeCardCases: [MatchismoScoringCase] = {
    let sevens = [
      PlayingCard(.seven, .spades), PlayingCard(.seven, .hearts), PlayingCard(.seven, .diamonds),
    ]
    let twoSevens = [
      PlayingCard(.seven, .spades), PlayingCard(.seven, .hearts), PlayingCard(.two, .diamonds),
    ]
    let clubs = [
      PlayingCard(.three, .clubs), PlayingCard(.eight, .clubs), PlayingCard(.queen, .clubs),
    ]
    let sevensAndHeart = [
      PlayingCard(.seven, .hearts), PlayingCard(.seven, .spades), PlayingCard(.two, .hearts),
    ]
    let twoHearts = [
      PlayingCard(.four, .hearts), PlayingCard(.nine, .hearts), PlayingCard(.king, .spades),
    ]
    let rankAndSuitPairs = [
      PlayingCard(.five, .hearts), PlayingCard(.five, .spades), PlayingCard(.nine, .spades),
    ]
    let nothing = [
      PlayingCard(.two, .spades), PlayingCard(.five, .hearts), PlayingCard(.nine, .diamonds),
    ]
    return [
      // Three of a rank: 3 rank pairs × 4 = 12, × 4 = 48, less 3.
      MatchismoScoringCase(
        matchCount: 3, chosen: sevens, outcome: .matched(sevens, points: 48), score: 45,
        stillChosen: Set(sevens), matched: Set(sevens)),
      // Two of a rank and an unrelated card: 4 × 4 = 16, less 3.
      MatchismoScoringCase(
        matchCount: 3, chosen: twoSevens, outcome: .matched(twoSevens, points: 16), score: 13,
        stillChosen: Set(twoSevens), matched: Set(twoSevens)),
      // Three of a suit: 3 suit pairs × 1 = 3, × 4 = 12, less 3.
      MatchismoScoringCase(
        matchCount: 3, chosen: clubs, outcome: .matched(clubs, points: 12), score: 9,
        stillChosen: Set(clubs), matched: Set(clubs)),
      // A rank pair and a suit pair: (4 + 1) × 4 = 20, less 3.
      MatchismoScoringCase(
        matchCount: 3, chosen: sevensAndHeart, outcome: .matched(sevensAndHeart, points: 20),
        score: 17, stillChosen: Set(sevensAndHeart), matched: Set(sevensAndHeart)),
      // The same, with the suit pair between other cards: 5♠ 9♠ share a suit, 5♥ 5♠ a rank.
      MatchismoScoringCase(
        matchCount: 3, chosen: rankAndSuitPairs,
        outcome: .matched(rankAndSuitPairs, points: 20), score: 17,
        stillChosen: Set(rankAndSuitPairs), matched: Set(rankAndSuitPairs)),
      // Only one suit pair: 1 × 4 = 4, less 3; all three still leave play.
      MatchismoScoringCase(
        matchCount: 3, chosen: twoHearts, outcome: .matched(twoHearts, points: 4), score: 1,
        stillChosen: Set(twoHearts), matched: Set(twoHearts)),
      // No pair at all: penalty 2 plus 3 costs; only the last card stays chosen.
      MatchismoScoringCase(
        matchCount: 3, chosen: nothing, outcome: .mismatched(nothing, points: -2), score: -5,
        stillChosen: [PlayingCard(.nine, .diamonds)], matched: []),
    ]
  }()

  @Test("2-card mode scores exactly", arguments: twoCardCases)
  func twoCardScoring(row: MatchismoScoringCase) throws {
    try check(row)
  }

  @Test("3-card mode scores every pair of the trio exactly", arguments: threeCardCases)
  func threeCardScoring(row: MatchismoScoringCase) throws {
    try check(row)
  }

  private func check(_ row: MatchismoScoringCase) throws {
    // Extra cards on the table, sharing nothing with the chosen ones, must stay untouched.
    let bystander = PlayingCard(.king, .clubs)
    #expect(!row.chosen.contains(bystander))
    var game = try CardMatchingGame.dealing(row.chosen + [bystander], matchCount: row.matchCount)
    var last: CardMatchingGame.Outcome?
    for chosen in row.chosen {
      last = try game.choose(chosen)
    }
    // Rows list cards in the order chosen; an outcome lists the waiting ones in table order.
    let expected = try row.outcome.inOutcomeOrder(on: game)
    #expect(last == expected)
    #expect(game.history.last == expected)
    #expect(game.history.count == row.chosen.count)
    #expect(game.score == row.score)
    for chosen in row.chosen {
      let tableCard = try game.tableCard(chosen)
      #expect(tableCard.isChosen == row.stillChosen.contains(chosen), "\(chosen)")
      #expect(tableCard.isMatched == row.matched.contains(chosen), "\(chosen)")
    }
    #expect(try game.tableCard(bystander) == CardMatchingGame.Card(playingCard: bystander))
  }

  @Test("Every choice costs one point; nothing is judged before the second card")
  func pointsForChoosing() throws {
    var game = try CardMatchingGame.dealing([
      PlayingCard(.ace, .spades), PlayingCard(.two, .hearts),
    ])
    #expect(game.score == 0)
    let outcome = try game.choose(PlayingCard(.ace, .spades))
    #expect(outcome == .chose([PlayingCard(.ace, .spades)]))
    #expect(game.score == -1)
    #expect(try game.tableCard(PlayingCard(.ace, .spades)).isChosen)
  }

  @Test("In 3-card mode two chosen cards are never judged, even a rank pair")
  func twoOfThreeIsNoMatch() throws {
    let jacks = [PlayingCard(.jack, .hearts), PlayingCard(.jack, .spades)]
    var game = try CardMatchingGame.dealing(jacks + [PlayingCard(.two, .clubs)], matchCount: 3)
    try game.choose(jacks[0])
    let outcome = try game.choose(jacks[1])
    #expect(outcome == .chose(jacks))
    #expect(game.score == -2)
    #expect(game.cards.allSatisfy { !$0.isMatched })
    #expect(game.indicesOfChosenUnmatchedCards.count == 2)
  }

  @Test("Un-choosing a card turns it face down and costs nothing")
  func unchoose() throws {
    let ace = PlayingCard(.ace, .spades)
    var game = try CardMatchingGame.dealing([ace, PlayingCard(.ace, .hearts)])
    try game.choose(ace)
    let outcome = try game.choose(ace)
    #expect(outcome == .unchose(ace))
    #expect(game.score == -1)
    #expect(game.history == [.chose([ace]), .unchose(ace)])
    #expect(try game.tableCard(ace) == CardMatchingGame.Card(playingCard: ace))
  }

  @Test("In 3-card mode an un-chosen card is left out of the trio")
  func unchooseInThreeCardMode() throws {
    let five = PlayingCard(.five, .clubs)
    let six = PlayingCard(.six, .diamonds)
    let fives = [PlayingCard(.five, .hearts), PlayingCard(.five, .spades)]
    var game = try CardMatchingGame.dealing([five, six] + fives, matchCount: 3)
    try game.choose(five)
    try game.choose(six)
    let unchose = try game.choose(six)
    #expect(unchose == .unchose(six))
    try game.choose(fives[0])
    let outcome = try game.choose(fives[1])
    // Three rank pairs among the fives: 12 × 4 = 48; four choices cost 4.
    // The waiting cards come in table order, whatever order they were chosen in.
    let waiting =
      try game.index(of: five) < game.index(of: fives[0]) ? [five, fives[0]] : [fives[0], five]
    #expect(outcome == .matched(waiting + [fives[1]], points: 48))
    #expect(game.score == 44)
    #expect(try !game.tableCard(six).isChosen)
    #expect(try !game.tableCard(six).isMatched)
  }

  @Test("Choosing a matched card does nothing")
  func chooseMatchedCard() throws {
    let jacks = [PlayingCard(.jack, .hearts), PlayingCard(.jack, .spades)]
    var game = try CardMatchingGame.dealing(jacks + [PlayingCard(.two, .clubs)])
    try game.choose(jacks[0])
    try game.choose(jacks[1])
    let before = game
    let first = try game.choose(jacks[0])
    let second = try game.choose(jacks[1])
    #expect(first == nil)
    #expect(second == nil)
    #expect(game == before)
    #expect(game.score == 14)
  }

  @Test("An index off the table does nothing")
  func chooseOffTheTable() throws {
    var game = try CardMatchingGame.dealing([
      PlayingCard(.ace, .spades), PlayingCard(.two, .hearts),
    ])
    let before = game
    let beforeFirst = game.chooseCard(at: -1)
    let afterLast = game.chooseCard(at: 2)
    #expect(beforeFirst == nil)
    #expect(afterLast == nil)
    #expect(game == before)
  }

  @Test("Matched cards leave play: later choices are not judged against them")
  func matchedCardsLeavePlay() throws {
    let jacks = [PlayingCard(.jack, .hearts), PlayingCard(.jack, .spades)]
    let jackOfClubs = PlayingCard(.jack, .clubs)
    let twoOfClubs = PlayingCard(.two, .clubs)
    var game = try CardMatchingGame.dealing(jacks + [jackOfClubs, twoOfClubs])
    try game.choose(jacks[0])
    try game.choose(jacks[1])
    // A third jack would match either of the first two, but they are out of play.
    let third = try game.choose(jackOfClubs)
    #expect(third == .chose([jackOfClubs]))
    let fourth = try game.choose(twoOfClubs)
    #expect(fourth == .matched([jackOfClubs, twoOfClubs], points: 4))
    // 16 − 2 for the jacks, 4 − 2 for the clubs.
    #expect(game.score == 16)
    #expect(game.cards.allSatisfy { $0.isMatched })
  }

  @Test("Outcomes list waiting cards in table order, then the card just chosen")
  func outcomeOrder() throws {
    let cards = [
      PlayingCard(.three, .clubs), PlayingCard(.eight, .clubs), PlayingCard(.queen, .clubs),
    ]
    var game = try CardMatchingGame.dealing(cards, matchCount: 3)
    let tableOrder = game.cards.map(\.playingCard)
    let last = tableOrder[0]
    game.chooseCard(at: 2)
    game.chooseCard(at: 1)
    let outcome = game.chooseCard(at: 0)
    #expect(outcome == .matched([tableOrder[1], tableOrder[2], last], points: 12))
  }

  @Test("A caller's own scoring is used throughout")
  func customScoring() throws {
    let scoring = CardMatchingGame.Scoring(
      rankMatch: 10, suitMatch: 3, matchBonus: 2, pointsForMismatch: -5,
      pointsForChoosing: 0)
    let cards = [
      PlayingCard(.four, .hearts), PlayingCard(.four, .clubs), PlayingCard(.nine, .spades),
      PlayingCard(.king, .spades),
      PlayingCard(.ace, .diamonds), PlayingCard(.two, .clubs),
    ]
    var game = try CardMatchingGame.dealing(cards, scoring: scoring)
    try game.choose(cards[0])
    let rankMatch = try game.choose(cards[1])
    #expect(rankMatch == .matched([cards[0], cards[1]], points: 20))
    try game.choose(cards[2])
    let suitMatch = try game.choose(cards[3])
    #expect(suitMatch == .matched([cards[2], cards[3]], points: 6))
    try game.choose(cards[4])
    let mismatch = try game.choose(cards[5])
    #expect(mismatch == .mismatched([cards[4], cards[5]], points: -5))
    #expect(game.score == 20 + 6 - 5)
  }

  @Test(
    "Scoring.scoreChange gives each outcome's effect on the score",
    arguments: [
      (CardMatchingGame.Outcome.chose([PlayingCard(.ace, .spades)]), -1),
      (.unchose(PlayingCard(.ace, .spades)), 0),
      (.matched([PlayingCard(.ace, .spades), PlayingCard(.ace, .hearts)], points: 16), 15),
      (.mismatched([PlayingCard(.ace, .spades), PlayingCard(.two, .hearts)], points: -2), -3),
    ])
  func scoreChange(outcome: CardMatchingGame.Outcome, change: Int) {
    #expect(CardMatchingGame.Scoring().scoreChange(for: outcome) == change)
  }
}

extension CardMatchingGame.Outcome {
  /// This outcome with its cards as the game lists them: all but the last in table order.
  fileprivate func inOutcomeOrder(on game: CardMatchingGame) throws -> Self {
    let waiting = try cards.dropLast().map { try (game.index(of: $0), $0) }
    let ordered = waiting.sorted { $0.0 < $1.0 }.map(\.1) + cards.suffix(1)
    switch self {
    case .chose: return .chose(ordered)
    case .unchose: return self
    case .matched(_, let points): return .matched(ordered, points: points)
    case .mismatched(_, let points): return .mismatched(ordered, points: points)
    }
  }
}

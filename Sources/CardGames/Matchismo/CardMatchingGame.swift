/// The rules of Matchismo: choose playing cards from a table to match them by rank or suit.
///
/// The game deals `cardCount` cards from a deck. Choosing a card costs a little; once `matchCount`
/// cards are chosen they are judged together: if any pair among them shares a rank or a suit they
/// score and leave play, otherwise the player pays a penalty and only the last card stays chosen.
/// Every choice is recorded as an `Outcome` in `history`, so a view can replay what happened and
/// put it into words; the model itself holds no text meant for people. The history keeps the
/// latest `historyLimit` choices: a player can choose and put back a card forever, and a saved
/// game must stay a file the next launch reads.
///
/// The game keeps its own `SeededGenerator` and the deck it was dealt from, so a saved game
/// (which is `Codable`) redeals exactly as the original would have.
public struct CardMatchingGame: Equatable, Codable, Sendable {
  /// The match counts the rules know how to judge: pairs and trios.
  public static let supportedMatchCounts = 2...3
  /// How many of the latest choices `history` keeps (each about 170 bytes saved).
  public static let historyLimit = 500

  /// The cards on the table, in the order they were dealt; they never move.
  public private(set) var cards: [Card]
  /// The points earned so far; only the rules change it.
  public private(set) var score = 0
  /// How many chosen cards are judged together, 2 or 3.
  public private(set) var matchCount: Int
  /// The latest choices that changed the game since the last deal, oldest first: at most
  /// `historyLimit`.
  public private(set) var history: [Outcome] = []
  /// Choices since the last deal that are no longer in `history`.
  public private(set) var earlierChoiceCount = 0
  /// The points, penalties and costs this game is played with.
  public let scoring: Scoring

  /// The deck as it was handed to `init`, kept whole so that every redeal starts from a full deck.
  private let fullDeck: Deck
  /// The source of every random draw; stored so a saved game continues the same random stream.
  private var generator: SeededGenerator

  /// Deals `cardCount` cards drawn at random from `deck`; `nil` when the deck holds too few cards
  /// or `matchCount` is not one of `supportedMatchCounts`.
  public init?(
    cardCount: Int,
    deck: Deck,
    matchCount: Int = 2,
    scoring: Scoring = Scoring(),
    using generator: SeededGenerator
  ) {
    guard Self.supportedMatchCounts.contains(matchCount) else { return nil }
    var generator = generator
    guard let cards = Self.deal(cardCount, from: deck, using: &generator) else { return nil }
    self.cards = cards
    self.matchCount = matchCount
    self.scoring = scoring
    self.fullDeck = deck
    self.generator = generator
  }

  /// Whether `matchCount` may change now: only before the first choice after a deal, because
  /// changing it mid-game would judge cards chosen under one rule by another.
  public var canChangeMatchCount: Bool {
    choiceCount == 0
  }

  /// Every choice since the last deal, those `history` no longer holds included.
  public var choiceCount: Int { earlierChoiceCount + history.count }

  /// The positions of the cards that are chosen but not yet matched: the ones waiting to be judged.
  public var indicesOfChosenUnmatchedCards: [Int] {
    cards.indices.filter { cards[$0].isChosen && !cards[$0].isMatched }
  }

  /// Changes how many cards are judged together; returns whether it did.
  ///
  /// Refused (returning `false`, changing nothing) while a game is under way — see
  /// `canChangeMatchCount` — and for counts outside `supportedMatchCounts`.
  public mutating func setMatchCount(_ newMatchCount: Int) -> Bool {
    guard canChangeMatchCount, Self.supportedMatchCounts.contains(newMatchCount) else {
      return false
    }
    matchCount = newMatchCount
    return true
  }

  /// Chooses or un-chooses the card at `index` and returns what happened, or `nil` when nothing
  /// did (the card is already matched, or `index` is off the table).
  ///
  /// Choosing an unchosen card adds `scoring.pointsForChoosing` (a cost). When that brings the
  /// chosen, unmatched cards up to `matchCount`, they are judged: a match earns points and marks
  /// them all matched; a mismatch adds `scoring.pointsForMismatch` (a penalty) and un-chooses all
  /// but the card just chosen. Choosing a chosen card un-chooses it, free of charge.
  @discardableResult
  public mutating func chooseCard(at index: Int) -> Outcome? {
    guard cards.indices.contains(index), !cards[index].isMatched else { return nil }
    let outcome: Outcome
    if cards[index].isChosen {
      cards[index].isChosen = false
      outcome = .unchose(cards[index].playingCard)
    } else {
      outcome = choose(index)
    }
    history.append(outcome)
    forgetBeyondLimit()
    return outcome
  }

  /// Drops the oldest outcomes beyond `historyLimit`, counting them in `earlierChoiceCount`.
  private mutating func forgetBeyondLimit() {
    let excess = history.count - Self.historyLimit
    guard excess > 0 else { return }
    history.removeFirst(excess)
    earlierChoiceCount += excess
  }

  /// Deals a fresh set of cards from a full deck and starts over: score zero, history empty,
  /// and `matchCount` free to change again. Draws continue the game's own random stream.
  public mutating func redeal() {
    // The initializer already drew this many cards from this deck, so the deal cannot fail.
    guard let newCards = Self.deal(cards.count, from: fullDeck, using: &generator) else { return }
    cards = newCards
    score = 0
    history = []
    earlierChoiceCount = 0
  }

  /// Starts over as `redeal()` does, but draws with `generator` from now on.
  public mutating func redeal(using generator: SeededGenerator) {
    self.generator = generator
    redeal()
  }

  /// Chooses the unchosen, unmatched card at `index`, judging the chosen cards when there are
  /// enough of them.
  private mutating func choose(_ index: Int) -> Outcome {
    let waiting = indicesOfChosenUnmatchedCards
    cards[index].isChosen = true
    score += scoring.pointsForChoosing
    // The card just chosen goes last, so an outcome reads in the order the player acted.
    let group = waiting + [index]
    let played = group.map { cards[$0].playingCard }
    // `>=` rather than `==`: a hand-edited save could hold more chosen cards than the rule allows.
    guard group.count >= matchCount else { return .chose(played) }
    let matchScore = scoring.matchScore(of: played)
    if matchScore > 0 {
      for matched in group {
        cards[matched].isMatched = true
      }
      let points = matchScore * scoring.matchBonus
      score += points
      return .matched(played, points: points)
    } else {
      for unchosen in waiting {
        cards[unchosen].isChosen = false
      }
      score += scoring.pointsForMismatch
      return .mismatched(played, points: scoring.pointsForMismatch)
    }
  }

  /// Draws `count` cards at random from a copy of `deck`; `nil` when it holds fewer than `count`.
  private static func deal(
    _ count: Int, from deck: Deck, using generator: inout SeededGenerator
  ) -> [Card]? {
    guard count >= 0, count <= deck.count else { return nil }
    var deck = deck
    var dealt: [Card] = []
    for _ in 0..<count {
      guard let playingCard = deck.drawRandomCard(using: &generator) else { return nil }
      dealt.append(Card(playingCard: playingCard))
    }
    return dealt
  }
}

extension CardMatchingGame {
  private enum CodingKeys: String, CodingKey {
    case cards, score, matchCount, history, earlierChoiceCount, scoring, fullDeck, generator
  }

  /// Decodes a game, refusing a match count the rules cannot judge or a card on the table twice.
  /// A history longer than `historyLimit` (files written before it had one) keeps its latest
  /// choices; files without `earlierChoiceCount` had forgotten none.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    cards = try container.decode([Card].self, forKey: .cards)
    score = try container.decode(Int.self, forKey: .score)
    matchCount = try container.decode(Int.self, forKey: .matchCount)
    history = try container.decode([Outcome].self, forKey: .history)
    earlierChoiceCount =
      try container.decodeIfPresent(Int.self, forKey: .earlierChoiceCount) ?? 0
    scoring = try container.decode(Scoring.self, forKey: .scoring)
    fullDeck = try container.decode(Deck.self, forKey: .fullDeck)
    generator = try container.decode(SeededGenerator.self, forKey: .generator)
    guard Self.supportedMatchCounts.contains(matchCount) else {
      throw DecodingError.dataCorruptedError(
        forKey: .matchCount, in: container,
        debugDescription: "cards are matched in twos or threes, not \(matchCount)s")
    }
    guard Set(cards.map(\.playingCard)).count == cards.count else {
      throw DecodingError.dataCorruptedError(
        forKey: .cards, in: container, debugDescription: "a playing card is on the table twice")
    }
    // A redeal draws from the full deck: a card in it twice would put it on the table twice.
    guard Set(fullDeck.cards).count == fullDeck.cards.count else {
      throw DecodingError.dataCorruptedError(
        forKey: .fullDeck, in: container, debugDescription: "a playing card is in the deck twice")
    }
    guard earlierChoiceCount >= 0 else {
      throw DecodingError.dataCorruptedError(
        forKey: .earlierChoiceCount, in: container,
        debugDescription: "a count of earlier choices is below zero")
    }
    forgetBeyondLimit()
  }
}

/// A computer opponent for Memorize: a memory of the cards it has seen and the natural strategy.
///
/// The natural strategy (Velleman and Warrington, "What to expect in a game of memory", 2013):
/// at the start of a turn, take a pair whose two cards are both remembered, if there is one. Otherwise
/// turn a card it has never seen (or has forgotten), chosen at random; if that card's twin is
/// remembered, take the twin, else turn another unseen card at random.
///
/// The bot learns only from cards face up on the table, whoever turned them: call `observe(_:)` after
/// every choice anyone makes (a `MemoryMatch` does this for its bots). A weaker `level` forgets each
/// newly seen card with a set probability, decided at the start of the bot's next turn once the card is
/// out of view. The bot never chooses a matched or a face-up card.
public struct MemoryBot<CardContent: Equatable> {
  /// How well this bot remembers.
  public let level: ComputerLevel
  /// Everything the bot currently remembers.
  public private(set) var memory = CardMemory<CardContent>()
  /// Ids seen for the first time whose fate (kept or forgotten) is not decided yet.
  private var unsettled: Set<Int> = []

  /// Creates a bot at `level` that has seen nothing.
  public init(level: ComputerLevel) {
    self.level = level
  }

  /// Takes in every card now face up on the table and drops matched ones from memory.
  public mutating func observe(_ game: MemoryGame<CardContent>) {
    for id in memory.observe(game) where level.forgets {
      unsettled.insert(id)
    }
    unsettled = unsettled.filter { memory.remembers($0) }
  }

  /// The id of the card the bot turns next, or `nil` when no card can be chosen (the game is over).
  ///
  /// Looks at the table first (as `observe(_:)`), so the face-up card of a half-done turn is known.
  /// Draws from `generator` only to pick among unseen cards and to decide what a weaker bot forgets.
  public mutating func nextChoice(
    in game: MemoryGame<CardContent>, using generator: inout some RandomNumberGenerator
  ) -> Int? {
    observe(game)
    if let index = game.indexOfTheOneAndOnlyFaceUpCard, !game.cards[index].isMatched {
      let faceUpID = game.cards[index].id
      return memory.knownTwin(ofCardWithID: faceUpID, in: game)
        ?? randomUnseenCard(in: game, using: &generator) ?? firstFaceDownCard(in: game)
    }
    settleMemories(in: game, using: &generator)
    if let pair = memory.knownPair(in: game), let id = faceDownCard(of: pair, in: game) {
      return id
    }
    return randomUnseenCard(in: game, using: &generator) ?? firstFaceDownCard(in: game)
  }

  /// Restyles the bot's memory the way `MemoryGame.replaceContents(_:)` restyles the table.
  public mutating func replaceContents(_ transform: (CardContent) -> CardContent) {
    memory.replaceContents(transform)
  }

  // MARK: - Private

  /// Decides, in table order, whether each newly seen card now out of view is kept or forgotten.
  private mutating func settleMemories(
    in game: MemoryGame<CardContent>, using generator: inout some RandomNumberGenerator
  ) {
    guard !unsettled.isEmpty else { return }
    for card in game.cards where unsettled.contains(card.id) && !card.isFaceUp {
      unsettled.remove(card.id)
      if level.forgetsCard(using: &generator) { memory.forget(card.id) }
    }
  }

  /// A face-down card of `pair` to turn first (the other may still lie face up from the last turn).
  private func faceDownCard(of pair: KnownPair, in game: MemoryGame<CardContent>) -> Int? {
    for id in [pair.first, pair.second] {
      if let card = game.cards.first(where: { $0.id == id }), !card.isFaceUp { return id }
    }
    return nil
  }

  /// A face-down, unmatched card the bot does not remember, picked uniformly at random.
  ///
  /// Picks the k-th such card in table order for one draw of k, exactly as the fast simulation does.
  private func randomUnseenCard(
    in game: MemoryGame<CardContent>, using generator: inout some RandomNumberGenerator
  ) -> Int? {
    let isUnseen = { (card: MemoryGame<CardContent>.Card) in
      !card.isMatched && !card.isFaceUp && !memory.remembers(card.id)
    }
    let count = game.cards.count(where: isUnseen)
    guard count > 0 else { return nil }
    var remaining = Int.random(in: 0..<count, using: &generator)
    for card in game.cards where isUnseen(card) {
      if remaining == 0 { return card.id }
      remaining -= 1
    }
    return nil
  }

  /// Any legal card at all; only reached if memory somehow disagrees with the table.
  private func firstFaceDownCard(in game: MemoryGame<CardContent>) -> Int? {
    game.cards.first { !$0.isMatched && !$0.isFaceUp }?.id
  }
}

extension MemoryBot: Equatable {}
extension MemoryBot: Sendable where CardContent: Sendable {}
extension MemoryBot: Codable where CardContent: Codable {}

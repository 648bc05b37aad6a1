/// Memorize for one to four players on one machine (hot seat), any of whom the computer may play.
///
/// Wraps a `MemoryGame` and keeps the tally of each player. A turn is two cards. A match keeps the turn;
/// a mismatch passes it the moment the mismatch is revealed: the two cards stay face up for everyone to
/// see, `currentPlayerIndex` already names the next player, and that player's first choice turns them
/// face down. The score a choice earns or loses (see `MemoryGame.score`) and the pair it matches go
/// to the player who made it.
///
/// Computer players move through `chooseForComputer(using:)`; their memories watch every card turned
/// face up, by anyone, and are saved with the match.
public struct MemoryMatch<CardContent: Equatable> {
  /// The cards and the rules; change it only through the match.
  public private(set) var game: MemoryGame<CardContent>
  /// Everyone at the table, in turn order, with their pairs and scores.
  public private(set) var players: [Player]
  /// The index in `players` of the player to move.
  public private(set) var currentPlayerIndex = 0
  /// The memory of each computer player, by player index; `nil` for people.
  private var bots: [MemoryBot<CardContent>?]
  /// Every card that has been face up, as the table saw it: what a hint may point at.
  private var tableMemory = CardMemory<CardContent>()

  /// How many players a match seats.
  public static var playerCountRange: ClosedRange<Int> { 1...4 }
  /// The points a hint costs unless the caller names another price.
  public static var defaultHintCost: Int { 1 }

  /// Seats `players` (one to four, in turn order) at `game`; the first player moves first.
  ///
  /// Each player's pairs and score start from zero.
  public init(game: MemoryGame<CardContent>, players: [Player]) {
    precondition(
      Self.playerCountRange.contains(players.count), "A match seats one to four players.")
    self.game = game
    self.players = players.map { Player(name: $0.name, computerLevel: $0.computerLevel) }
    bots = players.map { player in player.computerLevel.map { MemoryBot(level: $0) } }
    observeTable()
  }

  /// The player to move.
  public var currentPlayer: Player { players[currentPlayerIndex] }

  /// Whether the player to move is played by the computer (and the game is not over).
  public var isComputerToMove: Bool { !isOver && currentPlayer.isComputer }

  /// Whether every pair has been matched.
  public var isOver: Bool { game.isOver }

  /// The result once the game is over; `nil` while it is in play.
  ///
  /// The most pairs wins; between players with equally many pairs the higher score wins; players
  /// level on both tie.
  public var outcome: Outcome? {
    guard isOver else { return nil }
    let best = players.map { ($0.pairs, $0.score) }.max { $0 < $1 }
    let leaders = players.indices.filter { (players[$0].pairs, players[$0].score) == best! }
    return leaders.count == 1 ? .winner(leaders[0]) : .tie(leaders)
  }

  // MARK: - Intents

  /// Chooses `card` for the person to move, at the latest time any intent passed in.
  ///
  /// Ignored while the computer is to move: computer players move via `chooseForComputer(using:)`.
  @discardableResult
  public mutating func choose(_ card: MemoryGame<CardContent>.Card)
    -> MemoryGame<CardContent>
    .Outcome
  {
    choose(card, at: game.lastKnownTime)
  }

  /// Chooses `card` for the person to move at `time` seconds on the caller's clock.
  ///
  /// Ignored (`.unchanged`) while the computer is to move: computer players move via
  /// `chooseForComputer(using:)`.
  @discardableResult
  public mutating func choose(_ card: MemoryGame<CardContent>.Card, at time: Double)
    -> MemoryGame<CardContent>.Outcome
  {
    guard !currentPlayer.isComputer else { return .unchanged }
    return play(card, at: time)
  }

  /// Lets the computer player to move turn one card, at the latest time any intent passed in.
  ///
  /// - Returns: The id of the card it chose, or `nil` when a person is to move or the game is over.
  @discardableResult
  public mutating func chooseForComputer(
    using generator: inout some RandomNumberGenerator
  ) -> Int? {
    chooseForComputer(at: game.lastKnownTime, using: &generator)
  }

  /// Lets the computer player to move turn one card at `time` seconds on the caller's clock.
  ///
  /// - Returns: The id of the card it chose, or `nil` when a person is to move or the game is over.
  @discardableResult
  public mutating func chooseForComputer(
    at time: Double, using generator: inout some RandomNumberGenerator
  ) -> Int? {
    moveForComputer(at: time, using: &generator)?.chosenCardID
  }

  /// Lets the computer player to move turn one card at `time` seconds on the caller's clock.
  ///
  /// - Returns: What its choice did, or `nil` when a person is to move or the game is over.
  @discardableResult
  public mutating func moveForComputer(
    at time: Double, using generator: inout some RandomNumberGenerator
  ) -> MemoryGame<CardContent>.Outcome? {
    guard !isOver, var bot = bots[currentPlayerIndex],
      let id = bot.nextChoice(in: game, using: &generator),
      let card = game.cards.first(where: { $0.id == id })
    else { return nil }
    bots[currentPlayerIndex] = bot
    return play(card, at: time)
  }

  /// Passes the turn of the player to move to the next, as for a player who went away: the
  /// cards face up turn face down. Nothing happens once the game is over or with one player.
  public mutating func passTurn() {
    guard !isOver, players.count > 1 else { return }
    game.turnFaceUpCardsDown()
    currentPlayerIndex = (currentPlayerIndex + 1) % players.count
  }

  /// Whether a hint would show a pair right now (asking costs nothing).
  public var isHintAvailable: Bool {
    !isComputerToMove && tableMemory.knownPair(in: game) != nil
  }

  /// Points the person to move at a pair whose two cards have both been face up, for `cost` points.
  ///
  /// Meant for solo play, where the player has seen every card that has been face up. Only pairs
  /// already seen in full are shown, never a face-down card nobody has seen. When there is no such
  /// pair (or the computer is to move) the answer is `nil` and nothing is charged.
  public mutating func hint(cost: Int = defaultHintCost) -> KnownPair? {
    guard !isComputerToMove, let pair = tableMemory.knownPair(in: game) else { return nil }
    players[currentPlayerIndex].score -= cost
    return pair
  }

  /// Moves the cards around the table; every card keeps its state, and memories follow the cards.
  public mutating func shuffle(using generator: inout some RandomNumberGenerator) {
    game.shuffle(using: &generator)
  }

  /// Replaces what is on the cards, and in every memory of them, without touching any state.
  ///
  /// `transform` should map different contents to different contents, or pairs would merge.
  public mutating func replaceContents(_ transform: (CardContent) -> CardContent) {
    game.replaceContents(transform)
    tableMemory.replaceContents(transform)
    for index in bots.indices {
      bots[index]?.replaceContents(transform)
    }
  }

  // MARK: - Private

  /// Makes a choice for the player to move, credits its outcome to them, and passes the turn on a
  /// revealed mismatch.
  private mutating func play(_ card: MemoryGame<CardContent>.Card, at time: Double)
    -> MemoryGame<CardContent>.Outcome
  {
    let outcome = game.choose(card, at: time)
    if outcome != .unchanged { observeTable() }
    players[currentPlayerIndex].score += outcome.points
    switch outcome {
    case .matched: players[currentPlayerIndex].pairs += 1
    case .mismatched: currentPlayerIndex = (currentPlayerIndex + 1) % players.count
    case .unchanged, .turnedUp: break
    }
    return outcome
  }

  /// Lets every memory at the table see the cards now face up.
  private mutating func observeTable() {
    tableMemory.observe(game)
    for index in bots.indices {
      bots[index]?.observe(game)
    }
  }
}

extension MemoryMatch: Equatable {}
extension MemoryMatch: Sendable where CardContent: Sendable {}
extension MemoryMatch: Codable where CardContent: Codable {
  private enum CodingKeys: String, CodingKey {
    case game, players, currentPlayerIndex, bots, tableMemory
  }

  /// Decodes a match, refusing one whose seats and memories disagree: a computer seat without a
  /// memory would crash at its turn, and a person's seat with one would never let them move.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    game = try container.decode(MemoryGame<CardContent>.self, forKey: .game)
    players = try container.decode([Player].self, forKey: .players)
    currentPlayerIndex = try container.decode(Int.self, forKey: .currentPlayerIndex)
    bots = try container.decode([MemoryBot<CardContent>?].self, forKey: .bots)
    tableMemory = try container.decode(CardMemory<CardContent>.self, forKey: .tableMemory)
    guard Self.playerCountRange.contains(players.count),
      players.indices.contains(currentPlayerIndex)
    else {
      throw DecodingError.dataCorruptedError(
        forKey: .players, in: container,
        debugDescription: "A match seats one to four players, one of whom is to move.")
    }
    let seatsMatch =
      bots.count == players.count
      && zip(players, bots).allSatisfy { player, bot in
        player.computerLevel == bot?.level
      }
    guard seatsMatch else {
      throw DecodingError.dataCorruptedError(
        forKey: .bots, in: container,
        debugDescription: "Every computer seat, and only those, has a memory of its level.")
    }
  }

  /// Saves the match: the game, the players and whose turn it is, bots' memories included.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(game, forKey: .game)
    try container.encode(players, forKey: .players)
    try container.encode(currentPlayerIndex, forKey: .currentPlayerIndex)
    try container.encode(bots, forKey: .bots)
    try container.encode(tableMemory, forKey: .tableMemory)
  }
}

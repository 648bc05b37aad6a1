/// Matchismo for one to four people at one table, taking turns.
///
/// Wraps a `CardMatchingGame` and keeps each player's tally. The player to move chooses cards
/// as the solo game's rules say, and every point a choice adds or costs (see
/// `CardMatchingGame.Scoring.scoreChange(for:)`) goes to them; a match counts in their `pairs`
/// (a pair or a trio, as `matchCount` says).
///
/// **The turn passes after a choice that ends in no match**: a mismatch. A match keeps the turn,
/// as at Memorize; a card chosen towards a match, or put back, keeps it too. Passing the turn
/// never touches the cards: the card the rules leave chosen after a mismatch stays face up for
/// the next player, who may build a match on it or put it back for free — everyone has seen
/// every card that was chosen. `passTurn()` passes the turn of a player who went away the same
/// way, leaving what they chose for the next player.
///
/// With one player nothing ever passes: the game is exactly the solo game.
public struct MatchismoMatch: Equatable, Codable, Sendable {
  /// The cards and the rules; change it only through the match.
  public private(set) var game: CardMatchingGame
  /// Everyone at the table, in turn order, with their matches (`pairs`) and scores.
  public private(set) var players: [Player]
  /// The index in `players` of the player to move.
  public private(set) var currentPlayerIndex = 0
  /// The index in `players` of who made the latest choice since the deal; `nil` before the
  /// first.
  public private(set) var lastChooserIndex: Int?

  /// How many players a match seats.
  public static var playerCountRange: ClosedRange<Int> { 1...4 }

  /// Seats `players` (one to four, in turn order; computer levels are dropped, as only people
  /// play Matchismo) at `game`; the first player moves first, every tally from zero. `nil` for
  /// no players or more than four.
  public init?(game: CardMatchingGame, players: [Player]) {
    guard Self.playerCountRange.contains(players.count) else { return nil }
    self.game = game
    self.players = players.map { Player(name: $0.name) }
  }

  /// Resumes a match as it was: `game`, `players` with their tallies, and the player to move;
  /// `nil` when the players are not one to four or `currentPlayerIndex` names none of them.
  public init?(game: CardMatchingGame, players: [Player], currentPlayerIndex: Int) {
    guard Self.playerCountRange.contains(players.count),
      players.indices.contains(currentPlayerIndex)
    else { return nil }
    self.game = game
    self.players = players
    self.currentPlayerIndex = currentPlayerIndex
  }

  /// The player to move.
  public var currentPlayer: Player { players[currentPlayerIndex] }

  /// Whether no match is possible among the cards left.
  public var isOver: Bool { game.isOver }

  /// The result once the game is over; `nil` while it is in play.
  ///
  /// The highest score wins (Matchismo is played for points); between players with equal
  /// scores, more matches win; players level on both tie.
  public var outcome: Outcome? {
    guard isOver else { return nil }
    let tallies = players.map { ($0.score, $0.pairs) }
    guard let best = tallies.max(by: { $0 < $1 }) else { return nil }
    let leaders = players.indices.filter { tallies[$0] == best }
    return leaders.count == 1 ? .winner(leaders[0]) : .tie(leaders)
  }

  // MARK: - Intents

  /// Chooses or puts back the card at `index` for the player to move, credits what it did to
  /// them, and passes the turn on a mismatch. `nil` (nothing changes) for a matched card, an
  /// index off the table, or a game that is over.
  @discardableResult
  public mutating func chooseCard(at index: Int) -> CardMatchingGame.Outcome? {
    guard !isOver, let outcome = game.chooseCard(at: index) else { return nil }
    lastChooserIndex = currentPlayerIndex
    players[currentPlayerIndex].score += game.scoring.scoreChange(for: outcome)
    switch outcome {
    case .matched: players[currentPlayerIndex].pairs += 1
    case .mismatched: advanceTurn()
    case .chose, .unchose: break
    }
    return outcome
  }

  /// Passes the turn of the player to move to the next, as for a player who went away; the
  /// cards they chose stay chosen. Nothing happens once the game is over or with one player.
  public mutating func passTurn() {
    guard !isOver else { return }
    advanceTurn()
  }

  /// Deals afresh for the same players, in the same order: every tally back to zero, the first
  /// player to move. Draws continue the game's own random stream.
  public mutating func redeal() {
    game.redeal()
    players = players.map { Player(name: $0.name) }
    currentPlayerIndex = 0
    lastChooserIndex = nil
  }

  /// Changes how many cards make a match, before the first choice of a deal; returns whether
  /// it did (see `CardMatchingGame.setMatchCount(_:)`).
  public mutating func setMatchCount(_ count: Int) -> Bool {
    game.setMatchCount(count)
  }

  // MARK: - Private

  /// With several players, the next one moves.
  private mutating func advanceTurn() {
    guard players.count > 1 else { return }
    currentPlayerIndex = (currentPlayerIndex + 1) % players.count
  }
}

extension MatchismoMatch {
  /// How a finished match ended.
  public enum Outcome: Hashable, Codable, Sendable {
    /// One player, by index in `players`, won outright.
    case winner(Int)
    /// These players, by index in `players` in turn order, share first place.
    case tie([Int])

    /// The indices in `players` of the winner, or of everyone who shares first place.
    public var winners: [Int] {
      switch self {
      case .winner(let index): [index]
      case .tie(let indices): indices
      }
    }
  }
}

extension MatchismoMatch {
  private enum CodingKeys: String, CodingKey {
    case game, players, currentPlayerIndex, lastChooserIndex
  }

  /// Decodes a match, refusing one that seats no one or more than four, or whose player to move
  /// (or latest chooser) is not at the table.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    game = try container.decode(CardMatchingGame.self, forKey: .game)
    players = try container.decode([Player].self, forKey: .players)
    currentPlayerIndex = try container.decode(Int.self, forKey: .currentPlayerIndex)
    lastChooserIndex = try container.decodeIfPresent(Int.self, forKey: .lastChooserIndex)
    guard Self.playerCountRange.contains(players.count),
      players.indices.contains(currentPlayerIndex),
      lastChooserIndex.map(players.indices.contains) ?? true
    else {
      throw DecodingError.dataCorruptedError(
        forKey: .players, in: container,
        debugDescription: "A match seats one to four players, one of whom is to move.")
    }
  }
}

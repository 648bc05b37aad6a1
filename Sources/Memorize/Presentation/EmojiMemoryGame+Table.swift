import CardGames

/// One seat at the table as every face shows it: the player's tally in words, what a screen
/// reader says for it, and whether the seat is to move or has won.
public struct SeatStanding: Hashable, Sendable {
  /// The player in the seat.
  public var player: Player
  /// "Ana · 2 pairs · 3 pts".
  public var text: String
  /// ``text`` in fewer columns, for a row of seats short of room: "Ana: 2·3".
  public var shortText: String
  /// "Ana, person, 2 pairs, score 3, to move", for screen readers.
  public var accessibleText: String
  /// Whether it is this seat's turn (never once the game is over).
  public var isToMove: Bool
  /// Whether this seat won, or shares first place, once the game is over.
  public var isWinner: Bool
}

extension EmojiMemoryGame {
  /// The seats in turn order, each with its standing; a face shows them when several play.
  public var standings: [SeatStanding] {
    let winners: Set<Int> =
      switch outcome {
      case .winner(let index)?: [index]
      case .tie(let indices)?: Set(indices)
      case nil: []
      }
    return players.enumerated().map { index, player in
      let isToMove = outcome == nil && index == currentPlayerIndex
      let isWinner = winners.contains(index)
      return SeatStanding(
        player: player, text: Phrases.standing(player), shortText: Phrases.shortStanding(player),
        accessibleText: Phrases.accessibleStanding(
          player, isToMove: isToMove, isWinner: isWinner),
        isToMove: isToMove, isWinner: isWinner)
    }
  }

  /// Whose turn it is, "Ana to move" or "Computer (good) is thinking…", while several play and
  /// the game goes on; otherwise `nil`.
  public var turnText: String? {
    guard players.count > 1, outcome == nil, players.indices.contains(currentPlayerIndex)
    else { return nil }
    return Phrases.turn(of: players[currentPlayerIndex])
  }

  /// ``turnText`` in fewer words, fewest last, for a line short of room ("Thinking…" for the
  /// computer's turn); empty when it has none.
  public var shorterTurnTexts: [String] {
    guard turnText != nil else { return [] }
    return Phrases.shorterTurns(of: players[currentPlayerIndex])
  }

  /// The one sentence a window's status line shows, most pressing first: the end-of-game
  /// banner (naming `newGameKey`), a hint just paid for, the verdict on the last choice, whose turn it is (nothing
  /// once a table's game is decided), the hinted pair, the best score on the theme, or the
  /// invitation to play.
  public func statusSentence(newGameKey: String) -> String {
    gameOverBanner(newGameKey: newGameKey) ?? statusSentence
  }
}

extension PlayingCardGame {
  /// The seats in turn order, each with its standing (“Ana · 1 match · 14 pts”); a face shows
  /// them when several play.
  public var standings: [SeatStanding] {
    let winners = Set(outcome?.winners ?? [])
    return players.enumerated().map { index, player in
      let isToMove = outcome == nil && index == currentPlayerIndex
      let isWinner = winners.contains(index)
      return SeatStanding(
        player: player, text: Phrases.matchismoStanding(player),
        shortText: Phrases.shortStanding(player),
        accessibleText: Phrases.accessibleMatchismoStanding(
          player, isToMove: isToMove, isWinner: isWinner),
        isToMove: isToMove, isWinner: isWinner)
    }
  }
}

@testable import CardGames

// Helpers live in extensions of the Players types so their names cannot collide with other games'
// test helpers in the same target.

extension MemoryMatch where CardContent == Int {
  /// A match on `pairs` pairs dealt with seed 0, where card ids 2k and 2k + 1 show k.
  static func numbered(pairs: Int, players: [Player]) -> MemoryMatch {
    MemoryMatch(game: MemoryGame(numberOfPairsOfCards: pairs) { $0 }, players: players)
  }

  /// Chooses, for the person to move, each card with the given ids in turn.
  mutating func choose(ids: Int...) {
    for id in ids {
      choose(game.cards.first { $0.id == id }!)
    }
  }

  /// Each player's (pairs, score), in seat order.
  var tally: [SeatTally] { players.map { SeatTally(pairs: $0.pairs, score: $0.score) } }

  /// One player's tally, comparable in `#expect`.
  struct SeatTally: Equatable, CustomStringConvertible {
    var pairs: Int
    var score: Int
    var description: String { "(\(pairs) pairs, \(score) points)" }
  }
}

extension MemoryGame {
  /// The card with `id`.
  func card(numbered id: Int) -> Card {
    cards.first { $0.id == id }!
  }

  /// Whether a choice now would start a turn (no card is face up on its own).
  var isBetweenTurns: Bool {
    indexOfTheOneAndOnlyFaceUpCard.map { cards[$0].isMatched } ?? true
  }
}

extension Player {
  /// Players named A, B, C, … with the given levels (`nil` for a person).
  static func seats(_ levels: [ComputerLevel?]) -> [Player] {
    levels.indices.map { index in
      Player(name: String(UnicodeScalar(UInt8(65 + index))), computerLevel: levels[index])
    }
  }
}

extension MemoryMatch {
  /// Asks for a hint and gives the ids it points at as a set (the order on the table is the deal's).
  mutating func hintedIDs(cost: Int = defaultHintCost) -> Set<Int>? {
    hint(cost: cost).map { [$0.first, $0.second] }
  }
}

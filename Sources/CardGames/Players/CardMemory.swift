/// What one onlooker has seen of a Memorize table: each card's content as it looked face up.
///
/// Memory is built only from cards while they are face up, never from the contents of face-down cards.
/// Matched cards leave play, so they leave memory too. Everything here works in table order, so that
/// whatever is derived from a memory is the same on every run.
public struct CardMemory<CardContent: Equatable> {
  /// The content of each remembered card, by card id, as it was seen.
  public private(set) var contents: [Int: CardContent] = [:]

  /// Creates a memory that has seen nothing.
  public init() {}

  /// Whether the card with `id` is remembered.
  public func remembers(_ id: Int) -> Bool {
    contents[id] != nil
  }

  /// Remembers every face-up, unmatched card and drops every matched one.
  ///
  /// - Returns: The ids remembered for the first time, in table order.
  @discardableResult
  public mutating func observe(_ game: MemoryGame<CardContent>) -> [Int] {
    var newlyRemembered: [Int] = []
    for card in game.cards {
      if card.isMatched {
        contents[card.id] = nil
      } else if card.isFaceUp {
        if contents[card.id] == nil { newlyRemembered.append(card.id) }
        contents[card.id] = card.content
      }
    }
    return newlyRemembered
  }

  /// Lets go of the card with `id`.
  public mutating func forget(_ id: Int) {
    contents[id] = nil
  }

  /// The first pair on the table, in table order, whose two cards are remembered and unmatched.
  public func knownPair(in game: MemoryGame<CardContent>) -> KnownPair? {
    let cards = game.cards
    for first in cards.indices {
      guard !cards[first].isMatched, let content = contents[cards[first].id] else { continue }
      for second in (first + 1)..<cards.count where !cards[second].isMatched {
        if contents[cards[second].id] == content {
          return KnownPair(first: cards[first].id, second: cards[second].id)
        }
      }
    }
    return nil
  }

  /// The id of the remembered, unmatched card that shows what the card with `id` showed, if any.
  public func knownTwin(ofCardWithID id: Int, in game: MemoryGame<CardContent>) -> Int? {
    guard let content = contents[id] else { return nil }
    for card in game.cards where card.id != id && !card.isMatched {
      if contents[card.id] == content { return card.id }
    }
    return nil
  }

  /// Restyles the memory the way `MemoryGame.replaceContents(_:)` restyles the table.
  public mutating func replaceContents(_ transform: (CardContent) -> CardContent) {
    contents = contents.mapValues(transform)
  }
}

extension CardMemory: Equatable {}
extension CardMemory: Sendable where CardContent: Sendable {}
extension CardMemory: Codable where CardContent: Codable {}

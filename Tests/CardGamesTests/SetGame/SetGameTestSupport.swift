@testable import CardGames

// Helpers live in extensions of the Set types so their names cannot collide with other games'
// test helpers in the same target.

extension SetCard {
  /// A card written the way the rules read: `SetCard(.two, .oval, .striped, .green)`.
  init(_ number: Number, _ shape: Shape, _ shading: Shading, _ color: Color) {
    self.init(number: number, shape: shape, shading: shading, color: color)
  }

  /// A full 81-card deck that deals `top` first, in that order, and then every other card by id.
  static func deck(startingWith top: [SetCard]) -> [SetCard] {
    top + allCards.filter { !top.contains($0) }
  }

  /// The 16 cards whose attributes all take one of their first two values. No three of them form
  /// a set: "all different" needs three values, and "all same" four times over means one card.
  static var capSet: [SetCard] {
    allCards.filter { card in
      card.number != .three && card.shape != .oval && card.shading != .open
        && card.color != .purple
    }
  }
}

extension SetGame {
  /// A game dealing from `top` and then the rest of the cards by id, with a fixed generator.
  static func stacked(_ top: [SetCard], scoring: Scoring = Scoring()) -> SetGame {
    SetGame(
      dealingInOrder: SetCard.deck(startingWith: top), generator: SeededGenerator(seed: 0),
      scoring: scoring)
  }

  /// The card in play with this id; traps when there is none, which is a test mistake.
  func card(withID id: SetCard.ID) -> SetCard {
    cardsInPlay.first { $0.id == id }!
  }

  /// Plays the hinted set (three choices) and returns `true`, or returns `false` when there is no
  /// hint. Expects no partial selection, which is all the callers leave behind.
  mutating func playHintedSet() -> Bool {
    guard let hint else { return false }
    for id in hint { choose(card(withID: id)) }
    return true
  }

  /// Plays the way a careful player does until the deck is empty: take every set offered by the
  /// hint, and deal three more only when there is none.
  mutating func playUntilDeckIsEmpty() {
    while canDealMore {
      if !playHintedSet() { dealThreeMore() }
    }
  }
}

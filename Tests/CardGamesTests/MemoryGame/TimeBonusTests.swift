import CardGames
import Testing

@Suite("MemoryGame time bonus")
struct TimeBonusTests {
  private func game() -> MemoryGame<String> {
    var generator = SeededGenerator(seed: 1)
    return MemoryGame(
      numberOfPairsOfCards: 3, timeBonus: TimeBonusRule(), using: &generator
    ) { ["A", "B", "C"][$0] }
  }

  private func card(_ content: String, _ twin: Int, _ game: MemoryGame<String>)
    -> MemoryGame<String>.Card
  {
    game.cards.filter { $0.content == content }.sorted { $0.id < $1.id }[twin]
  }

  @Test("Off by default: a match scores a flat 2 however long it took")
  func offByDefault() {
    var generator = SeededGenerator(seed: 1)
    var plain = MemoryGame(numberOfPairsOfCards: 2, using: &generator) { $0 }
    let twins = plain.cards.filter { $0.content == 0 }
    plain.choose(twins[0], at: 0)
    plain.choose(twins[1], at: 0.5)
    #expect(plain.score == 2)
    #expect(plain.timeBonus == nil)
  }

  @Test("A quick match scores 2 plus each card's whole seconds left")
  func quickMatch() {
    var game = game()
    game.choose(card("A", 0, game), at: 10)
    game.choose(card("A", 1, game), at: 11.5)
    // First card: 6 − 1.5 = 4.5 → 4; second card: 6 → 6.
    #expect(game.score == 2 + 4 + 6)
    #expect(card("A", 0, game).hasEarnedBonus)
  }

  @Test("Bonus time accumulates over several flips and runs only while face up")
  func accumulates() {
    var game = game()
    game.choose(card("A", 0, game), at: 0)
    game.choose(card("B", 0, game), at: 2)  // mismatch; A has used 2 s so far
    game.choose(card("C", 0, game), at: 3)  // A and B turn down at 3: A used 3 s, B 1 s
    #expect(card("A", 0, game).faceUpTime(at: 100) == 3)
    #expect(card("B", 0, game).faceUpTime(at: 100) == 1)
    game.choose(card("C", 1, game), at: 4)  // C₀ used 1 s: 2 + 5 + 6
    #expect(game.score == 13)
    game.choose(card("A", 0, game), at: 50)  // long face-down pause costs nothing
    #expect(card("A", 0, game).bonusTimeRemaining(at: 51) == 2)
    #expect(card("A", 0, game).bonusRemaining(at: 51) == 2.0 / 6.0)
    #expect(card("A", 0, game).isConsumingBonusTime(at: 51))
    game.choose(card("A", 1, game), at: 51.25)
    // A: 6 − (3 + 1.25) = 1.75 → 1; its twin: 6.
    #expect(game.score == 13 + 2 + 1 + 6)
    #expect(!card("A", 0, game).isConsumingBonusTime(at: 60))
    #expect(card("A", 0, game).bonusTimeRemaining(at: 1000) == 1.75)
  }

  @Test("A spent bonus adds nothing and the countdown stops at zero")
  func spent() {
    var game = game()
    game.choose(card("B", 0, game), at: 0)
    #expect(card("B", 0, game).bonusRemaining(at: 3) == 0.5)
    #expect(card("B", 0, game).bonusRemaining(at: 9) == 0)
    game.choose(card("B", 1, game), at: 9)
    #expect(game.score == 2 + 0 + 6)
    #expect(!card("B", 0, game).hasEarnedBonus)
  }

  @Test("Choosing without a time uses the latest time passed in")
  func latestTime() {
    var game = game()
    game.advanceTime(to: 20)
    game.choose(card("C", 0, game))
    game.advanceTime(to: 22)
    game.choose(card("C", 1, game))
    #expect(game.lastKnownTime == 22)
    #expect(game.score == 2 + 4 + 6)
  }
}

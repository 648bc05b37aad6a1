import CardGames
import Testing

/// A game with the assignment's five pairs, dealt with a fixed seed.
private func assignmentGame() -> MemoryGame<String> {
  var generator = SeededGenerator(seed: 42)
  let contents = ["🐧", "👻", "📝", "🏀", "🐼"]
  return MemoryGame(numberOfPairsOfCards: contents.count, using: &generator) { contents[$0] }
}

/// Finds a specific card: the first or second of the pair showing `content`.
private func card(
  _ content: String, _ twin: Int = 0, in game: MemoryGame<String>
) -> MemoryGame<String>.Card {
  game.cards.filter { $0.content == content }.sorted { $0.id < $1.id }[twin]
}

@Suite("MemoryGame rules")
struct MemoryGameRuleTests {
  @Test("Deals two face-down cards per pair, each with a unique id")
  func deal() {
    let game = assignmentGame()
    #expect(game.cards.count == 10)
    #expect(Set(game.cards.map(\.id)) == Set(0..<10))
    #expect(game.cards.allSatisfy { !$0.isFaceUp && !$0.isMatched && !$0.hasBeenSeen })
    for content in ["🐧", "👻", "📝", "🏀", "🐼"] {
      #expect(game.cards.filter { $0.content == content }.count == 2)
    }
    #expect(game.score == 0)
    #expect(game.flipCount == 0)
    #expect(game.indexOfTheOneAndOnlyFaceUpCard == nil)
    #expect(!game.isOver)
    // Shuffled: the cards are not in id order.
    #expect(game.cards.map(\.id) != Array(0..<10))
  }

  @Test("The assignment's scoring vector: 2, then −1, then 1")
  func assignmentVector() {
    var game = assignmentGame()
    func pick(_ content: String, _ twin: Int = 0) {
      game.choose(card(content, twin, in: game))
    }
    pick("🐧")
    pick("👻")
    pick("📝")
    pick("🏀")
    pick("👻", 0)
    pick("👻", 1)
    #expect(game.score == 2)
    pick("🐧")
    pick("🐼")
    pick("🏀")
    pick("🐧")
    #expect(game.score == -1)
    pick("🐧", 0)
    pick("🐧", 1)
    #expect(game.score == 1)
    #expect(game.flipCount == 12)
    #expect(card("🐧", 0, in: game).isMatched && card("🐧", 1, in: game).isMatched)
    #expect(card("👻", 0, in: game).isMatched && card("👻", 1, in: game).isMatched)
    #expect(game.cards.filter(\.isMatched).count == 4)
  }

  @Test("Choosing a matched card or the one-and-only face-up card changes nothing")
  func ignoredChoices() {
    var game = assignmentGame()
    game.choose(card("🐧", 0, in: game))
    let afterOne = game
    game.choose(card("🐧", 0, in: game))
    #expect(game == afterOne)
    game.choose(card("🐧", 1, in: game))
    #expect(game.score == 2)
    let afterMatch = game
    game.choose(card("🐧", 1, in: game))
    #expect(game == afterMatch)
    #expect(game.flipCount == 2)
  }

  @Test("With none or two face up, every card turns down and the chosen one turns up")
  func turnsDownOthers() throws {
    var game = assignmentGame()
    game.choose(card("🐧", in: game))
    game.choose(card("👻", in: game))
    #expect(game.cards.filter(\.isFaceUp).count == 2)
    #expect(game.indexOfTheOneAndOnlyFaceUpCard == nil)
    // Choosing one of the two face-up cards: it stays up alone, and the other becomes seen.
    game.choose(card("👻", in: game))
    let only = try #require(game.indexOfTheOneAndOnlyFaceUpCard)
    #expect(game.cards[only].content == "👻")
    #expect(card("🐧", in: game).hasBeenSeen)
    #expect(!card("👻", in: game).hasBeenSeen)
    #expect(game.flipCount == 3)
  }

  @Test("Seen is about specific cards: a mismatch with the unseen twin costs nothing")
  func seenIsPerCard() {
    var game = assignmentGame()
    game.choose(card("🐧", 0, in: game))
    game.choose(card("👻", 0, in: game))
    game.choose(card("📝", 0, in: game))  // 🐧₀ and 👻₀ are now seen
    game.choose(card("🏀", 0, in: game))
    #expect(game.score == 0)
    game.choose(card("🐧", 1, in: game))  // never seen, though its content has been
    game.choose(card("👻", 1, in: game))
    #expect(game.score == 0)
    game.choose(card("🐧", 0, in: game))
    game.choose(card("🏀", 0, in: game))  // both seen: −2
    #expect(game.score == -2)
  }

  @Test("The game is over exactly when every card is matched")
  func gameOver() {
    var game = assignmentGame()
    for content in ["🐧", "👻", "📝", "🏀", "🐼"] {
      #expect(!game.isOver)
      game.choose(card(content, 0, in: game))
      game.choose(card(content, 1, in: game))
    }
    #expect(game.isOver)
    #expect(game.score == 10)
    #expect(game.flipCount == 10)
  }

  @Test("Shuffling moves cards but keeps each card's state")
  func shuffleKeepsState() {
    var game = assignmentGame()
    game.choose(card("🐼", 0, in: game))
    game.choose(card("🐼", 1, in: game))
    let before = game.cards.sorted { $0.id < $1.id }
    var generator = SeededGenerator(seed: 7)
    game.shuffle(using: &generator)
    #expect(game.cards.sorted { $0.id < $1.id } == before)
    #expect(game.score == 2)
  }

  @Test("Replacing contents restyles the cards without touching their state")
  func replaceContents() {
    var game = assignmentGame()
    game.choose(card("🐼", 0, in: game))
    let states = game.cards.map { [$0.id, $0.isFaceUp ? 1 : 0, $0.isMatched ? 1 : 0] }
    game.replaceContents { $0 == "🐼" ? "🐨" : $0 }
    #expect(game.cards.map { [$0.id, $0.isFaceUp ? 1 : 0, $0.isMatched ? 1 : 0] } == states)
    #expect(game.cards.filter { $0.content == "🐨" }.count == 2)
    #expect(!game.cards.contains { $0.content == "🐼" })
  }

  @Test("The course's plain initialiser deals the same cards every time")
  func plainInitialiser() {
    let first = MemoryGame(numberOfPairsOfCards: 4) { $0 }
    let second = MemoryGame(numberOfPairsOfCards: 4) { $0 }
    #expect(first == second)
    #expect(first.cards.count == 8)
  }

  @Test("Same seed, same deal; different seed, different deal")
  func seededDeal() {
    func deal(_ seed: UInt64) -> [Int] {
      var generator = SeededGenerator(seed: seed)
      return MemoryGame(numberOfPairsOfCards: 12, using: &generator) { $0 }.cards.map(\.id)
    }
    #expect(deal(2026) == deal(2026))
    #expect(deal(2026) != deal(2027))
  }
}

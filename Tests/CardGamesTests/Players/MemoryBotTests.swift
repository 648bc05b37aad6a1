import Testing

@testable import CardGames

@Suite("MemoryBot: legal choices, memory, the natural strategy")
struct MemoryBotTests {
  /// Plays a solo game to the end, checking `check(game, chosenID)` before every choice.
  private func playSolo(
    pairs: Int, seed: UInt64, level: ComputerLevel,
    check: (MemoryGame<Int>, MemoryBot<Int>, Int) -> Void
  ) -> MemoryGame<Int> {
    var generator = SeededGenerator(seed: seed)
    var game = MemoryGame(numberOfPairsOfCards: pairs, using: &generator) { $0 }
    var bot = MemoryBot<Int>(level: level)
    while let id = bot.nextChoice(in: game, using: &generator) {
      check(game, bot, id)
      game.choose(game.card(numbered: id))
      bot.observe(game)
    }
    return game
  }

  @Test(arguments: ComputerLevel.allCases)
  func neverChoosesAMatchedOrFaceUpCardAndFinishesEveryGame(level: ComputerLevel) {
    var choices = 0
    for seed in 0..<UInt64(60) {
      let pairs = Int(seed % 12) + 1
      let flipsBefore = choices
      let game = playSolo(pairs: pairs, seed: seed, level: level) { game, _, id in
        let card = game.card(numbered: id)
        #expect(!card.isMatched && !card.isFaceUp, "seed \(seed): chose \(card)")
        choices += 1
      }
      #expect(game.isOver)
      #expect(game.flipCount == choices - flipsBefore)
    }
  }

  @Test func neverChoosesAMatchedOrFaceUpCardAmongOtherPlayers() {
    for seed in 0..<UInt64(30) {
      var generator = SeededGenerator(seed: seed)
      let game = MemoryGame(numberOfPairsOfCards: 9, using: &generator) { $0 }
      var match = MemoryMatch(game: game, players: Player.seats(ComputerLevel.allCases.reversed()))
      while !match.isOver {
        let before = match.game
        guard let id = match.chooseForComputer(using: &generator) else { break }
        let card = before.card(numbered: id)
        #expect(!card.isMatched && !card.isFaceUp, "seed \(seed): chose \(card)")
      }
      #expect(match.isOver)
    }
  }

  @Test func remembersOnlyCardsThatHaveBeenFaceUp() {
    var everFaceUp: Set<Int> = []
    for seed in 0..<UInt64(20) {
      everFaceUp = []
      _ = playSolo(pairs: 8, seed: seed, level: .good) { game, bot, _ in
        everFaceUp.formUnion(game.cards.filter(\.isFaceUp).map(\.id))
        #expect(Set(bot.memory.contents.keys).isSubset(of: everFaceUp))
        for (id, content) in bot.memory.contents {
          #expect(game.card(numbered: id).content == content)
          #expect(!game.card(numbered: id).isMatched)
        }
      }
    }
  }

  @Test func withPerfectMemoryNeverMissesAPairItHasSeen() {
    var pairsOnOffer = 0
    for seed in 0..<UInt64(100) {
      var everFaceUp: Set<Int> = []
      var offeredPairs: [Set<Int>] = []
      var firstOfTurn: Int?
      _ = playSolo(pairs: 10, seed: seed, level: .perfect) { game, _, id in
        everFaceUp.formUnion(game.cards.filter(\.isFaceUp).map(\.id))
        if game.isBetweenTurns {
          let seen = game.cards.filter { !$0.isMatched && everFaceUp.contains($0.id) }
          offeredPairs = seen.flatMap { card in
            seen.filter { $0.id > card.id && $0.content == card.content }
              .map { Set([card.id, $0.id]) }
          }
          pairsOnOffer += offeredPairs.isEmpty ? 0 : 1
          firstOfTurn = id
        } else if !offeredPairs.isEmpty, let first = firstOfTurn {
          #expect(offeredPairs.contains([first, id]), "seed \(seed): missed \(offeredPairs)")
        }
      }
    }
    #expect(pairsOnOffer > 100)  // the check above really ran
  }

  @Test func withPerfectMemoryTakesEveryPairOthersHaveShownIt() {
    var pairsOnOffer = 0
    for seed in 0..<UInt64(40) {
      var generator = SeededGenerator(seed: seed)
      let game = MemoryGame(numberOfPairsOfCards: 10, using: &generator) { $0 }
      var match = MemoryMatch(game: game, players: Player.seats([.forgetful, .perfect, .casual]))
      var everFaceUp: Set<Int> = []
      while !match.isOver {
        let before = match.game
        let mover = match.currentPlayerIndex
        everFaceUp.formUnion(before.cards.filter(\.isFaceUp).map(\.id))
        guard let first = match.chooseForComputer(using: &generator) else { break }
        guard mover == 1, before.isBetweenTurns else { continue }
        let seen = before.cards.filter { !$0.isMatched && everFaceUp.contains($0.id) }
        let inSeenPairs = seen.filter { card in
          seen.contains { $0.id != card.id && $0.content == card.content }
        }.map(\.id)
        guard !inSeenPairs.isEmpty else { continue }
        pairsOnOffer += 1
        #expect(inSeenPairs.contains(first), "seed \(seed): turned \(first), not \(inSeenPairs)")
        let second = match.chooseForComputer(using: &generator)
        #expect(second.map { match.game.card(numbered: $0).isMatched } == true, "seed \(seed)")
      }
    }
    #expect(pairsOnOffer > 20)  // the check above really ran
  }

  @Test func takesTheTwinOfTheUnseenCardItTurnsWhenItHasSeenTheTwin() throws {
    // The person turns 0 and 2 (contents 0 and 1). The bot knows no pair, so it turns one of the
    // unseen cards 1 and 3, and then that card's twin, which it saw.
    var match = MemoryMatch.numbered(pairs: 2, players: Player.seats([nil, .perfect]))
    match.choose(ids: 0, 2)
    var generator = SeededGenerator(seed: 3)
    let choice = match.chooseForComputer(using: &generator)
    let first = try #require(choice)
    let second = match.chooseForComputer(using: &generator)
    #expect([1, 3].contains(first))
    #expect(second == [1: 0, 3: 2][first])
    #expect(match.players[1].pairs == 1)
  }
}

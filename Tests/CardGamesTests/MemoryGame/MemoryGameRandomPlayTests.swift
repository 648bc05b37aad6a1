import CardGames
import Foundation
import Testing

/// Plays many seeded random games and checks every invariant after every move against a reference
/// computed independently from the cards before the move.
@Suite("MemoryGame randomised play")
struct MemoryGameRandomPlayTests {
  typealias Game = MemoryGame<Int>

  /// What one choice should do, worked out from the state before it.
  private struct Expectation {
    var scoreChange = 0
    var flipChange = 0
  }

  private func expectation(choosing chosen: Game.Card, in game: Game) -> Expectation {
    let faceUp = game.cards.filter(\.isFaceUp)
    if chosen.isMatched || (faceUp.count == 1 && faceUp[0].id == chosen.id) {
      return Expectation()
    }
    guard faceUp.count == 1, let other = faceUp.first else {
      return Expectation(scoreChange: 0, flipChange: 1)
    }
    if other.content == chosen.content {
      return Expectation(scoreChange: 2, flipChange: 1)
    }
    let penalty = [other, chosen].filter(\.hasBeenSeen).count
    return Expectation(scoreChange: -penalty, flipChange: 1)
  }

  private func checkInvariants(_ game: Game, previous: Game, pairs: Int) {
    var counts: [Int: Int] = [:]
    for card in game.cards { counts[card.content, default: 0] += 1 }
    #expect(counts.count == pairs && counts.values.allSatisfy { $0 == 2 })
    let wasMatched = Set(previous.cards.filter(\.isMatched).map(\.id))
    #expect(wasMatched.isSubset(of: Set(game.cards.filter(\.isMatched).map(\.id))))
    #expect(game.cards.filter(\.isFaceUp).count <= 2)
    #expect(game.isOver == game.cards.allSatisfy(\.isMatched))
    for card in game.cards where card.isMatched {
      #expect(
        game.cards.contains { $0.id != card.id && $0.content == card.content && $0.isMatched })
    }
  }

  @Test("10,000 seeded random games keep every invariant after every move")
  func randomGames() throws {
    var finished = 0
    for seed in UInt64(0)..<10_000 {
      var generator = SeededGenerator(seed: seed)
      let pairs = Int.random(in: 2...6, using: &generator)
      var game = Game(numberOfPairsOfCards: pairs, using: &generator) { $0 }
      var score = 0
      var flips = 0
      var moves = 0
      while !game.isOver && moves < 400 {
        // Mostly unmatched cards, sometimes any card, so the ignored choices are exercised too.
        let candidates =
          Int.random(in: 0..<10, using: &generator) == 0
          ? game.cards : game.cards.filter { !$0.isMatched }
        let chosen = candidates.randomElement(using: &generator)!
        let expected = expectation(choosing: chosen, in: game)
        let previous = game
        game.choose(chosen)
        score += expected.scoreChange
        flips += expected.flipChange
        moves += 1
        #expect(game.score == score)
        #expect(game.flipCount == flips)
        checkInvariants(game, previous: previous, pairs: pairs)
        if expected.flipChange == 0 { #expect(game == previous) }
      }
      if game.isOver { finished += 1 }
    }
    // Random play on at most 6 pairs finishes well inside 400 moves nearly always.
    #expect(finished > 9_900)
  }

  @Test("A game encoded mid-play resumes identically, generator included")
  func encodeMidPlay() throws {
    for seed in UInt64(0)..<200 {
      var generator = SeededGenerator(seed: seed)
      var game = Game(
        numberOfPairsOfCards: 8, timeBonus: TimeBonusRule(), using: &generator
      ) { $0 }
      var time = 0.0
      for _ in 0..<Int(seed % 23) {
        time += 0.7
        game.choose(game.cards.randomElement(using: &generator)!, at: time)
      }
      let saved = try JSONEncoder().encode(game)
      let savedGenerator = try JSONEncoder().encode(generator)
      var resumed = try JSONDecoder().decode(Game.self, from: saved)
      var resumedGenerator = try JSONDecoder().decode(SeededGenerator.self, from: savedGenerator)
      #expect(resumed == game)
      for _ in 0..<60 {
        time += 0.9
        game.choose(game.cards.randomElement(using: &generator)!, at: time)
        resumed.choose(resumed.cards.randomElement(using: &resumedGenerator)!, at: time)
        #expect(resumed == game)
      }
    }
  }
}

@Suite("MemoryGame decoding")
struct MemoryGameDecodingTests {
  private func saved(_ edit: (inout [[String: Any]]) -> Void) throws -> Data {
    var generator = SeededGenerator(seed: 4)
    let game = MemoryGame(numberOfPairsOfCards: 3, using: &generator) { ["a", "b", "c"][$0] }
    var object = try #require(
      JSONSerialization.jsonObject(with: JSONEncoder().encode(game)) as? [String: Any])
    var cards = try #require(object["cards"] as? [[String: Any]])
    edit(&cards)
    object["cards"] = cards
    return try JSONSerialization.data(withJSONObject: object)
  }

  @Test("A dealt game decodes")
  func dealtGameDecodes() throws {
    let data = try saved { _ in }
    #expect(try JSONDecoder().decode(MemoryGame<String>.self, from: data).cards.count == 6)
  }

  @Test(
    "Cards no deal could produce are refused",
    arguments: [
      "a content on three cards", "two cards with one id", "a pair matched by halves",
      "two pairs alike", "an odd card",
    ])
  func impossibleCards(_ case: String) throws {
    let data = try saved { cards in
      func index(ofID id: Int) -> Int { cards.firstIndex { ($0["id"] as? Int) == id }! }
      switch `case` {
      case "a content on three cards": cards[index(ofID: 2)]["content"] = "a"
      case "two cards with one id": cards[index(ofID: 5)]["id"] = 4
      case "a pair matched by halves": cards[index(ofID: 0)]["isMatched"] = true
      case "two pairs alike":
        cards[index(ofID: 2)]["content"] = "a"
        cards[index(ofID: 3)]["content"] = "a"
      default: cards.removeLast()
      }
    }
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(MemoryGame<String>.self, from: data)
    }
  }
}

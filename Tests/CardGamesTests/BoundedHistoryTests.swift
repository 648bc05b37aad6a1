import CardGames
import Foundation
import Testing

/// A player can choose and put back a card forever; the games keep their latest outcomes only, so
/// that a saved game stays a file the next launch reads, and count the rest.
@Suite("Bounded histories")
struct BoundedHistoryTests {
  @Test("Matchismo keeps the latest 500 choices and counts every one")
  func matchismo() throws {
    var game = try CardMatchingGame.dealing(
      [PlayingCard(.ace, .spades), PlayingCard(.two, .hearts), PlayingCard(.king, .clubs)])
    let first = game.cards[0].playingCard
    for _ in 0..<1_201 { game.chooseCard(at: 0) }
    #expect(game.history.count == CardMatchingGame.historyLimit)
    #expect(game.earlierChoiceCount == 701)
    #expect(game.choiceCount == 1_201)
    #expect(!game.canChangeMatchCount, "the game is under way, whatever the history holds")
    // The latest is the 1,201st choice: the card was chosen (an odd count of choices).
    #expect(game.history.last == .chose([first]))
    #expect(game.score == 601 * game.scoring.pointsForChoosing)

    let decoded = try JSONDecoder().decode(
      CardMatchingGame.self, from: try JSONEncoder().encode(game))
    #expect(decoded == game)

    game.redeal()
    #expect(game.choiceCount == 0)
    #expect(game.canChangeMatchCount)
  }

  @Test("A Matchismo save from before the limit keeps its latest choices and all its flips")
  func matchismoOldFile() throws {
    var game = try CardMatchingGame.dealing(
      [PlayingCard(.ace, .spades), PlayingCard(.two, .hearts), PlayingCard(.king, .clubs)])
    for _ in 0..<400 { game.chooseCard(at: 0) }
    // A file of 7981b76 had every choice and no count of earlier ones: make one of 700.
    var object = try #require(
      try JSONSerialization.jsonObject(with: JSONEncoder().encode(game)) as? [String: Any])
    let history = try #require(object["history"] as? [Any])
    object["history"] = history + history.prefix(300)
    object["earlierChoiceCount"] = nil
    let old = try JSONSerialization.data(withJSONObject: object)
    let loaded = try JSONDecoder().decode(CardMatchingGame.self, from: old)
    #expect(loaded.history.count == 500)
    #expect(loaded.choiceCount == 700)
  }

  @Test("Set keeps the latest 500 outcomes, and its score and choices count them all")
  func set() throws {
    var game = SetGame(seed: 3)
    let card = try #require(game.cardsInPlay.first)
    // Select, deselect (a penalty each time), over and over; then three more cards.
    for _ in 0..<700 { game.choose(card) }
    game.dealThreeMore()
    #expect(game.history.count == SetGame.historyLimit)
    #expect(game.choiceCount == 700)
    #expect(game.score == 350 * game.scoring.pointsForDeselection)
    #expect(
      game.earlierPoints + game.history.reduce(0) { $0 + game.scoring.points(for: $1) }
        == game.score)

    let decoded = try JSONDecoder().decode(SetGame.self, from: try JSONEncoder().encode(game))
    #expect(decoded == game)
    #expect(decoded.score == game.score)

    game.newGame()
    #expect(game.choiceCount == 0)
    #expect(game.score == 0)
  }

  @Test("A save with a negative count of earlier choices is refused")
  func negativeCount() throws {
    let game = SetGame(seed: 3)
    var object = try #require(
      try JSONSerialization.jsonObject(with: JSONEncoder().encode(game)) as? [String: Any])
    object["earlierChoiceCount"] = -1
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(SetGame.self, from: JSONSerialization.data(withJSONObject: object))
    }
  }
}

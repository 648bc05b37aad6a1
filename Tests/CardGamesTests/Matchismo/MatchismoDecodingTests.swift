import CardGames
import Foundation
import Testing

@Suite("Matchismo decoding")
struct MatchismoDecodingTests {
  private func saved(_ edit: (inout [String: Any]) -> Void) throws -> Data {
    let game = try #require(
      CardMatchingGame(cardCount: 12, deck: .standard, using: SeededGenerator(seed: 3)))
    var object = try #require(
      JSONSerialization.jsonObject(with: JSONEncoder().encode(game)) as? [String: Any])
    edit(&object)
    return try JSONSerialization.data(withJSONObject: object)
  }

  @Test("A dealt game round-trips")
  func roundTrip() throws {
    let game = try #require(
      CardMatchingGame(cardCount: 12, deck: .standard, using: SeededGenerator(seed: 3)))
    let decoded = try JSONDecoder().decode(
      CardMatchingGame.self, from: JSONEncoder().encode(game))
    #expect(decoded == game)
  }

  @Test("A match count the rules cannot judge is refused")
  func matchCount() throws {
    let data = try saved { $0["matchCount"] = 7 }
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(CardMatchingGame.self, from: data)
    }
  }

  @Test("A playing card on the table twice is refused")
  func duplicateCard() throws {
    let data = try saved { object in
      var cards = object["cards"] as! [[String: Any]]
      cards[1] = cards[0]
      object["cards"] = cards
    }
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(CardMatchingGame.self, from: data)
    }
  }
}

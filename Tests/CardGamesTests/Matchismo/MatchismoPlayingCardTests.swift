import CardGames
import Foundation
import Testing

@Suite("Matchismo: PlayingCard")
struct MatchismoPlayingCardTests {
  @Test(
    "Ranks print as A, 2 … 10, J, Q, K and are numbered 1 … 13",
    arguments: zip(
      PlayingCard.Rank.allCases,
      ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]))
  func rankSymbols(rank: PlayingCard.Rank, symbol: String) {
    #expect(rank.symbol == symbol)
    #expect(PlayingCard.Rank.allCases.firstIndex(of: rank)! + 1 == rank.rawValue)
  }

  @Test("There are thirteen ranks, ace (1) to king (13)")
  func rankRange() {
    #expect(PlayingCard.Rank.allCases.map(\.rawValue) == Array(1...13))
    #expect(PlayingCard.Rank(rawValue: 0) == nil)
    #expect(PlayingCard.Rank(rawValue: 14) == nil)
  }

  @Test(
    "Suits print as ♠ ♣ ♥ ♦; hearts and diamonds are red",
    arguments: [
      (PlayingCard.Suit.spades, "♠", false),
      (.clubs, "♣", false),
      (.hearts, "♥", true),
      (.diamonds, "♦", true),
    ])
  func suits(suit: PlayingCard.Suit, symbol: String, isRed: Bool) {
    #expect(suit.symbol == symbol)
    #expect(suit.isRed == isRed)
    #expect(PlayingCard(.queen, suit).isRed == isRed)
  }

  @Test(
    "Contents is rank then suit symbol",
    arguments: [
      (PlayingCard(.ten, .hearts), "10♥"),
      (PlayingCard(.ace, .spades), "A♠"),
      (PlayingCard(.king, .diamonds), "K♦"),
      (PlayingCard(.seven, .clubs), "7♣"),
    ])
  func contents(playingCard: PlayingCard, contents: String) {
    #expect(playingCard.contents == contents)
    #expect(playingCard.description == contents)
  }

  @Test("A card survives a JSON round trip, stored as rank number and suit name")
  func codable() throws {
    let original = PlayingCard(.jack, .hearts)
    let data = try JSONEncoder().encode(original)
    let json = try #require(String(data: data, encoding: .utf8))
    #expect(json.contains("\"rank\":11"))
    #expect(json.contains("\"suit\":\"hearts\""))
    #expect(try JSONDecoder().decode(PlayingCard.self, from: data) == original)
  }
}

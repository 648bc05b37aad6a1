import CardGames
import Foundation
import Memorize
import Testing

@Suite("Statistics count games with several players")
struct TableStatisticsTests {
  private static let theme = Theme(
    id: "faces", name: "Faces", emoji: ["😀", "😃"], pairs: .allEmoji,
    color: RGBAColor(red: 1, green: 0.8, blue: 0))

  @Test("A finished two-player game counts as finished, with a win and a loss by name")
  func twoPlayerGameCounts() throws {
    let statistics = Statistics()
    let game = EmojiMemoryGame(
      theme: Self.theme, seed: 2, players: [Player(name: "Ana"), Player(name: "Ben")],
      timeSource: ManualTimeSource(), statistics: statistics)
    game.setOnScreen(true)
    // Ana matches both pairs in a row: a match keeps the turn.
    for content in ["😀", "😃"] {
      for card in game.cards.filter({ $0.content == content }) { game.choose(card) }
    }
    #expect(game.isOver)
    let record = statistics.record(for: Statistics.Key(game: .memorize, themeID: "faces"))
    #expect(record.played == 1)
    #expect(record.finished == 1)
    #expect(record.wins == ["Ana": 1])
    #expect(record.losses == ["Ben": 1])
    #expect(record.bestScore == nil)
    let expected: [Statistics.PlayerRecord] = [
      .init(name: "Ana", wins: 1, losses: 0), .init(name: "Ben", wins: 0, losses: 1),
    ]
    #expect(statistics.playerRecords == expected)
    let lines = statistics.playerRecords.map(Phrases.playerRecord)
    #expect(lines == ["Ana: 1 win, 0 losses", "Ben: 0 wins, 1 loss"])
  }

  @Test("A versus-computer game played to the end counts for the person and the computer")
  func versusComputerCounts() throws {
    let statistics = Statistics()
    let time = ManualTimeSource()
    let game = EmojiMemoryGame(
      theme: Self.theme, seed: 3,
      players: [Player(name: "Ana"), Player(name: "Bot", computerLevel: .perfect)],
      timeSource: time, statistics: statistics)
    game.setOnScreen(true)
    var moves = 0
    while !game.isOver {
      moves += 1
      try #require(moves < 100)
      if game.isComputerToMove {
        game.performComputerMoveNow()
      } else {
        let card = try #require(game.cards.first { !$0.isMatched && !$0.isFaceUp })
        game.choose(card)
      }
    }
    let record = statistics.record(for: Statistics.Key(game: .memorize, themeID: "faces"))
    #expect(record.finished == 1)
    let wins: Int = record.wins.values.reduce(0, +)
    let losses: Int = record.losses.values.reduce(0, +)
    #expect(wins + losses == 2)
    let names = Set(record.wins.keys).union(record.losses.keys)
    #expect(names == Set(["Ana", "Bot"]))
  }

  /// statistics.json as the build before wins and losses wrote it.
  static let fileBeforePlayers = """
    {"entries":[{"key":{"game":"memorize","themeID":"animals"},"record":{"bestScore":12,\
    "bestTime":42.5,"finished":2,"played":3,"recentScores":[8,12]}},{"key":{"game":"set",\
    "themeID":""},"record":{"finished":0,"played":1,"recentScores":[]}}],"version":1}
    """

  @Test("statistics.json from before wins and losses still loads, nothing lost")
  func oldFileLoads() throws {
    let saved = try JSONDecoder().decode(
      SavedStatistics.self, from: Data(Self.fileBeforePlayers.utf8))
    let animals = try #require(saved.records[Statistics.Key(game: .memorize, themeID: "animals")])
    #expect(animals.played == 3)
    #expect(animals.finished == 2)
    #expect(animals.bestScore == 12)
    #expect(animals.bestTime == 42.5)
    #expect(animals.recentScores == [8, 12])
    #expect(animals.wins.isEmpty && animals.losses.isEmpty)
    #expect(saved.records[Statistics.Key(game: .set)]?.played == 1)
  }
}

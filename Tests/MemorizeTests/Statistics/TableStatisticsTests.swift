import CardGames
import Foundation
import Memorize
import Testing

@Suite("Statistics count games with several players")
struct TableStatisticsTests {
  /// Plays `game` to its end on screen: the computer's moves at once, a person's the first
  /// card still face down.
  static func playOut(_ game: EmojiMemoryGame) throws {
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
  }

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
    let record = statistics.record(for: Statistics.Key(game: .memorize, themeID: "faces", pairs: 2))
    #expect(record.played == 1)
    #expect(record.finished == 1)
    #expect(record.wins == ["Ana": 1])
    #expect(record.losses == ["Ben": 1])
    // The table's top score (Ana's two matches) is the table's best, Ana's. Neither it nor the
    // table's time (none: the clock did not move) is a game alone's.
    #expect(game.players.map(\.score) == [4, 0])
    #expect(record.bestScore == nil)
    #expect(
      record.tableBest == Statistics.TableBest(score: 4, seats: [Statistics.Seat(name: "Ana")]))
    #expect(record.bestTime == nil)
    #expect(record.tableBestTime == nil)
    #expect(record.recentScores == [])
    let expected: [Statistics.PlayerRecord] = [
      .init(name: "Ana", wins: 1, losses: 0), .init(name: "Ben", wins: 0, losses: 1),
    ]
    #expect(statistics.playerRecords == expected)
    let lines = statistics.playerRecords.map(Phrases.playerRecord)
    #expect(lines == ["Ana: 1 win, 0 losses", "Ben: 0 wins, 1 loss"])
  }

  /// At Memorize the most pairs win, and the winner need not have the most points: the table's
  /// best is the top score, credited to whoever scored it (it went to the pair winner).
  @Test("A Memorize table's best goes to the seat with the top score, not to the pair winner")
  func tableBestGoesToTheTopScore() {
    let statistics = Statistics()
    let key = Statistics.Key(game: .memorize, themeID: "faces", pairs: 5)
    let seats = [
      Statistics.Seat(name: "Ana"),
      Statistics.Seat(name: Phrases.computerName(.good), isComputer: true),
    ]
    let records = statistics.gameFinished(
      key, seats: seats, winners: [0], topScore: 9, seconds: 60,
      result: Statistics.TableResult(seats: [
        .init(seats[0], score: 4, pairs: 3), .init(seats[1], score: 9, pairs: 2),
      ]))
    #expect(records.isNewBest)
    let record = statistics.record(for: key)
    #expect(record.tableBest == Statistics.TableBest(score: 9, seats: [seats[1]]))
    #expect(record.wins == ["Ana": 1])
    #expect(record.computerLosses == ["Computer (good)": 1])
    #expect(Phrases.recordValues(record)[2].value == "9 by Computer (good)")
  }

  @Test("A tie is neither a win nor a loss: each tied player gets a tie, shown once there is one")
  func tieIsNeitherWinNorLoss() throws {
    let statistics = Statistics()
    let theme = Theme(
      id: "faces", name: "Faces", emoji: ["😀", "😃", "😄", "😁"], pairs: .allEmoji,
      color: RGBAColor(red: 1, green: 0.8, blue: 0))
    let game = EmojiMemoryGame(
      theme: theme, seed: 2, players: [Player(name: "Ana"), Player(name: "Ben")],
      timeSource: ManualTimeSource(), statistics: statistics)
    game.setOnScreen(true)
    let pairs = theme.emoji.map { emoji in game.cards.filter { $0.content == emoji } }
    // Ana misses; Ben matches two pairs and misses; Ana matches the last two: 2 pairs each.
    game.choose(pairs[0][0])
    game.choose(pairs[1][0])
    for card in pairs[0] + pairs[1] { game.choose(card) }
    game.choose(pairs[2][0])
    game.choose(pairs[3][0])
    #expect(game.players.map(\.pairs) == [0, 2])
    for card in pairs[2] + pairs[3] { game.choose(card) }
    #expect(game.isOver)
    #expect(game.players.map(\.pairs) == [2, 2])
    #expect(game.result == "Ana and Ben tie")
    let record = statistics.record(for: Statistics.Key(game: .memorize, themeID: "faces", pairs: 4))
    #expect(record.finished == 1)
    #expect(record.wins == [:])
    #expect(record.losses == [:])
    #expect(record.ties == ["Ana": 1, "Ben": 1])
    let expected: [Statistics.PlayerRecord] = [
      .init(name: "Ana", wins: 0, losses: 0, ties: 1),
      .init(name: "Ben", wins: 0, losses: 0, ties: 1),
    ]
    #expect(statistics.playerRecords == expected)
    #expect(
      statistics.playerRecords.map(Phrases.playerRecord) == [
        "Ana: 0 wins, 0 losses, 1 tie", "Ben: 0 wins, 0 losses, 1 tie",
      ])
    #expect(
      Phrases.playerRecordValues(expected[0]).map { "\($0.column) \($0.value)" } == [
        "Wins 0", "Losses 0", "Ties 1",
      ])
    // No tie yet: no tie column, no tie words.
    let noTies = Statistics.PlayerRecord(name: "Ana", wins: 2, losses: 1)
    #expect(Phrases.playerRecordValues(noTies).map(\.column) == ["Wins", "Losses"])
    #expect(Phrases.playerRecord(noTies) == "Ana: 2 wins, 1 loss")
    Localization.withLanguage(.simplifiedChinese) {
      #expect(Phrases.playerRecord(expected[0]) == "Ana：0 胜，0 负，1 平")
    }
    // Three at a table, two tied for first: a tie each, a loss for the third.
    statistics.gameFinished(
      Statistics.Key(game: .memorize), players: ["Ana", "Ben", "Cy"], winners: ["Ana", "Ben"])
    let three = statistics.record(for: Statistics.Key(game: .memorize))
    #expect(three.wins == [:] && three.ties == ["Ana": 1, "Ben": 1] && three.losses == ["Cy": 1])
  }

  @Test("A record with ties saves and loads them; one written before ties reads with none")
  func tiesRoundTrip() throws {
    var record = Statistics.Record()
    record.finished = 1
    record.ties = ["Ana": 1, "Ben": 1]
    let data = try JSONEncoder().encode(record)
    #expect(try JSONDecoder().decode(Statistics.Record.self, from: data) == record)
    let before = Data(#"{"played":2,"finished":2,"recentScores":[],"wins":{"Ana":2}}"#.utf8)
    let old = try JSONDecoder().decode(Statistics.Record.self, from: before)
    #expect(old.wins == ["Ana": 2] && old.losses == [:] && old.ties == [:])
  }

  @Test("A versus-computer game played to the end counts for the person and the computer")
  func versusComputerCounts() throws {
    let statistics = Statistics()
    let time = ManualTimeSource()
    let game = EmojiMemoryGame(
      theme: Self.theme, seed: 3,
      players: [Player(name: "Ana"), Player(name: "Bot", computerLevel: .perfect)],
      timeSource: time, statistics: statistics)
    try TableStatisticsTests.playOut(game)
    let record = statistics.record(for: Statistics.Key(game: .memorize, themeID: "faces", pairs: 2))
    #expect(record.finished == 1)
    let wins: Int = record.wins.values.reduce(0, +) + record.computerWins.values.reduce(0, +)
    let losses: Int =
      record.losses.values.reduce(0, +) + record.computerLosses.values.reduce(0, +)
    #expect(wins + losses == 2)
    // The person's tally under the people's, the computer's under the computers'.
    #expect(Set(record.wins.keys).union(record.losses.keys) == ["Ana"])
    #expect(Set(record.computerWins.keys).union(record.computerLosses.keys) == ["Bot"])
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

@Suite("Statistics tell a person from the computer of the same name")
struct PersonAndComputerTests {
  private static let theme = Theme(
    id: "faces", name: "Faces", emoji: ["😀", "😃"], pairs: .allEmoji,
    color: RGBAColor(red: 1, green: 0.8, blue: 0))

  @Test("Human Ben beats computer Ben: two rows, one win and one loss, the computer's marked")
  func sameNameTwoRows() throws {
    let statistics = Statistics()
    let game = EmojiMemoryGame(
      theme: Self.theme, seed: 2,
      players: [Player(name: "Ben"), Player(name: "Ben", computerLevel: .forgetful)],
      timeSource: ManualTimeSource(), statistics: statistics)
    game.setOnScreen(true)
    // The person matches both pairs in a row: a match keeps the turn.
    for content in ["😀", "😃"] {
      for card in game.cards.filter({ $0.content == content }) { game.choose(card) }
    }
    #expect(game.isOver)
    let record = statistics.record(for: Statistics.Key(game: .memorize, themeID: "faces", pairs: 2))
    #expect(record.wins == ["Ben": 1])
    #expect(record.losses == [:])
    #expect(record.computerLosses == ["Ben": 1])
    let expected: [Statistics.PlayerRecord] = [
      .init(name: "Ben", wins: 1, losses: 0),
      .init(name: "Ben", wins: 0, losses: 1, isComputer: true),
    ]
    #expect(statistics.playerRecords == expected)
    #expect(
      statistics.playerRecords.map(Phrases.playerRecord) == [
        "Ben: 1 win, 0 losses", "Ben (computer): 0 wins, 1 loss",
      ])
    Localization.withLanguage(.simplifiedChinese) {
      #expect(Phrases.playerTitle(expected[1]) == "Ben（电脑）")
    }
  }

  @Test("A computer's own suggested name is not marked twice")
  func suggestedComputerName() {
    let record = Statistics.PlayerRecord(
      name: Phrases.computerName(.good), wins: 1, losses: 0, isComputer: true)
    #expect(Phrases.playerTitle(record) == "Computer (good)")
  }

  @Test("The computer's tallies survive a save and a load; a file without them reads")
  func computerTalliesRoundTrip() throws {
    var record = Statistics.Record()
    record.wins = ["Ben": 2]
    record.computerWins = ["Ben": 1]
    let data = try JSONEncoder().encode(record)
    #expect(try JSONDecoder().decode(Statistics.Record.self, from: data) == record)
    let older = Data(#"{"played":1,"finished":1,"recentScores":[],"wins":{"Ben":1}}"#.utf8)
    let read = try JSONDecoder().decode(Statistics.Record.self, from: older)
    #expect(read.wins == ["Ben": 1])
    #expect(read.computerWins.isEmpty)
  }
}

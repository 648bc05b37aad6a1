import CardGames
import Foundation
import Testing

@testable import Memorize

/// Issue 23: a person who joined a shared table from their own home never had its games in
/// their own Statistics; only the table's home counted them. Each player's face now counts
/// the game once, as the table counted it; a watcher's counts none.
@Suite struct JoinedStatisticsTests {
  /// What each face handed to be counted, by name.
  final class Counted {
    var games: [String: [Statistics.TableGame]] = [:]

    func counter(_ name: String) -> (Statistics.TableGame) -> [String] {
      { [unowned self] game in
        games[name, default: []].append(game)
        return []
      }
    }
  }

  /// Plays Memorize to its end through the faces' own texts, each move by the seat to move.
  static func playToTheEnd(_ wire: JoinedTableTests.Wire, _ players: [Int]) throws {
    var memory: [String: Set<Int>] = [:]
    for _ in 0..<400 {
      let face = try #require(wire.faces[players[0]])
      guard let board = face.view?.board, !board.isOver,
        let mover = board.seats.firstIndex(where: { $0.isToMove })
      else { return }
      for card in board.cards {
        if case .emoji(let emoji, _)? = card.face { memory[emoji, default: []].insert(card.id) }
      }
      let moving = try #require(wire.faces[players[mover]])
      wire.send(
        moving.text(for: .choose(cardID: MemoryClient.choice(in: board, memory: memory))),
        from: players[mover])
    }
  }

  @Test func eachPlayersFaceCountsTheGameOnceAndAWatchersNone() throws {
    let wire = try JoinedTableTests.Wire(TableSetup(game: .memorize, seats: [.person, .person])!)
    let counted = Counted()
    let ana = wire.join("Ana", countGame: counted.counter("Ana"))
    let ben = wire.join("Ben", countGame: counted.counter("Ben"))
    let eve = wire.join("Eve", watch: true, countGame: counted.counter("Eve"))
    try Self.playToTheEnd(wire, [ana, ben])
    #expect(wire.faces[ana]?.view?.board?.isOver == true)
    let expected = Statistics.TableGame(
      key: Statistics.Key(game: .memorize, themeID: "halloween", pairs: 8),
      result: Statistics.TableResult(seats: [
        Statistics.TableResult.SeatScore(Statistics.Seat(name: "Ana"), score: 4, pairs: 2),
        Statistics.TableResult.SeatScore(Statistics.Seat(name: "Ben"), score: 12, pairs: 6),
      ]),
      winners: [1], topScore: 12, seconds: 0)
    #expect(counted.games["Ana"] == [expected])
    #expect(counted.games["Ben"] == [expected])
    #expect(counted.games["Eve"] == nil)
    #expect(wire.table.host.app.statistics.lastTableGame == expected)

    // The same ending sent again: still one.
    let view = try #require(wire.table.host.view(for: ana))
    wire.hand(.board(view), to: ana)
    wire.hand(.board(view), to: ana)
    #expect(counted.games["Ana"]?.count == 1)

    // A face started again, taking its seat back at the ended game, counts nothing.
    let token = try #require(wire.faces[ana]?.seatToken)
    let back = wire.join("Ana", seatToken: token, countGame: counted.counter("Ana again"))
    #expect(wire.faces[back]?.seat == 0)
    #expect(wire.faces[back]?.view?.board?.isOver == true)
    #expect(counted.games["Ana again"] == nil)
  }

  @Test func aGameIsCountedInTheHomesStatisticsFile() throws {
    let home = TemporaryLocations()
    let game = Statistics.TableGame(
      key: Statistics.Key(game: .memorize, themeID: "halloween", pairs: 8),
      result: Statistics.TableResult(seats: [
        Statistics.TableResult.SeatScore(Statistics.Seat(name: "Ana"), score: 9, pairs: 5),
        Statistics.TableResult.SeatScore(Statistics.Seat(name: "Ben"), score: 4, pairs: 3),
      ]),
      winners: [0], topScore: 9, seconds: 65)
    #expect(JoinedStatistics(locations: home.locations).count(game) == [])
    let app = AppModel(locations: home.locations, timeSource: ManualTimeSource(), seed: 1)
    let record = app.statistics.record(for: game.key)
    #expect(record.played == 1)
    #expect(record.finished == 1)
    #expect(record.wins == ["Ana": 1])
    #expect(record.losses == ["Ben": 1])
    #expect(
      record.tableBest == Statistics.TableBest(score: 9, seats: [Statistics.Seat(name: "Ana")]))
    #expect(record.tableBestTime == 65)
    #expect(record.bestScore == nil)
    #expect(record.recentTables == [game.result])
  }

  @Test func nothingIsCountedWhileAnotherMemorizeSavesThere() throws {
    let home = TemporaryLocations()
    var holder: WriterLock?
    if case .acquired(let lock) = WriterLock.acquire(in: home.locations.dataDirectory) {
      holder = lock
    }
    try #require(holder != nil)
    let game = Statistics.TableGame(
      key: Statistics.Key(game: .matchismo),
      result: Statistics.TableResult(seats: [
        Statistics.TableResult.SeatScore(Statistics.Seat(name: "Ana"), score: 3),
        Statistics.TableResult.SeatScore(Statistics.Seat(name: "Ben"), score: 5),
      ]),
      winners: [1], topScore: 5, seconds: 30)
    let folder = home.locations.dataDirectory.path
    #expect(
      JoinedStatistics(locations: home.locations).count(game) == [
        "Nothing was saved: another memorize (pid \(getpid())) is saving to \(folder)"
      ])
    #expect(!FileManager.default.fileExists(atPath: home.statisticsFile.path))
    holder = nil
    #expect(JoinedStatistics(locations: home.locations).count(game) == [])
    #expect(FileManager.default.fileExists(atPath: home.statisticsFile.path))
  }

  /// The host's own face (`memorize-table --play`) runs in the table's home, where the table
  /// counts the game already: it counts none, nor does a watcher; every other face does.
  @Test func theHostsOwnFaceAndAWatcherCountNothing() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let environment = [
      "HOME": folder.url.path, "XDG_DATA_HOME": folder.url.appendingPathComponent("data").path,
      "USER": "ana",
    ]
    let address = try #require(TableAddress("127.0.0.1:7077"))
    let join = ["--join", "127.0.0.1:7077", "--code", "K7QM-2PXA"]
    let options = try LaunchArguments.parse(join, for: .terminal)
    let player = TableLink.make(options: options, address: address, environment: environment)
    #expect(player.table.countsGames)
    var hostsEnvironment = environment
    hostsEnvironment[TableLink.inviteVariable] = "Join with: memorize --join …"
    let host = TableLink.make(options: options, address: address, environment: hostsEnvironment)
    #expect(!host.table.countsGames)
    let watching = try LaunchArguments.parse(join + ["--watch"], for: .terminal)
    let watcher = TableLink.make(options: watching, address: address, environment: environment)
    #expect(!watcher.table.countsGames)
  }
}

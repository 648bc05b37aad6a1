import CardGames
import Foundation
import Testing

@testable import Memorize

/// Issue 23: a person who joined a shared table from their own home never had its games in
/// their own Statistics; only the table's home counted them. Each player's face now counts
/// the game once, as the table counted it; a watcher's counts none.
@Suite struct JoinedStatisticsTests {
  /// What each face handed to be counted, by name, and the names of the games.
  final class Counted {
    var games: [String: [Statistics.TableGame]] = [:]
    var ids: [String: [String]] = [:]

    func counter(_ name: String) -> (Statistics.TableGame, String) -> [String] {
      { [unowned self] game, id in
        games[name, default: []].append(game)
        ids[name, default: []].append(id)
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
      winners: [1], topScore: 12, seconds: 0, themeName: "Halloween")
    #expect(counted.games["Ana"] == [expected])
    #expect(counted.games["Ben"] == [expected])
    #expect(counted.games["Eve"] == nil)
    // The theme's name goes with what the table sends (its own record has the theme itself).
    var tables = expected
    tables.themeName = nil
    #expect(wire.table.host.app.statistics.lastTableGame == tables)

    // The same ending sent again: still one.
    let view = try #require(wire.table.host.view(for: ana))
    wire.hand(.board(view), to: ana)
    wire.hand(.board(view), to: ana)
    #expect(counted.games["Ana"]?.count == 1)

    // A face started again, taking its seat back at the ended game, hands the home the same
    // game by the same name, which the home counted already (issue 51: the home, not the
    // face, knows what was counted; a face started again knows nothing).
    let token = try #require(wire.faces[ana]?.seatToken)
    let back = wire.join("Ana", seatToken: token, countGame: counted.counter("Ana again"))
    #expect(wire.faces[back]?.seat == 0)
    #expect(wire.faces[back]?.view?.board?.isOver == true)
    #expect(counted.games["Ana again"] == [expected])
    #expect(counted.ids["Ana again"] == counted.ids["Ana"])
    // Each seat's game has a name of its own.
    #expect(counted.ids["Ana"] != counted.ids["Ben"])
  }

  /// A face joined to `wire` as `name` that counts in the real statistics file of `home`.
  static func join(
    _ wire: JoinedTableTests.Wire, _ name: String, home: TemporaryLocations,
    seatToken: String? = nil
  ) -> Int {
    let statistics = JoinedStatistics(locations: home.locations)
    return wire.join(name, seatToken: seatToken) { statistics.count($0, id: $1) }
  }

  /// Plays a Set race to its end from Ben's face alone: he claims each set he sees, else asks
  /// for three more cards (counted among the people there).
  static func benFinishesTheRace(_ wire: JoinedTableTests.Wire, _ ben: Int) throws {
    for _ in 0..<200 {
      let face = try #require(wire.faces[ben])
      guard let board = face.view?.board, !board.isOver else { return }
      if let set = SetFinder.aSet(in: board) {
        let positions = set.compactMap { id in
          board.cards.firstIndex { $0.id == id }.map { $0 + 1 }
        }
        wire.send(face.claimText(positions: positions), from: ben)
      } else {
        wire.send(face.text(for: .askForMoreCards(seat: 1)), from: ben)
      }
      wire.table.runClock(for: 0.5)
    }
  }

  /// Issue 51: Ana's face quit (or crashed) mid-race, the race ended without her, and her
  /// face started again found it over: it was never in her Statistics. It is counted once,
  /// however often she comes back and however many faces her seat has in her home.
  @Test func aGameThatEndedWhileTheFaceWasAwayIsCountedOnceWhenItComesBack() throws {
    let wire = try JoinedTableTests.Wire(TableSetup(game: .set, seats: [.person, .person])!)
    let anasHome = TemporaryLocations()
    let bensHome = TemporaryLocations()
    let ana = Self.join(wire, "Ana", home: anasHome)
    let ben = Self.join(wire, "Ben", home: bensHome)
    let token = try #require(wire.faces[ana]?.seatToken)
    #expect(wire.faces[ana]?.view?.board?.isOver == false)
    wire.drop(ana)
    try Self.benFinishesTheRace(wire, ben)
    let ended = try #require(wire.faces[ben]?.view)
    #expect(ended.board?.isOver == true)
    let game = try #require(ended.recordedGame)
    let key = Statistics.Key(game: .set)
    let played = { (home: TemporaryLocations) in
      AppModel(locations: home.locations, timeSource: ManualTimeSource(), seed: 1)
        .statistics.record(for: key)
    }
    #expect(played(bensHome).finished == 1)
    #expect(played(anasHome).played == 0)

    // Ana's face, started again, takes her seat back at the ended race: counted.
    let back = Self.join(wire, "Ana", home: anasHome, seatToken: token)
    #expect(wire.faces[back]?.view?.recordedGame == game)
    let record = played(anasHome)
    #expect(record.played == 1)
    #expect(record.finished == 1)
    #expect(record.recentTables == [game.result])
    #expect(record.losses == ["Ana": 1])
    // Back again, and a second face of her seat beside it: still once.
    wire.drop(back)
    let again = Self.join(wire, "Ana", home: anasHome, seatToken: token)
    #expect(wire.faces[again]?.view?.board?.isOver == true)
    let twin = JoinedTable(
      code: "blue-42", name: "Ana", language: .english, seatToken: token,
      countGame: { JoinedStatistics(locations: anasHome.locations).count($0, id: $1) })
    let view = try #require(wire.table.host.view(for: again))
    _ = twin.receive(
      TableCoding.text(
        of: ServerMessage.welcome(
          ServerMessage.Welcome(
            protocolVersion: TableProtocol.version, table: "BLUE-42", game: .set, seat: 0,
            seatToken: token))))
    _ = twin.receive(TableCoding.text(of: ServerMessage.board(view)))
    #expect(played(anasHome).played == 1)
    #expect(played(anasHome).finished == 1)
    // Ben's home, whose face saw the race end, counted it once too.
    #expect(played(bensHome).played == 1)
  }

  /// Issue 54: Ana's face lost its connection mid-race, the race ended without her, and Ben
  /// dealt anew before she came back: her face found a new race on the board and never
  /// counted the one she played. The table keeps the ended race for her seat and sends it once
  /// when she is back (``TableView/endedGames``); her home counts it once, however often it
  /// is sent and to however many faces of her seat.
  @Test func aGameThatEndedWhileTheSeatWasAwayIsCountedOnceThoughTheHostDealtAnew() throws {
    let wire = try JoinedTableTests.Wire(TableSetup(game: .set, seats: [.person, .person])!)
    let anasHome = TemporaryLocations()
    let bensHome = TemporaryLocations()
    let ana = Self.join(wire, "Ana", home: anasHome)
    let ben = Self.join(wire, "Ben", home: bensHome)
    let token = try #require(wire.faces[ana]?.seatToken)
    wire.drop(ana)
    try Self.benFinishesTheRace(wire, ben)
    let ended = try #require(wire.faces[ben]?.view)
    let game = try #require(ended.recordedGame)
    let deal = try #require(ended.board?.dealToken)
    wire.send(wire.faces[ben]?.text(for: .newGame), from: ben)
    let dealt = try #require(wire.faces[ben]?.view?.board)
    #expect(!dealt.isOver)
    #expect(dealt.dealToken != deal)
    // Ben saw the race end at his seat: nothing is kept for him.
    #expect(wire.faces[ben]?.view?.endedGames == nil)
    let played = { (home: TemporaryLocations) in
      AppModel(locations: home.locations, timeSource: ManualTimeSource(), seed: 1)
        .statistics.record(for: Statistics.Key(game: .set))
    }
    #expect(played(anasHome).played == 0)
    #expect(played(bensHome).played == 1)

    // Ana is back at the new race: the one she played is counted in her home.
    let back = Self.join(wire, "Ana", home: anasHome, seatToken: token)
    let view = try #require(wire.faces[back]?.view)
    #expect(view.seat == 0)
    #expect(view.board?.isOver == false)
    #expect(view.recordedGame == nil)
    #expect(view.endedGames == [TableEndedGame(dealToken: deal, game: game)])
    let record = played(anasHome)
    #expect(record.played == 1)
    #expect(record.finished == 1)
    #expect(record.recentTables == [game.result])
    #expect(record.losses == ["Ana": 1])
    // The table sent it once: her seat's next view has none.
    #expect(wire.table.host.view(for: back)?.endedGames == nil)

    // The same view sent again, to her face and to a second face of her seat: still once.
    wire.hand(.board(view), to: back)
    let twin = JoinedTable(
      code: "blue-42", name: "Ana", language: .english, seatToken: token,
      countGame: { JoinedStatistics(locations: anasHome.locations).count($0, id: $1) })
    _ = twin.receive(
      TableCoding.text(
        of: ServerMessage.welcome(
          ServerMessage.Welcome(
            protocolVersion: TableProtocol.version, table: "BLUE-42", game: .set, seat: 0,
            seatToken: token))))
    _ = twin.receive(TableCoding.text(of: ServerMessage.board(view)))
    _ = twin.receive(TableCoding.text(of: ServerMessage.board(view)))
    #expect(played(anasHome).played == 1)
    #expect(played(anasHome).finished == 1)
    #expect(played(bensHome).played == 1)
  }

  /// A face counts each game it is sent as ended at its seat once by its deal: the ended games
  /// of a view and the game on its board alike, each under its own name.
  @Test func aFaceCountsEachEndedGameItIsSentOnceByItsDeal() throws {
    let counted = Counted()
    let face = JoinedTable(
      code: "blue-42", name: "Ana", language: .english, seatToken: "k3v9x2mq7dz4w8ra5tfn6hjc",
      countGame: counted.counter("Ana"))
    let game = { (score: Int) in
      Statistics.TableGame(
        key: Statistics.Key(game: .matchismo),
        result: Statistics.TableResult(seats: [
          Statistics.TableResult.SeatScore(Statistics.Seat(name: "Ana"), score: score),
          Statistics.TableResult.SeatScore(Statistics.Seat(name: "Ben"), score: 5),
        ]),
        winners: [1], topScore: 5, seconds: 30)
    }
    _ = face.receive(
      TableCoding.text(
        of: ServerMessage.welcome(
          ServerMessage.Welcome(
            protocolVersion: TableProtocol.version, table: "BLUE-42", game: .matchismo, seat: 0,
            seatToken: "k3v9x2mq7dz4w8ra5tfn6hjc"))))
    let seats = [
      TableSeatPresentation(name: "Ana", isComputer: false, isConnected: true, text: "Ana"),
      TableSeatPresentation(name: "Ben", isComputer: false, isConnected: true, text: "Ben"),
    ]
    var view = TableView(
      version: 40, seat: 0, seats: seats, watchers: 0, waiting: nil, board: nil,
      endedGames: [
        TableEndedGame(dealToken: "deal 2", game: game(1)),
        TableEndedGame(dealToken: "deal 3", game: game(2)),
      ])
    _ = face.receive(TableCoding.text(of: ServerMessage.board(view)))
    #expect(counted.games["Ana"] == [game(1), game(2)])
    let ids = try #require(counted.ids["Ana"])
    #expect(ids.count == 2)
    #expect(Set(ids).count == 2)
    // Sent again, with one more: the one more alone.
    view.version = 41
    view.endedGames?.append(TableEndedGame(dealToken: "deal 4", game: game(3)))
    _ = face.receive(TableCoding.text(of: ServerMessage.board(view)))
    _ = face.receive(TableCoding.text(of: ServerMessage.board(view)))
    #expect(counted.games["Ana"] == [game(1), game(2), game(3)])
    // A watcher's face counts none it were sent.
    let watcher = JoinedTable(
      code: "blue-42", name: "Eve", language: .english, watch: true,
      countGame: counted.counter("Eve"))
    view.seat = nil
    _ = watcher.receive(TableCoding.text(of: ServerMessage.board(view)))
    #expect(counted.games["Eve"] == nil)
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
    #expect(JoinedStatistics(locations: home.locations).count(game, id: "table-1") == [])
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
    // The same game by the same name again (a face started again, a second face of the seat):
    // nothing more; another game of the table's, by its own name, counts.
    #expect(JoinedStatistics(locations: home.locations).count(game, id: "table-1") == [])
    let again = AppModel(locations: home.locations, timeSource: ManualTimeSource(), seed: 1)
    #expect(again.statistics.record(for: game.key).played == 1)
    #expect(again.statistics.countedTableGames == ["table-1"])
    #expect(JoinedStatistics(locations: home.locations).count(game, id: "table-2") == [])
    let next = AppModel(locations: home.locations, timeSource: ManualTimeSource(), seed: 1)
    #expect(next.statistics.record(for: game.key).played == 2)
    #expect(next.statistics.countedTableGames == ["table-1", "table-2"])
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
      JoinedStatistics(locations: home.locations).count(game, id: "table-1") == [
        "Nothing was saved: another memorize (pid \(getpid())) is saving to \(folder)"
      ])
    #expect(!FileManager.default.fileExists(atPath: home.statisticsFile.path))
    holder = nil
    #expect(JoinedStatistics(locations: home.locations).count(game, id: "table-1") == [])
    #expect(FileManager.default.fileExists(atPath: home.statisticsFile.path))
  }

  /// The host's own face (`memorize-table --play`) counts its games in the host's home, as every
  /// player's face does: the table keeps its own statistics in a folder of its own
  /// (`memorize-table`), which the host's Statistics never show. A watcher counts nothing.
  @Test func theHostsOwnFaceCountsAndAWatcherNothing() throws {
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
    #expect(host.table.countsGames)
    let watching = try LaunchArguments.parse(join + ["--watch"], for: .terminal)
    let watcher = TableLink.make(options: watching, address: address, environment: environment)
    #expect(!watcher.table.countsGames)
  }

  /// Stranger's play-test (stop 55): the host won at their own table (`memorize-table --play
  /// --name Ana`), closed it, and `memorize --plain`'s `stats` said "No games played yet.": the
  /// game went to the table's own statistics only. The host's face, made as `memorize-table`
  /// makes it, counts the game in the host's home once, as the table counted it.
  @Test func theHostsGameIsCountedInTheHostsOwnStatistics() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let environment = [
      "HOME": folder.url.path, "XDG_DATA_HOME": folder.url.appendingPathComponent("data").path,
      "XDG_CONFIG_HOME": folder.url.appendingPathComponent("config").path, "USER": "ana",
      TableLink.inviteVariable: "Join with: memorize --join 127.0.0.1:7077 --code BLUE-42",
    ]
    let options = try LaunchArguments.parse(
      ["--join", "127.0.0.1:7077", "--code", "BLUE-42", "--name", "Ana"], for: .terminal)
    let address = try #require(TableAddress("127.0.0.1:7077"))
    let link = TableLink.make(options: options, address: address, environment: environment)
    let wire = try JoinedTableTests.Wire(
      try #require(TableSetup(game: .memorize, seats: [.person, .person])))
    let ana = wire.attach(link.table)
    let ben = wire.join("Ben")
    try Self.playToTheEnd(wire, [ana, ben])
    #expect(wire.faces[ana]?.view?.board?.isOver == true)
    // The ending sent again counts nothing more.
    wire.hand(.board(try #require(wire.table.host.view(for: ana))), to: ana)
    #expect(wire.said[ana]?.contains { $0.hasPrefix("Nothing was saved") } == false)

    let home = AppModel(
      locations: .standard(environment: environment), timeSource: ManualTimeSource(), seed: 1)
    #expect(home.notices == [])
    let key = Statistics.Key(game: .memorize, themeID: "halloween", pairs: 8)
    let record = home.statistics.record(for: key)
    #expect(record.played == 1)
    #expect(record.finished == 1)
    #expect(record.wins == ["Ben": 1])
    #expect(record.losses == ["Ana": 1])
    #expect(
      record.tableBest == Statistics.TableBest(score: 12, seats: [Statistics.Seat(name: "Ben")]))
    #expect(
      record.recentTables == [
        Statistics.TableResult(seats: [
          Statistics.TableResult.SeatScore(Statistics.Seat(name: "Ana"), score: 4, pairs: 2),
          Statistics.TableResult.SeatScore(Statistics.Seat(name: "Ben"), score: 12, pairs: 6),
        ])
      ])
    #expect(home.statistics.records.count == 1)
    #expect(home.statistics.countedTableGames.count == 1)
    #expect(
      home.statisticsLines.first?.hasPrefix("Memorize · Halloween · 8 pairs: Played 1") == true)
  }
}

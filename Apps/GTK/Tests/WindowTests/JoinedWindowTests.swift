import Foundation
import Memorize
import Testing

extension WindowTests {
  /// Issue 25 in the window: `memorize-gtk --join` at a real `memorize-table` on 127.0.0.1,
  /// beside a player the test plays over its own connection. The table decides; the window
  /// draws what it sends and says what it says.
  @Suite(
    "The window joined to a shared table",
    .enabled(
      if: SharedTable.executable != nil,
      "memorize-table is not built: swift build --package-path Apps/Table --product memorize-table"
    ))
  struct JoinedToATable {
    /// The window's board once it holds a set: while the deal holds none (about one in
    /// thirty), Ana (in the window) and Ben ask for three more, as players do.
    static func dealUntilASetShows(_ app: RunningApp, _ ben: TestPlayer, from report: LayoutReport)
      throws -> LayoutReport
    {
      var dealt = report
      for _ in 0..<6 where SetRaceInTheWindow.trio(in: dealt.setCards, isSet: true) == nil {
        let count = dealt.setCards.count
        try app.click(try #require(dealt.setAsks[0]))
        try ben.send(ben.table.text(for: .askForMoreCards(seat: 1)))
        #expect(try ben.read { ($0.table.view?.board?.cards.count ?? 0) > count })
        dealt = try app.layout {
          $0.setCards.map(\.name) == ben.table.view?.board?.cards.map(\.accessibleDescription)
        }
      }
      return dealt
    }

    /// The places (from 1) of the cards at `rects` among the report's Set cards.
    static func positions(of rects: [LayoutReport.Rect], in report: LayoutReport) -> [Int] {
      rects.compactMap { rect in report.setCards.firstIndex { $0.rect == rect }.map { $0 + 1 } }
    }

    @Test func aSetClaimMadeInTheWindowIsDecidedByTheTable() throws {
      let table = try SharedTable(["--game", "set", "--people", "2"])
      let app = try table.joinWindow("Ana")
      defer { app.stop() }
      let alone = try app.layout(seconds: 20) {
        $0.isJoined && $0.seat != nil && $0.seatsLine?.isEmpty == false
      }
      #expect(alone.seat == 0)
      #expect(alone.seatsLine == "At the table: Ana, Free seat")
      let ben = try TestPlayer(port: table.port, code: table.code, name: "Ben")
      #expect(try ben.read { $0.table.view?.board != nil })
      var dealt = try app.layout(seconds: 20) {
        $0.section == "set" && $0.setCards.count >= 12 && $0.seatsLine?.contains("Ben") == true
      }
      #expect(dealt.seatsLine == "At the table: Ana, Ben")
      #expect(dealt.setCards.count == ben.table.view?.board?.cards.count)
      // Only Ana's own buttons: Ben's are on his screen.
      #expect(dealt.setCalls.keys.sorted() == [0])
      dealt = try Self.dealUntilASetShows(app, ben, from: dealt)
      let trio = try #require(SetRaceInTheWindow.trio(in: dealt.setCards, isSet: true))
      // Ben sees the same cards in the same places, and makes his claim of the same set now.
      let benClaim = ben.table.claimText(positions: Self.positions(of: trio, in: dealt))
      for rect in trio { try app.click(rect) }
      let won = try app.layout { SetRaceInTheWindow.score("Ana", in: $0) == 1 }
      // The table deals at random: the cards that come may hold no set, which it says next.
      let noSet = " " + Phrases.noSetOnTable
      // Said to Ana in her own window (issue 23).
      #expect(["You found a set: +1", "You found a set: +1" + noSet].contains(won.setStatus))
      // Ben's claim reaches the table second: he is told who was first.
      try ben.send(benClaim)
      #expect(try ben.read { !$0.lostRaces.isEmpty })
      #expect(ben.lostRaces.count == 1)
      #expect(ben.lostRaces.first?.hasPrefix("Ana was first, by ") == true)
      #expect(ben.table.view?.board?.race?.seats.map(\.score) == [1, 0])

      // Three cards that are not a set: the table says no, and the window shows its verdict.
      let next = try app.layout {
        $0.setCards.map(\.name) == ben.table.view?.board?.cards.map(\.accessibleDescription)
      }
      let wrong = try #require(SetRaceInTheWindow.trio(in: next.setCards, isSet: false))
      let before = ben.table.view?.version ?? 0
      for rect in wrong { try app.click(rect) }
      #expect(try ben.read { ($0.table.view?.version ?? 0) > before })
      let benSees = try #require(ben.table.view?.board)
      let refused = try app.layout {
        $0.setCards.map(\.name) == benSees.cards.map(\.accessibleDescription)
          && SetRaceInTheWindow.score("Ana", in: $0) == benSees.race?.seats[0].score
      }
      #expect(benSees.race?.seats.map(\.score) == [0, 0])
      // Said to Ana in her window (issue 23); Ben's view names her.
      #expect(
        ["Not a set: −1 for you", "Not a set: −1 for you" + noSet].contains(refused.setStatus))
      #expect(benSees.race?.latestEvents.contains("Not a set: −1 for Ana") == true)

      // Closing the window leaves the table: Ben sees the seat kept for Ana's return.
      try app.key("ctrl+q")
      #expect(app.waitForExit() == 0)
      #expect(try ben.read { $0.table.view?.seats.first?.text == "Ana (away)" })
    }

    /// A watcher's window shows the race, with no buttons of anyone's.
    @Test func aWatcherSeesTheRaceWithNoSeatsButtons() throws {
      let table = try SharedTable(["--game", "set", "--people", "1"])
      let ben = try TestPlayer(port: table.port, code: table.code, name: "Ben")
      #expect(try ben.read { $0.table.view?.board != nil })
      let app = try RunningApp([
        "--join", "127.0.0.1:\(table.port)", "--code", table.code, "--name", "Cleo", "--watch",
      ])
      defer { app.stop() }
      let watching = try app.layout(seconds: 20) {
        $0.setCards.map(\.name) == ben.table.view?.board?.cards.map(\.accessibleDescription)
      }
      #expect(watching.seat == nil)
      #expect(watching.seatsLine == "At the table: Ben; 1 watching")
      #expect(watching.setCalls.isEmpty)
      #expect(watching.setAsks.isEmpty)
      // The table sends a watcher's board buttons off, each saying why (the door no longer
      // turns them off itself): the window shows them so.
      let off = watching.controls.filter {
        $0.tooltip == "You are watching this table: only its players play."
      }
      #expect(!off.isEmpty, "\(watching.controls)")
      #expect(off.allSatisfy { !$0.isSensitive }, "\(off)")
      try app.key("ctrl+q")
      #expect(app.waitForExit() == 0)
    }

    @Test func aWholeMemorizeGameIsPlayedFromTheWindow() throws {
      let table = try SharedTable(["--game", "memorize", "--people", "2", "--theme", "halloween"])
      let app = try table.joinWindow("Ana")
      defer { app.stop() }
      _ = try app.layout(seconds: 20) { $0.isJoined && $0.seat == 0 }
      let ben = try TestPlayer(port: table.port, code: table.code, name: "Ben")
      #expect(try ben.read { $0.table.view?.board != nil })
      var memory: [String: Set<Int>] = [:]
      var windowMoves = 0
      // The window's view of the table when Ana last chose: her next choice waits for a later
      // one (each face numbers the versions of its own view).
      var chosenAt = -1
      for _ in 0..<300 {
        guard let board = ben.table.view?.board, !board.isOver else { break }
        let version = ben.table.view?.version ?? 0
        for (index, card) in board.cards.enumerated() {
          if case .emoji(let emoji, _)? = card.face { memory[emoji, default: []].insert(index) }
        }
        let index = MemoryChoice.choice(in: board, memory: memory)
        let benToMove = ben.table.seat.map { board.seats[$0].isToMove } ?? false
        if benToMove {
          try ben.send(ben.table.text(for: .choose(cardID: board.cards[index].id)))
        } else {
          // The window has drawn what Ben sees before Ana chooses in it.
          let up = board.cards.filter { $0.isFaceUp && !$0.isMatched }.count
          let gone = board.cards.filter(\.isMatched).count
          guard
            let drawn = try? app.layout(where: {
              $0.version > chosenAt && $0.facesUp == up && $0.gone == gone
                && $0.cards.count == board.cards.count
            })
          else {
            Issue.record("the window did not draw \(up) cards up and \(gone) gone")
            break
          }
          try app.click(drawn.cards[index])
          chosenAt = drawn.version
          windowMoves += 1
        }
        guard try ben.read(seconds: 5, until: { ($0.table.view?.version ?? 0) > version }) else {
          Issue.record("the table did not change after a move")
          break
        }
      }
      #expect(ben.table.view?.board?.isOver == true)
      #expect(windowMoves > 0)
      let ended = try app.layout { $0.isOver }
      #expect(ended.gone == ben.table.view?.board?.cards.count)
      #expect(!ended.statusText.isEmpty)
      try app.key("ctrl+q")
      #expect(app.waitForExit() == 0)
    }

    /// Issue 23 (clock-54): the window read "Ben to move" until, with no warning, "Ben is away:
    /// the turn passes." While Ben is away at his turn, its counters count it down.
    @Test func theTurnOfAPlayerAwayCountsDownInTheWindow() throws {
      let table = try SharedTable(["--game", "memorize", "--people", "2"])
      // Ben sits first: his is the first turn.
      let ben = try TestPlayer(port: table.port, code: table.code, name: "Ben")
      #expect(try ben.read { $0.table.seat == 0 })
      let app = try table.joinWindow("Ana", environment: ["GTK_A11Y": "atspi"])
      defer { app.stop() }
      _ = try app.layout(seconds: 20) { $0.isJoined && $0.seat == 1 && !$0.cards.isEmpty }
      // What a screen reader hears while it counts (note54 6: only when asked).
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "memorize-countdown-listening-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      let listening = folder.appendingPathComponent("listening")
      let heardAll = folder.appendingPathComponent("counted")
      let probe = try Probe.start(
        appName: "Memorize",
        steps: ["dump", "ready", listening.path, "until-file", heardAll.path, "40", "wait", "0.5"])
      #expect(waitUntil(seconds: 20) { FileManager.default.fileExists(atPath: listening.path) })
      ben.socket.close()
      func countdown(_ layout: LayoutReport) -> String? {
        layout.counters.first { $0.label == "Ben's turn passes in" }?.value
      }
      let first = try app.layout(seconds: 10) { countdown($0) != nil }
      let shown = try #require(countdown(first))
      let seconds = try #require(Int(shown.dropLast(2)))
      #expect((27...30).contains(seconds), "\(shown)")
      let later = try app.layout(seconds: 5) { countdown($0) == "\(seconds - 1) s" }
      #expect(countdown(later) == "\(seconds - 1) s")
      #expect(later.statusText == "Ben to move")
      _ = FileManager.default.createFile(atPath: heardAll.path, contents: nil)
      let announced = try Probe(finishing: probe).events.filter {
        $0.type == "object:text-changed:insert" && $0.name == WindowLabels.announcements
      }.compactMap(\.text).filter { !$0.isEmpty }
      // Heard as it starts, once; a second on, nothing.
      #expect(
        announced.filter { $0.hasPrefix("Ben's turn passes in") }
          == (seconds == 30 ? ["Ben's turn passes in 30 seconds"] : []), "\(announced)")
      try app.key("ctrl+q")
      #expect(app.waitForExit() == 0)
    }

    /// A connection that drops is tried again, as every joined face does: here the table is
    /// gone at once and started anew at the same port, which no longer knows the seat, so the
    /// window sits down anew and says each step.
    @Test func aDroppedConnectionIsTriedAgainAndSitsDownAnew() throws {
      let first = try SharedTable(["--game", "set", "--people", "2"])
      let app = try first.joinWindow("Ana")
      defer { app.stop() }
      _ = try app.layout(seconds: 20) { $0.seatsLine == "At the table: Ana, Free seat" }
      first.crash()
      let lost = try app.layout(seconds: 20) { $0.note?.hasPrefix("Lost the table") == true }
      #expect(lost.note == Phrases.Table.connectionLost(retryingIn: 0.5))
      let second = try SharedTable(["--game", "set", "--people", "2"], port: first.port)
      let back = try app.layout(seconds: 30) { $0.note == Phrases.Table.backAtTable }
      #expect(back.seat == 0)
      #expect(back.seatsLine == "At the table: Ana, Free seat")
      #expect(back.dialog == nil)
      #expect(second.process.isRunning)
      try app.key("ctrl+q")
      #expect(app.waitForExit() == 0)
    }

    /// What the table decides is read out, as a local game's verdicts are: a set found, a
    /// wrong claim, the table closing.
    @Test func theTablesWordsAreAnnouncedToAScreenReader() throws {
      let table = try SharedTable(["--game", "set", "--people", "2"])
      let app = try table.joinWindow("Ana", environment: ["GTK_A11Y": "atspi"])
      defer { app.stop() }
      let ben = try TestPlayer(port: table.port, code: table.code, name: "Ben")
      #expect(try ben.read { $0.table.view?.board != nil })
      let dealt = try Self.dealUntilASetShows(
        app, ben,
        from: try app.layout(seconds: 20) {
          $0.setCards.map(\.name) == ben.table.view?.board?.cards.map(\.accessibleDescription)
        })
      let closed = Phrases.Table.tableClosed
      let listening = FileManager.default.temporaryDirectory.appendingPathComponent(
        "memorize-listening-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: listening) }
      let probe = try Probe.start(
        appName: "Memorize",
        steps: [
          "ready", listening.path, "dump", "until-event", "You found a set", "20", "until-event",
          closed, "20",
        ])
      // The probe has found the window and listens before Ana claims.
      #expect(waitUntil(seconds: 20) { FileManager.default.fileExists(atPath: listening.path) })
      let trio = try #require(SetRaceInTheWindow.trio(in: dealt.setCards, isSet: true))
      for rect in trio { try app.click(rect) }
      _ = try app.layout { SetRaceInTheWindow.score("Ana", in: $0) == 1 }
      table.close()
      _ = try app.layout(seconds: 20) { $0.dialog != nil }
      let heard = try Probe(finishing: probe)
      let announced = heard.events.filter { $0.role == "status bar" }.compactMap(\.text)
      let tree = heard.dumps.first?.nodes.map { "\($0.role): \($0.name)" } ?? []
      // Alone, or with what happened at once ("You found a set; No set on the table: …"),
      // said to Ana in her own window (issue 23).
      #expect(
        announced.contains { $0 == "You found a set: +1" || $0.hasPrefix("You found a set: +1; ") },
        "heard \(announced) in \(tree)")
      #expect(announced.contains(closed), "\(announced)")
    }

    @Test func aWrongCodeIsOneLineAndADialog() throws {
      let table = try SharedTable(["--game", "set", "--people", "2"])
      let app = try RunningApp([
        "--join", "127.0.0.1:\(table.port)", "--code", "NOPE-0000", "--name", "Eve",
      ])
      defer { app.stop() }
      let refused = try app.layout(seconds: 20) { $0.dialog != nil }
      let line = try #require(refused.dialog)
      #expect(refused.note == line)
      #expect(app.errorLines() == ["memorize-gtk: " + line])
      try app.key("Escape")
      _ = try app.layout { $0.dialog == nil }
      try app.key("ctrl+q")
      #expect(app.waitForExit() == 1)
    }

    @Test func noTableAtTheAddressIsOneLine() throws {
      let app = try RunningApp(["--join", "127.0.0.1:1", "--code", "X"])
      defer { app.stop() }
      let failed = try app.layout(seconds: 20) { $0.dialog != nil }
      #expect(
        failed.dialog
          == "cannot join the table at 127.0.0.1:1: nothing answers there (is the table open, at that port?)"
      )
      #expect(app.errorLines() == ["memorize-gtk: " + (failed.dialog ?? "")])
    }

    @Test func theTableClosingSaysSo() throws {
      let table = try SharedTable(["--game", "set", "--people", "2"])
      let app = try table.joinWindow("Ana")
      defer { app.stop() }
      _ = try app.layout(seconds: 20) { $0.isJoined && $0.seat == 0 }
      table.close()
      let closed = try app.layout(seconds: 20) { $0.dialog != nil }
      #expect(closed.dialog == "The host closed the table.")
      #expect(closed.note == closed.dialog)
      // Issue 23: nobody is said to sit at a table that has ended.
      #expect(closed.seatsLine == "")
      #expect(app.errorLines() == [])
      try app.key("Escape")
      _ = try app.layout { $0.dialog == nil }
      try app.key("ctrl+q")
      #expect(app.waitForExit() == 0)
    }

    /// Issue 23 (play-test): after the host closed the table, the window was stranded: its
    /// ending's Play Again did nothing, and only closing the window left. The dialog offers the
    /// player's own games, and Your Own Games opens them in place of the joined window.
    @Test func afterTheTableClosedYourOwnGamesOpen() throws {
      let table = try SharedTable(["--game", "set", "--people", "2"])
      let app = try table.joinWindow("Ana")
      defer { app.stop() }
      _ = try app.layout(seconds: 20) { $0.isJoined && $0.seat == 0 }
      table.close()
      let closed = try app.layout(seconds: 20) { $0.dialog != nil }
      #expect(closed.dialog == "The host closed the table.")
      // The suggested answer, Your Own Games, is the dialog's default: Return in the dialog.
      try WindowTests.TableEndInTheWindow.answerTheDialog(of: app, with: "Return")
      let own = try app.layout(seconds: 20) { !$0.isJoined && $0.section == "memorize" }
      #expect(own.presentations == 1)
      #expect(app.waitForExit() == 0, "the joined window closed")
      try WindowTests.TableEndInTheWindow.closeOwnGames()
    }
  }
}

/// A Memorize player who remembers every face it was shown: it completes a known pair, else
/// turns a card it has not seen.
enum MemoryChoice {
  static func choice(in board: BoardPresentation, memory: [String: Set<Int>]) -> Int {
    let open = board.cards.indices.filter { !board.cards[$0].isMatched }
    let up = open.filter { board.cards[$0].isFaceUp }
    let down = open.filter { !board.cards[$0].isFaceUp }
    func emoji(_ index: Int) -> String? {
      if case .emoji(let emoji, _)? = board.cards[index].face { return emoji }
      return nil
    }
    if up.count == 1, let shown = emoji(up[0]),
      let other = memory[shown]?.first(where: { $0 != up[0] && down.contains($0) })
    {
      return other
    }
    if up.count != 1,
      let pair = memory.values.first(where: { $0.filter(down.contains).count == 2 })
    {
      return pair.filter(down.contains).sorted()[0]
    }
    let known = Set(memory.values.flatMap { $0 })
    return down.first { !known.contains($0) } ?? down.first ?? 0
  }
}

import CardGames
import Foundation
import Testing

@testable import Memorize

/// A face joined to a table, through the table's own texts: the view it holds, the lines a
/// plain face says, and the texts it sends.
@Suite struct JoinedTableTests {
  /// A host and joined faces passing texts, as a transport would.
  final class Wire {
    let table: TableHarness
    var faces: [Int: JoinedTable] = [:]
    var languages: [Int: Language] = [:]
    var said: [Int: [String]] = [:]

    init(_ setup: TableSetup) throws { table = try TableHarness(setup: setup) }

    func join(
      _ name: String, language: Language = .english, watch: Bool = false,
      seatToken: String? = nil, countGame: ((Statistics.TableGame, String) -> [String])? = nil
    ) -> Int {
      attach(
        JoinedTable(
          code: "blue-42", name: name, language: language, seatToken: seatToken, watch: watch,
          countGame: countGame), language: language)
    }

    /// Joins `face`, made elsewhere (as a face's link makes it), speaking `language`.
    func attach(_ face: JoinedTable, language: Language = .english) -> Int {
      let connection = table.sent.count + faces.count + 100
      faces[connection] = face
      languages[connection] = language
      table.host.open(connection)
      deliver(table.host.receive(face.helloText, from: connection))
      return connection
    }

    /// Hands `message` to the face at `connection` as if the table sent it again.
    func hand(_ message: ServerMessage, to connection: Int) {
      deliver([TableOutput(connection: connection, message: message, closes: false)])
    }

    func send(_ text: String?, from connection: Int) {
      guard let text else { return }
      deliver(table.host.receive(text, from: connection))
    }

    /// Moves the table's clock on and lets it act on it.
    func advance(by seconds: Double) {
      table.time.advance(by: seconds)
      deliver(table.host.tick())
    }

    /// The face at `connection` is gone (it quit or crashed): its connection drops, and its
    /// person stays away past their grace (``TableSetup/leaveGrace``).
    func drop(_ connection: Int) {
      faces[connection] = nil
      deliver(table.host.close(connection))
      advance(by: table.host.setup.leaveGrace)
    }

    private func deliver(_ outputs: [TableOutput]) {
      for output in outputs {
        guard let face = faces[output.connection] else { continue }
        for event in face.receive(output.text) {
          switch event {
          case .viewChanged(let old):
            // A face words the change in its own language, as the process it runs in does.
            let lines = Localization.withLanguage(languages[output.connection] ?? .english) {
              face.lines(after: old)
            }
            said[output.connection, default: []] += lines
          case .said(let lines): said[output.connection, default: []] += lines
          case .refused(let reason): said[output.connection, default: []].append("error: \(reason)")
          case .lostRace(let line): said[output.connection, default: []].append(line)
          case .problem(let message, _), .seatUnknown(let message), .tableClosed(let message):
            said[output.connection, default: []].append(message)
          case .welcomed: break
          }
        }
      }
    }
  }

  @Test func aPlainFaceIsToldWhoSitsThenTheCardsThenEachTurn() throws {
    let wire = try Wire(TableSetup(game: .memorize, seats: [.person, .person])!)
    let ana = wire.join("Ana")
    #expect(
      wire.said[ana] == [
        "At the table: Ana, Free seat", "Waiting for 1 more player: join with the code BLUE-42",
      ])
    let ben = wire.join("Ben", language: .simplifiedChinese)
    let opening = try #require(wire.said[ana]?.dropFirst(2))
    #expect(opening.first == "At the table: Ana, Ben")
    #expect(opening.filter { $0.hasPrefix("Card ") } == (1...16).map { "Card \($0): face down" })
    #expect(opening.last?.hasPrefix("Ana: 0") == true)
    #expect(wire.said[ben]?.contains("第 1 张牌：背面朝上") == true, "\(wire.said[ben] ?? [])")
    #expect(wire.faces[ana]?.seat == 0)
    #expect(wire.faces[ben]?.game == .memorize)

    wire.said[ana] = []
    let face = try #require(wire.faces[ana])
    wire.send(
      face.text(for: .choose(cardID: try #require(face.view?.board?.cards[4].id))), from: ana)
    // The card alone: the score line says nothing new (JoinedPlainLinesTests).
    let turned = try #require(wire.said[ana])
    #expect(turned.count == 1, "\(turned)")
    #expect(turned[0].hasPrefix("Card 5: "))
    #expect(turned[0] != "Card 5: face down")
    // Ben may not move: his face says why, in his language.
    wire.said[ben] = []
    let benFace = try #require(wire.faces[ben])
    wire.send(
      benFace.text(for: .choose(cardID: try #require(benFace.view?.board?.cards[0].id))), from: ben)
    #expect(wire.said[ben]?.first == "error: 现在轮到 Ana。")
  }

  /// Issue 23: at a shared table nobody was told "Your turn": Cleo's own face said "Cleo to
  /// move" to Cleo. The seat's own face says it to them, in their language, in the line under
  /// the board and its status sentence; the other faces and a watcher name the player.
  @Test func theSeatToMoveIsToldYourTurnOnItsOwnFace() throws {
    let wire = try Wire(TableSetup(game: .memorize, seats: [.person, .person])!)
    let cleo = wire.join("Cleo", language: .simplifiedChinese)
    let ben = wire.join("Ben")
    let eve = wire.join("Eve", watch: true)
    let own = try #require(wire.faces[cleo]?.view?.board)
    #expect(own.verdict == "轮到你了")
    #expect(own.statusSentence == "轮到你了")
    #expect(wire.faces[ben]?.view?.board?.verdict == "Cleo to move")
    #expect(wire.faces[eve]?.view?.board?.verdict == "Cleo to move")
    // Cleo turns two cards that do not match: the turn passes, and Ben is told it is his.
    let cards = try #require(wire.table.host.app.memorize).cards
    let (first, second) = try #require(
      cards.indices.flatMap { a in cards.indices.filter { $0 > a }.map { (a, $0) } }.first {
        cards[$0.0].content != cards[$0.1].content
      })
    let face = try #require(wire.faces[cleo])
    let ids = try #require(face.view?.board?.cards.map(\.id))
    wire.send(face.text(for: .choose(cardID: ids[first])), from: cleo)
    wire.send(face.text(for: .choose(cardID: ids[second])), from: cleo)
    let benBoard = try #require(wire.faces[ben]?.view?.board)
    #expect(benBoard.verdict?.hasPrefix("Cleo: No match.") == true, "\(benBoard.verdict ?? "")")
    #expect(benBoard.verdict?.hasSuffix(". Your turn") == true, "\(benBoard.verdict ?? "")")
    #expect(benBoard.shorterVerdicts.contains("Your turn"))
    #expect(!benBoard.shorterVerdicts.contains { $0.contains("Ben to move") })
    #expect(wire.faces[cleo]?.view?.board?.verdict?.hasSuffix("轮到 Ben") == true)
    #expect(wire.faces[eve]?.view?.board?.verdict?.hasSuffix(". Ben to move") == true)
    // --plain says it too: Ben's lines end with his turn, before the score line.
    #expect(
      wire.said[ben]?.last?.hasSuffix("Your turn") == true, "\(wire.said[ben] ?? [])")
  }

  /// Issue 23 (clock-54): a player's turn passed with no warning while they were away. Every
  /// face is sent the countdown; `--plain` prints no line for each of its seconds: the status
  /// line that closes what else it says carries it.
  @Test func aPlainFaceSaysNoLineForEachSecondOfTheCountdownOfAnAwayPlayersTurn() throws {
    let wire = try Wire(TableSetup(game: .memorize, seats: [.person, .person])!)
    let ana = wire.join("Ana")
    let ben = wire.join("Ben")
    wire.said[ben] = []
    wire.drop(ana)
    let dropped = try #require(wire.said[ben])
    #expect(dropped.first == "At the table: Ana (away), Ben", "\(dropped)")
    #expect(dropped.count == 2, "\(dropped)")
    #expect(dropped.last?.hasSuffix(" · Ana's turn passes in 30 s") == true, "\(dropped)")
    wire.said[ben] = []
    for _ in 1...29 { wire.advance(by: 1) }
    #expect(wire.faces[ben]?.view?.board?.status.items.last?.value == "1 s")
    #expect(wire.said[ben] == [])
    wire.advance(by: 1)
    let passed = try #require(wire.said[ben])
    #expect(passed.first == "Ana is away: the turn passes. Your turn", "\(passed)")
    #expect(passed.count == 2, "\(passed)")
    #expect(passed.last?.contains("turn passes in") == false, "\(passed)")
  }

  /// Term-53: at 40 columns a mismatch that cost points showed Ben "Cleo: No match. −2 points"
  /// and never "Your turn": the reason outlasted the turn. Short of room, the reason gives way
  /// first, and Ben's own face keeps telling him it is his turn.
  @Test func aCostlyMismatchKeepsYourTurnBeforeItsReason() throws {
    let wire = try Wire(TableSetup(game: .memorize, seats: [.person, .person])!)
    let cleo = wire.join("Cleo")
    let ben = wire.join("Ben")
    let cards = try #require(wire.table.host.app.memorize).cards
    // Cleo turns `a` and `b` (they differ), Ben `c` and `d` (they differ from those and from
    // each other), then Cleo `a` and `b` again: both seen before.
    let (a, b) = try #require(
      cards.indices.flatMap { a in cards.indices.filter { $0 > a }.map { (a, $0) } }.first {
        cards[$0.0].content != cards[$0.1].content
      })
    let others = cards.indices.filter {
      ![cards[a].content, cards[b].content].contains(cards[$0].content)
    }
    let c = try #require(others.first)
    let d = try #require(others.first { cards[$0].content != cards[c].content })
    for (seat, index) in [(cleo, a), (cleo, b), (ben, c), (ben, d), (cleo, a), (cleo, b)] {
      let face = try #require(wire.faces[seat])
      let ids = try #require(face.view?.board?.cards.map(\.id))
      wire.send(face.text(for: .choose(cardID: ids[index])), from: seat)
    }
    #expect(wire.table.host.app.memorize?.players.map(\.score) == [-2, 0])
    let board = try #require(wire.faces[ben]?.view?.board)
    let forms = [board.verdict ?? ""] + board.shorterVerdicts
    // The cards that cost the points are named first (words-53), then the reason gives way.
    #expect(forms.first?.hasPrefix("Cleo: No match. −2: ") == true, "\(forms)")
    #expect(forms.first?.hasSuffix(" turned up again. Your turn") == true, "\(forms)")
    // The longest that fits 27 columns (beside [New game] at 40), as the full screen takes it.
    #expect(forms.first { $0.count <= 27 } == "Cleo: No match. Your turn", "\(forms)")
    // Every form with a reason still says whose turn it is.
    for form in forms where form.contains("−2") {
      #expect(form.hasSuffix("Your turn"), "\(form)")
    }
  }

  /// Issue 23: a watcher was told to take a free seat when none was free (once the game is on,
  /// every seat waits for its player): the line says so only while the table offers a seat.
  @Test func aWatcherIsToldToTakeASeatOnlyWhileOneIsFree() throws {
    let table = try TableHarness(setup: TableSetup(game: .memorize, seats: [.person, .person])!)
    let ana = table.join("Ana")
    let cy = table.join("Cy", watch: true)
    #expect(table.views[cy]?.seats.map(\.takeTitle) == [nil, "Take seat 2"])
    #expect(
      table.views[cy]?.watcherLine == "You are watching: take a free seat to play the next game.")
    #expect(table.views[ana]?.watcherLine == nil)
    table.join("Ben")
    #expect(table.views[cy]?.seats.map(\.takeTitle) == [nil, nil])
    #expect(table.views[cy]?.watcherLine == "You are watching this table: only its players play.")
  }

  /// Issue 23: a watcher was told "Type “new” to play again." at the end, a command the table
  /// refuses it.
  @Test func aWatcherIsToldHowToPlayTheNextGameWhereAPlayerIsToldToTypeNew() throws {
    let wire = try Wire(TableSetup(game: .memorize, seats: [.person, .person])!)
    let ana = wire.join("Ana")
    let ben = wire.join("Ben")
    let cy = wire.join("Cy")
    #expect(wire.faces[cy]?.seat == nil)
    let game = try #require(wire.table.host.app.memorize)
    let face = try #require(wire.faces[ana])
    // Ana turns every pair; a match keeps her turn.
    var pairs = 0
    while let card = game.cards.firstIndex(where: { !$0.isMatched }) {
      pairs += 1
      try #require(pairs <= 8, "\(wire.said[ana] ?? [])")
      let twin = try #require(
        game.cards.indices.first {
          $0 != card && game.cards[$0].content == game.cards[card].content
        })
      // A face knows the cards by the ids the table gives it, in the table's order.
      let ids = try #require(face.view?.board?.cards.map(\.id))
      wire.send(face.text(for: .choose(cardID: ids[card])), from: ana)
      wire.send(face.text(for: .choose(cardID: ids[twin])), from: ana)
    }
    #expect(game.isOver)
    let player = try #require(wire.said[ben])
    let watcher = try #require(wire.said[cy])
    #expect(player.contains("Type “new” to play again."))
    #expect(!watcher.contains("Type “new” to play again."))
    let over = try #require(watcher.firstIndex { $0.hasPrefix("Game over! Ana wins in ") })
    #expect(
      Array(watcher[over...].dropFirst().prefix(4)) == [
        "Every pair is matched.", "Ana: 8 pairs, 16 points · Ben: 0 pairs, 0 points",
        "New multiplayer best: 16 by Ana!",
        "You are watching this table: only its players play.",
      ])
    // Ana deals again: every face opens the new deal as a game on one screen does.
    wire.said[ben] = []
    wire.send(face.text(for: .newGame), from: ana)
    let theme = try #require(wire.table.host.app.memorize).theme.name
    #expect(
      wire.said[ben]?.first { $0.hasPrefix("New game:") } == "New game: \(theme), 16 cards.",
      "\(wire.said[ben] ?? [])")
  }

  /// Issue 23: a face joined to a table with `--plain` began with who sits there and the cards,
  /// where a game on one screen opens with the game and what it is dealt ("Memorize: Halloween,
  /// 16 cards."). It now opens each game so, in its own language.
  @Test func aPlainFaceOpensTheGameAsAGameOnOneScreenDoes() throws {
    let wire = try Wire(TableSetup(game: .memorize, seats: [.person, .person])!)
    let ana = wire.join("Ana")
    let ben = wire.join("Ben", language: .simplifiedChinese)
    let theme = try #require(wire.table.host.app.memorize).theme
    let english = try #require(wire.said[ana]?.dropFirst(2))
    #expect(
      Array(english.prefix(2)) == ["At the table: Ana, Ben", "Memorize: \(theme.name), 16 cards."])
    let chinese = Localization.withLanguage(.simplifiedChinese) { theme.localizedName }
    #expect(
      wire.said[ben]?.contains("记忆翻牌：\(chinese)，16 张牌。") == true, "\(wire.said[ben] ?? [])")

    let matchismo = try Wire(TableSetup(game: .matchismo, seats: [.person, .person])!)
    let cy = matchismo.join("Cy")
    _ = matchismo.join("Di")
    #expect(matchismo.said[cy]?.contains("Matchismo: 24 cards, match 2.") == true)

    let race = try Wire(TableSetup(game: .set, seats: [.person, .person])!)
    let eve = race.join("Eve")
    _ = race.join("Fay")
    #expect(
      race.said[eve]?.contains("Set: 12 cards in play, 69 in the deck.") == true,
      "\(race.said[eve] ?? [])")
  }

  @Test func aPlainFaceAtMatchismoIsToldTheCardsTheVerdictAndWhoseTurnItIs() throws {
    let wire = try Wire(TableSetup(game: .matchismo, seats: [.person, .person])!)
    let ana = wire.join("Ana")
    let ben = wire.join("Ben")
    let opening = try #require(wire.said[ana]?.dropFirst(2))
    #expect(opening.first == "At the table: Ana, Ben")
    #expect(opening.filter { $0.hasPrefix("Card ") } == (1...24).map { "Card \($0): face down" })
    // Issue 23: Ana's own face tells her it is her turn (it said "Ana to move" to Ana); Ben's
    // names her.
    #expect(opening.dropLast().last == "Your turn")
    #expect(wire.faces[ben]?.view?.board?.verdict == "Ana to move")
    #expect(opening.last?.hasPrefix("Ana: 0 · Ben: 0 · Flips 0 · Match 2 cards · Time ") == true)
    #expect(wire.faces[ben]?.game == .matchismo)
    // Ana turns two cards that do not match: her face says each, the verdict and Ben's turn.
    let real = wire.table.host.app.matchismo.cards.map(\.playingCard)
    let (first, second) = try #require(
      real.indices.flatMap { a in real.indices.filter { $0 > a }.map { (a, $0) } }.first {
        real[$0.0].rank != real[$0.1].rank && real[$0.0].suit != real[$0.1].suit
      })
    let face = try #require(wire.faces[ana])
    let ids = try #require(face.view?.board?.cards.map(\.id))
    wire.send(face.text(for: .choose(cardID: ids[first])), from: ana)
    wire.said[ana] = []
    wire.send(face.text(for: .choose(cardID: ids[second])), from: ana)
    let said = try #require(wire.said[ana])
    #expect(said.count == 4, "\(said)")
    #expect(said[0] == "Card \(first + 1): face down")
    #expect(said[1] == "Card \(second + 1): \(real[second])")
    #expect(
      said[2]
        == "You: \(real[first]) \(real[second]) don't match! −2 for a mismatch. "
        + "−1 for turning a card. Ben to move; \(real[second]) stays up.")
    #expect(said[3].hasPrefix("Ana: −4 · Ben: 0 · Flips 2 · Match 2 cards · Time "))
    #expect(
      wire.faces[ben]?.view?.board?.verdict
        == "Ana: \(real[first]) \(real[second]) don't match! −2 for a mismatch. "
        + "−1 for turning a card. Your turn; \(real[second]) stays up.")
    #expect(wire.faces[ben]?.view?.board?.shorterVerdicts.last == "Your turn")
    #expect(wire.faces[ana]?.view?.board?.shorterVerdicts.last == "Ben to move")
    // Ben's mode command at his turn, after the first choice: refused in words.
    wire.said[ben] = []
    let benFace = try #require(wire.faces[ben])
    wire.send(benFace.text(for: .setMatchCount(3)), from: ben)
    // Said once, as the error: the game's verdict, which says it too, is not said again (it
    // was, as a second line, issue 23).
    #expect(
      wire.said[ben]
        == [
          "error: The number of cards to match can change only before the first choice: redeal first."
        ])
  }

  @Test func aClaimByPositionsAndTheLoserHearsWhoWasFirst() throws {
    let wire = try Wire(TableSetup(game: .set, seats: [.person, .person])!)
    let ana = wire.join("Ana")
    let ben = wire.join("Ben")
    let board = try #require(wire.faces[ana]?.view?.board)
    let set = try #require(SetFinder.aSet(in: board))
    let positions = set.compactMap { id in board.cards.firstIndex { $0.id == id }.map { $0 + 1 } }
    let anaClaim = wire.faces[ana]?.claimText(positions: positions)
    let benClaim = wire.faces[ben]?.claimText(positions: positions)
    wire.said = [:]
    wire.send(anaClaim, from: ana)
    wire.table.time.advance(by: 0.04)
    wire.send(benClaim, from: ben)
    #expect(wire.said[ben]?.contains("Ana was first, by 40 ms.") == true)
    // Ana's own face says it to her; Ben's names her (issue 23).
    #expect(wire.said[ana]?.contains("You found a set: +1") == true)
    #expect(wire.said[ben]?.contains("Ana found a set: +1") == true)
    #expect(wire.faces[ana]?.claimText(positions: [1, 2, 99]) == nil)
  }

  /// Issue 23: the one seat a joined face calls Set! for — the window's Ctrl+1, the terminal's
  /// call key and the Set! button the door leaves this face all use it; none infers the rule.
  @Test func theCallingSeatIsThePlayersOwnAtARaceAndNoneForAWatcherOrAnotherGame() throws {
    let race = try Wire(TableSetup(game: .set, seats: [.person, .person])!)
    let ana = race.join("Ana")
    let ben = race.join("Ben")
    let cy = race.join("Cy")
    #expect(race.faces[ana]?.callingSeat == 0)
    #expect(race.faces[ben]?.callingSeat == 1)
    #expect(race.faces[cy]?.seat == nil)
    #expect(race.faces[cy]?.callingSeat == nil)
    // The door gives the same seat, and marks that seat's Set! as called from this face.
    for (connection, seat) in [(ana, 0), (ben, 1), (cy, nil)] {
      let door = TableDoor(table: try #require(race.faces[connection])) { _ in }
      #expect(door.callingSeat == seat)
      let calls = try #require(door.board(of: .set)?.race).seats.indices.filter {
        door.board(of: .set)?.race?.seats[$0].callsHere == true
      }
      #expect(calls == (seat.map { [$0] } ?? []))
    }
    // Seated at a table that plays no race: no seat to call for.
    let memorize = try Wire(TableSetup(game: .memorize, seats: [.person, .person])!)
    let dee = memorize.join("Dee")
    #expect(memorize.faces[dee]?.seat == 0)
    #expect(memorize.faces[dee]?.callingSeat == nil)
    // This machine's own games: each seat at a race has its own key.
    #expect(race.table.host.app.callingSeat == nil)
  }

  @Test func aTextThatIsNoMessageEndsTheConnection() {
    let face = JoinedTable(code: "x", name: "Ana", language: .english)
    #expect(
      face.receive("<html>") == [
        .problem(
          "The table sent something this memorize cannot read; the connection is closed.",
          fatal: true)
      ])
    #expect(
      face.receive(#"{"type":"update","version":2,"changes":[]}"#) == [
        .problem(
          "The table sent something this memorize cannot read; the connection is closed.",
          fatal: true)
      ])
  }

  @Test func aFaceComesBackWithItsSeatsTokenAndForgetsATokenTheTableDoesNotKnow() throws {
    let wire = try Wire(TableSetup(game: .set, seats: [.person, .person])!)
    #expect(JoinedTable(code: "blue-42", name: "Ana", language: .english).hello.seatToken == nil)
    let ana = wire.join("Ana")
    let face = try #require(wire.faces[ana])
    let token = try #require(face.seatToken)
    // Every connection after the first says hello with the seat's token, and not as a watcher.
    #expect(face.hello.seatToken == token)
    #expect(face.hello.watch == false)
    let forgetful = JoinedTable(code: "blue-42", name: "Ana", language: .english, seatToken: "x")
    #expect(
      forgetful.receive(
        #"{"type":"error","code":"unknownSeat","message":"Gone.","fatal":true}"#)
        == [.seatUnknown("Gone.")])
    #expect(forgetful.seatToken == nil)
    #expect(forgetful.hello.seatToken == nil)
    // Without a token to forget, the same error is the end of the connection.
    #expect(
      forgetful.receive(
        #"{"type":"error","code":"unknownSeat","message":"Gone.","fatal":true}"#)
        == [.problem("Gone.", fatal: true)])
  }

  @Test func theHostClosingTheTableTellsEveryFaceInItsLanguage() throws {
    let wire = try Wire(TableSetup(game: .memorize, seats: [.person, .person])!)
    let ana = wire.join("Ana")
    let ben = wire.join("Ben", language: .simplifiedChinese)
    let outputs = wire.table.host.closeTable()
    #expect(outputs.map(\.connection) == [ana, ben].sorted())
    #expect(outputs.allSatisfy { $0.closes })
    let events = outputs.map { output in wire.faces[output.connection]?.receive(output.text) }
    #expect(events.contains { $0 == [.tableClosed("The host closed the table.")] })
    #expect(events.contains { $0 == [.tableClosed("主持人关闭了牌桌。")] })
    #expect(wire.table.host.closeTable() == [])
  }

  @Test func aFaceSendsAtThePaceTheTableTakes() {
    let face = JoinedTable(code: "x", name: "Ana", language: .english)
    // Twenty at once, then one every tenth of a second.
    let atOnce = (0..<20).map { _ in face.waitBeforeSending(now: 5) }
    #expect(atOnce == Array(repeating: 0, count: 20))
    #expect(face.waitBeforeSending(now: 5) == 0.1)
    #expect(face.waitBeforeSending(now: 5) == 0.2)
    // Those two went out by 5.2; by 5.5 three more may go at once, and a second later ten.
    #expect((0..<3).map { _ in face.waitBeforeSending(now: 5.5) } == [0, 0, 0])
    #expect(
      (0..<10).map { _ in face.waitBeforeSending(now: 6.5) } == Array(repeating: 0, count: 10))
    #expect(face.waitBeforeSending(now: 6.5) == 0.1)
  }

  @Test func aDroppedFaceTriesAgainForAboutAMinuteThenStops() {
    let delays = (1...9).map { JoinedTable.reconnectionDelay(attempt: $0) }
    #expect(delays == [0.5, 1, 2, 4, 8, 15, 15, 15, nil])
  }

  @Test func commandsAtATableAreTheGamesOwn() {
    #expect(TableCommand.named("claim", in: .set)?.action == .claim)
    #expect(TableCommand.named("claim", in: .memorize) == nil)
    #expect(TableCommand.named("SHUFFLE", in: .memorize)?.action == .shuffle)
    #expect(
      TableCommand.table(for: .set).map(\.words[0]) == [
        "choose", "claim", "set", "deal", "new", "board", "help", "quit",
      ])
    #expect(TableCommand.named("claim", in: .set)?.helpLine.hasPrefix("claim N N N — ") == true)
    #expect(
      TableCommand.table(for: .matchismo).map(\.words[0]) == [
        "choose", "mode", "new", "board", "help", "quit",
      ])
    #expect(TableCommand.named("shuffle", in: .matchismo) == nil)
    #expect(TableCommand.named("mode", in: .matchismo)?.helpLine.hasPrefix("mode 2|3 — ") == true)
  }

  @Test func addressesAsPlayersTypeThem() {
    #expect(TableAddress("192.168.1.20:7077") == TableAddress(host: "192.168.1.20", port: 7077))
    #expect(TableAddress("[::1]:9000") == TableAddress(host: "::1", port: 9000))
    #expect(
      TableAddress("ws://table.local:8080/table") == TableAddress(host: "table.local", port: 8080))
    #expect(TableAddress("table.local") == TableAddress(host: "table.local", port: 7077))
    #expect(TableAddress("::1")?.text == "[::1]:7077")
    #expect(
      TableAddress("http://10.0.0.255:7077/#code=K7QM")
        == TableAddress(host: "10.0.0.255", port: 7077))
    for bad in [
      "", ":80", "host:0", "host:70000", "host:x", "a b:80", "[::1", "[::1]80", "h\u{1B}:80",
      "1.2.3", "1.2.3:7077", "256.1.1.1", "1..2.3", "1.2.3.4.5", "12",
    ] {
      #expect(TableAddress(bad) == nil, "\(bad)")
    }
    #expect(TableAddress(host: "::1", port: 7077).text == "[::1]:7077")
  }

  /// `::1:5000` was taken for the host `::1:5000` at port 7077; it reads two ways, so it is
  /// refused and both bracketed forms are named. An address with a port after it that is no
  /// address whole is read as such.
  @Test func unbracketedIPv6WithAPort() throws {
    #expect(TableAddress("::1:5000") == nil)
    let loopback = try #require(TableAddress.ambiguousIPv6("::1:5000"))
    #expect(loopback.withPort == "[::1]:5000")
    #expect(loopback.withoutPort == "[::1:5000]")
    let link = try #require(TableAddress.ambiguousIPv6("ws://fe80::1:2/table"))
    #expect(link.withPort == "[fe80::1]:2")
    #expect(link.withoutPort == "[fe80::1:2]")
    #expect(
      TableAddress("1:2:3:4:5:6:7:8:5000") == TableAddress(host: "1:2:3:4:5:6:7:8", port: 5000))
    #expect(TableAddress("::1:65000") == TableAddress(host: "::1", port: 65000))
    #expect(TableAddress("fe80::1") == TableAddress(host: "fe80::1", port: 7077))
    #expect(TableAddress("::1") == TableAddress(host: "::1", port: 7077))
    for unambiguous in [
      "::1", "[::1]:5000", "[::1:5000]", "fe80::1", "1:2:3:4:5:6:7:8:5000", "host:80",
    ] {
      #expect(TableAddress.ambiguousIPv6(unambiguous) == nil, "\(unambiguous)")
    }
  }

  /// The play-test at 40 columns: "At the table: Ana, Ben, Computer (cas…", cut inside a
  /// name, while the header named the same seats "CPU 3" and "CPU 4". Short of room the line
  /// names the computers as the header does, in both languages.
  @Test func theSeatsLineHasAFormWithTheHeadersComputerNames() throws {
    let setup = try #require(
      TableSetup(
        game: .memorize, seats: [.person, .person, .computer(.casual), .computer(.casual)]))
    for (language, expected) in [
      (Language.english, "At the table: Ana, Ben, CPU 3, CPU 4"),
      (.simplifiedChinese, "牌桌上：Ana、Ben、3 号、4 号"),
    ] {
      try Localization.withLanguage(language) {
        let wire = try Wire(setup)
        let ana = wire.join("Ana", language: language)
        _ = wire.join("Ben", language: language)
        let face = try #require(wire.faces[ana])
        let lines = face.seatsLines
        #expect(lines.count == 2, "\(lines)")
        #expect(lines.last == expected, "\(lines)")
      }
    }
  }
}

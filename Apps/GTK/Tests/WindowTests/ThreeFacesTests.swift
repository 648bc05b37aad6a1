import Foundation
import Glibc
import Memorize
import Testing

/// One real `memorize-table` on 127.0.0.1 for three people, with the three real faces at it:
/// the window (Ana, the first seat), the full-screen terminal (Ben, the second, in tmux) and
/// `--plain` (Cleo, the third, in another tmux session); and a watcher the test reads the
/// table through, as every face's view of it must look.
final class ThreeFacesTable {
  static let fullScreen = "screen"
  static let plain = "plain"

  let table: SharedTable
  let window: RunningApp
  let terminals: TerminalFaces
  /// The test's eyes on the table: a watcher, in English.
  let eyes: TestPlayer
  /// The card the full screen's keyboard is on, as the test moved it.
  private var focus = 0

  /// A table started with `arguments`, the faces speaking `language`, the full screen on a
  /// terminal of `width` × `height`.
  init(_ arguments: [String], language: PlayLanguage, width: Int = 80, height: Int = 24) throws {
    table = try SharedTable(arguments + ["--people", "3"])
    eyes = try TestPlayer(port: table.port, code: table.code, name: "Eyes", watch: true)
    terminals = try TerminalFaces()
    let join = ["--join", "127.0.0.1:\(table.port)", "--code", table.code]
    let spoken = ["--language", language == .chinese ? "zh_CN" : "en"]
    window = try table.joinWindow("Ana", environment: language.environment)
    try seated("Ana", at: 0)
    try terminals.start(
      Self.fullScreen, join + ["--name", "Ben"] + spoken, width: width, height: height)
    try seated("Ben", at: 1)
    try terminals.start(
      Self.plain, join + ["--name", "Cleo", "--plain"] + spoken, width: 100, height: 50)
    try seated("Cleo", at: 2)
    guard try eyes.read(seconds: 20, until: { $0.table.view?.board != nil }) else {
      throw Tool.Failure(message: "the table did not deal")
    }
  }

  private func seated(_ name: String, at seat: Int) throws {
    let isSeated = try eyes.read(seconds: 30) {
      $0.table.view.map { $0.seats.indices.contains(seat) && $0.seats[seat].text == name }
        == true
    }
    guard isSeated else {
      throw Tool.Failure(
        message: "\(name) did not sit down: \(eyes.table.view?.seats.map(\.text) ?? [])")
    }
  }

  /// The board as the test's eyes see it now.
  func board() throws -> BoardPresentation {
    guard let board = eyes.table.view?.board else { throw Tool.Failure(message: "no board") }
    return board
  }

  /// Waits until the table changed past `version`, as the test's eyes see it.
  func changed(since version: Int, after what: String) throws {
    guard try eyes.read(seconds: 5, until: { ($0.table.view?.version ?? 0) > version }) else {
      throw Tool.Failure(message: "the table did not change after \(what)")
    }
  }

  /// Ben chooses the card at `index` on the full screen: the arrows, card by card, from the
  /// card the keyboard is on (kept on the last card when the board shrank), then Enter.
  func chooseOnTheFullScreen(_ index: Int, among count: Int) throws {
    focus = min(focus, count - 1)
    let arrows = Array(repeating: index > focus ? "Right" : "Left", count: abs(index - focus))
    try terminals.press(Self.fullScreen, arrows + ["Enter"])
    focus = index
  }

  /// Plays a game of turns to its end: whoever is to move chooses `choice(board)` in their own
  /// face (Ana clicks the card `windowCard` finds once the window has drawn the board, Ben
  /// walks to it with the keys, Cleo types its number); returns how many moves each made.
  func playTurns(
    choice: (BoardPresentation) -> Int,
    windowCard: (BoardPresentation, Int) throws -> LayoutReport.Rect
  ) throws -> [Int] {
    var moves = [0, 0, 0]
    for _ in 0..<300 {
      let board = try board()
      guard !board.isOver, let mover = board.seats.firstIndex(where: \.isToMove) else { break }
      let index = choice(board)
      let version = eyes.table.view?.version ?? 0
      switch mover {
      case 0:
        try window.click(try windowCard(board, index))
      case 1:
        // Ben's screen marks him to move before he acts.
        try terminals.waitUntil(Self.fullScreen, "Ben to move") {
          $0.first?.contains("▶Ben") == true
        }
        try chooseOnTheFullScreen(index, among: board.cards.count)
      default:
        try terminals.type(Self.plain, "\(index + 1)")
      }
      moves[mover] += 1
      try changed(since: version, after: "a move by seat \(mover + 1)")
    }
    return moves
  }

  /// The window once it shows the cards of `board`; at a Set race.
  func windowShows(_ board: BoardPresentation) throws -> LayoutReport {
    do {
      return try window.layout {
        $0.setCards.map(\.name) == board.cards.map(\.accessibleDescription)
      }
    } catch {
      let ended =
        window.process.isRunning ? "" : " (the window ended: \(window.errorLines().prefix(1)))"
      throw Tool.Failure(
        message:
          "the window did not show \(board.cards.map(\.accessibleDescription))\(ended): \(error)")
    }
  }

  /// Waits until every face shows the Set race as the test's eyes see it, `board`: the window
  /// the same cards, the full screen as many cards and the same scores, `--plain` each
  /// card's last line as it is.
  func everyFaceShows(_ board: BoardPresentation) throws {
    _ = try windowShows(board)
    let scores = board.status.items.filter { $0.label.hasSuffix(":") }.map {
      "\($0.label) \($0.value)"
    }
    try terminals.waitUntil(Self.fullScreen, "the cards and scores") {
      FullScreenCards.count($0) == board.cards.count && scores.allSatisfy($0[0].contains)
    }
    try terminals.waitUntil(Self.plain, "the cards", history: true) { said in
      board.cards.enumerated().allSatisfy { place, card in
        let prefix = "Card \(place + 1): "
        return said.last { $0.hasPrefix(prefix) } == prefix + card.text
      }
    }
  }

  /// The race's board once it holds a set (or is over): while it holds none, Ana (in the
  /// window) and Cleo (at `--plain`) ask for three more cards, and two asks of three deal them.
  func dealUntilASetShows() throws -> BoardPresentation {
    var board = try board()
    for _ in 0..<6 where !board.isOver && SetTrio.places(in: board) == nil {
      try everyFaceShows(board)
      let count = board.cards.count
      let asks = try windowShows(board).setAsks
      guard let ask = asks[0] else { throw Tool.Failure(message: "no 3 More for Ana: \(asks)") }
      try window.click(ask)
      try terminals.type(Self.plain, "more")
      guard try eyes.read(until: { ($0.table.view?.board?.cards.count ?? 0) > count }) else {
        throw Tool.Failure(message: "no cards came after two asks")
      }
      board = try self.board()
    }
    if !board.isOver { try everyFaceShows(board) }
    return board
  }

  /// The person at `seat` claims the cards at `places` of `board` in their own face: Ana
  /// clicks them, Ben walks to each with the keys and presses Enter, Cleo types their numbers.
  func claim(_ places: [Int], by seat: Int, on board: BoardPresentation) throws {
    switch seat {
    case 0:
      let drawn = try windowShows(board)
      for index in places { try window.click(drawn.setCards[index].rect) }
    case 1:
      for index in places { try chooseOnTheFullScreen(index, among: board.cards.count) }
    default:
      try terminals.type(Self.plain, "claim " + places.map { "\($0 + 1)" }.joined(separator: " "))
    }
  }

  /// Everything `--plain` said, from the line `first` on, once it said `last`.
  func plainLines(from first: String, until last: String) throws -> [String] {
    let said = try terminals.waitUntil(Self.plain, last, history: true) { $0.contains(last) }
    guard let start = said.firstIndex(of: first) else {
      throw Tool.Failure(message: "--plain never said \(first):\n\(said.joined(separator: "\n"))")
    }
    return Array(said[start...])
  }

  /// The window, then the terminal faces leave (Ctrl+Q, q, quit), and each ends well.
  func leave() throws {
    try window.key("ctrl+q")
    #expect(window.waitForExit() == 0)
    try terminals.press(Self.fullScreen, ["q"])
    try terminals.type(Self.plain, "quit")
    for face in [Self.fullScreen, Self.plain] {
      _ = waitUntil(seconds: 10) { (try? terminals.exitStatus(face)) != nil }
      let screen = (try? terminals.capture(face, history: true)) ?? []
      #expect(
        try terminals.exitStatus(face) == 0,
        "\(face) did not end well:\n\(screen.suffix(30).joined(separator: "\n"))")
    }
  }

  func close() {
    window.stop()
    terminals.kill()
    table.close()
  }
}

extension WindowTests {
  /// Issue 25's end to end: each kind of game played whole at one table by the window, the
  /// full-screen terminal and `--plain`, each player acting in their own face with its own
  /// clicks, keys or lines, and every face showing the same ending.
  @Suite(
    "Three faces at one table",
    .enabled(
      if: SharedTable.executable != nil && TerminalFaces.executable != nil && Tool.exists("tmux"),
      "needs memorize-table, memorize and tmux: run Apps/GTK/run-tests.sh"))
  struct ThreeFacesAtOneTable {
    @Test func aWholeMemorizeGame() throws {
      let three = try ThreeFacesTable(
        ["--game", "memorize", "--theme", "space"], language: .english)
      defer { three.close() }
      let (window, terminals) = (three.window, three.terminals)
      #expect(try three.board().cards.count == 12)
      try terminals.waitUntil(ThreeFacesTable.plain, "the deal", history: true) {
        $0.contains("Card 12: face down") && $0.contains("Ana to move")
      }

      var memory: [String: Set<Int>] = [:]
      // The window's view of the table when Ana last chose: her next choice waits for a later
      // one that shows as many cards up and gone as the table does.
      var chosenAt = -1
      let moves = try three.playTurns(
        choice: { board in
          for (index, card) in board.cards.enumerated() {
            if case .emoji(let emoji, _)? = card.face { memory[emoji, default: []].insert(index) }
          }
          return MemoryChoice.choice(in: board, memory: memory)
        },
        windowCard: { board, index in
          let up = board.cards.filter { $0.isFaceUp && !$0.isMatched }.count
          let gone = board.cards.filter(\.isMatched).count
          let drawn = try window.layout {
            $0.version > chosenAt && $0.facesUp == up && $0.gone == gone
              && $0.cards.count == board.cards.count
          }
          chosenAt = drawn.version
          return drawn.cards[index]
        })
      let final = try three.board()
      #expect(final.isOver)
      #expect(moves.allSatisfy { $0 > 0 }, "each face played: \(moves)")
      let ending = try #require(final.ending)
      let winners = final.seats.filter(\.isWinner).map(\.name)
      let result =
        winners.count == 1 ? "\(winners[0]) wins" : "Tie: \(winners.joined(separator: ", "))"
      #expect(ending.result == result)
      let items = final.status.items
      #expect(items.map(\.label) == ["Ana:", "Ben:", "Cleo:", "Time"])
      let tallies = items.map { "\($0.label) \($0.value)" }

      // The window: the ending over the board, and the same tallies.
      let ended = try window.layout { $0.isOver && $0.memorizeEnding != nil }
      #expect(ended.memorizeEnding == "Game over! | \(result) in \(ending.time)")
      #expect(ended.counters.map { "\($0.label) \($0.value)" } == tallies)
      // The full screen: the banner, and the tallies at the top.
      let screen = try terminals.waitUntil(ThreeFacesTable.fullScreen, "the ending") {
        $0.joined().contains("Game over! \(result) in \(ending.time) — n for a new game")
      }
      #expect(tallies.allSatisfy(screen[0].contains), "\(screen[0])")
      // --plain: the ending's lines once, then the tallies.
      let said = try three.plainLines(
        from: "Game over! \(result). Time: \(ending.time)", until: "Type new to play again.")
      #expect(
        said.prefix(3) == [
          "Game over! \(result). Time: \(ending.time)", "Type new to play again.",
          tallies.joined(separator: " · "),
        ])
      try three.leave()
    }

    /// Matchismo, every face in Chinese: the exact lines of po/zh_CN.po on each.
    @Test func aWholeMatchismoGameInChinese() throws {
      let three = try ThreeFacesTable(["--game", "matchismo"], language: .chinese)
      defer { three.close() }
      let (window, terminals) = (three.window, three.terminals)
      #expect(try three.board().cards.count == 24)
      let seats = "牌桌上：Ana、Ben、Cleo（1人观战）"
      let dealt = try three.plainLines(from: seats, until: "第 24 张牌：背面朝上")
      #expect(
        dealt.drop { $0 != "第 24 张牌：背面朝上" }.prefix(3) == [
          "第 24 张牌：背面朝上", "轮到Ana", "Ana：0 · Ben：0 · Cleo：0 · 翻牌 0 · 配对 2 张牌 · 用时 0:00",
        ])
      let screen = try terminals.waitUntil(ThreeFacesTable.fullScreen, "the deal") {
        FullScreenCards.count($0) == 24
      }
      #expect(screen[1].trimmingCharacters(in: .whitespaces) == seats)
      #expect(screen.contains { $0.trimmingCharacters(in: .whitespaces) == "轮到Ana" })
      let drawn = try window.layout(seconds: 20) {
        $0.section == "matchismo" && $0.matchismoCards.count == 24
      }
      #expect(drawn.seatsLine == seats)
      #expect(drawn.matchismoCards.allSatisfy { $0.name.hasSuffix("背面朝上") })

      var memory: [Int: (rank: String, suit: String)] = [:]
      let moves = try three.playTurns(
        choice: { board in
          for (index, card) in board.cards.enumerated() {
            if case .playing(let rank, let suit, _, _)? = card.face { memory[index] = (rank, suit) }
          }
          return MatchismoChoice.choice(in: board, memory: memory)
        },
        windowCard: { board, index in
          // The window has drawn the cards the table shows, and Ana to move, before she clicks.
          try window.layout {
            $0.matchismoCards.count == board.cards.count
              && $0.matchismoSeats.map(\.isToMove) == board.seats.map(\.isToMove)
              && zip($0.matchismoCards, board.cards).allSatisfy {
                $0.name.hasSuffix("背面朝上") == !$1.isFaceUp
              }
          }.matchismoCards[index].rect
        })
      let final = try three.board()
      #expect(final.isOver)
      #expect(moves.allSatisfy { $0 > 0 }, "each face played: \(moves)")
      let ending = try #require(final.ending)
      #expect(ending.reason == "No match is possible among the cards left.")
      let winners = final.seats.filter(\.isWinner).map(\.name)
      let result = winners.count == 1 ? "\(winners[0])获胜" : "平局：" + winners.joined(separator: "、")
      let items = final.status.items
      #expect(items.map(\.label) == ["Ana:", "Ben:", "Cleo:", "Flips", "Match", "Time"])
      let values = items.map(\.value)
      let tallies = [
        "Ana：\(values[0])", "Ben：\(values[1])", "Cleo：\(values[2])", "翻牌 \(values[3])", "配对 2 张牌",
        "用时 \(ending.time)",
      ]

      let ended = try window.layout { $0.isOver && $0.matchismoEnding != nil }
      #expect(ended.matchismoEnding == "游戏结束！ | 剩下的牌已无法配对。 | \(result)，用时 \(ending.time)")
      #expect(
        ended.counters.map { $0.label + ($0.label.hasSuffix("：") ? "" : " ") + $0.value } == tallies
      )
      let banner = try terminals.waitUntil(ThreeFacesTable.fullScreen, "the ending") {
        $0.joined().contains("游戏结束！\(result)，用时 \(ending.time)。按 n 开始新游戏")
      }
      #expect(banner.contains { $0.contains("剩下的牌已无法配对。") })
      #expect(tallies.allSatisfy(banner[0].contains), "\(banner[0])")
      let said = try three.plainLines(
        from: "游戏结束！\(result)。用时：\(ending.time)", until: "输入 n 再玩一局。")
      #expect(
        said.prefix(4) == [
          "游戏结束！\(result)。用时：\(ending.time)", "剩下的牌已无法配对。", "输入 n 再玩一局。",
          tallies.joined(separator: " · "),
        ])
      try three.leave()
    }

    /// Set, a race the table decides: Ana (in the window) and Cleo (at `--plain`) claim the
    /// same set; Ana's claim reaches the table first and scores, and Cleo is told who was
    /// first and by how much. Then each face claims in turn to the race's end.
    @Test func aWholeSetRaceWhoseFirstSetIsRacedFor() throws {
      let three = try ThreeFacesTable(
        ["--game", "set"], language: .english, width: 100, height: 40)
      defer { three.close() }
      let (window, terminals, eyes) = (three.window, three.terminals, three.eyes)
      #expect(try three.board().cards.count == 12)

      // Cleo's face is held still (as a slow machine would be) while she types her claim, so
      // it goes out for the cards she saw; Ana claims the same three in the window meanwhile.
      var board = try three.dealUntilASetShows()
      let set = try #require(SetTrio.places(in: board))
      let cleo = try terminals.processID(ThreeFacesTable.plain)
      kill(cleo, SIGSTOP)
      try terminals.type(
        ThreeFacesTable.plain, "claim " + set.map { "\($0 + 1)" }.joined(separator: " "))
      let drawn = try three.windowShows(board)
      for index in set { try window.click(drawn.setCards[index].rect) }
      #expect(try eyes.read { $0.table.view?.board?.race?.seats.map(\.score) == [1, 0, 0] })
      kill(cleo, SIGCONT)
      let told = try terminals.waitUntil(ThreeFacesTable.plain, "Cleo told", history: true) {
        $0.contains { $0.hasPrefix("Ana was first, by ") }
      }
      let line = try #require(told.first { $0.hasPrefix("Ana was first, by ") })
      #expect(line.wholeMatch(of: /Ana was first, by [0-9]+ ms\./) != nil, "\(line)")
      #expect(!told.contains { $0.hasPrefix("Not a set") })
      #expect(eyes.table.view?.board?.race?.seats.map(\.score) == [1, 0, 0])
      let won = try window.layout { SetRaceInTheWindow.score("Ana", in: $0) == 1 }
      #expect(won.setStatus == "Ana found a set")
      try terminals.waitUntil(ThreeFacesTable.fullScreen, "Ana's set") {
        $0.joined().contains("Ana found a set")
      }

      // The rest of the race: Ben, Cleo and Ana claim in turn, each in their own face.
      var claims = [1, 0, 0]
      for turn in 1..<60 {
        board = try three.dealUntilASetShows()
        guard !board.isOver, let places = SetTrio.places(in: board) else { break }
        let seat = turn % 3
        let scores = board.race?.seats.map(\.score) ?? []
        try three.claim(places, by: seat, on: board)
        let scored = try eyes.read {
          ($0.table.view?.board?.race?.seats.map(\.score) ?? []).enumerated().map {
            $0.offset == seat ? $0.element - 1 : $0.element
          } == scores
        }
        #expect(scored, "the claim of seat \(seat + 1) did not score")
        claims[seat] += 1
      }
      let final = try three.board()
      #expect(final.isOver)
      #expect(final.deckCount == 0)
      #expect(claims.allSatisfy { $0 > 5 }, "\(claims)")
      let ending = try #require(final.ending)
      let items = final.status.items
      #expect(items.map(\.label) == ["Ana:", "Ben:", "Cleo:", "Deck"])
      let scores = final.race?.seats.map(\.score) ?? []
      let best = scores.max() ?? 0
      let winners = ["Ana", "Ben", "Cleo"].indices.filter { scores[$0] == best }.map {
        ["Ana", "Ben", "Cleo"][$0]
      }
      let result =
        winners.count == 1
        ? "\(winners[0]) wins with \(best) points"
        : "A tie: \(winners.joined(separator: ", ")), \(best) points each"
      #expect(ending.result == result)
      let tallies = items.map { "\($0.label) \($0.value)" }
      let ended = try window.layout { $0.raceIsOver && $0.setEnding != nil }
      #expect(ended.setEnding == "Game over! | \(result) in \(ending.time)")
      #expect(ended.counters.map { "\($0.label) \($0.value)" } == tallies)
      let screen = try terminals.waitUntil(ThreeFacesTable.fullScreen, "the ending") {
        $0.joined().contains("Game over! \(result) in \(ending.time) — n for a new game")
      }
      #expect(tallies.allSatisfy(screen[0].contains), "\(screen[0])")
      let said = try three.plainLines(
        from: "Game over! \(result). Time: \(ending.time)", until: "Type new to play again.")
      #expect(
        said.prefix(3) == [
          "Game over! \(result). Time: \(ending.time)", "Type new to play again.",
          tallies.joined(separator: " · "),
        ])
      try three.leave()
    }
  }
}

/// Three cards of a board that make a set, by their faces.
enum SetTrio {
  /// The places (from 0) of the first set among the cards, if any.
  static func places(in board: BoardPresentation) -> [Int]? {
    let cards: [(Int, SetSymbol)] = board.cards.enumerated().compactMap {
      if case .set(let symbol)? = $0.element.face { return ($0.offset, symbol) }
      return nil
    }
    func differsOrAgrees<T: Hashable>(_ values: [T]) -> Bool { Set(values).count != 2 }
    for a in cards.indices {
      for b in cards.indices where b > a {
        for c in cards.indices where c > b {
          let three = [cards[a].1, cards[b].1, cards[c].1]
          if differsOrAgrees(three.map(\.count)) && differsOrAgrees(three.map(\.shape))
            && differsOrAgrees(three.map(\.ink)) && differsOrAgrees(three.map(\.shading))
          {
            return [cards[a].0, cards[b].0, cards[c].0]
          }
        }
      }
    }
    return nil
  }
}

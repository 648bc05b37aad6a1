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
  /// Between the full screen and the table: what the table sends Ben can be held.
  let relay: SlowRelay
  /// The card the full screen's keyboard is on, as the test moved it.
  private var focus = 0

  /// A table started with `arguments`, the faces speaking `language`, the full screen on a
  /// terminal of `width` × `height`.
  init(_ arguments: [String], language: PlayLanguage, width: Int = 80, height: Int = 24) throws {
    table = try SharedTable(arguments + ["--people", "3"])
    eyes = try TestPlayer(port: table.port, code: table.code, name: "Eyes", watch: true)
    terminals = try TerminalFaces()
    relay = try SlowRelay(to: table.port)
    let join = ["--code", table.code]
    let spoken = ["--language", language == .chinese ? "zh_CN" : "en"]
    window = try table.joinWindow("Ana", environment: language.environment)
    try seated("Ana", at: 0)
    try terminals.start(
      Self.fullScreen, ["--join", "127.0.0.1:\(relay.port)", "--name", "Ben"] + join + spoken,
      width: width, height: height)
    try seated("Ben", at: 1)
    try terminals.start(
      Self.plain,
      ["--join", "127.0.0.1:\(table.port)", "--name", "Cleo", "--plain"] + join + spoken,
      width: 100, height: 50)
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

  /// Waits until the test's eyes see a move's own effect on `board`: a card or whose turn it
  /// is changed, or the game ended. A newer version alone is not enough: an update the table
  /// sent before the move (a clock, an event line) can arrive after it, and showed the mover
  /// still to move when the turn had passed.
  func moved(from board: BoardPresentation, after what: String) throws {
    let moved = try eyes.read(seconds: 5) {
      guard let now = $0.table.view?.board else { return false }
      return now.isOver || now.cards != board.cards
        || now.seats.map(\.isToMove) != board.seats.map(\.isToMove)
    }
    guard moved else { throw Tool.Failure(message: "the table did not change after \(what)") }
  }

  /// Ben chooses the card at `index` on the full screen: the arrows, card by card, from the
  /// card the keyboard is on (kept on the last card when the board shrank), then Enter.
  func chooseOnTheFullScreen(_ index: Int, among count: Int) throws {
    focus = min(focus, count - 1)
    let arrows = Array(repeating: index > focus ? "Right" : "Left", count: abs(index - focus))
    try terminals.press(Self.fullScreen, arrows + ["Enter"])
    focus = index
  }

  /// Plays a game of turns to its end: whoever is to move chooses `choice(board, passed)` in
  /// their own face (Ana clicks the card `windowCard` finds once the window has drawn the board,
  /// Ben walks to it with the keys, Cleo types its number), `passed` saying whether they have
  /// passed the turn once; returns how many moves each made.
  func playTurns(
    choice: (BoardPresentation, _ passed: Bool) -> Int,
    windowCard: (BoardPresentation, Int) throws -> LayoutReport.Rect
  ) throws -> [Int] {
    var moves = [0, 0, 0]
    var passed = [false, false, false]
    for _ in 0..<300 {
      let board = try board()
      guard !board.isOver, let mover = board.seats.firstIndex(where: \.isToMove) else { break }
      let index = choice(board, passed[mover])
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
      try moved(from: board, after: "a move by seat \(mover + 1)")
      if eyes.table.view?.board?.seats.firstIndex(where: \.isToMove) != mover {
        passed[mover] = true
      }
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

  /// How a game among the three ended, as the face of `name` says it: to its own seat as
  /// "you" ("You win", "You and Ben tie", 你赢了, 你和 Ben 平局), another winner by name, the
  /// seats in order; `points` for a race ("with 5 points", "with 5 points each"). Issue 23: each
  /// seat's own face spoke of its player by name ("Ana wins" to Ana).
  static func result(
    of winners: [String], toTheSeatOf name: String, language: PlayLanguage = .english,
    points: Int? = nil
  ) -> String {
    let others = winners.filter { $0 != name }
    let isTie = winners.count > 1
    switch language {
    case .english:
      let named = (winners.contains(name) ? ["You"] : []) + others
      let list =
        named.count < 2
        ? named.joined() : named.dropLast().joined(separator: ", ") + " and \(named.last ?? "")"
      let verb = isTie ? "tie" : winners.contains(name) ? "win" : "wins"
      guard let points else { return "\(list) \(verb)" }
      let counted = "\(points) point\(points == 1 ? "" : "s")"
      return "\(list) \(verb) with \(counted)" + (isTie ? " each" : "")
    case .chinese:
      guard isTie else { return winners.contains(name) ? "你赢了" : "\(winners.joined()) 获胜" }
      let named = (winners.contains(name) ? ["你"] : []) + others
      let head = named.dropLast().joined(separator: "、")
      // A space stands between a Latin name and a Chinese word, none beside 你.
      return head + (head == "你" ? "和 " : " 和 ") + (named.last ?? "") + " 平局"
    }
  }

  /// The terminal faces at an ending in English: the full screen's banner (Ben's, its result
  /// said to him) with `tallies` at its top, and `--plain`'s lines (Cleo's) once, then the
  /// tallies. `result` words the ending to the seat of the name it is given.
  func expectTheTerminalsEnd(
    _ result: (String) -> String, in time: String, reason: String? = nil, scores: String,
    best: String?, tallies: [String], headerTallies: [[String]]? = nil
  ) throws {
    let screen = try terminals.waitUntil(Self.fullScreen, "the ending") {
      $0.joined().contains("Game over! \(result("Ben")) in \(time) — n for a new game")
    }
    // Every seat's tally stands in the full screen's header, as the window shows it or in one
    // of its shorter forms (`headerTallies`: at 80 columns three Memorize seats read "2p 4pts");
    // three seats leave the clock no room (the banner gives the time).
    let seats =
      headerTallies ?? tallies.filter { !$0.hasPrefix("Time ") }.map { [$0] }
    #expect(
      !seats.isEmpty && seats.allSatisfy { $0.contains(where: screen[0].contains) },
      "\(screen[0])")
    let said = try plainLines(
      from: "Game over! \(result("Cleo")) in \(time)", until: "Type “new” to play again.")
    let lines =
      ["Game over! \(result("Cleo")) in \(time)"] + [reason].compactMap(\.self)
      + [scores] + [best].compactMap(\.self)
      + ["Type “new” to play again.", tallies.joined(separator: " · ")]
    #expect(Array(said.prefix(lines.count)) == lines)
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
    relay.stop()
    table.close()
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

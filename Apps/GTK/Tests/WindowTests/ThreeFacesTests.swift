import Foundation
import Glibc
import Memorize
import Testing

/// One real `memorize-table` on 127.0.0.1 for three people, with the three real faces at it:
/// the window (Ana, seat 1), the full-screen terminal (Ben, seat 2, in tmux) and `--plain`
/// (Cleo, seat 3, in another tmux session); and a watcher the test reads the table through,
/// as every face's view of it must look.
final class ThreeFacesTable {
  static let fullScreen = "screen"
  static let plain = "plain"

  let table: SharedTable
  let window: RunningApp
  let terminals: TerminalFaces
  /// The test's eyes on the table: a watcher, in English.
  let eyes: TestPlayer

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
    guard
      try eyes.read(
        seconds: 30,
        until: {
          $0.table.view?.seats.indices.contains(seat) == true
            && $0.table.view?.seats[seat].text == name
        })
    else {
      throw Tool.Failure(
        message: "\(name) did not sit down: \(eyes.table.view?.seats.map(\.text) ?? [])")
    }
  }

  /// Everything `--plain` said so far, a line each.
  func plainLines() throws -> [String] {
    try terminals.capture(Self.plain, history: true)
  }

  /// Waits until the table changed past `version`, as the test's eyes see it.
  func changed(since version: Int, after what: String) throws {
    guard try eyes.read(seconds: 5, until: { ($0.table.view?.version ?? 0) > version }) else {
      throw Tool.Failure(message: "the table did not change after \(what)")
    }
  }

  /// The terminal faces leave (q, quit) and end well; the window has left already.
  func leave() throws {
    try terminals.press(Self.fullScreen, ["q"])
    try terminals.type(Self.plain, "quit")
    for face in [Self.fullScreen, Self.plain] {
      let ended = waitUntil(seconds: 10) { (try? terminals.exitStatus(face)) != nil }
      let screen = (try? terminals.capture(face, history: true)) ?? []
      #expect(ended, "\(face) did not end:\n\(screen.suffix(30).joined(separator: "\n"))")
      #expect(try terminals.exitStatus(face) == 0, "\(screen.suffix(30).joined(separator: "\n"))")
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
      let (window, terminals, eyes) = (three.window, three.terminals, three.eyes)
      #expect(eyes.table.view?.board?.cards.count == 12)
      _ = try terminals.waitUntil(ThreeFacesTable.plain, "the deal", history: true) {
        $0.contains("Card 12: face down") && $0.contains("Ana to move")
      }

      var memory: [String: Set<Int>] = [:]
      var moves = [0, 0, 0]
      var focus = 0
      var chosenAt = -1
      for _ in 0..<200 {
        guard let board = eyes.table.view?.board, !board.isOver,
          let mover = board.seats.firstIndex(where: \.isToMove)
        else { break }
        for (index, card) in board.cards.enumerated() {
          if case .emoji(let emoji, _)? = card.face { memory[emoji, default: []].insert(index) }
        }
        let index = MemoryChoice.choice(in: board, memory: memory)
        let version = eyes.table.view?.version ?? 0
        switch mover {
        case 0:
          // The window has drawn what the table shows before Ana clicks in it.
          let up = board.cards.filter { $0.isFaceUp && !$0.isMatched }.count
          let gone = board.cards.filter(\.isMatched).count
          let drawn = try window.layout {
            $0.version > chosenAt && $0.facesUp == up && $0.gone == gone
              && $0.cards.count == board.cards.count
          }
          try window.click(drawn.cards[index])
          chosenAt = drawn.version
        case 1:
          // Ben's screen marks him to move; he walks the keyboard to the card and chooses it.
          _ = try terminals.waitUntil(ThreeFacesTable.fullScreen, "Ben to move") {
            $0.first?.contains("▶Ben") == true
          }
          let steps = abs(index - focus)
          try terminals.press(
            ThreeFacesTable.fullScreen,
            Array(repeating: index > focus ? "Right" : "Left", count: steps) + ["Enter"])
          focus = index
        default:
          try terminals.type(ThreeFacesTable.plain, "\(index + 1)")
        }
        moves[mover] += 1
        try three.changed(since: version, after: "a move by seat \(mover + 1)")
      }
      let final = try #require(eyes.table.view?.board)
      #expect(final.isOver)
      #expect(moves.allSatisfy { $0 > 0 }, "each face played: \(moves)")
      let ending = try #require(final.ending)
      let scores = final.status.items.map { ($0.label, $0.value) }
      let winners = final.seats.filter(\.isWinner).map(\.name)
      #expect(
        ending.result
          == (winners.count == 1 ? "\(winners[0]) wins" : "Tie: \(winners.joined(separator: ", "))")
      )

      // The window: the ending over the board, and the same tallies.
      let ended = try window.layout { $0.isOver && $0.memorizeEnding != nil }
      #expect(ended.memorizeEnding == "Game over! | \(ending.result) in \(ending.time)")
      #expect(ended.counters.map(\.label) == scores.map(\.0))
      #expect(ended.counters.map(\.value) == scores.map(\.1))
      // The full screen: the banner and the tallies at the top.
      let screen = try terminals.waitUntil(ThreeFacesTable.fullScreen, "the ending") {
        $0.joined().contains("Game over! \(ending.result) in \(ending.time) — n for a new game")
      }
      for (label, value) in scores {
        #expect(screen[0].contains("\(label) \(value)"), "\(screen[0])")
      }
      // --plain: the ending's lines, once, then the tallies.
      let said = try terminals.waitUntil(ThreeFacesTable.plain, "the ending", history: true) {
        $0.contains("Type new to play again.")
      }
      let tallies = scores.map { "\($0.0) \($0.1)" }.joined(separator: " · ")
      let endingAt = try #require(
        said.firstIndex(of: "Game over! \(ending.result). Time: \(ending.time)"))
      #expect(
        Array(said[endingAt...].prefix(3)) == [
          "Game over! \(ending.result). Time: \(ending.time)", "Type new to play again.", tallies,
        ])

      // Each face leaves well.
      try window.key("ctrl+q")
      #expect(window.waitForExit() == 0)
      try three.leave()
    }
  }
}

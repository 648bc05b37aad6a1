import Foundation
import Glibc
import Memorize
import Testing

/// A whole Matchismo game between the real `memorize --join … --plain` in tmux and a client the
/// test drives, at the real table: turns, a mismatch passing the turn, the turn of a player who
/// went away passing after the table's timeout (`--turn-timeout 2`), a resumed seat, and the ending that says who
/// won. In the play-together suite, so no other test's table runs beside it.
extension PlayTogetherTests {
  @Test func aWholeMatchismoGameWithAPlainFaceInTmuxAndATurnThatPasses() throws {
    let table = try RunningTable(["--game", "matchismo", "--people", "2", "--turn-timeout", "2"])
    defer { table.stop() }
    let home = table.home.path
    let command = [
      "env", "HOME=\(home)", "XDG_DATA_HOME=\(home)/tmux-data",
      "XDG_CONFIG_HOME=\(home)/tmux-config", "LANG=C.UTF-8", "LC_ALL=", "LANGUAGE=",
      "TERM=xterm-256color", Binaries.memorize.path, "--join", "127.0.0.1:\(table.port)",
      "--code", table.code, "--name", "Ana", "--plain",
    ].joined(separator: " ")
    let tmux = try PrivateTmux(
      command: command + "; echo memorize-exit=$?", width: 120, height: 60)
    defer { tmux.kill() }
    try tmux.waitUntil("Ana at the table alone") { screen in
      screen.contains("At the table: Ana, Free seat")
    }
    var ben = try ProgramClient(port: table.port, code: table.code, name: "Ben")
    try ben.read { $0.table.view?.board?.cards.count == 24 }
    var screen = try tmux.waitUntil("the 24 cards, face down") { screen in
      // Ana's own face says her turn to her (issue 23).
      screen.contains("Card 24: face down") && screen.contains("Your turn")
    }
    #expect(screen.contains("At the table: Ana, Ben"))
    #expect(screen.contains { $0.hasPrefix("Ana: 0 · Ben: 0 · Flips 0 · Match 2 cards · Time ") })

    var memory: [Int: (rank: String, suit: String)] = [:]
    var hasPassedATurn = false
    var mismatches = 0
    for _ in 0..<200 {
      guard let board = ben.table.view?.board, !board.isOver,
        let mover = board.seats.firstIndex(where: { $0.isToMove })
      else { break }
      for (position, card) in board.cards.enumerated() {
        if case .playing(let rank, let suit, _, _)? = card.face {
          memory[position + 1] = (rank, suit)
        }
      }
      if mover == 1, !hasPassedATurn {
        // Ben goes away at his turn: after the table's 2 s the turn passes, and Ana's face
        // says so; then Ben comes back to his seat with its token.
        hasPassedATurn = true
        let token = try #require(ben.table.seatToken)
        ben.socket.close()
        screen = try tmux.waitUntil("the turn to pass", seconds: 15) { screen in
          screen.contains("Ben is away: the turn passes. Your turn")
        }
        ben = try ProgramClient(port: table.port, code: table.code, name: "Ben", token: token)
        try ben.read { $0.table.view?.board?.seats.map(\.isToMove) == [true, false] }
        #expect(ben.table.seat == 1)
        continue
      }
      let version = ben.table.view?.version ?? 0
      let position = MatchismoPlayer.choice(in: board, memory: memory)
      if mover == 0 {
        try tmux.press(["\(position)", "Enter"])
      } else {
        try ben.send(ben.table.text(for: .choose(cardID: board.cards[position - 1].id)))
      }
      guard try ben.read(until: { ($0.table.view?.version ?? 0) > version }, seconds: 5) else {
        let shown = try tmux.capture().joined(separator: "\n")
        Issue.record("the table did not change after a move; Ana's screen:\n\(shown)")
        break
      }
      if ben.table.view?.board?.seats.firstIndex(where: { $0.isToMove }) != mover {
        mismatches += 1
      }
    }
    #expect(hasPassedATurn)
    #expect(mismatches > 0)
    let final = try #require(ben.table.view?.board)
    #expect(final.isOver)
    let ending = try #require(final.ending)
    // The cards no match can take, named and shown face up.
    let reason = Phrases.noMatchLeft(among: final.cards.filter { !$0.isMatched }.map(\.text))
    #expect(ending.reason == reason)
    #expect(final.cards.allSatisfy { $0.isFaceUp })
    let winners = final.seats.filter(\.isWinner).map(\.name)
    // Each seat is told the result as its own (issue 23): Ben's face "You win" where Ana's
    // names him, and a tie "You and Ana tie".
    func result(toTheSeatOf name: String, other: String) -> String {
      guard winners.count == 1 else { return "You and \(other) tie" }
      return winners[0] == name ? "You win" : "\(winners[0]) wins"
    }
    #expect(ending.result == result(toTheSeatOf: "Ben", other: "Ana"))
    screen = try tmux.waitUntil("the ending on Ana's face") { screen in
      screen.contains(reason)
    }
    let anas = result(toTheSeatOf: "Ana", other: "Ben")
    #expect(screen.contains { $0.hasPrefix("Game over! \(anas) in ") })
    try tmux.press(["quit", "Enter"])
    try tmux.waitUntil("memorize to end") { $0.contains("memorize-exit=0") }
  }
}

/// Plays Matchismo from what it was shown, by card positions: a match it knows of, else a card
/// it has not seen.
enum MatchismoPlayer {
  static func choice(in board: BoardPresentation, memory: [Int: (rank: String, suit: String)])
    -> Int
  {
    let open = board.cards.indices.filter { !board.cards[$0].isMatched }.map { $0 + 1 }
    let chosen = open.filter { board.cards[$0 - 1].isFaceUp }
    let hidden = open.filter { !board.cards[$0 - 1].isFaceUp }
    func matches(_ a: Int, _ b: Int) -> Bool {
      guard let x = memory[a], let y = memory[b] else { return false }
      return x.rank == y.rank || x.suit == y.suit
    }
    if chosen.count == 1, let partner = hidden.first(where: { matches($0, chosen[0]) }) {
      return partner
    }
    if chosen.isEmpty,
      let first = hidden.first(where: { a in hidden.contains { $0 != a && matches(a, $0) } })
    {
      return first
    }
    return hidden.first { memory[$0] == nil } ?? hidden.first ?? open[0]
  }
}

import Foundation
import Testing

/// `memorize --plain` driven through pipes, as a script or a screen reader would.
@Suite("Plain mode through pipes")
struct PlainGameTests {
  @Test("A seeded game played to the end: card lines, a score line per command, no escape codes")
  func wholeGame() throws {
    let folder = try TemporaryFolder()
    let started = ContinuousClock.now
    let session = try LineConversation(
      try Executables.memorize(), ["--plain", "--theme", "animals", "--pairs", "4", "--seed", "1"],
      environment: folder.programEnvironment(term: "xterm-256color"), in: folder)

    let opening = try session.readLines(through: isScoreLine)
    #expect(opening.first == "Memorize: Animals, 8 cards.")
    #expect(opening.last == "Score: 0 Flips: 0")

    // Commands that are not choices answer too, and end with the unchanged score.
    for command in ["help", "board", "xyzzy", "choose 99", "choose"] {
      session.send(command)
      let lines = try session.readLines(through: isScoreLine)
      #expect(lines.last == "Score: 0 Flips: 0", "after '\(command)': \(lines)")
      if command == "board" {
        #expect(Array(lines.dropLast()) == (1...8).map { "Card \($0): face down" })
      }
      if command.hasPrefix("choose") || command == "xyzzy" {
        #expect(lines.count == 2 && lines[0].hasPrefix("error: "), "\(lines)")
      }
    }

    var player = PerfectMemory(cardCount: 8)
    var gameOver: [String] = []
    while let target = player.nextChoice() {
      // The three ways to say it: a number, `choose N`, `c N`.
      let number = target + 1
      session.send(["\(number)", "choose \(number)", "c \(number)"][player.choices % 3])
      let lines = try session.readLines(through: isScoreLine)
      let shown = lines.compactMap { $0.wholeMatch(of: #/Card (\d+): (.+)/#) }
        .map { (Int($0.1)! - 1, String($0.2)) }
      #expect(shown.allSatisfy { $0.0 == target }, "only card \(number) turns up: \(lines)")
      // A card already face up (the first of a pair after a mismatch) is not printed again.
      let content = try #require(
        shown.first { $0.0 == target }?.1 ?? player.known[target], "card \(number): \(lines)")
      let matched = player.record(target, shows: content)
      if player.firstOfTurn == nil {
        #expect(lines.contains(matched ? "Match!" : "No match."), "\(lines)")
        // Why the score changed, as Matchismo and Set say it (issue 23).
        if matched { #expect(lines.contains("+2 for a match"), "\(lines)") }
      }
      #expect(
        lines.last == "Score: \(player.expectedScore) Flips: \(player.choices)", "\(lines)")
      gameOver += lines.filter { $0.hasPrefix("Game over") }
    }

    let seconds = Int((ContinuousClock.now - started).components.seconds) + 1
    try #require(gameOver.count == 1, "one game-over line: \(gameOver)")
    let match = try #require(
      gameOver[0].wholeMatch(of: #/Game over! Score ([-−]?\d+) in (?:under 0:01|(\d+):(\d\d))/#))
    #expect(Int(match.1) == 8, "a perfect memory scores 2 per pair")
    // A game typed ahead may end within a second: "in under 0:01".
    #expect((match.2.flatMap { Int($0) } ?? 0) * 60 + (match.3.flatMap { Int($0) } ?? 0) <= seconds)

    session.closeInput()
    #expect(try session.readLine() == nil, "nothing more after the end of input")
    #expect(try session.waitForExit() == 0)
    #expect(!session.transcript.contains(0x1B), "no ESC byte anywhere in the output")
    #expect(!session.standardError.contains(0x1B))
    // The end of input's goodbye, off standard output (a pipe here): nothing else.
    #expect(String(decoding: session.standardError, as: UTF8.self) == "Saved. Goodbye.\n")
  }

  @Test("quit says goodbye and exits 0")
  func quitCommand() throws {
    let folder = try TemporaryFolder()
    let session = try LineConversation(
      try Executables.memorize(), ["--plain", "--theme", "animals", "--pairs", "2", "--seed", "3"],
      environment: folder.programEnvironment(term: "xterm-256color"), in: folder)
    _ = try session.readLines(through: isScoreLine)
    session.send("quit")
    #expect(try session.readLine() == "Saved. Goodbye.")
    #expect(try session.readLine() == nil)
    #expect(try session.waitForExit() == 0)
    #expect(!session.transcript.contains(0x1B))
  }

  private func isScoreLine(_ line: String) -> Bool {
    line.wholeMatch(of: #/Score: [-−]?\d+ Flips: \d+/#) != nil
  }
}

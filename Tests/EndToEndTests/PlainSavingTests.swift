import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `memorize --plain` saves as it plays: what a real process was told survives kill -9 a moment
/// later, and the termination signals save before the process goes.
@Suite("Plain mode saves as it plays")
struct PlainSavingTests {
  @Test("Moves are on disk a moment after they are played: kill -9 loses nothing")
  func survivesKill() throws {
    let folder = try TemporaryFolder()
    let session = try startGame(in: folder)
    let lastScore = try play(moves: 7, in: session)
    let playedAt = Date()

    // Wait (well past the one-second debounce) for the save that follows the last move; without
    // autosave the file is written only when the session ends, and this times out.
    let stateFile = folder.file("data/memorize/state.json")
    let deadline = ContinuousClock.now + .seconds(10)
    while modificationDate(of: stateFile).map({ $0 < playedAt }) ?? true {
      try #require(ContinuousClock.now < deadline, "state.json was not written after the moves")
      usleep(50_000)
    }
    session.send(signal: SIGKILL)
    #expect(try session.waitForExit() == 128 + SIGKILL)

    #expect(try resumedScore(in: folder) == lastScore)
  }

  /// Ctrl-C says one goodbye line, as `quit` does (issue 23: it ended without a word), and so
  /// does SIGTERM; SIGHUP, whose terminal is gone, says nothing. Each ends with 128 + the
  /// signal, as a shell or a parent that sent it expects.
  @Test(
    "A termination signal saves before the process ends, and says so but after a hangup",
    arguments: [
      ("SIGTERM", SIGTERM, 128 + SIGTERM, "Saved. Goodbye."),
      ("SIGHUP", SIGHUP, 128 + SIGHUP, nil),
      ("SIGINT", SIGINT, 128 + SIGINT, "Saved. Goodbye."),
    ] as [(String, Int32, Int32, String?)])
  func savesOnSignal(name: String, number: Int32, status: Int32, goodbye: String?) throws {
    let folder = try TemporaryFolder()
    let session = try startGame(in: folder)
    let lastScore = try play(moves: 5, in: session)
    // At once: the debounced save is not due yet, so only the signal's save can keep the moves.
    session.send(signal: number)
    #expect(try session.waitForExit() == status, "\(name)")
    #expect(try session.readLine() == goodbye, "\(name)")
    #expect(try session.readLine() == nil, "nothing more after \(name)")
    #expect(session.standardError.isEmpty, "\(name)")

    #expect(try resumedScore(in: folder) == lastScore, "\(name)")
  }

  /// The end of input says goodbye as every other way out does; with standard output a file,
  /// on standard error, so that the results' last line stays the last score.
  @Test("The end of input saves and says goodbye on standard error: the last line out a score")
  func savesAtEndOfInput() throws {
    let folder = try TemporaryFolder()
    let run = try runToEnd(
      try Executables.memorize(), ["--plain", "--theme", "animals", "--pairs", "8", "--seed", "5"],
      environment: folder.programEnvironment(term: "dumb"), in: folder, input: "1\n2\n3\n")
    #expect(run.status == 0, "\(run.errorText)")
    #expect(run.errorText == "Saved. Goodbye.\n", "\(run.errorText)")
    #expect(run.outputLines.last.map(isScoreLine) == true, "\(run.outputLines)")
    #expect(!run.outputLines.contains { $0.contains("Goodbye") })
    #expect(try resumedScore(in: folder) == run.outputLines.last)
  }

  // MARK: - Helpers

  private func startGame(in folder: TemporaryFolder) throws -> LineConversation {
    let session = try LineConversation(
      try Executables.memorize(), ["--plain", "--theme", "animals", "--pairs", "8", "--seed", "5"],
      environment: folder.programEnvironment(term: "dumb"), in: folder)
    let opening = try session.readLines(through: isScoreLine)
    try #require(opening.last == "Score: 0 Flips: 0", "\(opening)")
    return session
  }

  /// Chooses cards 1, 2, 3… and returns the score line after the last one.
  private func play(moves: Int, in session: LineConversation) throws -> String {
    var last = ""
    for card in 1...moves {
      session.send("\(card)")
      last = try session.readLines(through: isScoreLine).last ?? ""
    }
    try #require(last.hasSuffix("Flips: \(moves)"), "\(last)")
    return last
  }

  /// Starts `memorize --plain` again without options (the game in progress resumes) and returns
  /// the score line it opens with.
  private func resumedScore(in folder: TemporaryFolder) throws -> String? {
    let resumed = try runToEnd(
      try Executables.memorize(), ["--plain"],
      environment: folder.programEnvironment(term: "dumb"), in: folder, input: "")
    #expect(resumed.status == 0, "\(resumed.errorText)")
    #expect(resumed.outputLines.first?.hasPrefix("Memorize: Animals, 16 cards.") == true)
    return resumed.outputLines.last { isScoreLine($0) }
  }

  private func modificationDate(of url: URL) -> Date? {
    (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
  }

  private func isScoreLine(_ line: String) -> Bool {
    line.wholeMatch(of: #/Score: [-−]?\d+ Flips: \d+/#) != nil
  }
}

import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Two programs on the same files: the first is the one writer; the second plays, saves nothing,
/// and says so (naming the first one's pid) when it starts, and when it ends if the first is
/// still there. Once the first is gone — quit, or killed with its terminal — the second takes
/// the lock at its next move, says so, and saves (issue 23's play-test: memorize started again
/// at once after its terminal was killed saved nothing for its whole life).
@Suite("Two instances on the same files")
struct TwoInstancesTests {
  enum Order: String, CaseIterable, Sendable {
    case firstQuitsFirst, firstIsKilled, secondQuitsFirst
  }

  @Test(
    "Played and quit in either order: the writer's game survives, the other one takes over when it goes",
    arguments: Order.allCases)
  func twoInstances(order: Order) throws {
    let folder = try TemporaryFolder()
    let data = folder.file("data/memorize").path
    let first = try LineConversation(
      try Executables.memorize(), ["--plain", "--theme", "animals", "--pairs", "8", "--seed", "5"],
      environment: folder.programEnvironment(term: "dumb"), in: folder)
    _ = try first.readLines(through: isScoreLine)
    _ = try play([1, 2], in: first)

    let second = try LineConversation(
      try Executables.memorize(), ["--plain"],
      environment: folder.programEnvironment(term: "dumb"), in: folder)
    _ = try second.readLines(through: isScoreLine)
    let readOnly =
      "memorize: Another memorize (pid \(first.pid)) is saving to \(data): "
      + "this one plays but saves nothing\n"
    #expect(String(decoding: second.standardError, as: UTF8.self) == readOnly)
    _ = try play([3, 4], in: second)

    let lastScore: String
    switch order {
    case .secondQuitsFirst:
      _ = try play([6], in: second)
      second.send("quit")
      #expect(try second.readLine() == "Not saved. Goodbye.")
      #expect(try second.waitForExit() == 74)
      #expect(
        String(decoding: second.standardError, as: UTF8.self)
          == readOnly
          + "memorize: Nothing was saved: another memorize (pid \(first.pid)) is saving to \(data)\n"
      )
      lastScore = try play([5], in: first)
      first.send("quit")
      #expect(try first.readLine() == "Saved. Goodbye.")
      #expect(try first.waitForExit() == 0)
      #expect(first.standardError.isEmpty)
    case .firstQuitsFirst, .firstIsKilled:
      _ = try play([5], in: first)
      if order == .firstIsKilled {
        first.send(signal: SIGKILL)
        #expect(try first.waitForExit() == 128 + SIGKILL)
      } else {
        first.send("quit")
        #expect(try first.readLine() == "Saved. Goodbye.")
        #expect(try first.waitForExit() == 0)
      }
      // The second's next move takes the lock and is saved at once, said after its score.
      lastScore = try play([6], in: second)
      #expect(try second.readLine() == "Saving is on again.")
      if order == .firstIsKilled {
        // Killed in turn, it had saved its move already: no quit's save is needed.
        second.send(signal: SIGKILL)
        #expect(try second.waitForExit() == 128 + SIGKILL)
      } else {
        second.send("quit")
        #expect(try second.readLine() == "Saved. Goodbye.")
        #expect(try second.waitForExit() == 0)
      }
      #expect(String(decoding: second.standardError, as: UTF8.self) == readOnly)
    }

    // The game on disk is the last writer's, and the lock went with it.
    let resumed = try runToEnd(
      try Executables.memorize(), ["--plain"],
      environment: folder.programEnvironment(term: "dumb"), in: folder, input: "")
    #expect(resumed.status == 0)
    #expect(resumed.errorText == "Saved. Goodbye.\n")
    #expect(resumed.outputLines.last { isScoreLine($0) } == lastScore)
  }

  /// Chooses `cards`; returns the score line after the last.
  private func play(_ cards: [Int], in session: LineConversation) throws -> String {
    var last = ""
    for card in cards {
      session.send("\(card)")
      last = try session.readLines(through: isScoreLine).last ?? ""
    }
    return last
  }

  private func isScoreLine(_ line: String) -> Bool {
    line.wholeMatch(of: #/Score: [-−]?\d+ Flips: \d+/#) != nil
  }
}

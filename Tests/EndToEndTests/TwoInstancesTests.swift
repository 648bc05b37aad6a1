import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Two programs on the same files: the first is the one writer; the second plays, saves nothing,
/// and says so (naming the first one's pid) when it starts and when it ends.
@Suite("Two instances on the same files")
struct TwoInstancesTests {
  enum Order: String, CaseIterable, Sendable {
    case firstQuitsFirst, secondQuitsFirst
  }

  @Test(
    "Played and quit in either order: the writer's game survives, the other one says so",
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

    func quitSecond() throws {
      _ = try play([6], in: second)
      second.send("quit")
      #expect(try second.readLine() == "Not saved. Goodbye.")
      #expect(try second.waitForExit() == 74)
      #expect(
        String(decoding: second.standardError, as: UTF8.self)
          == readOnly
          + "memorize: Nothing was saved: another memorize (pid \(first.pid)) is saving to \(data)\n"
      )
    }
    if order == .secondQuitsFirst { try quitSecond() }
    let lastScore = try play([5], in: first)
    first.send("quit")
    #expect(try first.readLine() == "Saved. Goodbye.")
    #expect(try first.waitForExit() == 0)
    #expect(first.standardError.isEmpty)
    if order == .firstQuitsFirst { try quitSecond() }

    // The writer's game is the one on disk, and the lock went with the writer.
    let resumed = try runToEnd(
      try Executables.memorize(), ["--plain"],
      environment: folder.programEnvironment(term: "dumb"), in: folder, input: "")
    #expect(resumed.status == 0)
    #expect(resumed.errorText == "")
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

import Testing

@testable import Memorize
@testable import MemorizeTerminal

/// Issue 53: at a shared Set race a player who went away and came back was not announced on
/// the others' screens, where a Memorize or Matchismo table says "Ana is back.". The race says
/// it as one of its events: every face's row, `--plain`'s lines and the kept log get it.
@Suite("A race says who is back")
struct RaceReturnAnnouncedTests {
  @Test("Ana leaves the race and comes back: Ben's row and lines say so, in his language")
  func backIsSaid() throws {
    let bench = try RaceRowBench(
      seats: [.person, .person, .person, .computer(.casual)], names: ["Ana", "Ben", "Cleo"],
      seed: 1,
      languages: [.english, .english, .simplifiedChinese])
    // A third person, so that Ana's leaving keeps a table of two people to race at.
    let before = try #require(bench.faces[1].table.view)
    let eventsBefore = bench.eventCount
    bench.leave(0)
    // Leaving is said too (events-54: "Ana left; their seat waits for them."), then the return.
    #expect(bench.eventCount == eventsBefore + 1)
    bench.comeBack(0)
    #expect(bench.eventCount == eventsBefore + 2)
    #expect(bench.lastEvents(1) == ["Ana is back."])
    let view = try #require(bench.faces[1].table.view)
    #expect(view.board?.race?.recentEvents.last == "Ana is back.")
    #expect(bench.row(1, width: 80)?.last == "Ana is back.")
    #expect(view.lines(after: before).contains("Ana is back."))
    #expect(bench.faces[2].table.view?.board?.race?.recentEvents.last == "Ana 回来了。")
    // Going away again and coming back says it again.
    bench.leave(0)
    bench.comeBack(0)
    #expect(bench.eventCount == eventsBefore + 4)
  }
}

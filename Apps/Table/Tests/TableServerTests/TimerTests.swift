import Testing

@testable import TableServer

@Suite("One-shot timers on the server's loop")
struct TimerTests {
  @Test("Timers fire in the order of their times; a cancelled one does not")
  func order() throws {
    let test = try TestServer()
    var fired: [Int] = []
    test.server.after(0.06) { fired.append(3) }
    test.server.after(0.02) { fired.append(1) }
    let cancelled = test.server.after(0.03) { fired.append(99) }
    test.server.after(0.04) { fired.append(2) }
    let last = test.server.after(0.08) { fired.append(4) }
    #expect(cancelled.isPending)
    cancelled.cancel()
    #expect(!cancelled.isPending)
    #expect(test.loop.run { fired.count == 4 })
    #expect(fired == [1, 2, 3, 4])
    #expect(!last.isPending)
    last.cancel()  // after it ran: nothing
    #expect(fired == [1, 2, 3, 4])
  }

  @Test("A timer may cancel another and schedule a third; dropping one does not cancel it")
  func fromInsideTimers() throws {
    let test = try TestServer()
    var fired: [String] = []
    let victim = test.server.after(0.05) { fired.append("victim") }
    test.server.after(0.01) {
      fired.append("first")
      victim.cancel()
      test.server.after(0) { fired.append("scheduled inside") }
    }
    _ = test.server.after(0.02) { fired.append("dropped token") }
    #expect(test.loop.run { fired.count == 3 })
    test.loop.run(for: 0.1)
    #expect(fired == ["first", "scheduled inside", "dropped token"])
  }
}

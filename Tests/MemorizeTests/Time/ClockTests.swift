import Foundation
import Memorize
import Testing

@Suite("Stopwatch, PlayClock and Autosave")
struct ClockTests {
  @Test("A stopwatch counts only while running and saves only its total")
  func stopwatch() throws {
    var watch = Stopwatch()
    watch.start(at: 10)
    #expect(watch.elapsed(at: 12.5) == 2.5)
    watch.pause(at: 13)
    #expect(watch.elapsed(at: 100) == 3)
    watch.start(at: 200)
    watch.start(at: 300)  // already running: the first start counts
    #expect(watch.elapsed(at: 201) == 4)
    let restored = try JSONDecoder().decode(
      Stopwatch.self, from: JSONEncoder().encode(watch))
    #expect(restored.accumulated == 3)
    #expect(!restored.isRunning)
    #expect(Stopwatch(accumulated: -5).accumulated == 0)
    #expect(Stopwatch(accumulated: .infinity).accumulated == 0)
  }

  @Test("A play clock runs only on screen, after the first move, until the end")
  func playClock() {
    var clock = PlayClock()
    clock.setOnScreen(true, at: 0, isOver: false)
    #expect(!clock.isRunning)
    let first = clock.noteMove(at: 1, isOver: false)
    let second = clock.noteMove(at: 2, isOver: false)
    #expect(first && !second)
    #expect(clock.isRunning)
    #expect(clock.nextDisplayChange(at: 3.25) == 4)
    #expect(clock.nextDisplayChange(at: 3.25, step: 0.1)! - 3.3 < 1e-9)
    clock.setOnScreen(false, at: 5, isOver: false)
    #expect(clock.nextDisplayChange(at: 6) == nil)
    #expect(clock.elapsed(at: 50) == 4)
    clock.setOnScreen(true, at: 60, isOver: false)
    let finished = clock.noteFinished(at: 61, isOver: true)
    let again = clock.noteFinished(at: 62, isOver: true)
    #expect(finished && !again)
    #expect(clock.elapsed(at: 99) == 5)
    clock.restart(at: 100)
    #expect(clock.isOnScreen && !clock.hasStarted && clock.elapsed(at: 200) == 0)
  }

  @Test("Autosave writes once per burst, a delay after the first change")
  func autosave() {
    var autosave = Autosave(delay: 1)
    #expect(autosave.deadline == nil && !autosave.isDue(at: 100))
    autosave.noteChange(at: 10)
    autosave.noteChange(at: 10.5)
    #expect(autosave.deadline == 11)
    #expect(!autosave.isDue(at: 10.9))
    #expect(autosave.isDue(at: 11))
    autosave.didSave()
    #expect(autosave.deadline == nil)
  }

  @Test("Manual time never runs backwards")
  func manualTime() {
    let time = ManualTimeSource(now: 4)
    time.advance(by: -3)
    #expect(time.now == 4)
    time.advance(by: 0.5)
    #expect(time.now == 4.5)
    let system = SystemTimeSource()
    let first = system.now
    #expect(system.now >= first)
  }
}

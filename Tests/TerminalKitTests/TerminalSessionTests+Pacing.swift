import Glibc
import TerminalTestSupport
import Testing

@testable import TerminalKit

extension TerminalSessionTests {
  /// A slow terminal is kept at most one frame behind: no frame is written while the last one
  /// is unacknowledged, and what happened meanwhile arrives merged in the next frame. (Nested in
  /// the serialized session suite: one terminal session per process at a time.)
  @Suite("Frame pacing")
  struct FramePacingTests {
    /// Animates (a tick every 2 ms, each one changing the picture) and counts what it drew.
    final class CountingProgram: TerminalProgram {
      var ticks = 0
      /// The tick count each draw showed.
      var drawnTicks: [Int] = []
      var events: [InputEvent] = []
      /// Called on each tick, with the tick number.
      var onTick: (Int) -> Void = { _ in }

      func handle(_ event: InputEvent) -> LoopAction {
        events.append(event)
        return .continue
      }

      /// Whether each frame rewrites every cell (at 40×15 a frame larger than
      /// `FramePacing.queryThreshold`, like a deal's), or only a run on the first row.
      var fillsScreen = false

      func draw(into buffer: inout CellBuffer) {
        drawnTicks.append(ticks)
        if fillsScreen {
          // A letter that differs from the last frames' whichever ticks were merged.
          let letter = Character(Unicode.Scalar(UInt8(ascii: "A") + UInt8(ticks % 26)))
          buffer.fill(buffer.bounds, with: letter, style: .plain)
          buffer.put("tick \(ticks)", x: 0, y: 0)
        } else {
          buffer.put(String(repeating: String(ticks % 10), count: 40), x: 0, y: 0)
        }
      }

      /// Time between ticks, and the tick that quits.
      var interval: Duration = .milliseconds(2)
      var lastTick = 60

      var nextWakeup: Duration? { interval }

      func tick(now: ContinuousClock.Instant) -> LoopAction {
        ticks += 1
        onTick(ticks)
        return ticks >= lastTick ? .quit : .continue
      }
    }

    @Test(
      "While a frame is unanswered nothing more is written; the answer lets one merged frame out")
    func oneFrameInFlight() throws {
      let pty = try PseudoTerminal(width: 40, height: 15)
      let program = CountingProgram()
      program.fillsScreen = true
      var drawsWhenAnswered: [Int] = []
      var outputBeforeAnswer: [UInt8] = []
      program.onTick = { tick in
        // The terminal is slow: it answers the first frame's query only at tick 20, and the
        // second frame's at tick 40.
        if tick == 20 || tick == 40 {
          if tick == 20 { outputBeforeAnswer = pty.readOutput() }
          drawsWhenAnswered.append(program.drawnTicks.count)
          pty.send("\u{1B}[0n")
        }
      }
      var configuration = TerminalSession.Configuration(
        input: pty.device, output: pty.device, colorProfile: .ansi256,
        installsSignalHandlers: false)
      configuration.pacesFrames = true
      #expect(try TerminalSession(configuration: configuration).run(program) == .quit)

      // 19 ticks changed the picture, but only the first frame was drawn and written, followed
      // by the status query.
      #expect(drawsWhenAnswered == [1, 2])
      let query: [UInt8] = Array("\u{1B}[5n".utf8)
      #expect(occurrences(of: query, in: outputBeforeAnswer) == 1)
      #expect(outputBeforeAnswer.suffix(query.count).elementsEqual(query))
      // The answer let exactly one frame out, showing the latest tick: the 19 in between merged.
      #expect(program.drawnTicks[0] == 0)
      // (A tick may fall between the answer being sent and being read.)
      #expect((20...21).contains(program.drawnTicks[1]))
      #expect((40...41).contains(program.drawnTicks[2]))
      // After tick 40 nobody answers: the session waits (patience is seconds), so no fourth frame.
      #expect(program.drawnTicks.count == 3)
      // The answers are the terminal's, not keys: the program never saw them.
      #expect(program.events.isEmpty)
    }

    @Test(
      "A terminal that never answers the status query: keys still arrive, and after one wait frames flow without asking again"
    )
    func terminalThatNeverAnswers() throws {
      let pty = try PseudoTerminal(width: 40, height: 15)
      let program = CountingProgram()
      // 60 ticks at least 50 ms apart: at least 3 s, past the 2 s the session waits for a
      // first answer, which never comes.
      program.interval = .milliseconds(50)
      program.fillsScreen = true
      // A key while the first frame's answer is awaited; the output is read as it comes (a
      // pty holds only a few frames of a full screen).
      var output: [UInt8] = []
      program.onTick = { tick in
        if tick == 5 { pty.send("x") }
        output += pty.readOutput()
      }
      var configuration = TerminalSession.Configuration(
        input: pty.device, output: pty.device, colorProfile: .ansi256,
        installsSignalHandlers: false)
      configuration.pacesFrames = true
      #expect(try TerminalSession(configuration: configuration).run(program) == .quit)
      #expect(program.events.count == 1, "the key was read while the session waited")
      // Asked once; then, no answer having come, every change is drawn (ticks 40 to 59 at
      // least come after the wait, one frame each) and nothing more is asked.
      output += pty.readOutput()
      #expect(occurrences(of: Array("\u{1B}[5n".utf8), in: output) == 1)
      #expect(program.drawnTicks.count >= 21)
      #expect(program.drawnTicks.last == 59)
    }

    @Test(
      "Frames that change one row share a status query: it goes out once their bytes reach the threshold"
    )
    func smallFramesShareAQuery() throws {
      let pty = try PseudoTerminal(width: 60, height: 3)
      let program = CountingProgram()
      program.fillsScreen = false
      // The first frame is a whole screen: it always asks. The terminal answers it at once.
      program.onTick = { tick in if tick == 1 { pty.send("\u{1B}[0n") } }
      var configuration = TerminalSession.Configuration(
        input: pty.device, output: pty.device, colorProfile: .ansi256,
        installsSignalHandlers: false)
      configuration.pacesFrames = true
      #expect(try TerminalSession(configuration: configuration).run(program) == .quit)
      // The first frame clears the screen: ESC[?2026h ESC[0m ESC[H ESC[2J, 40 digits,
      // ESC[?2026l (67 bytes) and the query. Each later one changes one row (no synchronized
      // output): CR and 40 digits (41 bytes). The thirteenth of those brings them to
      // 13 × 41 = 533 ≥ 512 bytes and carries the second query; nobody answers it, so nothing
      // more is written.
      let query: [UInt8] = Array("\u{1B}[5n".utf8)
      let output = pty.readOutput()
      let frames = Array(
        output.dropFirst(TerminalFeatures.all.enterSequence.count)
          .dropLast(TerminalFeatures.all.exitSequence.count))
      #expect(FramePacing.queryThreshold == 512)
      #expect(program.drawnTicks.count == 14)
      #expect(occurrences(of: query, in: output) == 2)
      #expect(frames.count == 67 + query.count + 13 * 41 + query.count)
      #expect(frames[67..<(67 + query.count)].elementsEqual(query))
      #expect(frames.suffix(query.count).elementsEqual(query))
    }

    @Test("Without pacing every change is written at once and nothing is asked of the terminal")
    func offByDefault() throws {
      let pty = try PseudoTerminal(width: 40, height: 15)
      let program = CountingProgram()
      let configuration = TerminalSession.Configuration(
        input: pty.device, output: pty.device, colorProfile: .ansi256,
        installsSignalHandlers: false)
      #expect(try TerminalSession(configuration: configuration).run(program) == .quit)
      #expect(program.drawnTicks.count == 60, "the first frame and one per tick but the last")
      #expect(occurrences(of: Array("\u{1B}[5n".utf8), in: pty.readOutput()) == 0)
    }

    private func occurrences(of needle: [UInt8], in haystack: [UInt8]) -> Int {
      guard haystack.count >= needle.count else { return 0 }
      return (0...(haystack.count - needle.count)).filter {
        haystack[$0..<($0 + needle.count)].elementsEqual(needle)
      }.count
    }
  }
}

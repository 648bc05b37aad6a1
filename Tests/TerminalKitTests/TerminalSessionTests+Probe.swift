import Glibc
import TerminalKit
import TerminalTestSupport
import Testing

extension TerminalSessionTests {
  /// The session asks the terminal which shortcuts it has before the first frame, and draws a
  /// clean screen whatever the name in `TERM` says. The "terminal" is a `VirtualTerminal`: its
  /// answers to the probe come from its own cursor after the probe's bytes, and are typed into
  /// the pty, with keys around them. (Nested in the serialized session suite: one terminal
  /// session per process at a time.)
  @Suite("Shortcut probe on a pty")
  struct ShortcutProbeSessionTests {
    /// Draws card edges: long runs of `─` and blanks, what REP and ECH shorten. Quits on q.
    final class EdgeProgram: TerminalProgram {
      var events: [InputEvent] = []

      func handle(_ event: InputEvent) -> LoopAction {
        events.append(event)
        return event == .key(KeyPress(.character("q"))) ? .quit : .continue
      }

      func draw(into buffer: inout CellBuffer) {
        Self.draw(into: &buffer)
      }

      static func draw(into buffer: inout CellBuffer) {
        buffer.drawBox(Rect(x: 2, y: 1, width: 30, height: 4), border: .rounded)
        buffer.drawBox(Rect(x: 2, y: 5, width: 30, height: 4), border: .rounded)
        buffer.put("score", x: 34, y: 2)
      }
    }

    static let size = TerminalSize(width: 40, height: 10)
    static let environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8"]

    /// Runs `EdgeProgram` in a session configured from `TERM=xterm-256color`, as the game is,
    /// with `typed` waiting in the input: keys and `terminal`'s answers to the probe. Returns
    /// the screen `terminal` shows of the output (the exit sequence left off), the frames'
    /// bytes after the probe, and the events the program got.
    func play(on terminal: VirtualTerminal, typed: (_ answers: [UInt8]) -> [UInt8]) throws -> (
      screen: VirtualTerminal, frames: [UInt8], events: [InputEvent]
    ) {
      let pty = try PseudoTerminal(width: Self.size.width, height: Self.size.height)
      // The input is typed before the session starts: raw already, so it is neither echoed nor
      // held for a line's end.
      var attributes = pty.attributes()
      cfmakeraw(&attributes)
      tcsetattr(pty.device, TCSANOW, &attributes)
      var configuration = TerminalSession.Configuration.standard(environment: Self.environment)
      configuration.input = pty.device
      configuration.output = pty.device
      configuration.installsSignalHandlers = false
      #expect(configuration.provesShortcuts)
      #expect(configuration.shortcuts == RenderShortcuts.detect(environment: Self.environment))
      let query = ShortcutProbe(claimed: configuration.shortcuts, charset: configuration.charset)
        .query
      var asked = terminal
      asked.apply(TerminalFeatures.all.enterSequence + query)
      pty.send(typed(asked.replies))

      let program = EdgeProgram()
      #expect(try TerminalSession(configuration: configuration).run(program) == .quit)
      let output = pty.readOutput()
      let exit = TerminalFeatures.all.exitSequence
      #expect(output.starts(with: TerminalFeatures.all.enterSequence + query))
      #expect(Array(output.suffix(exit.count)) == exit)
      var screen = terminal
      screen.apply(Array(output.dropLast(exit.count)))
      let frames = Array(output.dropFirst(TerminalFeatures.all.enterSequence.count + query.count))
      return (screen, frames, program.events)
    }

    func expectCleanScreen(_ screen: VirtualTerminal) {
      var expected = CellBuffer(size: Self.size)
      EdgeProgram.draw(into: &expected)
      #expect(screen.mismatches(against: expected, profile: .ansi256) == [])
      #expect(screen.anomalies == [])
    }

    /// Whether `bytes` hold a CSI with final byte `final` (REP `b`, ECH `X`).
    func contains(_ bytes: [UInt8], final: UInt8) -> Bool {
      var index = 0
      while index + 2 < bytes.count {
        if bytes[index] == 0x1B, bytes[index + 1] == UInt8(ascii: "[") {
          var end = index + 2
          while end < bytes.count, (0x30...0x3F).contains(bytes[end]) { end += 1 }
          if end < bytes.count, bytes[end] == final { return true }
          index = end
        } else {
          index += 1
        }
      }
      return false
    }

    static let keys: [InputEvent] = [
      .key(KeyPress(.character("x"))), .key(KeyPress(.character("q"))),
    ]

    @Test("A terminal called xterm without REP (answering as tmux does): a clean screen, no REP")
    func withoutRepeat() throws {
      var terminal = VirtualTerminal(width: Self.size.width, height: Self.size.height)
      terminal.repeatsCharacters = false
      terminal.deviceAttributes = "1;2"
      let (screen, frames, events) = try play(on: terminal) { Array("x".utf8) + $0 + [0x71] }
      expectCleanScreen(screen)
      #expect(!contains(frames, final: UInt8(ascii: "b")))
      #expect(!contains(frames, final: UInt8(ascii: "X")))
      #expect(events == Self.keys)
    }

    @Test("A terminal that answers nothing: after the wait, a clean screen; typed keys arrive")
    func silentTerminal() throws {
      var terminal = VirtualTerminal(width: Self.size.width, height: Self.size.height)
      terminal.repeatsCharacters = false
      terminal.answersCursorReports = false
      let (screen, frames, events) = try play(on: terminal) { $0 + Array("xq".utf8) }
      expectCleanScreen(screen)
      #expect(!contains(frames, final: UInt8(ascii: "b")))
      #expect(!contains(frames, final: UInt8(ascii: "X")))
      #expect(events == Self.keys)
    }

    @Test("A terminal that proves REP (as xterm answers) gets it: a clean screen in fewer bytes")
    func provedRepeat() throws {
      var terminal = VirtualTerminal(width: Self.size.width, height: Self.size.height)
      terminal.deviceAttributes = "64;1;2;6;9;15;16;17;18;21;22;28"
      let (screen, frames, events) = try play(on: terminal) { Array("x".utf8) + $0 + [0x71] }
      expectCleanScreen(screen)
      #expect(contains(frames, final: UInt8(ascii: "b")))
      #expect(events == Self.keys)
    }
  }
}

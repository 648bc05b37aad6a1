import Glibc
import TerminalKit
import TerminalTestSupport
import Testing

/// Terminal modes and the program loop against a real pseudo-terminal.
///
/// Serialized: raw mode, signal handlers and the restore flag are process-wide.
@Suite("Terminal session on a pty", .serialized)
struct TerminalSessionTests {
  static let enterAlternate = Array("\u{1B}[?1049h".utf8)
  static let leaveAlternate = Array("\u{1B}[?1049l".utf8)

  static func occurrences(of needle: [UInt8], in haystack: [UInt8]) -> [Int] {
    guard haystack.count >= needle.count else { return [] }
    return (0...(haystack.count - needle.count)).filter {
      haystack[$0..<($0 + needle.count)].elementsEqual(needle)
    }
  }

  static func sameAttributes(_ a: termios, _ b: termios) -> Bool {
    var a = a
    var b = b
    let sameFlags =
      a.c_iflag == b.c_iflag && a.c_oflag == b.c_oflag && a.c_cflag == b.c_cflag
      && a.c_lflag == b.c_lflag
    let sameControls = withUnsafeBytes(of: &a.c_cc) { x in
      withUnsafeBytes(of: &b.c_cc) { y in x.elementsEqual(y) }
    }
    return sameFlags && sameControls
  }

  @Test func enterAndRestoreExactlyOnce() throws {
    let pty = try PseudoTerminal()
    let original = pty.attributes()
    #expect(original.c_lflag & tcflag_t(ECHO | ICANON) != 0)
    let modes = TerminalModes(input: pty.device, output: pty.device)
    try modes.enter()
    #expect(TerminalModes.isActive)
    let raw = pty.attributes()
    #expect(raw.c_lflag & tcflag_t(ECHO | ICANON | ISIG | IEXTEN) == 0)
    #expect(raw.c_iflag & tcflag_t(ICRNL | IXON) == 0)
    #expect(raw.c_oflag & tcflag_t(OPOST) == 0)
    #expect(modes.restore())
    #expect(!modes.restore())
    #expect(!TerminalModes.isActive)
    #expect(Self.sameAttributes(pty.attributes(), original))
    let output = pty.readOutput()
    let entered = Self.occurrences(of: Self.enterAlternate, in: output)
    let left = Self.occurrences(of: Self.leaveAlternate, in: output)
    #expect(entered.count == 1)
    #expect(left.count == 1)
    #expect(entered.first! < left.first!)
    #expect(output == TerminalFeatures.all.enterSequence + TerminalFeatures.all.exitSequence)
  }

  @Test func enterFailsCleanlyWithoutATerminal() {
    var ends: [Int32] = [-1, -1]
    #expect(pipe(&ends) == 0)
    defer {
      for end in ends { close(end) }
    }
    let modes = TerminalModes(input: ends[0], output: ends[1])
    #expect(throws: TerminalError.notATerminal(fd: ends[0])) { try modes.enter() }
    #expect(!TerminalModes.isActive)
  }

  @Test func sequences() {
    let esc = "\u{1B}"
    #expect(
      String(decoding: TerminalFeatures.all.enterSequence, as: UTF8.self)
        == "\(esc)[?1049h\(esc)[?25l\(esc)[?1000h\(esc)[?1002h\(esc)[?1006h\(esc)[?2004h")
    #expect(
      String(decoding: TerminalFeatures.all.exitSequence, as: UTF8.self)
        == "\(esc)[?2026l\(esc)[?2004l\(esc)[?1006l\(esc)[?1002l\(esc)[?1000l\(esc)[0m\(esc)[?25h\(esc)[?1049l"
    )
  }

  /// A program whose first frame sets the scene (types keys, raises a signal, hangs up…).
  final class ScriptedProgram: TerminalProgram {
    /// Called after each draw with the number of draws so far.
    var script: (Int) -> Void
    var events: [InputEvent] = []
    var sizes: [TerminalSize] = []
    var ticks = 0
    var wantsTicks = false
    var draws = 0

    init(script: @escaping (Int) -> Void) {
      self.script = script
    }

    convenience init(onFirstDraw: @escaping () -> Void) {
      self.init { if $0 == 1 { onFirstDraw() } }
    }

    func resized(to size: TerminalSize) {
      sizes.append(size)
    }

    func handle(_ event: InputEvent) -> LoopAction {
      events.append(event)
      switch event {
      case .key(KeyPress(.character("q"))), .key(KeyPress(.character("c"), modifiers: .control)),
        .key(KeyPress(.escape)):
        return .quit
      default:
        return .continue
      }
    }

    func draw(into buffer: inout CellBuffer) {
      draws += 1
      buffer.put("Hello 🐧 \(buffer.width)x\(buffer.height)", x: 1, y: 1, style: Style(bold: true))
      script(draws)
    }

    var nextWakeup: Duration? { wantsTicks && ticks < 3 ? .milliseconds(1) : nil }

    func tick(now: ContinuousClock.Instant) -> LoopAction {
      ticks += 1
      return ticks == 3 ? .quit : .continue
    }
  }

  func run(
    _ pty: PseudoTerminal, signals: Bool = false, program: ScriptedProgram
  ) throws -> TerminalSession.Outcome {
    let session = TerminalSession(
      configuration: .init(
        input: pty.device, output: pty.device, colorProfile: .ansi256,
        installsSignalHandlers: signals))
    return try session.run(program)
  }

  @Test func quitsOnAKeyAndRestores() throws {
    let pty = try PseudoTerminal(width: 30, height: 6)
    let original = pty.attributes()
    let program = ScriptedProgram { pty.send("xq") }
    #expect(try run(pty, program: program) == .quit)
    #expect(program.events == [.key(KeyPress(.character("x"))), .key(KeyPress(.character("q")))])
    #expect(program.sizes == [TerminalSize(width: 30, height: 6)])
    #expect(Self.sameAttributes(pty.attributes(), original))
    #expect(!TerminalModes.isActive)
    let output = pty.readOutput()
    #expect(Self.occurrences(of: Self.enterAlternate, in: output).count == 1)
    #expect(Self.occurrences(of: Self.leaveAlternate, in: output).count == 1)
    var screen = VirtualTerminal(width: 30, height: 6)
    screen.apply(output.dropLast(TerminalFeatures.all.exitSequence.count).map { $0 })
    #expect(screen.snapshotText().contains("Hello 🐧 30x6"))
    // The key 'x' changed nothing on screen, so its frame wrote nothing: one frame in total.
    #expect(Self.occurrences(of: DiffRenderer.beginSynchronizedUpdate, in: output).count == 1)
  }

  @Test func ctrlCIsAKeyTheProgramDecidesAbout() throws {
    let pty = try PseudoTerminal()
    let program = ScriptedProgram { pty.send([0x03]) }
    #expect(try run(pty, signals: true, program: program) == .quit)
    #expect(program.events == [.key(KeyPress(.character("c"), modifiers: .control))])
  }

  @Test func ctrlLRepaintsTheWholeScreen() throws {
    let pty = try PseudoTerminal(width: 30, height: 6)
    let program = ScriptedProgram { draws in pty.send(draws == 1 ? [0x0C] : Array("q".utf8)) }
    #expect(try run(pty, program: program) == .quit)
    // The session keeps Ctrl-L: the program sees only the q, and draws twice.
    #expect(program.events == [.key(KeyPress(.character("q")))])
    #expect(program.draws == 2)
    // The unchanged frame was written again, after clearing the screen.
    let output = pty.readOutput()
    #expect(Self.occurrences(of: Array("\u{1B}[2J".utf8), in: output).count == 2)
    #expect(Self.occurrences(of: Array("Hello".utf8), in: output).count == 2)
    #expect(Self.occurrences(of: Array("🐧".utf8), in: output).count == 2)
  }

  @Test func loneEscapeArrivesAfterTheTimeout() throws {
    let pty = try PseudoTerminal()
    let program = ScriptedProgram { pty.send([0x1B]) }
    #expect(try run(pty, program: program) == .quit)
    #expect(program.events == [.key(KeyPress(.escape))])
  }

  @Test func endOfInputEndsCleanly() throws {
    let pty = try PseudoTerminal()
    let program = ScriptedProgram { pty.closeController() }
    #expect(try run(pty, program: program) == .endOfInput)
    // After a hang-up the device has no attributes left to compare; the restore still ran.
    #expect(!TerminalModes.isActive)
  }

  @Test func terminationSignalEndsTheLoopAndRestoresOnce() throws {
    let pty = try PseudoTerminal()
    let original = pty.attributes()
    // Process-directed, like `kill` from a shell: test threads block signals, the main one does not.
    let program = ScriptedProgram { kill(getpid(), SIGTERM) }
    let outcome = try run(pty, signals: true, program: program)
    #expect(outcome == .signal(SIGTERM))
    #expect(outcome.exitStatus == 128 + SIGTERM)
    #expect(Self.sameAttributes(pty.attributes(), original))
    let output = pty.readOutput()
    #expect(Self.occurrences(of: Self.leaveAlternate, in: output).count == 1)
  }

  @Test func windowChangeLaysOutAgain() throws {
    let pty = try PseudoTerminal(width: 40, height: 10)
    let program = ScriptedProgram { draws in
      if draws == 1 {
        var size = winsize(ws_row: 8, ws_col: 30, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(pty.device, UInt(TIOCSWINSZ), &size)
        kill(getpid(), SIGWINCH)  // the pty is not our controlling terminal: send it ourselves
      } else {
        pty.send("q")
      }
    }
    #expect(try run(pty, signals: true, program: program) == .quit)
    #expect(
      program.sizes == [TerminalSize(width: 40, height: 10), TerminalSize(width: 30, height: 8)])
  }

  @Test func ticksWakeTheLoopOnlyWhileAsked() throws {
    let pty = try PseudoTerminal()
    let program = ScriptedProgram {}
    program.wantsTicks = true
    #expect(try run(pty, program: program) == .quit)
    #expect(program.ticks == 3)
  }

  @Test func mouseAndPasteThroughTheLoop() throws {
    let pty = try PseudoTerminal()
    let program = ScriptedProgram { pty.send("\u{1B}[<0;5;3M\u{1B}[200~hi\u{1B}[201~q") }
    #expect(try run(pty, program: program) == .quit)
    #expect(
      program.events == [
        .mouse(MouseEvent(.press(.left), x: 4, y: 2)), .paste("hi"),
        .key(KeyPress(.character("q"))),
      ])
  }
}

import Glibc

/// Runs a `TerminalProgram` full-screen: modes, signals, input, drawing, and a clean exit.
///
/// One `run` call owns the terminal: it enters raw mode and the alternate screen, installs the
/// signal handlers, then loops on `poll` over the input, a self-pipe the handlers write to, and
/// the program's `watchedDescriptor` if it has one.
/// The poll timeout is the program's next wake-up (or the short Esc timeout while input bytes
/// are pending), so an idle program sleeps. Each pass decodes input, lets the program react,
/// draws a new frame and writes only its changes in one `write`. On every way out the
/// terminal is restored exactly once, before the program's last words (see `run`).
public final class TerminalSession {
  /// Where the session reads and writes, and how.
  public struct Configuration: Sendable {
    /// The terminal to read keys from (its termios is what raw mode changes).
    public var input: Int32
    /// The terminal to draw on.
    public var output: Int32
    /// Screen features to switch on.
    public var features: TerminalFeatures
    /// How colours are encoded.
    public var colorProfile: ColorProfile
    /// Whether frames are wrapped in synchronized-output markers.
    public var usesSynchronizedOutput: Bool
    /// Which characters may be sent, in which bytes: under ASCII the renderer transliterates the
    /// rest; under a GB charset it sends Chinese in that charset's bytes, and reads keys in it.
    public var charset: TerminalCharset = .utf8
    /// Whether to install signal handlers (tests running the loop in-process turn this off).
    public var installsSignalHandlers: Bool
    /// Silence after a lone Esc byte before it counts as the Esc key.
    public var escapeTimeout: Duration
    /// Silence inside an unterminated bracketed paste before it is delivered anyway.
    public var pasteTimeout: Duration
    /// Whether to keep a slow terminal at most one frame behind by asking it, after each frame,
    /// for a status report and writing the next frame only once it answers (frames meanwhile
    /// are merged, never queued). See `FramePacing`.
    public var pacesFrames = false
    /// Sequences the terminal has for runs of equal cells; none unless asked (see
    /// `RenderShortcuts.detect(environment:)`).
    public var shortcuts: RenderShortcuts = []
    /// Whether REP and ECH in `shortcuts` wait for proof: before the first frame the session
    /// asks the terminal (`ShortcutProbe`, at most `ShortcutProbe.patience`) and drops what it
    /// does not show. Off, `shortcuts` are used as given (tests and benchmarks pick them).
    /// Only on the alternate screen, where the probe's glyphs never show; without it nothing
    /// is proven.
    public var provesShortcuts = false
    /// Whether the terminal draws dim text as dim (its terminfo entry has `dim`; assumed where
    /// there is no entry). A program marks things otherwise where it does not.
    public var showsDim = true

    /// Creates a configuration; the defaults suit a real terminal on standard input/output.
    public init(
      input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, features: TerminalFeatures = .all,
      colorProfile: ColorProfile = .ansi16, usesSynchronizedOutput: Bool = true,
      installsSignalHandlers: Bool = true, escapeTimeout: Duration = .milliseconds(30),
      pasteTimeout: Duration = .milliseconds(500)
    ) {
      self.input = input
      self.output = output
      self.features = features
      self.colorProfile = colorProfile
      self.usesSynchronizedOutput = usesSynchronizedOutput
      self.installsSignalHandlers = installsSignalHandlers
      self.escapeTimeout = escapeTimeout
      self.pasteTimeout = pasteTimeout
    }

    /// Standard input/output with the colour profile, the charset and the run shortcuts
    /// detected from `environment`; the shortcuts wait for the terminal's proof.
    public static func standard(environment: [String: String]) -> Configuration {
      let terminfo = Terminfo.load(environment: environment)
      var configuration = Configuration(
        colorProfile: ColorProfile.detect(environment: environment, terminfo: terminfo))
      configuration.showsDim = terminfo?.hasDim ?? true
      configuration.charset = TerminalCharset.detect(environment: environment)
      configuration.shortcuts = RenderShortcuts.detect(environment: environment)
      configuration.provesShortcuts = true
      return configuration
    }
  }

  /// Why `run` returned.
  public enum Outcome: Sendable, Hashable {
    /// The program asked to quit.
    case quit
    /// The input ended or the terminal went away (EOF, hang-up, I/O error).
    case endOfInput
    /// A terminating signal arrived (SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGPIPE,
    /// SIGALRM, SIGXCPU or SIGXFSZ): end the process by it (`ProcessEnd.die(by:)`).
    case signal(Int32)

    /// The conventional exit status: 0, or 128 plus the signal number.
    public var exitStatus: Int32 {
      switch self {
      case .quit, .endOfInput: 0
      case .signal(let number): 128 + number
      }
    }
  }

  /// The configuration in use.
  public let configuration: Configuration

  /// Creates a session; nothing happens to the terminal until `run`.
  public init(configuration: Configuration = Configuration()) {
    self.configuration = configuration
  }

  /// Runs `program` until it quits, input ends, or a terminating signal arrives.
  ///
  /// However the loop ends, the terminal is restored first, then `lastWords` runs (the place for
  /// the final save) with every terminating signal *held*: a SIGHUP that follows a closed window,
  /// or a second SIGTERM, cannot cut it short. A signal held meanwhile is returned as the
  /// outcome, so the caller ends the process by it once it is done.
  ///
  /// - Parameters:
  ///   - program: the program to drive: its events, ticks and frames.
  ///   - lastWords: runs after the terminal is restored, before the handlers go.
  /// - Throws: `TerminalError` when the terminal cannot be set up; nothing is left changed.
  public func run(
    _ program: some TerminalProgram, lastWords: (Outcome) -> Void = { _ in }
  ) throws(TerminalError) -> Outcome {
    let modes = TerminalModes(
      input: configuration.input, output: configuration.output, features: configuration.features)
    let wake = try WakePipe()
    defer { wake.close() }
    try modes.enter()
    let handlesSignals = configuration.installsSignalHandlers
    if handlesSignals { SignalRelay.install(wakeFD: wake.writeEnd) }
    var loop = Loop(configuration: configuration, program: program, modes: modes, wake: wake)
    var outcome = loop.run()
    if handlesSignals {
      SignalRelay.beginFinishing()
      // One that slipped in between the loop's last look and now still counts.
      if outcome.signal == nil,
        let late = wake.drain().first(where: SignalRelay.terminationSignals.contains)
      {
        outcome = .signal(late)
      }
    }
    modes.restore()
    lastWords(outcome)
    if handlesSignals, let held = SignalRelay.uninstall(), outcome.signal == nil {
      outcome = .signal(held)
    }
    return outcome
  }
}

extension TerminalSession.Outcome {
  /// The signal that ended the session, if one did.
  public var signal: Int32? {
    if case .signal(let number) = self { number } else { nil }
  }
}

/// The state of one `run`, split out so `run` reads as setup and teardown.
private struct Loop<Program: TerminalProgram> {
  let configuration: TerminalSession.Configuration
  let program: Program
  let modes: TerminalModes
  let wake: WakePipe
  let clock = ContinuousClock()
  var renderer: DiffRenderer
  var decoder = InputDecoder()
  var pacing = FramePacing()
  var size: TerminalSize
  var lastInput: ContinuousClock.Instant

  init(
    configuration: TerminalSession.Configuration, program: Program, modes: TerminalModes,
    wake: WakePipe
  ) {
    self.configuration = configuration
    self.program = program
    self.modes = modes
    self.wake = wake
    self.renderer = DiffRenderer(
      profile: configuration.colorProfile,
      usesSynchronizedOutput: configuration.usesSynchronizedOutput,
      shortcuts: configuration.shortcuts)
    renderer.charset = configuration.charset
    decoder.charset = configuration.charset
    // Raw mode is on by now: line feeds go to the terminal as they are.
    renderer.lineFeedMovesDown = TerminalDevice.passesOutputUnchanged(configuration.output)
    self.size = .fallback
    self.lastInput = clock.now
  }

  mutating func run() -> TerminalSession.Outcome {
    size = currentSize()
    // Keys typed while the terminal was being asked, handled first.
    var typedDuringProbe = configuration.provesShortcuts ? proveShortcuts() : []
    program.resized(to: size)
    var needsDraw = true
    var readBuffer = [UInt8](repeating: 0, count: 4096)
    while true {
      // A terminal still busy with the last frame gets nothing more yet: what changes
      // meanwhile is drawn into the next frame, once it has caught up.
      if needsDraw && (!configuration.pacesFrames || pacing.mayWrite(at: clock.now)) {
        guard draw() else { return .endOfInput }
        needsDraw = false
      }
      let now = clock.now
      let deadline = program.nextWakeup.map { now + $0 }
      let pacingDeadline = needsDraw && configuration.pacesFrames ? pacing.deadline : nil
      var fds = [
        pollfd(fd: configuration.input, events: Int16(POLLIN), revents: 0),
        pollfd(fd: wake.readEnd, events: Int16(POLLIN), revents: 0),
      ]
      // The program's own descriptor (a connection), third.
      if let watched = program.watchedDescriptor {
        fds.append(pollfd(fd: watched, events: Int16(POLLIN), revents: 0))
      }
      let wakeAt = [deadline, pacingDeadline].compactMap { $0 }.min()
      let timeout = typedDuringProbe.isEmpty ? pollTimeout(now: now, deadline: wakeAt) : 0
      let ready = poll(&fds, nfds_t(fds.count), timeout)
      if ready < 0 && errno != EINTR && errno != EAGAIN { return .endOfInput }

      var events = typedDuringProbe
      typedDuringProbe = []
      var resize = false
      if ready > 0 && fds[1].revents & Int16(POLLIN) != 0 {
        let signals = wake.drain()
        // Ending comes first: re-entering raw mode for a SIGCONT that came with a closed
        // window's SIGHUP would only touch a terminal that is gone.
        if let ending = signals.first(where: SignalRelay.terminationSignals.contains) {
          return .signal(ending)
        }
        for signal in signals {
          switch signal {
          case SIGWINCH:
            resize = true
          case SIGCONT:
            // Back from Ctrl-Z (or a stop): raw mode again, and the shell drew on the screen.
            try? modes.enter()
            renderer.invalidate()
            renderer.lineFeedMovesDown = TerminalDevice.passesOutputUnchanged(configuration.output)
            pacing.stopWaiting()
            resize = true
            needsDraw = true
          default:
            break
          }
        }
      }
      // Lay out for the new size before any input: mouse positions refer to the new screen.
      if resize {
        let newSize = currentSize()
        if newSize != size {
          size = newSize
          program.resized(to: size)
          renderer.invalidate()  // terminals reflow or keep stale text on resize
          needsDraw = true
        }
      }
      if ready > 0 && fds[0].revents != 0 {
        if fds[0].revents & Int16(POLLIN) != 0 {
          let count = read(configuration.input, &readBuffer, readBuffer.count)
          if count > 0 {
            let typed =
              configuration.pacesFrames
              ? pacing.removeReplies(from: readBuffer[0..<count]) : readBuffer[0..<count]
            events += decoder.feed(typed)
            lastInput = clock.now
          } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
            return .endOfInput
          }
        } else {
          return .endOfInput  // POLLHUP / POLLERR / POLLNVAL without data: the terminal is gone
        }
      }
      if ready > 0 && fds.count > 2 && fds[2].revents != 0 {
        needsDraw = true
        switch program.watchedDescriptorReady() {
        case .continue: break
        case .quit: return .quit
        case .suspend: suspend()
        }
      }
      if decoder.hasPending && clock.now - lastInput >= pendingTimeout {
        events += decoder.flushPending()
      }
      for event in events {
        if case .unknown = event { continue }
        needsDraw = true
        // Ctrl-L, as in every full-screen program: forget the screen and repaint all of it.
        if event == .key(KeyPress(.character("l"), modifiers: .control)) {
          renderer.invalidate()
          continue
        }
        switch program.handle(event) {
        case .continue: break
        case .quit: return .quit
        case .suspend: suspend()
        }
      }
      if let deadline, clock.now >= deadline {
        needsDraw = true
        switch program.tick(now: clock.now) {
        case .continue: break
        case .quit: return .quit
        case .suspend: suspend()
        }
      }
    }
  }

  /// Asks the terminal which of the configured shortcuts it has (see `ShortcutProbe`) and
  /// keeps only those; returns the events decoded from what was typed meanwhile.
  ///
  /// Every byte read goes through the decoder, as in the loop: an escape sequence cut off when
  /// the probe ends stays pending there, and the answers come out as `.unknown` events.
  mutating func proveShortcuts() -> [InputEvent] {
    var probe = ShortcutProbe(claimed: configuration.shortcuts, charset: configuration.charset)
    defer { renderer.shortcuts = probe.proven }
    guard probe.isNeeded, configuration.features.contains(.alternateScreen),
      size.width >= ShortcutProbe.minimumSize.width,
      size.height >= ShortcutProbe.minimumSize.height,
      TerminalDevice.writeFrame(configuration.output, probe.query)
    else { return [] }
    let deadline = clock.now + ShortcutProbe.patience
    var typed: [InputEvent] = []
    var readBuffer = [UInt8](repeating: 0, count: 256)
    while !probe.isAnswered {
      let now = clock.now
      guard now < deadline else { break }
      var descriptor = pollfd(fd: configuration.input, events: Int16(POLLIN), revents: 0)
      // The deadline alone: a key pending in the decoder waits for the loop's Esc timeout.
      let ready = poll(&descriptor, 1, Self.milliseconds(deadline - now))
      if ready < 0 && errno != EINTR && errno != EAGAIN { break }
      guard ready > 0 else { continue }
      // Hang-up or error without data: the loop finds it out on its first poll.
      guard descriptor.revents & Int16(POLLIN) != 0 else { break }
      let count = read(configuration.input, &readBuffer, readBuffer.count)
      guard count > 0 else {
        if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
        break
      }
      lastInput = clock.now
      for event in decoder.feed(readBuffer[0..<count]) where !probe.take(event) {
        typed.append(event)
      }
    }
    return typed
  }

  var pendingTimeout: Duration {
    decoder.isPasting ? configuration.pasteTimeout : configuration.escapeTimeout
  }

  /// Milliseconds until the earlier of the program's deadline and the pending-input timeout.
  func pollTimeout(now: ContinuousClock.Instant, deadline: ContinuousClock.Instant?) -> Int32 {
    var wait: Duration? = deadline.map { $0 - now }
    if decoder.hasPending {
      let escape = pendingTimeout - (now - lastInput)
      wait = min(wait ?? escape, escape)
    }
    guard let wait else { return -1 }
    return Self.milliseconds(wait)
  }

  /// `wait` in whole milliseconds for `poll`, rounded up so we never wake a hair early and spin.
  static func milliseconds(_ wait: Duration) -> Int32 {
    if wait <= .zero { return 0 }
    let (seconds, attoseconds) = wait.components
    let milliseconds = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
    return Int32(clamping: milliseconds)
  }

  func currentSize() -> TerminalSize {
    TerminalDevice.size(of: configuration.output) ?? TerminalDevice.size(of: configuration.input)
      ?? .fallback
  }

  /// Draws a frame and writes its changes; `false` when the terminal cannot be written to.
  mutating func draw() -> Bool {
    var buffer = CellBuffer(size: size)
    program.draw(into: &buffer)
    // A program cannot resize the screen: a buffer it replaced with another size is ignored.
    if buffer.size != size { buffer = CellBuffer(size: size) }
    var bytes = renderer.render(buffer)
    if configuration.pacesFrames {
      pacing.frameWritten(&bytes, isWhole: renderer.lastFrameIsWhole, at: clock.now)
    }
    return TerminalDevice.writeFrame(configuration.output, bytes)
  }

  /// Restores, stops the process like Ctrl-Z would, and comes back in raw mode.
  mutating func suspend() {
    modes.restore()
    // To the whole process group, as a shell's Ctrl-Z would: a wrapper script the game runs
    // under must stop too, or its shell never sees the job stop and the terminal looks hung.
    // (A process, not a thread: a thread that blocks SIGTSTP must not keep it pending.)
    kill(0, SIGTSTP)
    try? modes.enter()
    renderer.invalidate()
    renderer.lineFeedMovesDown = TerminalDevice.passesOutputUnchanged(configuration.output)
    pacing.stopWaiting()
    size = currentSize()
    program.resized(to: size)
  }
}

/// The self-pipe that signal handlers write to, so a signal wakes `poll`.
final class WakePipe: Sendable {
  let readEnd: Int32
  let writeEnd: Int32

  init() throws(TerminalError) {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { throw .systemCall("pipe", errno: errno) }
    for end in ends {
      // Non-blocking: a handler must never block on a full pipe, nor the loop on an empty one.
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    readEnd = ends[0]
    writeEnd = ends[1]
  }

  /// The signal numbers written since the last drain.
  func drain() -> [Int32] {
    var signals: [Int32] = []
    var bytes = [UInt8](repeating: 0, count: 64)
    while true {
      let count = read(readEnd, &bytes, bytes.count)
      guard count > 0 else { break }
      signals += bytes[0..<count].map { Int32($0) }
    }
    return signals
  }

  func close() {
    _ = Glibc.close(readEnd)
    _ = Glibc.close(writeEnd)
  }
}

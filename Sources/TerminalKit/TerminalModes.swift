import Glibc
import Synchronization

/// The terminal features switched on while a session runs.
public struct TerminalFeatures: OptionSet, Sendable, Hashable {
  public let rawValue: UInt8

  /// Creates features from their bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// The alternate screen (`?1049`): the shell's scrollback is untouched and comes back on exit.
  public static let alternateScreen = TerminalFeatures(rawValue: 1)
  /// A hidden cursor (`?25`).
  public static let hiddenCursor = TerminalFeatures(rawValue: 2)
  /// Mouse reporting: clicks and drags (`?1000`, `?1002`) in SGR encoding (`?1006`).
  public static let mouse = TerminalFeatures(rawValue: 4)
  /// Bracketed paste (`?2004`): pasted text arrives as one event, not as keystrokes.
  public static let bracketedPaste = TerminalFeatures(rawValue: 8)

  /// Everything a full-screen game wants.
  public static let all: TerminalFeatures = [
    .alternateScreen, .hiddenCursor, .mouse, .bracketedPaste,
  ]

  /// The bytes that switch these features on.
  public var enterSequence: [UInt8] {
    var text = ""
    if contains(.alternateScreen) { text += "\u{1B}[?1049h" }
    if contains(.hiddenCursor) { text += "\u{1B}[?25l" }
    if contains(.mouse) { text += "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h" }
    if contains(.bracketedPaste) { text += "\u{1B}[?2004h" }
    return Array(text.utf8)
  }

  /// The bytes that switch them off again, in reverse order, leaving plain attributes.
  ///
  /// It also ends a synchronized update, in case a crash cut a frame's write short.
  public var exitSequence: [UInt8] {
    var text = "\u{1B}[?2026l"
    if contains(.bracketedPaste) { text += "\u{1B}[?2004l" }
    if contains(.mouse) { text += "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l" }
    text += "\u{1B}[0m"
    if contains(.hiddenCursor) { text += "\u{1B}[?25h" }
    if contains(.alternateScreen) { text += "\u{1B}[?1049l" }
    return Array(text.utf8)
  }
}

/// Raw mode and the screen features of one terminal, entered and restored exactly once.
///
/// Restoring is shared with the signal handlers and an `atexit` hook through one atomic flag,
/// so whichever way the program leaves (quit, Ctrl-C, SIGTERM, a crash, `exit`), exactly one
/// of them writes the exit sequence and puts the saved termios back. Because that state is
/// process-wide, only one `TerminalModes` can be active at a time.
public final class TerminalModes {
  /// The descriptor whose termios is changed (the terminal we read from).
  public let input: Int32
  /// The descriptor the escape sequences are written to.
  public let output: Int32
  /// The features switched on.
  public let features: TerminalFeatures

  /// The termios found before the first `enter()`; what every restore goes back to.
  private var original: termios?

  /// Creates the modes for a terminal; nothing changes until `enter()`.
  public init(
    input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, features: TerminalFeatures = .all
  ) {
    self.input = input
    self.output = output
    self.features = features
  }

  /// Whether this process currently has a terminal in raw mode that still needs restoring.
  public static var isActive: Bool { EmergencyRestore.isArmed }

  /// Enters raw mode and switches the features on (again, after a suspend).
  ///
  /// Raw mode here: no echo, no line editing, no signals from keys (Ctrl-C arrives as byte 3
  /// and the program decides), no CR/NL translation either way, 8-bit bytes, reads return
  /// as soon as one byte is there.
  public func enter() throws(TerminalError) {
    if original == nil {
      guard TerminalDevice.isTerminal(input) else { throw .notATerminal(fd: input) }
      if EmergencyRestore.isArmed { throw .alreadyActive }
      var saved = termios()
      guard tcgetattr(input, &saved) == 0 else { throw .systemCall("tcgetattr", errno: errno) }
      original = saved
    }
    guard var raw = original else { return }
    EmergencyRestore.prepare(
      termiosFD: input, outputFD: output, saved: raw, exitSequence: features.exitSequence)
    cfmakeraw(&raw)  // also VMIN 1, VTIME 0: a read returns as soon as one byte is there
    EmergencyRestore.arm()
    guard tcsetattr(input, TCSANOW, &raw) == 0 else {
      let code = errno
      EmergencyRestore.restore()
      throw .systemCall("tcsetattr", errno: code)
    }
    EmergencyRestore.writeAll(output, features.enterSequence)
  }

  /// Leaves the features and raw mode; only the first call (from anywhere) does anything.
  ///
  /// - Returns: whether this call was the one that restored.
  @discardableResult
  public func restore() -> Bool {
    EmergencyRestore.restore()
  }
}

/// The restore path shared by normal exit, signal handlers and `atexit`.
///
/// Everything it touches at signal time is preallocated plain memory and a lock-free atomic,
/// and it only calls `write(2)` and `tcsetattr(3)`, both async-signal-safe.
enum EmergencyRestore {
  struct State {
    var termiosFD: Int32 = -1
    var outputFD: Int32 = -1
    var saved = termios()
    var byteCount = 0
  }

  /// Room for the exit sequence.
  static let capacity = 128

  /// The prebuilt exit sequence, in memory allocated once.
  nonisolated(unsafe) static let exitBytes = UnsafeMutablePointer<UInt8>.allocate(
    capacity: capacity)

  /// Preallocated once: a signal handler only reads through this pointer, never allocates.
  nonisolated(unsafe) static let state: UnsafeMutablePointer<State> = {
    let pointer = UnsafeMutablePointer<State>.allocate(capacity: 1)
    pointer.initialize(to: State())
    return pointer
  }()

  /// Set while the terminal needs restoring; whoever clears it restores.
  static let armed = Atomic<Bool>(false)

  /// Whether `atexit` has been asked to call us.
  static let exitHookInstalled = Atomic<Bool>(false)

  static var isArmed: Bool { armed.load(ordering: .sequentiallyConsistent) }

  /// Fills in what a restore needs; done before arming so a handler never sees half of it.
  static func prepare(termiosFD: Int32, outputFD: Int32, saved: termios, exitSequence: [UInt8]) {
    precondition(exitSequence.count <= capacity, "exit sequence too long")
    let pointer = state
    pointer.pointee.termiosFD = termiosFD
    pointer.pointee.outputFD = outputFD
    pointer.pointee.saved = saved
    exitBytes.update(from: exitSequence, count: exitSequence.count)
    pointer.pointee.byteCount = exitSequence.count
    if !exitHookInstalled.exchange(true, ordering: .sequentiallyConsistent) {
      atexit { EmergencyRestore.restore() }
    }
  }

  static func arm() {
    armed.store(true, ordering: .sequentiallyConsistent)
  }

  /// Restores the terminal if it still needs it; safe inside a signal handler.
  @discardableResult
  static func restore() -> Bool {
    guard armed.exchange(false, ordering: .sequentiallyConsistent) else { return false }
    let pointer = state
    writeAll(
      pointer.pointee.outputFD,
      UnsafeRawBufferPointer(start: exitBytes, count: pointer.pointee.byteCount))
    _ = tcsetattr(pointer.pointee.termiosFD, TCSANOW, &pointer.pointee.saved)
    return true
  }

  /// Writes every byte, retrying after interruptions; gives up on a real error.
  static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) {
    guard var base = bytes.baseAddress else { return }
    var remaining = bytes.count
    while remaining > 0 {
      let written = write(fd, base, remaining)
      if written > 0 {
        base += written
        remaining -= written
      } else if written < 0 && errno == EINTR {
        continue
      } else {
        return
      }
    }
  }

  static func writeAll(_ fd: Int32, _ bytes: [UInt8]) {
    bytes.withUnsafeBytes { writeAll(fd, $0) }
  }
}

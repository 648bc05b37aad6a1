import Glibc

/// Process-wide signal handling for a terminal session.
///
/// Handlers only do async-signal-safe things: write one byte to a self-pipe (so the poll loop
/// wakes and does the real work), or restore the terminal with `write` + `tcsetattr` and
/// re-raise. What each signal means:
/// - SIGWINCH, SIGCONT: wake the loop (re-layout; re-enter raw mode and repaint).
/// - SIGINT, SIGTERM, SIGHUP: wake the loop, which ends the session cleanly; a second one
///   while the loop is stuck restores and dies by the signal at once.
/// - SIGTSTP: restore, stop for real, and after SIGCONT ask the loop to re-enter.
/// - SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS, SIGQUIT: restore, put the
///   previous handler back and let the signal take its course, so the exit status is honest
///   (and the Swift runtime's backtrace, if any, lands on the normal screen).
enum SignalRelay {
  static let wakeSignals: [Int32] = [SIGWINCH, SIGCONT]
  static let terminationSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
  static let crashSignals: [Int32] = [
    SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS, SIGQUIT,
  ]

  struct State {
    var wakeFD: Int32 = -1
    var terminationCount: Int32 = 0
    var installed = false
  }

  /// Preallocated; handlers only read and write through it.
  nonisolated(unsafe) static let state: UnsafeMutablePointer<State> = {
    let pointer = UnsafeMutablePointer<State>.allocate(capacity: 1)
    pointer.initialize(to: State())
    return pointer
  }()

  /// The actions that were in place before `install`, indexed by signal number.
  nonisolated(unsafe) static let previous: UnsafeMutablePointer<sigaction> = {
    let pointer = UnsafeMutablePointer<sigaction>.allocate(capacity: Int(signalLimit))
    pointer.initialize(repeating: sigaction(), count: Int(signalLimit))
    return pointer
  }()

  static let signalLimit: Int32 = 65

  /// An alternate stack, so a stack overflow's SIGSEGV can still run the restore.
  nonisolated(unsafe) static let alternateStack: UnsafeMutableRawPointer = .allocate(
    byteCount: 64 * 1024, alignment: 16)

  static var allSignals: [Int32] { wakeSignals + terminationSignals + crashSignals + [SIGTSTP] }

  /// Installs the handlers; signal numbers are written to `wakeFD` as single bytes.
  static func install(wakeFD: Int32) {
    // Touch every global a handler reads, so no lazy initializer ever runs in a handler.
    _ = EmergencyRestore.isArmed
    _ = EmergencyRestore.state
    _ = EmergencyRestore.exitBytes
    let pointer = state
    _ = previous
    guard !pointer.pointee.installed else { return }
    pointer.pointee.wakeFD = wakeFD
    pointer.pointee.terminationCount = 0
    pointer.pointee.installed = true
    installAlternateStackIfMissing()
    for signal in allSignals {
      var action = sigaction()
      action.__sigaction_handler.sa_sigaction = handleSignal
      action.sa_flags = SA_SIGINFO | SA_RESTART | SA_ONSTACK
      sigemptyset(&action.sa_mask)
      // Keep the loop-waking signals from interrupting each other's handlers.
      for other in wakeSignals + terminationSignals + [SIGTSTP] {
        sigaddset(&action.sa_mask, other)
      }
      sigaction(signal, &action, previous + Int(signal))
    }
  }

  /// Puts back the handlers that were there before `install`.
  static func uninstall() {
    let pointer = state
    guard pointer.pointee.installed else { return }
    for signal in allSignals {
      sigaction(signal, previous + Int(signal), nil)
    }
    pointer.pointee.installed = false
    pointer.pointee.wakeFD = -1
  }

  private static func installAlternateStackIfMissing() {
    var current = stack_t()
    guard sigaltstack(nil, &current) == 0, current.ss_flags & Int32(SS_DISABLE) != 0 else { return }
    var stack = stack_t(ss_sp: alternateStack, ss_flags: 0, ss_size: 64 * 1024)
    sigaltstack(&stack, nil)
  }

  /// Wakes the poll loop with the signal number; never blocks (the pipe is non-blocking).
  static func notify(_ signal: Int32) {
    var byte = UInt8(truncatingIfNeeded: signal)
    _ = write(state.pointee.wakeFD, &byte, 1)
  }

  /// Lets `signal` do what it did before we installed ours, from inside our handler.
  static func reraiseWithPreviousAction(_ signal: Int32) {
    sigaction(signal, previous + Int(signal), nil)
    raise(signal)
  }
}

/// The one handler for every signal we catch; see `SignalRelay` for what each one does.
private func handleSignal(
  _ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
) {
  let savedErrno = errno
  defer { errno = savedErrno }
  switch signal {
  case SIGWINCH, SIGCONT:
    SignalRelay.notify(signal)
  case SIGINT, SIGTERM, SIGHUP:
    SignalRelay.state.pointee.terminationCount += 1
    if SignalRelay.state.pointee.terminationCount == 1 {
      SignalRelay.notify(signal)
    } else {
      EmergencyRestore.restore()
      SignalRelay.reraiseWithPreviousAction(signal)
    }
  case SIGTSTP:
    EmergencyRestore.restore()
    // Stop for real: default action, unblocked (it is blocked while we handle it).
    var defaultAction = sigaction()
    defaultAction.__sigaction_handler.sa_handler = SIG_DFL
    var ours = sigaction()
    sigaction(SIGTSTP, &defaultAction, &ours)
    var unblock = sigset_t()
    sigemptyset(&unblock)
    sigaddset(&unblock, SIGTSTP)
    pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
    raise(SIGTSTP)
    // Continued: take SIGTSTP back and let the loop re-enter raw mode and repaint.
    sigaction(SIGTSTP, &ours, nil)
    SignalRelay.notify(SIGCONT)
  default:
    EmergencyRestore.restore()
    // A fault the kernel raised (si_code > 0) comes back by itself when the faulting
    // instruction re-runs under the previous action; a sent one must be raised again.
    // (A switch, not an array lookup: nothing here may allocate.)
    let isFaultSignal: Bool
    switch signal {
    case SIGSEGV, SIGBUS, SIGILL, SIGFPE: isFaultSignal = true
    default: isFaultSignal = false
    }
    if isFaultSignal && (info?.pointee.si_code ?? 0) > 0 {
      sigaction(signal, SignalRelay.previous + Int(signal), nil)
    } else {
      SignalRelay.reraiseWithPreviousAction(signal)
    }
  }
}

import Glibc
import Synchronization

/// Process-wide signal handling for a terminal session.
///
/// Handlers only do async-signal-safe things: write one byte to a self-pipe (so the poll loop
/// wakes and does the real work), or restore the terminal with `write` + `tcsetattr` and
/// re-raise. What each signal means:
/// - SIGWINCH, SIGCONT: wake the loop (re-layout; re-enter raw mode and repaint).
/// - The terminating signals (`terminationSignals`: SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1,
///   SIGUSR2, SIGPIPE, SIGALRM, SIGXCPU, SIGXFSZ): wake the loop, which ends the session; the
///   terminal is restored, the program's last words (the final save) run with these signals
///   *held*, and only then does the caller die by the signal (`ProcessEnd.die(by:)`). One that
///   arrives while the first is being handled is the same news (closing a window sends SIGHUP
///   from the shell and from the kernel) and waits too. Only when one comes `stuckAfter` seconds
///   after the first, with the loop or the save evidently stuck, does it restore and kill at once.
///   A terminating signal the process inherited as ignored (`nohup`, a background job) stays
///   ignored.
/// - SIGTSTP: restore, stop for real, and after SIGCONT ask the loop to re-enter.
/// - SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS: the program is broken, so nothing
///   more of it runs: restore, put the previous handler back and let the signal take its course,
///   so the exit status is honest (and the Swift runtime's backtrace, if any, lands on the
///   normal screen). What is on disk is the last autosave.
enum SignalRelay {
  static let wakeSignals: [Int32] = [SIGWINCH, SIGCONT]
  static let terminationSignals: [Int32] = [
    SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM, SIGXCPU, SIGXFSZ,
  ]
  static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS]

  /// Seconds after the first terminating signal from which another one kills at once.
  static let stuckAfter = 3

  struct State {
    var wakeFD: Int32 = -1
    var installed = false
    /// When the first terminating signal arrived (monotonic seconds), or -1.
    var firstTerminationSecond = -1
  }

  /// Preallocated; handlers only read and write through it.
  nonisolated(unsafe) static let state: UnsafeMutablePointer<State> = {
    let pointer = UnsafeMutablePointer<State>.allocate(capacity: 1)
    pointer.initialize(to: State())
    return pointer
  }()

  /// Set while the session's last words run: terminating signals are then only recorded.
  static let isFinishing = Atomic<Bool>(false)
  /// The first terminating signal recorded while finishing, or 0.
  static let heldSignal = Atomic<Int32>(0)

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
    pointer.pointee.firstTerminationSecond = -1
    pointer.pointee.installed = true
    isFinishing.store(false, ordering: .sequentiallyConsistent)
    heldSignal.store(0, ordering: .sequentiallyConsistent)
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
      sigaction(signal, nil, previous + Int(signal))
      if terminationSignals.contains(signal) && isIgnored(previous[Int(signal)]) { continue }
      sigaction(signal, &action, nil)
    }
  }

  /// From now on terminating signals are held, not relayed: the session's last words run.
  static func beginFinishing() {
    isFinishing.store(true, ordering: .sequentiallyConsistent)
  }

  /// Puts back the handlers that were there before `install`.
  ///
  /// - Returns: the first terminating signal that arrived while finishing, if any.
  @discardableResult
  static func uninstall() -> Int32? {
    let pointer = state
    guard pointer.pointee.installed else { return nil }
    // A terminating signal sent a moment ago may still wait for a thread to take it (`kill` picks
    // one, which may not have run yet); once the previous actions are back it would kill. Take
    // those here, with them blocked in this thread, so they are held like the others.
    var terminating = sigset_t()
    sigemptyset(&terminating)
    for signal in terminationSignals { sigaddset(&terminating, signal) }
    var mask = sigset_t()
    pthread_sigmask(SIG_BLOCK, &terminating, &mask)
    var noWait = timespec()
    var taken: Int32 = 0
    while true {
      let signal = sigtimedwait(&terminating, nil, &noWait)
      guard signal > 0 else { break }
      if taken == 0 { taken = signal }
    }
    for signal in allSignals {
      sigaction(signal, previous + Int(signal), nil)
    }
    pthread_sigmask(SIG_SETMASK, &mask, nil)
    pointer.pointee.installed = false
    pointer.pointee.wakeFD = -1
    isFinishing.store(false, ordering: .sequentiallyConsistent)
    let held = heldSignal.exchange(0, ordering: .sequentiallyConsistent)
    if held != 0 { return held }
    return taken == 0 ? nil : taken
  }

  /// Whether `action` ignores its signal (`SIG_IGN`, which is the handler address 1).
  private static func isIgnored(_ action: sigaction) -> Bool {
    guard action.sa_flags & SA_SIGINFO == 0,
      let handler = action.__sigaction_handler.sa_handler
    else { return false }
    return unsafeBitCast(handler, to: Int.self) == 1
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

  /// Monotonic whole seconds; `clock_gettime` is async-signal-safe.
  static func monotonicSecond() -> Int {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return now.tv_sec
  }

  /// Lets `signal` do what it did before we installed ours, from inside our handler.
  static func reraiseWithPreviousAction(_ signal: Int32) {
    sigaction(signal, previous + Int(signal), nil)
    raise(signal)
  }

  /// A terminating signal: relay the first, hold the rest, kill only when evidently stuck.
  static func handleTermination(_ signal: Int32) {
    let pointer = state
    let now = monotonicSecond()
    let first = pointer.pointee.firstTerminationSecond
    if first < 0 {
      pointer.pointee.firstTerminationSecond = now
    } else if now - first >= stuckAfter {
      // Nothing answered the first one: restore, and die by this one right now.
      EmergencyRestore.restore()
      ProcessEnd.die(by: signal)
    }
    if isFinishing.load(ordering: .sequentiallyConsistent) {
      _ = heldSignal.compareExchange(
        expected: 0, desired: signal, ordering: .sequentiallyConsistent)
    } else {
      notify(signal)
    }
  }
}

/// How a process that was sent a terminating signal ends, once its last words are said.
public enum ProcessEnd {
  /// Dies by `signal` with its default action, so the parent sees the honest cause (a shell
  /// reports 128 + `signal`); exits with that status if the signal somehow does not kill.
  /// Only async-signal-safe calls, so a signal handler may use it too.
  public static func die(by signal: Int32) -> Never {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = SIG_DFL
    sigemptyset(&action.sa_mask)
    sigaction(signal, &action, nil)
    var unblock = sigset_t()
    sigemptyset(&unblock)
    sigaddset(&unblock, signal)
    pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
    raise(signal)
    _exit(128 + signal)
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
  case SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM, SIGXCPU, SIGXFSZ:
    SignalRelay.handleTermination(signal)
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
      // The previous handler (the Swift runtime's crash reporter) may report and return,
      // expecting a fault to come back; a sent signal does not, so end the process here.
      SignalRelay.reraiseWithPreviousAction(signal)
      ProcessEnd.die(by: signal)
    }
  }
}

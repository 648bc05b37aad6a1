import Glibc

/// Lines from a descriptor (a pipe, a file, a terminal in its normal mode), for line-oriented
/// front ends that must also wake on a deadline and on the termination signals.
///
/// `Swift.readLine` blocks until a line arrives, so a program reading with it can neither save a
/// pending change while its user is silent nor notice SIGTERM before the kernel kills it. This
/// reader `poll`s the input together with the self-pipe the signal handlers write to: the
/// terminating signals (`SignalRelay.terminationSignals`: SIGINT, SIGTERM, SIGHUP, SIGQUIT,
/// SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM, SIGXCPU, SIGXFSZ) come back as events (another one
/// seconds later, while the program is evidently stuck, ends it at once, as in a full-screen
/// session). Lines are bounded: bytes past `maximumLineLength` are
/// dropped up to the next newline, so a 10 MB line costs no more memory than a short one.
public final class LineReader {
  /// What `next(timeout:)` found.
  public enum Event: Equatable, Sendable {
    /// One line, without its newline, read in the reader's `charset` (invalid sequences
    /// repaired), cut at `maximumLineLength` bytes.
    case line(String)
    /// Nothing arrived before the timeout.
    case timedOut
    /// A terminating signal arrived (SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, …).
    case signal(Int32)
    /// The input ended (or failed); a last line without a newline came before this.
    case endOfInput
    /// The other descriptor the caller asked to watch has something to read (a network
    /// connection beside the player's input).
    case otherReady
  }

  /// The descriptor lines are read from.
  public let input: Int32
  /// The longest line kept, in bytes.
  public let maximumLineLength: Int
  /// The charset lines arrive in: the locale's, as the player's terminal or a script in that
  /// locale writes them (GB18030 bytes under `zh_CN.GB18030`); UTF-8 by default.
  public var charset: TerminalCharset = .utf8

  private let wake: WakePipe?
  private var pending: [UInt8] = []
  /// Whether the line being read has grown past the limit (its rest is dropped).
  private var isDiscarding = false
  private var hasEnded = false
  private var isClosed = false
  private var chunk = [UInt8](repeating: 0, count: 64 * 1024)

  /// Starts reading `input`; with `catchesSignals`, installs the termination signal handlers
  /// until `close()`.
  public init(
    input: Int32 = STDIN_FILENO, maximumLineLength: Int = 4096, catchesSignals: Bool = true
  ) throws(TerminalError) {
    self.input = input
    self.maximumLineLength = max(1, maximumLineLength)
    if catchesSignals {
      let wake = try WakePipe()
      SignalRelay.install(wakeFD: wake.writeEnd)
      self.wake = wake
    } else {
      wake = nil
    }
  }

  deinit { close() }

  /// Puts the previous signal handlers back. Safe to call more than once.
  public func close() {
    guard let wake, !isClosed else { return }
    isClosed = true
    if SignalRelay.state.pointee.wakeFD == wake.writeEnd { SignalRelay.uninstall() }
    wake.close()
  }

  /// The next line, or what happened instead; waits at most `timeout` (`nil`: until something
  /// happens). With `other`, also wakes when that descriptor has something to read.
  public func next(timeout: Duration?, alsoWatching other: Int32? = nil) -> Event {
    let clock = ContinuousClock()
    let deadline = timeout.map { clock.now + $0 }
    while true {
      if let line = takeLine() { return .line(line) }
      if hasEnded { return .endOfInput }
      var fds = [
        pollfd(fd: input, events: Int16(POLLIN), revents: 0),
        pollfd(fd: wake?.readEnd ?? -1, events: Int16(POLLIN), revents: 0),
        pollfd(fd: other ?? -1, events: Int16(POLLIN), revents: 0),
      ]
      let wait = Self.milliseconds(until: deadline, clock: clock, atMost: timeout)
      let ready = poll(&fds, 3, wait)
      // Nothing came for the whole wait, which the kernel measured: the time is up, even if the
      // clock read meanwhile stepped back (as after a virtual machine snapshot).
      if ready == 0 && wait >= 0 { return .timedOut }
      if ready < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        hasEnded = true
        continue
      }
      if ready > 0, !isClosed, fds[1].revents & Int16(POLLIN) != 0, let wake {
        for signal in wake.drain() where SignalRelay.terminationSignals.contains(signal) {
          return .signal(signal)
        }
      }
      // The player's input first, so a busy other descriptor never starves it.
      if ready > 0, fds[0].revents != 0 {
        let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
        if count > 0 {
          append(chunk[0..<count])
        } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
          hasEnded = true
        }
        if let line = takeLine() { return .line(line) }
        if fds[2].revents == 0 { continue }
      }
      if ready > 0, fds[2].revents != 0 { return .otherReady }
      if let deadline, clock.now >= deadline { return .timedOut }
    }
  }

  /// Adds bytes read, dropping what a line holds past the limit.
  private func append(_ bytes: ArraySlice<UInt8>) {
    var rest = bytes
    while !rest.isEmpty {
      if isDiscarding {
        guard let newline = rest.firstIndex(of: UInt8(ascii: "\n")) else { return }
        isDiscarding = false
        pending.append(UInt8(ascii: "\n"))
        rest = rest[(newline + 1)...]
        continue
      }
      let lineStart = pending.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
      let room = maximumLineLength - (pending.count - lineStart)
      let newline = rest.firstIndex(of: UInt8(ascii: "\n"))
      let lineBytes = newline.map { rest[rest.startIndex..<$0] } ?? rest
      if lineBytes.count > room {
        pending += lineBytes.prefix(max(0, room))
        isDiscarding = true
        rest = rest[lineBytes.endIndex...]
      } else if let newline {
        pending += rest[...newline]
        rest = rest[(newline + 1)...]
      } else {
        pending += rest
        return
      }
    }
  }

  /// The first complete line pending (or the unterminated last one at the end of input).
  private func takeLine() -> String? {
    if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
      let line = text(pending[..<newline])
      pending.removeSubrange(...newline)
      return line
    }
    guard hasEnded, !pending.isEmpty else { return nil }
    let line = text(pending[...])
    pending = []
    isDiscarding = false
    return line
  }

  /// Decodes a line; a character cut at the limit becomes U+FFFD, like any invalid sequence.
  private func text(_ bytes: ArraySlice<UInt8>) -> String {
    var line = charset.decode(bytes)
    if line.hasSuffix("\r") { line.removeLast() }
    return line
  }

  /// Milliseconds until `deadline` (-1: no deadline), never more than `limit`: a clock stepped
  /// back does not stretch a wait.
  private static func milliseconds(
    until deadline: ContinuousClock.Instant?, clock: ContinuousClock, atMost limit: Duration?
  ) -> Int32 {
    guard let deadline else { return -1 }
    let wait = min(deadline - clock.now, limit ?? .zero)
    if wait <= .zero { return 0 }
    let (seconds, attoseconds) = wait.components
    // Round up, so the caller never wakes a hair early and spins.
    let milliseconds = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
    return Int32(clamping: milliseconds)
  }
}

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Where view models read the time: monotonic seconds from an arbitrary origin.
///
/// Injected so that tests move time by hand and never sleep.
public protocol TimeSource: AnyObject {
  /// Seconds since this source's origin; never goes backwards.
  var now: Double { get }
}

/// The real monotonic clock, steadied: it does not jump when the wall clock is set, and a jump of
/// the monotonic clock itself (a virtual machine restored from a snapshot, a paused one resumed)
/// reaches no game clock, autosave deadline or statistic. See ``SteadyTime``.
public final class SystemTimeSource: TimeSource {
  private let steady: SteadyTimeSource

  /// The system's monotonic clock, steadied.
  public init() {
    let clock = ContinuousClock()
    let origin = clock.now
    steady = SteadyTimeSource {
      let (seconds, attoseconds) = (clock.now - origin).components
      return Double(seconds) + Double(attoseconds) / 1e18
    }
  }

  public var now: Double { steady.now }
}

/// A time source that reads a raw monotonic clock, which may jump, through ``SteadyTime``.
///
/// The real clock reads `ContinuousClock`; tests give it a reading they set by hand, jumps
/// included.
public final class SteadyTimeSource: TimeSource {
  private let raw: () -> Double
  private var steady: SteadyTime

  /// Steadies the seconds `raw` returns (from any origin); time starts at 0 at its first reading.
  public init(raw: @escaping () -> Double) {
    self.raw = raw
    steady = SteadyTime(firstReading: raw())
  }

  public var now: Double { steady.read(raw()) }
}

/// Seconds that pass as a raw monotonic clock says, except where the clock jumps.
///
/// Pure bookkeeping on successive readings of a clock that should never jump but may: a virtual
/// machine restored from a snapshot steps its monotonic clock back or forward; a paused one
/// resumes an hour later. Between two readings:
/// - a step back adds nothing: time stands still, then goes on from the new reading;
/// - a step forward of more than ``longestGap`` adds nothing either, because it cannot be time
///   played: while a game clock runs, every front end reads the clock at least every
///   ``readingInterval`` seconds (the full-screen terminal and the window every second to redraw
///   the clock; the plain mode, which shows no clock, wakes for it), so a longer silence means the
///   clock jumped or the program did not run (stopped, the machine asleep, the virtual machine
///   paused) — and neither is play. A player who thinks for twenty minutes in the plain mode plays
///   twenty minutes: the plain mode read the clock forty times meanwhile.
/// - anything else counts as it is.
///
/// When no game clock runs, the front ends read the clock only when something happens, and a long
/// silence then also adds nothing; only an autosave deadline or a computer player's pace is on
/// the clock then, and each waits at most its own delay once more.
public struct SteadyTime: Equatable, Sendable {
  /// The longest a front end leaves the clock unread while a game clock runs, in seconds.
  public static let readingInterval: Double = 30
  /// The longest gap between two readings that counts as time that passed, in seconds: the
  /// reading interval with room for a busy machine.
  public static let longestGap: Double = 120

  /// The steadied seconds so far.
  public private(set) var now: Double = 0
  /// The raw reading last seen.
  public private(set) var lastReading: Double

  /// Steadied time at 0 for the raw reading `firstReading`.
  public init(firstReading: Double) {
    lastReading = firstReading.isFinite ? firstReading : 0
  }

  /// Takes the raw reading `reading` and returns the steadied seconds.
  public mutating func read(_ reading: Double) -> Double {
    guard reading.isFinite else { return now }
    let gap = reading - lastReading
    lastReading = reading
    if gap > 0 && gap <= Self.longestGap { now += gap }
    return now
  }
}

/// A clock that moves only when told to, for tests and for replaying recorded sessions.
public final class ManualTimeSource: TimeSource {
  public private(set) var now: Double

  /// A clock that reads `now` until a test advances it.
  public init(now: Double = 0) {
    self.now = now
  }

  /// Moves time forward by `seconds` (negative values are ignored: time never runs backwards).
  public func advance(by seconds: Double) {
    now += max(0, seconds)
  }
}

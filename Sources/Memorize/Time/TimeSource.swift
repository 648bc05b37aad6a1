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

/// The real monotonic clock (it does not jump when the wall clock is set).
public final class SystemTimeSource: TimeSource {
  private let origin = ContinuousClock.now

  /// The system's monotonic clock.
  public init() {}

  public var now: Double {
    let elapsed = ContinuousClock.now - origin
    let (seconds, attoseconds) = elapsed.components
    return Double(seconds) + Double(attoseconds) / 1e18
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

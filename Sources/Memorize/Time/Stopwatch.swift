/// Elapsed playing time that can be paused and resumed, and saved as a plain number.
///
/// The running start is a reading of a monotonic `TimeSource`, which means nothing after a relaunch,
/// so only the accumulated seconds are saved; a restored stopwatch starts paused. It counts up to
/// ``longestTime`` and stops there, and saves no more, so what it writes is always a time the save
/// file's reader takes.
public struct Stopwatch: Equatable, Sendable, Codable {
  /// The most seconds a stopwatch counts (about 31 years), and the most a save file may hold for
  /// any time (see `SavePlausibility`): no game comes near it, but a clock that jumped might.
  public static let longestTime: Double = 1e9

  /// Seconds counted before the current run.
  public private(set) var accumulated: Double = 0
  /// When the current run started, or `nil` while paused.
  public private(set) var runningSince: Double?

  /// A paused stopwatch showing `accumulated` seconds.
  public init(accumulated: Double = 0) {
    // Not bounded above: a save file holding more is for its reader to refuse, not to hide.
    self.accumulated = max(0, accumulated.isFinite ? accumulated : 0)
  }

  /// Whether it is counting now.
  public var isRunning: Bool { runningSince != nil }

  /// Total seconds as of `now`, at most ``longestTime``.
  public func elapsed(at now: Double) -> Double {
    let running = runningSince.map { now - $0 } ?? 0
    return min(Self.longestTime, accumulated + (running.isFinite ? max(0, running) : 0))
  }

  /// Starts counting at `now`; does nothing if already running.
  public mutating func start(at now: Double) {
    if runningSince == nil { runningSince = now }
  }

  /// Stops counting at `now`, keeping the time so far.
  public mutating func pause(at now: Double) {
    accumulated = elapsed(at: now)
    runningSince = nil
  }

  /// Reads the seconds counted, paused.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(accumulated: try container.decode(Double.self, forKey: .accumulated))
  }

  /// Saves the seconds counted; a saved stopwatch is paused.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(min(accumulated, Self.longestTime), forKey: .accumulated)
  }

  private enum CodingKeys: String, CodingKey {
    case accumulated
  }
}

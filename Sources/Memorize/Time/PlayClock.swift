/// The clock and bookkeeping every game view model shares: counting a game as played at its first
/// move and as finished once, and running the clock only while the game is on screen and unfinished.
public struct PlayClock: Equatable, Sendable, Codable {
  /// The time played so far.
  public private(set) var stopwatch: Stopwatch
  /// Whether the game has had its first move (and was counted as played).
  public private(set) var hasStarted: Bool
  /// Whether the game's end has been counted.
  public private(set) var hasFinished = false
  /// Whether a front end shows the game right now; not saved, a relaunch starts off screen.
  public private(set) var isOnScreen = false

  /// A paused clock at `elapsed` seconds.
  public init(elapsed: Double = 0, hasStarted: Bool = false) {
    stopwatch = Stopwatch(accumulated: elapsed)
    self.hasStarted = hasStarted
  }

  /// Seconds played as of `now`.
  public func elapsed(at now: Double) -> Double { stopwatch.elapsed(at: now) }

  /// Whether the clock is counting now.
  public var isRunning: Bool { stopwatch.isRunning }

  /// A paused copy holding the time as of `now`: what a save file stores.
  public func saved(at now: Double) -> PlayClock {
    var copy = PlayClock(elapsed: elapsed(at: now), hasStarted: hasStarted)
    copy.hasFinished = hasFinished
    return copy
  }

  /// Marks the first move; returns true exactly once per game, when it should be counted as played.
  public mutating func noteMove(at now: Double, isOver: Bool) -> Bool {
    defer { update(at: now, isOver: isOver) }
    guard !hasStarted else { return false }
    hasStarted = true
    return true
  }

  /// Returns true exactly once per game, when `isOver` first holds after it started.
  public mutating func noteFinished(at now: Double, isOver: Bool) -> Bool {
    update(at: now, isOver: isOver)
    guard isOver, hasStarted, !hasFinished else { return false }
    hasFinished = true
    return true
  }

  /// When the displayed whole seconds next change, on the time source; `nil` while paused.
  public func nextDisplayChange(at now: Double, step: Double = 1) -> Double? {
    guard isRunning else { return nil }
    let elapsedNow = elapsed(at: now)
    return now + ((elapsedNow / step).rounded(.down) + 1) * step - elapsedNow
  }

  /// Starts over for a new game, still on screen if it was.
  public mutating func restart(at now: Double) {
    let wasOnScreen = isOnScreen
    self = PlayClock()
    setOnScreen(wasOnScreen, at: now, isOver: false)
  }

  /// Notes whether the game is on screen; the clock runs only while it is, started and not over.
  public mutating func setOnScreen(_ visible: Bool, at now: Double, isOver: Bool) {
    isOnScreen = visible
    update(at: now, isOver: isOver)
  }

  /// Runs the stopwatch only while on screen, started and not over.
  public mutating func update(at now: Double, isOver: Bool) {
    if isOnScreen && hasStarted && !isOver {
      stopwatch.start(at: now)
    } else if stopwatch.isRunning {
      stopwatch.pause(at: now)
    }
  }

  /// Reads a saved clock, paused; files from before `hasFinished` existed read as unfinished.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      elapsed: try container.decode(Double.self, forKey: .elapsed),
      hasStarted: try container.decode(Bool.self, forKey: .hasStarted))
    hasFinished = try container.decodeIfPresent(Bool.self, forKey: .hasFinished) ?? false
  }

  /// Saves the seconds played and whether the game started and finished; the clock is saved paused.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(min(stopwatch.accumulated, Stopwatch.longestTime), forKey: .elapsed)
    try container.encode(hasStarted, forKey: .hasStarted)
    try container.encode(hasFinished, forKey: .hasFinished)
  }

  private enum CodingKeys: String, CodingKey {
    case elapsed, hasStarted, hasFinished
  }
}

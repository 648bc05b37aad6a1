/// A rate limit: `burst` tokens at most, refilled at `rate` per second; each message takes one.
struct TokenBucket: Sendable, Equatable {
  let rate: Double
  let burst: Double
  private(set) var tokens: Double
  private var lastMicroseconds: Int

  /// A full bucket at time `now` (microseconds of a monotonic clock).
  init(rate: Double, burst: Int, now: Int) {
    self.rate = max(0, rate)
    self.burst = Double(max(0, burst))
    self.tokens = self.burst
    self.lastMicroseconds = now
  }

  /// Takes a token at `now` if there is one; false when the rate is exceeded.
  mutating func take(now: Int) -> Bool {
    let elapsed = Double(max(0, now - lastMicroseconds)) / 1_000_000
    lastMicroseconds = max(lastMicroseconds, now)
    tokens = min(burst, tokens + elapsed * rate)
    guard tokens >= 1 else { return false }
    tokens -= 1
    return true
  }
}

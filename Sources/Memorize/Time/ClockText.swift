/// Elapsed seconds as a person reads a clock: M:SS, or H:MM:SS past an hour.
///
/// Shared by every front end so the terminal, the window and the plain mode agree.
public func clockText(_ seconds: Double) -> String {
  let total = Int(max(0, seconds.isFinite ? min(seconds, 1e9) : 0))
  let (hours, minutes, secs) = (total / 3600, total / 60 % 60, total % 60)
  func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
  return hours > 0
    ? "\(hours):\(twoDigits(minutes)):\(twoDigits(secs))" : "\(minutes):\(twoDigits(secs))"
}

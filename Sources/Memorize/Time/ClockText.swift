/// Elapsed seconds as a person reads a clock: M:SS, or H:MM:SS past an hour.
///
/// Shared by every front end so the terminal, the window and the plain mode agree.
public func clockText(_ seconds: Double) -> String {
  let total = clockSeconds(seconds)
  let (hours, minutes, secs) = (total / 3600, total / 60 % 60, total % 60)
  func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
  return hours > 0
    ? "\(hours):\(twoDigits(minutes)):\(twoDigits(secs))" : "\(minutes):\(twoDigits(secs))"
}

/// The whole seconds a clock shows for `seconds`: the clock steps once a second, so 4.7 s
/// reads as 4.
public func clockSeconds(_ seconds: Double) -> Int {
  Int(max(0, seconds.isFinite ? min(seconds, 1e9) : 0))
}

/// Whether a finished game's time is a new fastest as players read it: faster than the record
/// on the clock, not only by a fraction the clock hides ("New fastest: 0:04!" beside a record
/// of 0:04 reads as a mistake); the first time is always new.
public func readsFaster(_ seconds: Double, than record: Double?) -> Bool {
  record.map { clockSeconds(seconds) < clockSeconds($0) } ?? true
}

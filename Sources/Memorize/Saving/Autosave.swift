/// Decides when to write: soon after a change, but at most once per `delay`, however many moves.
///
/// Pure bookkeeping on a time source's readings; the front end's loop wakes at `deadline` (no timer
/// runs when nothing is pending) and calls the app's `tick`.
public struct Autosave: Equatable, Sendable {
  /// Seconds between the first unsaved change and the write.
  public let delay: Double
  /// When the pending changes are due to be written, or `nil` when everything is saved.
  public private(set) var deadline: Double?

  /// Bookkeeping that writes `delay` seconds after the first unsaved change.
  public init(delay: Double = 1) {
    self.delay = delay
  }

  /// Records a change at `now`; a change while one is already pending does not push the write back.
  public mutating func noteChange(at now: Double) {
    if deadline == nil { deadline = now + delay }
  }

  /// Whether a write is due at `now`.
  public func isDue(at now: Double) -> Bool {
    deadline.map { now >= $0 } ?? false
  }

  /// Records that everything has been written.
  public mutating func didSave() {
    deadline = nil
  }
}

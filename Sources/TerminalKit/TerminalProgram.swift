/// What the program loop should do after an event or a tick.
public enum LoopAction: Sendable, Hashable {
  /// Keep running (and redraw).
  case `continue`
  /// End the session; the terminal is restored before `run` returns.
  case quit
  /// Suspend like Ctrl-Z in a shell: restore, stop, and re-enter and repaint on `fg`.
  case suspend
}

/// A full-screen program driven by `TerminalSession`: the model/update/view loop.
///
/// The session calls `resized(to:)` first and after every size change, `handle(_:)` for each
/// input event, `tick(now:)` when `nextWakeup` has passed, `watchedDescriptorReady()` when its
/// `watchedDescriptor` can be read, and `draw(into:)` after anything happened. Drawing is immediate-mode: paint the whole screen into the blank buffer each time;
/// the renderer works out what actually changed.
public protocol TerminalProgram: AnyObject {
  /// The screen now has `size` cells; lay out again.
  func resized(to size: TerminalSize)

  /// Reacts to one input event. Ctrl-C arrives here as a key (raw mode): decide what it means.
  func handle(_ event: InputEvent) -> LoopAction

  /// Paints the whole screen into `buffer` (blank, sized to the terminal).
  func draw(into buffer: inout CellBuffer)

  /// How long from now until the program needs `tick(now:)`; `nil` to sleep until input.
  ///
  /// Asked after every event, tick and draw. An idle program returns `nil` so the process
  /// never wakes for nothing; a clock showing seconds returns the time to the next second.
  var nextWakeup: Duration? { get }

  /// Advances animations and clocks to `now`.
  func tick(now: ContinuousClock.Instant) -> LoopAction

  /// A descriptor besides the terminal that the loop also waits on (a network connection the
  /// program reads), or `nil`. Asked before each wait, so it may change or go.
  var watchedDescriptor: Int32? { get }

  /// The watched descriptor has something to read, or was closed or broke: the program reads
  /// it (or stops watching it), or the loop wakes again at once.
  func watchedDescriptorReady() -> LoopAction
}

extension TerminalProgram {
  /// Does nothing: most programs read the buffer size in `draw(into:)`.
  public func resized(to size: TerminalSize) {}

  /// Never wakes: the program only changes on input.
  public var nextWakeup: Duration? { nil }

  /// Does nothing and keeps running.
  public func tick(now: ContinuousClock.Instant) -> LoopAction { .continue }

  /// Watches the terminal alone.
  public var watchedDescriptor: Int32? { nil }

  /// Does nothing and keeps running (nothing is watched).
  public func watchedDescriptorReady() -> LoopAction { .continue }
}

import CGtk

/// A closure run once on the GLib main loop (idle or timeout), then released.
private nonisolated final class OnceAction: @unchecked Sendable {
  let body: @MainActor () -> Void
  init(_ body: @escaping @MainActor () -> Void) { self.body = body }
}

nonisolated private let runOnce: GSourceOnceFunc = { data in
  nonisolated(unsafe) let data = data
  MainActor.assumeIsolated {
    Unmanaged<OnceAction>.fromOpaque(data!).takeRetainedValue().body()
  }
}

/// A pending timeout that can be cancelled before it fires.
struct ScheduledTimeout {
  fileprivate var sourceID: guint
  fileprivate var action: Unmanaged<OnceAction>

  /// Cancels the timeout if it has not fired (call at most once, and only before it fires).
  func cancel() {
    if g_source_remove(sourceID) != 0 { action.release() }
  }
}

enum MainLoop {
  /// Runs `body` once when the main loop is idle (after pending redraws and events); callable
  /// from any thread, as GLib's source functions are.
  nonisolated static func idle(_ body: @escaping @Sendable @MainActor () -> Void) {
    let data = Unmanaged.passRetained(OnceAction(body)).toOpaque()
    g_idle_add_once(runOnce, data)
  }

  /// Runs `body` once after `milliseconds`.
  static func after(milliseconds: Int, _ body: @escaping @MainActor () -> Void)
    -> ScheduledTimeout
  {
    let action = Unmanaged.passRetained(OnceAction(body))
    let id = g_timeout_add_once(guint(max(0, milliseconds)), runOnce, action.toOpaque())
    return ScheduledTimeout(sourceID: id, action: action)
  }
}

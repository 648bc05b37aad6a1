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

/// A closure run on the GLib main loop each time a descriptor is ready, until it says stop.
private nonisolated final class ReadyAction: @unchecked Sendable {
  let body: @MainActor () -> Bool
  init(_ body: @escaping @MainActor () -> Bool) { self.body = body }
}

nonisolated private let runWhenReady: GUnixFDSourceFunc = { _, _, data in
  nonisolated(unsafe) let data = data
  return MainActor.assumeIsolated {
    Unmanaged<ReadyAction>.fromOpaque(data!).takeUnretainedValue().body() ? 1 : 0
  }
}

nonisolated private let releaseReadyAction: GDestroyNotify = { data in
  guard let data else { return }
  Unmanaged<ReadyAction>.fromOpaque(data).release()
}

/// A descriptor watched on the main loop, until ``cancel()`` or its closure says stop.
struct DescriptorWatch {
  fileprivate var sourceID: guint

  /// Stops watching (call at most once, and only while the closure has not said stop).
  func cancel() {
    g_source_remove(sourceID)
  }
}

extension MainLoop {
  /// Runs `body` on the main loop whenever `descriptor` has something to read (or was closed
  /// at the other end), for as long as `body` returns true: the loop never waits on the
  /// descriptor itself.
  static func watch(_ descriptor: Int32, _ body: @escaping @MainActor () -> Bool)
    -> DescriptorWatch
  {
    let action = Unmanaged.passRetained(ReadyAction(body)).toOpaque()
    let conditions = GIOCondition(
      G_IO_IN.rawValue | G_IO_HUP.rawValue | G_IO_ERR.rawValue)
    let id = g_unix_fd_add_full(
      G_PRIORITY_DEFAULT, descriptor, conditions, runWhenReady, action, releaseReadyAction)
    return DescriptorWatch(sourceID: id)
  }
}

import CSoup

/// A closure to run once on the server's main loop at a given time, until cancelled.
///
/// Dropping the value does not cancel the call; ``cancel()`` does.
public final class ScheduledCall {
  private let source: UnsafeMutablePointer<GSource>

  init(after seconds: Double, on context: OpaquePointer, _ body: @escaping () -> Void) {
    let milliseconds = seconds.isFinite ? min(max(0, (seconds * 1000).rounded(.up)), 4e9) : 4e9
    source = g_timeout_source_new(guint(milliseconds))
    let action = Unmanaged.passRetained(ScheduledAction(body)).toOpaque()
    g_source_set_callback(source, runScheduledAction, action, releaseScheduledAction)
    g_source_attach(source, context)
  }

  deinit { g_source_unref(source) }

  /// Whether the call has neither run nor been cancelled.
  public var isPending: Bool { g_source_is_destroyed(source) == 0 }

  /// Keeps the call from running; does nothing once it ran or was cancelled.
  public func cancel() {
    if isPending { g_source_destroy(source) }
  }
}

/// The closure of a scheduled call, kept alive by its GLib source.
private final class ScheduledAction {
  let body: () -> Void
  init(_ body: @escaping () -> Void) { self.body = body }
}

private let runScheduledAction: GSourceFunc = { data in
  guard let data else { return 0 }
  Unmanaged<ScheduledAction>.fromOpaque(data).takeUnretainedValue().body()
  return 0  // G_SOURCE_REMOVE: once only
}

private let releaseScheduledAction: GDestroyNotify = { data in
  guard let data else { return }
  Unmanaged<ScheduledAction>.fromOpaque(data).release()
}

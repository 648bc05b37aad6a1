import CSoup
import Foundation
import Synchronization

/// A GLib main context of the test's own, thread-default on the test's thread, which the test
/// runs until what it waits for has happened, within a bound; never a fixed sleep.
final class TestLoop {
  let context: OpaquePointer

  init() {
    context = g_main_context_new()
    g_main_context_push_thread_default(context)
  }

  deinit {
    // Let libsoup finish what it was doing (closing handshakes) before the context goes.
    while g_main_context_iteration(context, 0) != 0 {}
    g_main_context_pop_thread_default(context)
    g_main_context_unref(context)
  }

  /// Runs the loop until `condition` holds, at most `seconds`; returns whether it held.
  @discardableResult
  func run(upTo seconds: Double = 10, until condition: () -> Bool) -> Bool {
    let deadline = g_get_monotonic_time() + Int(seconds * 1_000_000)
    // Wakes the loop at the deadline, should nothing else happen.
    let alarm = g_timeout_source_new(guint(seconds * 1000) + 1)
    g_source_set_callback(alarm, { _ in 0 }, nil, nil)
    g_source_attach(alarm, context)
    defer {
      g_source_destroy(alarm)
      g_source_unref(alarm)
    }
    while !condition() {
      if g_get_monotonic_time() >= deadline { return false }
      g_main_context_iteration(context, 1)
    }
    return true
  }

  /// Runs the loop for `seconds` whatever happens (to see that something does not happen).
  func run(for seconds: Double) {
    let end = g_get_monotonic_time() + Int(seconds * 1_000_000)
    run(upTo: seconds + 1) { g_get_monotonic_time() >= end }
  }

  /// Runs blocking `work` on a thread of its own while the loop runs; its result, or nil when
  /// it took more than `seconds`.
  func offLoop<Result: Sendable>(
    upTo seconds: Double = 20, _ work: @escaping @Sendable () -> Result
  ) -> Result? {
    let result = Mutex<Result?>(nil)
    nonisolated(unsafe) let context = context
    let thread = Thread {
      let value = work()
      result.withLock { $0 = value }
      g_main_context_wakeup(context)
    }
    thread.start()
    run(upTo: seconds) { result.withLock { $0 != nil } }
    return result.withLock { $0 }
  }
}

import CGtk

/// A Swift closure kept alive for as long as the signal connection that calls it.
private final class SignalClosure<Body> {
  let body: Body
  init(_ body: Body) { self.body = body }
}

private let releaseClosure: GClosureNotify = { data, _ in
  guard let data else { return }
  Unmanaged<AnyObject>.fromOpaque(data).release()
}

private func connect<Body>(
  _ instance: some CPointer, _ signal: String, _ body: Body, thunk: UnsafeRawPointer
) {
  let data = Unmanaged.passRetained(SignalClosure(body) as AnyObject).toOpaque()
  g_signal_connect_data(
    instance.rawAddress, signal, unsafeBitCast(thunk, to: GCallback.self), data, releaseClosure,
    GConnectFlags(rawValue: 0))
}

private func closure<Body>(_ data: UnsafeMutableRawPointer?) -> Body {
  (Unmanaged<AnyObject>.fromOpaque(data!).takeUnretainedValue() as! SignalClosure<Body>).body
}

private typealias Plain = @MainActor () -> Void
private typealias PlainThunk =
  @convention(c) (
    UnsafeMutableRawPointer?, UnsafeMutableRawPointer?
  ) -> Void
private let plainThunk: PlainThunk = { _, data in
  nonisolated(unsafe) let data = data
  MainActor.assumeIsolated { (closure(data) as Plain)() }
}

private typealias Veto = @MainActor () -> Bool
private typealias VetoThunk =
  @convention(c) (
    UnsafeMutableRawPointer?, UnsafeMutableRawPointer?
  ) -> gboolean
private let vetoThunk: VetoThunk = { _, data in
  nonisolated(unsafe) let data = data
  return MainActor.assumeIsolated { (closure(data) as Veto)() ? 1 : 0 }
}

private typealias NotifyThunk =
  @convention(c) (
    UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?
  ) -> Void
private let notifyThunk: NotifyThunk = { _, _, data in
  nonisolated(unsafe) let data = data
  MainActor.assumeIsolated { (closure(data) as Plain)() }
}

private typealias Enter = @MainActor () -> Void
private typealias EnterThunk =
  @convention(c) (
    UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?
  ) -> Void
private let enterThunk: EnterThunk = { _, _, _, data in
  nonisolated(unsafe) let data = data
  MainActor.assumeIsolated { (closure(data) as Enter)() }
}

private typealias Key = @MainActor (UInt32, GdkModifierType) -> Bool
private typealias KeyThunk =
  @convention(c) (
    UnsafeMutableRawPointer?, guint, guint, GdkModifierType, UnsafeMutableRawPointer?
  ) -> gboolean
private let keyThunk: KeyThunk = { _, keyval, _, state, data in
  nonisolated(unsafe) let data = data
  return MainActor.assumeIsolated { (closure(data) as Key)(keyval, state) ? 1 : 0 }
}

private typealias Row = @MainActor (UnsafeMutablePointer<GtkListBoxRow>?) -> Void
private typealias RowThunk =
  @convention(c) (
    UnsafeMutableRawPointer?, UnsafeMutablePointer<GtkListBoxRow>?, UnsafeMutableRawPointer?
  ) -> Void
private let rowThunk: RowThunk = { _, row, data in
  nonisolated(unsafe) let (row, data) = (row, data)
  MainActor.assumeIsolated { (closure(data) as Row)(row) }
}

private typealias Response = @MainActor (String) -> Void
private typealias ResponseThunk =
  @convention(c) (
    UnsafeMutableRawPointer?, UnsafePointer<CChar>?, UnsafeMutableRawPointer?
  ) -> Void
private let responseThunk: ResponseThunk = { _, response, data in
  nonisolated(unsafe) let (response, data) = (response, data)
  MainActor.assumeIsolated {
    (closure(data) as Response)(response.map { String(cString: $0) } ?? "")
  }
}

private typealias Tooltip = @MainActor (OpaquePointer?) -> Bool
private typealias TooltipThunk =
  @convention(c) (
    UnsafeMutableRawPointer?, Int32, Int32, gboolean, OpaquePointer?, UnsafeMutableRawPointer?
  ) -> gboolean
private let tooltipThunk: TooltipThunk = { _, _, _, _, tooltip, data in
  nonisolated(unsafe) let (tooltip, data) = (tooltip, data)
  return MainActor.assumeIsolated { (closure(data) as Tooltip)(tooltip) ? 1 : 0 }
}

private func address<T>(_ thunk: T) -> UnsafeRawPointer {
  unsafeBitCast(thunk, to: UnsafeRawPointer.self)
}

/// Signals with no arguments: `clicked`, `toggled`, `changed`, `value-changed`, `activate`.
func onSignal(_ instance: some CPointer, _ signal: String, _ body: @escaping @MainActor () -> Void)
{
  connect(instance, signal, body as Plain, thunk: address(plainThunk))
}

/// Signals whose handler returns whether it handled the event: `close-request`.
func onVetoSignal(
  _ instance: some CPointer, _ signal: String, _ body: @escaping @MainActor () -> Bool
) {
  connect(instance, signal, body as Veto, thunk: address(vetoThunk))
}

/// `notify::property` signals.
func onNotify(_ instance: some CPointer, property: String, _ body: @escaping @MainActor () -> Void)
{
  connect(instance, "notify::\(property)", body as Plain, thunk: address(notifyThunk))
}

/// A motion controller's `enter` signal (the pointer came over the widget).
func onPointerEnter(_ controller: some CPointer, _ body: @escaping @MainActor () -> Void) {
  connect(controller, "enter", body as Enter, thunk: address(enterThunk))
}

/// A key controller's `key-pressed` signal; the handler returns whether it used the key.
func onKeyPressed(
  _ controller: some CPointer, _ body: @escaping @MainActor (UInt32, GdkModifierType) -> Bool
) {
  connect(controller, "key-pressed", body as Key, thunk: address(keyThunk))
}

/// A list box's `row-activated` signal.
func onRowActivated(
  _ list: some CPointer, _ body: @escaping @MainActor (UnsafeMutablePointer<GtkListBoxRow>?) -> Void
) {
  connect(list, "row-activated", body as Row, thunk: address(rowThunk))
}

/// An `AdwMessageDialog`'s `response` signal: the id of the response the player chose.
func onResponse(_ dialog: some CPointer, _ body: @escaping @MainActor (String) -> Void) {
  connect(dialog, "response", body as Response, thunk: address(responseThunk))
}

/// A `GSimpleAction`'s `activate` signal (its parameter is not used).
func onActivate(_ action: some CPointer, _ body: @escaping @MainActor () -> Void) {
  connect(action, "activate", body as Plain, thunk: address(notifyThunk))
}

/// A widget's `query-tooltip` signal: the handler fills the `GtkTooltip` and returns whether
/// to show it.
func onQueryTooltip(_ widget: some CPointer, _ body: @escaping @MainActor (OpaquePointer?) -> Bool)
{
  connect(widget, "query-tooltip", body as Tooltip, thunk: address(tooltipThunk))
}

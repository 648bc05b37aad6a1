import CGtk

/// A pointer to a C object as GTK hands them out: typed where the header defines the struct,
/// opaque where it does not. GObject casts are plain pointer conversions, so one protocol covers both.
protocol CPointer {
  init(rawAddress: UnsafeMutableRawPointer)
  var rawAddress: UnsafeMutableRawPointer { get }
}

extension UnsafeMutablePointer: CPointer {
  init(rawAddress: UnsafeMutableRawPointer) {
    self = rawAddress.assumingMemoryBound(to: Pointee.self)
  }
  var rawAddress: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
}

extension OpaquePointer: CPointer {
  init(rawAddress: UnsafeMutableRawPointer) { self.init(rawAddress) }
  var rawAddress: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
}

/// The same GObject seen as another type (the C `GTK_WIDGET (x)` casts, without the type check).
func cast<T: CPointer>(_ pointer: some CPointer) -> T {
  T(rawAddress: pointer.rawAddress)
}

/// Every view keeps its widgets as plain `GtkWidget *`.
typealias Widget = UnsafeMutablePointer<GtkWidget>

/// The same widget, typed for a call that wants a subclass pointer.
func widget(_ pointer: some CPointer) -> Widget { cast(pointer) }

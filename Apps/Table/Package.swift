// swift-tools-version:6.2
// The table server's transport: HTTP and WebSocket on libsoup 3, on the GLib main loop. A package
// of its own so the root package keeps building with the toolchain alone; this one needs
// `libsoup-3.0-dev` (pkg-config libsoup-3.0). It knows nothing of games: the table's messages and
// the authority that holds the games live in the root package's `Memorize` module.
import PackageDescription

let package = Package(
  name: "MemorizeTableApp",
  products: [
    .library(name: "TableServer", targets: ["TableServer"])
  ],
  dependencies: [
    // The game side (the table's messages and authority) and the `memorize-table` executable
    // that joins it to this transport will come from here.
    .package(name: "Memorize", path: "../..")
  ],
  targets: [
    // libsoup 3 (which brings GIO, GObject and GLib) through pkg-config, plus a header of shims
    // for macros and variadics.
    .systemLibrary(
      name: "CSoup", pkgConfig: "libsoup-3.0", providers: [.apt(["libsoup-3.0-dev"])]),
    // WebSocket connections and a few static resources, with bounds on sizes, rates and numbers;
    // messages are opaque text to it.
    .target(
      name: "TableServer", dependencies: ["CSoup"],
      swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]),
    // Real servers and libsoup's own clients on loopback (127.0.0.1 and ::1).
    .testTarget(name: "TableServerTests", dependencies: ["TableServer", "CSoup"]),
  ],
  swiftLanguageModes: [.v6]
)

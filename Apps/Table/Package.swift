// swift-tools-version:6.2
// The table server's transport: HTTP and WebSocket on libsoup 3, on the GLib main loop. A package
// of its own so the root package keeps building with the toolchain alone; this one needs
// `libsoup-3.0-dev` (pkg-config libsoup-3.0) and, for the join link's QR code, `libqrencode-dev`
// (pkg-config libqrencode). It knows nothing of games: the table's messages and
// the authority that holds the games live in the root package's `Memorize` module.
import PackageDescription

let package = Package(
  name: "MemorizeTableApp",
  products: [
    .executable(name: "memorize-table", targets: ["memorize-table"]),
    .library(name: "TableServer", targets: ["TableServer"]),
  ],
  dependencies: [
    // The game side: the table's messages and authority (Memorize), and the client the
    // end-to-end tests drive beside the real `memorize` (TableNetwork).
    .package(name: "Memorize", path: "../..")
  ],
  targets: [
    // libsoup 3 (which brings GIO, GObject and GLib) through pkg-config, plus a header of shims
    // for macros and variadics.
    .systemLibrary(
      name: "CSoup", pkgConfig: "libsoup-3.0", providers: [.apt(["libsoup-3.0-dev"])]),
    // libqrencode, which makes the QR code of the join link memorize-table draws in a terminal.
    .systemLibrary(
      name: "CQRencode", pkgConfig: "libqrencode", providers: [.apt(["libqrencode-dev"])]),
    // WebSocket connections and a few static resources, with bounds on sizes, rates and numbers;
    // messages are opaque text to it.
    .target(
      name: "TableServer", dependencies: ["CSoup"],
      swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]),
    // The table's authority on the network: connections handed to Memorize's TableHost, its
    // answers sent back, its clock woken; the command line of memorize-table, its join links and
    // their QR code (TerminalKit tells whether the terminal's locale can show one).
    .target(
      name: "TableApp",
      dependencies: [
        "TableServer", "CQRencode", .product(name: "Memorize", package: "Memorize"),
        .product(name: "TerminalKit", package: "Memorize"),
      ],
      swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]),
    // The browser face: the page, its style and its script (Web/), embedded in the program as
    // bytes so memorize-table serves them with no file beside it; and the page's few words,
    // made from the catalog when the table starts.
    .target(
      name: "WebFace",
      dependencies: ["TableServer", .product(name: "Memorize", package: "Memorize")],
      path: "Web",
      resources: [.embedInCode("index.html"), .embedInCode("app.js"), .embedInCode("style.css")],
      swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]),
    // The executable: wiring only.
    .executableTarget(
      name: "memorize-table",
      dependencies: [
        "TableApp", "TableServer", "WebFace", "CSoup",
        .product(name: "Memorize", package: "Memorize"),
        .product(name: "TerminalKit", package: "Memorize"),
      ]),
    // The real memorize-table and real memorize --join processes on 127.0.0.1, with a client the
    // test drives beside them.
    .testTarget(
      name: "TableAppTests",
      dependencies: [
        "TableApp", "TableServer", "WebFace", .product(name: "Memorize", package: "Memorize"),
        .product(name: "TableNetwork", package: "Memorize"),
      ]),
    // Real servers and libsoup's own clients on loopback (127.0.0.1 and ::1).
    .testTarget(name: "TableServerTests", dependencies: ["TableServer", "CSoup"]),
  ],
  swiftLanguageModes: [.v6]
)

// swift-tools-version:6.2
// memorize-gtk: the Memorize view models in a GTK 4 desktop window. A package of its own so the root
// package keeps building with the toolchain alone; this one needs `libadwaita-1-dev` (pkg-config libadwaita-1, which brings GTK 4).
import PackageDescription

let package = Package(
  name: "MemorizeGTKApp",
  products: [
    .executable(name: "memorize-gtk", targets: ["memorize-gtk"]),
    .executable(name: "memorize-gtk-baseline", targets: ["memorize-gtk-baseline"]),
  ],
  dependencies: [
    .package(name: "Memorize", path: "../..")
  ],
  targets: [
    // libadwaita, GTK 4, Cairo and Pango through pkg-config, plus a header of shims for macros
    // and variadics.
    .systemLibrary(
      name: "CGtk", pkgConfig: "libadwaita-1", providers: [.apt(["libadwaita-1-dev"])]),
    // The window's views: they draw view-model state and call view-model intents, nothing else.
    .target(
      name: "MemorizeGTK",
      dependencies: [
        "CGtk",
        .product(name: "Memorize", package: "Memorize"),
        .product(name: "MemorizeBuild", package: "Memorize"),
        // The locale's charset, for the lines written to the shell.
        .product(name: "TerminalKit", package: "Memorize"),
      ],
      swiftSettings: [
        .defaultIsolation(MainActor.self), .enableUpcomingFeature("MemberImportVisibility"),
      ]),
    // The executable: argument parsing and wiring, nothing else.
    .executableTarget(
      name: "memorize-gtk",
      dependencies: ["MemorizeGTK", .product(name: "TerminalKit", package: "Memorize")],
      swiftSettings: [.defaultIsolation(MainActor.self)]),
    // A bare GTK 4 window (16 cards, one emoji label) the benchmarks compare memorize-gtk with.
    .executableTarget(name: "memorize-gtk-baseline", dependencies: ["CGtk"]),
    // Unit tests of the view layer's pure parts: layout, motion, labels, options.
    .testTarget(name: "MemorizeGTKTests", dependencies: ["MemorizeGTK"]),
    // Drives the real binary under Xvfb with X events and judges screenshots by pixel colour.
    .testTarget(
      name: "WindowTests",
      dependencies: [
        .product(name: "Memorize", package: "Memorize"),
        .product(name: "CardGames", package: "Memorize"),
        .product(name: "TableNetwork", package: "Memorize"),
        .product(name: "TerminalKit", package: "Memorize"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)

// swift-tools-version:6.0
// Memorize: the card-matching games of CS193P. Toolchain only — no outside packages.
import PackageDescription

// The light binary's memory (issue 28): in release builds on Linux every function gets a section
// of its own, and lld places the functions a game runs together (Packaging/memorize.order), so a
// game faults in far fewer 64 KB blocks of code; and the C++ library the Swift runtime uses is
// linked in. See BENCHMARKS.md.
let packageRoot = String(#filePath.dropLast("Package.swift".count))
let functionSections: [SwiftSetting] = [
  .unsafeFlags(
    ["-Xfrontend", "-function-sections"], .when(platforms: [.linux], configuration: .release))
]
let gameOrder: [LinkerSetting] = [
  .unsafeFlags(
    [
      "-use-ld=lld", "-Xlinker", "--symbol-ordering-file=\(packageRoot)Packaging/memorize.order",
      "-Xlinker", "--no-warn-symbol-ordering",
      // libstdc++ linked in (Debian 12's GCC 12 archive, through the link in that folder): the
      // shared one cost a game 1 MB of its tables. Where the link leads nowhere, the shared one.
      "-L\(packageRoot)Packaging/static-libstdc++",
      // --static-swift-stdlib exports every symbol of the executable; the loader's look-ups then
      // read all 0.5 MB of those tables. Nothing looks our symbols up by name.
      "-Xlinker", "--no-export-dynamic",
    ], .when(platforms: [.linux], configuration: .release))
]

let package = Package(
  name: "Memorize",
  products: [
    .library(name: "CardGames", targets: ["CardGames"]),
    .library(name: "Memorize", targets: ["Memorize"]),
    .library(name: "TerminalKit", targets: ["TerminalKit"]),
    .library(name: "MemorizeTerminal", targets: ["MemorizeTerminal"]),
    .library(name: "MemorizeBuild", targets: ["MemorizeBuild"]),
    .library(name: "TableNetwork", targets: ["TableNetwork"]),
    .executable(name: "memorize", targets: ["memorize"]),
    .executable(name: "memorize-bench", targets: ["memorize-bench"]),
  ],
  targets: [
    // Model: the rules of every game. Foundation at most.
    // Rounding in the rules calls the C maths library, which Linux links only when asked.
    .target(
      name: "CardGames", swiftSettings: functionSections,
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
    // View models: intents, themes, navigation, clock, saving, statistics.
    // (TableNetwork for the link a joined face keeps with a shared table, whatever the face.)
    .target(
      name: "Memorize", dependencies: ["CardGames", "TableNetwork"],
      swiftSettings: functionSections),
    // The commit a build comes from, for --version; written at build time by the plugin below.
    .target(name: "MemorizeBuild", plugins: ["RecordBuildCommit"]),
    .plugin(name: "RecordBuildCommit", capability: .buildTool()),
    // A WebSocket client over a plain socket, for a face joining a shared table. Knows no game.
    .target(name: "TableNetwork", swiftSettings: functionSections),
    // Generic terminal views: modes, input, cells, width, diff renderer, colour.
    .target(name: "TerminalKit", swiftSettings: functionSections),
    // Terminal screens for the games.
    .target(
      name: "MemorizeTerminal",
      dependencies: ["Memorize", "TerminalKit", "MemorizeBuild", "TableNetwork"],
      swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")] + functionSections),
    // Shared test support: an in-memory terminal and recorded snapshot files.
    .target(
      name: "TerminalTestSupport", dependencies: ["TerminalKit"], path: "Tests/TerminalTestSupport"),
    .executableTarget(
      name: "memorize", dependencies: ["CardGames", "Memorize", "TerminalKit", "MemorizeTerminal"],
      swiftSettings: functionSections, linkerSettings: gameOrder),
    // Benchmarks; ncurses (libncurses-dev) is the baseline the renderer is measured against.
    // Its CursesGame folder holds the baseline game in C, which the bench compiles when it runs.
    .executableTarget(
      name: "memorize-bench",
      dependencies: [
        "CardGames", "Memorize", "TerminalKit", "MemorizeTerminal", "CNcurses", "TableNetwork",
      ],
      exclude: ["CursesGame"]),
    .systemLibrary(name: "CNcurses", path: "Sources/CNcurses"),
    .testTarget(name: "CardGamesTests", dependencies: ["CardGames"]),
    .testTarget(name: "TableNetworkTests", dependencies: ["TableNetwork"]),
    .testTarget(
      name: "MemorizeTests", dependencies: ["Memorize"],
      exclude: ["Themes/Files", "Saving/Files", "Table/Golden"]),
    .testTarget(
      name: "TerminalKitTests", dependencies: ["TerminalKit", "TerminalTestSupport"],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "MemorizeTerminalTests",
      dependencies: ["MemorizeTerminal", "TerminalTestSupport", "TableNetwork"],
      exclude: ["__Snapshots__"]),
    .testTarget(name: "EndToEndTests", dependencies: []),
    // The DocC articles' code excerpts, checked against the sources they quote.
    .testTarget(name: "DocumentationTests", dependencies: []),
  ],
  swiftLanguageModes: [.v6]
)

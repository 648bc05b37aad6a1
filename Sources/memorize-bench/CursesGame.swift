import Foundation

/// The baseline game: `CursesGame/concentration.c`, a small Concentration game drawn with
/// ncurses the usual way (everything into `stdscr`, then `refresh`), compiled here at run time
/// and played by the same player through the same pseudo-terminal as `memorize`.
enum CursesGame {
  /// The C source, beside this file in the package.
  static let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("CursesGame/concentration.c")

  /// Compiles the game into `directory` with the first C compiler found; the path of the
  /// program, or why it could not be built.
  static func build(into directory: URL) -> Result<String, BuildError> {
    guard FileManager.default.fileExists(atPath: source.path) else {
      return .failure(BuildError(description: "no source at \(source.path)"))
    }
    let output = directory.appendingPathComponent("concentration").path
    var tried: [String] = []
    for compiler in ["cc", "clang", "gcc"] {
      guard let path = executable(named: compiler) else { continue }
      tried.append(path)
      let process = Process()
      process.executableURL = URL(fileURLWithPath: path)
      process.arguments = ["-O2", "-o", output, source.path, "-lncursesw", "-ltinfo"]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      do { try process.run() } catch { continue }
      process.waitUntilExit()
      if process.terminationStatus == 0 { return .success(output) }
    }
    return .failure(
      BuildError(
        description: tried.isEmpty
          ? "no C compiler (cc, clang, gcc) on PATH"
          : "\(tried.joined(separator: ", ")) could not build it (is libncurses-dev installed?)"))
  }

  struct BuildError: Error, CustomStringConvertible {
    var description: String
  }

  /// The game's cards by position, as the pair each belongs to: SplitMix64 seeded with `seed`,
  /// then a Fisher–Yates shuffle from the last card down, exactly as `deal` in the C source.
  static func deal(seed: UInt64, pairs: Int = 8) -> [Int] {
    var state = seed
    func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    var cards = (0..<(2 * pairs)).map { $0 / 2 }
    for index in stride(from: cards.count - 1, to: 0, by: -1) {
      let other = Int(next() % UInt64(index + 1))
      cards.swapAt(index, other)
    }
    return cards
  }

  /// Cards per row at `width` columns, as `lay_out` in the C source decides.
  static func columns(width: Int) -> Int { width >= 8 * 9 ? 8 : 4 }

  private static func executable(named name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
      let candidate = "\(directory)/\(name)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }
}

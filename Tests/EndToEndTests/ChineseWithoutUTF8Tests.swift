import Foundation
import Testing

/// Chinese asked for in a locale whose charset has no Chinese (`LANG=C --language zh_CN`): the
/// program speaks English and says why in one line, on the full screen and in `--plain`,
/// instead of drawing question marks or sending UTF-8 the terminal misreads. (GB locales carry
/// Chinese: see `GBLocaleTests`.)
@Suite("Chinese in a locale that is not UTF-8", .serialized)
struct ChineseWithoutUTF8Tests {
  static let notice =
    "Chinese needs a locale such as zh_CN.UTF-8 or zh_CN.GB18030; the games speak English here."

  /// The settings that ask for Chinese without UTF-8: `zh_CN.GB18030` is compiled into a
  /// temporary `LOCPATH` when `localedef` is here, so the program reads its real codeset;
  /// without `localedef` the name alone says GB18030 (an uninstalled locale is judged by it).
  static let settings: [([String], [String: String])] = [
    (["--language", "zh_CN"], ["LANG": "C"]),
    (["--language", "zh_CN"], ["LC_ALL": "C", "LANG": "zh_CN.UTF-8"]),
  ]

  /// A `LOCPATH` holding `zh_CN.GB18030`, or `nil` when `localedef` is missing.
  static func gb18030Locales(in folder: TemporaryFolder) throws -> String? {
    try locales(in: folder, charmap: "GB18030", name: "zh_CN.GB18030")
  }

  /// A `LOCPATH` holding the locale `name` (`zh_CN` with `charmap`, such as `zh_CN` in GB2312
  /// as glibc's own is), or `nil` when `localedef` is missing.
  static func locales(in folder: TemporaryFolder, charmap: String, name: String) throws -> String? {
    guard Executables.areInstalled("localedef") else { return nil }
    let locales = folder.file("locales")
    try FileManager.default.createDirectory(at: locales, withIntermediateDirectories: true)
    let result = try runToEnd(
      try Executables.tool("localedef"),
      ["-f", charmap, "-i", "zh_CN", locales.appendingPathComponent(name).path],
      environment: ["PATH": "/usr/bin:/bin"], in: folder, timeout: .seconds(60))
    // localedef warns (status 1) about characters it cannot map yet still writes the locale.
    try #require(
      FileManager.default.fileExists(atPath: locales.appendingPathComponent(name).path),
      "localedef: \(result.errorLines)")
    return locales.path
  }

  private static func hasHan(_ text: String) -> Bool {
    text.unicodeScalars.contains { (0x3000...0x9FFF).contains($0.value) || $0.value >= 0xFF00 }
  }

  @Test("--plain speaks English, says why on standard error, and sends only ASCII")
  func plain() throws {
    let localeFolder = try TemporaryFolder()
    defer { withExtendedLifetime(localeFolder) {} }
    let locales = try Self.gb18030Locales(in: localeFolder)
    for (arguments, variables) in Self.settings {
      let folder = try TemporaryFolder()
      var environment = folder.programEnvironment(term: "xterm-256color")
      environment.merge(variables) { _, new in new }
      if let locales { environment["LOCPATH"] = locales }
      let result = try runToEnd(
        try Executables.memorize(),
        arguments + ["--plain", "--theme", "animals", "--pairs", "2", "--seed", "1"],
        environment: environment, in: folder, input: "board\nquit\n")
      #expect(result.status == 0, "\(variables)")
      // Why English, and why letters stand for the emoji (as on the full screen).
      #expect(
        result.errorLines == [
          "memorize: \(Self.notice)",
          "memorize: Cards show letters for emoji: the terminal's character set is not UTF-8.",
        ], "\(variables)")
      #expect(!(result.standardOutput + result.standardError).contains { $0 >= 0x80 })
      #expect(result.outputLines.contains("Score: 0 Flips: 0"), "\(result.outputLines)")
      let output = result.outputLines.joined(separator: "\n")
      #expect(!Self.hasHan(output), "\(variables): \(output)")
    }
  }

  @Test("The full screen speaks English and shows why above the tabs; no question marks")
  func fullScreen() throws {
    let localeFolder = try TemporaryFolder()
    defer { withExtendedLifetime(localeFolder) {} }
    let locales = try Self.gb18030Locales(in: localeFolder)
    for (arguments, variables) in Self.settings {
      var environment = variables
      if let locales { environment["LOCPATH"] = locales }
      let app = try MemorizeInTmux(
        arguments: arguments + ["--theme", "animals", "--pairs", "2", "--seed", "1"],
        width: 100, height: 24, environment: environment)
      defer { app.close() }
      let screen = try app.tmux.waitForScreen("the notice above the tabs") { screen in
        screen.lines.contains { $0.contains("! Chinese needs a locale such as zh_CN.UTF-8") }
          ? screen : nil
      }
      #expect(screen.lines.first?.hasPrefix(" Memorize . Animals") == true, "\(screen.lines)")
      #expect(!screen.lines.contains { $0.contains("? ?") || Self.hasHan($0) }, "\(screen.lines)")
    }
  }
}

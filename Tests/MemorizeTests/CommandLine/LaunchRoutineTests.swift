import Foundation
import Testing

@testable import Memorize

/// Issue 22: `memorize` and `memorize-gtk` answer their command lines through one routine, so help,
/// version, completion, the theme lists and a bad flag behave the same in both.
@Suite("One launch routine for both programs")
struct LaunchRoutineTests {
  /// What one call of the routine printed and decided.
  private struct Answer {
    var step: LaunchStep
    var output: [String] = []
    var errors: [String] = []
  }

  private func answer(
    _ frontEnd: FrontEnd, _ arguments: [String], environment: [String: String] = [:]
  ) -> Answer {
    var output: [String] = []
    var errors: [String] = []
    let step = frontEnd.answer(
      arguments, environment: environment, commit: "abc1234",
      standardOutput: { output.append($0) }, standardError: { errors.append($0) })
    return Answer(step: step, output: output, errors: errors)
  }

  @Test("A bad flag: one line naming it, then the usage, status 2", arguments: FrontEnd.allCases)
  func badFlag(frontEnd: FrontEnd) {
    let result = answer(frontEnd, ["--bogus"])
    #expect(result.step == .exit(2))
    #expect(result.output.isEmpty)
    #expect(
      result.errors == ["\(frontEnd.programName): unknown option “--bogus”", frontEnd.usage])
  }

  @Test("Version and help go to standard output, status 0", arguments: FrontEnd.allCases)
  func versionAndHelp(frontEnd: FrontEnd) {
    let version = answer(frontEnd, ["--version"])
    #expect(version.step == .exit(0))
    #expect(version.output == ["\(frontEnd.programName) \(Release.version) (commit abc1234)"])
    #expect(version.errors.isEmpty)
    let help = answer(frontEnd, ["--help"])
    #expect(help.step == .exit(0))
    #expect(help.output == [frontEnd.help])
  }

  @Test("A command line that plays is handed back parsed", arguments: FrontEnd.allCases)
  func plays(frontEnd: FrontEnd) throws {
    let result = answer(frontEnd, ["--seed", "3", "--game", "set"])
    guard case .play(let options) = result.step else {
      Issue.record("expected to play, got \(result.step)")
      return
    }
    #expect(options.seed == 3)
    #expect(options.game == .set)
    #expect(result.output.isEmpty && result.errors.isEmpty)
  }

  @Test(
    "Theme names are cleaned the same way in both programs: a bidi mark cannot reorder the line",
    arguments: FrontEnd.allCases)
  func themeNamesAreCleaned(frontEnd: FrontEnd) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let config = directory.file("config/memorize")
    try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
    let file = """
      {"version": 2, "themes": [{"id": "p", "name": "Fr\u{202E}uit\u{200F}", \
      "emoji": ["🍎", "🍐", "🍊"], "pairs": 3, "color": "#4A90E2"}]}
      """
    try Data(file.utf8).write(to: config.appendingPathComponent("themes.json"))
    let environment = [
      "HOME": directory.url.path, "XDG_CONFIG_HOME": directory.file("config").path,
    ]

    let names = answer(frontEnd, ["--list-theme-names"], environment: environment)

    #expect(names.step == .exit(0))
    // Reading the file drops the override from the name; listing marks the right-to-left mark,
    // which a name may hold but a terminal must not receive.
    #expect(names.output == ["Fruit\u{FFFD}"])
    #expect(
      names.errors == [
        "\(frontEnd.programName): Repaired themes.json: theme 1 (“Fruit\u{FFFD}”): removed "
          + "control characters from the name; changes will not be saved"
      ])
  }

  @Test("Printable text keeps emoji joiners and flags, and marks controls and bidi overrides")
  func printable() {
    #expect("👩‍👩‍👧 🏴󠁧󠁢󠁳󠁣󠁴󠁿".printable == "👩‍👩‍👧 🏴󠁧󠁢󠁳󠁣󠁴󠁿")
    #expect(
      "a\u{1B}[2Jb\u{9B}c\u{2066}d\u{2028}e".printable
        == "a\u{FFFD}[2Jb\u{FFFD}c\u{FFFD}d\u{FFFD}e")
  }
}

import Foundation
import Testing

/// The command line's contract: exit statuses and what goes to which stream.
@Suite("Command line")
struct CommandLineTests {
  /// Runs `memorize arguments` with pipes (so not on a terminal) and fresh XDG folders.
  private func memorize(_ arguments: [String], term: String = "xterm-256color") throws -> Finished {
    let folder = try TemporaryFolder()
    return try runToEnd(
      try Executables.memorize(), arguments, environment: folder.programEnvironment(term: term),
      in: folder)
  }

  @Test(
    "A bad command line exits 2 with one error line, then the usage, on standard error",
    arguments: [
      ["--bogus"], ["--pairs", "1"], ["--pairs", "many"], ["--seed", "-3"], ["--game", "poker"],
      ["--theme"], ["--plain=yes"], ["--game", "set", "--pairs", "3"],
      ["--plain", "--theme", "no such theme"], ["--plain", "--players", "Ana,Ana"],
      ["--players", "Ana,Ana"],
    ])
  func badFlags(_ arguments: [String]) throws {
    let result = try memorize(arguments)
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty, "nothing on standard output")
    let lines = result.errorLines
    try #require(lines.count >= 2, "an error line and the usage: \(lines)")
    #expect(lines[0].hasPrefix("memorize: "), "the error names the program: \(lines[0])")
    #expect(lines[1].hasPrefix("usage: memorize"), "the usage follows at once: \(lines[1])")
    #expect(
      lines.dropFirst().allSatisfy { !$0.hasPrefix("memorize:") }, "exactly one error line")
    // The usage is the same text --help prints.
    let help = try memorize(["--help"]).outputText
    #expect(help.contains(lines.dropFirst().joined(separator: "\n")))
  }

  @Test("--help, --version and --list-themes exit 0 and print to standard output only")
  func informationFlags() throws {
    let help = try memorize(["--help"])
    #expect(help.status == 0)
    #expect(help.standardError.isEmpty)
    #expect(help.outputLines.contains { $0.hasPrefix("usage: memorize") })

    let version = try memorize(["--version"])
    #expect(version.status == 0)
    #expect(version.standardError.isEmpty)
    #expect(version.outputLines.count == 1)
    #expect(
      version.outputText.wholeMatch(
        of: #/memorize \d+\.\d+\.\d+ \((commit [0-9a-f]{7,40}|unknown commit)\)\n/#) != nil,
      "version line: \(version.outputText)")

    let themes = try memorize(["--list-themes"])
    #expect(themes.status == 0)
    #expect(themes.standardError.isEmpty)
    #expect(themes.outputLines.count >= 2)
    for line in themes.outputLines {
      #expect(line.wholeMatch(of: #/[^:]+: \d+ pairs, .+/#) != nil, "theme line: \(line)")
    }
    #expect(themes.outputLines.contains { $0.hasPrefix("Animals: ") })
  }

  /// Issue 23: an over-long --name was quoted cut at 60 characters with no mark.
  @Test("A bad --name exits 2 quoting it whole, or cut and marked")
  func badName() throws {
    let long = String(repeating: "Bartholomew ", count: 6)
    for (name, quoted) in [
      (long, String(repeating: "Bartholomew ", count: 5) + "…"), ("Ana\u{1B}[2J", "Ana?[2J"),
      ("Bartholomew Montgomery", "Bartholomew Montgomery"),
    ] {
      let result = try memorize(["--join", "127.0.0.1:7077", "--code", "BLUE-42", "--name", name])
      #expect(result.status == 2)
      #expect(
        result.errorLines.first
          == "memorize: --name needs 1 to 20 printable characters, not “\(quoted)”")
    }
  }

  @Test("Without a terminal on standard output, and without --plain, exit 2 pointing at --plain")
  func notATerminal() throws {
    let result = try memorize(["--theme", "animals"])
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(result.errorLines.count == 1, "one line: \(result.errorLines)")
    #expect(result.errorText.contains("--plain"))
    #expect(result.errorText.contains("not a terminal"))
  }

  @Test("TERM=dumb through pipes: exit 2 with one line pointing at --plain")
  func dumbTerminalThroughPipes() throws {
    let result = try memorize([], term: "dumb")
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(result.errorLines.count == 1, "one line: \(result.errorLines)")
    #expect(result.errorText.contains("TERM=dumb"))
    #expect(result.errorText.contains("--plain"))
  }

  @Test("An unknown theme on a real terminal: exit 2, one error line and the usage, nothing drawn")
  func unknownThemeOnATerminal() throws {
    let app = try MemorizeInTmux(arguments: ["--theme", "no such theme"])
    defer { app.close() }
    let exit = try app.waitForExit()
    #expect(exit.status == 2)
    let lines = Finished.lines(exit.standardError)
    try #require(lines.count >= 2, "an error line and the usage: \(lines)")
    #expect(lines[0] == "memorize: unknown theme “no such theme”; see memorize --list-themes")
    #expect(lines[1].hasPrefix("usage: memorize"))
    #expect(exit.sttyAfter == exit.sttyBefore)
    #expect(try app.screenModes() == .shell)
    #expect(!exit.screen.contains("Score"))
  }

  @Test("TERM=dumb on a real terminal: exit 2 with one line, terminal untouched")
  func dumbTerminalOnATerminal() throws {
    let app = try MemorizeInTmux(arguments: ["--theme", "animals"], term: "dumb")
    defer { app.close() }
    let exit = try app.waitForExit()
    #expect(exit.status == 2)
    let lines = Finished.lines(exit.standardError)
    #expect(lines.count == 1, "one line: \(lines)")
    #expect(exit.standardError.contains("TERM=dumb"))
    #expect(exit.standardError.contains("--plain"))
    #expect(exit.sttyAfter == exit.sttyBefore)
    #expect(try app.screenModes() == .shell)
  }
}

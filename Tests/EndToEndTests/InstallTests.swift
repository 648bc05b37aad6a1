import Foundation
import Testing

/// What an installed `memorize` offers besides the game: its version and commit, shell completion
/// that knows the player's own themes, and manual pages that pass `mandoc -T lint`.
@Suite("Install")
struct InstallTests {
  /// A theme file of the player's own, in the version-1 format every release reads, with a theme
  /// whose name has a space in it.
  private func folderWithOwnTheme() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    let themes = folder.file("config/memorize")
    try FileManager.default.createDirectory(at: themes, withIntermediateDirectories: true)
    let document = """
      {"version": 1, "removedEmoji": {}, "themes": [
        {"id": "cats", "name": "My Cats", "emoji": ["🐱", "😺", "😸"], "pairs": {"allEmoji": {}},
         "color": {"red": 1, "green": 0.5, "blue": 0, "alpha": 1}},
        {"id": "animals", "name": "Animals", "emoji": ["🐶", "🐭", "🦊"], "pairs": {"allEmoji": {}},
         "color": {"red": 0, "green": 0.5, "blue": 0, "alpha": 1}}
      ]}
      """
    try Data(document.utf8).write(to: themes.appendingPathComponent("themes.json"))
    return folder
  }

  private func run(_ tool: String, _ arguments: [String], in folder: TemporaryFolder) throws
    -> Finished
  {
    try runToEnd(
      try Executables.tool(tool), arguments, environment: folder.programEnvironment(term: "dumb"),
      in: folder)
  }

  @Test("--version names the commit of the checkout it was built from")
  func versionNamesTheCommit() throws {
    let folder = try TemporaryFolder()
    let root = try #require(Executables.packageRoot())
    let git = try? run("git", ["-C", root.path, "rev-parse", "--short=12", "HEAD"], in: folder)
    let commit = git.flatMap { $0.status == 0 ? $0.outputLines.first : nil }
    let version = try runToEnd(
      try Executables.memorize(), ["--version"],
      environment: folder.programEnvironment(term: "dumb"), in: folder)
    #expect(version.status == 0)
    let expected = commit.map { "commit \($0)" } ?? "unknown commit"
    #expect(version.outputText.hasSuffix(" (\(expected))\n"), "got: \(version.outputText)")
  }

  @Test("Bash completion offers flags, games, levels and the player's own themes")
  func bashCompletion() throws {
    let folder = try folderWithOwnTheme()
    let memorize = try Executables.memorize()
    let script = try runToEnd(
      memorize, ["--completion", "bash"], environment: folder.programEnvironment(term: "dumb"),
      in: folder)
    #expect(script.status == 0)
    try script.standardOutput.write(to: folder.file("memorize.bash"))
    // Each `ask` sets the words as bash would for Tab after them and prints the offers, one line.
    let queries = """
      source \(shellQuoted(folder.file("memorize.bash").path))
      complete -p memorize
      ask() {
        COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMPREPLY=(x)
        _memorize
        echo "${COMPREPLY[*]}"
      }
      m=\(shellQuoted(memorize.path))
      ask "$m" --ga
      ask "$m" --list-theme
      ask "$m" --game m
      ask "$m" --game = s
      ask "$m" --vs-computer ''
      ask "$m" --theme My
      ask "$m" --theme ''
      ask "$m" --theme=A
      ask "$m" --pairs ''
      ask "$m" --completion z
      """
    let result = try run("bash", ["--norc", "--noprofile", "-c", queries], in: folder)
    #expect(result.errorText == "")
    #expect(
      result.outputLines == [
        "complete -F _memorize memorize",
        "--game",
        "--list-themes --list-theme-names",
        "memorize matchismo",
        "set",
        "perfect good casual forgetful",
        "My\\ Cats",
        "My\\ Cats Animals",
        "--theme=Animals",
        "",
        "zsh",
      ])
  }

  @Test(
    "The zsh and fish scripts load, and fish offers the player's themes",
    .enabled(
      if: Executables.areInstalled("zsh", "fish"),
      "needs zsh and fish, which this machine lacks (.ci/run installs them)"))
  func zshAndFish() throws {
    let folder = try folderWithOwnTheme()
    let memorize = try Executables.memorize()
    for shell in ["zsh", "fish"] {
      let script = try runToEnd(
        memorize, ["--completion", shell], environment: folder.programEnvironment(term: "dumb"),
        in: folder)
      try script.standardOutput.write(to: folder.file("memorize.\(shell)"))
      let check = try run(shell, ["-n", folder.file("memorize.\(shell)").path], in: folder)
      #expect(check.status == 0, "\(shell) -n: \(check.errorText)")
    }
    // fish completes through `memorize` on PATH, as an installed one would be.
    var environment = folder.programEnvironment(term: "dumb")
    environment["PATH"] =
      memorize.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "")
    let fish = try runToEnd(
      try Executables.tool("fish"),
      [
        "--no-config", "-c",
        "source \(shellQuoted(folder.file("memorize.fish").path)); complete -C 'memorize --theme '; complete -C 'memorize --vs'",
      ], environment: environment, in: folder)
    #expect(fish.errorText == "")
    #expect(
      fish.outputLines == [
        "Animals", "My Cats",
        "--vs-computer\tAdd a computer opponent: perfect, good, casual or forgetful.",
      ])
  }

  @Test(
    "The manual pages, English and Chinese, pass mandoc -T lint and render with man -l without a warning",
    .enabled(
      if: Executables.areInstalled("mandoc", "man"),
      "needs mandoc and man, which this machine lacks (.ci/run installs them)"))
  func manualPages() throws {
    let folder = try TemporaryFolder()
    let root = try #require(Executables.packageRoot())
    for page in ["memorize.6", "memorize-gtk.6", "zh_CN/memorize.6", "zh_CN/memorize-gtk.6"] {
      let path = root.appendingPathComponent("Packaging/man/\(page)").path
      let lint = try run("mandoc", ["-T", "lint", "-W", "warning", path], in: folder)
      #expect(lint.status == 0, "mandoc -T lint \(page): \(lint.outputText)\(lint.errorText)")
      var environment = folder.programEnvironment(term: "dumb")
      environment["MANWIDTH"] = "80"
      let man = try runToEnd(
        try Executables.tool("man"), ["-l", path], environment: environment, in: folder)
      #expect(man.status == 0)
      #expect(man.errorText == "", "man -l \(page) warned: \(man.errorText)")
      #expect(man.outputText.contains("EXIT STATUS"))
      #expect(man.outputText.contains("--vs-computer LEVEL"))
      // po/STYLE.zh_CN.md rule 3 on the page as read: no space inside full-width parentheses
      // (a macro line after a text line's "（" puts one there).
      let spaced = man.outputText.split(separator: "\n").filter {
        let text = $0.drop { $0 == " " }
        return text.contains("（ ") || text.contains(" ）")
      }
      #expect(spaced.isEmpty, "\(page): \(spaced)")
    }
  }
}

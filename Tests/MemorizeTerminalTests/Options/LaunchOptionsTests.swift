import Memorize
import MemorizeTerminal
import Testing

@Suite("Command-line options")
struct LaunchOptionsTests {
  @Test("Every option parses, in both --name value and --name=value forms")
  func parses() throws {
    let options = try LaunchOptions.parse([
      "--game", "memorize", "--theme=Sports", "--pairs", "6", "--seed=42", "--time-bonus",
      "--plain", "--no-color",
    ])
    var expected = LaunchOptions()
    expected.game = .memorize
    expected.themeName = "Sports"
    expected.pairs = 6
    expected.seed = 42
    expected.timeBonus = true
    expected.plain = true
    expected.noColor = true
    #expect(options == expected)
    #expect(options.startsNewGame)
    #expect(try LaunchOptions.parse([]) == LaunchOptions())
    #expect(try LaunchOptions.parse(["--list-themes"]).action == .listThemes)
    #expect(try LaunchOptions.parse(["--help"]).action == .help)
    #expect(try LaunchOptions.parse(["--version"]).action == .version)
    #expect(try LaunchOptions.parse(["--game", "SET"]).game == .set)
  }

  @Test("Players and a computer opponent make the table")
  func players() throws {
    let options = try LaunchOptions.parse(["--players", "Ana, Ben", "--vs-computer", "casual"])
    #expect(options.players?.filter { !$0.isComputer }.map(\.name) == ["Ana", "Ben"])
    #expect(options.players?.map(\.name) == ["Ana", "Ben", "Computer (casual)"])
    #expect(options.players?.map(\.computerLevel) == [nil, nil, .casual])
    #expect(options.startsNewGame)
    #expect(
      try LaunchOptions.parse(["--vs-computer", "perfect"]).players?.map(\.name) == [
        "You", "Computer (perfect)",
      ])
    #expect(try LaunchOptions.parse([]).players == nil)
  }

  @Test(
    "Bad options name the problem in one line",
    arguments: [
      (["--frobnicate"], "unknown option '--frobnicate'"),
      (["--pairs", "1"], "--pairs must be a whole number from 2 to 100, not '1'"),
      (["--pairs", "many"], "--pairs must be a whole number from 2 to 100, not 'many'"),
      (["--seed", "-3"], "--seed must be a whole number from 0 to 18446744073709551615, not '-3'"),
      (["--seed", "--plain"], "--seed needs a value"),
      (["--seed", "x"], "--seed must be a whole number from 0 to 18446744073709551615, not 'x'"),
      (["--game", "poker"], "--game must be memorize, matchismo or set, not 'poker'"),
      (["--theme"], "--theme needs a value"),
      (["--plain=yes"], "--plain takes no value"),
      (
        ["--game", "set", "--theme", "Faces"],
        "--theme, --pairs and --time-bonus are for --game memorize"
      ),
      (
        ["--game", "set", "--vs-computer", "good"],
        "--players and --vs-computer are for --game memorize"
      ),
      (["--x\u{1B}[2J"], "unknown option '--x?[2J'"),
      (
        ["--vs-computer", "godlike"],
        "--vs-computer must be one of perfect, good, casual, forgetful, not 'godlike'"
      ),
      (["--players", "A,B,C,D", "--vs-computer", "good"], "a game seats at most 4 players, not 5"),
      (
        ["--players", "Ana,,Ben"],
        "--players needs names separated by commas, each 1 to 20 characters, not 'Ana,,Ben'"
      ),
    ])
  func errors(arguments: [String], message: String) {
    #expect(throws: LaunchOptions.UsageError(message: message)) {
      try LaunchOptions.parse(arguments)
    }
  }
}

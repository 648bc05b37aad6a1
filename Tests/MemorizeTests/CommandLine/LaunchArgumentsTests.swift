import Memorize
import Testing

@Suite("Command-line arguments")
struct LaunchArgumentsTests {
  func parse(_ arguments: [String]) throws(LaunchArgumentError) -> LaunchArguments {
    try LaunchArguments.parse(arguments, for: .terminal)
  }

  @Test("Every option parses, in both --name value and --name=value forms")
  func parses() throws {
    let options = try parse([
      "--game", "memorize", "--theme=Sports", "--pairs", "6", "--seed=42", "--time-bonus",
      "--plain", "--no-color", "--reduce-motion",
    ])
    var expected = LaunchArguments()
    expected.game = .memorize
    expected.themeName = "Sports"
    expected.pairs = 6
    expected.seed = 42
    expected.timeBonus = true
    expected.plain = true
    expected.noColor = true
    expected.reducesMotion = true
    #expect(options == expected)
    #expect(try parse([]) == LaunchArguments())
    #expect(try parse(["--list-themes"]).action == .listThemes)
    #expect(try parse(["--help"]).action == .help)
    #expect(try parse(["--version"]).action == .version)
    #expect(try parse(["-h"]).action == .help)
    #expect(try parse(["--list-theme-names"]).action == .listThemeNames)
    #expect(try parse(["--completion=zsh"]).action == .completion(.zsh))
    #expect(try parse(["--game", "SET"]).game == .set)
  }

  @Test("Players and a computer opponent make the table")
  func players() throws {
    let options = try parse(["--players", "Ana, Ben", "--vs-computer", "casual"])
    #expect(options.players?.filter { !$0.isComputer }.map(\.name) == ["Ana", "Ben"])
    #expect(options.players?.map(\.name) == ["Ana", "Ben", "Computer (casual)"])
    #expect(options.players?.map(\.computerLevel) == [nil, nil, .casual])
    #expect(
      try parse(["--vs-computer", "perfect"]).players?.map(\.name) == [
        "You", "Computer (perfect)",
      ])
    #expect(try parse([]).players == nil)
  }

  /// Issue 23's play-test: the full screen seated a person called "computer good", where the
  /// plain mode's `players` seats the computer: both now read a table through one parser.
  @Test("--players reads a computer seat as the plain mode's players does")
  func computerSeats() throws {
    let options = try parse(["--players", "Ana,computer good"])
    #expect(options.players?.map(\.name) == ["Ana", "Computer (good)"])
    #expect(options.players?.map(\.computerLevel) == [nil, .good])
    #expect(
      options.players?.map(\.name)
        == PlayersDraft(typed: "Ana,computer good").players?.map(\.name))
    // "computer" alone plays well; a second computer at that level is told apart by a number.
    let two = try parse(["--players", "computer, Ben", "--vs-computer", "good"])
    #expect(two.players?.map(\.name) == ["Computer (good)", "Ben", "Computer 2 (good)"])
    #expect(two.players?.map(\.computerLevel) == [.good, nil, .good])
    // A level nobody knows is no computer: a person of that name.
    #expect(
      try parse(["--players", "Ana, computer godlike"]).players?.map(\.computerLevel) == [nil, nil])
    // The Chinese list separators read as commas, as in the plain mode.
    #expect(
      try parse(["--players", "小红，小明、computer casual"]).players?.map(\.name) == [
        "小红", "小明", "Computer (casual)",
      ])
  }

  /// The play-test: `--players "小红，电脑 高手"` seated a person called "电脑 高手"; only the
  /// English "computer good" seated a computer, and the Chinese help showed only that.
  @Test("--players reads a computer seat in Chinese words too: 电脑 高手, 电脑高手, 电脑")
  func chineseComputerSeats() throws {
    let seats = try parse(["--players", "小红，电脑 高手，电脑完美, 电脑"]).players
    #expect(seats?.map(\.computerLevel) == [nil, .good, .perfect, .good])
    #expect(
      seats?.map(\.name) == ["小红", "Computer (good)", "Computer (perfect)", "Computer 2 (good)"])
    #expect(try parse(["--players", "Ana, Computer Casual"]).players?[1].computerLevel == .casual)
    // Names that only begin like the word stay names.
    #expect(
      try parse(["--players", "电脑迷, computers"]).players?.map(\.computerLevel) == [nil, nil])
    // The Chinese help shows the form it reads.
    let help = Localization.withLanguage(.simplifiedChinese) { FrontEnd.terminal.help }
    #expect(help.contains("小红，电脑高手"), "\(help)")
  }

  @Test(
    "Bad options name the problem in one line",
    arguments: [
      (["--frobnicate"], "unknown option “--frobnicate”"),
      (["--pairs", "1"], "--pairs must be a whole number from 2 to 100, not “1”"),
      (["--pairs", "many"], "--pairs must be a whole number from 2 to 100, not “many”"),
      (["--seed", "-3"], "--seed must be a whole number from 0 to 18446744073709551615, not “-3”"),
      (["--seed", "--plain"], "--seed needs a value"),
      (["--seed", "x"], "--seed must be a whole number from 0 to 18446744073709551615, not “x”"),
      (["--game", "poker"], "--game must be memorize, matchismo or set, not “poker”"),
      (["--theme"], "--theme needs a value"),
      (
        ["--time-bonus", "--game=matchismo", "--pairs", "4"],
        "--time-bonus is only for --game memorize"
      ),
      (["--completion", "tcsh"], "--completion must be bash, zsh or fish, not “tcsh”"),
      (["--help=me"], "--help takes no value"),
      (["play"], "unknown option “play”"),
      (["--plain=yes"], "--plain takes no value"),
      (
        ["--game", "set", "--theme", "Faces"],
        "--theme is only for --game memorize"
      ),
      (
        ["--game", "matchismo", "--vs-computer", "good"],
        "--vs-computer is only for --game memorize or set: Matchismo with players is played at a"
          + " shared table (memorize-table --game matchismo --people N, then memorize --join"
          + " HOST:PORT --code CODE)"
      ),
      (
        ["--game", "set", "--plain", "--players", "Ana", "--pairs", "4"],
        "--pairs is only for --game memorize"
      ),
      (["--x\u{1B}[2J"], "unknown option “--x?[2J”"),
      (
        ["--vs-computer", "godlike"],
        "--vs-computer must be one of perfect, good, casual, forgetful, not “godlike”"
      ),
      (["--players", "A,B,C,D", "--vs-computer", "good"], "a game seats at most 4 players, not 5"),
      (["--players", "Ana,,Ben"], "--players “Ana,,Ben”: Seat 2 needs a name."),
      (
        ["--players", "Ana,Ana"],
        "--players “Ana,Ana”: Two seats are called Ana: each needs a name of its own."
      ),
      (
        ["--players", "Ana, Ben, ana"],
        "--players “Ana, Ben, ana”: Two seats are called ana: each needs a name of its own."
      ),
      // Issue 23's play-test: the argument was quoted cut off at 60 characters, without a mark.
      (
        ["--players", "Ana, Ben, Bartholomew Montgomery-Smythe, computer good"],
        "--players “Ana, Ben, Bartholomew Montgomery-Smythe, computer good”: Seat 3's name is"
          + " longer than 20 characters."
      ),
      (
        ["--players", "Ana, Ben, Cleo, " + String(repeating: "Dorothea", count: 10)],
        "--players, seat 4 (“" + String(repeating: "Dorothea", count: 7) + "Doro…”): Seat 4's"
          + " name is longer than 20 characters."
      ),
      // Issue 23: --name's argument too was cut at 60 characters without a mark.
      (
        ["--name", String(repeating: "Dorothea", count: 10)],
        "--name needs 1 to 20 printable characters, not “"
          + String(repeating: "Dorothea", count: 7) + "Doro…”"
      ),
      (
        ["--name", String(repeating: "Dorothea", count: 7) + "Doro"],
        "--name needs 1 to 20 printable characters, not “"
          + String(repeating: "Dorothea", count: 7) + "Doro”"
      ),
      (
        ["--bogus" + String(repeating: "x", count: 60)],
        "unknown option “--bogus" + String(repeating: "x", count: 53) + "…”"
      ),
      (
        ["--players", "Ana, Ben, Cleo,\u{1B}[2J"],
        "--players “Ana, Ben, Cleo,?[2J”: Seat 4's name has characters that cannot be shown."
      ),
    ])
  func errors(arguments: [String], message: String) {
    #expect(throws: LaunchArgumentError(message: message)) {
      try parse(arguments)
    }
  }

  @Test(
    "Bad options are named in Chinese, each message one whole sentence of the catalog",
    arguments: [
      (["--frobnicate"], "未知选项“--frobnicate”"),
      (["--pairs", "1"], "--pairs 必须是 2 到 100 之间的整数，不能是“1”"),
      (["--seed", "x"], "--seed 必须是 0 到 18446744073709551615 之间的整数，不能是“x”"),
      (["--seed", "--plain"], "--seed 需要一个值"),
      (["--plain=yes"], "--plain 不接受值"),
      (["--game", "poker"], "--game 必须是 memorize、matchismo 或 set，不能是“poker”"),
      (["--game", "set", "--theme", "Faces"], "--theme 只能用于 --game memorize"),
      (["--completion", "tcsh"], "--completion 必须是 bash、zsh 或 fish，不能是“tcsh”"),
      (["--language", "fr"], "--language 必须是 en、zh_CN 之一，不能是“fr”"),
      (
        ["--vs-computer", "godlike"],
        "--vs-computer 必须是 perfect、good、casual、forgetful 之一，不能是“godlike”"
      ),
      (["--players", "A,B,C,D", "--vs-computer", "good"], "一局最多坐 4 位玩家，不能是 5 位"),
      (["--players", "Ana,,Ben"], "--players“Ana,,Ben”：第 2 个座位需要一个名字。"),
      (
        ["--players", "Ana,Ana"],
        "--players“Ana,Ana”：有两个座位都叫 Ana：每个座位需要各自的名字。"
      ),
      (
        ["--game", "matchismo", "--players", "Ana,Ben"],
        "--players 只能用于 --game memorize 或 set：多人扑克配对要在共享牌桌上玩（先 memorize-table"
          + " --game matchismo --people N，再 memorize --join HOST:PORT --code CODE）"
      ),
    ])
  func errorsInChinese(arguments: [String], message: String) {
    Localization.withLanguage(.simplifiedChinese) {
      #expect(throws: LaunchArgumentError(message: message)) {
        try parse(arguments)
      }
    }
  }

  /// Issue 23: `--join ::1:5000` joined `[::1:5000]:7077`; it reads two ways, and the line
  /// names both bracketed forms, in each language.
  @Test func anUnbracketedIPv6AddressThatReadsTwoWaysIsRefused() {
    let english =
      "--join “::1:5000” reads two ways: write [::1]:5000 for that port, or [::1:5000] for the"
      + " default one"
    #expect(throws: LaunchArgumentError(message: english)) {
      try parse(["--join", "::1:5000", "--code", "ABCD"])
    }
    Localization.withLanguage(.simplifiedChinese) {
      let chinese = "--join 的值“::1:5000”有两种读法：指定端口请写 [::1]:5000，用默认端口请写 [::1:5000]"
      #expect(throws: LaunchArgumentError(message: chinese)) {
        try parse(["--join", "::1:5000", "--code", "ABCD"])
      }
    }
    #expect(throws: Never.self) {
      _ = try parse(["--join", "1:2:3:4:5:6:7:8:5000", "--code", "ABCD"])
    }
  }

  @Test("The window takes the shared flags and refuses the terminal's own")
  func windowFlags() throws {
    let window = try LaunchArguments.parse(
      ["--game", "memorize", "--theme", "Animals", "--seed=7"], for: .window)
    #expect(window.game == .memorize)
    #expect(window.themeName == "Animals")
    #expect(window.seed == 7)
    // Quick matches score extra in the window too, as in the terminal (issue 23: the window
    // refused --time-bonus with "unknown option").
    let bonus = try LaunchArguments.parse(["--theme", "Animals", "--time-bonus"], for: .window)
    #expect(bonus.timeBonus)
    #expect(bonus.request.timeBonus)
    for flag in ["--plain", "--no-color"] {
      #expect(throws: LaunchArgumentError(message: "unknown option “\(flag)”")) {
        try LaunchArguments.parse([flag], for: .window)
      }
    }
    // The window joins a shared table as the terminal does (issue 25).
    let joining = try LaunchArguments.parse(
      ["--join", "127.0.0.1:7077", "--code", "ABCD-1234", "--name", "Ana"], for: .window)
    #expect(joining.join == TableAddress("127.0.0.1:7077"))
    #expect(joining.tableCode == "ABCD-1234")
    #expect(joining.tableName == "Ana")
    #expect(joining.watch == false)
    #expect(throws: LaunchArgumentError(message: "--join needs the table's --code")) {
      try LaunchArguments.parse(["--join", "127.0.0.1:7077"], for: .window)
    }
  }

  @Test("Every flag is written once, and each front end's help lists exactly its flags")
  func flagTable() {
    let names = LaunchFlag.all.flatMap { [$0.name] + [$0.shortName].compactMap(\.self) }
    #expect(Set(names).count == names.count)
    for frontEnd in FrontEnd.allCases {
      let help = frontEnd.help
      for flag in LaunchFlag.all {
        #expect(
          help.contains(flag.synopsis) == flag.frontEnds.contains(frontEnd),
          "\(flag.name) in the help of \(frontEnd.programName)")
      }
      #expect(help.split(separator: "\n").allSatisfy { $0.count <= 80 })
      #expect(help.hasPrefix(frontEnd.tagline + "\n\n" + frontEnd.usage + "\n"))
    }
    #expect(
      FrontEnd.window.usage == """
        usage: memorize-gtk [--game memorize|matchismo|set] [--theme NAME] [--pairs N]
                            [--seed N] [--time-bonus] [--players NAMES]
                            [--vs-computer LEVEL] [--language LANG] [--join HOST:PORT]
                            [--code CODE] [--name NAME] [--watch]
               memorize-gtk --list-themes | --list-theme-names |
                            --completion bash|zsh|fish | --help | --version
        """)
    // The window has no plain mode (issue 23's play-test: its help spoke of one), and says
    // where Matchismo has players, since --players is refused for it.
    #expect(!FrontEnd.window.help.contains("plain"))
    #expect(
      LaunchFlag.all.first { $0.name == "--players" }?.summary
        == "Seat these people in turn order, names separated by commas (4 seats at most); “computer"
        + " LEVEL” seats the computer, such as “Ana, computer good”. At Set they race. Matchismo"
        + " has players only at a shared table.")
  }
}

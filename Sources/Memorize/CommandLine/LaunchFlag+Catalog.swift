import CardGames

extension LaunchFlag {
  /// Every flag of every front end, in the order `--help` and the manual pages list them.
  ///
  /// To add a flag: one entry here (the front ends that take it, its value, one sentence of help,
  /// and what it stores), plus the field it stores into in `LaunchArguments` when it is new. Then
  /// `RECORD_GENERATED=1 swift test --filter GeneratedFilesTests` rewrites the manual pages and
  /// completion scripts under Packaging/ (a test fails while they are stale).
  public static let all: [LaunchFlag] = [
    LaunchFlag(
      "--game", value: .choice(GameKind.allCases.map(\.rawValue)),
      summary: localized("Open this game: memorize, matchismo or set.")
    ) { (arguments, text) throws(LaunchArgumentError) in
      guard let game = GameKind(rawValue: text.lowercased()) else {
        throw LaunchArgumentError(
          message: localized(
            "--game must be memorize, matchismo or set, not “{value}”",
            ["value": printable(text)]))
      }
      arguments.game = game
    },
    LaunchFlag(
      "--theme", value: .themeName, placeholder: "NAME", memorizeOnly: true,
      summary: localized("Deal a new Memorize game with the theme called NAME (see --list-themes).")
    ) { arguments, text in arguments.themeName = text },
    LaunchFlag(
      "--pairs", value: .number, placeholder: "N", memorizeOnly: true,
      summary: localized("Deal a new Memorize game of N pairs, 2 to 100.")
    ) { (arguments, text) throws(LaunchArgumentError) in
      guard let pairs = Int(text), (Theme.minimumPairs...100).contains(pairs) else {
        throw LaunchArgumentError(
          message: localized(
            "--pairs must be a whole number from 2 to 100, not “{value}”",
            ["value": printable(text)]))
      }
      arguments.pairs = pairs
    },
    LaunchFlag(
      "--seed", value: .number, placeholder: "N",
      summary: localized("Deal a new game shuffled by seed N: the same seed deals the same cards.")
    ) { (arguments, text) throws(LaunchArgumentError) in
      guard let seed = UInt64(text) else {
        throw LaunchArgumentError(
          message: localized(
            "--seed must be a whole number from 0 to {max}, not “{value}”",
            ["max": UInt64.max, "value": printable(text)]))
      }
      arguments.seed = seed
    },
    LaunchFlag(
      "--time-bonus", memorizeOnly: true,
      summary: localized("Deal a new Memorize game where quick matches score extra.")
    ) { arguments, _ in arguments.timeBonus = true },
    LaunchFlag(
      "--players", value: .text, placeholder: "NAMES", memorizeOnly: true,
      summary: localized(
        "Seat these people in turn order, names separated by commas (4 seats at most); “computer LEVEL” seats the computer, such as “Ana, computer good”. At Set they race. Matchismo has players only at a shared table."
      )
    ) { (arguments, text) throws(LaunchArgumentError) in
      // One reading of a table for every face: the plain mode's `players` reads it alike.
      let draft = PlayersDraft(typed: text)
      if let problem = draft.problem {
        throw LaunchArgumentError(message: playersProblem(problem, in: draft, typed: text))
      }
      arguments.playerSeats = draft.seats
    },
    LaunchFlag(
      "--vs-computer", value: .choice(ComputerLevel.allCases.map(\.rawValue)),
      placeholder: "LEVEL", memorizeOnly: true,
      summary: localized("Add a computer opponent: perfect, good, casual or forgetful.")
    ) { (arguments, text) throws(LaunchArgumentError) in
      guard let level = ComputerLevel(rawValue: text.lowercased()) else {
        let levels = Phrases.list(ComputerLevel.allCases.map(\.rawValue))
        throw LaunchArgumentError(
          message: localized(
            "--vs-computer must be one of {levels}, not “{value}”",
            ["levels": levels, "value": printable(text)]))
      }
      arguments.computerLevel = level
    },
    LaunchFlag(
      "--plain", frontEnds: [.terminal],
      summary: localized(
        "Play in plain lines of text, commands on standard input: no escape codes.")
    ) { arguments, _ in arguments.plain = true },
    LaunchFlag(
      "--no-color", frontEnds: [.terminal],
      summary: localized("Draw without colour, as NO_COLOR does.")
    ) { arguments, _ in arguments.noColor = true },
    LaunchFlag(
      "--reduce-motion", frontEnds: [.terminal],
      summary: localized(
        "Draw every change once, in its final state, without animation (remembered).")
    ) { arguments, _ in arguments.reducesMotion = true },
    LaunchFlag(
      "--language", value: .choice(Language.allCases.map(\.rawValue)), placeholder: "LANG",
      summary: localized(
        "Speak this language ({languages}) instead of the one LANGUAGE and LANG choose.",
        ["languages": Phrases.list(Language.playable.map(\.rawValue))])
    ) { (arguments, text) throws(LaunchArgumentError) in
      guard let language = Language.matching(localeName: text) else {
        throw LaunchArgumentError(message: LaunchArguments.badLanguage(text))
      }
      arguments.language = language
    },
    LaunchFlag(
      "--join", value: .text, placeholder: "HOST:PORT",
      summary: localized("Join the shared table at HOST:PORT (with --code).")
    ) { (arguments, text) throws(LaunchArgumentError) in
      if let forms = TableAddress.ambiguousIPv6(text) {
        throw LaunchArgumentError(
          message: localized(
            "--join “{value}” reads two ways: write {withPort} for that port, or {withoutPort} for the default one",
            [
              "value": printable(text), "withPort": forms.withPort,
              "withoutPort": forms.withoutPort,
            ]))
      }
      guard let address = TableAddress(text) else {
        throw LaunchArgumentError(
          message: localized(
            "--join needs HOST:PORT, such as 192.168.1.20:7077 or [::1]:7077, not “{value}”",
            ["value": printable(text)]))
      }
      arguments.join = address
    },
    LaunchFlag(
      "--code", value: .text, placeholder: "CODE",
      summary: localized("The code of the table to join, as its host gave it out.")
    ) { arguments, text in arguments.tableCode = text },
    LaunchFlag(
      "--name", value: .text, placeholder: "NAME",
      summary: localized("Your name at the shared table (your login name when left out).")
    ) { (arguments, text) throws(LaunchArgumentError) in
      guard let name = LaunchArguments.tableName(text) else {
        throw LaunchArgumentError(message: LaunchArguments.badTableName(text))
      }
      arguments.tableName = name
    },
    LaunchFlag(
      "--watch",
      summary: localized("Join the shared table to watch, without a seat.")
    ) { arguments, _ in arguments.watch = true },
    LaunchFlag(
      "--list-themes", role: .action,
      summary: localized("List the themes: name, number of pairs, emoji.")
    ) { arguments, _ in arguments.action = .listThemes },
    LaunchFlag(
      "--list-theme-names", role: .action,
      summary: localized(
        "Print only the theme names, one a line, for scripts and shell completion.")
    ) { arguments, _ in arguments.action = .listThemeNames },
    LaunchFlag(
      "--completion", value: .choice(Shell.allCases.map(\.rawValue)), role: .action,
      summary: localized("Print the completion script for bash, zsh or fish.")
    ) { (arguments, text) throws(LaunchArgumentError) in
      guard let shell = Shell(rawValue: text) else {
        throw LaunchArgumentError(
          message: localized(
            "--completion must be bash, zsh or fish, not “{value}”", ["value": printable(text)]))
      }
      arguments.action = .completion(shell)
    },
    LaunchFlag(
      "--help", short: "-h", role: .action,
      summary: localized("Show this help and exit.")
    ) { arguments, _ in arguments.action = .help },
    LaunchFlag(
      "--version", role: .action,
      summary: localized("Show the version and the commit it was built from, and exit.")
    ) { arguments, _ in arguments.action = .version },
  ]

  /// An argument as a flag's error line quotes it: whole, or cut and marked
  /// (``LaunchArgumentError/quoted(_:)``).
  static func printable(_ text: String) -> String { LaunchArgumentError.quoted(text) }

  /// The line `--players` fails with: the argument quoted whole and what is wrong with it
  /// ("--players 'Ana,,Ben': Seat 2 needs a name."); an argument too long to quote is left out
  /// for the wrong seat alone, quoted whole up to ``LaunchArgumentError/quotedLength``
  /// characters and then marked as cut ("--players, seat 3 ('Bartholomew…'): …").
  static func playersProblem(_ problem: String, in draft: PlayersDraft, typed text: String)
    -> String
  {
    let whole = LaunchArgumentError.printable(text, limit: Int.max)
    if whole.unicodeScalars.count <= LaunchArgumentError.quotedLength {
      return localized("--players “{value}”: {problem}", ["value": whole, "problem": problem])
    }
    guard let index = draft.problemSeat else {
      return localized("--players: {problem}", ["problem": problem])
    }
    let name = draft.seats[index].name
    let shown = printable(name)
    return localized(
      "--players, seat {number} (“{name}”): {problem}",
      ["number": index + 1, "name": shown, "problem": problem])
  }
}

import CardGames

/// What a command line asked for, parsed and checked against the flag table before anything
/// touches a terminal or opens a window.
public struct LaunchArguments: Equatable, Sendable {
  /// What to do instead of (or as) playing.
  public enum Action: Equatable, Sendable {
    /// Play (the default).
    case play
    /// Print the help and exit.
    case help
    /// Print the version and the commit and exit.
    case version
    /// List the themes, one per line with their emoji, and exit.
    case listThemes
    /// List only the theme names (for shell completion) and exit.
    case listThemeNames
    /// Print the completion script for a shell and exit.
    case completion(Shell)
  }

  /// What to do: play unless a flag asked for something else.
  public var action: Action = .play
  /// The game of `--game`, or `nil` for the one played last.
  public var game: GameKind?
  /// The theme of `--theme`, as typed.
  public var themeName: String?
  /// The pairs of `--pairs`.
  public var pairs: Int?
  /// The seed of `--seed`, for a reproducible deal.
  public var seed: UInt64?
  /// Whether `--time-bonus` was given.
  public var timeBonus = false
  /// The seats of `--players`, in turn order, read as the plain mode's `players` reads them
  /// (``PlayersDraft/init(typed:)``): people, and computers written "computer LEVEL".
  public var playerSeats: [PlayersDraft.Seat] = []
  /// The opponent of `--vs-computer`.
  public var computerLevel: ComputerLevel?
  /// `--plain`: lines of text instead of the full screen (terminal only).
  public var plain = false
  /// `--no-color` (terminal only).
  public var noColor = false
  /// `--reduce-motion`: every change drawn once, in its final state; saved as a preference.
  public var reducesMotion = false
  /// `--language`: the language to speak, whatever the environment says.
  public var language: Language?
  /// `--join`: the shared table to join instead of playing here.
  public var join: TableAddress?
  /// `--code`: the code of the table to join.
  public var tableCode: String?
  /// `--name`: the name to sit at a shared table under.
  public var tableName: String?
  /// `--watch`: join a shared table to watch only.
  public var watch = false

  /// No flags: play the game left last time.
  public init() {}

  /// The table to seat: the seats of `--players`, then the computer opponent of
  /// `--vs-computer` (against "You" when no seats are given); `nil` to keep the saved one.
  public var players: [Player]? {
    guard !playerSeats.isEmpty || computerLevel != nil else { return nil }
    var draft = PlayersDraft(
      seats: playerSeats.isEmpty
        ? [PlayersDraft.Seat(name: Phrases.defaultPlayerName)] : playerSeats)
    if let computerLevel {
      // Named apart from a computer of the same level among the seats: "Computer 2 (good)".
      let kind = PlayersDraft.Kind.computer(computerLevel)
      draft.seats.append(PlayersDraft.Seat(name: draft.suggestedName(for: kind), kind: kind))
    }
    return draft.seats.map {
      Player(
        name: $0.name.trimmingWhitespace(includingNewlines: true),
        computerLevel: $0.kind.computerLevel)
    }
  }

  /// What the arguments ask of the games, for `AppModel.apply`.
  public var request: LaunchRequest {
    var request = LaunchRequest(
      game: game, themeName: themeName, pairs: pairs, seed: seed, timeBonus: timeBonus,
      players: players)
    request.reducesMotion = reducesMotion
    return request
  }

  /// Parses `arguments` (without the program name) as `frontEnd` reads them.
  ///
  /// `--name value` and `--name=value` both work; a value may not start with `--`.
  public static func parse(
    _ arguments: [String], for frontEnd: FrontEnd
  ) throws(LaunchArgumentError) -> LaunchArguments {
    let flags = frontEnd.flags
    var parsed = LaunchArguments()
    var memorizeOnlyGiven: [String] = []
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      var name = argument
      var attached: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        attached = String(argument[argument.index(after: equals)...])
      }
      guard let flag = flags.first(where: { $0.name == name || $0.shortName == name }) else {
        throw LaunchArgumentError(
          message: localized(
            "unknown option “{option}”", ["option": LaunchArgumentError.quoted(argument)]))
      }
      let value: String
      if flag.takesValue {
        if let attached {
          value = attached
        } else if let next = remaining.popFirst(), !next.hasPrefix("--") {
          value = next
        } else {
          throw LaunchArgumentError(
            message: localized("{flag} needs a value", ["flag": flag.name]))
        }
      } else {
        if attached != nil {
          throw LaunchArgumentError(
            message: localized("{flag} takes no value", ["flag": flag.name]))
        }
        value = ""
      }
      try flag.apply(&parsed, value)
      if flag.isMemorizeOnly && !memorizeOnlyGiven.contains(flag.name) {
        memorizeOnlyGiven.append(flag.name)
      }
    }
    // People and computer opponents also race at the Set table.
    let seating: Set<String> = ["--players", "--vs-computer"]
    if let game = parsed.game, game != .memorize,
      let first = memorizeOnlyGiven.first(where: { game != .set || !seating.contains($0) })
    {
      throw LaunchArgumentError(
        message: seating.contains(first)
          ? localized(
            "{flag} is only for --game memorize or set: {where}",
            ["flag": first, "where": Phrases.matchismoPlayersAtASharedTable(for: frontEnd)])
          : localized("{flag} is only for --game memorize", ["flag": first]))
    }
    if parsed.join != nil, parsed.tableCode == nil {
      throw LaunchArgumentError(message: localized("--join needs the table's --code"))
    }
    if parsed.join == nil,
      let alone = [
        ("--code", parsed.tableCode != nil), ("--name", parsed.tableName != nil),
        ("--watch", parsed.watch),
      ]
      .first(where: \.1)
    {
      throw LaunchArgumentError(message: localized("{flag} is only for --join", ["flag": alone.0]))
    }
    if let players = parsed.players, players.count > PlayersDraft.seatCounts.upperBound {
      throw LaunchArgumentError(
        message: localized(
          "a game seats at most {limit} players, not {count}",
          ["limit": PlayersDraft.seatCounts.upperBound, "count": players.count]))
    }
    return parsed
  }

  // The checks memorize-table makes of the same flags, word for word.

  /// The name `--name` seats the player under at a shared table: `text` trimmed, when that is
  /// 1 to 20 printable characters; `nil` otherwise.
  public static func tableName(_ text: String) -> String? {
    let name = text.trimmingWhitespace()
    guard !name.isEmpty, name.count <= PlayersDraft.maximumNameLength,
      LaunchArgumentError.printable(name, limit: Int.max) == name
    else { return nil }
    return name
  }

  /// Why `--name` does not take `text`, in one line.
  public static func badTableName(_ text: String) -> String {
    localized(
      "--name needs 1 to 20 printable characters, not “{value}”",
      ["value": LaunchArgumentError.quoted(text)])
  }

  /// Why `--language` does not take `text`, in one line.
  public static func badLanguage(_ text: String) -> String {
    localized(
      "--language must be one of {languages}, not “{value}”",
      [
        "languages": Phrases.list(Language.playable.map(\.rawValue)),
        "value": LaunchArgumentError.quoted(text),
      ])
  }
}

/// A shell `--completion` writes a script for.
public enum Shell: String, CaseIterable, Sendable {
  /// GNU bash.
  case bash
  /// The Z shell.
  case zsh
  /// The friendly interactive shell.
  case fish
}

import CardGames

/// A bad command line, in one line that names the problem.
public struct LaunchArgumentError: Error, Equatable, Sendable, CustomStringConvertible {
  public var message: String
  public var description: String { message }

  public init(message: String) {
    self.message = message
  }
}

extension LaunchRequest {
  /// One option of a command line as a front end's own flags see it.
  public struct Option {
    /// The option's name, such as `--plain`.
    public let name: String
    /// The text after `=` in `--name=value`, if it was written that way.
    public let attachedValue: String?
    /// Takes the option's value: the attached one, or the next argument.
    public let value: () throws(LaunchArgumentError) -> String

    /// Refuses an attached value, for a flag that takes none.
    public func requireNoValue() throws(LaunchArgumentError) {
      if attachedValue != nil { throw LaunchArgumentError(message: "\(name) takes no value") }
    }
  }

  /// Parses the options every front end shares — `--game`, `--theme`, `--pairs`, `--seed` —
  /// and hands each other one to `other`, which throws for one it does not know either.
  ///
  /// `--name value` and `--name=value` both work; a value may not start with `--`.
  public static func parse(
    _ arguments: [String],
    other: (Option) throws(LaunchArgumentError) -> Void
  ) throws(LaunchArgumentError) -> LaunchRequest {
    var request = LaunchRequest()
    var playerNames: [String] = []
    var computerLevel: ComputerLevel?
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      var name = argument
      var attached: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        attached = String(argument[argument.index(after: equals)...])
      }
      let flag = name
      func value() throws(LaunchArgumentError) -> String {
        if let attached { return attached }
        guard let next = remaining.popFirst(), !next.hasPrefix("--") else {
          throw LaunchArgumentError(message: "\(flag) needs a value")
        }
        return next
      }
      switch name {
      case "--game":
        let text = try value()
        guard let game = GameKind(rawValue: text.lowercased()) else {
          throw LaunchArgumentError(
            message: "--game must be memorize, matchismo or set, not '\(printable(text))'")
        }
        request.game = game
      case "--theme":
        request.themeName = try value()
      case "--pairs":
        let text = try value()
        guard let pairs = Int(text), (Theme.minimumPairs...100).contains(pairs) else {
          throw LaunchArgumentError(
            message: "--pairs must be a whole number from 2 to 100, not '\(printable(text))'")
        }
        request.pairs = pairs
      case "--seed":
        let text = try value()
        guard let seed = UInt64(text) else {
          throw LaunchArgumentError(
            message:
              "--seed must be a whole number from 0 to \(UInt64.max), not '\(printable(text))'")
        }
        request.seed = seed
      case "--players":
        let text = try value()
        let names = text.split(separator: ",", omittingEmptySubsequences: false).map {
          String($0).trimmingWhitespace()
        }
        guard names.allSatisfy({ !$0.isEmpty && $0.count <= 20 && printable($0) == $0 }) else {
          throw LaunchArgumentError(
            message:
              "--players needs names separated by commas, each 1 to 20 characters, not '\(printable(text))'"
          )
        }
        playerNames = names
      case "--vs-computer":
        let text = try value()
        guard let level = ComputerLevel(rawValue: text.lowercased()) else {
          let levels = ComputerLevel.allCases.map(\.rawValue).joined(separator: ", ")
          throw LaunchArgumentError(
            message: "--vs-computer must be one of \(levels), not '\(printable(text))'")
        }
        computerLevel = level
      default:
        guard name.hasPrefix("-") else {
          throw LaunchArgumentError(message: "unknown option '\(printable(argument))'")
        }
        try other(Option(name: name, attachedValue: attached, value: value))
      }
    }
    request.players = table(people: playerNames, computer: computerLevel)
    if let players = request.players {
      if let game = request.game, game != .memorize {
        throw LaunchArgumentError(message: "--players and --vs-computer are for --game memorize")
      }
      if players.count > 4 {
        throw LaunchArgumentError(message: "a game seats at most 4 players, not \(players.count)")
      }
    }
    return request
  }

  /// The named people, then the computer opponent (against "You" when no names are given);
  /// `nil` when neither was asked for.
  static func table(people: [String], computer: ComputerLevel?) -> [Player]? {
    guard !people.isEmpty || computer != nil else { return nil }
    var table = (people.isEmpty ? ["You"] : people).map { Player(name: $0) }
    if let computer {
      table.append(Player(name: "Computer (\(computer.rawValue))", computerLevel: computer))
    }
    return table
  }

  /// The error for an option nobody knows.
  public static func unknownOption(_ option: Option) -> LaunchArgumentError {
    let shown = option.attachedValue.map { "\(option.name)=\($0)" } ?? option.name
    return LaunchArgumentError(message: "unknown option '\(printable(shown))'")
  }

  /// An argument as it may appear in an error line: control and format characters become `?`,
  /// so a typed escape sequence cannot take the terminal over through the message.
  public static func printable(_ text: String) -> String {
    String(
      String.UnicodeScalarView(
        text.unicodeScalars.prefix(60).map { scalar in
          scalar.properties.generalCategory == .control
            || scalar.properties.generalCategory == .format ? "?" : scalar
        }))
  }
}

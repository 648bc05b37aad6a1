import CardGames
import FoundationEssentials
import Memorize

/// What the command line asked for, parsed and checked before anything touches the terminal.
public struct LaunchOptions: Equatable, Sendable {
  public var game: GameKind?
  public var themeName: String?
  public var pairs: Int?
  public var seed: UInt64?
  public var timeBonus = false
  public var plain = false
  public var noColor = false
  /// People at the table, in turn order (`--players "Ana,Ben"`).
  public var playerNames: [String] = []
  /// A computer opponent's level (`--vs-computer LEVEL`).
  public var computerLevel: ComputerLevel?
  public var action: Action = .play

  /// What to do instead of (or as) playing.
  public enum Action: Equatable, Sendable {
    case play, listThemes, help, version
  }

  public init() {}

  /// Whether the options ask for a new deal rather than resuming the saved game.
  public var startsNewGame: Bool {
    themeName != nil || pairs != nil || seed != nil || timeBonus || !playerNames.isEmpty
      || computerLevel != nil
  }

  /// The table the options ask for, or `nil` to keep the saved one.
  public var players: [Player]? {
    guard !playerNames.isEmpty || computerLevel != nil else { return nil }
    var table = (playerNames.isEmpty ? ["You"] : playerNames).map { Player(name: $0) }
    if let computerLevel {
      table.append(
        Player(name: "Computer (\(computerLevel.rawValue))", computerLevel: computerLevel))
    }
    return table
  }

  /// The one-screen usage text shown by `--help` and after a bad option.
  public static let usage = """
    usage: memorize [--game memorize|matchismo|set] [--theme NAME] [--pairs N] [--seed N]
                    [--time-bonus] [--players "ANA,BEN"] [--vs-computer LEVEL]
                    [--plain] [--no-color]
           memorize --list-themes | --help | --version
    """

  /// A problem with the command line, in one line that names it.
  public struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }

    public init(message: String) {
      self.message = message
    }
  }

  /// Parses `arguments` (without the program name). `--name=value` and `--name value` both work.
  public static func parse(_ arguments: [String]) throws(UsageError) -> LaunchOptions {
    var options = LaunchOptions()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      var name = argument
      var attached: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        attached = String(argument[argument.index(after: equals)...])
      }
      func value() throws(UsageError) -> String {
        if let attached { return attached }
        guard let next = remaining.popFirst(), !next.hasPrefix("--") else {
          throw UsageError(message: "\(name) needs a value")
        }
        return next
      }
      func noValue() throws(UsageError) {
        if attached != nil { throw UsageError(message: "\(name) takes no value") }
      }
      switch name {
      case "--game":
        let text = try value()
        guard let game = GameKind(rawValue: text.lowercased()) else {
          throw UsageError(
            message: "--game must be memorize, matchismo or set, not '\(printable(text))'")
        }
        options.game = game
      case "--theme":
        options.themeName = try value()
      case "--pairs":
        let text = try value()
        guard let pairs = Int(text), pairs >= Theme.minimumPairs, pairs <= 100 else {
          throw UsageError(
            message: "--pairs must be a whole number from 2 to 100, not '\(printable(text))'")
        }
        options.pairs = pairs
      case "--seed":
        let text = try value()
        guard let seed = UInt64(text) else {
          throw UsageError(
            message:
              "--seed must be a whole number from 0 to \(UInt64.max), not '\(printable(text))'")
        }
        options.seed = seed
      case "--players":
        let text = try value()
        let names = text.split(separator: ",", omittingEmptySubsequences: false).map {
          String($0).trimmingWhitespace()
        }
        guard !names.isEmpty, names.allSatisfy({ !$0.isEmpty && $0.count <= 20 }),
          names.allSatisfy({ printable($0) == $0 })
        else {
          throw UsageError(
            message:
              "--players needs names separated by commas, each 1 to 20 characters, not '\(printable(text))'"
          )
        }
        options.playerNames = names
      case "--vs-computer":
        let text = try value()
        guard let level = ComputerLevel(rawValue: text.lowercased()) else {
          let levels = ComputerLevel.allCases.map(\.rawValue).joined(separator: ", ")
          throw UsageError(
            message: "--vs-computer must be one of \(levels), not '\(printable(text))'")
        }
        options.computerLevel = level
      case "--time-bonus":
        try noValue()
        options.timeBonus = true
      case "--plain":
        try noValue()
        options.plain = true
      case "--no-color":
        try noValue()
        options.noColor = true
      case "--list-themes":
        try noValue()
        options.action = .listThemes
      case "--help", "-h":
        try noValue()
        options.action = .help
      case "--version":
        try noValue()
        options.action = .version
      default:
        throw UsageError(message: "unknown option '\(printable(argument))'")
      }
    }
    if options.game != nil && options.game != .memorize
      && (options.themeName != nil || options.pairs != nil || options.timeBonus
        || options.players != nil)
    {
      throw UsageError(
        message: "--theme, --pairs, --time-bonus and players are for --game memorize")
    }
    if let players = options.players, players.count > 4 {
      throw UsageError(message: "a game seats at most 4 players, not \(players.count)")
    }
    return options
  }

  /// Control characters in an argument must not reach the terminal through an error message.
  private static func printable(_ text: String) -> String {
    String(
      String.UnicodeScalarView(
        text.unicodeScalars.prefix(60).map { scalar in
          scalar.properties.generalCategory == .control
            || scalar.properties.generalCategory == .format
            ? "?" : scalar
        }))
  }
}

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
  public typealias UsageError = LaunchArgumentError

  /// Parses `arguments` (without the program name). `--name=value` and `--name value` both work.
  public static func parse(_ arguments: [String]) throws(UsageError) -> LaunchOptions {
    var options = LaunchOptions()
    let request = try LaunchRequest.parse(arguments) { (option) throws(UsageError) in
      switch option.name {
      case "--players":
        let text = try option.value()
        let names = text.split(separator: ",", omittingEmptySubsequences: false).map {
          String($0).trimmingWhitespace()
        }
        guard !names.isEmpty, names.allSatisfy({ !$0.isEmpty && $0.count <= 20 }),
          names.allSatisfy({ LaunchRequest.printable($0) == $0 })
        else {
          throw UsageError(
            message:
              "--players needs names separated by commas, each 1 to 20 characters, not '\(LaunchRequest.printable(text))'"
          )
        }
        options.playerNames = names
      case "--vs-computer":
        let text = try option.value()
        guard let level = ComputerLevel(rawValue: text.lowercased()) else {
          let levels = ComputerLevel.allCases.map(\.rawValue).joined(separator: ", ")
          throw UsageError(
            message:
              "--vs-computer must be one of \(levels), not '\(LaunchRequest.printable(text))'")
        }
        options.computerLevel = level
      case "--time-bonus":
        try option.requireNoValue()
        options.timeBonus = true
      case "--plain":
        try option.requireNoValue()
        options.plain = true
      case "--no-color":
        try option.requireNoValue()
        options.noColor = true
      case "--list-themes":
        try option.requireNoValue()
        options.action = .listThemes
      case "--help", "-h":
        try option.requireNoValue()
        options.action = .help
      case "--version":
        try option.requireNoValue()
        options.action = .version
      default:
        throw LaunchRequest.unknownOption(option)
      }
    }
    options.game = request.game
    options.themeName = request.themeName
    options.pairs = request.pairs
    options.seed = request.seed
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
}

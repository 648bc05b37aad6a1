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
  /// The table to seat (`--players "Ana,Ben"`, `--vs-computer LEVEL`), or `nil` to keep the
  /// saved one.
  public var players: [Player]?
  public var action: Action = .play

  /// What to do instead of (or as) playing.
  public enum Action: Equatable, Sendable {
    case play, listThemes, help, version
  }

  public init() {}

  /// Whether the options ask for a new deal rather than resuming the saved game.
  public var startsNewGame: Bool {
    themeName != nil || pairs != nil || seed != nil || timeBonus || players != nil
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
    options.players = request.players
    if options.game != nil && options.game != .memorize
      && (options.themeName != nil || options.pairs != nil || options.timeBonus)
    {
      throw UsageError(message: "--theme, --pairs and --time-bonus are for --game memorize")
    }
    return options
  }
}

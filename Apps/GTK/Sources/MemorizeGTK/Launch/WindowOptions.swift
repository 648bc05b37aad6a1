import CardGames
import Memorize

/// What the `memorize-gtk` command line asked for, checked before a window opens.
nonisolated public struct WindowOptions: Equatable, Sendable {
  public var game: GameKind?
  public var themeName: String?
  public var pairs: Int?
  public var seed: UInt64?
  /// The table to seat (`--players "Ana,Ben"`, `--vs-computer LEVEL`), or `nil` to keep the
  /// saved one.
  public var players: [Player]?
  public var showsHelp = false

  public static let maximumPlayers = 4

  public init() {}

  /// Whether the options ask for a new Memorize deal rather than the saved game.
  public var startsNewMemorizeGame: Bool { themeName != nil || pairs != nil || players != nil }

  public static let usage = """
    usage: memorize-gtk [--game memorize|matchismo|set] [--theme NAME] [--pairs N] [--seed N]
                        [--players "ANA,BEN"] [--vs-computer perfect|good|casual|forgetful]
    """

  /// A bad command line, in one line that names the problem.
  public typealias UsageError = LaunchArgumentError

  /// Parses `arguments` (without the program name); `--name value` and `--name=value` both work.
  ///
  /// The flags every front end shares are read by `LaunchRequest.parse`; only `--help` is the
  /// window's own.
  public static func parse(_ arguments: [String]) throws(UsageError) -> WindowOptions {
    var options = WindowOptions()
    let request = try LaunchRequest.parse(arguments) { (option) throws(UsageError) in
      guard option.name == "--help" || option.name == "-h" else {
        throw LaunchRequest.unknownOption(option)
      }
      try option.requireNoValue()
      options.showsHelp = true
    }
    options.game = request.game
    options.themeName = request.themeName
    options.pairs = request.pairs
    options.seed = request.seed
    options.players = request.players
    if let game = options.game, game != .memorize, options.themeName != nil || options.pairs != nil
    {
      throw UsageError(message: "--theme and --pairs are for --game memorize")
    }
    return options
  }
}

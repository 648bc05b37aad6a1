import CardGames
import Memorize

/// What the `memorize-gtk` command line asked for, checked before a window opens.
nonisolated public struct WindowOptions: Equatable, Sendable {
  public var game: GameKind?
  public var themeName: String?
  public var pairs: Int?
  public var seed: UInt64?
  public var showsHelp = false

  public init() {}

  /// Whether the options ask for a new Memorize deal rather than the saved game.
  public var startsNewMemorizeGame: Bool { themeName != nil || pairs != nil }

  public static let usage =
    "usage: memorize-gtk [--game memorize|matchismo|set] [--theme NAME] [--pairs N] [--seed N]"

  /// A bad command line, in one line that names the problem.
  public typealias UsageError = LaunchArgumentError

  /// Parses `arguments` (without the program name); `--name value` and `--name=value` both work.
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
    if let game = options.game, game != .memorize, options.themeName != nil || options.pairs != nil
    {
      throw UsageError(message: "--theme and --pairs are for --game memorize")
    }
    return options
  }
}

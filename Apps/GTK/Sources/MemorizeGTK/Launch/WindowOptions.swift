import CardGames
import Memorize

/// What the `memorize-gtk` command line asked for, checked before a window opens.
nonisolated public struct WindowOptions: Equatable, Sendable {
  public var game: GameKind?
  public var themeName: String?
  public var pairs: Int?
  public var seed: UInt64?
  /// People at the table, in turn order (`--players "Ana,Ben"`).
  public var playerNames: [String] = []
  /// A computer opponent's level (`--vs-computer LEVEL`).
  public var computerLevel: ComputerLevel?
  public var showsHelp = false

  public static let maximumPlayers = 4

  public init() {}

  /// Whether the options ask for a new Memorize deal rather than the saved game.
  public var startsNewMemorizeGame: Bool { themeName != nil || pairs != nil || players != nil }

  /// The table the options ask for, or `nil` to keep the saved one: the named people, then the
  /// computer opponent (alone against "You" when no names are given).
  public var players: [Player]? {
    guard !playerNames.isEmpty || computerLevel != nil else { return nil }
    var table = (playerNames.isEmpty ? ["You"] : playerNames).map { Player(name: $0) }
    if let computerLevel {
      table.append(
        Player(name: "Computer (\(computerLevel.rawValue))", computerLevel: computerLevel))
    }
    return table
  }

  public static let usage = """
    usage: memorize-gtk [--game memorize|matchismo|set] [--theme NAME] [--pairs N] [--seed N]
                        [--players "ANA,BEN"] [--vs-computer perfect|good|casual|forgetful]
    """

  /// A bad command line, in one line that names the problem.
  public typealias UsageError = LaunchArgumentError

  /// Parses `arguments` (without the program name); `--name value` and `--name=value` both work.
  public static func parse(_ arguments: [String]) throws(UsageError) -> WindowOptions {
    var options = WindowOptions()
    let request = try LaunchRequest.parse(arguments) { (option) throws(UsageError) in
      switch option.name {
      case "--players":
        options.playerNames = try playerNames(try option.value())
      case "--vs-computer":
        let text = try option.value()
        guard let level = ComputerLevel(rawValue: text.lowercased()) else {
          let levels = ComputerLevel.allCases.map(\.rawValue).joined(separator: ", ")
          throw UsageError(
            message:
              "--vs-computer must be one of \(levels), not '\(LaunchRequest.printable(text))'")
        }
        options.computerLevel = level
      case "--help", "-h":
        try option.requireNoValue()
        options.showsHelp = true
      default:
        throw LaunchRequest.unknownOption(option)
      }
    }
    options.game = request.game
    options.themeName = request.themeName
    options.pairs = request.pairs
    options.seed = request.seed
    if let game = options.game, game != .memorize,
      options.themeName != nil || options.pairs != nil || options.players != nil
    {
      throw UsageError(message: "--theme, --pairs and players are for --game memorize")
    }
    if let players = options.players, players.count > maximumPlayers {
      throw UsageError(
        message: "a game seats at most \(maximumPlayers) players, not \(players.count)")
    }
    return options
  }

  /// `"Ana, Ben"` as names: split at commas, trimmed, each 1 to 20 characters.
  private static func playerNames(_ text: String) throws(UsageError) -> [String] {
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
    return names
  }
}

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
  public struct UsageError: Error, Equatable, Sendable {
    public var message: String
  }

  /// Parses `arguments` (without the program name); `--name value` and `--name=value` both work.
  public static func parse(_ arguments: [String]) throws(UsageError) -> WindowOptions {
    var options = WindowOptions()
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
        guard let pairs = Int(text), (Theme.minimumPairs...100).contains(pairs) else {
          throw UsageError(
            message: "--pairs must be a whole number from 2 to 100, not '\(printable(text))'")
        }
        options.pairs = pairs
      case "--seed":
        let text = try value()
        guard let seed = UInt64(text) else {
          throw UsageError(message: "--seed must be a whole number, not '\(printable(text))'")
        }
        options.seed = seed
      case "--help", "-h":
        guard attached == nil else { throw UsageError(message: "--help takes no value") }
        options.showsHelp = true
      default:
        throw UsageError(message: "unknown option '\(printable(argument))'")
      }
    }
    if let game = options.game, game != .memorize, options.themeName != nil || options.pairs != nil
    {
      throw UsageError(message: "--theme and --pairs are for --game memorize")
    }
    return options
  }

  /// Control characters in a bad argument must not reach the terminal through the error line.
  private static func printable(_ text: String) -> String {
    String(
      String.UnicodeScalarView(
        text.unicodeScalars.prefix(60).map { scalar in
          scalar.properties.generalCategory == .control
            || scalar.properties.generalCategory == .format ? "?" : scalar
        }))
  }
}

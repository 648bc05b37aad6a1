/// One flag of a command line: its name, the value it takes, its help, and what it sets.
///
/// The table of every flag is `LaunchFlag.all`; parsing, `--help`, the manual pages and the shell
/// completions are all read from it, so adding a flag is adding one entry there (and, for a new
/// setting, the field it fills in `LaunchArguments`).
public struct LaunchFlag: Sendable {
  /// What may follow the flag.
  public enum Value: Equatable, Sendable {
    /// Nothing: the flag is a switch.
    case none
    /// One word of a fixed list.
    case choice([String])
    /// The name of one of the player's themes (completion asks `--list-theme-names`).
    case themeName
    /// A whole number.
    case number
    /// Free text, such as a list of names.
    case text
  }

  /// Whether the flag sets up a game or does something else and exits.
  public enum Role: Sendable {
    /// Shapes the game that starts (`--game`, `--plain`).
    case setting
    /// Prints something and exits (`--help`, `--version`).
    case action
  }

  /// The long name, with its dashes: `--game`.
  public let name: String
  /// A one-letter alias, with its dash: `-h`.
  public let shortName: String?
  /// What may follow the flag.
  public let value: Value
  /// How the value is written in a synopsis (`NAME`); `nil` writes a choice's words (`a|b|c`).
  public let placeholder: String?
  /// One sentence of help, shown by `--help`, the manual page and the completions, in the
  /// player's language.
  public var summary: String { summaryText() }
  private let summaryText: @Sendable () -> String
  /// The front ends that accept the flag.
  public let frontEnds: Set<FrontEnd>
  /// Which front ends accept the flag, and what kind of value it takes.
  public let role: Role
  /// Whether the flag only makes sense for a Memorize game (refused with `--game set`).
  public let isMemorizeOnly: Bool
  /// Stores the flag's value (an empty string for a switch), or refuses it.
  let apply: @Sendable (inout LaunchArguments, String) throws(LaunchArgumentError) -> Void

  init(
    _ name: String, short shortName: String? = nil, value: Value = .none,
    placeholder: String? = nil, frontEnds: Set<FrontEnd> = Set(FrontEnd.allCases),
    role: Role = .setting, memorizeOnly: Bool = false,
    summary: @escaping @Sendable @autoclosure () -> String,
    apply: @escaping @Sendable (inout LaunchArguments, String) throws(LaunchArgumentError) -> Void
  ) {
    self.name = name
    self.shortName = shortName
    self.value = value
    self.placeholder = placeholder
    self.summaryText = summary
    self.frontEnds = frontEnds
    self.role = role
    self.isMemorizeOnly = memorizeOnly
    self.apply = apply
  }

  /// Whether the flag takes a value.
  public var takesValue: Bool { value != .none }

  /// The value as a synopsis writes it: `NAME`, `memorize|matchismo|set`, or nothing.
  public var valueSynopsis: String? {
    if let placeholder { return placeholder }
    if case .choice(let words) = value { return words.joined(separator: "|") }
    return takesValue ? "VALUE" : nil
  }

  /// The flag as a synopsis writes it: `--game memorize|matchismo|set`.
  public var synopsis: String {
    valueSynopsis.map { "\(name) \($0)" } ?? name
  }
}

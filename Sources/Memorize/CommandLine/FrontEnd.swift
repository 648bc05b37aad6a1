/// A program that plays the games. Each reads its own command line, drawn from the one flag table
/// (`LaunchFlag.all`), so `--help`, the manual page and the shell completions agree with what it
/// accepts.
public enum FrontEnd: String, CaseIterable, Sendable {
  /// `memorize`: full screen in a terminal, or plain lines with `--plain`.
  case terminal
  /// `memorize-gtk`: the desktop window.
  case window

  /// The command that starts it.
  public var programName: String {
    switch self {
    case .terminal: "memorize"
    case .window: "memorize-gtk"
    }
  }

  /// The first line of `--help`.
  public var tagline: String {
    switch self {
    case .terminal: localized("Memorize: the card-matching games of CS193P, in the terminal.")
    case .window: localized("Memorize: the card-matching games of CS193P, in a desktop window.")
    }
  }

  /// What the manual page's NAME line says it is.
  public var manualSummary: String {
    switch self {
    case .terminal: localized("card-matching games (Memorize, Matchismo, Set) in the terminal")
    case .window: localized("card-matching games (Memorize, Matchismo, Set) in a desktop window")
    }
  }

  /// The flags this front end accepts, in the order help lists them.
  public var flags: [LaunchFlag] { LaunchFlag.all.filter { $0.frontEnds.contains(self) } }
}

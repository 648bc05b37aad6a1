/// Decides whether the full-screen interface can run at all, before touching the terminal.
///
/// The executable asks this first; when there is an obstacle it prints one line saying so (in
/// the player's language: the words are the view models', this knows only the facts) and exits
/// with status 2, so scripts and dumb terminals get a clear pointer to `--plain`.
public enum TerminalSupport {
  /// The exit status for "this terminal cannot show the interface".
  public static let unsupportedExitStatus: Int32 = 2

  /// What keeps the full-screen interface from running.
  public enum Obstacle: Equatable, Sendable {
    /// `TERM=dumb`: a terminal that cannot move the cursor.
    case dumbTerminal
    /// Standard output is a pipe or a file.
    case outputNotTerminal
    /// Standard input is a pipe or a file.
    case inputNotTerminal
  }

  /// Whether the interface can run: `TERM` is not `dumb` and both streams are terminals.
  public static func isSupported(
    environment: [String: String], inputIsTerminal: Bool, outputIsTerminal: Bool
  ) -> Bool {
    obstacle(
      environment: environment, inputIsTerminal: inputIsTerminal,
      outputIsTerminal: outputIsTerminal) == nil
  }

  /// The first obstacle to the interface, or `nil` when the terminal is fine.
  public static func obstacle(
    environment: [String: String], inputIsTerminal: Bool, outputIsTerminal: Bool
  ) -> Obstacle? {
    if (environment["TERM"] ?? "") == "dumb" { return .dumbTerminal }
    if !outputIsTerminal { return .outputNotTerminal }
    if !inputIsTerminal { return .inputNotTerminal }
    return nil
  }

  /// The same check against the real process: `isatty` on standard input and output.
  public static func obstacle(environment: [String: String]) -> Obstacle? {
    obstacle(
      environment: environment, inputIsTerminal: TerminalDevice.isTerminal(0),
      outputIsTerminal: TerminalDevice.isTerminal(1))
  }
}

/// Decides whether the full-screen interface can run at all, before touching the terminal.
///
/// The executable asks this first; when the answer is a message it prints it on one line
/// and exits with status 2, so scripts and dumb terminals get a clear pointer to `--plain`.
public enum TerminalSupport {
  /// The exit status for "this terminal cannot show the interface".
  public static let unsupportedExitStatus: Int32 = 2

  /// Whether the interface can run: `TERM` is not `dumb` and both streams are terminals.
  public static func isSupported(
    environment: [String: String], inputIsTerminal: Bool, outputIsTerminal: Bool
  ) -> Bool {
    unsupportedMessage(
      programName: "", environment: environment, inputIsTerminal: inputIsTerminal,
      outputIsTerminal: outputIsTerminal) == nil
  }

  /// The one-line explanation to print, or `nil` when the terminal is fine.
  public static func unsupportedMessage(
    programName: String, environment: [String: String], inputIsTerminal: Bool,
    outputIsTerminal: Bool
  ) -> String? {
    let reason: String
    if (environment["TERM"] ?? "") == "dumb" {
      reason = "TERM=dumb cannot show the full-screen interface"
    } else if !outputIsTerminal {
      reason = "standard output is not a terminal"
    } else if !inputIsTerminal {
      reason = "standard input is not a terminal"
    } else {
      return nil
    }
    return "\(programName): \(reason); run with --plain for line-by-line play."
  }

  /// The same check against the real process: `isatty` on standard input and output.
  public static func unsupportedMessage(
    programName: String, environment: [String: String]
  ) -> String? {
    unsupportedMessage(
      programName: programName, environment: environment,
      inputIsTerminal: TerminalDevice.isTerminal(0), outputIsTerminal: TerminalDevice.isTerminal(1))
  }
}

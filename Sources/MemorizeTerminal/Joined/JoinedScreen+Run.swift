import Glibc
import Memorize
import TerminalKit

/// How the command line's `memorize --join` runs a joined table on the full screen.
extension JoinedScreen {
  /// Joins the table at `address` and plays its game on the full screen, on the section screen
  /// a local game of it uses, until the player leaves (q, Ctrl-C), the input ends, a signal
  /// comes or the table closes; returns the exit status. The terminal is restored on every way
  /// out, then the line that says why the table ended, if it did. A table whose game has no
  /// section screen is played in lines.
  static func run(
    options: LaunchArguments, address: TableAddress, environment: [String: String], input: Int32,
    standardOutput: @escaping (String) -> Void, standardError: (String) -> Void, notice: String?
  ) -> Int32 {
    let link = TableLink.make(
      options: options, address: address, environment: environment,
      charset: TerminalCharset.detect(environment: environment).nameCharset)
    if let status = link.join(complain: { standardError("memorize: " + $0.sanitizedForTerminal) }) {
      return status
    }
    guard let game = link.table.game, game != .statistics else {
      if let notice { standardError("memorize: " + notice) }
      return JoinedSession.play(
        link: link, input: input, charset: TerminalCharset.detect(environment: environment),
        width: Launcher.terminalWidth, standardOutput: standardOutput, standardError: standardError,
        goodbyeToStandardError: isatty(STDOUT_FILENO) != 1)
    }
    var configuration = TerminalSession.Configuration.standard(environment: environment)
    if options.noColor { configuration.colorProfile = .none }
    configuration.pacesFrames = true
    let screen = JoinedScreen(
      link: link, colorProfile: configuration.colorProfile, charset: configuration.charset,
      showsDim: configuration.showsDim)
    screen.notice = notice
    screen.invite = (environment[TableLink.inviteVariable] ?? "").split(separator: "\n").map {
      String($0).sanitizedForTerminal
    }
    screen.inviteAddress = environment[TableLink.inviteAddressVariable].flatMap {
      $0.isEmpty ? nil : $0.sanitizedForTerminal
    }
    do {
      let outcome = try TerminalSession(configuration: configuration).run(screen) { _ in
        link.close()
        // Why the table ended, or else the player left: where their seat is and how to come
        // back. Not the host's own face: its leaving closes the table, and memorize-table says
        // so.
        let left = screen.endStatus == nil && !link.table.isHostsFace
        let last = screen.farewell ?? (left ? link.leavingLine : nil)
        // The table's program gone, the shell that started it printed meanwhile, while the
        // terminal was still raw: the line starts at the left edge whatever column that left.
        let edge = link.endedWithTheTablesProgram ? "\r" : ""
        if let last { standardOutput(edge + last.sanitizedForTerminal) }
      }
      if let signal = outcome.signal { ProcessEnd.die(by: signal) }
      return screen.endStatus ?? 0
    } catch {
      link.close()
      standardError("memorize: " + Launcher.setupProblem(error).sanitizedForTerminal)
      return 1
    }
  }
}

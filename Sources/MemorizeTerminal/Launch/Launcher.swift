import FoundationEssentials
import Glibc
import Memorize
import MemorizeBuild
import TerminalKit

/// Everything `memorize` does between parsing its arguments and exiting, so the executable stays
/// a one-line wiring and this stays testable.
public enum Launcher {
  /// The columns of the terminal standard output goes to, asked as each line is written;
  /// `nil` where it goes to a pipe or a file, which take lines whole.
  static func terminalWidth() -> Int? {
    isatty(STDOUT_FILENO) == 1 ? TerminalDevice.size(of: STDOUT_FILENO)?.width : nil
  }

  /// Runs the program; returns the process exit status.
  ///
  /// - Parameters:
  ///   - arguments: the command line without the program name, as the bytes `argv` holds: they
  ///     are in the locale's charset (a name typed under `zh_CN.GB18030` is GB18030).
  ///   - standardOutput, standardError: where lines go, each in the locale's charset (tests
  ///     capture them).
  ///   - plainInput: the descriptor the plain mode reads its commands from.
  public static func run(
    arguments: [[UInt8]], environment: [String: String],
    standardOutput: @escaping ([UInt8]) -> Void, standardError: @escaping ([UInt8]) -> Void,
    plainInput: Int32 = STDIN_FILENO
  ) -> Int32 {
    let charset = TerminalCharset.detect(environment: environment)
    let arguments = arguments.map { charset.decode($0) }
    // Every sentence from here on is in the language --language or the environment asks for
    // (gettext's rules). Parsing twice is cheap and lets a bad command line speak it too.
    let requested = FrontEnd.terminal.requestedLanguage(arguments, environment: environment)
    // Chinese in a locale whose charset has none (LANG=C) would reach the player as question
    // marks (full screen) or as bytes the terminal misreads (--plain): English, and a notice
    // why. UTF-8 and the GB charsets carry it.
    let language = requested.shown(carryingChinese: charset.carriesChinese)
    // Every line goes out in the locale's charset: in ASCII where that is all it has (letters
    // for emoji, ASCII punctuation), Chinese in GB bytes under a GB charset; UTF-8 bytes would
    // reach its reader as mojibake.
    let output: (String) -> Void = { line in standardOutput(charset.encode(line)) }
    let error: (String) -> Void = { line in standardError(charset.encode(line)) }
    // A player's name the charset cannot show is named by the seat ("Player 2"), never drawn
    // as question marks.
    let names = NameShowing(canShow: { charset.shows($0) })
    return Localization.withLanguage(language) {
      Phrases.withNames(names) {
        runInLanguage(
          arguments: arguments, environment: environment, standardOutput: output,
          standardError: error, plainInput: plainInput, charset: charset, names: names,
          fellBackFromChinese: language != requested)
      }
    }
  }

  private static func runInLanguage(
    arguments: [String], environment: [String: String],
    standardOutput: @escaping (String) -> Void, standardError: (String) -> Void,
    plainInput: Int32, charset: TerminalCharset, names: NameShowing, fellBackFromChinese: Bool
  ) -> Int32 {
    let options: LaunchArguments
    switch FrontEnd.terminal.answer(
      arguments, environment: environment, commit: BuildCommit.hash,
      standardOutput: standardOutput, standardError: standardError,
      showsEmoji: charset.showsEmoji)
    {
    case .exit(let status): return status
    case .play(let parsed): options = parsed
    }

    // A shared table elsewhere: its game on the full screen where the terminal has one, else
    // (or asked to, with --plain) in plain lines.
    if let address = options.join {
      // Why English, where Chinese was asked for: on the screen, or first of the lines.
      let notice = fellBackFromChinese ? Phrases.chineseNeedsLocale : nil
      if !options.plain, TerminalSupport.obstacle(environment: environment) == nil {
        return JoinedScreen.run(
          options: options, address: address, environment: environment, input: plainInput,
          standardOutput: standardOutput, standardError: standardError, notice: notice)
      }
      if let notice { standardError("memorize: \(notice)") }
      // The end of input says goodbye as `quit` does: on the terminal, else (standard output a
      // script's) on standard error, as a local game's "Saved. Goodbye." does.
      // On a terminal, lines are wrapped at its width as it is when each is written, as a
      // game of one's are.
      return JoinedSession.run(
        options: options, address: address, environment: environment, input: plainInput,
        width: Self.terminalWidth, standardOutput: standardOutput, standardError: standardError,
        goodbyeToStandardError: isatty(STDOUT_FILENO) != 1)
    }

    let isPlain = options.plain
    if !isPlain, let obstacle = TerminalSupport.obstacle(environment: environment) {
      standardError("memorize: \(Phrases.noFullScreen(FullScreenObstacle(obstacle)))")
      return TerminalSupport.unsupportedExitStatus
    }

    var entropy = SystemRandomNumberGenerator()
    let timeSource = SystemTimeSource()
    let app = AppModel(
      locations: .standard(environment: environment), timeSource: timeSource,
      seed: options.seed ?? entropy.next(), autosaveDelay: Autosave.delay(environment: environment),
      locksDataFolder: true)
    names.seatsFrom(app)
    if let problem = prepare(app, options: options) {
      standardError("memorize: \(problem)")
      standardError(FrontEnd.terminal.usage)
      return 2
    }
    if fellBackFromChinese { app.noteChineseNeedsUTF8() }

    if isPlain {
      // Cards and the lines naming them say letters where emoji cannot be shown, as on the
      // full screen.
      if !charset.showsEmoji { app.noteEmojiShownAsLetters() }
      for notice in app.notices { standardError("memorize: \(notice.sanitizedForTerminal)") }
      let game = options.game ?? GameKind(app.section) ?? .memorize
      // On a terminal, lines are wrapped at its width as it is when each is written.
      let session = PlainSession(
        app: app, game: game, width: Self.terminalWidth, write: standardOutput)
      // The end of input says goodbye as `quit` does: on the terminal, else (standard output
      // a script's) on standard error, so that the last line out stays the last score.
      let status = withoutActuallyEscaping(standardError) { errorLine in
        runPlain(
          session, app: app, timeSource: timeSource, input: plainInput, charset: charset,
          goodbyeAtEndOfInput: isatty(STDOUT_FILENO) == 1 ? nil : errorLine)
      }
      return finalStatus(status, app: app, standardError: standardError)
    }

    // What the terminal can show: colours from NO_COLOR, COLORTERM and terminfo; characters
    // from the locale's charset (ASCII drawing under LANG=C and the GB charsets, Chinese text in
    // GB bytes under the latter).
    var configuration = TerminalSession.Configuration.standard(environment: environment)
    if options.noColor { configuration.colorProfile = .none }
    let screen = MemorizeScreen(
      app: app, colorProfile: configuration.colorProfile, charset: configuration.charset,
      showsDim: configuration.showsDim, timeSource: timeSource)
    configuration.pacesFrames = true
    do {
      // The final save runs with the terminal already restored and terminating signals held,
      // so closing the window (SIGHUP, twice) cannot kill the process halfway through it; a
      // failed save is reported there too, before a signal ends the process.
      var status: Int32 = 0
      let outcome = try TerminalSession(configuration: configuration).run(screen) { outcome in
        app.saveNow()
        status = finalStatus(outcome.exitStatus, app: app, standardError: standardError)
      }
      // Sent a signal: say so to the parent the honest way, by dying of it, now it is saved.
      if let signal = outcome.signal { ProcessEnd.die(by: signal) }
      return status
    } catch {
      app.saveNow()
      standardError("memorize: \(setupProblem(error).sanitizedForTerminal)")
      return finalStatus(1, app: app, standardError: standardError)
    }
  }

  /// The plain mode's loop: a command per line, saving as it plays (the autosave's deadline wakes
  /// the loop when the player is silent, and so does a running game clock, to be read), and saving
  /// before SIGINT, SIGTERM or SIGHUP end it.
  ///
  /// Ctrl-C (SIGINT), SIGTERM and the end of input say the goodbye line as `quit` does (the end
  /// of input's to `goodbyeAtEndOfInput` where given); SIGHUP, whose terminal is gone, saves
  /// without a word. A signal ends with status 128 + the signal, so a script or shell that runs
  /// the game knows it was interrupted (130 for Ctrl-C).
  static func runPlain(
    _ session: PlainSession, app: AppModel, timeSource: TimeSource, input: Int32,
    charset: TerminalCharset, goodbyeAtEndOfInput: ((String) -> Void)? = nil
  ) -> Int32 {
    session.start()
    // Without the signal handlers the loop still works; only a signal then ends it unsaved.
    guard let reader = PlainSession.lineReader(input: input, charset: charset) else { return 1 }
    defer { reader.close() }
    while true {
      let timeout = app.quietWakeup.map { Duration.seconds(max(0, $0 - timeSource.now)) }
      switch reader.next(timeout: timeout) {
      case .line(let line):
        if !session.handle(line) { return 0 }
      case .timedOut, .otherReady:
        session.tick()
      case .signal(let signal):
        // The terminal's "^C" echo ends its line first, so the goodbye stands on its own.
        endEchoedLine(after: signal, input: input)
        session.finish(sayingGoodbye: signal == SIGINT || signal == SIGTERM)
        return 128 + signal
      case .endOfInput:
        // Ctrl-D says goodbye as q does (it ended without a word).
        session.finish(sayingGoodbye: true, goodbyeTo: goodbyeAtEndOfInput)
        return 0
      }
    }
  }

  /// Ends the line a typed signal left open: ^C (or ^\) at the plain mode's prompt is echoed by
  /// the terminal as "^C" where the cursor was, and the shell's prompt, printed right after an
  /// exit, would follow it on that line ("^Cbash-5.2#"; issue 23's play-test). A newline goes to
  /// the terminal — standard output, else standard error — when `input` is a terminal that
  /// echoes control characters; a pipe or a file gets nothing.
  static func endEchoedLine(after signal: Int32, input: Int32) {
    guard signal == SIGINT || signal == SIGQUIT, isatty(input) == 1 else { return }
    var modes = termios()
    guard tcgetattr(input, &modes) == 0, modes.c_lflag & tcflag_t(ECHO) != 0,
      modes.c_lflag & tcflag_t(ECHOCTL) != 0
    else { return }
    guard
      let terminal = [STDOUT_FILENO, STDERR_FILENO].first(where: { isatty($0) == 1 })
    else { return }
    _ = write(terminal, "\n", 1)
  }

  /// Why the terminal could not be set up, in the player's language.
  static func setupProblem(_ error: TerminalError) -> String {
    switch error {
    case .notATerminal: Phrases.noFullScreen(.inputNotTerminal)
    case .systemCall(let call, let code): Phrases.terminalNotSetUp(call: call, errno: code)
    case .alreadyActive: Phrases.terminalNotSetUp()
    }
  }

  /// The exit status when the last save failed: `EX_IOERR` from sysexits.h.
  public static let saveFailedExitStatus: Int32 = 74

  /// Ends a session: when the last save failed, one line on standard error naming the file and
  /// the reason, and ``saveFailedExitStatus`` instead of a success (a signal's status stands).
  static func finalStatus(
    _ status: Int32, app: AppModel, standardError: (String) -> Void
  ) -> Int32 {
    guard let problem = app.saveProblem ?? app.themes.saveProblem else { return status }
    standardError("memorize: \(problem.sanitizedForTerminal)")
    return status == 0 ? saveFailedExitStatus : status
  }

  /// Applies the command line to the app; returns a one-line problem or `nil`.
  static func prepare(_ app: AppModel, options: LaunchArguments) -> String? {
    app.apply(options.request, for: .terminal)
  }
}

extension FullScreenObstacle {
  /// The view models' name for what the terminal check found.
  init(_ obstacle: TerminalSupport.Obstacle) {
    switch obstacle {
    case .dumbTerminal: self = .dumbTerminal
    case .outputNotTerminal: self = .outputNotTerminal
    case .inputNotTerminal: self = .inputNotTerminal
    }
  }
}

extension GameKind {
  /// The game a section shows, if it shows one.
  init?(_ section: Section) {
    switch section {
    case .memorize: self = .memorize
    case .matchismo: self = .matchismo
    case .set: self = .set
    case .statistics: return nil
    }
  }
}

import CGtk
import FoundationEssentials
import Memorize
import MemorizeBuild

/// Everything `memorize-gtk` does between its command line and its exit status.
public enum WindowApp {
  /// ``run(arguments:environment:)`` for the arguments as argv holds them: bytes in the locale's
  /// charset (a name typed under `zh_CN.GB18030` is GB18030), read as text in it.
  public static func run(argv: [[UInt8]], environment: [String: String]) -> Int32 {
    Console.use(environment: environment)
    return run(arguments: argv.map(Console.argument), environment: environment)
  }

  /// Runs the window for `arguments` (without the program's name) in `environment`: answers
  /// --help, --version and the lists, or opens the window and plays; returns the exit status.
  public static func run(arguments: [String], environment: [String: String]) -> Int32 {
    Console.use(environment: environment)
    // Every word from here on is in the language --language or the environment asks for
    // (gettext's rules), for the whole process: GTK calls back into the window from its loop.
    // Parsing twice is cheap and lets a bad command line speak it too.
    let language = FrontEnd.window.requestedLanguage(arguments, environment: environment)
    Localization.use(language)
    ToolkitLanguage.follow(language)
    let options: LaunchArguments
    switch FrontEnd.window.answer(
      arguments, environment: environment, commit: BuildCommit.hash,
      standardOutput: { Console.write($0) }, standardError: { Console.error($0) })
    {
    case .exit(let status): return status
    case .play(let parsed): options = parsed
    }
    // libadwaita styles every widget itself and, as it starts, sets GTK's theme to an empty one
    // it ships ("Adwaita-empty"). Left alone, GTK first reads its own default theme, which
    // libadwaita then drops (80 M instructions, a tenth of a launch; see BENCHMARKS.md, "GTK
    // window"). Naming the empty theme from gtk_init on skips that reading: GTK_THEME for
    // gtk_init, then the same setting libadwaita makes. The variable is gone before libadwaita
    // starts (while it is set, libadwaita leaves its own stylesheet out, for a user's theme). A
    // GTK_THEME the user set is left alone.
    let namesEmptyTheme = getenv("GTK_THEME") == nil
    if namesEmptyTheme { setenv("GTK_THEME", "Adwaita-empty", 1) }
    let opened = gtk_init_check() != 0
    if namesEmptyTheme {
      if opened { memorize_set_gtk_theme_name("Adwaita-empty") }
      unsetenv("GTK_THEME")
    }
    guard opened else {
      Console.error("memorize-gtk: \(WindowLabels.cannotOpenDisplay)")
      return 1
    }
    // One instance per session: a second launch only asks the first to raise its window. The
    // games are loaded in the instance that shows them, so two never write the same files.
    // The name window lists and screen readers give the application.
    g_set_prgname("Memorize")
    g_set_application_name("Memorize")
    // A window joined to a shared table is an instance of its own: it keeps no files but the
    // seat's token, and two may sit at two tables (or at one, as two players).
    let application = adw_application_new(
      applicationID, options.join == nil ? G_APPLICATION_FLAGS_NONE : G_APPLICATION_NON_UNIQUE)!
    // The window ships no GResource bundle, so nothing is to be found under a resource path.
    // With one (GApplication derives it from the id), GTK's start-up adds its icons folder to
    // the icon theme, which starts reading the theme; libadwaita then adds its own folder,
    // which throws that reading away, and the first icon read it all again (a sixth of the
    // work before the first frame, see BENCHMARKS.md).
    g_application_set_resource_base_path(cast(application), nil)
    // A second launch hands over to the window already open, which keeps its game: options
    // given to it are said not to apply, rather than dropped in silence (the window a person
    // asked for with --game set stayed on Memorize).
    if options.join == nil, !arguments.isEmpty, isAnotherLaunch(application) {
      Console.error("memorize-gtk: \(WindowLabels.alreadyOpenOptionsNotApplied)")
    }
    let launch = Launch(options: options, environment: environment)
    onSignal(application, "activate") { launch.activate(application: OpaquePointer(application)) }
    // Only the program name: the options were read above, and GApplication would take the rest
    // for files to open.
    var argv: [UnsafeMutablePointer<CChar>?] = [CommandLine.unsafeArgv[0], nil]
    let status = g_application_run(cast(application), 1, &argv)
    g_object_unref(UnsafeMutableRawPointer(application))
    // The window saved on closing; a failure is never silent (the exit status is EX_IOERR).
    if let app = launch.app, let problem = app.saveProblem ?? app.themes.saveProblem {
      Console.error("memorize-gtk: \(problem)")
      if let signal = endingSignal { memorize_die_by_signal(signal) }
      return launch.status ?? 74
    }
    // Closed by a signal and saved: end by that signal, so a shell reports 128 + n, as the
    // terminal game does.
    if let signal = endingSignal { memorize_die_by_signal(signal) }
    return launch.status ?? status
  }

  /// Whether `application` is a second launch, which only asks the instance already running to
  /// raise its window (GApplication registers on the session bus to learn it).
  private static func isAnotherLaunch(_ application: some CPointer) -> Bool {
    var error: UnsafeMutablePointer<GError>?
    let registered = g_application_register(cast(application), nil, &error) != 0
    if let error { g_error_free(error) }
    return registered && g_application_get_is_remote(cast(application)) != 0
  }

  /// The first terminating signal that closed the window, if one did.
  fileprivate static var endingSignal: Int32?

  /// The application's reverse-DNS identifier: its D-Bus name, desktop file and icon name.
  public static let applicationID = "io.github.cs193p.Memorize"
  /// The version shown in About (the one in `Release`); the AppStream metainfo lists the same
  /// release.
  public static let version = Release.version

  /// What the first activation does: load the games, apply the command line, open the window.
  private final class Launch {
    let options: LaunchArguments
    let environment: [String: String]
    var window: AppWindow?
    var app: AppModel?
    /// The window joined to a shared table, with `--join`.
    var joined: JoinedWindow?
    /// Set when the command line cannot be applied: the exit status instead of the loop's.
    var status: Int32?

    init(options: LaunchArguments, environment: [String: String]) {
      self.options = options
      self.environment = environment
    }

    func activate(application: OpaquePointer) {
      if let window {
        window.present()
        return
      }
      if let address = options.join {
        join(address, application: application)
        return
      }
      var entropy = SystemRandomNumberGenerator()
      let timeSource = SystemTimeSource()
      let app = AppModel(
        locations: .standard(environment: environment), timeSource: timeSource,
        seed: options.seed ?? entropy.next(),
        autosaveDelay: Autosave.delay(environment: environment), locksDataFolder: true)
      if let problem = WindowApp.prepare(app, options: options) {
        Console.error("memorize-gtk: \(problem)")
        status = 2
        g_application_quit(cast(application))
        return
      }
      // Before the window: GTK picks its renderer when the first window is realized.
      if let software = memorize_choose_renderer() {
        FrameTimings.shared.noteRendererChoice(software: String(cString: software))
        g_free(software)
      }
      let window = AppWindow(
        app: app, timeSource: timeSource, application: application,
        sizeLocations: .standard(environment: environment))
      self.window = window
      self.app = app
      WindowApp.quitOnSignals { window.close() }
      window.present()
    }

    /// The window joined to the table at `address`; the program ends with the link's status
    /// once the window closes.
    func join(_ address: TableAddress, application: OpaquePointer) {
      guard joined == nil else { return }
      if let software = memorize_choose_renderer() {
        FrameTimings.shared.noteRendererChoice(software: String(cString: software))
        g_free(software)
      }
      let link = TableLink.make(options: options, address: address, environment: environment)
      let joined = JoinedWindow(
        link: link, application: application,
        sizeLocations: .standard(environment: environment))
      if environment["MEMORIZE_GTK_TEST_LAYOUT"] == "1" {
        joined.probe = JoinedProbe(window: joined)
      }
      self.joined = joined
      onSignal(joined.window, "destroy") { [unowned self] in status = joined.endStatus ?? 0 }
      WindowApp.quitOnSignals { joined.close() }
      joined.present()
    }
  }

  /// Saves and closes on SIGTERM, SIGINT and SIGHUP (`close`), handled on the main loop like
  /// any event; once the loop has ended, the program dies by the signal (`run`).
  ///
  /// A parent may have started us with signals blocked (Foundation's `Process` does), which would
  /// make the program impossible to stop politely; unblock them first.
  fileprivate static func quitOnSignals(_ close: @escaping @MainActor () -> Void) {
    var signals = sigset_t()
    sigemptyset(&signals)
    for signal in [SIGTERM, SIGINT, SIGHUP] { sigaddset(&signals, signal) }
    pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    for signal in [SIGTERM, SIGINT, SIGHUP] {
      // Lives as long as the program: the sources are never removed before the loop ends.
      let context = Unmanaged.passRetained(SignalClose(close: close, signal: signal))
      g_unix_signal_add(signal, quitOnSignal, context.toOpaque())
    }
  }

  /// What a signal's source closes, and which signal it is.
  fileprivate final class SignalClose {
    let close: @MainActor () -> Void
    let signal: Int32

    init(close: @escaping @MainActor () -> Void, signal: Int32) {
      self.close = close
      self.signal = signal
    }
  }

  /// Applies the command line: a new deal when asked, the game to show. Returns a problem or nil.
  static func prepare(_ app: AppModel, options: LaunchArguments) -> String? {
    app.apply(options.request, for: .window)
  }
}

private let quitOnSignal: GSourceFunc = { data in
  nonisolated(unsafe) let data = data
  MainActor.assumeIsolated {
    let context = Unmanaged<WindowApp.SignalClose>.fromOpaque(data!).takeUnretainedValue()
    WindowApp.endingSignal = WindowApp.endingSignal ?? context.signal
    context.close()
  }
  return 0
}

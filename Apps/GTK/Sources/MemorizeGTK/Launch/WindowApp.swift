import CGtk
import CardGames
import Foundation
import Memorize

/// Everything `memorize-gtk` does between its command line and its exit status.
public enum WindowApp {
  public static func run(arguments: [String], environment: [String: String]) -> Int32 {
    let options: WindowOptions
    do {
      options = try WindowOptions.parse(arguments)
    } catch {
      FileHandle.standardError.write(Data("memorize-gtk: \(error.message)\n".utf8))
      FileHandle.standardError.write(Data((WindowOptions.usage + "\n").utf8))
      return 2
    }
    if options.showsHelp {
      print("Memorize: the card-matching games of CS193P, in a GTK 4 window.")
      print(WindowOptions.usage)
      print(HelpText.text)
      return 0
    }
    var entropy = SystemRandomNumberGenerator()
    let timeSource = SystemTimeSource()
    let app = AppModel(
      locations: .standard(environment: environment), timeSource: timeSource,
      seed: options.seed ?? entropy.next())
    if let problem = prepare(app, options: options) {
      FileHandle.standardError.write(Data("memorize-gtk: \(problem)\n".utf8))
      return 2
    }
    guard gtk_init_check() != 0 else {
      FileHandle.standardError.write(
        Data("memorize-gtk: cannot open a display (is DISPLAY or WAYLAND_DISPLAY set?)\n".utf8))
      return 1
    }
    let window = AppWindow(app: app, timeSource: timeSource)
    quitOnSignals(window)
    window.present()
    while window.isOpen {
      g_main_context_iteration(nil, 1)
    }
    return 0
  }

  /// Saves and closes on SIGTERM, SIGINT and SIGHUP, handled on the main loop like any event.
  ///
  /// A parent may have started us with signals blocked (Foundation's `Process` does), which would
  /// make the program impossible to stop politely; unblock them first.
  private static func quitOnSignals(_ window: AppWindow) {
    var signals = sigset_t()
    sigemptyset(&signals)
    for signal in [SIGTERM, SIGINT, SIGHUP] { sigaddset(&signals, signal) }
    pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    let context = Unmanaged.passUnretained(window).toOpaque()
    for signal in [SIGTERM, SIGINT, SIGHUP] {
      g_unix_signal_add(signal, quitOnSignal, context)
    }
  }

  /// Applies the command line: a new deal when asked, the game to show. Returns a problem or nil.
  static func prepare(_ app: AppModel, options: WindowOptions) -> String? {
    app.apply(
      LaunchRequest(
        game: options.game, themeName: options.themeName, pairs: options.pairs,
        seed: options.seed, players: options.players))
  }
}

private let quitOnSignal: GSourceFunc = { data in
  nonisolated(unsafe) let data = data
  MainActor.assumeIsolated {
    Unmanaged<AppWindow>.fromOpaque(data!).takeUnretainedValue().close()
  }
  return 0
}

#if canImport(Glibc)
  import Glibc
#endif

/// What keeps a terminal front end from drawing full screen, as the view models name it (the
/// terminal library finds it; the words are said here, in the player's language).
public enum FullScreenObstacle: Equatable, Sendable, CaseIterable {
  /// `TERM=dumb`: a terminal that cannot move the cursor.
  case dumbTerminal
  /// Standard output is a pipe or a file.
  case outputNotTerminal
  /// Standard input is a pipe or a file.
  case inputNotTerminal
}

extension Phrases {
  /// Why the games speak English although Chinese was asked for: the locale's charset has no
  /// Chinese (``Language/shown(carryingChinese:)``), and which locales do. One line, for a
  /// notice on the screen or standard error.
  public static var chineseNeedsLocale: String {
    localized(
      "Chinese needs a locale such as zh_CN.UTF-8 or zh_CN.GB18030; the games speak English here.")
  }

  /// A notice in fewer words, for a screen short of room, fewest last; empty for a notice that
  /// has no shorter form. The full screen shows the first form that fits its row, else the last
  /// on two rows, so the whole reason is read at 80 columns and at 40.
  public static func shorterNotices(_ notice: String) -> [String] {
    guard notice == chineseNeedsLocale else { return [] }
    return [localized("Chinese needs a zh_CN.UTF-8 or zh_CN.GB18030 locale; English here.")]
  }

  /// Why the full-screen interface cannot run, and the way round it: one line for standard
  /// error, such as "standard output is not a terminal; run with --plain for line-by-line play."
  ///
  /// - Parameter obstacle: what stands in the way.
  /// - Returns: the sentence.
  public static func noFullScreen(_ obstacle: FullScreenObstacle) -> String {
    switch obstacle {
    case .dumbTerminal:
      localized(
        "TERM=dumb cannot show the full-screen interface; run with --plain for line-by-line play.")
    case .outputNotTerminal:
      localized("standard output is not a terminal; run with --plain for line-by-line play.")
    case .inputNotTerminal:
      localized("standard input is not a terminal; run with --plain for line-by-line play.")
    }
  }
}

extension Phrases {
  /// The terminal would not take the full screen's mode: one line for standard error, naming
  /// the system call that failed and why, such as "cannot set up the terminal: tcsetattr failed
  /// (input/output error); run with --plain for line-by-line play."
  ///
  /// - Parameters:
  ///   - call: the system call that failed, or `nil` when none did (the terminal was in use).
  ///   - errno: the error number the call set.
  /// - Returns: the sentence.
  public static func terminalNotSetUp(call: String? = nil, errno: Int32 = 0) -> String {
    guard let call else {
      return localized("cannot set up the terminal; run with --plain for line-by-line play.")
    }
    return localized(
      "cannot set up the terminal: {call} failed ({reason}); run with --plain for line-by-line play.",
      ["call": call, "reason": systemReason(errno)])
  }
}

/// `strerror`'s words for an error number, lowercased to sit inside a sentence.
private func systemReason(_ code: Int32) -> String {
  let text = String(cString: strerror(code))
  return text.prefix(1).lowercased() + text.dropFirst()
}

extension Phrases {
  /// Said once, among the notices, when the memorize that held the data folder at launch is gone
  /// and this one took its lock: from now on this one saves.
  public static var savingIsOnAgain: String { localized("Saving is on again.") }
}

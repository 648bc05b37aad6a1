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

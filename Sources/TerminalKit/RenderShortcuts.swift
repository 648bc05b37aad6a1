/// Sequences that shorten a run of equal cells, and whether the terminal is known to have them.
///
/// A row of a card's outline is one glyph many times over, and a card leaving the table is a
/// run of blanks: written cell by cell, a 40-column edge of `─` costs 120 bytes. `DiffRenderer`
/// writes such runs with one of these sequences when the terminal has it and the result is
/// certain: the same cells, the same colours, as if every cell had been written.
public struct RenderShortcuts: OptionSet, Sendable, Hashable {
  public let rawValue: UInt8

  /// Creates a set from its raw bits.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// `ESC[K` (EL) blanks from the cursor to the end of the row. Every terminal that runs a
  /// full-screen program has it; without `backgroundColorErase` it is used only where the
  /// blanks are on the terminal's own background.
  public static let eraseToEndOfLine = RenderShortcuts(rawValue: 1 << 0)
  /// `ESC[nX` (ECH) blanks n cells from the cursor without moving it.
  public static let eraseCharacters = RenderShortcuts(rawValue: 1 << 1)
  /// Erased cells take the current background colour (terminfo `bce`), so blanks on a
  /// coloured background can be erased too.
  public static let backgroundColorErase = RenderShortcuts(rawValue: 1 << 2)
  /// `ESC[nb` (REP) prints the character just printed n more times.
  public static let repeatCharacter = RenderShortcuts(rawValue: 1 << 3)

  /// What the terminal's name promises, after the terminfo entry for `TERM`, as ncurses would
  /// use it. A promise only: the name can lie (`TERM=xterm-256color` carried over ssh from a
  /// tmux whose `TMUX` stayed behind, mosh, emulators calling themselves xterm), so a session
  /// configured with `TerminalSession.Configuration.standard(environment:)` uses REP, ECH and
  /// colour erase only once the terminal has shown them (`ShortcutProbe`); what is given here
  /// directly (tests, benchmarks) is used as given.
  ///
  /// The `xterm` entries have all four. Inside tmux (`TMUX` set) or GNU screen (`STY` set) a
  /// `TERM` of `xterm…` is not what draws, and what is written goes to the multiplexer on the
  /// same machine, which draws the screen again for the real terminal with its own sequences:
  /// there EL alone, as the `tmux` and `screen` entries promise. (tmux repeats only ASCII, and
  /// keeps the colour of cells erased at the end of a row on screen but not in
  /// `capture-pane`, which the end-to-end tests read.) `linux` has all but REP; any other
  /// terminal gets EL alone. `dumb` or no `TERM` gets nothing.
  public static func detect(environment: [String: String]) -> RenderShortcuts {
    let term = (environment["TERM"] ?? "").lowercased()
    if term.isEmpty || term == "dumb" { return [] }
    let multiplexed = !(environment["TMUX"] ?? "").isEmpty || !(environment["STY"] ?? "").isEmpty
    if multiplexed { return [.eraseToEndOfLine] }
    if term.hasPrefix("xterm") {
      return [.eraseToEndOfLine, .eraseCharacters, .backgroundColorErase, .repeatCharacter]
    }
    if term == "linux" || term.hasPrefix("linux-") {
      return [.eraseToEndOfLine, .eraseCharacters, .backgroundColorErase]
    }
    return [.eraseToEndOfLine]
  }
}

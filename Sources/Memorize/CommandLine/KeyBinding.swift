/// A key and what it does, for `--help` and the manual pages.
public struct KeyBinding: Equatable, Sendable {
  /// The keys, as the help writes them ("n", "Tab, Shift-Tab").
  public let keys: String
  /// What the keys do, in the player's language.
  public let action: String

  /// Pairs keys with what they do.
  public init(_ keys: String, _ action: String) {
    self.keys = keys
    self.action = action
  }
}

extension FrontEnd {
  /// The keys the front end answers.
  public var keys: [KeyBinding] {
    switch self {
    case .terminal:
      [
        KeyBinding("arrows, h j k l", localized("move the focus")),
        KeyBinding(
          "Space, Enter", localized("choose the focused card (or open the focused theme)")),
        KeyBinding("n", localized("new game (Matchismo: redeal)")),
        KeyBinding("t, Esc, Backspace", localized("back to the theme chooser")),
        KeyBinding(
          "r, e, +", localized("in the chooser: restyle the game with a theme, edit it, add one")),
        KeyBinding("s, i", localized("shuffle; hint (a pair you have seen, for a point)")),
        KeyBinding("p", localized("players: up to four people and computer opponents")),
        KeyBinding("m, [, ]", localized("Matchismo: match 2 or 3 cards; scrub the history")),
        KeyBinding("d, i", localized("Set: deal three more; hint")),
        KeyBinding(
          "Tab, Shift-Tab, 1-4", localized("switch section: Memorize, Matchismo, Set, Statistics")),
        KeyBinding("?", localized("help")),
        KeyBinding("o", localized("reduced motion on or off (remembered)")),
        KeyBinding("q, Ctrl-C", localized("quit; everything is saved as you play")),
      ]
    case .window:
      // The window's shortcuts as Apps/GTK's Shortcuts sets them (a GTK test compares the two).
      [
        KeyBinding("Left, Right, Up, Down", localized("Move between cards")),
        KeyBinding("Space, Return", localized("Choose the focused card")),
        KeyBinding("Ctrl+N", localized("New game")),
        KeyBinding("Ctrl+H", localized("Outline a pair you have seen (a point)")),
        KeyBinding("Ctrl+Page Down", localized("Next section")),
        KeyBinding("Ctrl+Page Up", localized("Previous section")),
        KeyBinding("Ctrl+?, F1", localized("Keyboard shortcuts")),
        KeyBinding("Escape, Ctrl+W", localized("Close a dialog")),
        KeyBinding("Ctrl+Q", localized("Quit (games are saved as you play)")),
      ]
    }
  }
}

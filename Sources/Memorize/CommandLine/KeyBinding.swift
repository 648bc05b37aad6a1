/// A key and what it does, for `--help` and the manual pages.
public struct KeyBinding: Equatable, Sendable {
  public let keys: String
  public let action: String

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
        KeyBinding("arrows, h j k l", "move the focus"),
        KeyBinding("Space, Enter", "choose the focused card (or open the focused theme)"),
        KeyBinding("n", "new game (Matchismo: redeal)"),
        KeyBinding("t, Esc, Backspace", "back to the theme chooser"),
        KeyBinding("r, e, +", "in the chooser: restyle the game with a theme, edit it, add one"),
        KeyBinding("s, i", "shuffle; hint (a pair you have seen, for a point)"),
        KeyBinding("p", "players: up to four people and computer opponents"),
        KeyBinding("m, [, ]", "Matchismo: match 2 or 3 cards; scrub the history"),
        KeyBinding("d, i", "Set: deal three more; hint"),
        KeyBinding("Tab, Shift-Tab, 1-4", "switch section: Memorize, Matchismo, Set, Statistics"),
        KeyBinding("?", "help"),
        KeyBinding("o", "reduced motion on or off (remembered)"),
        KeyBinding("q, Ctrl-C", "quit; everything is saved as you play"),
      ]
    case .window:
      [
        KeyBinding("Tab, Shift+Tab, arrows", "move between cards"),
        KeyBinding("Space, Enter", "choose the focused card"),
        KeyBinding("Ctrl+N", "new game"),
        KeyBinding("Ctrl+H", "hint: outline a pair you have seen (solo games, a point)"),
        KeyBinding("Ctrl+Page Up, Page Down", "previous or next section"),
        KeyBinding("F1", "help"),
        KeyBinding("Ctrl+Q", "quit; everything is saved as you play"),
      ]
    }
  }
}

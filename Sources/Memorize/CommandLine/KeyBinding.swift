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

/// Keys listed together under a heading in `--help` and the manual page.
public struct KeyGroup: Equatable, Sendable {
  /// The heading, or `nil` for a front end with one list of keys.
  public let title: String?
  /// The keys and what they do.
  public let bindings: [KeyBinding]

  /// A heading and its keys.
  ///
  /// - Parameters:
  ///   - title: the heading, or `nil` for no heading.
  ///   - bindings: the keys and what they do.
  public init(title: String?, bindings: [KeyBinding]) {
    self.title = title
    self.bindings = bindings
  }
}

extension FrontEnd {
  /// The keys the front end answers, as `--help` and the manual page list them: the terminal's
  /// written from its key tables (``KeyTable``), the table each screen handles its keys by.
  public var keyGroups: [KeyGroup] {
    switch self {
    case .terminal:
      KeyTable.allCases.map { table in
        KeyGroup(
          title: table.title,
          bindings: table.lines.map { line in
            KeyBinding(
              line.keys.map(ScreenText.name(of:)).joined(separator: ", "),
              ScreenText.describe(line.action))
          })
      }
    case .window:
      [KeyGroup(title: nil, bindings: keys)]
    }
  }

  /// The keys the front end answers, every group's in one list.
  public var keys: [KeyBinding] {
    switch self {
    case .terminal:
      keyGroups.flatMap(\.bindings)
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

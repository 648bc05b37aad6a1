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
              Phrases.list(line.keys.map(Labels.name(of:))),
              Labels.describe(line.action))
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
      // The window's one table of shortcuts, which it sets its accelerators from.
      WindowShortcut.groups.flatMap(\.shortcuts).map { KeyBinding($0.keys, $0.title) }
    }
  }
}

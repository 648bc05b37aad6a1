/// One keyboard shortcut of the window: its keys in GTK's accelerator syntax, what it does, and the
/// action it triggers. The one table of the window's keys: the window sets its accelerators and
/// writes its shortcuts window (Ctrl+?) from ``groups``, and `--help` and the manual page list
/// ``FrontEnd/keys`` from the same table, so the three cannot drift.
public struct WindowShortcut: Equatable, Sendable {
  /// The keys, as GTK names them (`<Control>n`, `Page_Down`).
  public var accelerators: [String]
  /// What the keys do, in the player's language.
  public var title: String
  /// The action the keys trigger (`app.…` or `win.…`), or `nil` when a widget handles the keys
  /// itself (arrows and Space on the board, Escape in a dialog).
  public var action: String?

  /// A shortcut from its keys, what it does and its action.
  public init(accelerators: [String], title: String, action: String? = nil) {
    self.accelerators = accelerators
    self.title = title
    self.action = action
  }

  /// The action's name without its scope (`call-set-1` for `win.call-set-1`): what the window
  /// registers it under.
  public var actionName: String? {
    action.map { String($0.split(separator: ".", maxSplits: 1).last ?? "") }
  }

  /// The keys as a person reads them: "Ctrl+Page Down", "Ctrl+N", "Space, Enter".
  public var keys: String { Phrases.list(accelerators.map(Self.readable)) }

  /// One accelerator as a person reads it: `<Control>Page_Down` as "Ctrl+Page Down", `<Control>n`
  /// as "Ctrl+N", `question` as "?", `Return` and `Escape` as "Enter" and "Esc", as the
  /// terminal's help names them.
  public static func readable(_ accelerator: String) -> String {
    var modifiers = ""
    var key = Substring(accelerator)
    while key.hasPrefix("<"), let end = key.firstIndex(of: ">") {
      let modifier = key[key.index(after: key.startIndex)..<end]
      modifiers += (modifier == "Control" ? "Ctrl" : String(modifier)) + "+"
      key = key[key.index(after: end)...]
    }
    let name: String =
      switch key {
      case "question": "?"
      case "space": "Space"
      // The names the terminal's help gives the same keys.
      case "Return": "Enter"
      case "Escape": "Esc"
      default: key.count == 1 ? key.uppercased() : String(key).replacing("_", with: " ")
      }
    return modifiers + name
  }
}

/// Shortcuts the window's shortcuts window shows under one heading.
public struct WindowShortcutGroup: Equatable, Sendable {
  /// The heading, in the player's language.
  public var title: String
  /// The shortcuts, in the order they are shown.
  public var shortcuts: [WindowShortcut]

  /// A heading and its shortcuts.
  public init(title: String, shortcuts: [WindowShortcut]) {
    self.title = title
    self.shortcuts = shortcuts
  }
}

extension WindowShortcut {
  /// Every shortcut of the window, by group, in the player's language (read anew each time).
  public static var groups: [WindowShortcutGroup] { groups(quitting: .quit) }

  /// Every shortcut of the window, by group, with Ctrl+Q said as `quitting` says it: the games
  /// saved, or, while another memorize saves to the data folder, saving off
  /// (``AppModel/quitAction``).
  public static func groups(quitting: Labels.KeyAction) -> [WindowShortcutGroup] {
    [
      WindowShortcutGroup(
        title: WindowLabels.playing,
        shortcuts: [
          WindowShortcut(
            accelerators: ["Left", "Right", "Up", "Down"], title: WindowLabels.moveBetweenCards),
          WindowShortcut(accelerators: ["space", "Return"], title: WindowLabels.chooseFocusedCard),
          WindowShortcut(
            accelerators: ["<Control>b"], title: WindowLabels.goToTheCards,
            action: "win.focus-board"),
          editTheme,
          WindowShortcut(
            accelerators: ["<Control>n"], title: WindowLabels.newGameShortcut,
            action: "win.new-game"),
          WindowShortcut(
            accelerators: ["<Control>h"], title: WindowLabels.hintShortcut, action: "win.hint"),
          WindowShortcut(
            accelerators: ["<Control>d"], title: WindowLabels.dealThreeMoreShortcut,
            action: "win.deal-three-more"),
          WindowShortcut(
            accelerators: ["<Control>z"], title: WindowLabels.undoShortcut, action: "win.undo"),
        ]),
      WindowShortcutGroup(
        title: WindowLabels.window,
        shortcuts: [
          WindowShortcut(
            accelerators: ["<Control>Page_Down"], title: WindowLabels.nextSection,
            action: "win.next-section"),
          WindowShortcut(
            accelerators: ["<Control>Page_Up"], title: WindowLabels.previousSection,
            action: "win.previous-section"),
          WindowShortcut(
            accelerators: ["<Control>i"], title: WindowLabels.statisticsShortcut,
            action: "win.show-statistics"),
          WindowShortcut(
            accelerators: ["<Control>question", "F1"],
            title: WindowLabels.keyboardShortcutsShortcut, action: "win.show-help-overlay"),
          WindowShortcut(accelerators: ["Escape", "<Control>w"], title: WindowLabels.closeADialog),
          WindowShortcut(
            accelerators: ["<Control>q"],
            title: quitting == .quitUnsaved
              ? WindowLabels.quitUnsavedShortcut : WindowLabels.quitShortcut,
            action: "app.quit"),
        ]),
      WindowShortcutGroup(title: WindowLabels.setRace, shortcuts: raceCalls),
    ]
  }
}

extension WindowShortcut {
  /// Ctrl+E: the theme editor for the theme list's focused row, else for the theme in play. The
  /// rows' Edit buttons take no Tab stop of their own (the list is one stop, the arrows move
  /// inside it), so this is the keyboard's way to them.
  public static var editTheme: WindowShortcut {
    WindowShortcut(
      accelerators: ["<Control>e"], title: WindowLabels.editThemeShortcut,
      action: "win.edit-theme")
  }

  /// What a theme row's keys do, as a screen reader offers it beside the row's name: "Enter
  /// plays this theme · Ctrl+E edits it".
  public static var themeRowKeys: String {
    let edit = editTheme.accelerators.first.map(readable) ?? ""
    return Phrases.beside([
      Typography.spaced(Labels.name(of: .enter), WindowLabels.rowEnterPlays),
      Typography.spaced(edit, WindowLabels.rowControlEEdits),
    ])
  }
}

extension WindowShortcut {
  /// The shortcuts that call Set! at a race, one per seat in seat order (`win.call-set-1` to
  /// `win.call-set-4`): Ctrl and the seat's number, listed under ``WindowLabels/setRace`` in
  /// ``groups``.
  public static var raceCalls: [WindowShortcut] {
    (1...4).map { number in
      WindowShortcut(
        accelerators: ["<Control>\(number)"], title: WindowLabels.seatCallsSet(number),
        action: "win.call-set-\(number)")
    }
  }
}

extension WindowShortcut {
  /// The shortcuts of a window joined to a shared table: only the keys it answers. The table's
  /// game is played with the arrows and Space; New Game, Hint, Undo and the sections are the
  /// local window's. Seated at a Set race (`callsSet`), Ctrl+1 calls Set! for the window's own
  /// seat, whichever seat that is (the other seats call from their own screens), and Ctrl+D,
  /// Deal 3 More in a game of one's own, asks for 3 more cards for it.
  public static func joinedGroups(callsSet: Bool) -> [WindowShortcutGroup] {
    let all = groups
    var joined = [
      WindowShortcutGroup(
        title: WindowLabels.playing,
        shortcuts: all[0].shortcuts.filter { $0.action == nil }),
      WindowShortcutGroup(
        title: WindowLabels.window,
        shortcuts: all[1].shortcuts.filter {
          $0.action == nil || $0.action == "win.show-help-overlay" || $0.action == "app.quit"
        }),
    ]
    if callsSet {
      joined.append(
        WindowShortcutGroup(
          title: WindowLabels.setRace,
          shortcuts: [
            WindowShortcut(
              accelerators: ["<Control>1"], title: WindowLabels.callSetForYourSeat,
              action: "win.call-set-1"),
            WindowShortcut(
              accelerators: ["<Control>d"], title: WindowLabels.askForMoreForYourSeat,
              action: "win.deal-three-more"),
          ]))
    }
    return joined
  }
}

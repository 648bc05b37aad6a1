import Memorize

/// Every keyboard shortcut of the window, in one list: the application's accelerators are set from
/// it and the shortcuts window (Ctrl+?) is written from it; `--help`'s keys are the view models'
/// (`FrontEnd.window.keys`), which a test holds to this list, so they cannot drift.
nonisolated public enum Shortcuts {
  /// One shortcut: its keys in GTK's accelerator syntax, what it does, and the action it
  /// triggers (`app.…` or `win.…`), or `nil` when a widget handles the keys itself.
  public struct Shortcut: Equatable, Sendable {
    public var accelerators: [String]
    public var title: String
    public var action: String?
  }

  /// A titled group of shortcuts, as the shortcuts window shows them.
  public struct Group: Equatable, Sendable {
    public var title: String
    public var shortcuts: [Shortcut]
  }

  /// Every group, its words in the player's language (read anew each time).
  public static var groups: [Group] {
    [
      Group(
        title: WindowText.playing,
        shortcuts: [
          Shortcut(
            accelerators: ["Left", "Right", "Up", "Down"], title: WindowText.moveBetweenCards),
          Shortcut(accelerators: ["space", "Return"], title: WindowText.chooseFocusedCard),
          Shortcut(
            accelerators: ["<Control>n"], title: WindowText.newGameShortcut, action: "win.new-game"),
          Shortcut(
            accelerators: ["<Control>h"], title: WindowText.hintShortcut,
            action: "win.hint"),
        ]),
      Group(
        title: WindowText.window,
        shortcuts: [
          Shortcut(
            accelerators: ["<Control>Page_Down"], title: WindowText.nextSection,
            action: "win.next-section"),
          Shortcut(
            accelerators: ["<Control>Page_Up"], title: WindowText.previousSection,
            action: "win.previous-section"),
          Shortcut(
            accelerators: ["<Control>question", "F1"], title: WindowText.keyboardShortcutsShortcut,
            action: "win.show-help-overlay"),
          Shortcut(accelerators: ["Escape", "<Control>w"], title: WindowText.closeADialog),
          Shortcut(
            accelerators: ["<Control>q"], title: WindowText.quitShortcut,
            action: "app.quit"),
        ]),
    ]
  }

  /// Every shortcut that triggers an action.
  public static var actions: [Shortcut] {
    groups.flatMap(\.shortcuts).filter { $0.action != nil }
  }

  /// `<Control>Page_Down` as "Ctrl+Page Down", as `--help` names the keys.
  static func readable(_ accelerator: String) -> String {
    accelerator.replacing("<Control>", with: "Ctrl+").replacing("_", with: " ")
      .replacing("question", with: "?").replacing("space", with: "Space")
  }

  /// A `GtkShortcutsWindow` as GtkBuilder XML, with the object id `help_overlay`.
  public static var builderXML: String {
    var xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <interface>
        <object class="GtkShortcutsWindow" id="help_overlay">
          <property name="modal">1</property>
          <child>
            <object class="GtkShortcutsSection">
              <property name="section-name">shortcuts</property>

      """
    for group in groups {
      xml += "          <child><object class=\"GtkShortcutsGroup\">\n"
      xml += "            <property name=\"title\">\(escaped(group.title))</property>\n"
      for shortcut in group.shortcuts {
        xml += "            <child><object class=\"GtkShortcutsShortcut\">\n"
        xml += "              <property name=\"title\">\(escaped(shortcut.title))</property>\n"
        let keys = shortcut.accelerators.joined(separator: " ")
        xml += "              <property name=\"accelerator\">\(escaped(keys))</property>\n"
        xml += "            </object></child>\n"
      }
      xml += "          </object></child>\n"
    }
    xml += """
            </object>
          </child>
        </object>
      </interface>
      """
    return xml
  }

  private static func escaped(_ text: String) -> String { markupEscaped(text) }
}

/// `text` as Pango markup and GtkBuilder XML read it: `&`, `<` and `>` stay characters (a
/// player's name may hold them).
nonisolated func markupEscaped(_ text: String) -> String {
  text.replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing(">", with: "&gt;")
}

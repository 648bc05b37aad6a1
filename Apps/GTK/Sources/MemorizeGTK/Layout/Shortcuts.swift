import Memorize

/// The window's shortcuts as GTK takes them, from the view models' one table
/// (`WindowShortcut.groups`, which `--help` and the manual page list too): the application's
/// accelerators are set from ``actions`` and the shortcuts window (Ctrl+?) is written from
/// ``builderXML``.
nonisolated public enum Shortcuts {
  /// One shortcut: its keys, what it does, and its action.
  public typealias Shortcut = WindowShortcut
  /// A titled group of shortcuts, as the shortcuts window shows them.
  public typealias Group = WindowShortcutGroup

  /// Every group, its words in the player's language (read anew each time).
  public static var groups: [Group] { WindowShortcut.groups }

  /// Every shortcut that triggers an action.
  public static var actions: [Shortcut] {
    groups.flatMap(\.shortcuts).filter { $0.action != nil }
  }

  /// A `GtkShortcutsWindow` as GtkBuilder XML, with the object id `help_overlay`.
  public static var builderXML: String { builderXML(groups: groups) }

  /// A `GtkShortcutsWindow` listing `groups` as GtkBuilder XML, with the object id
  /// `help_overlay`.
  public static func builderXML(groups: [Group]) -> String {
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

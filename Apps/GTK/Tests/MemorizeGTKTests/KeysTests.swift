import Memorize
import Testing

@testable import MemorizeGTK

/// The window's shortcuts are set from `Shortcuts`; `--help` and memorize-gtk(6) list
/// `FrontEnd.window.keys`. This keeps the two the same list.
@Suite("Keys in the manual")
struct KeysTests {
  @Test("memorize-gtk --help and its manual page list exactly the window's shortcuts")
  func manualListsTheShortcuts() {
    let shortcuts = Shortcuts.groups.flatMap(\.shortcuts).map { KeyBinding($0.keys, $0.title) }
    #expect(FrontEnd.window.keys == shortcuts)
    #expect(
      FrontEnd.window.keys.map(\.keys) == [
        "Left, Right, Up, Down", "Space, Enter", "Ctrl+B", "Ctrl+E", "Ctrl+N", "Ctrl+H",
        "Ctrl+D", "Ctrl+Z", "Ctrl+Page Down", "Ctrl+Page Up", "Ctrl+I", "Ctrl+?, F1",
        "Esc, Ctrl+W", "Ctrl+Q", "Ctrl+1", "Ctrl+2", "Ctrl+3", "Ctrl+4",
      ])
  }

  /// Issue 23: the theme rows' Edit buttons take no Tab stop; each row's description names the
  /// keys that act on it, in the player's language, as the shortcuts window does.
  @Test func aThemeRowSaysWhichKeysPlayAndEditIt() {
    let english = Localization.withLanguage(.english) { WindowShortcut.themeRowKeys }
    #expect(english == "Enter plays this theme · Ctrl+E edits it")
    let chinese = Localization.withLanguage(.simplifiedChinese) { WindowShortcut.themeRowKeys }
    #expect(chinese == "回车：开始玩这个主题 · Ctrl+E 编辑它")
    #expect(
      WindowShortcut.groups.flatMap(\.shortcuts).contains {
        $0.accelerators == ["<Control>e"] && $0.action == "win.edit-theme"
      })
  }
}

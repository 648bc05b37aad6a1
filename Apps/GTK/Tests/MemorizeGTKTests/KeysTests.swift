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
        "Left, Right, Up, Down", "Space, Enter", "Ctrl+B", "Ctrl+N", "Ctrl+H", "Ctrl+D", "Ctrl+Z",
        "Ctrl+Page Down",
        "Ctrl+Page Up", "Ctrl+?, F1", "Esc, Ctrl+W", "Ctrl+Q", "Ctrl+1", "Ctrl+2", "Ctrl+3",
        "Ctrl+4",
      ])
  }
}

import Memorize
import Testing

@testable import MemorizeGTK

/// The window's shortcuts are set from `Shortcuts`; `--help` and memorize-gtk(6) list
/// `FrontEnd.window.keys`. This keeps the two the same list.
@Suite("Keys in the manual")
struct KeysTests {
  @Test("memorize-gtk --help and its manual page list exactly the window's shortcuts")
  func manualListsTheShortcuts() {
    let shortcuts = Shortcuts.groups.flatMap(\.shortcuts).map { shortcut in
      KeyBinding(
        shortcut.accelerators.map(Shortcuts.readable).joined(separator: ", ").lowercased(),
        shortcut.title)
    }
    let documented = FrontEnd.window.keys.map { KeyBinding($0.keys.lowercased(), $0.action) }
    #expect(documented == shortcuts)
  }
}

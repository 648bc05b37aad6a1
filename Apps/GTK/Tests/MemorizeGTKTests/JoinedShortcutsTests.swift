import Memorize
import Testing

@testable import MemorizeGTK

/// Issue 23: the window joined to a shared table lists only the keys it answers.
@Suite("A joined window's shortcuts")
struct JoinedShortcutsTests {
  @Test func seatedAtASetRaceCtrl1CallsForTheWindowsSeat() {
    let groups = Localization.withLanguage(.english) {
      WindowShortcut.joinedGroups(callsSet: true)
    }
    #expect(groups.map(\.title) == ["Playing", "Window", "Set race"])
    #expect(
      groups.flatMap(\.shortcuts).map { "\($0.keys): \($0.title)" } == [
        "Left, Right, Up, Down: Move between cards", "Space, Enter: Choose the focused card",
        "Ctrl+?, F1: Keyboard shortcuts", "Esc, Ctrl+W: Close a dialog",
        "Ctrl+Q: Quit (games are saved as you play)",
        "Ctrl+1: Call Set! for your seat", "Ctrl+D: Ask for 3 more cards for your seat",
      ])
    #expect(
      groups.flatMap(\.shortcuts).compactMap(\.action) == [
        "win.show-help-overlay", "app.quit", "win.call-set-1", "win.deal-three-more",
      ])
    let xml = Shortcuts.builderXML(groups: groups)
    #expect(xml.contains("Call Set! for your seat") && !xml.contains("Seat 2 calls Set!"))
  }

  @Test func watchingOrAtAnotherGameNoSetIsCalled() {
    let groups = WindowShortcut.joinedGroups(callsSet: false)
    #expect(groups.count == 2)
    #expect(!groups.flatMap(\.shortcuts).contains { $0.action == "win.call-set-1" })
    #expect(!groups.flatMap(\.shortcuts).contains { $0.action == "win.deal-three-more" })
  }
}

import Foundation
import Memorize
import Testing

extension WindowTests {
  /// Issue 23 (play-test, keyboard only): Tab stepped through every card on the board, dozens
  /// of Tabs to get past it; Set's Deal 3 More had no key and the shortcuts window did not list
  /// one; and with saving off (another memorize holds the data folder) Ctrl+Q was still said
  /// to save the games.
  @Suite("The board and the keys")
  struct BoardAndKeys {
    /// The board is one Tab stop: Tab leaves it for the next control, Shift+Tab comes back to
    /// the card the arrows were last on.
    @Test func theBoardIsOneTabStopWithArrowsInside() throws {
      let app = try RunningApp(["--game", "set", "--seed", "3"])
      defer { app.stop() }
      let start = try app.layout { $0.section == "set" && $0.setCards.count == 12 && $0.focus == 0 }
      #expect(start.focusedWidget == "GtkButton")
      try app.key("Right")
      _ = try app.layout { $0.focus == 1 }
      try app.key("Tab")
      let left = try app.layout { $0.focus == nil }
      #expect(left.focusedWidget.hasPrefix("GtkButton "), "\(left.focusedWidget)")
      try app.key("shift+Tab")
      let back = try app.layout { $0.focus != nil }
      #expect(back.focus == 1)
      try app.key("Down")
      let below = try app.layout { $0.focus != 1 }
      #expect(below.focus.map { $0 > 1 } == true)
      // Round the whole window and back to the board: each other control once, the board once.
      var stops = 0
      var last = "\(below.focusedWidget) \(below.focus ?? -1)"
      while stops < 40 {
        try app.key("Tab")
        stops += 1
        let before = last
        let report = try? app.layout(seconds: 2) {
          "\($0.focusedWidget) \($0.focus ?? -1)" != before
        }
        if let report { last = "\(report.focusedWidget) \(report.focus ?? -1)" }
        if report?.focus != nil { break }
      }
      #expect(stops < 20, "Tab round the window took \(stops) steps")
    }

    /// Ctrl+D deals three more cards in Set, as Deal 3 More does, and the shortcuts window
    /// lists it; Ctrl+Q is said to keep the games, which it does here.
    @Test func ctrlDDealsThreeMoreAndIsListed() throws {
      let app = try RunningApp(["--game", "set", "--seed", "3"])
      defer { app.stop() }
      _ = try app.layout { $0.section == "set" && $0.setCards.count == 12 }
      try app.key("ctrl+d")
      let dealt = try app.layout { $0.setCards.count != 12 }
      #expect(dealt.setCards.count == 15)
      try app.key("ctrl+question")
      let listed = try app.layout { !$0.shortcuts.isEmpty }
      let titles = Dictionary(listed.shortcuts.map { ($0.accelerator, $0.title) }) { a, _ in a }
      #expect(titles["<Control>d"] == WindowLabels.dealThreeMoreShortcut)
      #expect(titles["<Control>d"] == "Deal 3 more cards (Set)")
      #expect(titles["<Control>q"] == "Quit (games are saved as you play)")
    }

    /// Another memorize holds the data folder, so this window saves nothing: its shortcuts
    /// window says Ctrl+Q quits with saving off.
    @Test func withSavingOffQuitSaysSo() throws {
      let home = newTestHome()
      let data = StorageLocations(testHome: home).dataDirectory
      try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
      guard case .acquired(let held) = WriterLock.acquire(in: data) else {
        Issue.record("the test could not take the data folder's lock")
        return
      }
      let app = try RunningApp(["--game", "set", "--seed", "3"], home: home)
      defer { app.stop() }
      _ = try app.layout { $0.section == "set" && $0.setCards.count == 12 }
      try app.key("ctrl+question")
      let listed = try app.layout { !$0.shortcuts.isEmpty }
      let titles = Dictionary(listed.shortcuts.map { ($0.accelerator, $0.title) }) { a, _ in a }
      #expect(titles["<Control>q"] == WindowLabels.quitUnsavedShortcut)
      #expect(titles["<Control>q"] == "Quit (saving is off)")
      withExtendedLifetime(held) {}
    }
  }
}

import Foundation
import Memorize
import Testing

extension WindowTests {
  /// Issue 23 (play-test): on Statistics the menu offered Players…, whose Start dealt a Memorize
  /// game nothing there had spoken of. Statistics is no game to seat players at (the view
  /// model's ``AppModel/playersSeating``): its menu has no Players…, and Memorize's has.
  @Suite("Players… on Statistics")
  struct PlayersOnStatistics {
    @Test func statisticsOffersNoPlayersAndMemorizeDoes() throws {
      let app = try RunningApp([], home: homeOnStatistics { _ in })
      defer { app.stop() }
      _ = try app.layout { $0.section == "statistics" && $0.isSettled }
      try app.key("F10")
      let menu = try app.layout { $0.isMenuOpen && !$0.menuItems.isEmpty }
      #expect(menu.menuItems.first == "New Game", "\(menu.menuItems)")
      #expect(!menu.menuItems.contains("Players…"), "\(menu.menuItems)")
      try app.key("Escape")
      _ = try app.layout { !$0.isMenuOpen }
      try app.key("ctrl+Page_Up")
      _ = try app.layout { $0.section == "set" }
      try app.key("F10")
      let setMenu = try app.layout { $0.isMenuOpen && !$0.menuItems.isEmpty }
      #expect(setMenu.menuItems.contains("Players…"), "\(setMenu.menuItems)")
      try app.key("Escape")
      _ = try app.layout { !$0.isMenuOpen }
      try app.key("ctrl+q")
      #expect(app.waitForExit() == 0)
    }

    /// Issue 23 (play-test): the main menu showed each item's shortcut but Keyboard
    /// Shortcuts' own, Ctrl+?.
    @Test func keyboardShortcutsShowsItsKeys() throws {
      let app = try RunningApp(["--seed", "3", "--theme", "Halloween"])
      defer { app.stop() }
      _ = try app.layout { $0.section == "memorize" && $0.cards.count == 16 && $0.isSettled }
      try app.key("F10")
      let menu = try app.layout { $0.isMenuOpen && !$0.menuItems.isEmpty }
      let items = menu.menuItems
      let index = try #require(items.firstIndex(of: WindowLabels.keyboardShortcuts), "\(items)")
      #expect(items.indices.contains(index + 1) && items[index + 1] == "Ctrl+?", "\(items)")
      try app.key("Escape")
      try app.key("ctrl+q")
      #expect(app.waitForExit() == 0)
    }

    /// Issue 23: the terminal has a Statistics tab; the window's main menu had no way there
    /// (only the section switcher, folded away in a narrow window). The menu lists Statistics
    /// after the game's and the themes' items, Ctrl+I goes there from a game, and the shortcuts
    /// window lists it.
    @Test func theMenuAndCtrlIGoToStatistics() throws {
      let app = try RunningApp(["--seed", "3", "--theme", "Halloween"])
      defer { app.stop() }
      _ = try app.layout { $0.section == "memorize" && $0.cards.count == 16 && $0.isSettled }
      try app.key("F10")
      let menu = try app.layout { $0.isMenuOpen && !$0.menuItems.isEmpty }
      // Each item's label, then its shortcut's keys where it has one.
      let statistics = try #require(
        menu.menuItems.firstIndex(of: "Statistics"), "\(menu.menuItems)")
      #expect(
        menu.menuItems.firstIndex(of: "Restore Built-in Themes").map { $0 < statistics } == true)
      #expect(menu.menuItems.dropFirst(statistics + 1).first == "Ctrl+I", "\(menu.menuItems)")
      try app.key("Escape")
      _ = try app.layout { !$0.isMenuOpen }
      try app.key("ctrl+i")
      let shown = try app.layout { $0.section == "statistics" }
      #expect(shown.section == "statistics")
      try app.key("ctrl+question")
      let listed = try app.layout { !$0.shortcuts.isEmpty }
      let titles = Dictionary(listed.shortcuts.map { ($0.accelerator, $0.title) }) { a, _ in a }
      #expect(titles["<Control>i"] == "Show the statistics")
      try app.key("Escape")
      _ = try app.layout { $0.shortcuts.isEmpty }
      try app.key("ctrl+q")
      #expect(app.waitForExit() == 0)
    }
  }
}

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
  }
}

import Foundation
import Memorize
import Testing

extension WindowTests.JoinedToATable {
  /// A Set race of two: Ben sits first, then the window as Ana, seat 2, once it shows the
  /// cards and both seats.
  static func benThenTheWindowAtARace() throws -> (SharedTable, TestPlayer, RunningApp) {
    let table = try SharedTable(["--game", "set", "--people", "2"])
    let ben = try TestPlayer(port: table.port, code: table.code, name: "Ben")
    #expect(try ben.read { $0.table.view?.seats.isEmpty == false })
    let app = try table.joinWindow("Ana")
    let seated = try app.layout(seconds: 20) {
      $0.section == "set" && $0.setCards.count >= 12 && $0.seatsLine == "At the table: Ben, Ana"
    }
    #expect(seated.seat == 1)
    return (table, ben, app)
  }

  /// Issue 23 (play-test): at a shared Set race, Ctrl+1 ("Seat 1 calls Set!" in the shortcuts
  /// window) did nothing in the joined window but move the keyboard's ring; its Set! button
  /// called. Ben sits first, so the window plays seat 2: Ctrl+1 calls Set! for it all the same,
  /// and Ctrl+? opens the window's shortcuts.
  @Test func ctrl1CallsSetForTheWindowsOwnSeat() throws {
    let (table, ben, app) = try Self.benThenTheWindowAtARace()
    defer { withExtendedLifetime(table) { app.stop() } }
    #expect(try ben.read { $0.table.view?.board?.race?.seats.map(\.isCalling) == [false, false] })
    try app.key("ctrl+1")
    #expect(try ben.read { $0.table.view?.board?.race?.seats.map(\.isCalling) == [false, true] })
    try app.key("ctrl+question")
    _ = try app.window(titled: "Keyboard Shortcuts")
  }

  /// A window at a table had no primary menu: its shortcuts and About were out of reach but
  /// for Ctrl+? (a play-tester's finding). F10 opens the menu a game of one's own ends with.
  @Test func theWindowAtATableHasAPrimaryMenu() throws {
    let (table, _, app) = try Self.benThenTheWindowAtARace()
    defer { withExtendedLifetime(table) { app.stop() } }
    try app.key("F10")
    let menu = try app.layout { $0.isMenuOpen && !$0.menuItems.isEmpty }
    #expect(
      menu.menuItems == [WindowLabels.keyboardShortcuts, "Ctrl+?", WindowLabels.aboutMemorize])
    try app.key("Escape")
    _ = try app.layout { !$0.isMenuOpen }
  }

  /// Issue 23: a game of one's own deals 3 more with Ctrl+D; at a shared Set race the same
  /// intent, asking for 3 more, had no key. Ctrl+D asks for them for the window's own seat
  /// (seat 2 here, Ben sitting first). The shortcuts window's list is
  /// `JoinedShortcutsTests`'.
  @Test func ctrlDAsksForThreeMoreForTheWindowsOwnSeat() throws {
    let (table, ben, app) = try Self.benThenTheWindowAtARace()
    defer { withExtendedLifetime(table) { app.stop() } }
    #expect(
      try ben.read { $0.table.view?.board?.race?.seats.map(\.hasAskedForMore) == [false, false] })
    try app.key("ctrl+d")
    #expect(
      try ben.read { $0.table.view?.board?.race?.seats.map(\.hasAskedForMore) == [false, true] })
  }
}

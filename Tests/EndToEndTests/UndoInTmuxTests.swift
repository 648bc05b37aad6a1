import Foundation
import Testing

/// Undo on the real full screen in tmux, as a player meets it: a new game over a game in
/// progress and a deleted theme are offered back on the line above the tabs, and `u` takes them
/// back; what was taken back is what is saved when the program quits.
@Suite("Undo on the full screen in tmux", .serialized)
struct UndoInTmuxTests {
  @Test("n over a game in progress, then u: the game comes back, its card face up, and is saved")
  func newGameThenUndo() throws {
    let app = try MemorizeInTmux(arguments: ["--theme", "animals", "--pairs", "4", "--seed", "1"])
    defer { app.close() }
    let frames = try app.waitForDealtBoard(cards: 8)
    try app.tmux.press(["Space"])
    let face = try app.waitForFace(at: frames[0], flips: 1)

    try app.tmux.press(["n"])
    try app.tmux.waitUntil("the new game, offered back") { screen in
      screen.status?.flips == 0
        && screen.lines.contains {
          $0.contains("New game dealt; the one in progress was set aside.")
        }
        && screen.lines.contains { $0.contains("u: undo") }
    }
    try app.tmux.press(["u"])
    // The same card face up again (the focus ring is on it), and the line says so.
    try app.tmux.waitUntil("the game back, \(face) face up, Undone. on the line") { screen in
      screen.status?.flips == 1 && screen.lines.contains { $0.contains(face) }
        && screen.lines.contains { $0.contains("Undone.") }
    }

    try app.tmux.press(["q"])
    #expect(try app.waitForExit().status == 0)
    // The game saved is the one taken back: one card face up.
    let state = try JSONSerialization.jsonObject(
      with: Data(contentsOf: app.folder.file("data/memorize/state.json")))
    let cards =
      (((state as? [String: Any])?["memorize"] as? [String: Any])?["match"] as? [String: Any])
      .flatMap { ($0["game"] as? [String: Any])?["cards"] as? [[String: Any]] } ?? []
    #expect(cards.count == 8)
    #expect(cards.filter { $0["isFaceUp"] as? Bool == true }.count == 1)
  }

  @Test("Delete in the theme editor, then u: the theme is back in the list and in the file")
  func deletedThemeThenUndo() throws {
    let app = try MemorizeInTmux(
      arguments: ["--theme", "animals", "--pairs", "4", "--seed", "1"], width: 120, height: 30)
    defer { app.close() }
    _ = try app.waitForDealtBoard(cards: 8)
    // t to the theme list (on the theme in play), e to edit it; Tab down to Delete, Enter.
    try app.tmux.press(["t", "e"])
    try app.tmux.waitUntil("the theme editor") { screen in
      screen.lines.contains { $0.contains("Delete this theme") }
    }
    try app.tmux.press(["Tab", "Tab", "Tab", "Tab", "Tab", "Tab", "Enter"])
    try app.tmux.waitUntil("the deletion, offered back") { screen in
      screen.lines.contains { $0.contains("Deleted Animals") && $0.contains("u: undo") }
        && !screen.lines.contains { $0.contains("Delete this theme") }
    }
    try app.tmux.press(["u"])
    try app.tmux.waitUntil("Animals back in the list") { screen in
      screen.lines.contains { $0.contains("Undone.") }
        && screen.lines.contains { $0.contains("Animals") && !$0.contains("Deleted") }
    }
    try app.tmux.press(["q"])
    #expect(try app.waitForExit().status == 0)
    let themes = try String(
      contentsOf: app.folder.file("config/memorize/themes.json"), encoding: .utf8)
    #expect(themes.contains("\"animals\""), "the theme is saved back")
  }
}

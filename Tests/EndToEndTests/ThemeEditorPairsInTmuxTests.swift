import Foundation
import Testing

/// The theme editor's Pairs field on the real full screen in tmux, as a player types in it: a
/// number being typed changes neither the theme nor its file until it is committed.
@Suite("The theme editor's Pairs field in tmux", .serialized)
struct ThemeEditorPairsInTmuxTests {
  /// The pairs Animals has in `themes.json`, or `nil` where the file does not list it (nothing
  /// was saved yet).
  private func savedPairs(in app: MemorizeInTmux) throws -> Int? {
    let url = app.folder.file("config/memorize/themes.json")
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    let document = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
    let themes = (document as? [String: Any])?["themes"] as? [[String: Any]] ?? []
    return themes.first { $0["id"] as? String == "animals" }?["pairs"] as? Int
  }

  /// Issue 23's play-test: on Pairs, 2 then 0 left Animals at 2 pairs (saved) beside "20 pairs
  /// is too many", and Esc did not take it back.
  @Test(
    "2 then 0 on Pairs: 20 is refused in the field, the theme and its file keep 10; Esc shows 10; 12 and Tab save 12"
  )
  func typedNumberAppliedOnlyWhenCommitted() throws {
    let app = try MemorizeInTmux(
      arguments: ["--theme", "animals", "--pairs", "4", "--seed", "1"], width: 80, height: 24)
    defer { app.close() }
    _ = try app.waitForDealtBoard(cards: 8)
    try app.tmux.press(["t", "e"])
    try app.tmux.waitUntil("the theme editor on Pairs") { screen in
      screen.contains("Edit theme") && screen.contains("◀ 10 ▶")
    }
    // name, emoji, add, removed, pairs
    try app.tmux.press(["Tab", "Tab", "Tab", "Tab"])
    try app.tmux.waitUntil("the focus on Pairs") { $0.contains("› Pairs") }
    try app.tmux.press(["2"])
    try app.tmux.waitUntil("2 typed, not applied") { $0.contains("◀ 2 ▶") }
    #expect(try savedPairs(in: app) != 2, "a digit on its way to a number is not saved")
    try app.tmux.press(["0"])
    try app.tmux.waitUntil("20 refused in the field") { screen in
      screen.contains("◀ 20 ▶") && screen.contains("20 pairs is too many")
    }
    #expect(try savedPairs(in: app) != 2, "the theme was not saved with 2 pairs")
    // Enter does not take a refused number: it stays with why.
    try app.tmux.press(["Enter"])
    try app.tmux.waitUntil("20 still refused after Enter") { screen in
      screen.contains("◀ 20 ▶") && screen.contains("20 pairs is too many")
    }
    try app.tmux.press(["Escape"])
    try app.tmux.waitUntil("Esc: the field shows the theme's 10, the editor still open") {
      screen in
      screen.contains("◀ 10 ▶") && screen.contains("Edit theme")
        && !screen.contains("too many")
    }
    #expect(try savedPairs(in: app) != 2)
    try app.tmux.press(["1", "2"])
    try app.tmux.waitUntil("12 typed") { $0.contains("◀ 12 ▶") }
    #expect(try savedPairs(in: app) != 12, "not saved before it is committed")
    try app.tmux.press(["Tab"])
    try app.tmux.waitUntil("Tab commits 12 and moves to Colour") { screen in
      screen.contains("◀ 12 ▶") && screen.contains("› Colour")
    }
    #expect(try savedPairs(in: app) == 12)
    try app.tmux.press(["Escape"])
    try app.tmux.waitUntil("the editor closed") { !$0.contains("Edit theme") }
    try app.tmux.press(["q"])
    #expect(try app.waitForExit().status == 0)
    #expect(try savedPairs(in: app) == 12)
  }
}

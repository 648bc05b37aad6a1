import Memorize
import TerminalKit
import Testing

@testable import MemorizeTerminal

/// Issue 22: `n` over a game in progress deals anew at once, as the window's New Game does, and
/// the line over the tabs offers it back; `u` (or a click on the line) takes it back, any other
/// key lets the new game stand.
@Suite("Undo on the full screen")
struct UndoLineTests {
  private static let offerLine =
    " New game dealt; the one in progress was set aside. u: undo"

  @Test("n over a game in progress offers it back; u puts it back, flips and all")
  func newGameThenUndo() throws {
    let fixture = ScreenFixture(.small) { app in
      app.startMemorize(theme: .halloween, pairs: 4, seed: 3)
    }
    try fixture.choose(0)
    #expect(try fixture.memorize.flipCount == 1)
    fixture.press(.character("n"))
    #expect(try fixture.memorize.flipCount == 0)
    let lines = fixture.snapshot().split(separator: "\n").map(String.init)
    #expect(lines.last?.trimmingSuffix() == Self.offerLine)
    fixture.press(.character("u"))
    #expect(try fixture.memorize.flipCount == 1)
    #expect(fixture.app.undoOffers.isEmpty)
    let after = fixture.snapshot().split(separator: "\n").map(String.init)
    #expect(after.last?.trimmingSuffix() == " Undone.")
    // Nothing left to take back: u says so, and the next key clears the line.
    fixture.press(.character("u"))
    let nothing = fixture.snapshot().split(separator: "\n").map(String.init)
    #expect(nothing.last?.trimmingSuffix() == " There is nothing to undo.")
    fixture.press(.right)
    #expect(!fixture.snapshot().contains("There is nothing to undo."))
  }

  @Test("Any other key lets the new game stand: the offer goes, and u has nothing to undo")
  func anotherKeyLetsItStand() throws {
    let fixture = ScreenFixture(.small) { app in
      app.startMemorize(theme: .halloween, pairs: 4, seed: 3)
    }
    try fixture.choose(0)
    fixture.press(.character("n"))
    #expect(fixture.app.undoOffers.count == 1)
    fixture.press(.right)
    #expect(fixture.app.undoOffers.isEmpty)
    #expect(!fixture.snapshot().contains("u: undo"))
    fixture.press(.character("u"))
    #expect(try fixture.memorize.flipCount == 0)
  }

  @Test("A new game before the first move offers nothing back; so does Matchismo's redeal")
  func nothingToOfferAndMatchismo() throws {
    let fixture = ScreenFixture(.small) { app in
      app.startMemorize(theme: .halloween, pairs: 4, seed: 3)
    }
    fixture.press(.character("n"))
    #expect(fixture.app.undoOffers.isEmpty)
    fixture.press(.character("2"))
    try fixture.click(.card(0))
    let chosen = fixture.app.matchismo.cards.filter(\.isChosen).map(\.id)
    #expect(chosen.count == 1)
    fixture.press(.character("n"))
    #expect(fixture.app.matchismo.cards.filter(\.isChosen).isEmpty)
    try fixture.click(.button(.undo))
    #expect(fixture.app.matchismo.cards.filter(\.isChosen).map(\.id) == chosen)
  }
}

extension String {
  fileprivate func trimmingSuffix() -> String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}

extension UndoLineTests {
  @Test("Deleting the theme in play from the editor offers it back; u brings it back")
  func deletedThemeComesBack() throws {
    let fixture = ScreenFixture(.small) { app in
      app.startMemorize(theme: .halloween, pairs: 4, seed: 1)
    }
    fixture.press(.character("t"))
    fixture.press(.character("e"))
    #expect(fixture.screen.editor?.field == .name)
    // Up from the name stays there: Delete is reached only on purpose, from the fields above it.
    fixture.press(.up)
    #expect(fixture.screen.editor?.field == .name)
    for _ in 0..<6 { fixture.press(.tab) }
    #expect(fixture.screen.editor?.field == .delete)
    fixture.press(.tab)
    #expect(fixture.screen.editor?.field == .delete)
    fixture.press(.enter)
    #expect(fixture.screen.editor == nil)
    #expect(fixture.app.themes.theme(withID: "halloween") == nil)
    #expect(try fixture.memorize.theme.id == "halloween", "the game goes on with its cards")
    let lines = fixture.snapshot().split(separator: "\n").map(String.init)
    #expect(
      lines.last?.trimmingSuffix()
        == " Deleted Halloween; the game in progress goes on with its cards. u: undo")
    fixture.press(.character("u"))
    #expect(fixture.app.themes.theme(withID: "halloween") != nil)
  }
}

extension UndoLineTests {
  @Test("b in the chooser brings back a deleted built-in theme, as the window's menu does")
  func restoreBuiltInThemes() throws {
    let fixture = ScreenFixture(.small) { app in
      app.startMemorize(theme: .halloween, pairs: 4, seed: 1)
    }
    #expect(fixture.app.send(.deleteTheme(id: "animals")).acted)
    fixture.press(.character("t"))
    #expect(fixture.app.undoOffers.isEmpty, "the offer was let stand")
    #expect(fixture.app.themes.theme(withID: "animals") == nil)
    fixture.press(.character("b"))
    #expect(fixture.app.themes.theme(withID: "animals") != nil)
    #expect(fixture.snapshot().contains("Restored 1 built-in theme."))
  }
}

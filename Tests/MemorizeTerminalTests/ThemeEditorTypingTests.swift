import CardGames
import Foundation
import Memorize
import TerminalKit
import TerminalTestSupport
import Testing

@testable import MemorizeTerminal

/// Typing in the theme editor: a suggested name is replaced, not extended; digits set the pairs.
@Suite("Typing in the theme editor")
struct ThemeEditorTypingTests {
  /// A fixture on the chooser with the editor open on a theme just added ("New Theme").
  private func editorOnNewTheme() -> ScreenFixture {
    let fixture = ScreenFixture(TerminalSize(width: 80, height: 24))
    fixture.press(.character("a"))
    return fixture
  }

  /// A fixture with the editor open on Halloween (in play, 4 pairs) and the Pairs field focused.
  private func editorOnHalloweensPairs() -> ScreenFixture {
    let fixture = ScreenFixture(TerminalSize(width: 80, height: 24)) { app in
      app.startMemorize(theme: .halloween, pairs: 4, seed: 1)
    }
    fixture.press(.character("t"))
    fixture.press(.character("e"))
    // name, emoji, add, removed, pairs
    for _ in 0..<4 { fixture.press(.tab) }
    return fixture
  }

  private func newTheme(in fixture: ScreenFixture) throws -> Theme {
    try #require(fixture.app.themes.themes.last)
  }

  @Test("The first letter typed replaces the suggested name: Fruit, not New ThemeFruit")
  func suggestedNameReplaced() throws {
    let fixture = editorOnNewTheme()
    #expect(try newTheme(in: fixture).name == "New Theme")
    fixture.type("Fruit")
    fixture.press(.enter)
    #expect(try newTheme(in: fixture).name == "Fruit")
    // A name someone typed is extended.
    fixture.type("s")
    fixture.press(.enter)
    #expect(try newTheme(in: fixture).name == "Fruits")
  }

  @Test("A second new theme's suggestion (New Theme 2) is replaced too")
  func numberedSuggestion() throws {
    let fixture = ScreenFixture(TerminalSize(width: 80, height: 24))
    fixture.press(.character("a"))
    fixture.press(.escape)
    fixture.press(.character("a"))
    #expect(try newTheme(in: fixture).name == "New Theme 2")
    fixture.type("Sea")
    fixture.press(.enter)
    #expect(try newTheme(in: fixture).name == "Sea")
  }

  /// Issue 23's play-test: a name typed and not applied was dropped without a word by Ctrl-C
  /// (and by Esc). Leaving keeps it, as the view model's rule says; Ctrl-C still exits.
  @Test("Ctrl-C keeps a name typed and not applied, and exits")
  func controlCKeepsTheName() throws {
    let fixture = editorOnNewTheme()
    fixture.type("Fruit")
    #expect(try newTheme(in: fixture).name == "New Theme")
    #expect(fixture.press(.character("c"), .control) == .quit)
    #expect(try newTheme(in: fixture).name == "Fruit")
  }

  @Test("Esc keeps a name and a colour typed and not applied, and closes the editor")
  func escapeKeepsTheTyping() throws {
    let fixture = editorOnNewTheme()
    fixture.type("Fruit")
    // name, emoji, add, removed, pairs, colour
    for _ in 0..<5 { fixture.press(.tab) }
    for _ in 0..<7 { fixture.press(.backspace) }
    fixture.type("#112233")
    fixture.press(.escape)
    #expect(fixture.screen.editor == nil)
    let theme = try newTheme(in: fixture)
    #expect(theme.name == "Fruit")
    #expect(theme.color.hexString.uppercased() == "#112233")
  }

  @Test("Esc with a name another theme has says so and stays; a second Esc leaves without it")
  func escapeWithATakenName() throws {
    let fixture = editorOnNewTheme()
    fixture.type("Sports")
    fixture.press(.escape)
    #expect(fixture.screen.editor != nil)
    #expect(fixture.snapshot().contains("Sports"))
    #expect(fixture.screen.editor?.message?.isEmpty == false)
    fixture.press(.escape)
    #expect(fixture.screen.editor == nil)
    #expect(try newTheme(in: fixture).name == "New Theme")
  }

  @Test("A built-in theme's name is extended, not replaced")
  func builtInNameKept() {
    #expect(!Labels.isSuggestedThemeName("Halloween"))
    #expect(!Labels.isSuggestedThemeName("New Themes"))
    #expect(!Labels.isSuggestedThemeName("New Theme x"))
    #expect(Labels.isSuggestedThemeName("New Theme"))
    #expect(Labels.isSuggestedThemeName("New Theme 12"))
  }

  @Test("Digits typed in Pairs set the pairs: 6 gives 6; after leaving the field, 1 then 0 give 10")
  func digitsSetPairs() throws {
    let fixture = editorOnHalloweensPairs()
    let id = Theme.halloween.id
    fixture.type("6")
    #expect(fixture.app.themes.theme(withID: id)?.pairs == .fixed(6))
    fixture.press(.tab)
    fixture.press(.tab, .shift)
    fixture.type("10")
    #expect(fixture.app.themes.theme(withID: id)?.pairs == .fixed(10))
  }

  /// Issue 23 (term-53): while a number the theme cannot have was typed (999), the field showed
  /// the old number beside the refusal. The digits typed show, and the refusal with them, until
  /// corrected: Backspace takes a digit back.
  @Test("A refused number stays in Pairs with why until corrected: 99 refused, Backspace gives 9")
  func refusedDigitsStayUntilCorrected() throws {
    let fixture = editorOnHalloweensPairs()
    let id = Theme.halloween.id
    try #require((try #require(fixture.app.themes.theme(withID: id))).emoji.count >= 9)
    func pairsRow() -> String {
      fixture.snapshot().split(separator: "\n").first { $0.contains("› \(Labels.pairsField)") }
        .map(String.init) ?? ""
    }
    fixture.type("9")
    #expect(fixture.app.themes.theme(withID: id)?.pairs == .fixed(9))
    fixture.type("9")
    #expect(pairsRow().contains("◀ 99 ▶"), "\(pairsRow())")
    #expect(fixture.snapshot().contains("99 pairs"), "the refusal names 99")
    #expect(fixture.app.themes.theme(withID: id)?.pairs == .fixed(9))
    fixture.type("9")
    #expect(pairsRow().contains("◀ 999 ▶"), "\(pairsRow())")
    #expect(fixture.snapshot().contains("999 pairs"), "the refusal names 999")
    // A key that corrects nothing leaves both in view.
    fixture.press(.character("l"), .control)
    #expect(pairsRow().contains("◀ 999 ▶"), "\(pairsRow())")
    #expect(fixture.snapshot().contains("999 pairs"))
    fixture.press(.backspace)
    fixture.press(.backspace)
    #expect(fixture.app.themes.theme(withID: id)?.pairs == .fixed(9))
    #expect(pairsRow().contains("◀ 9 ▶"), "\(pairsRow())")
    #expect(!fixture.snapshot().contains("99 pairs"), "no refusal left")
    // A fourth digit starts a new number.
    fixture.type("995")
    #expect(fixture.app.themes.theme(withID: id)?.pairs == .fixed(5))
    #expect(pairsRow().contains("◀ 5 ▶"), "\(pairsRow())")
  }

  @Test(
    "Enter, an arrow or + ends a number typed in Pairs: 4, Enter, 5 gives 5, not 45",
    arguments: [KeyPressCase.enter, .right, .plus])
  func enterEndsPairsNumber(_ ending: KeyPressCase) throws {
    let fixture = editorOnHalloweensPairs()
    let id = Theme.halloween.id
    try #require((try #require(fixture.app.themes.theme(withID: id))).emoji.count >= 6)
    fixture.type("4")
    #expect(fixture.app.themes.theme(withID: id)?.pairs == .fixed(4))
    switch ending {
    case .enter: fixture.press(.enter)
    case .right: fixture.press(.right)
    case .plus: fixture.type("+")
    }
    fixture.type("5")
    #expect(fixture.app.themes.theme(withID: id)?.pairs == .fixed(5))
    #expect(!fixture.snapshot().contains("45 pairs"))
  }

  /// The keys that end a number typed in Pairs.
  enum KeyPressCase: CaseIterable, Sendable { case enter, right, plus }
}

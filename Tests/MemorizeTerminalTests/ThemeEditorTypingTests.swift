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

  /// A fixture with the editor open on Halloween (in play with 4 pairs; the theme deals 8) and
  /// the Pairs field focused.
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

  /// The pairs field's row of the snapshot, focused.
  private func pairsRow(_ fixture: ScreenFixture) -> String {
    fixture.snapshot().split(separator: "\n").first { $0.contains("› \(Labels.pairsField)") }
      .map(String.init) ?? ""
  }

  @Test(
    "Digits typed in Pairs set the pairs once committed: 6 and Enter give 6; 1, 0 and Tab give 10")
  func digitsSetPairs() throws {
    let fixture = editorOnHalloweensPairs()
    let id = Theme.halloween.id
    fixture.type("6")
    #expect(fixture.app.themes.theme(withID: id)?.pairs == .fixed(8), "6 is not committed yet")
    fixture.press(.enter)
    #expect(fixture.app.themes.theme(withID: id)?.pairs == .fixed(6))
    fixture.type("10")
    #expect(fixture.app.themes.theme(withID: id)?.pairs == .fixed(6), "10 is not committed yet")
    fixture.press(.tab)
    #expect(fixture.app.themes.theme(withID: id)?.pairs == .fixed(10))
    #expect(fixture.screen.editor?.field == .color, "Tab commits and moves on")
  }

  /// Issue 23's play-test: on Pairs, 2 then 0 left the theme at 2 pairs beside "20 pairs is too
  /// many" (each digit was applied as typed), and Esc did not take it back.
  @Test("2 then 0 on Pairs: the theme keeps 8, 20 stays refused through Enter and Tab, Esc shows 8")
  func typingNeverChangesTheTheme() throws {
    let fixture = editorOnHalloweensPairs()
    let id = Theme.halloween.id
    let themesFile = fixture.root.appendingPathComponent("config/themes.json")
    let fileBefore = try? Data(contentsOf: themesFile)
    fixture.type("2")
    #expect(fixture.app.themes.theme(withID: id)?.pairs == .fixed(8))
    #expect(pairsRow(fixture).contains("◀ 2 ▶"), "\(pairsRow(fixture))")
    fixture.type("0")
    #expect(fixture.app.themes.theme(withID: id)?.pairs == .fixed(8))
    #expect(pairsRow(fixture).contains("◀ 20 ▶"), "\(pairsRow(fixture))")
    #expect(fixture.snapshot().contains("20 pairs is too many"))
    fixture.press(.enter)
    fixture.press(.tab)
    #expect(fixture.screen.editor?.field == .pairs, "a refused number keeps the focus")
    #expect(pairsRow(fixture).contains("◀ 20 ▶"), "\(pairsRow(fixture))")
    #expect(fixture.snapshot().contains("20 pairs is too many"))
    #expect(fixture.app.themes.theme(withID: id)?.pairs == .fixed(8))
    #expect((try? Data(contentsOf: themesFile)) == fileBefore, "nothing was saved")
    fixture.press(.escape)
    #expect(fixture.screen.editor != nil, "Esc drops the number, not the editor")
    #expect(pairsRow(fixture).contains("◀ 8 ▶"), "\(pairsRow(fixture))")
    #expect(!fixture.snapshot().contains("too many"))
    #expect(fixture.app.themes.theme(withID: id)?.pairs == .fixed(8))
    fixture.press(.escape)
    #expect(fixture.screen.editor == nil, "a second Esc leaves")
  }

  @Test("1 and Enter on Pairs: refused as too few, in the field with why")
  func tooFewRefused() throws {
    let fixture = editorOnHalloweensPairs()
    fixture.type("1")
    #expect(!fixture.snapshot().contains("too few"), "1 may be on its way to 12")
    fixture.press(.enter)
    #expect(pairsRow(fixture).contains("◀ 1 ▶"), "\(pairsRow(fixture))")
    #expect(fixture.snapshot().contains("1 pair is too few"))
    #expect(fixture.app.themes.theme(withID: Theme.halloween.id)?.pairs == .fixed(8))
  }

  /// Issue 23 (term-53): while a number the theme cannot have was typed (999), the field showed
  /// the old number beside the refusal. The digits typed show, and the refusal with them, until
  /// corrected: Backspace takes a digit back.
  @Test("A refused number stays in Pairs with why until corrected: 99 refused, Backspace gives 9")
  func refusedDigitsStayUntilCorrected() throws {
    let fixture = editorOnHalloweensPairs()
    let id = Theme.halloween.id
    try #require((try #require(fixture.app.themes.theme(withID: id))).emoji.count >= 9)
    fixture.type("99")
    #expect(pairsRow(fixture).contains("◀ 99 ▶"), "\(pairsRow(fixture))")
    #expect(fixture.snapshot().contains("99 pairs"), "the refusal names 99")
    fixture.type("9")
    #expect(pairsRow(fixture).contains("◀ 999 ▶"), "\(pairsRow(fixture))")
    #expect(fixture.snapshot().contains("999 pairs"), "the refusal names 999")
    // A key that corrects nothing leaves both in view.
    fixture.press(.character("l"), .control)
    #expect(pairsRow(fixture).contains("◀ 999 ▶"), "\(pairsRow(fixture))")
    #expect(fixture.snapshot().contains("999 pairs"))
    fixture.press(.backspace)
    fixture.press(.backspace)
    #expect(pairsRow(fixture).contains("◀ 9 ▶"), "\(pairsRow(fixture))")
    #expect(!fixture.snapshot().contains("99 pairs"), "no refusal left")
    #expect(fixture.app.themes.theme(withID: id)?.pairs == .fixed(8))
    fixture.press(.enter)
    #expect(fixture.app.themes.theme(withID: id)?.pairs == .fixed(9))
    // A fourth digit starts a new number.
    fixture.type("9995")
    #expect(pairsRow(fixture).contains("◀ 5 ▶"), "\(pairsRow(fixture))")
    fixture.press(.enter)
    #expect(fixture.app.themes.theme(withID: id)?.pairs == .fixed(5))
  }

  @Test(
    "Enter, an arrow or + ends a number typed in Pairs: 4, Enter, 5 gives 5, not 45",
    arguments: [KeyPressCase.enter, .right, .plus])
  func enterEndsPairsNumber(_ ending: KeyPressCase) throws {
    let fixture = editorOnHalloweensPairs()
    let id = Theme.halloween.id
    try #require((try #require(fixture.app.themes.theme(withID: id))).emoji.count >= 6)
    fixture.type("3")
    switch ending {
    case .enter: fixture.press(.enter)
    case .right: fixture.press(.right)
    case .plus: fixture.type("+")
    }
    #expect(fixture.app.themes.theme(withID: id)?.pairs == .fixed(ending == .enter ? 3 : 4))
    fixture.type("5")
    fixture.press(.enter)
    #expect(fixture.app.themes.theme(withID: id)?.pairs == .fixed(5))
    #expect(!fixture.snapshot().contains("35 pairs") && !fixture.snapshot().contains("45 pairs"))
  }

  /// The keys that end a number typed in Pairs.
  enum KeyPressCase: CaseIterable, Sendable { case enter, right, plus }
}

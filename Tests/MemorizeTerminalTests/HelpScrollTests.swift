import CardGames
import Memorize
import TerminalKit
import TerminalTestSupport
import Testing

@testable import MemorizeTerminal

/// The help on a small terminal: long descriptions go on under themselves, never cut, and a
/// help taller than its box scrolls so every line of it can be read.
@Suite("Help that fits a small terminal")
struct HelpScrollTests {
  @Test("A description too long for the box wraps on words under its own column")
  func wrapsUnderTheColumn() {
    let lines = [
      HelpLine(keys: "i", action: "hint: a pair you have seen, for a point"),
      HelpLine(keys: "Tab, Shift-Tab, 1, 2", action: "switch section"),
    ]
    #expect(
      HelpOverlay.rows(lines, width: 30) == [
        "i          hint: a pair you",
        "           have seen, for a",
        "           point",
        "Tab, Shift-Tab, 1, 2",
        "           switch section",
      ])
    // Wide enough for every line whole: one row each, the keys in a column as wide as the
    // widest keys.
    #expect(
      HelpOverlay.rows(lines, width: 70) == [
        "i                    hint: a pair you have seen, for a point",
        "Tab, Shift-Tab, 1, 2 switch section",
      ])
  }

  /// The text of every help row drawn in the box on `buffer`, without borders and marks.
  private func shownRows(_ buffer: CellBuffer) -> [String] {
    let lines = buffer.snapshotLines
    guard let top = lines.firstIndex(where: { $0.contains("╭─") }) else { return [] }
    // Each row: after the left border and its one-column margin, up to the right border or
    // its scroll mark, without the padding.
    return lines[(top + 1)...].prefix { !$0.contains("╰") }.dropLast(2).map { line in
      var text = String(line.drop { $0 != "│" }.dropFirst(2))
      while let last = text.last, " │▲▼".contains(last) { text.removeLast() }
      return text
    }
  }

  @Test(
    "At 40×15 every row of the help is reached by ↓ and PgDn, in English and Chinese",
    arguments: [Language.english, .simplifiedChinese])
  func everyRowReachable(language: Language) throws {
    try Localization.withLanguage(language) {
      let fixture = ScreenFixture(TerminalSize(width: 40, height: 15)) { app in
        app.startMemorize(theme: .halloween, pairs: 4, seed: 1)
      }
      fixture.press(Key.character("?"))
      let help = fixture.screen.helpLines
      let expected = HelpOverlay.rows(help, width: 36)
      #expect(expected.count > 9, "more rows than the box shows at once")
      // Down one row at a time: each press shows one more row at the bottom.
      var seen = shownRows(fixture.draw())
      #expect(seen == Array(expected.prefix(9)))
      for _ in 0..<(expected.count - 9) {
        fixture.press(Key.down)
        if let last = shownRows(fixture.draw()).last { seen.append(last) }
      }
      #expect(seen == expected)
      #expect(fixture.screen.isShowingHelp, "↓ scrolls and does not close the help")
      // PgUp goes back to the top a page at a time; PgDn to the end.
      let pages = (expected.count + 8) / 9
      for _ in 0..<pages { fixture.press(.pageUp) }
      #expect(shownRows(fixture.draw()) == Array(expected.prefix(9)))
      for _ in 0..<pages { fixture.press(.pageDown) }
      #expect(shownRows(fixture.draw()) == Array(expected.suffix(9)))
      // Any other key closes it.
      fixture.press(Key.character("x"))
      #expect(!fixture.screen.isShowingHelp)
    }
  }

  @Test("A help that fits does not scroll: ↓ closes it like any key, and the foot says so")
  func fittingHelpCloses() {
    let fixture = ScreenFixture(TerminalSize(width: 80, height: 24)) { app in
      app.startMemorize(theme: .halloween, pairs: 4, seed: 1)
    }
    fixture.press(Key.character("?"))
    #expect(fixture.snapshot().contains("Other keys close · Ctrl-C quit"))
    fixture.press(Key.down)
    #expect(!fixture.screen.isShowingHelp)
  }

  /// Issue 23: the help lists q and Ctrl-C as quitting everywhere, but on the help they only
  /// closed it.
  @Test("On the help, Ctrl-C quits as the help says")
  func controlCQuits() {
    let fixture = ScreenFixture(TerminalSize(width: 80, height: 24)) { app in
      app.startMemorize(theme: .halloween, pairs: 4, seed: 1)
    }
    fixture.press(Key.character("?"))
    #expect(fixture.screen.isShowingHelp)
    #expect(fixture.screen.handle(.key(KeyPress(.character("c"), modifiers: .control))) == .quit)
  }

  /// Issue 23's play-test: q on the help quit the program, where a player leaves most programs'
  /// help by q. It closes the help, as any other key does, and the game goes on.
  @Test(
    "On the help, q and Q close it and the game stays",
    arguments: [KeyPress(.character("q")), KeyPress(.character("Q"))])
  func qClosesTheHelp(press: KeyPress) {
    let fixture = ScreenFixture(TerminalSize(width: 80, height: 24)) { app in
      app.startMemorize(theme: .halloween, pairs: 4, seed: 1)
    }
    fixture.press(Key.character("?"))
    #expect(fixture.screen.isShowingHelp)
    #expect(fixture.screen.handle(.key(press)) != .quit)
    #expect(!fixture.screen.isShowingHelp)
    #expect(fixture.app.section == .memorize)
    #expect(fixture.draw().snapshotLines.contains { $0.contains("Memorize · Halloween") })
  }

  @Test("The mouse wheel scrolls the help, not the board under it")
  func wheelScrollsTheHelp() {
    let fixture = ScreenFixture(TerminalSize(width: 40, height: 15)) { app in
      app.startMemorize(theme: .halloween, pairs: 4, seed: 1)
    }
    fixture.press(Key.character("?"))
    let first = fixture.snapshot()
    _ = fixture.screen.handle(
      InputEvent.mouse(MouseEvent(MouseEvent.Kind.wheel(.down), x: 10, y: 5)))
    let scrolled = fixture.snapshot()
    #expect(scrolled != first)
    _ = fixture.screen.handle(InputEvent.mouse(MouseEvent(MouseEvent.Kind.wheel(.up), x: 10, y: 5)))
    #expect(fixture.snapshot() == first)
    #expect(fixture.screen.isShowingHelp)
  }
}

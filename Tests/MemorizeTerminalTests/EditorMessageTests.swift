import CardGames
import Foundation
import Memorize
import TerminalKit
import TerminalTestSupport
import Testing

@testable import MemorizeTerminal

/// The theme editor's message at 40 columns: whole words, or cut after one with "…".
@Suite("The theme editor's message on a narrow terminal")
struct EditorMessageTests {
  @Test("A refused colour at 40×15 explains itself in whole words")
  func refusedColour() throws {
    let fixture = ScreenFixture(TerminalSize(width: 40, height: 15)) { app in
      app.startMemorize(theme: .halloween, pairs: 4, seed: 1)
    }
    fixture.press(.character("t"))
    fixture.press(.character("e"))
    for _ in 0..<5 { fixture.press(.tab) }
    fixture.type("zz")
    fixture.press(.enter)
    // The two rows under the Delete row: the message, on two lines (the footer gave up one).
    let rows = fixture.draw().snapshotLines
    let delete = try #require(rows.firstIndex { $0.contains(Labels.deleteTheme) })
    let lines = rows[(delete + 1)...(delete + 2)].map { line in
      line.drop { $0 != "│" }.dropFirst().prefix { $0 != "│" }
        .trimmingCharacters(in: .whitespaces)
    }
    #expect(rows[delete + 3].contains("Tab/Shift-Tab/↑↓ field · Esc close"))
    #expect(lines == EditorMessageTests.expected, "\(fixture.snapshot())")
  }

  static let expected = ["A colour is written #RRGGBB, such", "as #F28C28."]
}

import CardGames
import Memorize
import TerminalKit
import Testing

@testable import MemorizeTerminal

/// A button pushed past the edge of its area takes clicks only where it was drawn.
@Suite("Clipped buttons")
struct ClippedButtonTests {
  /// Matchismo at `width`×12 after two unmatched choices, scrubbed back to the first move, so
  /// the ▶ of the history scrubber is enabled and ends past column 40.
  private func scrubbedBack(width: Int) throws -> ScreenFixture {
    let fixture = ScreenFixture(TerminalSize(width: width, height: 12))
    fixture.press(.character("2"))
    for index in 0..<2 { try fixture.click(.card(index)) }
    try fixture.click(.button(.historyOlder))
    #expect(fixture.app.matchismo.scrubPosition == 0)
    return fixture
  }

  @Test("At 40 columns the scrubber's ▶ is off the screen and takes no clicks")
  func newerOffScreen() throws {
    // Found by the screen fuzz target (Fuzz/regressions/screen-input/
    // history-newer-clickable-past-the-edge-at-40-columns): the ▶ was clickable at (40,9 3x1).
    let fixture = try scrubbedBack(width: 40)
    let frame = fixture.draw()
    #expect(frame.text(inRow: 9) == " [2 cards] [3 cards]  [Redeal]  [◀] 1/2 ")
    #expect(fixture.screen.hits.rect(of: .button(.historyNewer)) == nil)
    #expect(fixture.screen.hits.rect(of: .button(.historyOlder)) == nil)
    let bounds = frame.bounds
    #expect(fixture.screen.hits.regions.allSatisfy { $0.rect.intersection(bounds) == $0.rect })
    // A click on the last column, where nothing of the ▶ is, does not scrub.
    fixture.click(at: Point(x: 39, y: 9))
    #expect(fixture.app.matchismo.scrubPosition == 0)
  }

  @Test("At 42 columns the two columns of ▶ that show take clicks, and nothing past them")
  func newerHalfShown() throws {
    let fixture = try scrubbedBack(width: 42)
    let frame = fixture.draw()
    #expect(frame.text(inRow: 9) == " [2 cards] [3 cards]  [Redeal]  [◀] 1/2 [▶")
    #expect(
      fixture.screen.hits.rect(of: .button(.historyNewer))
        == Rect(x: 40, y: 9, width: 2, height: 1))
    // ▶ from the first of two moves is the game as it stands: no scrub position.
    fixture.click(at: Point(x: 41, y: 9))
    #expect(fixture.app.matchismo.scrubPosition == nil)
  }
}

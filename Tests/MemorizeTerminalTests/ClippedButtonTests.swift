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

  @Test("At 40 columns the row gives way so the scrubber's ▶ is on the screen and takes clicks")
  func newerOnScreen() throws {
    // Found by the screen fuzz target (Fuzz/regressions/screen-input/
    // history-newer-clickable-past-the-edge-at-40-columns): the ▶ was drawn past the edge and
    // clickable at (40,9 3x1); then clipped, it could not be clicked at all.
    let fixture = try scrubbedBack(width: 40)
    let frame = fixture.draw()
    // Only what acts is drawn (the locked 3 cards, ◀ at the first move are not); the arrow's
    // place is kept, so the counter stays where it was.
    #expect(frame.text(inRow: 9) == " [2 cards]  [Redeal]      1/2 [▶]       ")
    #expect(
      fixture.screen.hits.rect(of: .button(.historyNewer))
        == Rect(x: 30, y: 9, width: 3, height: 1))
    let bounds = frame.bounds
    #expect(fixture.screen.hits.regions.allSatisfy { $0.rect.intersection(bounds) == $0.rect })
    // ▶ from the first of two moves is the game as it stands: no scrub position.
    fixture.click(at: Point(x: 31, y: 9))
    #expect(fixture.app.matchismo.scrubPosition == nil)
  }

  @Test("With room, the row keeps its gaps and the counter its spaces")
  func roomyRow() throws {
    let fixture = try scrubbedBack(width: 60)
    #expect(
      fixture.draw().text(inRow: 9).hasPrefix(" [2 cards]  [Redeal]      1/2 [▶] "))
  }

  @Test("Before the first choice the outcome line is the game's rule, as the window shows it")
  func ruleBeforeTheFirstChoice() {
    // The window shows the same `outcomeLine`; the terminal wraps it where a second line costs
    // the cards nothing (and only where one line would shrink them takes `shortOutcomeLine`).
    for (width, height, expected) in [
      (80, 24, [" Choose cards that share a rank or a suit."]),
      (40, 24, [" Choose cards that share a rank or a", " suit."]),
    ] {
      let fixture = ScreenFixture(TerminalSize(width: width, height: height))
      fixture.press(.character("2"))
      let frame = fixture.draw()
      let rows = (0..<height).map { row in
        String(frame.text(inRow: row).reversed().drop { $0 == " " }.reversed())
      }
      // The outcome lines stand just above the tab bar.
      #expect(
        Array(rows[(height - 1 - expected.count)..<(height - 1)]) == expected,
        "\(width)×\(height): \(rows)")
    }
  }

  @Test("A button past the edge of its area takes clicks only on the columns drawn")
  func clippedButton() {
    var buffer = CellBuffer(size: TerminalSize(width: 10, height: 1))
    var hits = HitMap()
    let clip = Rect(x: 0, y: 0, width: 10, height: 1)
    let end = ButtonView(palette: Palette(profile: .none)).draw(
      "▶", at: Point(x: 8, y: 0), target: .historyNewer, clip: clip, hits: &hits,
      into: &buffer)
    #expect(end == 11)
    #expect(hits.rect(of: .button(.historyNewer)) == Rect(x: 8, y: 0, width: 2, height: 1))
    #expect(hits.target(at: Point(x: 9, y: 0)) == .button(.historyNewer))
  }
}

import CardGames
import Memorize
import TerminalKit
import TerminalTestSupport
import Testing

@testable import MemorizeTerminal

/// A Memorize emoji is two columns wide: on a card of even interior it sits exactly in the
/// middle; on a card of odd interior the spare column is on its right, on every card.
@Suite("Emoji faces centred on their cards")
struct FaceCentringTests {
  /// The columns left and right of the first card's emoji, face up, on a `size` terminal with
  /// `pairs` pairs; and the card's width.
  static func margins(_ size: TerminalSize, pairs: Int) throws -> (
    cardWidth: Int, left: Int, right: Int
  ) {
    let fixture = ScreenFixture(size) { app in
      app.startMemorize(theme: .halloween, pairs: pairs, seed: 3)
    }
    fixture.press(.character(" "))
    let buffer = fixture.draw()
    let frame = try #require(fixture.screen.hits.rect(of: .card(0)))
    let interior = frame.inset(by: 1)
    let row = interior.y + (interior.height - 1) / 2
    let emoji = try #require(fixture.app.memorize?.cards.first?.content)
    let start = try #require(
      (interior.x..<interior.maxX).first { buffer[x: $0, y: row].text == emoji },
      "the emoji is on the card's middle row")
    #expect(buffer[x: start, y: row].width == 2)
    return (frame.width, start - interior.x, interior.maxX - (start + 2))
  }

  @Test(
    "On odd-width interiors the spare column is on the right, at two card widths",
    arguments: [
      // 80×24, 3 pairs: cards 13 wide, interiors 11: 4 columns left, 5 right.
      (80, 24, 3, 13, 4, 5),
      // 90×30, 8 pairs: cards 9 wide, interiors 7: 2 left, 3 right.
      (90, 30, 8, 9, 2, 3),
    ])
  func oddInterior(
    width: Int, height: Int, pairs: Int, cardWidth: Int, left: Int, right: Int
  ) throws {
    let margins = try Self.margins(TerminalSize(width: width, height: height), pairs: pairs)
    #expect(margins.cardWidth == cardWidth)
    #expect(margins.left == left)
    #expect(margins.right == right)
  }

  @Test("On an even-width interior the emoji is exactly in the middle")
  func evenInterior() throws {
    // 80×24, 8 pairs: cards 8 wide, interiors 6: 2 columns on each side.
    let margins = try Self.margins(TerminalSize(width: 80, height: 24), pairs: 8)
    #expect(margins.cardWidth == 8)
    #expect(margins.left == 2)
    #expect(margins.right == 2)
  }

  @Test("The rule itself: centred, an odd spare column on the right")
  func rule() {
    let odd = Rect(x: 10, y: 0, width: 7, height: 3)
    #expect(CardPainter.faceColumn(width: 2, in: odd) == 12)
    #expect(CardPainter.faceColumn(width: 1, in: odd) == 13)
    let even = Rect(x: 10, y: 0, width: 6, height: 3)
    #expect(CardPainter.faceColumn(width: 2, in: even) == 12)
    #expect(CardPainter.faceColumn(width: 1, in: even) == 12)
    // Wider than the card: from its first column (the buffer clips the rest).
    #expect(CardPainter.faceColumn(width: 4, in: Rect(x: 10, y: 0, width: 3, height: 3)) == 10)
  }
}

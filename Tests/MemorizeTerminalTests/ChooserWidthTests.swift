import TerminalKit
import Testing

@testable import MemorizeTerminal

/// The theme list beside the board: a wider terminal never shows less of it, and the board
/// keeps a column of space from its dividing line.
@Suite("The theme list's width beside the board")
struct ChooserWidthTests {
  @Test(
    "From 100 to 260 columns the list never narrows, at every height and card count",
    arguments: [24, 30, 40, 60])
  func neverNarrower(height: Int) {
    for cards in [8, 16, 24, 40] {
      var last = 0
      for width in 100...260 {
        let area = Rect(x: 0, y: 1, width: width, height: height - 2)
        let chooser = MemorizeSectionScreen.chooserWidth(in: area, cards: cards)
        #expect(chooser >= last, "\(cards) cards: \(width)×\(height) gave \(chooser) after \(last)")
        #expect((min(40, width / 3)...MemorizeSectionScreen.widestChooser).contains(chooser))
        last = chooser
      }
    }
  }

  @Test("16 cards at 200×60 get the list as wide as at 120×40, and the board a gap")
  func wideScreens() {
    let wide = Rect(x: 0, y: 1, width: 200, height: 58)
    let chooser = MemorizeSectionScreen.chooserWidth(in: wide, cards: 16)
    #expect(chooser == 60)
    #expect(
      MemorizeSectionScreen.chooserWidth(in: Rect(x: 0, y: 1, width: 120, height: 38), cards: 16)
        == 60)
    let game = MemorizeSectionScreen.gameArea(beside: chooser, in: wide)
    // The divider is drawn in the column right after the list; the game starts one after that.
    #expect(game.x == chooser + 2)
    #expect(game.maxX == wide.maxX)
  }
}

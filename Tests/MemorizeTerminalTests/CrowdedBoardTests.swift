import CardGames
import Memorize
import TerminalKit
import Testing

@testable import MemorizeTerminal

/// More cards than fit a column apart at the smallest card size: the board packs them side by
/// side, and a card it still cannot show takes no clicks.
@Suite("Crowded boards")
struct CrowdedBoardTests {
  @Test("The smallest cards fill the area side by side when a column apart they would not fit")
  func smallestCardsPackWhenTheyMust() {
    for (width, height) in [(40, 9), (41, 9), (80, 21), (43, 10)] {
      let area = Rect(x: 0, y: 1, width: width, height: height)
      let capacity = (width / 4) * (height / 3)
      for count in 1...capacity {
        let layout = CardGridLayout(count: count, in: area)
        #expect(
          layout.frames.allSatisfy { $0.intersection(area) == $0 },
          "\(count) cards in \(width)×\(height)")
      }
    }
    let packed = CardGridLayout(count: 26, in: Rect(x: 0, y: 1, width: 40, height: 9))
    #expect(packed.columns == 9)
    #expect(packed.frames[24] == Rect(x: 26, y: 7, width: 4, height: 3))
  }

  @Test("Memorize, 13 pairs at 40×12: all 26 cards show, each clickable on the board only")
  func thirteenPairsAtTheSmallestSize() throws {
    // Found by the screen fuzz target (Fuzz/regressions/screen-input/
    // memorize-26-cards-clickable-below-the-board-at-40x12): card 24 was clickable at
    // (0,10 4x3), over the buttons and the tab bar and past the bottom, and never drawn.
    let fixture = ScreenFixture(TerminalSize(width: 40, height: 12)) { app in
      app.startMemorize(theme: Theme.builtIns[2], pairs: 13, seed: 3)
    }
    fixture.press(.character("1"))
    let frame = fixture.draw()
    let board = Rect(x: 0, y: 1, width: 40, height: 9)
    let cards = fixture.screen.hits.regions.filter {
      if case .card = $0.target { true } else { false }
    }
    #expect(cards.count == 26)
    #expect(cards.allSatisfy { $0.rect.intersection(board) == $0.rect })
    #expect(fixture.screen.hits.rect(of: .card(25)) == Rect(x: 30, y: 7, width: 4, height: 3))
    #expect(frame.text(inRow: 9) == "  " + String(repeating: "╰──╯", count: 8) + "      ")
    // Column 0 of the button row is the board's edge, not a card.
    fixture.click(at: Point(x: 0, y: 10))
    #expect(try fixture.memorize.cards.allSatisfy { !$0.isFaceUp })
  }

  @Test("40 pairs at 40×12: the 30 cards that show take clicks, the others none")
  func moreCardsThanTheBoardCanShow() throws {
    let theme = Theme(
      id: "many", name: "Many",
      emoji: (0..<40).compactMap { UnicodeScalar(0x1F400 + $0).map(String.init) },
      pairs: .allEmoji, color: Theme.builtIns[0].color)
    let fixture = ScreenFixture(TerminalSize(width: 40, height: 12)) { app in
      app.startMemorize(theme: theme, seed: 3)
    }
    fixture.press(.character("1"))
    fixture.draw()
    #expect(try fixture.memorize.cards.count == 80)
    let board = Rect(x: 0, y: 1, width: 40, height: 9)
    let cards = fixture.screen.hits.regions.filter {
      if case .card = $0.target { true } else { false }
    }
    #expect(cards.map(\.target) == (0..<30).map { .card($0) })
    #expect(cards.allSatisfy { $0.rect.intersection(board) == $0.rect })
  }
}

import CardGames
import Memorize
import TerminalKit
import TerminalTestSupport
import Testing

@testable import MemorizeTerminal

/// Tall Memorize cards are tiles: the back is the theme's colour from edge to edge, the face the
/// same tile with a band of three rows across its middle, so a card turning changes three rows.
@Suite("Tall cards as tiles")
struct TileCardTests {
  /// Halloween's colour, the backs of its cards.
  let orange = Style(background: .rgb(red: 242, green: 140, blue: 40))
  /// The face band: the palette's ink on the palette's face colour.
  let band = Style(
    foreground: .rgb(red: 30, green: 30, blue: 30),
    background: .rgb(red: 250, green: 248, blue: 240))

  @Test("At 160×48: a card face down is one colour; face up only the band's three rows differ")
  func turningChangesTheBandOnly() throws {
    let fixture = ScreenFixture(ScreenSize.large.size) { app in
      app.startMemorize(theme: .halloween, pairs: 8, seed: 3)
    }
    let before = fixture.draw()
    // Card 1: not focused, so its top row has no focus edge.
    let frame = try #require(fixture.screen.hits.rect(of: .card(1)))
    #expect(frame.height >= BoardAnimator.tallCardHeight)
    for y in frame.y..<frame.maxY {
      for x in frame.x..<frame.maxX { #expect(before[x: x, y: y] == Cell.blank(orange)) }
    }
    try fixture.choose(1)
    let after = fixture.draw()
    let changedRows = (frame.y..<frame.maxY).filter { y in
      (frame.x..<frame.maxX).contains { before[x: $0, y: y] != after[x: $0, y: y] }
    }
    // The band: the emoji's row (the middle of the card inside its edge), one above, one below.
    let middle = frame.y + 1 + (frame.height - 3) / 2
    #expect(changedRows == [middle - 1, middle, middle + 1])
    let content = try fixture.memorize.cards[1].content
    let emojiColumn = frame.x + 1 + (frame.width - 4) / 2
    for y in changedRows {
      // The tile's colour stays at both ends of the band's rows.
      #expect(after[x: frame.x, y: y] == Cell.blank(orange))
      #expect(after[x: frame.maxX - 1, y: y] == Cell.blank(orange))
      for x in (frame.x + 1)..<(frame.maxX - 1)
      where y != middle || !(emojiColumn...emojiColumn + 1).contains(x) {
        #expect(after[x: x, y: y] == Cell.blank(band), "(\(x), \(y))")
      }
    }
    #expect(after[x: emojiColumn, y: middle].text == content)
    #expect(after[x: emojiColumn, y: middle].style == band)
  }

  @Test(
    "The focus rings the whole tile in a colour that stands out from it; Matchismo keeps outlines")
  func focusAndOtherGames() throws {
    let fixture = ScreenFixture(ScreenSize.large.size) { app in
      app.startMemorize(theme: .halloween, pairs: 8, seed: 3)
    }
    let board = fixture.draw()
    let frame = try #require(fixture.screen.hits.rect(of: .card(0)))
    let row = { (y: Int) in (frame.x..<frame.maxX).map { board[x: $0, y: y].text }.joined() }
    let line = String(repeating: "═", count: frame.width - 2)
    #expect(row(frame.y) == "╔" + line + "╗")
    #expect(row(frame.maxY - 1) == "╚" + line + "╝")
    // The card ink on Halloween's orange (6.8:1): the yellow of other screens is 1.6:1 there.
    let ring = Style(
      foreground: .rgb(red: 30, green: 30, blue: 30), background: orange.background, bold: true)
    #expect(board[x: frame.x, y: frame.y].style == ring)
    // Inside the ring, the plain tile.
    for y in (frame.y + 1)..<(frame.maxY - 1) {
      #expect(board[x: frame.x, y: y].text == "║")
      #expect(board[x: frame.x, y: y].style == ring)
      #expect(board[x: frame.maxX - 1, y: y].text == "║")
      for x in (frame.x + 1)..<(frame.maxX - 1) { #expect(board[x: x, y: y] == Cell.blank(orange)) }
    }
    _ = fixture.press(.character("2"))
    let matchismo = fixture.draw()
    let card = try #require(fixture.screen.hits.rect(of: .card(1)))
    #expect(card.height >= BoardAnimator.tallCardHeight)
    #expect(
      matchismo[x: card.x, y: card.y + 1].text == "│", "an outlined card, its face filling it")
  }
}

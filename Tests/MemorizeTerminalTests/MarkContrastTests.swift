import CardGames
import Memorize
import TerminalKit
import TerminalTestSupport
import Testing

@testable import MemorizeTerminal

/// The focus and a hint stand out from every card they are drawn on, at every size: their colour
/// keeps a WCAG contrast of at least 3:1 with every built-in theme's colour, and on a big tile
/// the focus goes all round the card and the hint repeats along its edges.
@Suite("Focus and hint marks stand out")
struct MarkContrastTests {
  private static func rgb(_ color: TerminalColor) -> (UInt8, UInt8, UInt8)? {
    guard case .rgb(let red, let green, let blue) = color else { return nil }
    return (red, green, blue)
  }

  /// A Halloween game of `pairs` at `size` with a paid hint showing: two cards of a pair seen
  /// (a mismatch first), so the hint has a pair to show.
  private static func hinted(_ size: TerminalSize, pairs: Int, theme: Theme = .halloween) throws
    -> (ScreenFixture, EmojiMemoryGame)
  {
    let fixture = ScreenFixture(size) { app in
      app.startMemorize(theme: theme, pairs: pairs, seed: 3)
    }
    let game = try fixture.memorize
    let twin = try fixture.twin(of: 0)
    let other = try #require(game.cards.indices.first { $0 != 0 && $0 != twin })
    for index in [0, other, twin] { try fixture.choose(index) }
    game.hint()
    return (fixture, game)
  }

  @Test("WCAG contrast: black on white is 21:1, a colour on itself 1:1")
  func contrastFormula() {
    #expect(abs(Palette.contrast((0, 0, 0), (255, 255, 255)) - 21) < 0.01)
    #expect(Palette.contrast((242, 140, 40), (242, 140, 40)) == 1)
    // The old focus yellow on Halloween's orange: under 3:1, the failure players met.
    #expect(Palette.contrast((255, 215, 0), (242, 140, 40)) < 3)
  }

  @Test("The mark on every built-in theme colour keeps at least 3:1", arguments: Theme.builtIns)
  func everyThemeColour(theme: Theme) throws {
    let palette = Palette(profile: .trueColor, charset: .utf8)
    let background = palette.color(
      Colour(red: theme.color.red, green: theme.color.green, blue: theme.color.blue))
    let mark = try #require(Self.rgb(palette.mark(on: background)))
    let under = try #require(Self.rgb(background))
    let ratio = Palette.contrast(mark, under)
    #expect(ratio >= 3, "\(theme.name): \(ratio)")
  }

  @Test("At 200×60 the focused tile is ringed and a hinted tile is marked along both edges")
  func bigTiles() throws {
    let (fixture, game) = try Self.hinted(TerminalSize(width: 200, height: 60), pairs: 8)
    let buffer = fixture.draw()
    let focused = try #require(fixture.screen.hits.rect(of: .card(0)))
    #expect(focused.height >= 5)
    let ring = Palette(profile: .trueColor, charset: .utf8).mark(
      on: .rgb(red: 242, green: 140, blue: 40))
    // The focused tile is hinted too: its ring's lines stand in the tile's colour on the
    // hint's band (term-56), whole down both sides.
    for y in focused.y..<focused.maxY {
      for x in [focused.x, focused.maxX - 1] {
        let cell = buffer[x: x, y: y]
        #expect(cell.style.background == ring, "column \(x), row \(y)")
        if y > focused.y, y < focused.maxY - 1, !["*"].contains(cell.text) {
          #expect(cell.text == "║", "column \(x), row \(y)")
        }
      }
    }
    let hinted = game.cards.indices.filter { game.hintedCardIDs.contains(game.cards[$0].id) }
    try #require(!hinted.isEmpty)
    for index in hinted {
      let frame = try #require(fixture.screen.hits.rect(of: .card(index)))
      for y in [frame.y, frame.maxY - 1] {
        let marks = (frame.x..<frame.maxX).filter { buffer[x: $0, y: y].text == "*" }
        #expect(marks.count >= frame.width / 3 - 1, "card \(index) row \(y): \(marks)")
        // The marks in the tile's colour on the band of the mark's (term-56).
        #expect(marks.allSatisfy { buffer[x: $0, y: y].style.background == ring })
      }
      // Down both sides too, every third row: the middle rows of a tall card were the same
      // as any other card's without colour.
      let rows = Array(stride(from: frame.y + 2, to: frame.maxY - 2, by: 3))
      #expect(rows.count >= 4)
      for x in [frame.x, frame.maxX - 1] {
        let marked = (frame.y..<frame.maxY).filter { buffer[x: x, y: $0].text == "*" }
        #expect(marked == rows, "card \(index) column \(x)")
      }
    }
  }

  /// Issue 23 (term-56): at 200×60 a tile's edge is its colour alone, and the hint was a
  /// few dark "*" on it, every third column: a light cue, easy to take for the tile's own.
  /// The hinted tile is ringed all round by a band of the mark's colour, as the focus's colour
  /// is measured: at least 3:1 against the tile, in every built-in theme's colour.
  @Test(
    "At 200×60 a hinted tile is ringed by a band that keeps 3:1 on it", arguments: Theme.builtIns)
  func hintBandOnEveryThemeColour(theme: Theme) throws {
    let (fixture, game) = try Self.hinted(
      TerminalSize(width: 200, height: 60), pairs: 6, theme: theme)
    let buffer = fixture.draw()
    let palette = fixture.screen.palette
    let tile = palette.color(
      Colour(red: theme.color.red, green: theme.color.green, blue: theme.color.blue))
    let band = palette.mark(on: tile)
    let ratio = Palette.contrast(
      try #require(Self.rgb(band)), try #require(Self.rgb(tile)))
    #expect(ratio >= 3, "\(theme.name): \(ratio)")
    // The face-down ones: a card turned up is a card face, whose frame is a line.
    let hinted = game.cards.indices.filter {
      game.hintedCardIDs.contains(game.cards[$0].id) && !game.cards[$0].isFaceUp
    }
    try #require(!hinted.isEmpty)
    for index in hinted {
      let frame = try #require(fixture.screen.hits.rect(of: .card(index)))
      var ring: [(Int, Int)] = []
      for x in frame.x..<frame.maxX { ring += [(x, frame.y), (x, frame.maxY - 1)] }
      for y in frame.y..<frame.maxY { ring += [(frame.x, y), (frame.maxX - 1, y)] }
      for (x, y) in ring {
        let cell = buffer[x: x, y: y]
        #expect(
          cell.style.background == band && cell.style.foreground == tile,
          "\(theme.name) card \(index) at (\(x), \(y))")
      }
    }
    // A card no hint points at keeps its tile's colour to the edge.
    let plain = try #require(
      game.cards.indices.first { !hinted.contains($0) && !game.cards[$0].isFaceUp && $0 != 0 })
    let frame = try #require(fixture.screen.hits.rect(of: .card(plain)))
    #expect(buffer[x: frame.x, y: frame.y + 1].style.background == tile, "\(theme.name)")
  }

  @Test(
    "At 200×60 a Matchismo or Set card with the focus is ringed all round, not its top alone",
    arguments: [Section.matchismo, .set])
  func bigCardsAreRinged(section: Section) throws {
    let fixture = ScreenFixture(TerminalSize(width: 200, height: 60)) { $0.select(section) }
    let buffer = fixture.draw()
    let focused = try #require(fixture.screen.hits.rect(of: .card(0)))
    #expect(focused.height >= CardPainter.ringedHeight)
    let palette = fixture.screen.palette
    for y in focused.y..<focused.maxY {
      for x in [focused.x, focused.maxX - 1] {
        let cell = buffer[x: x, y: y]
        #expect(cell.style.foreground == palette.mark(on: cell.style.background), "(\(x), \(y))")
      }
    }
    let middle = focused.y + focused.height / 2
    #expect(buffer[x: focused.x, y: middle].text == "║")
    // Another card keeps its plain outline.
    let other = try #require(fixture.screen.hits.rect(of: .card(1)))
    #expect(buffer[x: other.x, y: other.y + other.height / 2].text == "│")
  }

  @Test(
    "At 80×24 and 40×15 a hinted card's whole frame is in the mark colour, with * on both edges",
    arguments: [(80, 24), (40, 15)])
  func hintAtNormalSizes(width: Int, height: Int) throws {
    let (fixture, game) = try Self.hinted(TerminalSize(width: width, height: height), pairs: 6)
    let buffer = fixture.draw()
    let hinted = game.cards.indices.filter { game.hintedCardIDs.contains(game.cards[$0].id) }
    try #require(hinted.count == 2)
    for index in hinted {
      let frame = try #require(fixture.screen.hits.rect(of: .card(index)))
      var edge: [(Int, Int)] = []
      for x in frame.x..<frame.maxX { edge += [(x, frame.y), (x, frame.maxY - 1)] }
      for y in frame.y..<frame.maxY { edge += [(frame.x, y), (frame.maxX - 1, y)] }
      let palette = fixture.screen.palette
      for (x, y) in edge {
        let cell = buffer[x: x, y: y]
        // A card face's frame is its line in the mark's colour; a face-down tile's, a band of
        // the mark's colour with the tile's on it (term-56).
        let (line, under) =
          game.cards[index].isFaceUp
          ? (cell.style.foreground, cell.style.background)
          : (cell.style.background, cell.style.foreground)
        #expect(
          line == palette.mark(on: under) && cell.style.isBold,
          "card \(index) at (\(x), \(y)): \(cell.text)")
      }
      for y in [frame.y, frame.maxY - 1] {
        let marks = (frame.x..<frame.maxX).filter { buffer[x: $0, y: y].text == "*" }
        #expect(!marks.isEmpty, "card \(index) row \(y)")
      }
    }
  }
}

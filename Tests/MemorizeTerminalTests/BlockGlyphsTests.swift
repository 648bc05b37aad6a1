import Testing

@testable import MemorizeTerminal

@Suite("Large card glyphs")
struct BlockGlyphsTests {
  @Test("A suit in half blocks, and in ASCII where the charset has no blocks")
  func suitInHalfBlocks() throws {
    let diamond = try #require(BlockGlyphs.suit("♦"))
    #expect(
      BlockGlyphs.halfBlockLines(diamond, ascii: false) == [
        "   ▄█▄   ", " ▄█████▄ ", " ▀█████▀ ", "   ▀█▀   ",
      ])
    #expect(
      BlockGlyphs.halfBlockLines(diamond, ascii: true) == [
        "   ,#,   ", " ,#####, ", " \"#####\" ", "   \"#\"   ",
      ])
  }

  @Test("Ten is two characters a pixel apart")
  func tenIsTwoCharacters() {
    #expect(
      BlockGlyphs.halfBlockLines(BlockGlyphs.rank("10"), ascii: false) == [
        "▄█  █▀█", " █  █ █", "▀▀▀ ▀▀▀",
      ])
  }

  @Test("Set's shading: the outline solid, the inside solid, shaded or paper")
  func setShading() {
    let oval = BlockGlyphs.setShape(.oval, size: 5)
    #expect(
      BlockGlyphs.shadedLines(oval, outline: "█", inside: "▒") == [
        " ███ ", "█▒▒▒█", "█▒▒▒█", "█▒▒▒█", " ███ ",
      ])
    #expect(
      BlockGlyphs.shadedLines(oval.beside(oval, gap: 2), outline: "#", inside: " ") == [
        " ###    ### ", "#   #  #   #", "#   #  #   #", "#   #  #   #", " ###    ### ",
      ])
  }
}

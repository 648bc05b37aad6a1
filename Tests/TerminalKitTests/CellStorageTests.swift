import Testing

@testable import TerminalKit

@Suite("Cell storage")
struct CellStorageTests {
  @Test(
    "Every grapheme reads back exactly, inline or interned",
    arguments: [
      "", " ", "a", "é", "─", "🐧", "日", "❤️", "👍🏽", "🇫🇷", "abcdefghijklmno",
      "👩‍👩‍👧", "👨‍👩‍👧‍👦", "🏳️‍🌈",
    ])
  func roundTrip(text: String) {
    let cell = Cell(text: text, style: .plain, width: 1)
    #expect(cell.text == text)
    #expect(Cell(text: text, style: .plain, width: 1) == cell)
    var bytes: [UInt8] = []
    cell.glyph.appendUTF8(to: &bytes)
    #expect(bytes == Array(text.utf8))
  }

  @Test("Different graphemes, styles or widths make different cells")
  func inequality() {
    let penguin = Cell(text: "🐧", style: .plain, width: 2)
    #expect(penguin != Cell(text: "🐼", style: .plain, width: 2))
    #expect(penguin != Cell(text: "🐧", style: Style(bold: true), width: 2))
    #expect(penguin != Cell(text: "🐧", style: .plain, width: 1))
    let family = "👨‍👩‍👧‍👦"
    #expect(Cell(text: family, style: .plain, width: 2) != Cell(text: "👩‍👩‍👧", style: .plain, width: 2))
    #expect(
      Cell(text: family, style: .plain, width: 2).hashValue
        == Cell(text: family, style: .plain, width: 2).hashValue)
  }

  @Test("A zero-width mark appended to a cell joins its grapheme")
  func appendMark() {
    var buffer = CellBuffer(width: 4, height: 1)
    buffer.put("e\u{301}x", x: 0, y: 0)
    #expect(buffer[x: 0, y: 0].text == "e\u{301}")
    #expect(buffer[x: 1, y: 0].text == "x")
  }
}

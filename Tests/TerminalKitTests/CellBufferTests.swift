import TerminalKit
import TerminalTestSupport
import Testing

@Suite("Cell buffer")
struct CellBufferTests {
  /// Row `y` with continuation cells shown as `_`, so wide-glyph structure is visible.
  func layout(_ buffer: CellBuffer, row y: Int = 0) -> String {
    (0..<buffer.width).map { x in
      let cell = buffer[x: x, y: y]
      return cell.isContinuation ? "_" : cell.text
    }.joined()
  }

  @Test func putReturnsTheNextColumn() {
    var buffer = CellBuffer(width: 10, height: 1)
    let end = buffer.put("a日b", x: 1, y: 0)
    #expect(end == 5)
    #expect(layout(buffer) == " a日_b     ")
    #expect(buffer[x: 2, y: 0].width == 2)
    #expect(buffer[x: 3, y: 0].isContinuation)
  }

  @Test func combiningMarksStayInTheirCell() {
    var buffer = CellBuffer(width: 6, height: 1)
    buffer.put("cafe\u{301}!", x: 0, y: 0)
    #expect(buffer[x: 3, y: 0].text == "e\u{301}")
    #expect(buffer[x: 4, y: 0].text == "!")
    // A lone mark at the start has nothing to join and is dropped, not given a cell.
    buffer.put("\u{301}x", x: 0, y: 0)
    #expect(buffer[x: 0, y: 0].text == "x")
  }

  @Test func writingOverTheRightHalfBlanksTheLeftHalf() {
    var buffer = CellBuffer(width: 6, height: 1)
    buffer.put("🐧🎃", x: 0, y: 0)
    #expect(layout(buffer) == "🐧_🎃_  ")
    buffer.put("x", x: 1, y: 0)
    #expect(layout(buffer) == " x🎃_  ")
  }

  @Test func writingOverTheLeftHalfBlanksTheRightHalf() {
    var buffer = CellBuffer(width: 6, height: 1)
    buffer.put("🐧🎃", x: 0, y: 0)
    buffer.put("y", x: 2, y: 0)
    #expect(layout(buffer) == "🐧_y   ")
  }

  @Test func wideOverTwoWideGlyphsBlanksBothOuterHalves() {
    var buffer = CellBuffer(width: 6, height: 1)
    buffer.put("🐧🎃", x: 0, y: 0)
    buffer.put("日", x: 1, y: 0)
    #expect(layout(buffer) == " 日_   ")
  }

  @Test func blankedHalvesKeepTheirStyle() {
    var buffer = CellBuffer(width: 4, height: 1)
    let red = Style(background: .red)
    buffer.put("🐧", x: 0, y: 0, style: red)
    buffer.put("x", x: 1, y: 0)
    #expect(buffer[x: 0, y: 0] == .blank(red))
  }

  @Test func wideGlyphAtTheRightEdgeIsNotDrawnHalf() {
    var buffer = CellBuffer(width: 5, height: 1)
    buffer.put("abcd🐧", x: 0, y: 0)
    #expect(layout(buffer) == "abcd ")
    var clipped = CellBuffer(width: 8, height: 1)
    clipped.put("ab🐧", x: 0, y: 0, clip: Rect(x: 0, y: 0, width: 3, height: 1))
    #expect(layout(clipped) == "ab      ")
  }

  @Test func wideGlyphAtTheLeftClipEdgeIsNotDrawnHalf() {
    var buffer = CellBuffer(width: 6, height: 1)
    buffer.fill(buffer.bounds, with: "·")
    buffer.put("🐧ab", x: 1, y: 0, clip: Rect(x: 2, y: 0, width: 4, height: 1))
    #expect(layout(buffer) == "·· ab·")
  }

  @Test func clipping() {
    var buffer = CellBuffer(width: 5, height: 2)
    buffer.put("hello world", x: -3, y: 0)
    #expect(layout(buffer) == "lo wo")
    buffer.put("zzz", x: 0, y: 5)  // outside: nothing happens
    buffer.put("zzz", x: 0, y: -1)
    #expect(buffer.text(inRow: 1) == "     ")
    buffer.put("1234", x: 0, y: 1, clip: Rect(x: 1, y: 1, width: 2, height: 1))
    #expect(buffer.text(inRow: 1) == " 23  ")
  }

  @Test func textIsSanitizedOnTheWayIn() {
    var buffer = CellBuffer(width: 8, height: 1)
    buffer.put("a\u{1B}[2J\u{202E}", x: 0, y: 0)
    #expect(buffer.text(inRow: 0) == "a\u{FFFD}[2J\u{FFFD}  ")
    for cell in buffer.cells {
      #expect(!cell.text.unicodeScalars.contains(where: Sanitizer.isUnsafe))
    }
  }

  @Test func fillWithWideCharacterLeavesOddColumnBlank() {
    var buffer = CellBuffer(width: 5, height: 2)
    buffer.fill(Rect(x: 0, y: 0, width: 5, height: 1), with: "🐧")
    #expect(layout(buffer) == "🐧_🐧_ ")
    buffer.fill(Rect(x: 3, y: 1, width: 10, height: 10), with: "#", style: Style(reverse: true))
    #expect(buffer.text(inRow: 1) == "   ##")
    #expect(buffer[x: 4, y: 1].style.isReversed)
  }

  @Test func alignment() {
    var buffer = CellBuffer(width: 10, height: 3)
    let row = Rect(x: 0, y: 0, width: 10, height: 1)
    buffer.put("ab", in: row, alignment: .center)
    buffer.put("日本", in: Rect(x: 0, y: 1, width: 10, height: 1), alignment: .trailing)
    buffer.put("long text here", in: Rect(x: 2, y: 2, width: 5, height: 1), alignment: .leading)
    #expect(buffer.snapshotText() == "    ab    \n      日本\n  long    \n")
  }

  @Test func boxes() {
    var buffer = CellBuffer(width: 12, height: 5)
    buffer.drawBox(Rect(x: 0, y: 0, width: 12, height: 5), title: "Memory game")
    buffer.drawBox(Rect(x: 2, y: 1, width: 4, height: 3), border: .rounded)
    buffer.drawBox(Rect(x: 8, y: 2, width: 10, height: 10), border: .ascii)  // clipped
    assertSnapshot(buffer.snapshotText(), named: "boxes")
  }

  @Test func styledSnapshot() {
    var buffer = CellBuffer(width: 8, height: 2)
    buffer.put("Set", x: 0, y: 0, style: Style(foreground: .red, bold: true))
    buffer.put("🎃", x: 4, y: 0, style: Style(background: .rgb(red: 16, green: 32, blue: 48)))
    buffer.put("ok", x: 0, y: 1, style: Style(reverse: true))
    assertSnapshot(buffer.snapshotText(styles: true), named: "styled")
  }
}

import TerminalKit
import TerminalTestSupport
import Testing

@Suite("Diff renderer")
struct DiffRendererTests {
  let esc = "\u{1B}"

  func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

  @Test("Under an ASCII charset not one byte above 0x7F is sent; wide cells keep their columns")
  func asciiCharsetSendsOnlyASCII() {
    var renderer = DiffRenderer(profile: .none, usesSynchronizedOutput: false)
    renderer.charset = .ascii
    var buffer = CellBuffer(width: 12, height: 2)
    buffer.drawBox(Rect(x: 0, y: 0, width: 4, height: 2), border: .rounded)
    buffer.put("👻♦é", x: 5, y: 0)
    buffer.put("═║░", x: 5, y: 1)
    let bytes = renderer.render(buffer)
    #expect(bytes.allSatisfy { $0 < 0x80 })
    var terminal = VirtualTerminal(width: 12, height: 2)
    terminal.apply(bytes)
    #expect(terminal.snapshotText() == "+--+ ? D?   \n+--+ =|.    \n")
    // A cell that changes from one stand-in to another is sent again; an unchanged one is not.
    buffer.put("♠", x: 8, y: 0)
    // The cursor was right below it: one row up.
    #expect(text(renderer.render(buffer)) == "\(esc)[AS")
    #expect(renderer.render(buffer).isEmpty)
  }

  @Test func firstFrameClearsThenWritesOnlyNonBlankCells() {
    var renderer = DiffRenderer(profile: .ansi16)
    var buffer = CellBuffer(width: 10, height: 3)
    buffer.put("hi", x: 0, y: 0)
    buffer.put("yo", x: 4, y: 2)
    let bytes = renderer.render(buffer)
    #expect(text(bytes) == "\(esc)[?2026h\(esc)[0m\(esc)[H\(esc)[2Jhi\(esc)[3;5Hyo\(esc)[?2026l")
    #expect(bytes.count == 37)
  }

  @Test(
    "A space shows only its background: no colour change for it, and none when only its foreground changed"
  )
  func spacesCostNoForeground() {
    var renderer = DiffRenderer(profile: .ansi256)
    var buffer = CellBuffer(width: 8, height: 1)
    let paper = TerminalColor.indexed(231)
    buffer.put("│", x: 0, y: 0, style: Style(foreground: .indexed(244), background: paper))
    buffer.fill(
      Rect(x: 1, y: 0, width: 6, height: 1), style: Style(foreground: .red, background: paper))
    buffer.put("│", x: 7, y: 0, style: Style(foreground: .indexed(244), background: paper))
    let bytes = renderer.render(buffer)
    // One SGR for the whole row: the spaces keep the border's foreground, which does not show.
    #expect(
      text(bytes)
        == "\(esc)[?2026h\(esc)[0m\(esc)[H\(esc)[2J\(esc)[38;5;244;48;5;231m│      │\(esc)[?2026l")
    var terminal = VirtualTerminal(width: 8, height: 1)
    terminal.apply(bytes)
    #expect(terminal.mismatches(against: buffer, profile: .ansi256) == [])
    // The spaces' foreground changes, bold too: nothing on screen changes, nothing is sent.
    buffer.fill(
      Rect(x: 1, y: 0, width: 6, height: 1),
      style: Style(foreground: .blue, background: paper, bold: true))
    #expect(renderer.render(buffer).isEmpty)
    // Their background changes: that shows, and is sent (one row: no synchronized output).
    buffer.fill(Rect(x: 1, y: 0, width: 6, height: 1), style: Style(background: .indexed(196)))
    #expect(text(renderer.render(buffer)) == "\(esc)[1;2H\(esc)[48;5;196m      ")
    // Reversed or underlined spaces show their foreground or a line: those are never skipped.
    buffer.fill(
      Rect(x: 1, y: 0, width: 6, height: 1),
      style: Style(background: .indexed(196), underline: true))
    #expect(!renderer.render(buffer).isEmpty)
  }

  @Test func idleFrameIsZeroBytes() {
    var renderer = DiffRenderer(profile: .trueColor)
    var buffer = CellBuffer(width: 10, height: 3)
    buffer.put("hello", x: 1, y: 1, style: Style(foreground: .red))
    _ = renderer.render(buffer)
    #expect(renderer.render(buffer).isEmpty)
    #expect(renderer.render(buffer).isEmpty)
  }

  @Test func oneChangedCellCostsOneMoveAndTheCell() {
    var renderer = DiffRenderer(profile: .ansi16)
    var buffer = CellBuffer(width: 10, height: 3)
    buffer.put("hi", x: 0, y: 0)
    _ = renderer.render(buffer)
    buffer.put("x", x: 3, y: 1)
    let bytes = renderer.render(buffer)
    // ESC[2;4H (6) + "x" (1): a change on one row is not wrapped in synchronized output.
    #expect(text(bytes) == "\(esc)[2;4Hx")
    #expect(bytes.count == 7)
    // Nor are small changes on two rows (they arrive within one refresh at 56 kbit/s): "y" +
    // CUD (3) + "z".
    buffer.put("y", x: 4, y: 1)
    buffer.put("z", x: 5, y: 2)
    #expect(text(renderer.render(buffer)) == "y\(esc)[Bz")
    #expect(!renderer.lastFrameIsWhole)

    var unsynchronized = DiffRenderer(profile: .ansi16, usesSynchronizedOutput: false)
    _ = unsynchronized.render(CellBuffer(width: 10, height: 3))
    var changed = CellBuffer(width: 10, height: 3)
    changed.put("x", x: 3, y: 1)
    #expect(text(unsynchronized.render(changed)) == "\(esc)[2;4Hx")
  }

  @Test func framesOverTheSmallLimitOnSeveralRowsAreShownAtOnce() {
    var renderer = DiffRenderer(profile: .ansi16)
    var buffer = CellBuffer(width: 60, height: 3)
    _ = renderer.render(buffer)
    #expect(renderer.lastFrameIsWhole)
    // 56 + CR LF + 56 = 114 bytes on two rows: over the limit of 112, wrapped.
    let row = String(repeating: "ab", count: 28)
    buffer.put(row, x: 0, y: 0)
    buffer.put(row, x: 0, y: 1)
    #expect(text(renderer.render(buffer)) == "\(esc)[?2026h\(row)\r\n\(row)\(esc)[?2026l")
    #expect(renderer.lastFrameIsWhole)
    // CUP home (3) + 53 + CR LF + 53 = 111 bytes on two rows: within the limit, not wrapped.
    let shorter = String(repeating: "cd", count: 26) + "c"
    buffer.put(shorter, x: 0, y: 0)
    buffer.put(shorter, x: 0, y: 1)
    let bytes = renderer.render(buffer)
    #expect(text(bytes) == "\(esc)[H\(shorter)\r\n\(shorter)")
    #expect(!renderer.lastFrameIsWhole)
  }

  @Test func shortestCursorMoves() {
    var renderer = DiffRenderer(profile: .ansi16, usesSynchronizedOutput: false)
    var buffer = CellBuffer(width: 20, height: 3)
    _ = renderer.render(buffer)
    // Adjacent cells: no move between them. A gap of 2 on the row: CUF. Next row start: CR LF.
    buffer.put("ab", x: 0, y: 0)
    buffer.put("c", x: 4, y: 0)
    buffer.put("d", x: 0, y: 1)
    buffer.put("e", x: 15, y: 1)
    #expect(text(renderer.render(buffer)) == "ab\(esc)[2Cc\r\nd\(esc)[14Ce")
    // Back to the start of the row: a bare CR. Next row, far right: CUP and CR LF + CUF are
    // both 7 bytes, and the absolute move wins a tie.
    buffer.put("f", x: 0, y: 1)
    buffer.put("z", x: 19, y: 2)
    #expect(text(renderer.render(buffer)) == "\rf\(esc)[3;20Hz")
    // After writing the last column the position is unknown: an absolute move follows.
    buffer.put("g", x: 1, y: 0)
    #expect(text(renderer.render(buffer)) == "\(esc)[1;2Hg")
    // Straight down or up in the same column: CUD and CUU.
    buffer.put("h", x: 2, y: 2)
    #expect(text(renderer.render(buffer)) == "\(esc)[2Bh")
    buffer.put("i", x: 3, y: 0)
    #expect(text(renderer.render(buffer)) == "\(esc)[2Ai")
  }

  @Test("Where line feeds reach the terminal as they are, one byte steps down a row")
  func lineFeedsStepDown() {
    var renderer = DiffRenderer(profile: .ansi16, usesSynchronizedOutput: false)
    renderer.lineFeedMovesDown = true
    var buffer = CellBuffer(width: 30, height: 6)
    _ = renderer.render(buffer)
    // A column of cells: after each, LF and one step back (4 bytes; CR LF CUF 10 would be 6).
    for y in 0..<4 { buffer.put("│", x: 10, y: y) }
    // Two rows down in the same column: two line feeds (a CUD would be 4 bytes).
    buffer.put("x", x: 11, y: 5)
    let bytes = renderer.render(buffer)
    #expect(text(bytes) == "\(esc)[10C│\n\(esc)[D│\n\(esc)[D│\n\(esc)[D│\n\nx")
    var terminal = VirtualTerminal(width: 30, height: 6)
    var first = DiffRenderer(profile: .ansi16)
    terminal.apply(first.render(CellBuffer(width: 30, height: 6)))
    terminal.apply(bytes)
    #expect(terminal.mismatches(against: buffer, profile: .ansi16) == [])
    #expect(terminal.anomalies == [])
    // Without that knowledge a line feed only ever follows a CR.
    var unsure = DiffRenderer(profile: .ansi16, usesSynchronizedOutput: false)
    _ = unsure.render(CellBuffer(width: 30, height: 6))
    #expect(!text(unsure.render(buffer)).contains("│\n"))
  }

  @Test func colourChangesOnlyWhereNeeded() {
    var renderer = DiffRenderer(profile: .ansi16, usesSynchronizedOutput: false)
    var buffer = CellBuffer(width: 10, height: 1)
    _ = renderer.render(buffer)
    buffer.put("rr", x: 0, y: 0, style: Style(foreground: .red))
    buffer.put("b", x: 2, y: 0, style: Style(foreground: .red, bold: true))
    buffer.put("p", x: 3, y: 0)
    // The blank first frame left the cursor at the origin, so no move is needed.
    #expect(text(renderer.render(buffer)) == "\(esc)[31mrr\(esc)[1mb\(esc)[0mp")
    // The terminal still has plain attributes: a plain change needs no SGR.
    buffer.put("q", x: 5, y: 0)
    #expect(text(renderer.render(buffer)) == "\(esc)[Cq")
  }

  @Test func turningOneAttributeOffKeepsTheOthers() {
    var renderer = DiffRenderer(profile: .ansi16, usesSynchronizedOutput: false)
    var buffer = CellBuffer(width: 4, height: 1)
    _ = renderer.render(buffer)
    buffer.put(
      "a", x: 0, y: 0, style: Style(foreground: .green, bold: true, dim: true, underline: true))
    buffer.put("b", x: 1, y: 0, style: Style(foreground: .green, dim: true, underline: true))
    buffer.put("c", x: 2, y: 0, style: Style(foreground: .green))
    #expect(
      text(renderer.render(buffer))
        == "\(esc)[1;2;4;32ma\(esc)[22;2mb\(esc)[0;32mc")
  }

  @Test(
    "Encoding per colour profile",
    arguments: [
      (ColorProfile.trueColor, "\u{1B}[1;38;2;255;135;0;48;5;17m"),
      (.ansi256, "\u{1B}[1;38;5;208;48;5;17m"),
      (.ansi16, "\u{1B}[1;33;40m"),
      (.none, "\u{1B}[1m"),
    ])
  func profileEncoding(profile: ColorProfile, sgr: String) {
    var renderer = DiffRenderer(profile: profile, usesSynchronizedOutput: false)
    var buffer = CellBuffer(width: 2, height: 1)
    buffer.put(
      "x", x: 0, y: 0,
      style: Style(
        foreground: .rgb(red: 255, green: 135, blue: 0), background: .indexed(17), bold: true))
    #expect(text(renderer.render(buffer)) == "\(esc)[0m\(esc)[H\(esc)[2J" + sgr + "x")
  }

  @Test(
    "Named colours",
    arguments: [
      (TerminalColor.red, false, "31"), (.brightCyan, false, "96"), (.blue, true, "44"),
      (.brightWhite, true, "107"), (.indexed(200), false, "38;5;200"),
      (.rgb(red: 1, green: 2, blue: 3), true, "48;2;1;2;3"),
    ])
  func namedColours(color: TerminalColor, background: Bool, parameters: String) {
    var renderer = DiffRenderer(profile: .trueColor, usesSynchronizedOutput: false)
    var buffer = CellBuffer(width: 2, height: 1)
    buffer.put(
      "x", x: 0, y: 0, style: background ? Style(background: color) : Style(foreground: color))
    #expect(text(renderer.render(buffer)) == "\(esc)[0m\(esc)[H\(esc)[2J\(esc)[\(parameters)mx")
  }

  @Test func invalidateRepaintsEverything() {
    var renderer = DiffRenderer(profile: .ansi16, usesSynchronizedOutput: false)
    var buffer = CellBuffer(width: 4, height: 1)
    buffer.put("ab", x: 0, y: 0)
    _ = renderer.render(buffer)
    renderer.invalidate()
    #expect(text(renderer.render(buffer)) == "\(esc)[0m\(esc)[H\(esc)[2Jab")
    // A different size is a full repaint too.
    var bigger = CellBuffer(width: 5, height: 1)
    bigger.put("ab", x: 0, y: 0)
    #expect(text(renderer.render(bigger)) == "\(esc)[0m\(esc)[H\(esc)[2Jab")
  }

  @Test func wideGlyphsAreWrittenOnceAndMoveTheCursorTwoColumns() {
    var renderer = DiffRenderer(profile: .ansi16, usesSynchronizedOutput: false)
    var buffer = CellBuffer(width: 6, height: 1)
    buffer.put("🐧x", x: 0, y: 0)
    #expect(text(renderer.render(buffer)) == "\(esc)[0m\(esc)[H\(esc)[2J🐧x")
    buffer.put("a", x: 1, y: 0)  // splits the penguin: both halves change
    var terminal = VirtualTerminal(width: 6, height: 1)
    terminal.apply(Array("🐧x".utf8))
    let bytes = renderer.render(buffer)
    #expect(text(bytes) == "\r a")
    terminal.apply(bytes)
    #expect(terminal.mismatches(against: buffer, profile: .ansi16).isEmpty)
  }

  @Test func framesThroughTheVirtualTerminal() {
    var renderer = DiffRenderer(profile: .trueColor)
    var terminal = VirtualTerminal(width: 12, height: 4)
    var buffer = CellBuffer(width: 12, height: 4)
    buffer.drawBox(buffer.bounds, border: .rounded, style: Style(foreground: .cyan))
    buffer.put("🐧 日本", x: 2, y: 1, style: Style(bold: true))
    buffer.put("e\u{301}!", x: 2, y: 2, style: Style(background: .rgb(red: 9, green: 8, blue: 7)))
    terminal.apply(renderer.render(buffer))
    #expect(terminal.mismatches(against: buffer, profile: .trueColor) == [])
    #expect(terminal.anomalies == [])
    #expect(terminal.synchronizedUpdates == (1, 1))
    assertSnapshot(terminal.snapshotText(styles: true), named: "box-frame")
  }
}

@Suite("Diff renderer: runs of equal cells")
struct DiffRendererRunTests {
  let esc = "\u{1B}"
  let all: RenderShortcuts = [
    .eraseToEndOfLine, .eraseCharacters, .backgroundColorErase, .repeatCharacter,
  ]

  func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

  @Test("An outline's edge is its glyph once and a repeat")
  func edgeIsRepeated() {
    var renderer = DiffRenderer(profile: .ansi16, usesSynchronizedOutput: false, shortcuts: all)
    var buffer = CellBuffer(width: 30, height: 3)
    _ = renderer.render(buffer)
    buffer.drawBox(Rect(x: 2, y: 0, width: 20, height: 3), border: .single, style: .plain)
    let bytes = renderer.render(buffer)
    #expect(
      text(bytes)
        == "\(esc)[2C┌─\(esc)[17b┐\(esc)[2;3H│\(esc)[18C│\(esc)[3;3H└─\(esc)[17b┘")
    var terminal = VirtualTerminal(width: 30, height: 3)
    terminal.apply(bytes)
    #expect(terminal.mismatches(against: buffer, profile: .ansi16) == [])
  }

  @Test("Blanks are erased: ECH inside a row, EL to its end; in colour only with bce")
  func blanksAreErased() {
    var buffer = CellBuffer(width: 40, height: 2)
    buffer.put(String(repeating: "x", count: 40), x: 0, y: 0)
    buffer.fill(Rect(x: 0, y: 1, width: 40, height: 1), style: Style(background: .blue))
    var renderer = DiffRenderer(profile: .ansi16, usesSynchronizedOutput: false, shortcuts: all)
    _ = renderer.render(buffer)
    var next = CellBuffer(width: 40, height: 2)
    next.put("x", x: 0, y: 0)
    next.put("y", x: 39, y: 0)
    next.fill(Rect(x: 0, y: 1, width: 40, height: 1), style: Style(background: .blue))
    next.fill(Rect(x: 5, y: 1, width: 35, height: 1), style: Style(background: .red))
    let bytes = renderer.render(next)
    // Back to the default background for the first row (one SGR), then 38 blanks as a space
    // repeated (6 bytes; an erase and a step over it would be 10); the red run reaches the end
    // of its row.
    #expect(
      text(bytes) == "\(esc)[1;2H\(esc)[0m \(esc)[37by\(esc)[2;6H\(esc)[41m\(esc)[K")
    var terminal = VirtualTerminal(width: 40, height: 2)
    terminal.apply(renderer.render(CellBuffer(width: 1, height: 1)))
    var fresh = DiffRenderer(profile: .ansi16, usesSynchronizedOutput: false, shortcuts: all)
    terminal = VirtualTerminal(width: 40, height: 2)
    terminal.apply(fresh.render(buffer))
    terminal.apply(fresh.render(next))
    #expect(terminal.mismatches(against: next, profile: .ansi16) == [])

    // Without bce the red run is written out; the default-background run is still erased.
    var noColourErase = DiffRenderer(
      profile: .ansi16, usesSynchronizedOutput: false,
      shortcuts: [.eraseToEndOfLine, .eraseCharacters])
    _ = noColourErase.render(buffer)
    let written = text(noColourErase.render(next))
    #expect(written.hasPrefix("\(esc)[1;2H\(esc)[0m\(esc)[38X\(esc)[38Cy\(esc)[2;6H\(esc)[41m"))
    #expect(written.hasSuffix(String(repeating: " ", count: 35)))
  }

  @Test("Tiles of colour beside each other: each one erase a row down its column, then the rest")
  func blocksAreErasedDownTheirColumn() {
    // Two tiles 6 × 4 with a column between them and a divider on their left, as a board of
    // card backs: row by row every row pays for the divider's colour change and each tile's
    // repeat; as blocks each tile is one colour change and four erases, and the divider is
    // written after them, a glyph and a step down a row.
    let tile = Style(background: .indexed(167))
    var board = CellBuffer(width: 20, height: 5)
    for y in 0..<5 { board.put("│", x: 2, y: y, style: Style(foreground: .indexed(244))) }
    board.fill(Rect(x: 5, y: 1, width: 6, height: 4), style: tile)
    board.fill(Rect(x: 12, y: 1, width: 6, height: 4), style: tile)
    var renderer = DiffRenderer(profile: .ansi256, usesSynchronizedOutput: false, shortcuts: all)
    renderer.lineFeedMovesDown = true
    _ = renderer.render(CellBuffer(width: 20, height: 5))
    let bytes = renderer.render(board)
    #expect(
      text(bytes)
        == "\n\(esc)[5C\(esc)[48;5;167m\(esc)[6X\n\(esc)[6X\n\(esc)[6X\n\(esc)[6X"
        + "\(esc)[2;13H\(esc)[6X\n\(esc)[6X\n\(esc)[6X\n\(esc)[6X"
        + "\(esc)[1;3H\(esc)[0;38;5;244m│\n\(esc)[D│\n\(esc)[D│\n\(esc)[D│\n\(esc)[D│")
    var terminal = VirtualTerminal(width: 20, height: 5)
    terminal.backgroundColorErase = true
    var fresh = DiffRenderer(profile: .ansi256, usesSynchronizedOutput: false, shortcuts: all)
    fresh.lineFeedMovesDown = true
    terminal.apply(fresh.render(CellBuffer(width: 20, height: 5)))
    terminal.apply(fresh.render(board))
    #expect(terminal.mismatches(against: board, profile: .ansi256) == [])

    // The right tile leaves the table: one block of blanks on the terminal's own background
    // (the divider left that background set).
    var next = board
    next.fill(Rect(x: 12, y: 1, width: 6, height: 4))
    let leaving = renderer.render(next)
    #expect(text(leaving) == "\(esc)[2;13H\(esc)[6X\n\(esc)[6X\n\(esc)[6X\n\(esc)[6X")
    terminal.apply(fresh.render(next))
    #expect(terminal.mismatches(against: next, profile: .ansi256) == [])

    // Without ECH the same board goes row by row.
    var noErase = DiffRenderer(
      profile: .ansi256, usesSynchronizedOutput: false, shortcuts: [.repeatCharacter])
    _ = noErase.render(CellBuffer(width: 20, height: 5))
    #expect(!text(noErase.render(board)).contains("X"))
  }

  @Test("Runs too short to gain are written as they are")
  func shortRunsAreWritten() {
    var renderer = DiffRenderer(profile: .ansi16, usesSynchronizedOutput: false, shortcuts: all)
    var buffer = CellBuffer(width: 10, height: 1)
    _ = renderer.render(buffer)
    buffer.put("──ab", x: 1, y: 0)
    #expect(text(renderer.render(buffer)) == "\(esc)[C──ab")
  }

  @Test("What TERM says the terminal has")
  func detection() {
    #expect(RenderShortcuts.detect(environment: ["TERM": "xterm-256color"]) == all)
    // Inside tmux or screen, whatever TERM says, EL alone: the multiplexer draws the screen
    // again for the real terminal, so runs would save nothing on the line.
    #expect(
      RenderShortcuts.detect(environment: ["TERM": "xterm-256color", "TMUX": "/tmp/tmux-0/x,1,0"])
        == [.eraseToEndOfLine])
    #expect(
      RenderShortcuts.detect(environment: ["TERM": "xterm", "STY": "1234.pts-0.host"])
        == [.eraseToEndOfLine])
    #expect(
      RenderShortcuts.detect(environment: ["TERM": "linux"])
        == [.eraseToEndOfLine, .eraseCharacters, .backgroundColorErase])
    #expect(RenderShortcuts.detect(environment: ["TERM": "tmux-256color"]) == [.eraseToEndOfLine])
    #expect(RenderShortcuts.detect(environment: ["TERM": "screen"]) == [.eraseToEndOfLine])
    #expect(RenderShortcuts.detect(environment: ["TERM": "dumb"]) == [])
    #expect(RenderShortcuts.detect(environment: [:]) == [])
  }
}

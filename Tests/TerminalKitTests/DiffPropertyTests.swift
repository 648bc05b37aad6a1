import TerminalKit
import TerminalTestSupport
import Testing

/// The renderer's key property: whatever was on screen, after writing the diff the terminal
/// shows exactly the new frame.
@Suite("Diff renderer property")
struct DiffPropertyTests {
  static let glyphs: [String] = [
    "a", "b", "Z", " ", "#", "─", "│", "é", "e\u{301}", "日", "本", "한", "🐧", "🎃", "🂡", "★", "·",
  ]

  static let colors: [TerminalColor] = [
    .default, .red, .brightBlue, .indexed(17), .indexed(208), .rgb(red: 12, green: 200, blue: 99),
  ]

  static func randomStyle(_ random: inout SplitMix64) -> Style {
    if Int.random(in: 0..<3, using: &random) == 0 { return .plain }
    return Style(
      foreground: colors.randomElement(using: &random)!,
      background: colors.randomElement(using: &random)!,
      bold: Bool.random(using: &random), dim: Int.random(in: 0..<4, using: &random) == 0,
      italic: Int.random(in: 0..<4, using: &random) == 0, underline: Bool.random(using: &random),
      reverse: Int.random(in: 0..<5, using: &random) == 0)
  }

  /// A buffer built the way screens build them: text, fills and boxes at random places.
  static func randomBuffer(width: Int, height: Int, _ random: inout SplitMix64) -> CellBuffer {
    var buffer = CellBuffer(width: width, height: height)
    for _ in 0..<Int.random(in: 0...8, using: &random) {
      let x = Int.random(in: -2...width, using: &random)
      let y = Int.random(in: -1...height, using: &random)
      let style = randomStyle(&random)
      switch Int.random(in: 0..<6, using: &random) {
      case 0:
        let rect = Rect(
          x: x, y: y, width: Int.random(in: 0...width, using: &random),
          height: Int.random(in: 0...height, using: &random))
        buffer.fill(rect, with: Character(glyphs.randomElement(using: &random)!), style: style)
      case 1:
        let rect = Rect(
          x: x, y: y, width: Int.random(in: 2...(width + 2), using: &random),
          height: Int.random(in: 2...(height + 2), using: &random))
        buffer.drawBox(
          rect, border: [.single, .rounded, .ascii].randomElement(using: &random)!, style: style)
      default:
        let text = (0..<Int.random(in: 1...8, using: &random)).map { _ in
          glyphs.randomElement(using: &random)!
        }
        .joined()
        buffer.put(text, x: x, y: y, style: style)
      }
    }
    return buffer
  }

  /// A second frame that shares most of the first, like consecutive frames of a game.
  static func mutated(_ buffer: CellBuffer, _ random: inout SplitMix64) -> CellBuffer {
    var next = buffer
    for _ in 0..<Int.random(in: 0...5, using: &random) {
      let text = (0..<Int.random(in: 1...4, using: &random)).map { _ in
        glyphs.randomElement(using: &random)!
      }
      .joined()
      next.put(
        text, x: Int.random(in: -1..<buffer.width, using: &random),
        y: Int.random(in: 0..<buffer.height, using: &random),
        style: randomStyle(&random))
    }
    return next
  }

  @Test(arguments: ColorProfile.allCases)
  func renderingAThenBShowsB(profile: ColorProfile) {
    var random = SplitMix64(
      seed: 0x5EED_0000 + UInt64(ColorProfile.allCases.firstIndex(of: profile)!))
    for round in 0..<150 {
      let width = Int.random(in: 1...14, using: &random)
      let height = Int.random(in: 1...6, using: &random)
      let first = Self.randomBuffer(width: width, height: height, &random)
      let second =
        Bool.random(using: &random)
        ? Self.mutated(first, &random) : Self.randomBuffer(width: width, height: height, &random)
      let third = Self.mutated(second, &random)
      var renderer = DiffRenderer(
        profile: profile, usesSynchronizedOutput: Bool.random(using: &random))
      // The virtual terminal takes a line feed as it comes, as a tty in raw mode passes it.
      renderer.lineFeedMovesDown = Bool.random(using: &random)
      var terminal = VirtualTerminal(width: width, height: height)
      for (index, frame) in [first, second, third, third].enumerated() {
        let bytes = renderer.render(frame)
        terminal.apply(bytes)
        let mismatches = terminal.mismatches(against: frame, profile: profile)
        #expect(mismatches.isEmpty, "round \(round), frame \(index): \(mismatches.prefix(3))")
        #expect(terminal.anomalies.isEmpty, "round \(round), frame \(index): \(terminal.anomalies)")
        if index == 3 { #expect(bytes.isEmpty, "an unchanged frame writes nothing") }
        if renderer.usesSynchronizedOutput && index == 0 {
          #expect(terminal.synchronizedUpdates.begun == 1, "a full repaint is synchronized")
        }
        if mismatches.count + terminal.anomalies.count > 0 { return }
      }
    }
  }

  static let shortcutSets: [RenderShortcuts] = [
    [.eraseToEndOfLine], [.eraseToEndOfLine, .eraseCharacters], [.repeatCharacter],
    [.eraseToEndOfLine, .eraseCharacters, .backgroundColorErase, .repeatCharacter],
  ]

  @Test(
    "With erase and repeat shortcuts the terminal still shows exactly each frame",
    arguments: shortcutSets)
  func shortcutsShowTheSameFrames(shortcuts: RenderShortcuts) {
    var random = SplitMix64(seed: 0x5107_0000 + UInt64(shortcuts.rawValue))
    // Bytes with and without the shortcuts. A frame can cost a few bytes more (an erase leaves
    // the cursor behind, and the next frame starts from there), but never the whole run.
    var total = (with: 0, without: 0)
    defer { #expect(total.with < total.without) }
    for round in 0..<300 {
      let width = Int.random(in: 1...30, using: &random)
      let height = Int.random(in: 1...6, using: &random)
      let first = Self.randomBuffer(width: width, height: height, &random)
      let second =
        Bool.random(using: &random)
        ? Self.mutated(first, &random) : Self.randomBuffer(width: width, height: height, &random)
      let third = Self.mutated(second, &random)
      let profile = ColorProfile.allCases.randomElement(using: &random)!
      var renderer = DiffRenderer(
        profile: profile, usesSynchronizedOutput: false, shortcuts: shortcuts)
      renderer.lineFeedMovesDown = Bool.random(using: &random)
      var plain = DiffRenderer(profile: profile, usesSynchronizedOutput: false)
      var terminal = VirtualTerminal(width: width, height: height)
      // A terminal without bce erases to its own background: only the bce set may rely on it.
      terminal.backgroundColorErase = shortcuts.contains(.backgroundColorErase)
      for (index, frame) in [first, second, third, third].enumerated() {
        let bytes = renderer.render(frame)
        let without = plain.render(frame)
        terminal.apply(bytes)
        let mismatches = terminal.mismatches(against: frame, profile: profile)
        #expect(mismatches.isEmpty, "round \(round), frame \(index): \(mismatches.prefix(3))")
        #expect(terminal.anomalies.isEmpty, "round \(round), frame \(index): \(terminal.anomalies)")
        total.with += bytes.count
        total.without += without.count
        if mismatches.count + terminal.anomalies.count > 0 { return }
      }
    }
  }

  /// A board of tiles: blocks of colour, a few of them face up (a band of another colour with a
  /// glyph in it), some gone, with text beside them.
  static func tileBoard(width: Int, height: Int, _ random: inout SplitMix64) -> CellBuffer {
    var buffer = CellBuffer(width: width, height: height)
    buffer.put("│", x: 1, y: Int.random(in: 0..<height, using: &random), style: .plain)
    for _ in 0..<Int.random(in: 1...6, using: &random) {
      let tile = Rect(
        x: Int.random(in: -2..<width, using: &random),
        y: Int.random(in: -1..<height, using: &random),
        width: Int.random(in: 3...12, using: &random), height: Int.random(in: 2...8, using: &random)
      )
      let style = Style(
        foreground: colors.randomElement(using: &random)!,
        background: colors.randomElement(using: &random)!,
        underline: Int.random(in: 0..<6, using: &random) == 0,
        reverse: Int.random(in: 0..<6, using: &random) == 0)
      buffer.fill(tile, style: style)
      if Bool.random(using: &random) {
        let band = Rect(
          x: tile.x + 1, y: tile.y + tile.height / 2, width: tile.width - 2, height: 1)
        buffer.fill(band, style: randomStyle(&random))
        buffer.put(
          glyphs.randomElement(using: &random)!, x: band.x + band.width / 2, y: band.y,
          style: randomStyle(&random))
      }
    }
    return buffer
  }

  @Test(
    "Blocks of blanks erased down their columns leave exactly each frame",
    arguments: shortcutSets)
  func blocksShowTheSameFrames(shortcuts: RenderShortcuts) {
    var random = SplitMix64(seed: 0xB10C_0000 + UInt64(shortcuts.rawValue))
    var erasedDown = 0
    for round in 0..<300 {
      let width = Int.random(in: 4...30, using: &random)
      let height = Int.random(in: 3...10, using: &random)
      let first = Self.tileBoard(width: width, height: height, &random)
      var second = Self.tileBoard(width: width, height: height, &random)
      if Bool.random(using: &random) { second = Self.mutated(first, &random) }
      let third = Self.tileBoard(width: width, height: height, &random)
      let profile = ColorProfile.allCases.randomElement(using: &random)!
      var renderer = DiffRenderer(
        profile: profile, usesSynchronizedOutput: Bool.random(using: &random),
        shortcuts: shortcuts)
      renderer.lineFeedMovesDown = Bool.random(using: &random)
      var terminal = VirtualTerminal(width: width, height: height)
      terminal.backgroundColorErase = shortcuts.contains(.backgroundColorErase)
      for (index, frame) in [first, second, third, third].enumerated() {
        let bytes = renderer.render(frame)
        // An erase followed by a step down: the start of a block's second row.
        let text = String(decoding: bytes, as: UTF8.self)
        if text.contains("X\n") || text.contains("X\u{1B}[B") { erasedDown += 1 }
        terminal.apply(bytes)
        let mismatches = terminal.mismatches(against: frame, profile: profile)
        #expect(mismatches.isEmpty, "round \(round), frame \(index): \(mismatches.prefix(3))")
        #expect(terminal.anomalies.isEmpty, "round \(round), frame \(index): \(terminal.anomalies)")
        if index == 3 { #expect(bytes.isEmpty) }
        if mismatches.count + terminal.anomalies.count > 0 { return }
      }
    }
    if shortcuts.contains(.eraseCharacters) {
      #expect(erasedDown > 100, "blocks are taken where they are shorter")
    } else {
      #expect(erasedDown == 0, "no erase without ECH")
    }
  }

  @Test func diffIsNeverBiggerThanARepaintForSmallChanges() {
    var random = SplitMix64(seed: 42)
    for _ in 0..<100 {
      let first = Self.randomBuffer(width: 40, height: 10, &random)
      var second = first
      second.put(
        "x", x: Int.random(in: 0..<40, using: &random), y: Int.random(in: 0..<10, using: &random))
      var renderer = DiffRenderer(profile: .trueColor, usesSynchronizedOutput: false)
      _ = renderer.render(first)
      let diff = renderer.render(second)
      renderer.invalidate()
      let repaint = renderer.render(second)
      #expect(diff.count <= 40, "one cell: a move, an SGR change and the glyph")
      #expect(diff.count < repaint.count || repaint.count < 40)
    }
  }
}

import TerminalKit
import TerminalTestSupport
import Testing

/// Graphemes terminals draw at other widths than ours (❤️, 👍🏽, 🇺🇸, ZWJ families, keycaps, 🌧,
/// combining marks): the renderer places what follows them absolutely and rewrites what they
/// may have covered, so no width opinion spills past them; everything else costs what it did.
@Suite("Diff renderer: graphemes of uncertain width")
struct UncertainWidthRendererTests {
  let esc = "\u{1B}"

  func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

  /// tmux 3.3a's opinions, measured: VS16 emoji and keycaps one column, a skin-toned emoji two
  /// wide glyphs, a flag two one-column letters; a family drawn as three separate faces, and 🌧
  /// as an emoji, as other terminals do.
  static let disagreeing: VirtualTerminal.WidthOpinion = { character in
    switch character {
    case "❤️", "☀️", "1️⃣": [(String(character), 1)]
    case "👍🏽": [("👍", 2), ("🏽", 2)]
    case "🇺🇸": [("🇺", 1), ("🇸", 1)]
    case "👨‍👩‍👧": [("👨", 2), ("👩", 2), ("👧", 2)]
    case "🌧": [("🌧", 2)]
    default: nil
    }
  }

  static let risky = ["❤️", "☀️", "1️⃣", "👍🏽", "🇺🇸", "👨‍👩‍👧", "🌧", "e\u{301}"]

  @Test(
    "Which graphemes are uncertain",
    arguments: [
      ("a", true), ("═", true), ("▶", true), ("♠", true), ("👻", true), ("中", true), ("é", true),
      ("❤️", false), ("❤", true), ("🌧", false), ("👍🏽", false), ("🇺🇸", false), ("1️⃣", false),
      ("👨‍👩‍👧", false), ("e\u{301}", false),
    ])
  func certainty(grapheme: String, certain: Bool) {
    var renderer = DiffRenderer(profile: .ansi16, usesSynchronizedOutput: false)
    _ = renderer.render(CellBuffer(width: 12, height: 1))
    var buffer = CellBuffer(width: 12, height: 1)
    buffer.put(grapheme + "z", x: 1, y: 0)
    let bytes = text(renderer.render(buffer))
    // Certain: one move to the glyph, then the glyph and z. Uncertain: more moves.
    #expect((bytes.components(separatedBy: "\(esc)[").count == 2) == certain, "\(bytes)")
  }

  @Test("An uncertain glyph: its columns blanked, written from an absolute move, the rest placed")
  func exactBytes() {
    var renderer = DiffRenderer(profile: .ansi16, usesSynchronizedOutput: false)
    _ = renderer.render(CellBuffer(width: 10, height: 2))
    var buffer = CellBuffer(width: 10, height: 2)
    buffer.put("a❤️b", x: 0, y: 0)
    // "a"; two blanks where ❤️ goes; back with CUP; ❤️; CUP to b; then the cell after b, which
    // ❤️ might have covered if a terminal drew it as two pieces, rewritten without a move.
    #expect(text(renderer.render(buffer)) == "a  \(esc)[1;2H❤️\(esc)[1;4Hb ")
  }

  @Test("ASCII, box drawing and built-in emoji gain no cursor moves")
  func commonCaseUnchanged() {
    var renderer = DiffRenderer(profile: .ansi16, usesSynchronizedOutput: false)
    _ = renderer.render(CellBuffer(width: 20, height: 2))
    var buffer = CellBuffer(width: 20, height: 2)
    buffer.put("╭──╮👻🎃ab♠♥◀8▶═中", x: 0, y: 0)
    #expect(text(renderer.render(buffer)) == "╭──╮👻🎃ab♠♥◀8▶═中")
  }

  @Test("No stale half survives next to a glyph the terminal draws narrower")
  func noStaleHalf() {
    var renderer = DiffRenderer(profile: .ansi16, usesSynchronizedOutput: false)
    var terminal = VirtualTerminal(width: 4, height: 1, opinion: Self.disagreeing)
    var buffer = CellBuffer(width: 4, height: 1)
    buffer.put("╔══╗", x: 0, y: 0)
    terminal.apply(renderer.render(buffer))
    buffer.put("❤️", x: 0, y: 0)
    let bytes = renderer.render(buffer)
    #expect(text(bytes) == "\(esc)[H  \(esc)[H❤️\(esc)[1;3H═╗")
    terminal.apply(bytes)
    #expect((0..<4).map { terminal[x: $0, y: 0].text } == ["❤️", " ", "═", "╗"])
  }

  /// Every cell outside an uncertain glyph's own columns is what the frame says; in them, the
  /// glyph (or its first piece) and then blanks or the glyph's own pieces — never an old cell.
  func misplacements(_ terminal: VirtualTerminal, _ frame: CellBuffer) -> [String] {
    var found: [String] = []
    for y in 0..<frame.height {
      var x = 0
      while x < frame.width {
        let cell = frame[x: x, y: y]
        let shown = terminal[x: x, y: y]
        let uncertain = Self.risky.contains(cell.text)
        if uncertain {
          let pieces = Self.disagreeing(Character(cell.text)) ?? [(cell.text, cell.width)]
          if shown.text != pieces[0].text {
            found.append("(\(x),\(y)): \(shown.text) instead of \(cell.text)")
          }
          let own = Set(pieces.map(\.text) + [" ", ""])
          for column in x + 1..<min(frame.width, x + cell.width)
          where !own.contains(terminal[x: column, y: y].text) {
            found.append("(\(column),\(y)): stale \(terminal[x: column, y: y].text)")
          }
        } else if shown.text != cell.text || shown.width != cell.width {
          found.append("(\(x),\(y)): \(shown.text)/\(shown.width) instead of \(cell.text)")
        }
        x += max(1, cell.width)
      }
    }
    return found
  }

  @Test("Whatever the terminal thinks, nothing after a risky grapheme is misplaced or stale")
  func randomFramesOnADisagreeingTerminal() {
    var random = SplitMix64(seed: 6)
    let pieces = Self.risky + ["═", "║", "╔", "ab", "👻", "中", " ", "xyz", "🎃"]
    var renderer = DiffRenderer(profile: .ansi16)
    var terminal = VirtualTerminal(width: 30, height: 6, opinion: Self.disagreeing)
    var buffer = CellBuffer(width: 30, height: 6)
    for frameNumber in 0..<200 {
      for _ in 0..<Int.random(in: 1...8, using: &random) {
        // Not on the last row: a terminal that draws a glyph wider than the columns left there
        // wraps it and scrolls the screen, which no renderer can take back (see ROBUSTNESS.md).
        buffer.put(
          pieces.randomElement(using: &random) ?? "", x: Int.random(in: 0..<30, using: &random),
          y: Int.random(in: 0..<5, using: &random))
      }
      if frameNumber % 50 == 49 { renderer.invalidate() }  // Ctrl-L: a full repaint
      terminal.apply(renderer.render(buffer))
      let found = misplacements(terminal, buffer)
      #expect(found.isEmpty, "frame \(frameNumber): \(found.prefix(3))")
      if !found.isEmpty { break }
    }
    // Pieces drawn past the end of a row wrap (an anomaly the rewrite then repairs); nothing
    // may scroll or go unrecognised.
    #expect(
      terminal.anomalies.filter {
        !$0.hasPrefix("autowrap") && !$0.hasPrefix("wide glyph in the last column")
      } == [])
  }
}

import TerminalKit
import Testing

/// What the probe decides from the terminal's answers, as `InputDecoder` delivers them.
@Suite("Shortcut probe: the decision")
struct ShortcutProbeTests {
  static let xterm = RenderShortcuts.detect(environment: ["TERM": "xterm-256color"])
  static let linux = RenderShortcuts.detect(environment: ["TERM": "linux"])

  /// Feeds `answers` (as typed input) through a decoder into a probe of `claimed`; returns the
  /// probe and the events it did not take.
  static func probe(
    _ claimed: RenderShortcuts, answers: String, charset: TerminalCharset = .utf8
  ) -> (probe: ShortcutProbe, left: [InputEvent]) {
    var probe = ShortcutProbe(claimed: claimed, charset: charset)
    var decoder = InputDecoder()
    let events = decoder.feed(Array(answers.utf8)) + decoder.flushPending()
    let left = events.filter { !probe.take($0) }
    return (probe, left)
  }

  @Test(
    "The answers decide which shortcuts the terminal keeps",
    arguments: [
      // xterm: four cells printed (column 5), a VT420: everything its name promises.
      ("proved", xterm, "\u{1B}[2;5R\u{1B}[?64;1;2;6;9;15;16;17;18;21;22;28c", xterm),
      // tmux 3.3a without TMUX: REP of ─ ignored (column 2), a VT100 by its answer: EL alone.
      ("refused, VT100 class", xterm, "\u{1B}[2;2R\u{1B}[?1;2c", [.eraseToEndOfLine]),
      // mosh: no REP, a VT220 by its answer: ECH on its word, no colour erase from a lying name.
      (
        "refused, VT220 class", xterm, "\u{1B}[2;2R\u{1B}[?62c",
        [.eraseToEndOfLine, .eraseCharacters]
      ),
      // The glyph drawn two columns wide: the repeat is not proved.
      ("wide glyph", xterm, "\u{1B}[2;9R\u{1B}[?1;2c", [.eraseToEndOfLine]),
      // The report from another row (the move ignored): nothing proved by it.
      ("another row", xterm, "\u{1B}[3;5R\u{1B}[?1;2c", [.eraseToEndOfLine]),
      // Garbled answers: a report without its column, attributes that are not numbers.
      ("garbled", xterm, "\u{1B}[2;R\u{1B}[?6:2c", [.eraseToEndOfLine]),
      // kitty's answer ends in a `;`; no report yet when the wait ends: ECH on its word.
      ("attributes only", xterm, "\u{1B}[?62;c", [.eraseToEndOfLine, .eraseCharacters]),
      // A report and no attributes: REP proved, and with it ECH (see ShortcutProbe).
      ("report only", xterm, "\u{1B}[2;5R", xterm),
      // Timed out: nothing came.
      ("timed out", xterm, "", [.eraseToEndOfLine]),
      // The Linux console answers a VT102: its ECH is not proved; EL stays.
      ("linux console", linux, "\u{1B}[2;2R\u{1B}[?6c", [.eraseToEndOfLine]),
    ] as [(String, RenderShortcuts, String, RenderShortcuts)])
  func decision(
    _ label: String, claimed: RenderShortcuts, answers: String, expected: RenderShortcuts
  ) {
    let (probe, left) = Self.probe(claimed, answers: answers)
    #expect(probe.proven == expected, "\(label)")
    // Whatever was not taken is an unknown sequence, which the session drops: never a key.
    #expect(left.allSatisfy { if case .unknown = $0 { true } else { false } }, "\(label)")
    #expect(left.count == (label == "garbled" ? 2 : 0), "\(label): \(left)")
  }

  @Test("Garbled answers are left as unknown input, which the session drops; never keys")
  func garbledAnswersAreNotKeys() {
    let (probe, left) = Self.probe(Self.xterm, answers: "\u{1B}[2;R\u{1B}[?6:2c")
    #expect(probe.cursorReport == nil)
    #expect(probe.deviceAttributes == nil)
    #expect(!probe.isAnswered)
    #expect(left.count == 2)
    #expect(left.allSatisfy { if case .unknown = $0 { true } else { false } })
  }

  @Test("Keys typed among the answers are left for the program, in order")
  func keysAmongAnswers() {
    let (probe, left) = Self.probe(
      Self.xterm, answers: "x\u{1B}[A\u{1B}[2;5Ry\u{1B}[?64;22cz")
    #expect(probe.isAnswered)
    #expect(probe.cursorReport?.row == 2 && probe.cursorReport?.column == 5)
    #expect(probe.deviceAttributes == [64, 22])
    #expect(
      left == [
        .key(KeyPress(.character("x"))), .key(KeyPress(.up)), .key(KeyPress(.character("y"))),
        .key(KeyPress(.character("z"))),
      ])
  }

  @Test("Only the first report and the first attributes count; later ones are left")
  func onlyTheFirstAnswers() {
    let (probe, left) = Self.probe(
      Self.xterm, answers: "\u{1B}[2;2R\u{1B}[2;5R\u{1B}[?1;2c\u{1B}[?64c")
    #expect(probe.proven == [.eraseToEndOfLine])
    #expect(left == [.unknown(Array("\u{1B}[2;5R".utf8)), .unknown(Array("\u{1B}[?64c".utf8))])
  }

  @Test("A name that promises nothing checkable is not asked, and keeps what it promised")
  func notNeeded() {
    let multiplexed = RenderShortcuts.detect(environment: ["TERM": "xterm", "TMUX": "/tmp/t,1,0"])
    for claimed in [multiplexed, RenderShortcuts.detect(environment: ["TERM": "dumb"])] {
      let probe = ShortcutProbe(claimed: claimed, charset: .utf8)
      #expect(!probe.isNeeded)
      #expect(probe.proven == claimed)
    }
    #expect(ShortcutProbe(claimed: Self.xterm, charset: .utf8).isNeeded)
    #expect(ShortcutProbe(claimed: Self.linux, charset: .utf8).isNeeded)
  }

  @Test("The query: row 2, the glyph the renderer repeats, REP 3, CPR, erase, DA1")
  func query() {
    let esc = "\u{1B}"
    #expect(
      String(decoding: ShortcutProbe(claimed: Self.xterm, charset: .utf8).query, as: UTF8.self)
        == "\(esc)[2;1H─\(esc)[3b\(esc)[6n\(esc)[2K\(esc)[c")
    let ascii = ShortcutProbe(claimed: Self.xterm, charset: .ascii).query
    #expect(ascii.allSatisfy { $0 < 0x80 })
    #expect(
      String(decoding: ascii, as: UTF8.self)
        == "\(esc)[2;1H-\(esc)[3b\(esc)[6n\(esc)[2K\(esc)[c")
  }

  @Test("A cursor report is never a key; Ctrl-F3 (row 1) still is")
  func cursorReportIsNotAKey() {
    var decoder = InputDecoder()
    #expect(decoder.feed(Array("\u{1B}[2;5R".utf8)) == [.unknown(Array("\u{1B}[2;5R".utf8))])
    #expect(decoder.feed(Array("\u{1B}[24;80R".utf8)) == [.unknown(Array("\u{1B}[24;80R".utf8))])
    #expect(
      decoder.feed(Array("\u{1B}[1;5R".utf8))
        == [.key(KeyPress(.function(3), modifiers: .control))])
    #expect(decoder.feed(Array("\u{1B}[R".utf8)) == [.key(KeyPress(.function(3)))])
  }
}

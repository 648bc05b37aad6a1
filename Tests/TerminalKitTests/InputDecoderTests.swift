import TerminalKit
import TerminalTestSupport
import Testing

@Suite("Input decoder")
struct InputDecoderTests {
  func decode(_ text: String, flush: Bool = false) -> [InputEvent] {
    decode(Array(text.utf8), flush: flush)
  }

  func decode(_ bytes: [UInt8], flush: Bool = false) -> [InputEvent] {
    var decoder = InputDecoder()
    var events = decoder.feed(bytes)
    if flush { events += decoder.flushPending() }
    return events
  }

  func key(_ key: Key, _ modifiers: KeyModifiers = []) -> InputEvent {
    .key(KeyPress(key, modifiers: modifiers))
  }

  func char(_ c: Character, _ modifiers: KeyModifiers = []) -> InputEvent {
    .key(KeyPress(.character(c), modifiers: modifiers))
  }

  @Test func utf8Text() {
    #expect(decode("aZ 日🐧") == [char("a"), char("Z"), char(" "), char("日"), char("🐧")])
    #expect(decode("e\u{301}x") == [char("e\u{301}"), char("x")])
  }

  @Test(
    "Special keys",
    arguments: [
      ("\u{1B}[A", Key.up, KeyModifiers()), ("\u{1B}[B", .down, []), ("\u{1B}[C", .right, []),
      ("\u{1B}[D", .left, []), ("\u{1B}OA", .up, []), ("\u{1B}OD", .left, []),
      ("\u{1B}[H", .home, []), ("\u{1B}[F", .end, []), ("\u{1B}OH", .home, []),
      ("\u{1B}OF", .end, []),
      ("\u{1B}[1~", .home, []), ("\u{1B}[4~", .end, []), ("\u{1B}[7~", .home, []),
      ("\u{1B}[8~", .end, []),
      ("\u{1B}[5~", .pageUp, []), ("\u{1B}[6~", .pageDown, []), ("\u{1B}[2~", .insert, []),
      ("\u{1B}[3~", .delete, []),
      ("\u{1B}OP", .function(1), []), ("\u{1B}OQ", .function(2), []),
      ("\u{1B}OR", .function(3), []),
      ("\u{1B}OS", .function(4), []), ("\u{1B}[11~", .function(1), []),
      ("\u{1B}[15~", .function(5), []),
      ("\u{1B}[17~", .function(6), []), ("\u{1B}[18~", .function(7), []),
      ("\u{1B}[19~", .function(8), []),
      ("\u{1B}[20~", .function(9), []), ("\u{1B}[21~", .function(10), []),
      ("\u{1B}[23~", .function(11), []),
      ("\u{1B}[24~", .function(12), []), ("\u{1B}[[A", .function(1), []),
      ("\u{1B}[[E", .function(5), []),
      ("\t", .tab, []), ("\u{1B}[Z", .tab, .shift), ("\r", .enter, []), ("\n", .enter, []),
      ("\u{1B}OM", .enter, []), ("\u{7F}", .backspace, []), ("\u{8}", .backspace, []),
      ("\u{1B}[1;5A", .up, .control), ("\u{1B}[1;2B", .down, .shift), ("\u{1B}[1;3C", .right, .alt),
      ("\u{1B}[1;6D", .left, [.shift, .control]), ("\u{1B}[3;5~", .delete, .control),
      ("\u{1B}[1;2P", .function(1), .shift), ("\u{1B}[15;3~", .function(5), .alt),
      ("\u{1B}[97;5u", .character("a"), .control), ("\u{1B}[13u", .enter, []),
      ("\u{1B}[27;5;9~", .tab, .control),
    ] as [(String, Key, KeyModifiers)])
  func specialKey(sequence: String, key: Key, modifiers: KeyModifiers) {
    #expect(decode(sequence) == [self.key(key, modifiers)])
  }

  @Test func controlKeys() {
    #expect(decode([0x01]) == [char("a", .control)])
    #expect(decode([0x03]) == [char("c", .control)])
    #expect(decode([0x1A]) == [char("z", .control)])
    #expect(decode([0x00]) == [char(" ", .control)])
    #expect(decode([0x1C]) == [char("\\", .control)])
    #expect(decode([0x1F]) == [char("_", .control)])
  }

  @Test func altKeys() {
    #expect(decode("\u{1B}x") == [char("x", .alt)])
    #expect(decode("\u{1B}日") == [char("日", .alt)])
    #expect(decode([0x1B, 0x01]) == [char("a", [.alt, .control])])
    #expect(decode([0x1B, 0x7F]) == [key(.backspace, .alt)])
    #expect(decode("\u{1B}\r") == [key(.enter, .alt)])
    #expect(decode("\u{1B}\u{1B}[A") == [key(.up, .alt)])
  }

  @Test func loneEscapeWaitsForTheTimeout() {
    var decoder = InputDecoder()
    #expect(decoder.feed([0x1B]) == [])
    #expect(decoder.hasPending)
    #expect(decoder.flushPending() == [key(.escape)])
    #expect(!decoder.hasPending)
    // Two presses in one read, then silence.
    #expect(decoder.feed([0x1B, 0x1B]) == [])
    #expect(decoder.flushPending() == [key(.escape), key(.escape)])
    // Esc followed by a real sequence in the same read.
    #expect(decoder.feed(Array("\u{1B}\u{1B}OPq".utf8)) == [key(.function(1), .alt), char("q")])
    // ESC [ then silence is Alt-[; ESC O is Alt-O.
    #expect(decoder.feed(Array("\u{1B}[".utf8)) == [])
    #expect(decoder.flushPending() == [char("[", .alt)])
    #expect(decoder.feed(Array("\u{1B}O".utf8)) == [])
    #expect(decoder.flushPending() == [char("O", .alt)])
  }

  @Test func sequencesSplitAcrossChunks() {
    let stream = Array("a\u{1B}[1;5A日\u{1B}[<0;10;5M\u{1B}[200~hi\u{1B}[201~\u{1B}[15~".utf8)
    var whole = InputDecoder()
    let expected = whole.feed(stream)
    #expect(expected.count == 6)
    for split in 1..<stream.count {
      var decoder = InputDecoder()
      var events = decoder.feed(stream[..<split])
      events += decoder.feed(stream[split...])
      #expect(events == expected, "split at \(split)")
      #expect(!decoder.hasPending)
    }
    // One byte at a time, too.
    var decoder = InputDecoder()
    var events: [InputEvent] = []
    for byte in stream { events += decoder.feed([byte]) }
    #expect(events == expected)
  }

  @Test func sgrMouse() {
    #expect(decode("\u{1B}[<0;1;1M") == [.mouse(MouseEvent(.press(.left), x: 0, y: 0))])
    #expect(decode("\u{1B}[<0;10;5m") == [.mouse(MouseEvent(.release(.left), x: 9, y: 4))])
    #expect(decode("\u{1B}[<2;3;4M") == [.mouse(MouseEvent(.press(.right), x: 2, y: 3))])
    #expect(decode("\u{1B}[<1;3;4M") == [.mouse(MouseEvent(.press(.middle), x: 2, y: 3))])
    #expect(decode("\u{1B}[<32;7;8M") == [.mouse(MouseEvent(.drag(.left), x: 6, y: 7))])
    #expect(decode("\u{1B}[<35;7;8M") == [.mouse(MouseEvent(.move, x: 6, y: 7))])
    #expect(decode("\u{1B}[<64;5;5M") == [.mouse(MouseEvent(.wheel(.up), x: 4, y: 4))])
    #expect(decode("\u{1B}[<65;5;5M") == [.mouse(MouseEvent(.wheel(.down), x: 4, y: 4))])
    #expect(
      decode("\u{1B}[<16;300;200M") == [
        .mouse(MouseEvent(.press(.left), x: 299, y: 199, modifiers: .control))
      ])
    #expect(
      decode("\u{1B}[<4;2;2M") == [.mouse(MouseEvent(.press(.left), x: 1, y: 1, modifiers: .shift))]
    )
  }

  @Test func x10Mouse() {
    // Button byte 32 + code, positions 32 + 1-based column/row.
    #expect(
      decode([0x1B, 0x5B, 0x4D, 32, 33, 33]) == [.mouse(MouseEvent(.press(.left), x: 0, y: 0))])
    #expect(
      decode([0x1B, 0x5B, 0x4D, 35, 42, 37]) == [.mouse(MouseEvent(.release(nil), x: 9, y: 4))])
    #expect(
      decode([0x1B, 0x5B, 0x4D, 96, 40, 40]) == [.mouse(MouseEvent(.wheel(.up), x: 7, y: 7))])
    #expect(
      decode([0x1B, 0x5B, 0x4D, 64, 40, 40]) == [.mouse(MouseEvent(.drag(.left), x: 7, y: 7))])
    #expect(
      decode([0x1B, 0x5B, 0x4D, 0xFF, 0xFF, 0xFF])
        == [
          .mouse(MouseEvent(.wheel(.right), x: 222, y: 222, modifiers: [.shift, .alt, .control]))
        ])
  }

  @Test func malformedMouseIsUnknown() {
    for sequence in [
      "\u{1B}[<0;0;5M", "\u{1B}[<0;5M", "\u{1B}[<0;1;99999999999M", "\u{1B}[<0;1;1;1M",
      "\u{1B}[<65;1;1m",
    ] {
      let events = decode(sequence)
      #expect(events.count == 1)
      if case .unknown = events.first {
      } else {
        Issue.record("\(sequence.debugDescription) gave \(events)")
      }
    }
  }

  @Test func bracketedPaste() {
    #expect(decode("\u{1B}[200~hello 日本\u{1B}[201~x") == [.paste("hello 日本"), char("x")])
    // Control characters never come through: line breaks and tabs become spaces.
    #expect(decode("\u{1B}[200~a\r\nb\tc\u{1B}[31md\u{7}\u{1B}[201~") == [.paste("a b c[31md")])
    // A paste that never ends is delivered at the timeout, and the cap holds.
    var decoder = InputDecoder(maximumPasteBytes: 10)
    #expect(decoder.feed(Array("\u{1B}[200~".utf8) + Array(repeating: 0x61, count: 1000)) == [])
    #expect(decoder.isPasting)
    #expect(decoder.flushPending() == [.paste(String(repeating: "a", count: 10))])
    #expect(!decoder.isPasting)
  }

  @Test func malformedSequencesDoNotLeakIntoText() {
    let cases: [(String, [InputEvent])] = [
      ("\u{1B}[1;5\u{1B}[Ax", [.unknown(Array("\u{1B}[1;5".utf8)), key(.up), char("x")]),
      ("\u{1B}[99~y", [.unknown(Array("\u{1B}[99~".utf8)), char("y")]),
      ("\u{1B}[?1;2cz", [.unknown(Array("\u{1B}[?1;2c".utf8)), char("z")]),
      ("\u{1B}OZ", [.unknown(Array("\u{1B}OZ".utf8))]),
      ("\u{1B}[12\u{7}", [.unknown(Array("\u{1B}[12".utf8)), char("g", .control)]),
    ]
    for (input, expected) in cases {
      #expect(decode(input) == expected, "\(input.debugDescription)")
    }
    // Truncated at the end: stays pending, then becomes unknown (not text) at the timeout.
    var decoder = InputDecoder()
    #expect(decoder.feed(Array("\u{1B}[1;".utf8)) == [])
    #expect(decoder.flushPending() == [.unknown(Array("\u{1B}[1;".utf8))])
    // An endless sequence is cut off at the cap, and its tail is skipped, not typed.
    let endless =
      Array("\u{1B}[".utf8) + Array(repeating: UInt8(ascii: "1"), count: 500) + Array("Aq".utf8)
    let events = decoder.feed(endless)
    #expect(events.last == char("q"))
    #expect(events.filter { if case .key = $0 { true } else { false } }.count == 1)
  }

  @Test func invalidUTF8() {
    #expect(decode([0xFF, 0x61]) == [.unknown([0xFF]), char("a")])
    #expect(decode([0xC0, 0xAF]) == [.unknown([0xC0]), .unknown([0xAF])])  // overlong
    #expect(decode([0xED, 0xA0, 0x80]) == [.unknown([0xED, 0xA0, 0x80])])  // surrogate
    #expect(decode([0xE6, 0x97, 0x61]) == [.unknown([0xE6, 0x97]), char("a")])
    #expect(decode([0xC2, 0x9B, 0x41]) == [.unknown([0xC2, 0x9B]), char("A")])  // C1 CSI as UTF-8
    var decoder = InputDecoder()
    #expect(decoder.feed([0xE6, 0x97]) == [])
    #expect(decoder.feed([0xA5]) == [char("日")])
    #expect(decoder.feed([0xE6]) == [])
    #expect(decoder.flushPending() == [.unknown([0xE6])])
  }

  @Test func randomBytesNeverCrashOrLeakControlCharacters() {
    var random = SplitMix64(seed: 0xF00D)
    var decoder = InputDecoder(maximumPasteBytes: 4096)
    var total = 0
    var eventCount = 0
    // Bias towards the interesting bytes so sequences actually start.
    let interesting: [UInt8] = [
      0x1B, 0x5B, 0x4F, 0x3C, 0x3B, 0x4D, 0x6D, 0x7E, 0x32, 0x30, 0x31, 0xE6, 0xF0, 0x80,
    ]
    while total < 100_000 {
      let length = Int.random(in: 1...64, using: &random)
      let chunk = (0..<length).map { _ in
        Bool.random(using: &random)
          ? interesting.randomElement(using: &random)! : UInt8.random(in: 0...255, using: &random)
      }
      total += length
      var events = decoder.feed(chunk)
      if Int.random(in: 0..<8, using: &random) == 0 { events += decoder.flushPending() }
      eventCount += events.count
      for event in events {
        switch event {
        case .key(let press):
          if case .character(let c) = press.key {
            #expect(!c.unicodeScalars.contains(where: Sanitizer.isUnsafe), "\(press)")
          }
        case .paste(let text):
          #expect(!text.unicodeScalars.contains(where: Sanitizer.isUnsafe))
          #expect(text.utf8.count <= 4096 * 3)
        case .mouse(let mouse):
          #expect(mouse.x >= 0 && mouse.y >= 0)
        case .unknown:
          break
        }
      }
    }
    _ = decoder.flushPending()
    #expect(!decoder.hasPending)
    #expect(eventCount > 1000)
  }
}

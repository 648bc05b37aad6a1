import TerminalKit
import TerminalTestSupport
import Testing

/// A GB locale (`zh_CN.GB18030`, `zh_CN.GBK`, `zh_CN` as GB2312): Chinese goes out in the
/// charset's own bytes and comes back from them; what it cannot show gets ASCII stand-ins.
@Suite("GB charsets")
struct GBCharsetTests {
  /// 小明 in GB18030 (and GBK, GB2312): D0 A1 C3 F7.
  static let xiaoMing: [UInt8] = [0xD0, 0xA1, 0xC3, 0xF7]

  @Test("Codeset names and locale names map to the charset that carries them")
  func detection() {
    #expect(TerminalCharset.of(codeset: "GB18030") == .gb(.gb18030))
    #expect(TerminalCharset.of(codeset: "GBK") == .gb(.gbk))
    #expect(TerminalCharset.of(codeset: "GB2312") == .gb(.gb2312))
    #expect(TerminalCharset.of(codeset: "UTF-8") == .utf8)
    #expect(TerminalCharset.of(codeset: "ANSI_X3.4-1968") == .ascii)
    // Names of locales not installed here, judged by their names.
    #expect(TerminalCharset.detect(environment: ["LANG": "xx_YY.GB18030"]) == .gb(.gb18030))
    #expect(TerminalCharset.detect(environment: ["LC_ALL": "xx_YY.gbk"]) == .gb(.gbk))
    #expect(TerminalCharset.detect(environment: ["LANG": "C"]) == .ascii)
    #expect(TerminalCharset.gb(.gb18030).carriesChinese)
    #expect(TerminalCharset.gb(.gb18030).drawsInASCII)
    #expect(!TerminalCharset.ascii.carriesChinese)
  }

  @Test("Lines go out in GB bytes, a sentence's punctuation too; missing characters as stand-ins")
  func encoding() {
    let gb = TerminalCharset.gb(.gb18030)
    #expect(gb.encode("小明") == Self.xiaoMing)
    // The full-width colon is A3 BA; a line's ellipsis is A1 AD, its quotes A1 B0 and A1 B1,
    // where the full screen draws stand-ins for their ambiguous width (issue 23: `--plain`
    // said "help" and "安娜 . 0 对").
    #expect(
      gb.encode("Ana：小明…") == Array("Ana".utf8) + [0xA3, 0xBA] + Self.xiaoMing + [0xA1, 0xAD])
    #expect(gb.encode("“help”") == [0xA1, 0xB0] + Array("help".utf8) + [0xA1, 0xB1])
    #expect(gb.encode("Ana · 0") == Array("Ana ".utf8) + [0xA1, 0xA4] + Array(" 0".utf8))
    #expect(gb.encoded("…") == nil)
    // GB2312's middle dot is A1 A4 too, though iconv maps it from U+30FB alone (issue 23's
    // play-test: the title said "记忆翻牌 . 动物" under LANG=zh_CN).
    #expect(
      TerminalCharset.gb(.gb2312).encode("Ana · 0") == Array("Ana ".utf8) + [0xA1, 0xA4]
        + Array(" 0".utf8))
    #expect(TerminalCharset.gb(.gbk).encode("·") == [0xA1, 0xA4])
    // GB18030 has every emoji (🐶 is 94 39 CE 38); GBK and GB2312 have none.
    #expect(gb.encode("🐶") == [0x94, 0x39, 0xCE, 0x38])
    #expect(gb.decode(gb.encode("Ana 🐶 🍎 ❤️")) == "Ana 🐶 🍎 ❤️")
    #expect(TerminalCharset.gb(.gbk).encode("🐶") == Array("?".utf8))
    #expect(TerminalCharset.gb(.gb2312).encode("🐶") == Array("?".utf8))
    #expect(gb.showsEmoji && TerminalCharset.utf8.showsEmoji)
    #expect(!TerminalCharset.gb(.gbk).showsEmoji && !TerminalCharset.gb(.gb2312).showsEmoji)
    #expect(!TerminalCharset.ascii.showsEmoji)
    #expect(TerminalCharset.ascii.encode("小明") == Array("??".utf8))
    // GB2312 has 小明 but not the traditional 體.
    #expect(TerminalCharset.gb(.gb2312).shows("小明"))
    #expect(!TerminalCharset.gb(.gb2312).shows("體"))
    #expect(TerminalCharset.gb(.gbk).shows("體"))
    // A name's emoji goes out as the cards' do under GB18030 (stop 53's play-test saw "玩家 2"
    // for "Ben🐱"), and stands for nothing GBK or GB2312 could send.
    #expect(TerminalCharset.gb(.gb18030).shows("Ana 🐶"))
    #expect(!TerminalCharset.gb(.gbk).shows("Ana 🐶"))
    #expect(!TerminalCharset.gb(.gb18030).shows("José"))
    #expect(!TerminalCharset.ascii.shows("小明"))
  }

  /// Issue 23's play-test: `--plain` under `zh_CN.GB18030` named Matchismo's cards "JH", though
  /// GB18030 has the suits (four bytes each); GBK and GB2312 have none, and say letters.
  @Test("A line's card suits go out in GB18030's bytes, as letters in GBK and GB2312")
  func suits() {
    let gb = TerminalCharset.gb(.gb18030)
    // ♠ U+2660 is 81 37 AB 38, ♥ U+2665 is 81 37 AC 33 in GB18030.
    #expect(gb.encode("J♥") == Array("J".utf8) + [0x81, 0x37, 0xAC, 0x33])
    #expect(
      gb.encode("10♠ 小明") == Array("10".utf8) + [0x81, 0x37, 0xAB, 0x38, 0x20] + Self.xiaoMing)
    #expect(gb.decode(gb.encode("A♠ K♥ Q♦ J♣")) == "A♠ K♥ Q♦ J♣")
    #expect(TerminalCharset.gb(.gbk).encode("J♥ A♠") == Array("JH AS".utf8))
    #expect(TerminalCharset.gb(.gb2312).encode("Q♦ 2♣") == Array("QD 2C".utf8))
  }

  /// A command line for a program that reads it in the locale's charset: every character the
  /// charset has as itself, whatever its width (a name is no line of columns).
  @Test("Arguments go out in the charset's bytes, losing only what it lacks")
  func arguments() {
    let gb = TerminalCharset.gb(.gb18030)
    #expect(gb.argumentBytes("小明") == Self.xiaoMing)
    #expect(gb.decode(gb.argumentBytes("José 小明 🐶")) == "José 小明 🐶")
    // GB2312 lacks the traditional 體: the line's stand-ins, for the whole argument.
    #expect(TerminalCharset.gb(.gb2312).argumentBytes("小明 體") == Self.xiaoMing + Array(" ?".utf8))
    #expect(TerminalCharset.ascii.argumentBytes("Ana…") == Array("Ana...".utf8))
    #expect(TerminalCharset.utf8.argumentBytes("José") == Array("José".utf8))
  }

  @Test("GB bytes read back as text; broken sequences as U+FFFD")
  func decoding() {
    let gb = TerminalCharset.gb(.gb18030)
    #expect(gb.decode(Self.xiaoMing + Array(",Ana".utf8)) == "小明,Ana")
    // A four-byte GB18030 sequence: U+1F436 is 94 39 CE 38.
    #expect(gb.decode([0x94, 0x39, 0xCE, 0x38]) == "🐶")
    #expect(gb.decode([0xD0]) == "\u{FFFD}")
    #expect(gb.decode([0xFF, 0x41]) == "\u{FFFD}A")
  }

  @Test("Typed GB bytes are keys, split across reads too")
  func typing() {
    var decoder = InputDecoder()
    decoder.charset = .gb(.gb18030)
    var events = decoder.feed(Self.xiaoMing.prefix(3))
    events += decoder.feed(Self.xiaoMing.suffix(1) + [0x94, 0x39, 0xCE, 0x38])
    #expect(
      events == ["小", "明", "🐶"].map { InputEvent.key(KeyPress(.character($0))) })
    // A lead byte that nothing follows is unknown after the pause, never text.
    #expect(decoder.feed([0xD0]).isEmpty)
    #expect(decoder.flushPending() == [.unknown([0xD0])])
  }

  @Test("The renderer sends Chinese cells in GB bytes and draws the rest in ASCII")
  func rendering() {
    var renderer = DiffRenderer(profile: .none, usesSynchronizedOutput: false)
    renderer.charset = .gb(.gb2312)
    var buffer = CellBuffer(width: 12, height: 1)
    buffer.put("─小明·🐶", x: 0, y: 0)
    let bytes = renderer.render(buffer)
    // `─` as `-`, 小明 in GB bytes, `·` as `.` (GB2312's middle dot is another character,
    // U+30FB), the dog (two columns) as `?` and a space.
    let printed: [UInt8] = Array("-".utf8) + Self.xiaoMing + Array(".? ".utf8)
    #expect(bytes.filter { $0 >= 0x80 } == Self.xiaoMing)
    #expect(bytes.suffix(printed.count) == printed[...], "\(bytes)")
  }

  /// Issue 23's play-test: the title said "记忆翻牌 . 动物" under `LANG=zh_CN` (GB2312), whose
  /// middle dot (A1 A4) every GB2312 terminal draws two columns wide: it is drawn over the blank
  /// after it, or as "." where no blank follows.
  @Test("GB2312's middle dot goes out as A1 A4 over the blank after it; as '.' before a letter")
  func renderingGB2312MiddleDot() {
    var renderer = DiffRenderer(profile: .none, usesSynchronizedOutput: false)
    renderer.charset = .gb(.gb2312)
    var buffer = CellBuffer(width: 12, height: 1)
    buffer.put("小明 · A", x: 0, y: 0)
    let bytes = renderer.render(buffer)
    // 小明, a space, the dot in two columns (A1 A4), then A where the layout has it.
    #expect(bytes.filter { $0 >= 0x80 } == Self.xiaoMing + [0xA1, 0xA4], "\(bytes)")
    #expect(bytes.suffix(3) == [0xA1, 0xA4, UInt8(ascii: "A")], "\(bytes)")
    // The blank after the dot changes alone (to a letter): the dot is written again, as ".".
    buffer.put("B", x: 6, y: 0)
    #expect(renderer.render(buffer).suffix(2) == Array(".B".utf8)[...])
    // The letter goes again: the dot goes back to two columns over the blank.
    buffer.put(" ", x: 6, y: 0)
    #expect(renderer.render(buffer).suffix(2) == [0xA1, 0xA4])
  }

  /// Issue 23's play-test: cards showed letters under GB18030, which encodes every emoji.
  @Test("The renderer sends emoji in GB18030's bytes, two columns each")
  func renderingEmojiInGB18030() {
    var renderer = DiffRenderer(profile: .none, usesSynchronizedOutput: false)
    renderer.charset = .gb(.gb18030)
    var buffer = CellBuffer(width: 8, height: 1)
    buffer.put("🐶A", x: 0, y: 0)
    let bytes = renderer.render(buffer)
    #expect(bytes.filter { $0 >= 0x80 } == [0x94, 0xCE], "\(bytes)")
    #expect(bytes.suffix(5) == [0x94, 0x39, 0xCE, 0x38, UInt8(ascii: "A")], "\(bytes)")
  }

  /// Issue 23's play-test: the full screen's title read "记忆翻牌 . 万圣节" under GB18030,
  /// which has the middle dot (A1 A4): only what the charset lacks is replaced.
  @Test("The renderer sends a sentence's punctuation in GB bytes where the charset has it")
  func renderingPunctuation() {
    var renderer = DiffRenderer(profile: .none, usesSynchronizedOutput: false)
    renderer.charset = .gb(.gb18030)
    var buffer = CellBuffer(width: 12, height: 1)
    buffer.put("小明·A", x: 0, y: 0)
    let bytes = renderer.render(buffer)
    // The dot's column blanked, the dot written from there, and `A` placed absolutely after
    // it (ESC[1;6H), whether the terminal drew the dot one column wide or two.
    let end: [UInt8] =
      Array(" \u{1B}[1;5H".utf8) + [0xA1, 0xA4] + Array("\u{1B}[1;6HA".utf8)
    #expect(bytes.filter { $0 >= 0x80 } == Self.xiaoMing + [0xA1, 0xA4])
    #expect(bytes.suffix(end.count) == end[...], "\(bytes)")
    // The dot changed alone to an ellipsis (A1 AD): the `A` after it is written again, over
    // any half of a wide dot.
    buffer.put("…", x: 4, y: 0)
    #expect(
      renderer.render(buffer)
        == Array("\u{1B}[2D \u{1B}[1;5H".utf8) + [0xA1, 0xAD] + Array("\u{1B}[1;6HA".utf8))
  }
}

import TerminalKit
import Testing

@Suite("Display width")
struct DisplayWidthTests {
  @Test(
    "Width of one character",
    arguments: [
      ("a", 1), (" ", 1), ("~", 1),
      ("日", 2), ("本", 2), ("한", 2), ("ア", 2), ("Ａ", 2), ("。", 2),
      ("🐧", 2), ("🎃", 2), ("🂡", 1), ("🃏", 2),
      ("e\u{301}", 1), ("a\u{308}\u{323}", 1),
      ("👩‍👩‍👧", 2), ("🏳️‍🌈", 2),
      ("❤\u{FE0F}", 2), ("❤", 1), ("☺\u{FE0E}", 1),
      ("🇫🇷", 2), ("👍🏽", 2),
      ("─", 1), ("é", 1), ("ß", 1),
      ("\u{7}", 1), ("\u{202E}", 1),
    ] as [(Character, Int)])
  func characterWidth(character: Character, expected: Int) {
    #expect(character.terminalWidth == expected)
  }

  @Test func zeroWidthScalars() {
    #expect(DisplayWidth.of(Unicode.Scalar(0x301)!) == 0)
    #expect(DisplayWidth.of(Unicode.Scalar(0x200D)!) == 0)
    #expect(DisplayWidth.of(Unicode.Scalar(0xFE0F)!) == 0)
  }

  @Test(
    "Width of a string",
    arguments: [
      ("", 0), ("hello", 5), ("日本語", 6), ("a🐧b", 4), ("cafe\u{301}", 4),
      ("\r\n", 2),  // two control characters, drawn as two replacement marks
      ("x\u{1B}[2J", 5),
    ])
  func stringWidth(text: String, expected: Int) {
    #expect(text.terminalWidth == expected)
  }

  @Test func truncation() {
    #expect("hello world".truncatedForTerminal(toWidth: 8) == "hello w…")
    #expect("hello".truncatedForTerminal(toWidth: 5) == "hello")
    #expect("日本語".truncatedForTerminal(toWidth: 4) == "日…")
    #expect("日本語".truncatedForTerminal(toWidth: 0) == "")
    #expect("a\u{1B}b".truncatedForTerminal(toWidth: 10) == "a\u{FFFD}b")
  }
}

import TerminalKit
import Testing

@Suite("Sanitizer")
struct SanitizerTests {
  @Test(
    "Unsafe characters become U+FFFD",
    arguments: [
      ("plain", "plain"),
      ("a\u{1B}[2Jb", "a\u{FFFD}[2Jb"),
      ("tab\there", "tab\u{FFFD}here"),
      ("bell\u{7}", "bell\u{FFFD}"),
      ("del\u{7F}", "del\u{FFFD}"),
      ("c1\u{9B}31m", "c1\u{FFFD}31m"),
      ("\u{202E}evil", "\u{FFFD}evil"),
      ("\u{2066}iso\u{2069}", "\u{FFFD}iso\u{FFFD}"),
      ("lrm\u{200E}rlm\u{200F}", "lrm\u{FFFD}rlm\u{FFFD}"),
      ("line\u{2028}sep", "line\u{FFFD}sep"),
      ("👩‍👩‍👧", "👩‍👩‍👧"),  // joiners stay
      ("日本🐧", "日本🐧"),
    ])
  func sanitize(input: String, expected: String) {
    #expect(input.sanitizedForTerminal == expected)
    #expect(Sanitizer.sanitize(input) == expected)
  }

  @Test func everyC0AndC1ControlIsReplaced() {
    for value in Array(0x00..<0x20) + Array(0x7F...0x9F) {
      let scalar = Unicode.Scalar(UInt32(value))!
      #expect(Sanitizer.isUnsafe(scalar), "U+\(String(value, radix: 16))")
      #expect(String(scalar).sanitizedForTerminal == "\u{FFFD}")
    }
  }

  @Test func stripForPaste() {
    #expect(Sanitizer.strip("one\r\ntwo\nthree\tfour\u{1B}[A") == "one two three four[A")
    #expect(Sanitizer.strip("\u{202E}x") == "x")
  }
}

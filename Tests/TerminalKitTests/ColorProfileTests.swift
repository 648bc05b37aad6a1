import TerminalKit
import Testing

@Suite("Colour profile")
struct ColorProfileTests {
  @Test(
    "Detection from the environment",
    arguments: [
      ([:], ColorProfile.ansi16),
      (["TERM": "xterm"], .ansi16),
      (["TERM": "xterm-256color"], .ansi256),
      (["TERM": "screen-256color"], .ansi256),
      (["TERM": "xterm-256color", "COLORTERM": "truecolor"], .trueColor),
      (["TERM": "xterm", "COLORTERM": "24bit"], .trueColor),
      (["TERM": "xterm-direct"], .trueColor),
      (["TERM": "xterm-256color", "COLORTERM": "yes"], .ansi256),
      (["TERM": "xterm-256color", "COLORTERM": "truecolor", "NO_COLOR": "1"], .none),
      (["TERM": "xterm-256color", "NO_COLOR": ""], .ansi256),  // empty NO_COLOR does not count
      (["TERM": "dumb"], .none),
    ] as [([String: String], ColorProfile)])
  func detect(environment: [String: String], expected: ColorProfile) {
    #expect(ColorProfile.detect(environment: environment) == expected)
  }

  @Test func downgrades() {
    let orange = TerminalColor.rgb(red: 255, green: 135, blue: 0)
    #expect(orange.downgraded(to: .trueColor) == orange)
    #expect(orange.downgraded(to: .ansi256) == .indexed(208))
    #expect(orange.downgraded(to: .ansi16) == .ansi(.yellow))
    #expect(orange.downgraded(to: .none) == nil)
    #expect(
      TerminalColor.rgb(red: 128, green: 128, blue: 128).downgraded(to: .ansi256) == .indexed(244))
    #expect(TerminalColor.indexed(9).downgraded(to: .ansi16) == .ansi(.brightRed))
    #expect(TerminalColor.indexed(196).downgraded(to: .ansi16) == .ansi(.brightRed))
    #expect(TerminalColor.red.downgraded(to: .ansi16) == .red)
    #expect(TerminalColor.default.downgraded(to: .none) == .default)
    #expect(Style(foreground: .red, bold: true).downgraded(to: .none) == Style(bold: true))
  }

  @Test(
    "Terminals that cannot run the full-screen interface",
    arguments: [
      (["TERM": "xterm"], true, true, nil),
      (
        ["TERM": "dumb"], true, true,
        "memorize: TERM=dumb cannot show the full-screen interface; run with --plain for line-by-line play."
      ),
      (
        ["TERM": "xterm"], true, false,
        "memorize: standard output is not a terminal; run with --plain for line-by-line play."
      ),
      (
        ["TERM": "xterm"], false, true,
        "memorize: standard input is not a terminal; run with --plain for line-by-line play."
      ),
    ] as [([String: String], Bool, Bool, String?)])
  func support(environment: [String: String], input: Bool, output: Bool, message: String?) {
    #expect(
      TerminalSupport.unsupportedMessage(
        programName: "memorize", environment: environment, inputIsTerminal: input,
        outputIsTerminal: output)
        == message)
    #expect(
      TerminalSupport.isSupported(
        environment: environment, inputIsTerminal: input, outputIsTerminal: output)
        == (message == nil))
  }
}

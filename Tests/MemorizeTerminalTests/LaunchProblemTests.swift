import Glibc
import Memorize
import TerminalKit
import Testing

@testable import MemorizeTerminal

/// A terminal that will not take the full screen's mode is reported in one line, in the
/// player's language — not as the error's Swift description.
@Suite("Launch: a terminal that cannot be set up")
struct LaunchProblemTests {
  @Test("Each setup failure is a sentence, in English and in Chinese")
  func setupProblems() {
    let failed = TerminalError.systemCall("tcsetattr", errno: EIO)
    #expect(
      Launcher.setupProblem(failed)
        == "cannot set up the terminal: tcsetattr failed (input/output error); "
        + "run with --plain for line-by-line play.")
    #expect(
      Launcher.setupProblem(.notATerminal(fd: 0))
        == "standard input is not a terminal; run with --plain for line-by-line play.")
    #expect(
      Launcher.setupProblem(.alreadyActive)
        == "cannot set up the terminal; run with --plain for line-by-line play.")
    Localization.withLanguage(.simplifiedChinese) {
      #expect(
        Launcher.setupProblem(failed)
          == "无法设置终端：tcsetattr 失败（input/output error）；请加上 --plain，以纯文本行的方式玩。")
      #expect(Launcher.setupProblem(.alreadyActive) == "无法设置终端；请加上 --plain，以纯文本行的方式玩。")
    }
  }
}

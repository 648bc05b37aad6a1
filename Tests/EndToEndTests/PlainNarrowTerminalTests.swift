import Foundation
import Testing

/// Issue 23 (plain-55): `--plain` on a terminal 40 columns wide printed its lines whole, and the
/// terminal broke them inside words ("type 'he" / "lp' for the commands").
@Suite("Plain mode on a narrow terminal")
struct PlainNarrowTerminalTests {
  @Test("At 40 columns a long line wraps at its spaces, in English and in Chinese")
  func wrapsAtSpaces() throws {
    for (language, first, second) in [
      ("en", "error: Unknown command “dance”; type", "“help” for the commands."),
      ("zh_CN", "错误：未知命令“dance”；", "输入“help”查看命令。"),
    ] {
      let app = try MemorizeInTmux(
        arguments: [
          "--plain", "--language", language, "--theme", "animals", "--pairs", "2", "--seed", "1",
        ], width: 40, height: 15)
      defer { app.close() }
      try app.tmux.waitUntil("the opening") { screen in
        screen.lines.contains { $0.hasPrefix("Score: 0 Flips: 0") || $0.hasPrefix("得分") }
      }
      try app.tmux.type("dance")
      try app.tmux.press(["Enter"])
      try app.tmux.waitUntil("the answer, wrapped between words") { screen in
        let rows = screen.lines.map { row in
          var row = row
          while row.last == " " { row.removeLast() }
          return row
        }
        guard let at = rows.firstIndex(of: first) else { return false }
        return rows.indices.contains(at + 1) && rows[at + 1] == second
      }
    }
  }
}

import Foundation
import Testing

/// Marks and lines a player used to lose on the real program: the hint under the focus, the
/// players panel's footer, the status line and tab bar at 40×15, in English and Chinese.
@Suite("Nothing hidden, nothing cut, in tmux", .serialized)
struct ScreenFitTests {
  @Test("The hint's mark shows on the focused card too")
  func hintMarkUnderFocus() throws {
    let app = try MemorizeInTmux(arguments: ["--theme", "animals", "--pairs", "4", "--seed", "1"])
    defer { app.close() }
    let frames = try app.waitForDealtBoard(cards: 8)
    // Turn every card once, two by two: the first pairs are seen and turned down again.
    for (index, frame) in frames.enumerated() {
      try app.tmux.click(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2)
      try app.tmux.waitUntil("flip \(index + 1)") { $0.status?.flips == index + 1 }
    }
    try app.tmux.press(["i"])
    let hinted = try app.tmux.waitForScreen("two cards marked") { screen -> [Int]? in
      let marked = frames.indices.filter {
        screen.character(x: frames[$0].x + 1, y: frames[$0].y) == "*"
      }
      return marked.count == 2 ? marked : nil
    }
    // The focus is on the last card clicked; move it onto the first hinted card.
    let columns = frames.filter { $0.y == frames[0].y }.count
    let target = hinted[0]
    let across = target % columns - (frames.count - 1) % columns
    let rows = target / columns - (frames.count - 1) / columns
    try app.tmux.press(
      Array(repeating: rows < 0 ? "Up" : "Down", count: abs(rows))
        + Array(repeating: across < 0 ? "Left" : "Right", count: abs(across)))
    let frame = frames[target]
    // A hint is a "*" every third column along the top edge; these cards (10 rows tall) are
    // tiles, the focused one ringed (╔═╗), the top row of the other blank under its marks.
    func top(width: Int, corners: (Character, Character), line: Character) -> String {
      String(
        (0..<width).map { column -> Character in
          if column == 0 { return corners.0 }
          if column == width - 1 { return corners.1 }
          return column % 3 == 1 ? "*" : line
        })
    }
    let focusedTop = top(width: frame.width, corners: ("╔", "╗"), line: "═")
    let other = frames[hinted[1]]
    let otherTop = top(width: other.width, corners: (" ", " "), line: " ")
    // Polled until every flip has come to rest: the focused hinted card keeps its mark, and so
    // does the other one.
    try app.tmux.waitUntil("the focus on the hinted card, both marks on top") { screen in
      String(screen.columns[frame.y][frame.x..<frame.maxX]) == focusedTop
        && String(screen.columns[other.y][other.x..<other.maxX]) == otherTop
    }
  }

  /// The two key footer lines inside the lowest box on `screen`, without its borders.
  private func footer(of screen: Screen) throws -> [String] {
    let bottom = try #require(screen.lines.lastIndex { $0.contains("╰") && $0.contains("╯") })
    return screen.lines[(bottom - 2)..<bottom].map { line in
      line.trimmingCharacters(in: .whitespaces).dropFirst().dropLast()
        .trimmingCharacters(in: .whitespaces)
    }
  }

  @Test(
    "The players panel at 80×24 shows its whole key table in its footer, with four seats",
    arguments: [
      (
        "en",
        [
          "↑↓/Tab seat · A-Z type a name · ←→ person/computer · Enter add/start",
          "Del remove · Backspace erase · Esc close · Ctrl-C quit",
        ]
      ),
      (
        "zh_CN",
        [
          "↑↓/Tab：座位 · 字符键：输入名字 · ←→：真人/电脑 · 回车：添加/开始",
          "Del：移除 · 退格：删字 · Esc：关闭 · Ctrl-C：退出",
        ]
      ),
    ])
  func playersFooter(language: String, lines: [String]) throws {
    let app = try MemorizeInTmux(
      arguments: ["--theme", "animals", "--pairs", "4", "--seed", "1", "--language", language])
    defer { app.close() }
    _ = try app.waitForDealtBoard(cards: 8)
    try app.tmux.press(["p"])
    try app.tmux.waitUntil("the players panel") { $0.description.contains("1. ") }
    // Up to "+ Add a seat"; Enter adds a seat and types in it, Enter again goes back down.
    try app.tmux.press(["Up"])
    for seat in 2...4 {
      try app.tmux.press(["Enter"])
      try app.tmux.waitUntil("seat \(seat)") { $0.description.contains("\(seat). ") }
      try app.tmux.press(["Enter"])
    }
    let screen = try app.tmux.capture()
    #expect(try footer(of: screen) == lines, "\(screen)")
    for seat in 1...4 {
      #expect(screen.contains("\(seat). "), "seat \(seat) shows")
    }
  }

  @Test(
    "The theme editor at 80×24 shows its whole key table in its footer",
    arguments: [
      (
        "en",
        [
          "Tab/Shift-Tab/↑↓ field · Enter apply · ←→ pick · +/- pairs",
          "x/Del remove · A-Z type · Backspace erase · Esc close · Ctrl-C quit",
        ]
      ),
      (
        "zh_CN",
        [
          "Tab/Shift-Tab/↑↓：切换 · 回车：应用 · ←→：选择 · +/-：对数 · x/Del：移除",
          "字符键：输入 · 退格：删字 · Esc：关闭 · Ctrl-C：退出",
        ]
      ),
    ])
  func editorFooter(language: String, lines: [String]) throws {
    let app = try MemorizeInTmux(
      arguments: ["--theme", "animals", "--pairs", "4", "--seed", "1", "--language", language])
    defer { app.close() }
    _ = try app.waitForDealtBoard(cards: 8)
    try app.tmux.press(["t"])
    try app.tmux.waitUntil("the chooser") {
      $0.description.contains("Halloween") || $0.description.contains("万圣节")
    }
    try app.tmux.press(["e"])
    let screen = try app.tmux.waitForScreen("the editor") { screen in
      screen.lines.contains { $0.contains("Edit theme") || $0.contains("编辑主题") } ? screen : nil
    }
    #expect(try footer(of: screen) == lines, "\(screen)")
  }

  @Test(
    "At 40×15 the status line drops whole items, least important first; the tab bar keeps every name, help and quit",
    arguments: [
      (
        "en",
        [
          " Memorize · Vehicles   Score 0", " 1Memo 2Match 3Set 4Stats  ? help q quit",
          " Matchismo   Score 0   Time 0:00", " 1Memo 2Match 3Set 4Stats  ? help q quit",
          " Set   Score 0   Deck 69   Time 0:00", " 1Memo 2Match 3Set 4Stats  ? help q quit",
        ]
      ),
      (
        "zh_CN",
        [
          " 记忆翻牌 · 交通工具   得分 0", " 1记忆 2扑克 3形色 4统计 ?：帮助 q：退出",
          " 扑克配对   得分 0   翻牌 0   用时 0:00", " 1记忆 2扑克 3形色 4统计 ?：帮助 q：退出",
          " 形色牌   得分 0   牌堆 69   用时 0:00", " 1记忆 2扑克 3形色 4统计 ?：帮助 q：退出",
        ]
      ),
    ])
  func narrowStatus(language: String, lines: [String]) throws {
    let app = try MemorizeInTmux(
      arguments: ["--theme", "vehicles", "--pairs", "8", "--seed", "1", "--language", language],
      width: 40, height: 15)
    defer { app.close() }
    for (section, key) in ["1", "2", "3"].enumerated() {
      try app.tmux.press([key])
      let expected = (lines[2 * section], lines[2 * section + 1])
      try app.tmux.waitUntil("section \(key): \(expected)") { screen in
        screen.lines.first == expected.0 && screen.lines.last == expected.1
      }
    }
  }
}

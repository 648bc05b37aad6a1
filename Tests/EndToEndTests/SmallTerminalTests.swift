import Foundation
import Testing

/// A small terminal on the real program in tmux: everything a player needs is on the screen,
/// whatever else the screen has to show.
@Suite("A small terminal in tmux", .serialized)
struct SmallTerminalTests {
  @Test(
    "At 40×15 a notice line under the board leaves every card whole: 9 + 9 + 8, not 8 + 8 + 8 + 2")
  func noticeLeavesTheBoardWhole() throws {
    // LANG=C: the notice that cards show letters for emoji takes the line above the tabs.
    let app = try MemorizeInTmux(
      arguments: ["--theme", "animals", "--pairs", "13", "--seed", "1", "--reduce-motion"],
      width: 40, height: 15, environment: ["LANG": "C"])
    defer { app.close() }
    let top = "  +--+" + String(repeating: "+--+", count: 8)
    let middle = "  |  |" + String(repeating: "|  |", count: 8)
    let short = (
      "  +--+" + String(repeating: "+--+", count: 7), "  |  |" + String(repeating: "|  |", count: 7)
    )
    let board = [
      "  +==+" + String(repeating: "+--+", count: 8), middle, top, "",
      top, middle, top, "",
      short.0, short.1, short.0,
      " [< Themes] [New game]",
    ]
    try app.tmux.waitUntil("the whole board above the buttons") { screen in
      screen.lines.count == 15 && Array(screen.lines[1...12]) == board
        && screen.lines[13].hasPrefix(" ! ")
    }
  }

  @Test("At 40×15 the help in Chinese wraps its descriptions and scrolls to its last line")
  func helpScrolls() throws {
    let app = try MemorizeInTmux(
      arguments: [], width: 40, height: 15, environment: ["LANG": "zh_CN.UTF-8"])
    defer { app.close() }
    try app.tmux.waitUntil("the chooser") { $0.lines.first == " 记忆翻牌 · 选择主题" }
    try app.tmux.press(["?"])
    let foot = [
      "│                                     │",
      "│      ↑↓/k/j 滚动 · 其他键 关闭      │",
      "╰─────────────────────────────────────╯",
    ]
    let first =
      [
        "╭─ 帮助 ──────────────────────────────╮",
        "│ ↑, ↓, k, j   在主题之间移动         │",
        "│ 空格, 回车   用此主题玩（游戏继续） │",
        "│ r            换图案：保留牌局，换新 │",
        "│              表情                   │",
        "│ e            编辑此主题             │",
        "│ +, a         添加主题               │",
        "│ *            用随机主题开新游戏     │",
        "│ p            玩家：真人和电脑对手   │",
        "│ n            用此主题开新游戏       ▼",
      ] + foot
    try app.tmux.waitUntil("the help's first page") { Array($0.lines[1...13]) == first }
    try app.tmux.press(["PageDown"])
    try app.tmux.press(["PageDown"])
    let last =
      [
        "╭─ 帮助 ──────────────────────────────╮",
        "│ Tab, Shift-Tab, 1, 2, 3, 4          ▲",
        "│              切换板块               │",
        "│ ?, F1        帮助                   │",
        "│ o            减少动画               │",
        "│              开/关（现在：关）      │",
        "│ Ctrl-Z       挂起（在终端里用 fg    │",
        "│              恢复）                 │",
        "│ q, Q, Ctrl-C 退出（游戏已保存）     │",
        "│ 鼠标         点击牌、标签或按钮     │",
      ] + foot
    try app.tmux.waitUntil("the help's last page") { Array($0.lines[1...13]) == last }
    // One line up shows the line above; any other key closes the help.
    try app.tmux.press(["Up"])
    try app.tmux.waitUntil("a line up") {
      $0.lines[2] == "│ n            用此主题开新游戏       ▲"
    }
    try app.tmux.press(["x"])
    try app.tmux.waitUntil("the help closed") { !$0.description.contains("帮助") }
  }
}

import Foundation
import Testing

/// A small terminal on the real program in tmux: everything a player needs is on the screen,
/// whatever else the screen has to show.
@Suite("A small terminal in tmux", .serialized)
struct SmallTerminalTests {
  @Test(
    "At 40×15 a notice over the tabs leaves every card whole and where it is: 7 + 7 + 7 + 5")
  func noticeLeavesTheBoardWhole() throws {
    // LANG=C: the notice that cards show letters for emoji takes two lines, over the tabs and
    // the buttons' row (issue 23: no longer rows taken from the board, whose cards moved), cut
    // after a whole word with an ellipsis of ASCII dots.
    let app = try MemorizeInTmux(
      arguments: ["--theme", "animals", "--pairs", "13", "--seed", "1", "--reduce-motion"],
      width: 40, height: 15, environment: ["LANG": "C"])
    defer { app.close() }
    func row(_ count: Int, _ first: String, _ card: String) -> String {
      "   " + ([first] + Array(repeating: card, count: count - 1)).joined(separator: " ")
    }
    let screen =
      [" Memorize . Animals   Score 0", row(7, "+==+", "+--+"), row(7, "|  |", "|  |")]
      + [row(7, "+--+", "+--+")]
      + [String]([row(7, "+--+", "+--+"), row(7, "|  |", "|  |"), row(7, "+--+", "+--+")])
      + [row(7, "+--+", "+--+"), row(7, "|  |", "|  |"), row(7, "+--+", "+--+")]
      + [row(5, "+--+", "+--+"), row(5, "|  |", "|  |"), row(5, "+--+", "+--+")]
      + [" ! Cards show letters for emoji: the", "   terminal's character set is not..."]
    try app.tmux.waitUntil("the whole board, the notice over the tabs") { $0.lines == screen }
    // A key puts the notice away (→ moves the focus to the next card): the buttons and the
    // tabs are back, and no card moved.
    try app.tmux.press(["Right"])
    let cards = { (lines: [String]) in
      lines.prefix(13).map { $0.replacingOccurrences(of: "==", with: "--") }
    }
    try app.tmux.waitUntil("the buttons and the tabs back") {
      cards($0.lines) == cards(screen)
        && $0.lines.suffix(2) == [
          " [< Themes] [New game]", " 1Memo 2Match 3Set 4Stats  ? help q quit",
        ]
    }
  }

  /// Issue 23's play-test: a line that answers a key took rows from the board, whose cards were
  /// laid out again and moved. It is drawn over the tabs now: every row above them stays.
  @Test("At 40×15 the answer to x, then to u, is drawn over the tabs, and no card moves")
  func answersOverTheTabs() throws {
    let app = try MemorizeInTmux(
      arguments: ["--theme", "halloween", "--pairs", "12", "--seed", "2", "--reduce-motion"],
      width: 40, height: 15)
    defer { app.close() }
    _ = try app.waitForDealtBoard(cards: 24)
    let before = try app.tmux.capture().lines
    for (key, answer) in [
      ("x", " x does nothing in Memorize."), ("u", " There is nothing to undo."),
    ] {
      try app.tmux.press([key])
      try app.tmux.waitUntil("the answer to \(key) over the tabs") { $0.lines.last == answer }
      let lines = try app.tmux.capture().lines
      #expect(Array(lines.prefix(14)) == Array(before.prefix(14)))
      #expect(lines.filter { $0.contains(answer.dropFirst()) }.count == 1)
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
      "│                                      │",
      "│     ↑↓/k/j：滚动 · 任意键：关闭      │",
      "╰──────────────────────────────────────╯",
    ]
    let first =
      [
        "╭─ 帮助 ───────────────────────────────╮",
        "│ ↑、↓、k、j   在主题之间移动          │",
        "│ 空格、回车   用此主题玩（游戏继续）  │",
        "│ r            换图案：保留牌局，      │",
        "│              换新表情                │",
        "│ e            编辑此主题              │",
        "│ +、a         添加主题                │",
        "│ *            用随机主题开新游戏      │",
        "│ b            找回删除的内置主题      │",
        "│ p            玩家：真人和电脑对手    ▼",
      ] + foot
    try app.tmux.waitUntil("the help's first page") { Array($0.lines[1...13]) == first }
    try app.tmux.press(["PageDown"])
    try app.tmux.press(["PageDown"])
    let last =
      [
        "╭─ 帮助 ───────────────────────────────╮",
        "│              切换板块                ▲",
        "│ ?、F1        帮助                    │",
        "│ o            减少动画：开/关（现在： │",
        "│              关）                    │",
        "│ u            撤销新游戏或删除的主题  │",
        "│ Ctrl-Z       挂起（在终端里用 fg     │",
        "│              恢复）                  │",
        "│ q、Q、Ctrl-C 退出（游戏已保存）      │",
        "│ 鼠标         点击牌、标签或按钮      │",
      ] + foot
    try app.tmux.waitUntil("the help's last page") { Array($0.lines[1...13]) == last }
    // One line up shows the line above; any other key closes the help.
    try app.tmux.press(["Up"])
    try app.tmux.waitUntil("a line up") {
      $0.lines[2] == "│ Tab、Shift-Tab、1、2、3、4           ▲"
    }
    try app.tmux.press(["x"])
    // The box goes; the tab bar names every tab and keeps "?：帮助" and "q：退出" at 40.
    try app.tmux.waitUntil("the help closed") {
      !$0.description.contains("╭─ 帮助") && $0.lines.last == " 1记忆 2扑克 3形色 4统计 ?：帮助 q：退出"
    }
  }
}

/// Messages a player reads are whole, or shortened by the view model, or cut after a whole word
/// with "…": never cut in the middle of a word without a mark.
@Suite("Whole words in tmux", .serialized)
struct WholeWordsTests {
  @Test("Matchismo's m after a choice says why in words that fit; [ then shows the history")
  func matchCountRefusalThenHistory() throws {
    let app = try MemorizeInTmux(
      arguments: ["--game", "matchismo", "--seed", "1", "--reduce-motion"])
    defer { app.close() }
    try app.tmux.waitUntil("Matchismo") { $0.lines.first?.hasPrefix(" Matchismo") == true }
    try app.tmux.press(["Space"])
    try app.tmux.waitUntil("the first card chosen") {
      $0.lines[22] == " J♥: −1 for turning a card"
    }
    try app.tmux.press(["m"])
    // The whole sentence would need a second line, which would cost the cards a row: the view
    // model's fewer words instead, whole.
    try app.tmux.waitUntil("the refusal in fewer words") {
      $0.lines[21] == " [2 cards]  [Redeal]      1/1"
        && $0.lines[22] == " Redeal first to match 2 or 3 cards."
    }
    // Scrubbing the history shows its entry at once, not after the next choice.
    try app.tmux.press(["["])
    try app.tmux.waitUntil("the history entry") {
      $0.lines[22] == " J♥: −1 for turning a card"
    }
  }

  @Test("At 40×15 an announcement too long for beside the tabs takes the whole bar, whole")
  func announcementTakesTheBar() throws {
    let app = try MemorizeInTmux(
      arguments: ["--theme", "animals", "--pairs", "4", "--seed", "1"], width: 40, height: 15)
    defer { app.close() }
    _ = try app.waitForDealtBoard(cards: 8)
    try app.tmux.press(["t"])
    try app.tmux.waitUntil("the chooser") { $0.lines.first == " Memorize · choose a theme" }
    try app.tmux.press(["Down", "Enter"])
    try app.tmux.waitUntil("the announcement on the bar") {
      $0.lines.last == " Now playing in Faces."
    }
    // The next key gives the bar back to the tabs.
    try app.tmux.press(["Right"])
    try app.tmux.waitUntil("the tabs back") {
      $0.lines.last == " 1Memo 2Match 3Set 4Stats  ? help q quit"
    }
  }

  /// Term-53: at 40 columns a mismatch that cost points said "Ana: No match. −2 points" and
  /// not whose turn it was (the header's ▶ alone said Ben). The reason gives way first.
  @Test("At 40×15 a costly mismatch between two players says the verdict and whose turn it is")
  func costlyMismatchKeepsTheTurn() throws {
    let app = try MemorizeInTmux(
      arguments: [
        "--theme", "animals", "--pairs", "8", "--seed", "3", "--players", "Ana,Ben",
        "--reduce-motion",
      ], width: 40, height: 15)
    defer { app.close() }
    _ = try app.waitForDealtBoard(cards: 16)
    // Ana turns the first two cards (they differ at this seed), Ben the next two, then Ana the
    // first two again: both seen before, −2.
    try app.tmux.press(["Enter", "Right", "Enter"])
    try app.tmux.waitUntil("Ana's mismatch") {
      $0.lines[13] == " [New game]  Ana: No match. Ben to move"
    }
    try app.tmux.press(["Right", "Enter", "Right", "Enter"])
    try app.tmux.waitUntil("Ben's mismatch") {
      $0.lines[13] == " [New game]  Ben: No match. Ana to move"
    }
    try app.tmux.press(["Left", "Left", "Left", "Enter", "Right", "Enter"])
    try app.tmux.waitUntil("Ana's costly mismatch, with Ben's turn") { screen in
      // The pairs with their letter beside the points: "0·−2" read badly (editor-54); the
      // title gives way before the points' unit (header-55's one order of giving way).
      screen.lines.first == "  Ana: 0p −2pts   ▶Ben: 0p 0pts"
        && screen.lines[13] == " [New game]  Ana: No match. Ben to move"
    }
  }

  @Test("At 40×15 three players' standings keep their place: the title gives way to them")
  func headerDropsWholeTitle() throws {
    let app = try MemorizeInTmux(
      arguments: ["--theme", "animals", "--pairs", "4", "--seed", "1", "--players", "Ana,Bo,Cy"],
      width: 40, height: 15)
    defer { app.close() }
    _ = try app.waitForDealtBoard(cards: 8)
    // Each seat's name set apart by a colon, its pairs then its points (issue 23): three still
    // fit, where the title and the theme's name give way, the pairs with their letter
    // (editor-54: "0·0" only where nothing else fits).
    #expect(try app.tmux.capture().lines.first == " ▶Ana: 0p 0    Bo: 0p 0    Cy: 0p 0")
  }
}

/// What `r` says on the real program.
@Suite("Restyling in tmux", .serialized)
struct RestyleOwnThemeTests {
  @Test("r with the game's own theme changes no card and says so, not \"Now playing in Faces.\"")
  func restyleWithItsOwnTheme() throws {
    let app = try MemorizeInTmux(arguments: ["--theme", "faces", "--pairs", "4", "--seed", "1"])
    defer { app.close() }
    let frames = try app.waitForDealtBoard(cards: 8)
    try app.tmux.press(["Space"])
    let face = try app.waitForFace(at: frames[0], flips: 1)
    try app.tmux.press(["r"])
    try app.tmux.waitUntil("the announcement") {
      $0.lines.last == " Already playing in Faces: nothing to change."
    }
    #expect(try app.tmux.capture().faceContent(at: frames[0]) == face, "the same emoji")
  }
}

/// The tab bar's key hints name the keys of what has the keys.
@Suite("The tab bar's hints in tmux", .serialized)
struct TabBarHintsTests {
  @Test("Over the theme editor the bar names the editor's ways out, not ? and q, which type")
  func editorHints() throws {
    let app = try MemorizeInTmux(arguments: ["--theme", "animals", "--pairs", "4", "--seed", "1"])
    defer { app.close() }
    _ = try app.waitForDealtBoard(cards: 8)
    let tabs = "  1 Memorize   2 Matchismo   3 Set   4 Statistics"
    try app.tmux.waitUntil("the app's hints") {
      $0.lines.last == tabs + "                ? help  q quit"
    }
    try app.tmux.press(["t"])
    try app.tmux.press(["e"])
    try app.tmux.waitUntil("the editor's hints") {
      $0.lines.last == tabs + "        Esc close  Ctrl-C quit"
    }
    // q types into the name field, as the bar no longer says it quits.
    try app.tmux.press(["q"])
    try app.tmux.waitUntil("q typed") { $0.contains("Animalsq") }
    try app.tmux.press(["Escape"])
    try app.tmux.waitUntil("the app's hints back") {
      $0.lines.last == tabs + "                ? help  q quit"
    }
  }
}

/// A terminal without dim still shows which buttons do nothing: Matchismo draws only the
/// buttons that act (issue 23, editor-54: dim ones read as any other without dim or colour).
@Suite("Disabled buttons without dim in tmux", .serialized)
struct DisabledWithoutDimTests {
  @Test(
    "After a choice, with dim (xterm) or without (vt100): the locked 3 cards and both arrows are not drawn",
    arguments: [
      ("vt100", " [2 cards]  [Redeal]      1/1"),
      ("xterm-256color", " [2 cards]  [Redeal]      1/1"),
    ])
  func disabledButtons(term: String, line: String) throws {
    let app = try MemorizeInTmux(
      arguments: ["--game", "matchismo", "--seed", "1", "--reduce-motion"], term: term)
    defer { app.close() }
    try app.tmux.waitUntil("Matchismo") { $0.lines.first?.hasPrefix(" Matchismo") == true }
    // After a choice 3 cards, ◀ and ▶ (the only entry) are disabled.
    try app.tmux.press(["Space"])
    try app.tmux.waitUntil("the buttons after a choice") { $0.lines[21] == line }
  }
}

/// A wide terminal never shows less of the theme list than a narrower one.
@Suite("The theme list on wide terminals in tmux", .serialized)
struct WideChooserTests {
  @Test(
    "At 200×60 the list shows every Animals emoji as at 120×40, its buttons on one line, and a gap before the cards"
  )
  func wideList() throws {
    let app = try MemorizeInTmux(
      arguments: ["--theme", "animals", "--pairs", "8", "--seed", "1"], width: 120, height: 40)
    defer { app.close() }
    let row = " ██ •Animals    10 pairs  🐶🐱🐭🐹🐰🦊🐻🐼🐨🐯🦁🐮🐷🐸🐵🐧  │"
    let buttons = " [+ New] [Edit] [Restyle] [Random] [Players]                │"
    for (width, height) in [(120, 40), (200, 60)] {
      try app.tmux.resize(width: width, height: height)
      // Polled until the frame drawn for the new size is up (the old one stays meanwhile).
      let screen = try app.tmux.waitForScreen("the list beside 16 cards at \(width)×\(height)") {
        screen -> Screen? in
        screen.lines.count == height && screen.cardFrames.count == 16
          && screen.lines[4].hasPrefix(row) && screen.lines[height - 2].hasPrefix(buttons)
          ? screen : nil
      }
      let divider = try #require(screen.chooserDivider)
      #expect(divider == 60)
      #expect(screen.cardFrames.allSatisfy { $0.x >= divider + 2 }, "a column between")
    }
  }
}

/// The players panel at 40 columns keeps a column between its rows and its border.
@Suite("The players panel at 40 columns in tmux", .serialized)
struct NarrowPlayersPanelTests {
  @Test(
    "A long name gives way with an ellipsis; the person/computer switch never touches the border")
  func longNameGivesWay() throws {
    let app = try MemorizeInTmux(
      arguments: [
        "--theme", "animals", "--pairs", "4", "--seed", "1", "--players", "Maximilian Alexander",
        "--vs-computer", "good",
      ], width: 40, height: 15, environment: ["LANG": "zh_CN.UTF-8"])
    defer { app.close() }
    _ = try app.waitForDealtBoard(cards: 8)
    try app.tmux.press(["p"])
    try app.tmux.waitUntil("the panel") {
      $0.lines[3] == " │  1. Maximilian Alexander  ◀ 真人 ▶ │"
        && $0.lines[4] == " │  2. 电脑（高手）  ◀ 电脑，高手 ▶   │"
    }
    // Typing in the name: its end shows, after an ellipsis.
    try app.tmux.press(["Up", "Up", "Up"])
    try app.tmux.waitUntil("the first seat focused") {
      $0.lines[3] == " │› 1. …ximilian Alexander▏  ◀ 真人 ▶ │"
    }
    // A computer's longer switch: the name gives up more, the switch stays whole.
    try app.tmux.press(["Right", "Down"])
    try app.tmux.waitUntil("the first seat a computer") {
      $0.lines[3] == " │  1. Maximilian Al…  ◀ 电脑，完美 ▶ │"
    }
  }
}

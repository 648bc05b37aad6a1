import Foundation
import Testing

/// The real `memorize --language zh_CN` on the full screen under `zh_CN.GB18030`, in a terminal
/// that reads GB18030: the Chinese header, two cards turned, the help, and the terminal restored
/// on quitting.
///
/// tmux reads every pane as UTF-8, so the pane is made a GB18030 terminal: the program runs on a
/// pseudo-terminal of script(1)'s, whose output a small decoder (Python's incremental GB18030
/// codec, independent of the program's iconv) turns into UTF-8 for tmux as it comes. The keys
/// and tmux's answers to the program's queries reach the program unchanged (ASCII), so the
/// pane behaves as a GB18030 terminal: a program that sent UTF-8 would show mojibake in it. The
/// locale is compiled with localedef(1) into a temporary `LOCPATH`, so the program reads its
/// real codeset.
@Suite(
  "The full screen under zh_CN.GB18030", .serialized,
  .enabled(
    if: Executables.areInstalled("localedef", "tmux", "script", "python3"),
    "needs localedef (libc-bin) to compile zh_CN.GB18030, tmux, script (bsdutils) and python3"))
struct GBFullScreenTests {
  static let marker = "E2E-FINISHED"

  /// Turns the charset named on its command line (GB18030, GB2312) from standard input into
  /// UTF-8 on standard output as it comes; a sequence cut between two reads waits for its end.
  static let decoder = """
    import codecs, os, sys
    decoder = codecs.getincrementaldecoder(sys.argv[1])("replace")
    while True:
        data = os.read(0, 4096)
        if not data:
            break
        os.write(1, decoder.decode(data).encode("utf-8"))

    """

  /// Starts `memorize arguments…` under `environment` on script's pseudo-terminal in a tmux
  /// pane that decodes GB18030; after it exits the script records its status and the terminal
  /// modes before and after, and writes ``marker``.
  static func start(
    _ arguments: [String], environment: [String: String], in folder: TemporaryFolder,
    codec: String = "gb18030"
  ) throws -> TmuxServer {
    let memorize = try Executables.memorize()
    var script = "#!/bin/sh\n"
    let variables = folder.programEnvironment(term: "xterm-256color").merging(environment) { $1 }
    for (name, value) in variables.sorted(by: { $0.key < $1.key }) {
      script += "export \(name)=\(shellQuoted(value))\n"
    }
    let command =
      "exec " + ([memorize.path] + arguments).map(shellQuoted).joined(separator: " ")
      + " 2> stderr.txt"
    try decoder.write(to: folder.file("decode.py"), atomically: true, encoding: .utf8)
    script += """
      cd \(shellQuoted(folder.url.path)) || exit 1
      ulimit -c 0
      stty -g > before.txt
      { SHELL=/bin/sh \(shellQuoted(try Executables.tool("script").path)) -qfec \
      \(shellQuoted(command)) /dev/null; echo "$?" > status.txt; } \
      | LANG=C.UTF-8 \(shellQuoted(try Executables.tool("python3").path)) decode.py \(codec)
      stty -g > after.txt
      echo \(marker)
      exec sleep 600

      """
    let scriptURL = folder.file("run.sh")
    try script.write(to: scriptURL, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: scriptURL.path)
    return try TmuxServer(
      command: shellQuoted(scriptURL.path), width: 80, height: 24, folder: folder)
  }

  @Test("The Chinese header, two cards, the help and quitting, in GB18030")
  func playInGB18030() throws {
    let localeFolder = try TemporaryFolder()
    defer { withExtendedLifetime(localeFolder) {} }
    let locales = try #require(
      try ChineseWithoutUTF8Tests.gb18030Locales(in: localeFolder),
      "localedef could not compile zh_CN.GB18030")
    let folder = try TemporaryFolder()
    let tmux = try Self.start(
      ["--language", "zh_CN", "--theme", "animals", "--pairs", "2", "--seed", "1"],
      environment: ["LANG": "zh_CN.GB18030", "LOCPATH": locales], in: folder)
    defer { tmux.kill() }

    // The emoji show (GB18030 encodes them): no notice of letters over the tabs (issue 23's
    // third round: the cards showed letters under GB18030).
    var screen = try tmux.waitForScreen("the Chinese header and tabs") {
      $0.lines.last?.contains("4 统计") == true ? $0 : nil
    }
    #expect(screen.lines[0] == " 记忆翻牌 · 动物   得分 0   翻牌 0   用时 0:00", "\(screen)")
    #expect(!screen.contains("卡片用字母代替表情符号"), "\(screen)")
    #expect(try tmux.screenModes() == .fullScreen)
    #expect(
      screen.lines.last
        == "  1 记忆翻牌   2 扑克配对   3 形色牌   4 统计                  ?：帮助  q：退出")

    // Two cards: the focused one, then the next, which do not match; their emoji show.
    try tmux.press(["Space"])
    try tmux.press(["Right", "Space"])
    // Both cards face up once they have turned.
    screen = try tmux.waitForScreen("two flips in the header, both cards up") {
      $0.lines[0].contains("翻牌 2") && $0.contains("没有配对。")
        && $0.contains("|       🐨        | |       🐮        |") ? $0 : nil
    }
    let header = screen.lines[0]
    #expect(header.hasPrefix(" 记忆翻牌 · 动物   得分 0   翻牌 2   用时 0:0"), "\(header)")

    try tmux.press(["?"])
    screen = try tmux.waitForScreen("the help") { $0.contains("+- 帮助 -") ? $0 : nil }
    #expect(
      screen.contains("| q、Q、Ctrl-C               退出（游戏已保存）                         |"),
      "\(screen)")
    // The scoring rule, with the ASCII minus the charset falls back to.
    #expect(screen.contains("| 得分                       配对 +2 分；不配对时每张再次翻开的牌 -1 分 |"), "\(screen)")
    // Any key closes the help; the game is as it was.
    try tmux.press(["Space"])
    screen = try tmux.waitForScreen("the help closed") { !$0.contains("+- 帮助 -") ? $0 : nil }
    #expect(screen.lines[0].hasPrefix(" 记忆翻牌 · 动物   得分 0   翻牌 2   用时 0:0"), "\(screen)")

    try tmux.press(["q"])
    screen = try tmux.waitForScreen("the marker after the program exits") {
      $0.contains(Self.marker) ? $0 : nil
    }
    let read = { (name: String) in
      (folder.text(name) ?? "<missing \(name)>").trimmingCharacters(in: .whitespacesAndNewlines)
    }
    #expect(read("status.txt") == "0", "\(folder.text("stderr.txt") ?? "")")
    #expect(read("after.txt") == read("before.txt"))
    #expect(try tmux.screenModes() == .shell)
  }

  /// Issue 23's third round, under `LANG=zh_CN` (GB2312, glibc's charset for `zh_CN`): the
  /// title read "记忆翻牌 . 动物", though GB2312 has a middle dot (A1 A4), which a GB2312
  /// terminal draws two columns wide; the cards show letters, GB2312 having no emoji, and a
  /// point lost names the card's letter.
  @Test("Under zh_CN (GB2312): the title's middle dot, letters for emoji, the card named")
  func playInGB2312() throws {
    let localeFolder = try TemporaryFolder()
    defer { withExtendedLifetime(localeFolder) {} }
    let locales = try #require(
      try ChineseWithoutUTF8Tests.locales(in: localeFolder, charmap: "GB2312", name: "zh_CN"),
      "localedef could not compile zh_CN")
    let folder = try TemporaryFolder()
    let tmux = try Self.start(
      ["--language", "zh_CN", "--theme", "animals", "--pairs", "2", "--seed", "1"],
      environment: ["LANG": "zh_CN", "LOCPATH": locales], in: folder, codec: "gb2312")
    defer { tmux.kill() }

    var screen = try tmux.waitForScreen("the Chinese header and notice") {
      $0.lines.last == " ! 卡片用字母代替表情符号：终端的字符集不是 UTF-8。" ? $0 : nil
    }
    // GB2312's dot (the terminal reads U+30FB) over the blank after it; the rest in place.
    #expect(screen.lines[0] == " 记忆翻牌 ・动物   得分 0   翻牌 0   用时 0:00", "\(screen)")
    try tmux.press(["Space"])
    try tmux.press(["Right", "Space"])
    screen = try tmux.waitForScreen("two flips in the header, both cards up") {
      $0.lines[0].contains("翻牌 2") && $0.contains("没有配对。")
        && $0.contains("|        I        | |        L        |") ? $0 : nil
    }
    // The first card again, while still up: it stays, the second goes down; the second again
    // costs a point, and the line names it by its letter.
    try tmux.press(["Left", "Space"])
    try tmux.press(["Right", "Space"])
    screen = try tmux.waitForScreen("a point lost, the card named") {
      $0.lines[0].contains("得分 -1") && $0.contains(" [< 主题] [新游戏]  没有配对。L 再次翻开 -1 分")
        ? $0 : nil
    }
    #expect(screen.lines[0].hasPrefix(" 记忆翻牌 ・动物   得分 -1   翻牌 4"), "\(screen)")
    try tmux.press(["q"])
    _ = try tmux.waitForScreen("the marker after the program exits") {
      $0.contains(Self.marker) ? $0 : nil
    }
    #expect(
      (folder.text("status.txt") ?? "").trimmingCharacters(in: .whitespacesAndNewlines) == "0")
  }
}

import Memorize
import TerminalKit
import Testing

@testable import MemorizeTerminal

/// Text in a width: whole words, and a visible mark where something was left out.
@Suite("Text wrapping and shortening")
struct TextWrappingTests {
  @Test("Shortened after the last whole word that leaves room for the ellipsis")
  func shortenedOnWords() {
    #expect(TextWrapping.shortened("Now playing in Faces.", toWidth: 21) == "Now playing in Faces.")
    #expect(TextWrapping.shortened("Now playing in Faces.", toWidth: 13) == "Now playing…")
    #expect(
      TextWrapping.shortened("Now playing in Faces.", toWidth: 14, ellipsis: "...")
        == "Now playing...")
    // No space to cut at: whole characters, two columns each for Chinese.
    #expect(TextWrapping.shortened("现在的主题：动物。", toWidth: 9) == "现在的主…")
  }

  @Test("The first form that fits one row whole; else the fewest words on the rows given")
  func firstFittingForms() {
    let forms = ["The hint already shows: 3 and 7.", "The hint already shows."]
    #expect(TextWrapping.firstFitting(forms, toWidth: 40) == ["The hint already shows: 3 and 7."])
    #expect(TextWrapping.firstFitting(forms, toWidth: 25) == ["The hint already shows."])
    // None fits one row: the last, on two rows, or cut after a whole word on one.
    #expect(TextWrapping.firstFitting(forms, toWidth: 12, lines: 2) == ["The hint", "already…"])
    #expect(
      TextWrapping.firstFitting(forms, toWidth: 16, lines: 2) == ["The hint already", "shows."])
    #expect(TextWrapping.firstFitting(forms, toWidth: 16) == ["The hint…"])
    // Sanitized: no escape reaches the terminal.
    #expect(TextWrapping.firstFitting(["a\u{1B}[2Jb"], toWidth: 20) == ["a\u{FFFD}[2Jb"])
    #expect(TextWrapping.firstFitting([], toWidth: 20) == [""])
  }

  @Test("Chinese breaks between characters, never before closing or after opening punctuation")
  func chineseLines() {
    // Too long for one line, it breaks after a whole sentence rather than inside a word.
    #expect(
      TextWrapping.wrap("万圣节只有 6 个表情，不够这一局的 8 对牌。要用万圣节开一局新游戏吗？", toWidth: 56) == [
        "万圣节只有 6 个表情，不够这一局的 8 对牌。", "要用万圣节开一局新游戏吗？",
      ])
    #expect(
      TextWrapping.wrap("游戏结束！得分 4，用时 0:02。按 n 开始新游戏", toWidth: 36) == [
        "游戏结束！得分 4，用时 0:02。", "按 n 开始新游戏",
      ])
    // A sentence longer than the line breaks after a clause whose rest fits the next line
    // (issue 23: not inside it), and no line holds one character and its punctuation alone.
    #expect(
      TextWrapping.wrap("万圣节只有 6 个表情，不够这一局的 8 对牌。好。", toWidth: 30) == [
        "万圣节只有 6 个表情，", "不够这一局的 8 对牌。好。",
      ])
    #expect(TextWrapping.wrap("没有转义序列。", toWidth: 12) == ["没有转义", "序列。"])
    #expect(TextWrapping.wrap("挂起（在终端里用 fg 恢复）", toWidth: 22) == ["挂起（在终端里用 fg", "恢复）"])
    #expect(TextWrapping.wrap("选项（最多四个）", toWidth: 6) == ["选项", "（最多", "四个）"])
    #expect(TextWrapping.wrap("one two three", toWidth: 7) == ["one two", "three"])
    // Lines joined again where they were broken: no space slips in between two characters.
    #expect(TextWrapping.fit("没有转义序列。没有转义序列。", toWidth: 10, lines: 2) == ["没有转义序", "列。没有…"])
    #expect(TextWrapping.shortened("不够这一局的 8 对牌。", toWidth: 12) == "不够这一局…")
  }

  /// Issue 23's play-test: the Set ending's box at 40 columns held "了：" alone on a row, and a
  /// key's phrase broke as "按 ? 查看按" / "按键。".
  @Test("A Chinese clause broken near its end goes down whole: no lone particle, the phrase kept")
  func chineseClausesStayWhole() {
    #expect(
      TextWrapping.wrap("剩下的 9 张牌里已没有形色，牌堆也空了：", toWidth: 36)
        == ["剩下的 9 张牌里已没有形色，", "牌堆也空了："])
    let key = "x 键在记忆翻牌中没有作用：按 ? 查看按键。"
    for width in 20...36 {
      let lines = TextWrapping.wrap(key, toWidth: width)
      #expect(lines.contains { $0.contains("按 ? 查看按键。") }, "\(width): \(lines)")
      #expect(lines.allSatisfy { DisplayWidth.of($0) <= width })
      #expect(lines.joined().filter { $0 != " " } == key.filter { $0 != " " })
    }
    // English is left as it was.
    #expect(
      TextWrapping.wrap("No pair seen yet: turn more cards first.", toWidth: 20)
        == ["No pair seen yet:", "turn more cards", "first."])
  }

  @Test("Fit: wrapped lines, the last one shortened on a word where more are needed")
  func fitLines() {
    let text = "Cards show letters for emoji: the terminal's character set is not UTF-8."
    #expect(
      TextWrapping.fit(text, toWidth: 36, lines: 2, ellipsis: "...") == [
        "Cards show letters for emoji: the", "terminal's character set is not...",
      ])
    #expect(
      TextWrapping.fit(text, toWidth: 76, lines: 2) == [
        "Cards show letters for emoji: the terminal's character set is not UTF-8."
      ])
  }

  @Test("A header short of room shows the view model's shorter title, or none, never a cut one")
  func headerTitles() {
    let standings = ["Ana", "Bo", "Cy"].map {
      StatusItem($0, "0", priority: .essential, isCurrent: $0 == "Ana")
    }
    let status = SectionStatus(
      title: "Memorize · Animals", shorterTitles: ["Animals"], items: standings)
    #expect(StatusLine.title(of: status, width: 80) == "Memorize · Animals")
    #expect(StatusLine.title(of: status, width: 40) == "Animals")
    #expect(StatusLine.title(of: status, width: 30) == "")
    // No essential items: the shortest title, cut after a word only when the row is too short.
    let alone = SectionStatus(
      title: "Memorize · A Very Long Theme", shorterTitles: ["A Very Long Theme"])
    #expect(StatusLine.title(of: alone, width: 14) == "A Very Long…")
  }

  /// Issue 23 (term-56): a `--plain` line wrapped on a narrow terminal lost its indent: its
  /// second row began at the margin, where it reads as a line of its own.
  @Test("A wrapped line keeps its indent on every row; an indent of half the row or more not")
  func wrapKeepsTheIndent() {
    #expect(
      TextWrapping.wrapKeepingIndent("  Ana found a set: +1 · Ben asks for more", toWidth: 20)
        == ["  Ana found a set:", "  +1 · Ben asks for", "  more"])
    // Whole where it fits; Chinese broken between characters, indented alike.
    #expect(TextWrapping.wrapKeepingIndent("  Ana: 0", toWidth: 20) == ["  Ana: 0"])
    #expect(
      TextWrapping.wrapKeepingIndent("  本局已结束：输入“new”再玩一局。", toWidth: 20)
        .allSatisfy { $0.hasPrefix("  ") && DisplayWidth.of($0) <= 20 })
    // No indent, or one that would leave less than half the row: wrapped as before.
    #expect(
      TextWrapping.wrapKeepingIndent("Type “new” to play again.", toWidth: 12)
        == TextWrapping.wrap("Type “new” to play again.", toWidth: 12))
    #expect(
      TextWrapping.wrapKeepingIndent("            Type “new” to play again.", toWidth: 20)
        .allSatisfy { DisplayWidth.of($0) <= 20 })
  }
}

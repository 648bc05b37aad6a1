import Testing

@testable import Memorize

/// A play-test of the Chinese theme editor: its footer read "Tab/Shift-Tab/↑↓ 切换 · 回车：应用 ·
/// … · 输入 · 退格：删字": some hints with a colon, some without, and "输入" named no key. Every
/// hint now has one form (po/STYLE.zh_CN.md, rule 9) and names its key, in both languages.
@Suite("Key hints have one form and name their key")
struct KeyHintFormTests {
  @Test("The theme editor's hints in Chinese: the key, a full-width colon, what it does")
  func editorInChinese() {
    let items = Localization.withLanguage(.simplifiedChinese) {
      KeyTable.editor.lines.map(\.footerItem)
    }
    #expect(
      items == [
        "Tab/Shift-Tab/↑↓：切换", "回车：应用", "←→：选择", "+/-：对数", "x/Del：移除", "字符键：输入",
        "退格：删字", "Esc：关闭", "Ctrl-C：退出",
      ])
  }

  @Test("The theme editor's hints in English: the key, a space, what it does")
  func editorInEnglish() {
    let items = Localization.withLanguage(.english) { KeyTable.editor.lines.map(\.footerItem) }
    #expect(
      items == [
        "Tab/Shift-Tab/↑↓ field", "Enter apply", "←→ pick", "+/- pairs", "x/Del remove",
        "A-Z type", "Backspace erase", "Esc close", "Ctrl-C quit",
      ])
  }

  @Test("Every hint of every table has the one form in Chinese, the tab bar's too")
  func everyTableInChinese() {
    Localization.withLanguage(.simplifiedChinese) {
      for table in KeyTable.allCases {
        for line in table.lines {
          let keys = line.keys == [.typing] ? Labels.typingKeys : line.compactKeys
          let action = Labels.footerLabel(line.action)
          #expect(line.footerItem == keys + "：" + action, "\(table): \(line.footerItem)")
          #expect(line.leadItem == line.leadKey + "：" + action, "\(table): \(line.leadItem)")
        }
      }
      #expect(KeyTable.players.lines.map(\.footerItem).contains("字符键：输入名字"))
      #expect(KeyTable.everywhere.line(for: .help)?.leadItem == "?：帮助")
    }
  }
}

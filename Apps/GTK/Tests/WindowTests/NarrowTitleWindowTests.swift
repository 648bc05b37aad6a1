import Foundation
import Memorize
import Testing

extension WindowTests {
  /// Issue 23 (play-test, Chinese, 400 px): where the section switcher does not fit, the
  /// header said 记忆翻牌 (the application's name) on the Set and Matchismo tabs too.
  @Suite("The narrow header names the section")
  struct NarrowHeaderTitle {
    @Test func eachSectionsTitleInChinese() throws {
      let app = try RunningApp(
        ["--game", "set"], environment: PlayLanguage.chinese.environment)
      try app.resize(width: 400, height: 760)
      let set = try app.layout { $0.section == "set" && $0.width < 500 && $0.headerTitle != nil }
      let titles = Localization.withLanguage(.simplifiedChinese) {
        [Section.set.title, Section.matchismo.title, Section.memorize.title]
      }
      #expect(titles == ["形色牌", "扑克配对", "记忆翻牌"])
      #expect(set.headerTitle == titles[0])
      try app.key("ctrl+Page_Up")
      let matchismo = try app.layout { $0.section == "matchismo" && $0.headerTitle != nil }
      #expect(matchismo.headerTitle == titles[1])
      try app.key("ctrl+Page_Up")
      let memorize = try app.layout { $0.section == "memorize" && $0.headerTitle != nil }
      #expect(memorize.headerTitle == titles[2])
    }

    /// Issue 23 (play-test): the shortcuts window's header said "Shortcuts" in a Chinese window.
    @Test func theShortcutsWindowsHeaderInChinese() throws {
      let app = try RunningApp([], environment: PlayLanguage.chinese.environment)
      _ = try app.layout { $0.section == "memorize" }
      try app.key("ctrl+question")
      let open = try app.layout { $0.shortcutsTitle != nil }
      #expect(open.shortcutsTitle == "键盘快捷键")
    }
  }
}

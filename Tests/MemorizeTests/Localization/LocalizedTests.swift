import CardGames
import Memorize
import Testing

@Suite("Localization: sentences in the player's language")
struct LocalizedTests {
  @Test("English is the text as written, with its placeholders filled")
  func english() {
    #expect(ThemeEditProblem.emojiNotInTheme("🐶").description == "🐶 is not in this theme.")
    #expect(
      ThemeEditProblem.nameTooLong(limit: 1).description
        == "A theme name can be at most 1 character.")
    #expect(
      ThemeEditProblem.nameTooLong(limit: 30).description
        == "A theme name can be at most 30 characters.")
  }

  @Test("Simplified Chinese comes from the catalog, placeholders and plurals included")
  func chinese() {
    Localization.withLanguage(.simplifiedChinese) {
      #expect(ThemeEditProblem.emojiNotInTheme("🐶").description == "🐶 不在这个主题中。")
      #expect(ThemeEditProblem.nameTooLong(limit: 1).description == "主题名称最多 1 个字符。")
      #expect(ThemeEditProblem.nameTooLong(limit: 30).description == "主题名称最多 30 个字符。")
      #expect(
        ThemeEditProblem.theme(.tooFewEmoji(count: 1)).description
          == "一个主题至少需要 2 个表情符号；现在只有 1 个。")
    }
  }

  @Test("Built-in theme names are translated; a name the player chose is kept")
  func themeNames() {
    Localization.withLanguage(.simplifiedChinese) {
      let names = Theme.builtIns.map(\.localizedName)
      #expect(names == ["万圣节", "运动", "动物", "表情", "食物", "交通工具", "太空", "植物", "音乐"])
      var renamed = Theme.halloween
      renamed.name = "Spooky"
      #expect(renamed.localizedName == "Spooky")
      var same = Theme.halloween
      same.id = "mine"
      #expect(same.localizedName == "Halloween")
    }
    #expect(Theme.halloween.localizedName == "Halloween")
  }

  @Test("The pseudo-locale accents every letter, keeps placeholders and grows 40 % in brackets")
  func pseudo() {
    Localization.withLanguage(.pseudo) {
      let text = ThemeEditProblem.emojiNotInTheme("🐶").description
      #expect(text == "[🐶 íš ñóţ íñ ţĥíš ţĥéɱé.~~~~~~~]")
      #expect(text.first == "[" && text.last == "]")
      #expect(!text.contains { $0.isASCII && $0.isLetter })
      #expect(ThemeEditProblem.nameTooLong(limit: 2).description.hasPrefix("[Á ţĥéɱé ñáɱé"))
      #expect(Theme.halloween.localizedName == "[Ĥáļļóŵééñ~~]")
    }
  }

  @Test("A message the catalog lacks comes back in English; a player's text unchanged")
  func fallback() {
    Localization.withLanguage(.simplifiedChinese) {
      #expect(Localization.translate("Not in any catalog") == "Not in any catalog")
      #expect(!Localization.knows("Not in any catalog"))
      #expect(Localization.translate("Halloween", context: "theme") == "万圣节")
      #expect(Localization.knows("Halloween", context: "theme"))
    }
  }
}

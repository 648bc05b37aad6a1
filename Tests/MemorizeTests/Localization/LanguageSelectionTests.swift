import CardGames
import Testing

@testable import Memorize

/// The language follows gettext's rules: `LANGUAGE` (a list), then `LC_ALL`, `LC_MESSAGES`,
/// `LANG`; a `C` or `POSIX` locale is English whatever `LANGUAGE` says.
@Suite("Localization: choosing the language")
struct LanguageSelectionTests {
  @Test(
    "Locale names map to the languages that have a catalog",
    arguments: [
      ("zh_CN.UTF-8", Language.simplifiedChinese), ("zh_CN", .simplifiedChinese),
      ("zh_SG.UTF-8", .simplifiedChinese), ("zh_Hans", .simplifiedChinese),
      ("zh_CN.GB18030", .simplifiedChinese),
      ("en_US.UTF-8", .english), ("en", .english), ("en_GB", .english),
      ("en@pseudo", .pseudo), ("en_US.UTF-8@pseudo", .pseudo),
    ])
  func known(name: String, language: Language) {
    #expect(Language.matching(localeName: name) == language)
  }

  // A bare "zh" names no script: Ubuntu sets LANGUAGE=zh_TW:zh for Traditional Chinese, and a
  // zh_CN catalog is not gettext's answer to "zh" either.
  @Test(
    "Traditional Chinese, a bare zh and languages without a catalog match nothing",
    arguments: [
      "zh_TW.UTF-8", "zh_HK", "zh_MO", "zh_Hant", "zh", "zh.UTF-8", "fr_FR.UTF-8", "de", "", "C",
      "POSIX",
    ])
  func unknown(name: String) {
    #expect(Language.matching(localeName: name) == nil)
  }

  @Test(
    "The environment chooses as gettext does",
    arguments: [
      ([:], Language.english),
      (["LANG": "zh_CN.UTF-8"], .simplifiedChinese),
      (["LANG": "en_US.UTF-8", "LC_MESSAGES": "zh_CN.UTF-8"], .simplifiedChinese),
      (["LANG": "zh_CN.UTF-8", "LC_MESSAGES": "en_US.UTF-8"], .english),
      (["LANG": "zh_CN.UTF-8", "LC_ALL": "C"], .english),
      (["LANG": "zh_CN.UTF-8", "LC_ALL": "C.UTF-8"], .english),
      (["LANG": "zh_CN.UTF-8", "LC_ALL": "POSIX"], .english),
      (["LANG": "zh_CN.UTF-8", "LC_ALL": ""], .simplifiedChinese),
      (["LANG": "zh_TW.UTF-8"], .english),
      (["LANG": "zh_HK.UTF-8"], .english),
      (["LANG": "en_US.UTF-8", "LANGUAGE": "zh_CN:en"], .simplifiedChinese),
      (["LANG": "en_US.UTF-8", "LANGUAGE": "fr:zh_TW:zh_CN"], .simplifiedChinese),
      (["LANG": "zh_CN.UTF-8", "LANGUAGE": "en_GB:zh_CN"], .english),
      // LANGUAGE, when set, is the whole list (gettext does not go on to the locale).
      (["LANG": "zh_CN.UTF-8", "LANGUAGE": "fr:de"], .english),
      (["LANG": "zh_CN.UTF-8", "LANGUAGE": "zh_TW"], .english),
      (["LANG": "zh_TW.UTF-8", "LANGUAGE": "zh_TW:zh"], .english),
      (["LANG": "zh_HK.UTF-8", "LANGUAGE": "zh_HK:zh_TW:zh"], .english),
      (["LANG": "zh_CN.UTF-8", "LANGUAGE": "zh_CN:zh"], .simplifiedChinese),
      (["LANG": "zh_CN.UTF-8", "LANGUAGE": ":"], .simplifiedChinese),
      (["LANG": "fr_FR.UTF-8", "LANGUAGE": "fr:de"], .english),
      (["LANGUAGE": "zh_CN"], .english),
      (["LC_ALL": "C", "LANGUAGE": "zh_CN"], .english),
      (["LANG": "en_US.UTF-8", "LANGUAGE": "en@pseudo"], .pseudo),
      (["LANG": "en_US.UTF-8", "LANGUAGE": ""], .english),
    ])
  func environment(variables: [String: String], language: Language) {
    #expect(Language.preferred(environment: variables) == language)
  }

  @Test("A language bound for a stretch of code applies there only")
  func binding() {
    #expect(Localization.language == .english)
    Localization.withLanguage(.simplifiedChinese) {
      #expect(Localization.language == .simplifiedChinese)
      Localization.withLanguage(.pseudo) { #expect(Localization.language == .pseudo) }
      #expect(Localization.language == .simplifiedChinese)
    }
    #expect(Localization.language == .english)
  }
}

@Suite("Localization: --language")
struct LanguageFlagTests {
  @Test("--language names a language by its locale name, over the environment")
  func parsed() throws {
    #expect(try LaunchArguments.parse([], for: .terminal).language == nil)
    #expect(
      try LaunchArguments.parse(["--language", "zh_CN"], for: .terminal).language
        == .simplifiedChinese)
    #expect(try LaunchArguments.parse(["--language=en"], for: .terminal).language == .english)
    #expect(
      try LaunchArguments.parse(["--language", "en@pseudo"], for: .terminal).language == .pseudo)
  }

  @Test("A language without a catalog is a bad command line", arguments: ["fr", "zh_TW", "C"])
  func refused(name: String) {
    #expect(
      throws: LaunchArgumentError(message: "--language must be one of en, zh_CN, not “\(name)”")
    ) {
      try LaunchArguments.parse(["--language", name], for: .terminal)
    }
  }

  @Test("--list-themes lists the built-in themes by their translated names")
  func listing() {
    let halloween = Theme.halloween
    #expect(halloween.listingLine == "Halloween: 8 pairs, 👻🎃🦇🧛🍬🍭💀🧙😈🙀🧟🍫")
    Localization.withLanguage(.simplifiedChinese) {
      #expect(halloween.listingLine == "万圣节：8 对，👻🎃🦇🧛🍬🍭💀🧙😈🙀🧟🍫")
    }
  }
}

@Suite("Localization: --help")
struct HelpInChineseTests {
  @Test("--help in Chinese: translated, and no line wider than 80 columns")
  func chineseHelp() {
    Localization.withLanguage(.simplifiedChinese) {
      for frontEnd in FrontEnd.allCases {
        let help = frontEnd.help
        #expect(help.contains("选项："))
        #expect(help.contains("按键："))
        for line in help.split(separator: "\n") {
          #expect(FrontEnd.columns(String(line)) <= 80, "\(line)")
          // Chinese typography: no line starts with closing punctuation or ends with opening.
          let text = line.drop { $0 == " " }
          #expect(text.first.map { !"，。、；：！？）」》”".contains($0) } ?? true, "\(line)")
          #expect(text.last.map { !"（「《“".contains($0) } ?? true, "\(line)")
        }
      }
      #expect(FrontEnd.terminal.help.contains("显示此帮助并退出。"))
      #expect(FrontEnd.window.help.hasPrefix("记忆翻牌：CS193P 的配对纸牌游戏，桌面窗口版。\n"))
      // The application is called what its launcher entry calls it (Name[zh_CN]=记忆翻牌).
      #expect(WindowLabels.applicationName == "记忆翻牌")
      #expect(WindowLabels.aboutMemorize == "关于记忆翻牌")
      // The synopsis lines up under the program's name, the wide 用法： counting two columns a
      // character.
      #expect(
        FrontEnd.window.usage == """
          用法：memorize-gtk [--game memorize|matchismo|set] [--theme NAME] [--pairs N]
                             [--seed N] [--time-bonus] [--players NAMES]
                             [--vs-computer LEVEL] [--language LANG] [--join HOST:PORT]
                             [--code CODE] [--name NAME] [--watch]
                memorize-gtk --list-themes | --list-theme-names |
                             --completion bash|zsh|fish | --help | --version
          """)
    }
  }

  @Test("Chinese breaks between characters; English only at spaces")
  func breaking() {
    #expect(FrontEnd.wrap(FrontEnd.breakable("one two three"), width: 7) == ["one two", "three"])
    // The full stop stays with the character before it, the bracket with the one after.
    #expect(FrontEnd.wrap(FrontEnd.breakable("显示此帮助并退出。"), width: 8) == ["显示此帮", "助并退", "出。"])
    #expect(FrontEnd.wrap(FrontEnd.breakable("选项（最多四个）"), width: 6) == ["选项", "（最多", "四个）"])
    #expect(FrontEnd.columns("帮助 help") == 9)
  }
}

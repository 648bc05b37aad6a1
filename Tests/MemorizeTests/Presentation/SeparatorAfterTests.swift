import Testing

@testable import Memorize

/// A race's event line measured what a held event takes beside the next by joining it to a
/// stand-in "·" and taking a column off; the separator after a phrase is now the view model's
/// to say, the one ``Phrases/beside(_:)`` puts there.
@Suite("The separator after a phrase, as beside(_:) parts phrases")
struct SeparatorAfterTests {
  @Test("“ · ” after a phrase; none after a full-width sentence")
  func separator() {
    Localization.withLanguage(.english) {
      #expect(Phrases.separator(after: "Ana called Set!") == " · ")
      #expect(Phrases.separator(after: "") == " · ")
    }
    Localization.withLanguage(.simplifiedChinese) {
      #expect(Phrases.separator(after: "Ana 喊了“形色！”") == " · ")
      #expect(Phrases.separator(after: "新的多人最高分：13 分！") == "")
      #expect(Phrases.separator(after: "Ana 找到一组。") == "")
      #expect(Phrases.separator(after: "还剩几张？") == "")
    }
  }

  @Test("beside(_:) puts exactly that separator between each two phrases")
  func besideAgrees() {
    Localization.withLanguage(.simplifiedChinese) {
      let phrases = ["新的多人最高分：13 分！", "多人最快：4:05", "Ana 找到一组", "好。"]
      let joined = phrases.dropFirst().reduce(phrases[0]) { line, phrase in
        line + Phrases.separator(after: line) + phrase
      }
      #expect(Phrases.beside(phrases) == joined)
      #expect(joined == "新的多人最高分：13 分！多人最快：4:05 · Ana 找到一组 · 好。")
    }
  }

  /// Issue 23 (a stranger's play-test): the announced ending doubled its punctuation,
  /// "游戏结束！；Ana 获胜…", "…每组 6.4 秒。；得分 33". A finished sentence is followed by the
  /// next as sentences are; "；" and "; " part only what does not end one.
  @Test("together(_:) adds no “；” or “; ” after a finished sentence")
  func togetherAfterASentence() {
    Localization.withLanguage(.english) {
      #expect(
        Phrases.together(["Set! +3 for a set", "Game over!", "Ana wins.", "Score 33", "Best: 40"])
          == "Set! +3 for a set; Game over! Ana wins. Score 33; Best: 40")
    }
    Localization.withLanguage(.simplifiedChinese) {
      #expect(
        Phrases.together(["形色！+3 分", "游戏结束！", "Ana 获胜", "25 组，每组 6.4 秒。", "得分 33"])
          == "形色！+3 分；游戏结束！Ana 获胜；25 组，每组 6.4 秒。得分 33")
      #expect(Phrases.together(["Ana 喊了“形色！”", "Ben 超时"]) == "Ana 喊了“形色！”；Ben 超时")
    }
  }
}

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
}

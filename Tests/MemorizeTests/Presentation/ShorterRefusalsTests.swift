import Testing

@testable import Memorize

/// Issue 23's play-test at 40 columns: a refusal had no shorter form, so a narrow line cut it
/// mid-sentence ("No hints at a race: call Set! when you").
@Suite("A refusal in fewer words: its first clause, as a sentence")
struct ShorterRefusalsTests {
  @Test("English: up to the first colon or semicolon, with a full stop")
  func english() {
    Localization.withLanguage(.english) {
      #expect(Phrases.shorterRefusals(Phrases.notAtARace) == ["No hints at a race."])
      #expect(
        Phrases.shorterRefusals(Phrases.eachPersonAsksForMore)
          == ["Each person asks for three more cards."])
      #expect(
        Phrases.shorterRefusals(Phrases.tableIsBusy(calling: "Ana")) == ["Ana is calling."])
      #expect(Phrases.shorterRefusals(Phrases.raceIsOver) == ["The race is over."])
      #expect(Phrases.shorterRefusals(Phrases.callSetFirst) == ["Call Set! first."])
      // One clause: nothing shorter to say.
      #expect(Phrases.shorterRefusals(Phrases.noSuchSeat) == [])
      #expect(Phrases.shorterRefusals(": starts with a joint") == [])
    }
  }

  @Test("Chinese: up to the first full-width colon or semicolon, with 。")
  func chinese() {
    Localization.withLanguage(.simplifiedChinese) {
      #expect(Phrases.shorterRefusals(Phrases.notAtARace) == ["比赛中没有提示。"])
      #expect(
        Phrases.shorterRefusals(Phrases.tableIsBusy(calling: "Ana")) == ["Ana 已喊“形色！”。"])
      #expect(Phrases.shorterRefusals(Phrases.raceIsOver) == ["本场比赛已结束。"])
      #expect(Phrases.shorterRefusals(Phrases.callSetFirst) == ["先喊“形色！”。"])
    }
  }
}

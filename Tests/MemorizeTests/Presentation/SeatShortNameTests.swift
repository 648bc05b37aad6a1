import Memorize
import Testing

/// Issue 23: a seat the game named by its number ("Player 2") was cut to "Playe…" where "P2"
/// would have fit; it has a short form as a computer's has.
@Suite("A seat named by its number has a short form")
struct SeatShortNameTests {
  @Test("“Player 2” goes to “P2”, never “Playe…”; a person's name is still cut")
  func english() {
    #expect(Phrases.shortName("Player 2") == "P2")
    #expect(Phrases.shorterNames("Player 2") == ["P2"])
    #expect(Phrases.shortSeatLabel("Player 2") == "P2:")
    #expect(Phrases.cutSeatLabels("Player 2") == [])
    #expect(Phrases.raceNameForms("Player 2").allSatisfy { $0 == "P2" })
    #expect(Phrases.shorterNames("Christopher") == ["Christo…", "Chris…", "Chr…"])
    #expect(Phrases.shortName("Ana") == nil)
    #expect(Phrases.shortName("Computer (good)") == "CPU")
  }

  @Test("In Chinese “玩家 2” goes to “2 号”, and an English seat name too")
  func chinese() {
    Localization.withLanguage(.simplifiedChinese) {
      #expect(Phrases.shortName("玩家 2") == "2 号")
      #expect(Phrases.shortName("Player 3") == "3 号")
      #expect(Phrases.shortSeatLabel("玩家 2") == "2 号：")
    }
  }
}

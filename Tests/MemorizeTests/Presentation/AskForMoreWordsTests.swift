import Testing

@testable import Memorize

/// Issue 23 (play-test): the window's 3 More tooltip said "You asks for three more cards", and
/// nothing told 3 More (a vote) from Deal 3 More (which deals).
@Suite("A race's 3 More button in the person's own words")
struct AskForMoreWordsTests {
  @Test func english() {
    Localization.withLanguage(.english) {
      #expect(Phrases.askForMoreButton("You") == "You ask for three more cards")
      #expect(Phrases.askForMoreButton("Ana") == "Ana asks for three more cards")
      #expect(
        Phrases.askForMoreTooltip("You")
          == "You ask for three more cards: a vote; they are dealt when most of the people ask")
      #expect(
        Phrases.askForMoreTooltip("Ana")
          == "Ana asks for three more cards: a vote; they are dealt when most of the people ask")
    }
  }

  @Test func chinese() {
    Localization.withLanguage(.simplifiedChinese) {
      #expect(Phrases.askForMoreButton("You") == "你要求再发三张牌")
      #expect(
        Phrases.askForMoreTooltip(Phrases.shownName("You")) == "你要求再发三张牌：这是投票，过半数的人要求后才发牌")
    }
  }
}

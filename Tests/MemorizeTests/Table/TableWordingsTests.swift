import Testing

@testable import Memorize

/// Issue 23 (table-56 5): a line said to one reader of a shared table alone is kept in every
/// language, made again from how it was made; a person's name in the words of a catalog
/// sentence was made again as that sentence, translated.
@Suite struct TableWordingsTests {
  /// A line said to one seat alone is kept in every language, made again from how it was
  /// made: a person's name in the words of a catalog sentence was made again as that sentence.
  @Test func aNameInTheWordsOfACatalogSentenceIsNeverTranslated() {
    let wordings = Localization.Wordings()
    let line = wordings.record {
      Localization.withLanguage(.english) {
        // The table made the sentence "Free seat" (a seats line) and, in the same message,
        // said the turn of a person called "Free seat".
        _ = Phrases.Table.seatsLine([Phrases.Table.freeSeat], watchers: 0)
        return Phrases.Table.notYourTurn(Phrases.shownName("Free seat"))
      }
    }
    #expect(line == "It is Free seat's turn.")
    let chinese = Localization.withLanguage(.simplifiedChinese) {
      Phrases.Table.notYourTurn("Free seat")
    }
    #expect(wordings.line(line, in: .simplifiedChinese) == chinese)
    #expect(chinese.contains("Free seat"))
    // A name the game suggested is the game's, and is said in each language.
    let numbered = wordings.record {
      Localization.withLanguage(.english) {
        Phrases.Table.notYourTurn(Phrases.shownName(Phrases.seatName(1)))
      }
    }
    #expect(numbered == "It is Player 2's turn.")
    #expect(wordings.line(numbered, in: .simplifiedChinese)?.contains("玩家 2") == true)
  }
}

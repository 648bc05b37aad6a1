import Testing

@testable import Memorize

/// Issue 23: the line of who sits at a table read "Ben（离开）（1人观战）" when its last seat was away
/// and someone watched: two brackets side by side. The watchers now follow a semicolon.
@Suite("The seats line says who is away and how many watch, without brackets side by side")
struct SeatsLineTests {
  @Test("English: a seat away last, then the watchers")
  func english() {
    Localization.withLanguage(.english) {
      #expect(
        Phrases.Table.seatsLine(["Ana", Phrases.Table.away("Ben")], watchers: 1)
          == "At the table: Ana, Ben (away); 1 watching")
      #expect(
        Phrases.Table.seatsLine(["Ana", Phrases.Table.freeSeat], watchers: 2)
          == "At the table: Ana, Free seat; 2 watching")
      #expect(
        Phrases.Table.seatsLine(["Ana", Phrases.Table.away("Ben")], watchers: 0)
          == "At the table: Ana, Ben (away)")
    }
  }

  @Test("Chinese: full-width brackets and semicolon, no space between")
  func chinese() {
    Localization.withLanguage(.simplifiedChinese) {
      #expect(
        Phrases.Table.seatsLine(["Ana", Phrases.Table.away("Ben")], watchers: 1)
          == "牌桌上：Ana、Ben（离开）；1 人观战")
    }
  }
}

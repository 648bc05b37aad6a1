import CardGames
import Memorize
import TerminalKit
import Testing

@testable import MemorizeTerminal

/// A play-test's Statistics: a last game with several players too wide for its row wrapped
/// between words, so a row began "· Benedikt Longname…" and a name could be torn across rows.
/// The seats now break only between themselves, the "·" kept at the end of the row above.
@Suite("A table's result in Statistics breaks between seats")
struct StatisticsTableResultWrapTests {
  static let names = ["Ana", "Benedikt Longname", "Charlotte Evergreen", "Dmitri Konstantinov"]

  /// The Statistics rows, trimmed, after one Memorize game of the four `names` at `width`.
  static func rows(_ language: Language, width: Int) -> [String] {
    Localization.withLanguage(language) {
      let fixture = ScreenFixture(TerminalSize(width: width, height: 24))
      let key = Statistics.Key(game: .memorize, themeID: "halloween", pairs: 8)
      let seats = names.map { Statistics.Seat(name: $0) }
      fixture.app.statistics.gameStarted(key)
      fixture.app.statistics.gameFinished(
        key, seats: seats, winners: [3], topScore: 8, seconds: 40,
        result: .init(seats: [
          .init(seats[0], score: 0, pairs: 0), .init(seats[1], score: 6, pairs: 3),
          .init(seats[2], score: 2, pairs: 1), .init(seats[3], score: 8, pairs: 4),
        ]))
      fixture.press(.character("4"))
      return fixture.draw().snapshotLines.map { $0.trimmingCharacters(in: .whitespaces) }
    }
  }

  @Test("The seats in rows of whole phrases, the separator ending the row above")
  func phraseLines() {
    let line = "Ana 5 pairs · Benedikt Longname 3 pairs · Cy 0 pairs"
    #expect(
      TextWrapping.wrapPhrases(line, toWidth: 30) == [
        "Ana 5 pairs ·", "Benedikt Longname 3 pairs ·", "Cy 0 pairs",
      ])
    #expect(TextWrapping.wrapPhrases(line, toWidth: 60) == [line])
    // A seat wider than a row alone breaks between its words, its "·" still at its end.
    #expect(
      TextWrapping.wrapPhrases(line, toWidth: 20) == [
        "Ana 5 pairs ·", "Benedikt Longname 3", "pairs ·", "Cy 0 pairs",
      ])
  }

  @Test(
    "At 80 and 40 columns, in English and Chinese, no row opens with · and no name is torn",
    arguments: [Language.english, .simplifiedChinese], [80, 40])
  func noRowOpensWithSeparator(language: Language, width: Int) {
    let rows = Self.rows(language, width: width)
    let text = rows.joined(separator: "\n")
    #expect(!rows.contains { $0.hasPrefix("·") }, "\(language) at \(width):\n\(text)")
    for name in Self.names {
      #expect(text.contains(name), "\(name) whole, \(language) at \(width):\n\(text)")
    }
  }

  @Test("The exact rows at 80 and 40 columns in English and Chinese")
  func exactRows() throws {
    let english80 = Self.rows(.english, width: 80)
    #expect(
      english80.contains("Dmitri Konstantinov 4 pairs · Benedikt Longname 3 pairs ·")
        && english80.contains("Charlotte Evergreen 1 pair · Ana 0 pairs"),
      "\(english80.joined(separator: "\n"))")
    // 36 columns under the name: one seat a row.
    let english40 = Self.rows(.english, width: 40)
    let seats = try #require(english40.firstIndex(of: "Dmitri Konstantinov 4 pairs ·"))
    #expect(
      Array(english40[seats..<(seats + 4)]) == [
        "Dmitri Konstantinov 4 pairs ·", "Benedikt Longname 3 pairs ·",
        "Charlotte Evergreen 1 pair ·", "Ana 0 pairs",
      ], "\(english40.joined(separator: "\n"))")
    let chinese80 = Self.rows(.simplifiedChinese, width: 80)
    #expect(
      chinese80.contains("Dmitri Konstantinov 4 对 · Benedikt Longname 3 对 ·")
        && chinese80.contains("Charlotte Evergreen 1 对 · Ana 0 对"),
      "\(chinese80.joined(separator: "\n"))")
    let chinese40 = Self.rows(.simplifiedChinese, width: 40)
    #expect(
      chinese40.contains("Dmitri Konstantinov 4 对 ·")
        && chinese40.contains("Benedikt Longname 3 对 ·")
        && chinese40.contains("Charlotte Evergreen 1 对 · Ana 0 对"),
      "\(chinese40.joined(separator: "\n"))")
  }
}

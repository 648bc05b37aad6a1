import CardGames
import Foundation
import Memorize
import TerminalKit
import TerminalTestSupport
import Testing

@testable import MemorizeTerminal

/// Issue 23 at narrow widths: the line under the cards says the last pair's verdict, why the
/// score changed and whose turn it is, the reason giving way first (term-53); the header keeps
/// every seat, names cut where they must be, and one form of the counts for a width through the
/// game.
@Suite("Narrow verdicts and headers")
struct NarrowVerdictAndHeaderTests {
  /// The line after the New game button on `row`.
  static func line(_ fixture: ScreenFixture, row: Int) throws -> String {
    let text = fixture.draw().snapshotLines[row]
    let button = try #require(text.range(of: Labels.newGame), "\(text)")
    let after = try #require(text[button.upperBound...].firstIndex(of: "]"), "\(text)")
    return text[text.index(after: after)...].trimmingCharacters(in: .whitespaces)
  }

  @Test(
    "A mismatch that cost a point: its reason, short, and whose turn it is, which outlasts it",
    arguments: [
      // The card that cost the point, named (issue 23's third round).
      (Language.english, 80, 24, "Benjamin: No match. −1: 🦁 turned up again. Ana to move"),
      (.english, 40, 15, "Ben…: No match. Ana to move"),
      (.simplifiedChinese, 40, 15, "Benjamin：没有配对。轮到 Ana"),
    ])
  func seenBefore(language: Language, width: Int, height: Int, expected: String) throws {
    try Localization.withLanguage(language) {
      let fixture = ScreenFixture(TerminalSize(width: width, height: height)) { app in
        app.startMemorize(
          theme: Theme.builtIns[2], pairs: 8, seed: 3,
          players: ["Ana", "Benjamin"].map { Player(name: $0) })
      }
      let other = try #require((1..<16).first { try fixture.twin(of: 0) != $0 })
      for index in [0, other, 0, other] { try fixture.choose(index) }
      let shown = try Self.line(fixture, row: height - 2)
      #expect(shown == expected)
    }
  }

  @Test("The short reason and the computer's short name, in both languages")
  func shortForms() {
    let outcome = MemoryGame<String>.Outcome.mismatched(cardIDs: [1, 2], points: -1)
    Localization.withLanguage(.english) {
      #expect(Phrases.shortScoreReason(of: outcome) == "−1: turned up again")
      #expect(Phrases.shorterNames("Computer (good)") == ["CPU"])
      #expect(Phrases.shorterNames("Christopher") == ["Christo…", "Chris…", "Chr…"])
      #expect(Phrases.shorterNames("Ana") == [])
    }
    Localization.withLanguage(.simplifiedChinese) {
      #expect(Phrases.shortScoreReason(of: outcome) == "再次翻开 −1 分")
      #expect(Phrases.shorterNames("Computer (good)") == ["电脑"])
    }
  }

  @Test("Three long names at 40 columns: every seat stays, each name cut with a mark")
  func threeLongNames() throws {
    let fixture = ScreenFixture(TerminalSize(width: 40, height: 15)) { app in
      app.startMemorize(
        theme: Theme.builtIns[2], pairs: 8, seed: 3,
        players: ["Christopher", "Bartholomew", "Alexandria"].map { Player(name: $0) })
    }
    let header = fixture.draw().snapshotLines[0].trimmingCharacters(in: .whitespaces)
    // As much of each name as the row holds beside each seat's pairs and points, the seats a
    // column apart (the mark's column).
    #expect(header == "▶Chris…: 0·0 Barth…: 0·0 Alexa…: 0·0")
  }

  @Test("At one width the counts keep one form from move to move")
  func stableUnit() {
    func status(_ counts: [Int]) -> SectionStatus {
      SectionStatus(
        title: "Memorize · Halloween", shorterTitles: ["Halloween"],
        items: zip(["Ana:", "CPU:"], counts).map { label, count in
          StatusItem(
            label, Phrases.pairs(count), shortValue: "\(count)", widestValue: Phrases.pairs(8),
            priority: .essential, isCurrent: label == "Ana:")
        })
    }
    Localization.withLanguage(.english) {
      let before = StatusLine.shortened(status([1, 1]), width: 40).items.map(\.value)
      let after = StatusLine.shortened(status([1, 2]), width: 40).items.map(\.value)
      // The whole counts, without the title (issue 23: the units outlast it).
      #expect(before == ["1 pair", "1 pair"])
      #expect(after == ["1 pair", "2 pairs"])
    }
  }
}

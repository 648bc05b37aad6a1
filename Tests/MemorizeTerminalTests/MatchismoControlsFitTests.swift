import CardGames
import Foundation
import Memorize
import TerminalKit
import TerminalTestSupport
import Testing

@testable import MemorizeTerminal

/// Matchismo's row of controls under the cards: the match counts, Redeal and the history's
/// ◀ N/M ▶. Short of room it gives way whole, and the counter keeps its spaces (issue 23
/// play-test: at 40 columns it read "[◀]1/1[▶]", and from 10 outcomes on it was gone). Only
/// what acts is drawn (issue 23, editor-54): after the first choice the match count in play
/// alone, ◀ from the second outcome, ▶ while scrubbing back; an arrow's place stays blank.
@Suite("Matchismo's controls give way whole")
struct MatchismoControlsFitTests {
  /// Matchismo at `width`×15 after `outcomes` outcomes of two cards each, live.
  static func fixture(width: Int, outcomes: Int) throws -> ScreenFixture {
    let fixture = ScreenFixture(TerminalSize(width: width, height: 15))
    fixture.press(.character("2"))
    let game = fixture.app.matchismo
    while game.history.count < outcomes {
      // The first card neither chosen nor matched: every second choice is an outcome.
      let next = try #require(
        game.cards.indices.first { !game.cards[$0].isChosen && !game.cards[$0].isMatched },
        "ran out of cards at \(game.history.count) outcomes")
      game.choose(at: next)
    }
    #expect(game.history.count == outcomes)
    return fixture
  }

  /// The controls row as drawn, without the spaces after it.
  static func row(of fixture: ScreenFixture) throws -> String {
    let lines = fixture.draw().snapshotLines
    let row = try #require(lines.first { $0.contains("[\(Labels.redeal)]") }, "\(lines)")
    return String(row.reversed().drop { $0 == " " }.reversed())
  }

  @Test(
    "From 40 columns to 200: the longest row that fits, the counter with its spaces",
    arguments: [Language.english, .simplifiedChinese], [1, 10])
  func longestThatFits(language: Language, outcomes: Int) throws {
    try Localization.withLanguage(language) {
      for width in 40...200 {
        let fixture = try Self.fixture(width: width, outcomes: outcomes)
        let board = try #require(fixture.app.board(of: .matchismo))
        let counts = board.buttons.filter {
          if case .matchCount = $0.action { return true } else { return false }
        }
        #expect(
          counts.map(\.shortTitle)
            == (language == .english ? ["2", "3"] : ["2 张", "3 张"]))
        // Most first: full titles and double gaps, single gaps, short titles with double gaps,
        // then single ones; each measured with both arrows' places.
        let older = outcomes > 1 ? "[◀]" : "   "
        let rows = [(false, 2), (false, 1), (true, 2), (true, 1)].map { short, gap in
          let titles = counts.filter { $0.isOn == true }.map {
            short ? $0.shortTitle ?? "" : $0.title
          }
          let spaces = String(repeating: " ", count: gap)
          let row =
            " " + titles.map { "[\($0)]" }.joined(separator: " ") + spaces
            + "[\(Labels.redeal)]" + spaces + "\(older) \(outcomes)/\(outcomes)"
          return (row, DisplayWidth.of(row) + 4)
        }
        let expected = try #require(
          rows.first { $0.1 <= width }, "\(width): no row fits")
        #expect(try Self.row(of: fixture) == expected.0, "\(width) columns")
      }
    }
  }

  @Test(
    "At 40 columns: the match count in play, the counter with its spaces, from 1 to 10 outcomes",
    arguments: [
      (Language.english, 1, " [2 cards]  [Redeal]      1/1"),
      (.english, 10, " [2 cards]  [Redeal]  [◀] 10/10"),
      // The count in play alone has room for its whole title ("2 张牌"; "2 张" short).
      (.simplifiedChinese, 1, " [2 张牌]  [重新发牌]      1/1"),
      (.simplifiedChinese, 10, " [2 张牌]  [重新发牌]  [◀] 10/10"),
    ])
  func atForty(language: Language, outcomes: Int, expected: String) throws {
    try Localization.withLanguage(language) {
      let fixture = try Self.fixture(width: 40, outcomes: outcomes)
      #expect(try Self.row(of: fixture) == expected)
      // Redeal, and ◀ once there is an older outcome to show, take clicks where they are drawn.
      let row = try Self.row(of: fixture)
      let y = try #require(fixture.screen.hits.rect(of: .button(.newGame))).y
      func columns(of text: String) throws -> Rect {
        let range = try #require(row.range(of: text))
        return Rect(
          x: DisplayWidth.of(String(row[..<range.lowerBound])), y: y,
          width: DisplayWidth.of(text), height: 1)
      }
      #expect(
        fixture.screen.hits.rect(of: .button(.newGame)) == (try columns(of: "[\(Labels.redeal)]")))
      #expect(
        fixture.screen.hits.rect(of: .button(.historyOlder))
          == (outcomes > 1 ? try columns(of: "[◀]") : nil))
    }
  }
}

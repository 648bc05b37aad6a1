import CardGames
import Foundation
import Memorize
import TerminalKit
import TerminalTestSupport
import Testing

@testable import MemorizeTerminal

/// Memorize against the computer: the line under the cards says the computer is thinking, in
/// the longest of the view model's forms that fits whole (issue 23 play-test: at 40×15 it read
/// "Computer (good)…", the sentence cut where its verb should be).
@Suite("The computer's turn fits its line")
struct ComputerTurnFitTests {
  /// Who sits where: a person first, who mismatches and so passes the turn; or the computer
  /// first, to move before anyone chose.
  enum Seating: CaseIterable {
    case personFirst
    case computerFirst
  }

  /// A table of Ana and the good computer at `width`×15, the computer to move.
  static func fixture(width: Int, seating: Seating) throws -> ScreenFixture {
    let ana = Player(name: "Ana")
    let computer = Player(name: "Computer (good)", computerLevel: .good)
    let fixture = ScreenFixture(TerminalSize(width: width, height: 15)) { app in
      app.startMemorize(
        theme: Theme.builtIns[2], pairs: 8, seed: 3,
        players: seating == .personFirst ? [ana, computer] : [computer, ana])
    }
    if seating == .personFirst {
      let other = try #require((1..<16).first { try fixture.twin(of: 0) != $0 })
      for index in [0, other] { try fixture.choose(index) }
    }
    #expect(fixture.app.memorize?.isComputerToMove == true)
    return fixture
  }

  /// The text after the New game button on the row above the tabs, and its room.
  static func line(of fixture: ScreenFixture) throws -> (text: String, room: Int) {
    let row = fixture.draw().snapshotLines[13]
    let button = try #require(row.range(of: Labels.newGame), "\(row)")
    let after = try #require(row[button.upperBound...].firstIndex(of: "]"), "\(row)")
    let rest = String(row[row.index(after: after)...])
    return (rest.trimmingCharacters(in: .whitespaces), DisplayWidth.of(rest) - 2)
  }

  @Test(
    "The view model's forms, fewest words last, end in the short turn",
    arguments: [
      (
        Language.english, Seating.personFirst,
        [
          "Ana: No match. Computer (good) is thinking…", "Ana: No match. Thinking…",
          "Computer (good) is thinking…", "Thinking…",
        ]
      ),
      (.english, .computerFirst, ["Computer (good) is thinking…", "Thinking…"]),
      (
        .simplifiedChinese, .personFirst,
        ["Ana：没有配对。电脑（高手）正在思考…", "Ana：没有配对。思考中…", "电脑（高手）正在思考…", "思考中…"]
      ),
      (.simplifiedChinese, .computerFirst, ["电脑（高手）正在思考…", "思考中…"]),
    ])
  func forms(language: Language, seating: Seating, expected: [String]) throws {
    try Localization.withLanguage(language) {
      let board = try #require(Self.fixture(width: 80, seating: seating).app.board(of: .memorize))
      #expect([board.verdict ?? ""] + board.shorterVerdicts == expected)
    }
  }

  @Test(
    "From 40 columns to 200 the line shows the longest form that fits, whole",
    arguments: [Language.english, .simplifiedChinese], Seating.allCases)
  func longestThatFits(language: Language, seating: Seating) throws {
    try Localization.withLanguage(language) {
      for width in 40...200 {
        let fixture = try Self.fixture(width: width, seating: seating)
        let board = try #require(fixture.app.board(of: .memorize))
        let forms = [board.verdict ?? ""] + board.shorterVerdicts
        let (line, room) = try Self.line(of: fixture)
        let expected = try #require(
          forms.first { DisplayWidth.of($0) <= room }, "\(width): no form fits \(room) columns")
        #expect(line == expected, "\(width) columns, \(room) to fill")
      }
    }
  }

  /// At 40×15 the verdict on the last pair and whose turn it is share the line (issue 23: the
  /// line said only whose turn it was, and a pair's fate went unsaid; then only the verdict,
  /// term-53); with no pair yet, the computer is thinking, in so many words.
  @Test(
    "At 40×15 the last verdict with the turn, else the computer is thinking, in so many words",
    arguments: [
      (Language.english, "Ana: No match. Thinking…", "Thinking…"),
      (.simplifiedChinese, "Ana：没有配对。思考中…", "电脑（高手）正在思考…"),
    ])
  func atForty(language: Language, verdict: String, thinking: String) throws {
    try Localization.withLanguage(language) {
      let afterPair = try Self.line(of: Self.fixture(width: 40, seating: .personFirst))
      let first = try Self.line(of: Self.fixture(width: 40, seating: .computerFirst))
      #expect(afterPair.text == verdict)
      #expect(first.text == thinking)
    }
  }
}

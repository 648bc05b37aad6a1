import CardGames
import Memorize
import TerminalKit
import Testing

@testable import MemorizeTerminal

/// Issue 23: a line that answers (a notice, an undo offer, what a key did or why it did
/// nothing) is drawn over the tabs and never takes a row from the board, so no card moves when
/// it comes or goes; and one answer shows at a time, the newest.
@Suite("The one line of answers")
struct AnswerLineTests {
  private static let narrow = TerminalSize(width: 40, height: 15)

  /// The rows of the next frame, spaces at their ends trimmed.
  private func rows(_ fixture: ScreenFixture) -> [String] {
    fixture.draw().snapshotLines.map(Self.trimmed)
  }

  private static func trimmed(_ line: String) -> String {
    var line = line
    while line.last == " " { line.removeLast() }
    return line
  }

  @Test(
    "At 40×15 u with nothing to undo says so over the tabs; every row of the board stays",
    arguments: [
      (Language.english, " There is nothing to undo."),
      (.simplifiedChinese, " 没有可撤销的操作。"),
    ])
  func nothingToUndoKeepsTheBoard(language: Language, foot: String) throws {
    try Localization.withLanguage(language) {
      let fixture = ScreenFixture(Self.narrow) { app in
        app.startMemorize(theme: .halloween, pairs: 12, seed: 2)
      }
      try fixture.choose(20)
      let before = rows(fixture)
      fixture.press(.character("u"))
      let after = rows(fixture)
      #expect(Array(after.prefix(14)) == Array(before.prefix(14)))
      #expect(after[14] == foot)
      fixture.press(.right)
      #expect(rows(fixture)[14] == before[14])
    }
  }

  @Test("A notice at 40×15 is drawn over the tabs (and the row above): the cards stay put")
  func noticeKeepsTheCards() throws {
    let fixture = ScreenFixture(Self.narrow, themesFile: "[1, 2") { app in
      app.startMemorize(theme: .halloween, pairs: 12, seed: 2)
    }
    let notice = try #require(fixture.app.notices.first)
    let with = rows(fixture)
    #expect(with[13].hasPrefix(" ⚠ ") || with[14].hasPrefix(" ⚠ "))
    let line = try #require(fixture.screen.hits.rect(of: .button(.dismissNotice)))
    fixture.click(at: Point(x: line.x + 4, y: line.y))
    #expect(fixture.app.notices.first != notice)
    let without = rows(fixture)
    #expect(!without.joined().contains("⚠"))
    // The cards' rows, above the buttons: the same with the notice and without.
    #expect(Array(with.prefix(13)) == Array(without.prefix(13)))
  }

  @Test(
    "A later answer replaces the board's refusal: one answer line, the newest",
    arguments: [
      ("2", "i", "Matchismo has no hints."),
      ("3", "Z", "Calling Set! is for a race."),
    ])
  func newestAnswerOnly(section: Character, key: Character, refusal: String) {
    let fixture = ScreenFixture(TerminalSize(width: 80, height: 24))
    fixture.press(.character(section))
    fixture.press(.character(key))
    let refused = fixture.snapshot()
    #expect(refused.contains(refusal))
    fixture.press(.character("u"))
    let answered = rows(fixture)
    #expect(answered.filter { $0.contains("There is nothing to undo.") }.count == 1)
    #expect(!answered.contains { $0.contains(refusal) })
  }

  @Test(
    "At 40×15 an answer the board's line has no room for is said whole over the tabs",
    arguments: [
      (Language.english, "d", " Only Set deals 3 more cards."),
      (.english, "r", " Already playing in Halloween."),
      (.simplifiedChinese, "d", " 只有形色牌能再发三张牌。"),
    ])
  func wholeAtForty(language: Language, key: Character, foot: String) throws {
    try Localization.withLanguage(language) {
      let fixture = ScreenFixture(Self.narrow) { app in
        app.startMemorize(theme: .halloween, pairs: 12, seed: 2)
      }
      let before = rows(fixture)
      fixture.press(.character(key))
      let after = rows(fixture)
      #expect(after[14] == foot)
      #expect(!after.joined().contains("…"))
      #expect(Array(after.prefix(14)) == Array(before.prefix(14)))
    }
  }

  @Test(
    "The hint asked again at 40×15 points at the marked cards, whole, and names no number",
    arguments: [
      // English is too long for the board's line beside its buttons: said over the tabs.
      (Language.english, 14, " The hint already shows."),
      (.simplifiedChinese, 13, " [‹ 主题] [新游戏]  提示已经标出。"),
    ])
  func hintAgainAtForty(language: Language, row: Int, said: String) throws {
    try Localization.withLanguage(language) {
      let fixture = ScreenFixture(Self.narrow) { app in
        app.startMemorize(theme: .halloween, pairs: 12, seed: 2)
      }
      let app = fixture.app
      let ids = try #require(app.board(of: .memorize)).cards.map(\.id)
      // Turns cards two by two until a pair has been seen (the game's own rule for a hint).
      for pair in stride(from: 0, to: ids.count - 1, by: 2)
      where app.board(of: .memorize)?.button(.hint)?.isEnabled != true {
        app.send(.choose(cardID: ids[pair]))
        app.send(.choose(cardID: ids[pair + 1]))
      }
      fixture.press(.character("i"))
      #expect(try !fixture.memorize.hintedCardIDs.isEmpty)
      fixture.press(.character("i"))
      let frame = rows(fixture)
      #expect(frame[row] == said)
      #expect(!frame.joined().contains("…"))
    }
  }

  @Test(
    "Set alone at 40×15: what its line has no room for is said whole over the tabs",
    arguments: [
      (Language.english, ["Z"], " Calling Set! is for a race."),
      (.english, ["i", "i"], " The hint already shows."),
      (.english, ["s"], " Only Memorize shuffles its cards."),
      (.simplifiedChinese, ["Z"], " 喊“形色！”是比赛用的。"),
    ])
  func setAloneAtForty(language: Language, keys: [Character], foot: String) {
    Localization.withLanguage(language) {
      let fixture = ScreenFixture(Self.narrow) { app in app.send(.select(.set)) }
      let before = rows(fixture)
      for key in keys { fixture.press(.character(key)) }
      let after = rows(fixture)
      #expect(after[14] == foot)
      #expect(!after.joined().contains("…"))
      // The cards' rows stay (a hint marks three of them).
      if keys != ["i", "i"] { #expect(Array(after.prefix(13)) == Array(before.prefix(13))) }
    }
  }

  /// Issue 54: a second find by the same seat is a second event, said again (it was said
  /// once, and the row did not move on when Ben found two sets in a row).
  @Test("A race's row says the same event twice in a row twice: each happened")
  func repeatedEventTwice() throws {
    let fixture = RaceLineTests.race(width: 80, height: 24)
    var race = try #require(fixture.app.board(of: .set)?.race)
    let found = "Computer (good) found a set: +1"
    race.lineEvents = nil
    race.heldEvent = nil
    race.recentEvents = ["Ana called Set!", found, found]
    // The newest two fill 78 columns: both finds, not the call before them.
    #expect(SetBoardView.line(of: race, width: 78) == "\(found) · \(found)")
    #expect(SetBoardView.line(of: race, width: 90) == "Ana called Set! · \(found) · \(found)")
  }

  @Test("The shared choice among forms: the first that fits whole, else the last cut")
  func firstFitting() {
    let forms = ["No pair seen yet: turn more cards first.", "No pair seen yet."]
    #expect(DisplayWidth.firstFitting(forms, toWidth: 40) == forms[0])
    #expect(DisplayWidth.firstFitting(forms, toWidth: 39) == forms[1])
    #expect(DisplayWidth.firstFitting(forms, toWidth: 10) == "No pair s…")
    #expect(DisplayWidth.firstFitting([], toWidth: 10) == nil)
  }
}

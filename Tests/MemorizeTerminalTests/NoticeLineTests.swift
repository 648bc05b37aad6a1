import CardGames
import Foundation
import Memorize
import TerminalKit
import Testing

@testable import MemorizeTerminal

/// The notice line shows what `AppModel.notices` holds, each notice once: problems at launch and
/// problems that arise later, none shown twice and none never shown.
@Suite("The notice line shows each notice once")
struct NoticeLineTests {
  /// The rows of the next frame that hold `text`.
  private func rows(holding text: String, in fixture: ScreenFixture) -> Int {
    fixture.snapshot().split(separator: "\n").filter { $0.contains(text) }.count
  }

  @Test("A theme save that fails mid-game is on the notice line once, and a key dismisses it")
  func laterThemeSaveFailure() throws {
    let fixture = ScreenFixture(.large) { app in
      app.startMemorize(theme: .halloween, pairs: 4, seed: 3)
    }
    try fixture.choose(0)
    #expect(fixture.app.notices.isEmpty)
    #expect(rows(holding: "themes.json", in: fixture) == 0)
    // A folder where themes.json belongs: the next theme save cannot replace it.
    try FileManager.default.createDirectory(
      at: fixture.root.appendingPathComponent("config/themes.json"),
      withIntermediateDirectories: true)
    #expect(fixture.app.themes.rename(id: "animals", to: "Beasts").isEmpty)
    let problem = try #require(fixture.app.themes.problem)
    #expect(fixture.app.notices == [problem])
    #expect(rows(holding: "themes.json", in: fixture) == 1)
    #expect(fixture.snapshot().contains(problem))
    // The game goes on under it.
    #expect(try fixture.memorize.flipCount == 1)
    fixture.press(.right)
    #expect(fixture.app.notices.isEmpty)
    #expect(rows(holding: "themes.json", in: fixture) == 0)
    // The same failure again is not news: it stays dismissed.
    _ = fixture.app.themes.rename(id: "animals", to: "Creatures")
    #expect(rows(holding: "themes.json", in: fixture) == 0)
  }

  @Test("Two notices at launch are shown one after the other, each once, oldest first")
  func twoNoticesAtLaunch() throws {
    let fixture = ScreenFixture(
      ScreenSize.large.size, themesFile: "[1, 2", stateFile: "{\"version\": 1, ")
    let notices = fixture.app.notices
    try #require(notices.count == 2)
    #expect(notices[0].contains("themes.json"))
    #expect(notices[1].contains("state.json"))
    var shown: [[String]] = []
    for _ in 0..<3 {
      let frame = fixture.snapshot()
      shown.append(notices.filter { frame.contains($0) })
      #expect(rows(holding: "themes.json", in: fixture) <= 1)
      #expect(rows(holding: "state.json", in: fixture) <= 1)
      fixture.press(.right)
    }
    #expect(shown == [[notices[0]], [notices[1]], []])
  }
}

extension NoticeLineTests {
  @Test("A click on the notice line puts away that notice only; the next one shows")
  func clickPutsAwayOne() throws {
    let fixture = ScreenFixture(ScreenSize.large.size, themesFile: "[1, 2", stateFile: "[")
    let notices = fixture.app.notices
    try #require(notices.count == 2)
    fixture.draw()
    let line = try #require(fixture.screen.hits.rect(of: .button(.dismissNotice)))
    fixture.click(at: Point(x: line.x + 4, y: line.y))
    #expect(fixture.app.notices == [notices[1]])
    #expect(fixture.snapshot().contains(notices[1]))
  }
}

extension NoticeLineTests {
  /// Issue 23: at 40 columns the local full screen cut why it speaks English to "…zh_CN.GB18030;
  /// the…" on its two rows. The view model's shorter form is read whole there, and on the one
  /// row at 80 columns.
  @Test("Why English is read whole on the notice rows at 80 and at 40 columns")
  func chineseNeedsALocaleIsReadWhole() throws {
    let narrow = ScreenFixture(TerminalSize(width: 40, height: 15)) { app in
      app.noteChineseNeedsUTF8()
    }
    let rows = narrow.snapshot().split(separator: "\n").map { $0.replacing(#/ +$/#, with: "") }
    #expect(
      Array(rows.suffix(2)) == [
        " ⚠ Chinese needs a zh_CN.UTF-8 or", "   zh_CN.GB18030 locale; English here.",
      ], "\(rows)")
    let wide = ScreenFixture(ScreenSize.small.size) { app in app.noteChineseNeedsUTF8() }
    let foot = wide.snapshot().split(separator: "\n").map { $0.replacing(#/ +$/#, with: "") }
      .suffix(2)
    #expect(
      foot.last == " ⚠ Chinese needs a zh_CN.UTF-8 or zh_CN.GB18030 locale; English here.",
      "\(foot)")
    #expect(foot.first?.contains("Chinese") == false, "\(foot)")
  }
}

extension NoticeLineTests {
  /// Issue 23 (editor-54): the joined screen's notice of two rows covered a board row (fixed by
  /// term-53). On the local full screen at 40×15 the two rows are the tabs' and the row above,
  /// which holds the buttons or a line of words, never a card; the board is laid out as it is
  /// once the notice goes.
  @Test(
    "At 40×15 a notice of two rows covers no card row, in Memorize, Matchismo and Set",
    arguments: [Section.memorize, .matchismo, .set])
  func twoRowNoticeCoversNoCard(section: Section) throws {
    let fixture = ScreenFixture(TerminalSize(width: 40, height: 15), themesFile: "[1, 2")
    fixture.app.select(section)
    let notice = try #require(fixture.app.notices.first)
    let shown = fixture.snapshot().split(separator: "\n", omittingEmptySubsequences: false)
    fixture.app.dismissNotice(notice)
    let gone = fixture.snapshot().split(separator: "\n", omittingEmptySubsequences: false)
    try #require(shown.count >= 15 && gone.count >= 15)
    // Two rows: the tabs' row and the one above hold the notice, not what shows without it.
    #expect(shown[13] != gone[13] && shown[14] != gone[14], "\(shown.joined(separator: "\n"))")
    // Every row above them is as it is without the notice, the header's clock aside.
    #expect(Array(shown[1..<13]) == Array(gone[1..<13]), "\(shown.joined(separator: "\n"))")
    // The row it covers holds no card.
    let cardEdges: Set<Character> = ["╭", "╰", "╒", "╘", "│", "+", "|"]
    #expect(!gone[13].contains { cardEdges.contains($0) }, "\(gone[13])")
  }
}

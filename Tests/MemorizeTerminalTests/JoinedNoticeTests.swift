import Foundation
import Memorize
import TerminalKit
import Testing

@testable import MemorizeTerminal

/// Why a joined face speaks English where Chinese was asked for (`memorize --join` and the host's
/// `memorize-table --play` screen under `LANG=C --language zh_CN`), on its note line.
@Suite struct JoinedNoticeTests {
  static let notice = Localization.withLanguage(.english) { Phrases.chineseNeedsLocale }

  /// The rows at the foot of the joined screen, `width` × `height`, with the notice up.
  static func foot(width: Int, height: Int) throws -> [String] {
    let bench = try JoinedTableBench(game: .memorize)
    bench.screen.notice = notice
    let rows = bench.draw(width: width, height: height).snapshotText()
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(rows.count == height + 1 && rows.last == "")
    return rows.dropLast().suffix(4).map { $0.replacing(#/ +$/#, with: "") }
  }

  /// Issue 23's play-test: at 80 columns the note line cut the reason to its first clause
  /// ("Chinese needs a locale such as zh_CN.UTF-8 or zh_CN.GB18030.") and never said the
  /// games speak English. Now the whole reason, in its shorter form, on the note row.
  @Test func atEightyColumnsTheWholeReasonFitsTheNoteRow() throws {
    let foot = try Self.foot(width: 80, height: 24)
    #expect(foot[2] == "   Chinese needs a zh_CN.UTF-8 or zh_CN.GB18030 locale; English here.")
    #expect(!foot[1].contains("Chinese"))
    #expect(foot[3].hasSuffix("? help  q quit"), "\(foot)")
  }

  /// At 40 columns the shorter form on two rows, the keys' hints kept below them.
  @Test func atFortyColumnsTheReasonWrapsToTwoRows() throws {
    let foot = try Self.foot(width: 40, height: 15)
    #expect(
      Array(foot[1...2]) == [
        "   Chinese needs a zh_CN.UTF-8 or", "   zh_CN.GB18030 locale; English here.",
      ], "\(foot)")
    #expect(foot[3].hasSuffix("? help  q quit"), "\(foot)")
  }

  /// Issue 23 (term-53): the two rows covered the board's last row — its New game button and
  /// its line — until a key was pressed. The board gives up that row: all of it shows above
  /// the notice, as it does once the notice is put away, one row higher.
  @Test func atFortyColumnsTheTwoRowsCoverNothingOfTheBoard() throws {
    let bench = try JoinedTableBench(game: .memorize)
    bench.screen.notice = Self.notice
    let rows = bench.draw(width: 40, height: 15).snapshotText()
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(rows[11].hasPrefix(" [New game]  "), "\(rows)")
    #expect(rows[12].hasPrefix("   Chinese needs a zh_CN.UTF-8 or"), "\(rows)")
    #expect(rows[13].hasPrefix("   zh_CN.GB18030 locale; English here."), "\(rows)")
    _ = bench.press("x")
    let after = bench.draw(width: 40, height: 15).snapshotText()
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(after[12].hasPrefix(" [New game]  "), "\(after)")
  }

  /// Where the note row has room, the reason as memorize-table and --plain say it.
  @Test func atAHundredColumnsTheFullReason() throws {
    let foot = try Self.foot(width: 100, height: 24)
    #expect(foot[2] == "   " + Self.notice)
  }

  /// A key or a click on the notice puts it away; the click chooses no card under it.
  @Test func aClickOnTheNoticePutsItAwayAndChoosesNoCard() throws {
    let bench = try JoinedTableBench(game: .memorize)
    bench.screen.notice = Self.notice
    _ = bench.draw(width: 40, height: 15)
    let rows = try #require(bench.screen.hits.rect(of: .button(.dismissNotice)))
    #expect(rows.height == 2)
    let before = bench.sent.count
    _ = bench.screen.handle(
      .mouse(MouseEvent(.press(.left), x: 5, y: rows.y)))
    #expect(bench.screen.notice == nil)
    #expect(bench.sent.count == before)
    #expect(!bench.draw(width: 40, height: 15).snapshotText().contains("Chinese"))
  }

  /// The local full screen says it the same way: the shorter form where the whole reason
  /// does not fit its row.
  @Test func theShorterFormIsTheViewModels() {
    Localization.withLanguage(.english) {
      #expect(
        Phrases.shorterNotices(Phrases.chineseNeedsLocale) == [
          "Chinese needs a zh_CN.UTF-8 or zh_CN.GB18030 locale; English here."
        ])
      #expect(Phrases.shorterNotices("Something else.") == [])
    }
    Localization.withLanguage(.simplifiedChinese) {
      #expect(Phrases.shorterNotices(Phrases.chineseNeedsLocale).count == 1)
    }
  }
}

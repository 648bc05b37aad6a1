import CardGames
import Memorize
import TerminalKit
import TerminalTestSupport
import Testing

@testable import MemorizeTerminal

/// Issue 23's play-test of Statistics kept per theme and size: at 80 columns a long row's name
/// was cut ("Memorize · Halloween · 2 pa…"), at 40 the three Halloween rows all read
/// "Memorize · Halloween…", and at 40×15 the players under the records could not be reached.
@Suite("Statistics short of room")
struct StatisticsScrollTests {
  /// Halloween at 2 and 8 pairs and from before sizes were kept, Sports at 3 pairs, a game of
  /// Matchismo and of Set played alone, and a Set race of Ana and Ben, in the Statistics section.
  static func manyGames(_ size: TerminalSize, profile: ColorProfile = .none) -> ScreenFixture {
    let fixture = ScreenFixture(size, profile: profile)
    let statistics = fixture.app.statistics
    let keys: [(Statistics.Key, Int)] = [
      (Statistics.Key(game: .memorize, themeID: "halloween", pairs: 2), 3),
      (Statistics.Key(game: .memorize, themeID: "halloween", pairs: 8), 11),
      (Statistics.Key(game: .memorize, themeID: "halloween", pairs: nil), 7),
      (Statistics.Key(game: .memorize, themeID: "sports", pairs: 3), 5),
      (Statistics.Key(game: .matchismo, matchCount: 2), 4),
      (Statistics.Key(game: .set), 9),
    ]
    for (key, score) in keys {
      statistics.gameStarted(key)
      statistics.gameFinished(key, score: score, seconds: 30)
    }
    let seats = [Statistics.Seat(name: "Ana"), Statistics.Seat(name: "Ben")]
    statistics.gameStarted(Statistics.Key(game: .set))
    statistics.gameFinished(
      Statistics.Key(game: .set), seats: seats, winners: [0], topScore: 6,
      sets: [SetTally(sets: 6, seconds: 60), SetTally(sets: 2, seconds: 20)])
    fixture.press(.character("4"))
    return fixture
  }

  static func rows(_ fixture: ScreenFixture) -> [String] {
    fixture.draw().snapshotLines.map { line in
      var line = line
      while line.last == " " { line.removeLast() }
      return line
    }
  }

  @Test(
    "Every row's name shows whole: in columns the numbers under it when it is wider than its column",
    arguments: [
      (
        Language.english, 40,
        [
          " Memorize · Halloween · size not",
          "   recorded",
          "   Played 1 · Finished 1 · Best 7",
          "   Fastest 0:30",
          "   Recent scores ▅",
          " Memorize · Halloween · 2 pairs",
          "   Played 1 · Finished 1 · Best 3",
          "   Fastest 0:30",
          "   Recent scores ▅",
        ]
      ),
      (
        .english, 80,
        [
          " Game                            Played  Finished  Best  Fastest  Recent scores",
          " Memorize · Halloween · size not recorded",
          "                                 1       1         7     0:30     ▅",
          " Memorize · Halloween · 2 pairs  1       1         3     0:30     ▅",
          " Memorize · Halloween · 8 pairs  1       1         11    0:30     ▅",
          " Memorize · Sports · 3 pairs     1       1         5     0:30     ▅",
          " Matchismo · match 2 cards       1       1         4     0:30     ▅",
          " Set                             2       2         9     0:30     ▅",
        ]
      ),
      (
        .simplifiedChinese, 40,
        [
          " 记忆翻牌 · 万圣节 · 未记录对数",
          "   局数 1 · 已完成 1 · 最高分 7",
          "   最快 0:30",
          "   最近得分 ▅",
          " 记忆翻牌 · 万圣节 · 2 对",
          "   局数 1 · 已完成 1 · 最高分 3",
          "   最快 0:30",
          "   最近得分 ▅",
        ]
      ),
      (
        .simplifiedChinese, 80,
        [
          " 游戏                            局数    已完成  最高分  最快     最近得分",
          " 记忆翻牌 · 万圣节 · 未记录对数  1       1       7       0:30     ▅",
          " 记忆翻牌 · 万圣节 · 2 对        1       1       3       0:30     ▅",
          " 记忆翻牌 · 万圣节 · 8 对        1       1       11      0:30     ▅",
          " 记忆翻牌 · 运动 · 3 对          1       1       5       0:30     ▅",
          " 扑克配对 · 配对 2 张牌          1       1       4       0:30     ▅",
          " 形色牌                          2       2       9       0:30     ▅",
        ]
      ),
    ])
  func namesWhole(language: Language, width: Int, table: [String]) {
    Localization.withLanguage(language) {
      let fixture = Self.manyGames(TerminalSize(width: width, height: 30))
      let rows = Self.rows(fixture)
      #expect(Array(rows[2..<(2 + table.count)]) == table)
    }
  }

  /// The content rows (between the status line and the tabs) as drawn, without the scroll
  /// marks, and whether there is a mark at the top (more above) and at the bottom (more below).
  static func content(_ fixture: ScreenFixture) -> (rows: [String], up: Bool, down: Bool) {
    let all = rows(fixture)
    var content = Array(all[1..<(all.count - 1)])
    let up = content.first?.hasSuffix("▲") == true
    let down = content.last?.hasSuffix("▼") == true
    content = content.map { line in
      var line = line
      if line.last == "▲" || line.last == "▼" { line.removeLast() }
      while line.last == " " { line.removeLast() }
      return line
    }
    return (content, up, down)
  }

  /// Issue 23's play-test: PgUp and PgDn moved by 12 rows, so a page began on the figures of a
  /// row whose name had scrolled away. A page begins on a row's name now (or the players'
  /// heading, or a player), the end too.
  @Test(
    "At 40×15 the statistics scroll to the players by ↓, PgDn and End, back by ↑, PgUp and Home",
    arguments: [Language.english, .simplifiedChinese])
  func scrollsToThePlayers(language: Language) throws {
    try Localization.withLanguage(language) {
      // The rows under the pinned blank row, on a terminal tall enough for them all.
      let whole = Self.content(Self.manyGames(TerminalSize(width: 40, height: 60))).rows
      let all = Array(whole.dropFirst().reversed().drop { $0.isEmpty }.reversed())
      let english = language == .english
      #expect(all.count == (english ? 34 : 33))
      let players = try #require(all.firstIndex(of: " " + Labels.players))
      // A block starts where a row is not indented and not blank.
      let starts = all.indices.filter { all[$0].hasPrefix(" ") && !all[$0].hasPrefix("  ") }
      let visible = 12
      let last = try #require(starts.first { $0 >= all.count - visible })
      #expect(players > last)
      let fixture = Self.manyGames(TerminalSize(width: 40, height: 15))
      func expectShown(from offset: Int, _ comment: Comment) {
        let shown = Self.content(fixture)
        #expect(shown.rows.first == "", comment)
        let rows = Array(all[offset..<min(all.count, offset + visible)])
        #expect(
          Array(shown.rows.dropFirst()) == rows + Array(repeating: "", count: visible - rows.count),
          comment)
        #expect(shown.up == (offset > 0), comment)
        #expect(shown.down == (offset + visible < all.count), comment)
      }
      expectShown(from: 0, "the first screen: no players yet, more below")
      fixture.press(.end)
      expectShown(from: last, "End: the last rows from a row's start, the players' among them")
      fixture.press(.down)
      expectShown(from: last, "↓ at the end stays")
      fixture.press(.up)
      expectShown(from: last - 1, "↑")
      fixture.press(.home)
      expectShown(from: 0, "Home")
      fixture.press(.character("j"))
      expectShown(from: 1, "j")
      fixture.press(.character("k"))
      expectShown(from: 0, "k")
      // Each page down begins at the row the page cut, or the next; never on its figures.
      var offsets = [0]
      for _ in 0..<4 {
        fixture.press(.pageDown)
        let top = Self.content(fixture).rows[1]
        let offset = try #require(
          starts.first { all[$0] == top && $0 >= offsets.last ?? 0 }, "PgDn: '\(top)'")
        offsets.append(offset)
        expectShown(from: offset, "PgDn from \(offsets)")
      }
      #expect(offsets.last == last)
      if english {
        #expect(offsets == [0, 9, 21, 26, 26])
        #expect(all[9] == " Memorize · Halloween · 8 pairs")
        #expect(all[21] == " Set")
      }
      for _ in 0..<4 {
        fixture.press(.pageUp)
        let top = Self.content(fixture).rows[1]
        #expect(starts.contains { all[$0] == top }, "PgUp: '\(top)'")
      }
      expectShown(from: 0, "PgUp back to the top")
      _ = fixture.screen.handle(.mouse(MouseEvent(.wheel(.down), x: 10, y: 5)))
      expectShown(from: 1, "the wheel down")
      _ = fixture.screen.handle(.mouse(MouseEvent(.wheel(.up), x: 10, y: 5)))
      expectShown(from: 0, "the wheel up")
      // The help lists the keys that scroll, before the keys of every section.
      let help = fixture.screen.helpLines.map(\.action)
      #expect(
        Array(help.prefix(4)) == [
          Labels.describe(.scrollStatistics), Labels.describe(.pageStatistics),
          Labels.describe(.statisticsTopOrEnd), Labels.describe(.switchSection),
        ])
    }
  }

  /// Issue 23's play-test: at 80 columns the columns' headings scrolled away with the rows, and
  /// the ▲ mark was drawn over "Recent scores".
  @Test("At 80×14 the headings stay as the rows scroll, and the marks cover nothing")
  func headingsStay() {
    let fixture = Self.manyGames(TerminalSize(width: 80, height: 14))
    let header =
      " Game                            Played  Finished  Best  Fastest  Recent scores"
    let first = Self.rows(fixture)
    #expect(first[2] == header)
    #expect(first[3] == " Memorize · Halloween · size not recorded")
    fixture.press(.down)
    fixture.press(.down)
    let rows = Self.rows(fixture)
    #expect(rows[1] == String(repeating: " ", count: 79) + "▲")
    #expect(rows[2] == header)
    #expect(rows[3].hasPrefix(" Memorize · Halloween · 2 pairs "))
    #expect(rows[12].hasSuffix("▼"))
    #expect(rows[12].dropLast().last == " ")
  }

  @Test("Statistics that fit do not scroll: no marks, no keys in the help, ↓ moves nothing")
  func fittingStatisticsStay() {
    let fixture = Self.manyGames(TerminalSize(width: 80, height: 24))
    let before = Self.content(fixture)
    #expect(!before.up && !before.down)
    fixture.press(.down)
    fixture.press(.end)
    #expect(Self.content(fixture).rows == before.rows)
    let help = fixture.screen.helpLines.map(\.action)
    #expect(!help.contains(Labels.describe(.scrollStatistics)))
    #expect(help.first == Labels.describe(.switchSection))
  }
}

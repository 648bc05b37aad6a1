import CardGames
import Memorize
import TerminalKit
import Testing

@testable import MemorizeTerminal

/// On a narrow terminal the statistics table drops the columns that do not fit, whole: never a
/// heading cut in half (最佳 read 最 at 40 columns) nor a column of values without its heading.
@Suite("Statistics columns give way whole")
struct StatisticsColumnsTests {
  /// Rows 2 to 8 (the table) of the statistics after ScreenSnapshotTests' games, each padded to `width`.
  static func table(_ language: Language, width: Int) throws -> [String] {
    try Localization.withLanguage(language) {
      let frame = try ScreenSnapshotTests.statisticsAfterGames(
        TerminalSize(width: width, height: 15)
      ).draw()
      return (2...8).map { frame.text(inRow: $0) }
    }
  }

  static func padded(_ lines: [String], to width: Int) -> [String] {
    lines.map { $0 + String(repeating: " ", count: width - DisplayWidth.of($0)) }
  }

  /// Issue 23: long names were cut, and at 40 columns the Halloween rows of several sizes all
  /// read "Memorize · Halloween…": a name wider than its column takes a row of its own, whole.
  @Test(
    "40×15 in English: Game, Played, Finished; Best, Fastest and Recent scores give way; long names whole above their numbers"
  )
  func englishAt40() throws {
    #expect(
      try Self.table(.english, width: 40)
        == Self.padded(
          [
            " Game                  Played  Finished",
            " Matchismo             1       0",
            " Memorize · Halloween · 4 pairs",
            "                       2       2",
            " Memorize · Sports · 3 pairs",
            "                       1       1",
            " Set                   1       1",
          ], to: 40))
  }

  @Test("40×15 in Chinese: 游戏, 局数 and 已完成 whole; 最高分, 最快 and 最近得分 give way to the names")
  func chineseAt40() throws {
    #expect(
      try Self.table(.simplifiedChinese, width: 40)
        == Self.padded(
          [
            " 游戏                    局数    已完成",
            " 扑克配对                1       0",
            " 记忆翻牌 · 万圣节 · 4 对",
            "                         2       2",
            " 记忆翻牌 · 运动 · 3 对  1       1",
            " 形色牌                  1       1",
            "",
          ], to: 40))
  }

  /// Issue 23: a table's best was cut to "8 by…" at 80 columns, and a game typed ahead into
  /// `--plain` (over in less than a second) kept "0:00" as the fastest.
  ///
  /// The row's name ("Memorize · Halloween · 8 pairs") is never cut either: where it is wider
  /// than its column, its numbers go on the row under it.
  @Test(
    "A table's best, a game under a second and a table's scores show whole, or their column gives way"
  )
  func tableBestWhole() throws {
    let result = "Computer (good) 8 pts · Ana 0 pts"
    for width in 40...120 {
      let fixture = ScreenFixture(TerminalSize(width: width, height: 15))
      let key = Statistics.Key(game: .memorize, themeID: "halloween", pairs: 8)
      fixture.app.statistics.gameStarted(key)
      let seats: [Statistics.Seat] = [
        .init(name: "Ana"), .init(name: "Computer (good)", isComputer: true),
      ]
      fixture.app.statistics.gameFinished(
        key, seats: seats, winners: [1], topScore: 8, seconds: 0.4,
        result: .init(seats: [.init(seats[0], score: 0), .init(seats[1], score: 8)]))
      fixture.press(.character("4"))
      let frame = fixture.draw()
      let name = "Memorize · Halloween · 8 pairs"
      // The name whole at every width; its numbers beside it, or on the row under it where the
      // name is wider than its column (issue 23).
      #expect(frame.text(inRow: 3).hasPrefix(" " + name + " "), "\(width) columns")
      let under = frame.text(inRow: 4)
      let row =
        under.trimmingCharacters(in: .whitespaces).isEmpty ? frame.text(inRow: 3) : under
      // Each whole, or not a piece of it.
      for (whole, piece) in [
        ("8 by Computer (good)", "8 by"), ("under 0:01", "under"), (result, "pts"),
      ] {
        #expect(row.contains(whole) || !row.contains(piece), "\(width) columns: \(row)")
      }
      if width >= 80 {
        #expect(row.contains("8 by Computer (good)"), "\(width) columns: \(row)")
        #expect(row.contains("under 0:01"), "\(width) columns: \(row)")
      }
      if width >= 120 {
        #expect(row.contains(name + "  1 "), "\(width) columns: \(row)")
        #expect(row.contains("under 0:01 " + result), "\(width) columns: \(row)")
      }
    }
  }

  @Test(
    "From 40 to 80 columns every heading shows whole or not at all, in both languages",
    arguments: [Language.english, .simplifiedChinese])
  func everyHeadingWhole(language: Language) throws {
    let headings = Localization.withLanguage(language) {
      [Labels.gameColumn]
        + Phrases.recordValues(Statistics.Record()).map(\.column)
        + [Labels.recentScoresColumn]
    }
    for width in 40...80 {
      let header = try Self.table(language, width: width)[0]
      let words = header.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
      // Headings are one word each, except "Recent scores"; rejoin it when it shows.
      let shown = words.joined(separator: " ")
      let expected = headings.prefix { shown.contains($0) }
      #expect(
        shown == expected.joined(separator: " "), "\(width) columns: \(header)")
    }
  }
}

/// Issue 23's play-test: a Set racer's line under Players was cut at 80 columns ("… 5.6 s p"),
/// and said "per set" where a game's ending says "a set".
@Suite("A player's line in Statistics wraps whole")
struct StatisticsPlayerLinesTests {
  @Test("At 80 columns a racer's sentence breaks between words, its second row indented")
  func racerWraps() throws {
    let fixture = ScreenFixture(TerminalSize(width: 80, height: 24))
    let seats = [Statistics.Seat(name: "Anastasia Marie"), Statistics.Seat(name: "Ben")]
    fixture.app.statistics.gameFinished(
      Statistics.Key(game: .set), seats: seats, winners: [0], topScore: 12,
      sets: [SetTally(sets: 12, seconds: 67.2), SetTally(sets: 3, seconds: 20)])
    fixture.press(.character("4"))
    let rows = fixture.draw().snapshotLines.map { $0.trimmingCharacters(in: .whitespaces) }
    let heading = try #require(rows.firstIndex(of: "Players"), "\(rows.joined(separator: "\n"))")
    #expect(
      Array(rows[(heading + 1)...(heading + 3)]) == [
        "Anastasia Marie: 1 win, 0 losses; at Set races 1 win, 0 losses; 12 sets,",
        "5.6\u{00A0}s a set",
        "Ben: 0 wins, 1 loss; at Set races 0 wins, 1 loss; 3 sets, 6.7\u{00A0}s a set",
      ])
    // In Chinese a racer's tallies are parted alike (issue 23: "2 胜，2 负；形色牌比赛中 1 胜、0
    // 负" parted one with "，" and the next with "、").
    Localization.withLanguage(.simplifiedChinese) {
      let ben = fixture.app.statistics.playerRecords.first { $0.name == "Ben" }
      #expect(ben.map(Phrases.playerRecord)?.contains("形色牌比赛中 0 胜，1 负") == true)
    }
    let second = try #require(
      fixture.draw().snapshotLines.first {
        $0.trimmingCharacters(in: .whitespaces) == "5.6\u{00A0}s a set"
      })
    #expect(second.prefix(4) == "   5", "indented under the name: '\(second)'")
  }
}

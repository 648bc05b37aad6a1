import CardGames
import Memorize
import TerminalKit
import Testing

@testable import MemorizeTerminal

/// Issue 23's play-test at 40×15: only Played and Finished fitted, so Best, Fastest and the
/// recent scores could not be seen at all. Where the columns and the recent scores do not all fit,
/// each row is laid out as its name over its figures, each after its column's name, so that every
/// figure shows at every width; where they fit, two columns part each from the next.
@Suite("Statistics show every figure at every width")
struct StatisticsColumnsTests {
  /// Rows 1 to 17 (under the status line) of the statistics after ScreenSnapshotTests' games, on
  /// a terminal tall enough for them, trailing spaces left out.
  static func table(_ language: Language, width: Int) throws -> [String] {
    try Localization.withLanguage(language) {
      let frame = try ScreenSnapshotTests.statisticsAfterGames(
        TerminalSize(width: width, height: 24)
      ).draw()
      return (1...17).map { row in
        var line = frame.text(inRow: row)
        while line.last == " " { line.removeLast() }
        return line
      }
    }
  }

  @Test("40 columns in English: each row's name, then every figure after its column's name")
  func englishAt40() throws {
    let table = try Self.table(.english, width: 40)
    #expect(
      table == [
        "",
        " Memorize · Halloween · 4 pairs",
        "   Played 2 · Finished 2 · Best 8",
        "   Fastest 0:14",
        "   Recent scores ▅▅",
        " Memorize · Sports · 3 pairs",
        "   Played 1 · Finished 1 · Best 6",
        "   Fastest 0:20",
        "   Recent scores ▅",
        " Matchismo · match 2 cards",
        "   Played 1 · Finished 0 · Best –",
        "   Fastest –",
        " Set",
        "   Played 1 · Finished 1 · Best 72",
        "   Fastest 0:29",
        "   Recent scores ▅",
        "",
      ])
  }

  @Test("40 columns in Chinese: each row's name, then every figure after its column's name")
  func chineseAt40() throws {
    let table = try Self.table(.simplifiedChinese, width: 40)
    #expect(
      table == [
        "",
        " 记忆翻牌 · 万圣节 · 4 对",
        "   局数 2 · 已完成 2 · 最高分 8",
        "   最快 0:14",
        "   最近得分 ▅▅",
        " 记忆翻牌 · 运动 · 3 对",
        "   局数 1 · 已完成 1 · 最高分 6",
        "   最快 0:20",
        "   最近得分 ▅",
        " 扑克配对 · 配对 2 张牌",
        "   局数 1 · 已完成 0 · 最高分 –",
        "   最快 –",
        " 形色牌",
        "   局数 1 · 已完成 1 · 最高分 72",
        "   最快 0:29",
        "   最近得分 ▅",
        "",
      ])
  }

  /// Issue 23: a table's best was cut to "8 by…" at 80 columns, a game typed ahead into
  /// `--plain` (over in less than a second) kept "0:00" as the fastest, and at 40 columns the
  /// best and the fastest could not be seen at all; where they show side by side, "8 by Ana
  /// under 0:01" read as one.
  @Test(
    "From 40 to 120 columns a table's best and a game under a second show whole, apart, or labelled"
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
      let rows = fixture.draw().snapshotLines
      let name = "Memorize · Halloween · 8 pairs"
      let text = rows.joined(separator: "\n")
      if rows[2].contains("Recent scores") {
        // In columns: the name whole, its numbers beside it or on the row under it, two columns
        // between the best and the fastest.
        #expect(rows[3].hasPrefix(" " + name + " "), "\(width) columns")
        let row = rows[3...4].first { $0.contains("8 by") } ?? rows[4]
        #expect(row.contains("8 by Computer (good)  under 0:01"), "\(width) columns: \(row)")
        // The last table's result beside the numbers, or on the row under them: never left out.
        #expect(text.contains(result), "\(width) columns:\n\(text)")
      } else {
        #expect(rows[2] == " " + name + String(repeating: " ", count: width - 1 - name.count))
        for figure in ["Played 1", "Finished 1", "Best 8 by Computer (good)", "Fastest under 0:01"]
        {
          #expect(text.contains(figure), "\(width) columns:\n\(text)")
        }
        #expect(text.contains(result), "\(width) columns:\n\(text)")
        #expect(width < 120, "\(width) columns")
      }
    }
  }

  @Test(
    "From 40 to 120 columns every figure of every row shows, in both languages",
    arguments: [Language.english, .simplifiedChinese])
  func everyFigureShows(language: Language) throws {
    try Localization.withLanguage(language) {
      let app = try ScreenSnapshotTests.statisticsAfterGames(TerminalSize(width: 80, height: 24))
        .app
      let statistics = app.statisticsPresentation
      let view = StatisticsView(palette: Palette(profile: .none))
      for width in 40...120 {
        let layout = view.layout(statistics, width: width)
        let lines = (layout.pinned + layout.body).map { line in
          line.pieces.map(\.text).joined(separator: "|")
        }
        let text = lines.joined(separator: "\n")
        // No piece reaches the last column, the scroll marks'.
        for line in layout.pinned + layout.body {
          for piece in line.pieces {
            #expect(piece.x + DisplayWidth.of(piece.text) <= width - 1, "\(width): \(piece.text)")
          }
        }
        if layout.pinned.count == 2 {
          let headings =
            [statistics.gameColumn] + statistics.columns + [
              statistics.recentScoresColumn
            ]
          #expect(lines[1] == headings.joined(separator: "|"), "\(width) columns")
          for row in statistics.rows {
            let numbers = row.cells.map(\.value).joined(separator: "|")
            #expect(text.contains(numbers), "\(width) columns: \(row.title)")
          }
          // Two columns between a name and its first number, and between numbers ("Memorize ·
          // Animals · 8 pairs 5" read the count with the name).
          for line in layout.body where line.pieces.count >= 5 {
            for (left, right) in zip(line.pieces.prefix(5), line.pieces.dropFirst().prefix(4))
            where !left.text.isEmpty {
              #expect(
                right.x - left.x - DisplayWidth.of(left.text) >= 2,
                "\(width) columns: '\(left.text)' '\(right.text)'")
            }
          }
        } else {
          for row in statistics.rows {
            #expect(text.contains(row.title), "\(width) columns")
            for cell in row.cells {
              #expect(text.contains(cell.labelled), "\(width) columns: \(row.title)")
            }
            #expect(
              row.recentScores.isEmpty || text.contains(statistics.recentScoresColumn + "|"),
              "\(width) columns: \(row.title)")
          }
        }
      }
    }
  }
}

/// Issue 23's play-test: the Chinese Statistics page at 80×24 showed no recent game with several
/// players, "电脑（高手） 2 对 · 小明 0 对" being wider than its column.
@Suite("A recent game with several players always shows")
struct StatisticsRecentTableTests {
  @Test("At 80×24 in Chinese the last table's result shows whole, under its record")
  func chineseAt80() throws {
    try Localization.withLanguage(.simplifiedChinese) {
      let fixture = ScreenFixture(TerminalSize(width: 80, height: 24))
      let key = Statistics.Key(game: .memorize, themeID: "halloween", pairs: 2)
      let seats: [Statistics.Seat] = [
        .init(name: "小明"), .init(name: Phrases.computerName(.good), isComputer: true),
      ]
      fixture.app.statistics.gameStarted(key)
      fixture.app.statistics.gameFinished(
        key, seats: seats, winners: [1], topScore: 4, seconds: 0.4,
        result: .init(seats: [
          .init(seats[0], score: 0, pairs: 0), .init(seats[1], score: 4, pairs: 2),
        ]))
      fixture.press(.character("4"))
      let rows = fixture.draw().snapshotLines
      let record = try #require(
        rows.firstIndex { $0.hasPrefix(" 记忆翻牌 · 万圣节 · 2 对") }, "\(rows.joined(separator: "\n"))")
      // The figures take a line of their own where the fastest ("不到 0:01（多人）") leaves no
      // room for columns; the result comes right after the record's lines, indented under it.
      let next = rows[(record + 1)...].prefix(2)
      let result = try #require(
        next.first { $0.trimmingCharacters(in: .whitespaces).hasPrefix("电脑") },
        "\(rows.joined(separator: "\n"))")
      #expect(result.trimmingCharacters(in: .whitespaces) == "电脑（高手）2 对 · 小明 0 对")
      #expect(result.prefix { $0 == " " }.count > rows[record].prefix { $0 == " " }.count)
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

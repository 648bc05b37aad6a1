import CardGames
import Foundation
import Memorize
import Testing

/// A Memorize game with the time bonus scores more for quick matches, so its best is kept apart
/// from the games without it: neither beats the other's, Statistics shows each as its own row,
/// and a file written before the bonus was kept apart loads with its records as the games
/// without it.
@Suite("The time bonus keeps its own best")
struct TimeBonusStatisticsTests {
  private static let faces = Theme(
    id: "faces", name: "Faces", emoji: ["😀", "😃"], pairs: .allEmoji,
    color: RGBAColor(red: 1, green: 0.8, blue: 0))

  /// Plays a game on ``faces`` to its end, matching each pair in turn, `step` seconds a card.
  private static func play(
    timeBonus: Bool, step: Double, clock: ManualTimeSource, statistics: Statistics
  ) -> EmojiMemoryGame {
    let game = EmojiMemoryGame(
      theme: faces, seed: 2, timeBonus: timeBonus, timeSource: clock, statistics: statistics)
    game.setOnScreen(true)
    for content in ["😀", "😃"] {
      for card in game.cards.filter({ $0.content == content }) {
        clock.advance(by: step)
        game.choose(card)
      }
    }
    return game
  }

  /// A play-tester's finding: a game with the bonus set the best, and a game without it, which
  /// cannot score that much, never set one again (nor the other way).
  @Test("A game with the bonus and one without: each its own best, its own row")
  func bonusAndPlainKeepTheirOwnBests() throws {
    let clock = ManualTimeSource()
    let statistics = Statistics()
    let quick = Self.play(timeBonus: true, step: 1, clock: clock, statistics: statistics)
    #expect(quick.isOver)
    let bonusBest = quick.score
    // Quick matches with the bonus score more than the 2 a match of a game without it.
    #expect(bonusBest > 4)
    // Its ending names the bonus, as Statistics keeps it apart (it read "New best score: 26!"
    // as though no game without the bonus had scored less).
    #expect(quick.ending?.best == "New best with time bonus: \(bonusBest)! · New fastest: 0:03!")
    Localization.withLanguage(.simplifiedChinese) {
      #expect(quick.ending?.best == "新的时间奖励最高分：\(bonusBest)！新的最快纪录：0:03！")
    }
    let plain = Self.play(timeBonus: false, step: 2, clock: clock, statistics: statistics)
    #expect(plain.score == 4)
    // Its first game without the bonus: a best and a fastest of its own, not the bonus's.
    #expect(plain.endedWithNewBest && plain.bestScore == 4 && plain.bestTime == 6)
    #expect(plain.ending?.best == "New best score: 4! · New fastest: 0:06!")
    // With the bonus again, slowly (the first card of each pair out of bonus time): its own
    // best and fastest stand, and the game without it does not count.
    let slow = Self.play(timeBonus: true, step: 7, clock: clock, statistics: statistics)
    #expect(slow.score < bonusBest)
    #expect(!slow.endedWithNewBest && slow.bestScore == bonusBest)
    #expect(slow.ending?.best == "Best with time bonus: \(bonusBest) · Fastest: 0:03")
    Localization.withLanguage(.simplifiedChinese) {
      #expect(slow.ending?.best == "时间奖励最高分：\(bonusBest) · 最快：0:03")
    }

    let bonusKey = Statistics.Key(game: .memorize, themeID: "faces", pairs: 2, timeBonus: true)
    let plainKey = Statistics.Key(game: .memorize, themeID: "faces", pairs: 2)
    #expect(statistics.record(for: bonusKey).recentScores == [bonusBest, slow.score])
    #expect(statistics.record(for: bonusKey).bestTime == 3)
    #expect(statistics.record(for: plainKey).recentScores == [4])
    #expect(statistics.records.count == 2)
  }

  /// The statistics file as the build before the bonus was kept apart wrote it (format 2):
  /// Halloween at 2 pairs, its best 11 (which a game with the bonus may have set then).
  private static let fileBeforeTheBonus = """
    {"entries":[{"key":{"game":"memorize","pairs":2,"themeID":"halloween"},"record":\
    {"bestScore":11,"bestTime":31,"finished":4,"losses":{},"played":5,\
    "recentScores":[3,11,6,9],"wins":{},"ties":{}}}],"version":2}
    """

  private static func app(_ home: TemporaryLocations) -> AppModel {
    AppModel(
      locations: home.locations, timeSource: ManualTimeSource(), seed: 1,
      now: Date(timeIntervalSince1970: 1_795_000_000))
  }

  @Test("A file from before: its records are the games without the bonus; a bonus game its own")
  func fileFromBeforeLoads() throws {
    let home = TemporaryLocations()
    try home.write(Self.fileBeforeTheBonus, to: home.statisticsFile)
    let app = Self.app(home)
    #expect(app.notices == [])
    let plainKey = Statistics.Key(game: .memorize, themeID: "halloween", pairs: 2)
    let bonusKey = Statistics.Key(
      game: .memorize, themeID: "halloween", pairs: 2, timeBonus: true)
    #expect(app.statistics.records.keys.map(\.self) == [plainKey])
    #expect(app.statistics.record(for: plainKey).bestScore == 11)

    let halloween = try #require(app.themes.theme(withID: "halloween"))
    app.startMemorize(theme: halloween, pairs: 2, seed: 3, timeBonus: true)
    let game = try #require(app.memorize)
    #expect(game.bestScore == nil && game.bestTime == nil)
    for content in Set(game.cards.map(\.content)) {
      for card in game.cards.filter({ $0.content == content }) { game.choose(card) }
    }
    #expect(game.isOver)
    #expect(game.endedWithNewBest && game.bestScore == game.score)
    #expect(app.statistics.record(for: bonusKey).recentScores == [game.score])
    let old = app.statistics.record(for: plainKey)
    #expect(old.played == 5 && old.bestScore == 11 && old.recentScores == [3, 11, 6, 9])

    // Statistics says which is which, in both languages.
    let rows = app.statisticsPresentation.rows
    #expect(
      rows.map(\.title) == [
        "Memorize · Halloween · 2 pairs", "Memorize · Halloween · 2 pairs · time bonus",
      ])
    #expect(rows.map(\.id) == ["memorize/halloween/2", "memorize/halloween/2/bonus"])
    Localization.withLanguage(.simplifiedChinese) {
      #expect(
        app.statisticsPresentation.rows.map(\.title) == [
          "记忆翻牌 · 万圣节 · 2 对", "记忆翻牌 · 万圣节 · 2 对 · 时间奖励",
        ])
    }

    // Saved, the key without the bonus stays as it was written; read back, the two stay apart.
    #expect(app.saveNow())
    let saved = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: home.statisticsFile))
        as? NSDictionary)
    let keys = (saved["entries"] as? [NSDictionary])?.compactMap { $0["key"] as? NSDictionary }
    #expect(
      keys == [
        ["game": "memorize", "themeID": "halloween", "pairs": 2],
        ["game": "memorize", "themeID": "halloween", "pairs": 2, "timeBonus": true],
      ] as [NSDictionary])
    let again = Self.app(home)
    #expect(again.statistics.record(for: plainKey).bestScore == 11)
    #expect(again.statistics.record(for: bonusKey).bestScore == game.score)
  }

  @Test("The released 1.0.0 file: every record is one of games without the bonus")
  func releasedFileHasNoBonus() throws {
    let home = TemporaryLocations()
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Saving/Files/statistics-format-1.json")
    try home.write(
      String(decoding: try Data(contentsOf: file), as: UTF8.self), to: home.statisticsFile)
    let app = Self.app(home)
    #expect(app.notices == [])
    #expect(app.statistics.records.count == 3)
    #expect(app.statistics.records.keys.allSatisfy { !$0.timeBonus })
    #expect(!app.statisticsPresentation.rows.contains { $0.title.contains("time bonus") })
  }
}

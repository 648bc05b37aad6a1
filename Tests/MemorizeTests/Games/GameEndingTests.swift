import CardGames
import FoundationEssentials
import Memorize
import Testing

@Suite("Every game ends the same way: result, time, best, play again")
struct GameEndingTests {
  /// Plays `game` out by matching the first pair that shares a rank or a suit, two seconds a
  /// choice, until no match is left; returns how many choices it made.
  @discardableResult
  static func playOut(
    _ game: PlayingCardGame, clock: ManualTimeSource, mismatchFirst: Bool = false,
    secondsAChoice step: Double = 2
  ) throws -> Int {
    game.setOnScreen(true)
    var choices = 0
    if mismatchFirst {
      let cards = game.cards.map(\.playingCard)
      let pair = try #require(
        cards.indices.flatMap { first in
          cards.indices.filter { $0 > first }.map { (first, $0) }
        }.first { cards[$0.0].rank != cards[$0.1].rank && cards[$0.0].suit != cards[$0.1].suit })
      for index in [pair.0, pair.1] {
        clock.advance(by: step)
        game.choose(at: index)
        choices += 1
      }
      // The second card of the mismatch stays chosen: put it back.
      game.choose(at: pair.1)
      choices += 1
    }
    while !game.isOver {
      try #require(choices < 100)
      let open = game.cards.indices.filter { !game.cards[$0].isMatched }
      let pair = try #require(
        open.flatMap { first in open.filter { $0 > first }.map { (first, $0) } }.first {
          let (a, b) = (game.cards[$0.0].playingCard, game.cards[$0.1].playingCard)
          return a.rank == b.rank || a.suit == b.suit
        })
      for index in [pair.0, pair.1] {
        clock.advance(by: step)
        game.choose(at: index)
        choices += 1
      }
    }
    return choices
  }

  /// A deal that ``playOut(_:clock:mismatchFirst:secondsAChoice:)`` ends with cards left that match nothing.
  static let seedLeavingCards: UInt64 = 1

  @Test("Matchismo played out ends: said, counted finished with score, time and best")
  func matchismoEnds() throws {
    let clock = ManualTimeSource()
    let statistics = Statistics()
    let game = PlayingCardGame(seed: 3, timeSource: clock, statistics: statistics)
    #expect(game.ending == nil)
    let choices = try Self.playOut(game, clock: clock)
    #expect(game.isOver)
    let score = game.score
    let seconds = Double(2 * (choices - 1))
    #expect(game.elapsed == seconds)
    #expect(
      game.ending
        == GameEnding(
          title: "Game over!", reason: "Every card is matched.",
          result: "Score \(score)", time: clockText(seconds),
          best: "New best score: \(score)! · New fastest: \(clockText(seconds))!",
          playAgain: "Play Again", dealsAgain: .redeal, score: score))
    let record = statistics.record(for: Statistics.Key(game: .matchismo, matchCount: 2))
    #expect(record.played == 1)
    #expect(record.finished == 1)
    #expect(record.bestScore == score)
    #expect(record.bestTime == seconds)
    // The time stops with the end.
    clock.advance(by: 60)
    #expect(game.elapsed == seconds)
  }

  /// Issue 23: a table's ending said the result and the time, never the table's best. A
  /// play-tester's finding: a local game of several said "New table best", which read as a
  /// shared network table's; local and shared games of several are one record, which the
  /// ending names as such.
  @Test("A game of several's ending says the best and multiplayer fastest, new when set")
  func tableEndingSaysTheTablesBest() throws {
    let clock = ManualTimeSource()
    let statistics = Statistics()
    let theme = Theme(
      id: "faces", name: "Faces", emoji: ["😀", "😃"], pairs: .allEmoji,
      color: RGBAColor(red: 1, green: 0.8, blue: 0))
    // Ana matches both pairs in a row (a match keeps the turn), two seconds a card.
    func play(_ players: [Player]) -> EmojiMemoryGame {
      let game = EmojiMemoryGame(
        theme: theme, seed: 2, players: players, timeSource: clock, statistics: statistics)
      game.setOnScreen(true)
      for content in ["😀", "😃"] {
        for card in game.cards.filter({ $0.content == content }) {
          clock.advance(by: 2)
          game.choose(card)
        }
      }
      return game
    }
    let first = play([Player(name: "Ana"), Player(name: "Ben")])
    #expect(first.ending?.best?.lowercased().contains("table") == false)
    #expect(
      first.ending?.best
        == "New multiplayer best: 4 by Ana! · New multiplayer fastest: 0:06!")
    #expect(
      first.ending?.details == [
        "Every pair is matched.", "Ana wins in 0:06",
        "Ana: 2 pairs, 4 points · Ben: 0 pairs, 0 points",
        "New multiplayer best: 4 by Ana! · New multiplayer fastest: 0:06!",
      ])
    Localization.withLanguage(.simplifiedChinese) {
      #expect(first.ending?.best == "新的多人最高分：Ana 4！新的多人最快纪录：0:06！")
    }
    let second = play([Player(name: "Ana"), Player(name: "Ben")])
    #expect(
      second.ending?.best
        == "Multiplayer best: 4 by Ana · Multiplayer fastest: 0:06")
    // Alone, the table's time is no record: the first game alone sets its own.
    let alone = play([Player(name: "Ana")])
    #expect(alone.ending?.best == "New best score: 4! · New fastest: 0:06!")
  }

  /// Issue 23 (table-56 6): a game of several with the time bonus ended saying "Multiplayer
  /// best", as though its best were compared with the games without the bonus, where the solo
  /// ending says "Best with time bonus" of the record Statistics keeps apart.
  @Test func aGameOfSeveralWithTheTimeBonusSaysItsBestIsWithTheTimeBonus() throws {
    let clock = ManualTimeSource()
    let statistics = Statistics()
    let theme = Theme(
      id: "faces", name: "Faces", emoji: ["😀", "😃"], pairs: .allEmoji,
      color: RGBAColor(red: 1, green: 0.8, blue: 0))
    func play(timeBonus: Bool) -> EmojiMemoryGame {
      let game = EmojiMemoryGame(
        theme: theme, seed: 2, timeBonus: timeBonus,
        players: [Player(name: "Ana"), Player(name: "Ben")], timeSource: clock,
        statistics: statistics)
      game.setOnScreen(true)
      for content in ["😀", "😃"] {
        for card in game.cards.filter({ $0.content == content }) {
          clock.advance(by: 2)
          game.choose(card)
        }
      }
      return game
    }
    let first = play(timeBonus: true)
    let top = first.players[0].score
    // Each match earns its 2 and a bonus for the seconds left of each card's 6 s face up.
    #expect(top > 4)
    #expect(
      first.ending?.best
        == "New multiplayer best with time bonus: \(top) by Ana! · New multiplayer fastest: 0:06!")
    Localization.withLanguage(.simplifiedChinese) {
      #expect(first.ending?.best == "新的多人时间奖励最高分：Ana \(top)！新的多人最快纪录：0:06！")
    }
    let second = play(timeBonus: true)
    #expect(
      second.ending?.best
        == "Multiplayer best with time bonus: \(top) by Ana · Multiplayer fastest: 0:06")
    Localization.withLanguage(.simplifiedChinese) {
      #expect(second.ending?.best == "多人时间奖励最高分：Ana \(top) · 多人最快：0:06")
    }
    // Without the bonus, a record of its own, said as before.
    let plain = play(timeBonus: false)
    #expect(
      plain.ending?.best
        == "New multiplayer best: 4 by Ana! · New multiplayer fastest: 0:06!")
  }

  /// Issue 23: Matchismo's ending said "Every card is matched." and Set's why it ended, where
  /// Memorize's said nothing of why.
  @Test("Memorize's ending says why it ended, in every face's lines and both languages")
  func memorizeEndingSaysWhy() throws {
    let clock = ManualTimeSource()
    let theme = Theme(
      id: "faces", name: "Faces", emoji: ["😀", "😃"], pairs: .allEmoji,
      color: RGBAColor(red: 1, green: 0.8, blue: 0))
    let game = EmojiMemoryGame(
      theme: theme, seed: 2, timeSource: clock, statistics: Statistics())
    game.setOnScreen(true)
    for content in ["😀", "😃"] {
      for card in game.cards.filter({ $0.content == content }) {
        clock.advance(by: 2)
        game.choose(card)
      }
    }
    let ending = try #require(game.ending)
    #expect(ending.reason == "Every pair is matched.")
    #expect(
      ending.details == [
        "Every pair is matched.", "Score 4 in 0:06", "New best score: 4! · New fastest: 0:06!",
      ])
    #expect(
      ending.bannerLines(newGameKey: "n") == [
        "Game over! Score 4 in 0:06 — n for a new game", "Every pair is matched.",
        "New best score: 4! · New fastest: 0:06!",
      ])
    #expect(
      ending.plainLines == [
        "Game over! Score 4 in 0:06", "Every pair is matched.",
        "New best score: 4! · New fastest: 0:06!", "Type “new” to play again.",
      ])
    Localization.withLanguage(.simplifiedChinese) {
      #expect(game.ending?.reason == "每一对牌都已配对。")
    }
  }

  @Test("After the end a card is refused in words and changes nothing; a redeal plays again")
  func matchismoRefusesAfterEnd() throws {
    let clock = ManualTimeSource()
    let game = PlayingCardGame(
      seed: Self.seedLeavingCards, timeSource: clock, statistics: Statistics())
    try Self.playOut(game, clock: clock)
    let left = try #require(game.cards.indices.first { !game.cards[$0].isMatched })
    let (score, flips) = (game.score, game.flipCount)
    #expect(game.refusal(choosingAt: left) == .gameOver)
    game.choose(at: left)
    #expect(game.score == score)
    #expect(game.flipCount == flips)
    #expect(game.cards[left].isChosen == false)
    game.redeal()
    #expect(game.ending == nil)
    #expect(game.refusal(choosingAt: left) == nil)
  }

  @Test("A worse second deal keeps the first one's best and says it is not new")
  func matchismoKeepsBest() throws {
    let clock = ManualTimeSource()
    let statistics = Statistics()
    let first = PlayingCardGame(seed: 3, timeSource: clock, statistics: statistics)
    try Self.playOut(first, clock: clock)
    let best = first.score
    let second = PlayingCardGame(seed: 3, timeSource: clock, statistics: statistics)
    try Self.playOut(second, clock: clock, mismatchFirst: true)
    // Two choices (−1 each) and the mismatch's penalty (−2); putting a card back is free.
    #expect(second.score == best - 1 - 1 - 2)
    #expect(second.ending?.best?.hasPrefix("Best score: \(best) · ") == true)
    #expect(second.bestScore == best)
    #expect(statistics.record(for: Statistics.Key(game: .matchismo, matchCount: 2)).finished == 2)
  }

  /// Issue 23's play-test: a game typed ahead ended "Score 4 in 0:00" beside "New fastest:
  /// under 0:01!", and a second such game claimed a new fastest over a record the clock showed
  /// as the same.
  @Test("A game under a second reads \"under 0:01\" in its result and its record, once new")
  func underASecond() throws {
    let clock = ManualTimeSource()
    let statistics = Statistics()
    let first = PlayingCardGame(seed: 3, timeSource: clock, statistics: statistics)
    try Self.playOut(first, clock: clock, secondsAChoice: 0.02)
    let score = first.score
    #expect(first.elapsed < 1)
    let firstEnding = try #require(first.ending)
    #expect(firstEnding.time == "under 0:01")
    #expect(firstEnding.best == "New best score: \(score)! · New fastest: under 0:01!")
    #expect(
      firstEnding.headline(newGameKey: "n")
        == "Game over! Score \(score) in under 0:01 — n to redeal")
    // The header's clock says the time as the ending does ("Time 0:00" read beside it as a
    // mistake), with the clock's own form where there is no room.
    let clockItem = try #require(first.statusItems.first { $0.isClock })
    #expect(clockItem.value == "under 0:01")
    #expect(clockItem.shortValue == "0:00")
    #expect(clockItem.spokenText == "Time: under 0:01")
    // Faster still, but not on the clock: the record keeps the faster time and says nothing new.
    let second = PlayingCardGame(seed: 3, timeSource: clock, statistics: statistics)
    try Self.playOut(second, clock: clock, secondsAChoice: 0.01)
    #expect(second.elapsed < first.elapsed)
    #expect(second.ending?.best == "Best score: \(score) · Fastest: under 0:01")
    let record = statistics.record(for: Statistics.Key(game: .matchismo, matchCount: 2))
    #expect(record.bestTime == second.elapsed)
    Localization.withLanguage(.simplifiedChinese) {
      #expect(
        second.ending?.headline(newGameKey: "n") == "游戏结束！得分 \(score)，用时不到 0:01。按 n 重新发牌")
    }
  }

  @Test("A new fastest is said when the clock shows it faster, not for a fraction it hides")
  func fasterOnTheClock() throws {
    let clock = ManualTimeSource()
    let statistics = Statistics()
    var said: [String?] = []
    var times: [Double] = []
    // 4 s a choice, then a little less (the same whole seconds on the clock), then 1 s less.
    for step in [0.3, 0.29, 0.2] {
      let game = PlayingCardGame(seed: 3, timeSource: clock, statistics: statistics)
      try Self.playOut(game, clock: clock, secondsAChoice: step)
      said.append(game.ending?.best)
      times.append(game.elapsed)
    }
    let shown = times.map(clockText)
    #expect(shown[0] == shown[1] && shown[2] != shown[1], "\(times)")
    let score = try #require(said[0]?.firstMatch(of: /New best score: (\d+)!/)?.1)
    #expect(
      said == [
        "New best score: \(score)! · New fastest: \(shown[0])!",
        "Best score: \(score) · Fastest: \(shown[1])",
        "Best score: \(score) · New fastest: \(shown[2])!",
      ])
  }

  @Test("Matchismo's banner names its key as its button does: n to redeal")
  func matchismoRedeals() throws {
    let clock = ManualTimeSource()
    let game = PlayingCardGame(seed: 3, timeSource: clock, statistics: Statistics())
    try Self.playOut(game, clock: clock)
    let ending = try #require(game.ending)
    #expect(ending.headline(newGameKey: "n").hasSuffix(" — n to redeal"))
    #expect(ending.bannerPhrases(newGameKey: "n").first?.parts.last == "n to redeal")
    let written = try JSONEncoder().encode(ending)
    #expect(try JSONDecoder().decode(GameEnding.self, from: written) == ending)
  }

  @Test("The ending in the full screen's banner lines and --plain's lines")
  func endingLines() {
    let ending = GameEnding(
      title: "Game over!", reason: "No match is possible among the cards left.",
      result: "Score 12", time: "1:05", best: "Best score: 20", playAgain: "Play Again",
      score: 12)
    #expect(
      ending.bannerLines(newGameKey: "n") == [
        "Game over! Score 12 in 1:05 — n for a new game",
        "No match is possible among the cards left.", "Best score: 20",
      ])
    #expect(
      ending.plainLines == [
        "Game over! Score 12 in 1:05", "No match is possible among the cards left.",
        "Best score: 20", "Type “new” to play again.",
      ])
    #expect(
      ending.details == [
        "No match is possible among the cards left.", "Score 12 in 1:05", "Best score: 20",
      ])
    // Several players: who won, not the table's total score.
    let shared = GameEnding(
      title: "Game over!", reason: nil, result: "Ana wins", time: "1:05", best: nil,
      playAgain: "Play Again", score: 16)
    #expect(shared.plainLines == ["Game over! Ana wins in 1:05", "Type “new” to play again."])
  }
}

@Suite("An ending on the wire")
struct GameEndingWireTests {
  /// Issue 23's browser run: a table words each reader's view in their language and writes it
  /// out later; the ending's summary was worded when written, in the process's language ("Ana
  /// 获胜 in 0:02" on a Chinese page).
  @Test("An ending made in Chinese is written in Chinese, whichever language writes it out")
  func keepsItsLanguage() throws {
    let ending = Localization.withLanguage(.simplifiedChinese) {
      GameEnding(
        title: "游戏结束！", reason: nil, result: "Ana 获胜", time: "0:02",
        scores: "Ana：3 对 · Ben：1 对", best: nil, playAgain: "再玩一局", score: 6)
    }
    let written = try Localization.withLanguage(.english) {
      String(decoding: try JSONEncoder().encode(ending), as: UTF8.self)
    }
    // Each line written once, under its own key (the details whole repeated the scores and
    // the best, and a table's last update went over 2 KB); a new game's dealing not at all.
    #expect(written.contains(#""summary":"Ana 获胜，用时 0:02""#), "\(written)")
    #expect(written.components(separatedBy: "Ana：3 对 · Ben：1 对").count == 2, "\(written)")
    #expect(!written.contains(#""details""#), "\(written)")
    #expect(!written.contains(#""dealsAgain""#), "\(written)")
    let read = try Localization.withLanguage(.english) {
      try JSONDecoder().decode(GameEnding.self, from: Data(written.utf8))
    }
    #expect(read == ending)
    #expect(read.details == ["Ana 获胜，用时 0:02", "Ana：3 对 · Ben：1 对"])
    // With a reason, it is written once, under its key; a redeal is written; both read back
    // whole.
    let redeal = Localization.withLanguage(.simplifiedChinese) {
      GameEnding(
        title: "游戏结束！", reason: "所有牌都已配对。", result: "得分 4", time: "0:03", best: nil,
        playAgain: "再玩一局", dealsAgain: .redeal, score: 4)
    }
    let again = try Localization.withLanguage(.english) {
      try JSONDecoder().decode(GameEnding.self, from: try JSONEncoder().encode(redeal))
    }
    let wire = String(decoding: try JSONEncoder().encode(redeal), as: UTF8.self)
    #expect(wire.components(separatedBy: "所有牌都已配对。").count == 2, "\(wire)")
    #expect(wire.contains(#""dealsAgain":"redeal""#), "\(wire)")
    #expect(again == redeal)
    #expect(again.reason == "所有牌都已配对。")
    #expect(again.summary == "得分 4，用时 0:03")
    // A writer before this wrote the reason and the summary apart; they read as written.
    let earlier =
      #"{"title":"Game over!","reason":"Every pair is matched.","result":"Score 4","#
      + #""time":"0:03","playAgain":"Play Again","score":4,"summary":"Score 4 in 0:03"}"#
    let earlierRead = try JSONDecoder().decode(GameEnding.self, from: Data(earlier.utf8))
    #expect(earlierRead.details == ["Every pair is matched.", "Score 4 in 0:03"])
    // The writers since then wrote the lines as details; they read as written too.
    let detailed =
      #"{"title":"Game over!","result":"Score 4","time":"0:03","playAgain":"Play Again","#
      + #""score":4,"best":"Best score: 9","details":["Every pair is matched.","#
      + #""Score 4 in 0:03","Best score: 9"]}"#
    let detailedRead = try JSONDecoder().decode(GameEnding.self, from: Data(detailed.utf8))
    #expect(
      detailedRead.details == ["Every pair is matched.", "Score 4 in 0:03", "Best score: 9"])
    #expect(detailedRead.reason == "Every pair is matched.")
  }
}

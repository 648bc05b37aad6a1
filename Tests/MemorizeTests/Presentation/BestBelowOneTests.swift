import CardGames
import Testing

@testable import Memorize

/// A best score that is not above 0 is the best so far, and said so, but never cheered: a first
/// Set game of misplays ended "New best score: −330!".
@Suite("A new best of 0 or below is stated, not cheered")
struct BestBelowOneTests {
  @Test func aSoloBest() {
    #expect(Phrases.best(score: 3, isNew: true) == "New best score: 3!")
    #expect(Phrases.best(score: 0, isNew: true) == "Best score: 0")
    #expect(Phrases.best(score: -330, isNew: true) == "Best score: −330")
    #expect(Phrases.best(score: -330, isNew: false) == "Best score: −330")
  }

  @Test func aTableBest() {
    let below = Statistics.TableBest(score: -4, seats: [.init(name: "Ana")])
    #expect(
      Phrases.tableRecords(best: below, isNewBest: true, time: nil, isNewTime: false)
        == "Multiplayer best: −4 by Ana")
    let above = Statistics.TableBest(score: 9, seats: [.init(name: "Ana")])
    #expect(
      Phrases.tableRecords(best: above, isNewBest: true, time: nil, isNewTime: false)
        == "New multiplayer best: 9 by Ana!")
  }

  /// pt-55b: after a game of −32 the window's header read "最高分 -32" beside "得分 −32", and
  /// the chart was read out as "最近得分：-32".
  @Test("The header's best and the chart's spoken scores write a true minus, as the score does")
  func aBestBelowZeroInTheHeaderAndTheChart() {
    let theme = Theme(
      id: "faces", name: "Faces", emoji: ["😀", "😃"], pairs: .allEmoji,
      color: RGBAColor(red: 1, green: 0.8, blue: 0))
    var record = Statistics.Record()
    record.bestScore = -32
    let key = Statistics.Key(game: .memorize, themeID: "faces", pairs: 2, timeBonus: false)
    let game = EmojiMemoryGame(
      theme: theme, seed: 1, timeSource: ManualTimeSource(),
      statistics: Statistics(records: [key: record]))
    #expect(game.bestScore == -32)
    let best = game.statusItems.first { $0.label == Phrases.best }
    #expect(best?.value == "−32")
    #expect(Phrases.recentScores([3, -1, 4]) == "Recent scores: 3, −1, 4")
  }
}

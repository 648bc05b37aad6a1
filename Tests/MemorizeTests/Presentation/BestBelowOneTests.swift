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
}

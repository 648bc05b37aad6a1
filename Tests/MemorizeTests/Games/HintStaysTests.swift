import CardGames
import Memorize
import Testing

@Suite("A hint stays until its cards are matched or the table changes")
struct HintStaysTests {
  @Test("Set: the hinted three stay outlined while they are picked, and go once they are a set")
  func setHintThroughPicks() throws {
    let game = SetCardGame(seed: 3, timeSource: ManualTimeSource(), statistics: Statistics())
    game.hint()
    let hinted = game.hintedCardIDs
    try #require(hinted.count == 3)
    func card(_ id: SetCard.ID) throws -> SetCard {
      try #require(game.cardsInPlay.first { $0.id == id })
    }
    game.choose(try card(hinted[0]))
    #expect(game.hintedCardIDs == hinted)
    game.choose(try card(hinted[1]))
    #expect(game.hintedCardIDs == hinted)
    #expect(game.cardsInPlay.filter(game.isHinted).map(\.id).sorted() == hinted.sorted())
    game.choose(try card(hinted[2]))
    #expect(game.selectionState == .matched)
    #expect(game.hintedCardIDs == [])
  }

  @Test("Set: a card outside the hint keeps it; three more cards dealt take it away")
  func setHintUntilTheTableChanges() throws {
    let game = SetCardGame(seed: 3, timeSource: ManualTimeSource(), statistics: Statistics())
    game.hint()
    let hinted = game.hintedCardIDs
    try #require(hinted.count == 3)
    let other = try #require(game.cardsInPlay.first { !hinted.contains($0.id) })
    game.choose(other)
    #expect(game.hintedCardIDs == hinted)
    game.choose(other)
    #expect(game.hintedCardIDs == hinted)
    game.dealThreeMore()
    #expect(game.hintedCardIDs == [])
  }

  @Test("The hint's cost is said where it is offered")
  func costIsStated() {
    #expect(Labels.memorizeHint == "Hint (−1 point)")
    #expect(Labels.describe(.memorizeHint) == "hint: a pair you have seen (costs 1 point)")
  }
}

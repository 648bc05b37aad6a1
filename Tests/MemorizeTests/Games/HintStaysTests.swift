import CardGames
import Foundation
import Testing

@testable import Memorize

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

  /// Issue 23: Set's hint outlined three cards and said nothing, on every face.
  @Test("Set: the line says what a hint outlined, and that it is free, until the next move")
  func setHintIsSaid() throws {
    let game = SetCardGame(seed: 3, timeSource: ManualTimeSource(), statistics: Statistics())
    #expect(game.verdict == nil)
    game.hint()
    #expect(game.verdict == "The outlined cards make a set. Hints are free.")
    #expect(
      game.presentation(status: SectionStatus(title: "Set")).shorterVerdicts
        == ["The outlined cards make a set.", "Set outlined."])
    let hinted = try #require(game.cardsInPlay.first { game.isHinted($0) })
    game.choose(hinted)
    #expect(game.verdict == nil)
    Localization.withLanguage(.simplifiedChinese) {
      game.hint()
      #expect(game.verdict == "标出的三张牌是一组。提示不扣分。")
    }
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

  @Test("Set: a hint comes back with its game after a restart, and an impossible one does not")
  func setHintIsSaved() throws {
    let game = SetCardGame(seed: 3, timeSource: ManualTimeSource(), statistics: Statistics())
    game.hint()
    let hinted = game.hintedCardIDs
    try #require(hinted.count == 3)
    let saved = game.saved
    #expect(saved.hintedCardIDs == hinted)
    let file = try JSONEncoder().encode(saved)
    let restored = SetCardGame(
      restoring: try JSONDecoder().decode(SavedSetGame.self, from: file),
      timeSource: ManualTimeSource(), statistics: Statistics())
    #expect(restored.hintedCardIDs == hinted)
    var broken = saved
    broken.hintedCardIDs = [hinted[0], hinted[1], hinted[1]]
    let notASet = SetCardGame(
      restoring: broken, timeSource: ManualTimeSource(), statistics: Statistics())
    #expect(notASet.hintedCardIDs == [])
  }

  @Test("Memorize: a paid hint comes back with its game after a restart; a stale one does not")
  func memorizeHintIsSaved() throws {
    let theme = Theme(
      id: "faces", name: "Faces", emoji: ["😀", "😃", "😄", "😁"], pairs: .allEmoji,
      color: RGBAColor(red: 1, green: 0.8, blue: 0))
    let game = EmojiMemoryGame(
      theme: theme, seed: 4, timeSource: ManualTimeSource(), statistics: Statistics())
    game.setOnScreen(true)
    let twins = game.cards.filter { $0.content == "😁" }
    let others = game.cards.filter { $0.content == "😀" }
    game.choose(twins[0])
    game.choose(others[0])
    game.choose(twins[1])
    game.choose(others[1])
    #expect(game.lastVerdict == "No match.")
    game.hint()
    let hinted = game.hintedCardIDs
    try #require(hinted.count == 2)
    #expect(game.score == -1)
    let file = try JSONEncoder().encode(game.saved)
    let saved = try JSONDecoder().decode(SavedMemorizeGame.self, from: file)
    #expect(saved.hintedCardIDs == hinted)
    let restored = EmojiMemoryGame(
      restoring: saved, timeSource: ManualTimeSource(), statistics: Statistics())
    #expect(restored.hintedCardIDs == hinted)
    #expect(restored.score == -1)
    #expect(restored.isHintLatest == false)
    #expect(restored.statusSentence(newGameKey: "n") == "The outlined cards make a pair.")
    var stale = saved
    stale.hintedCardIDs = [twins[0].id, others[0].id]
    let notAPair = EmojiMemoryGame(
      restoring: stale, timeSource: ManualTimeSource(), statistics: Statistics())
    #expect(notAPair.hintedCardIDs == [])
  }
}

import CardGames
import Foundation
import Memorize
import Testing

@Suite("PlayingCardGame (Matchismo view model)")
struct PlayingCardGameTests {
  private func game(seed: UInt64 = 5) -> (PlayingCardGame, Statistics) {
    let statistics = Statistics()
    return (
      PlayingCardGame(seed: seed, timeSource: ManualTimeSource(), statistics: statistics),
      statistics
    )
  }

  @Test("Outcome text in the assignment's words")
  func outcomeText() {
    let jh = PlayingCard(rank: .jack, suit: .hearts)
    let js = PlayingCard(rank: .jack, suit: .spades)
    let sixD = PlayingCard(rank: .six, suit: .diamonds)
    let jc = PlayingCard(rank: .jack, suit: .clubs)
    let eightD = PlayingCard(rank: .eight, suit: .diamonds)
    #expect(
      PlayingCardGame.describe(.matched([jh, js], points: 16)) == "Matched J♥ J♠ for 16 points.")
    #expect(
      PlayingCardGame.describe(.mismatched([sixD, jc], points: -2))
        == "6♦ J♣ don't match! 2 point penalty!")
    #expect(PlayingCardGame.describe(.chose([eightD])) == "8♦")
    #expect(
      PlayingCardGame.describe(.matched([jh, js], points: 1)) == "Matched J♥ J♠ for 1 point.")
  }

  @Test("Changing the match count mid-game is refused in words, until the next choice")
  func matchCountRefusedInWords() {
    let (game, _) = game()
    #expect(game.setMatchCount(3))
    #expect(game.outcomeText == "")
    game.choose(at: 0)
    let chosen = game.outcomeText
    #expect(!game.setMatchCount(2))
    #expect(game.matchCount == 3)
    #expect(
      game.outcomeText
        == "The number of cards to match can change only before the first choice: redeal first.")
    game.choose(at: 1)
    #expect(game.outcomeText != chosen && !game.outcomeText.hasPrefix("The number of cards"))
    game.redeal()
    #expect(game.setMatchCount(2))
    #expect(game.outcomeText == "")
  }

  @Test("Titles and colours of cards")
  func titles() {
    let (game, _) = game()
    #expect(game.cards.count == 24)
    for card in game.cards {
      #expect(PlayingCardGame.title(of: card) == card.playingCard.contents)
      #expect(PlayingCardGame.isRed(card) == [.hearts, .diamonds].contains(card.playingCard.suit))
    }
  }

  @Test("The 2/3 switch locks at the first choice and unlocks on redeal")
  func matchCountSwitch() {
    let (game, statistics) = game()
    #expect(game.canChangeMatchCount)
    #expect(game.setMatchCount(3))
    #expect(game.matchCount == 3)
    game.choose(at: 0)
    #expect(!game.canChangeMatchCount)
    #expect(!game.setMatchCount(2))
    #expect(game.matchCount == 3)
    // Refused, and said so on the outcome line (issue 12: no key does nothing silently).
    #expect(game.outcomeText == Phrases.matchCountLocked)
    game.redeal()
    #expect(game.canChangeMatchCount)
    #expect(game.score == 0 && game.history == [])
    // The game redealt after one choice was abandoned: played, never finished, no best or time.
    let record = statistics.record(for: .init(game: .matchismo))
    #expect(record.played == 1 && record.finished == 0 && record.recentScores == [])
    #expect(record.bestScore == nil && record.bestTime == nil)
  }

  @Test("The history can be scrubbed, and a new move returns to the latest")
  func scrubbing() {
    let (game, _) = game()
    game.choose(at: 0)
    game.choose(at: 1)
    game.choose(at: 2)
    #expect(game.history.count == 3)
    game.scrub(to: 0)
    #expect(game.outcomeText == game.history[0])
    game.scrub(to: 99)
    #expect(game.scrubPosition == 2)
    game.scrub(to: -4)
    #expect(game.scrubPosition == 0)
    game.choose(at: 3)
    #expect(game.scrubPosition == nil)
    #expect(game.outcomeText == game.history.last)
  }
}

@Suite("SetCardGame (Set view model)")
struct SetCardGameTests {
  @Test("Deal, select, deal three more, hint, deck count")
  func basics() throws {
    let statistics = Statistics()
    let game = SetCardGame(seed: 9, timeSource: ManualTimeSource(), statistics: statistics)
    #expect(game.cardsInPlay.count == 12)
    #expect(game.deckCount == 69)
    #expect(game.canDealMore)
    let first = game.cardsInPlay[0]
    game.choose(first)
    #expect(game.isSelected(first))
    game.choose(first)
    #expect(!game.isSelected(first))
    #expect(game.score == -1)
    game.dealThreeMore()
    #expect(game.cardsInPlay.count == 15)
    #expect(game.deckCount == 66)
    game.hint()
    let hinted = game.cardsInPlay.filter { game.isHinted($0) }
    if hinted.count == 3 {
      #expect(SetCard.isSet(hinted[0], hinted[1], hinted[2]))
      for card in hinted { game.choose(card) }
      #expect(game.selectionState == .matched)
      #expect(game.score == 2)
      #expect(game.cardsInPlay.allSatisfy { !game.isHinted($0) })
    } else {
      #expect(hinted.isEmpty)
    }
    #expect(statistics.record(for: .init(game: .set)).played == 1)
  }
}

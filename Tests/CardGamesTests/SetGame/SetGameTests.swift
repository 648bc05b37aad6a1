import Foundation
import Testing

@testable import CardGames

/// The rules, one intent at a time, each followed by the exact state it should leave.
///
/// Most tests deal from the deck in id order (`SetGame.stacked([])`), so the table is
/// `allCards[0..<12]`: one diamond or squiggle each, where cards 0, 1, 2 (solid; red, green,
/// purple) form a set and cards 0, 1, 3 (3 is striped red) do not. Cards 12, 13, 14 come next.
@Suite struct SetGameTests {
  let cards = SetCard.allCards

  // MARK: - Dealing

  @Test func aNewGameDealsTwelveOfAShuffledDeckOf81() {
    let game = SetGame(seed: 7)
    #expect(game.cardsInPlay.count == 12)
    #expect(game.deckCount == 69)
    #expect(game.deck.count == 69)
    #expect(Set(game.cardsInPlay + game.deck) == Set(cards))
    #expect(game.cardsInPlay != Array(cards.prefix(12)))
    #expect(game.matchedCards.isEmpty)
    #expect(game.selectedCardIDs.isEmpty)
    #expect(game.selectionState == .incomplete)
    #expect(game.history.isEmpty)
    #expect(game.score == 0)
    #expect(game.canDealMore)
    #expect(!game.isOver)
  }

  @Test(arguments: [0, 1, 42, UInt64.max])
  func theSameSeedDealsTheSameGame(seed: UInt64) {
    #expect(SetGame(seed: seed) == SetGame(seed: seed))
    #expect(SetGame(seed: seed) == SetGame(generator: SeededGenerator(seed: seed)))
    #expect(SetGame(seed: seed).cardsInPlay != SetGame(seed: seed &+ 1).cardsInPlay)
  }

  @Test func aStackedDeckIsDealtFromTheTop() {
    let game = SetGame.stacked([])
    #expect(game.cardsInPlay == Array(cards[0..<12]))
    #expect(game.deck == Array(cards[12...]))
  }

  @Test func aNewGameReshufflesWithTheStoredGenerator() {
    var game = SetGame(seed: 3, scoring: SetGame.Scoring(pointsForSet: 9))
    game.choose(game.cardsInPlay[0])
    game.dealThreeMore()
    game.newGame()
    #expect(game.cardsInPlay.count == 12)
    #expect(game.deckCount == 69)
    #expect(game.history.isEmpty)
    #expect(game.selectedCardIDs.isEmpty)
    #expect(game.scoring == SetGame.Scoring(pointsForSet: 9))
    #expect(game.cardsInPlay != SetGame(seed: 3).cardsInPlay)
    var again = SetGame(seed: 3, scoring: SetGame.Scoring(pointsForSet: 9))
    again.newGame()
    #expect(again == game)
  }

  // MARK: - Selecting and deselecting

  @Test func choosingSelectsAndChoosingAgainDeselectsForAPoint() {
    var game = SetGame.stacked([])
    #expect(game.choose(cards[0]) == .selected(cards[0]))
    #expect(game.selectedCardIDs == [0])
    #expect(game.selectedCards == [cards[0]])
    #expect(game.score == 0)

    #expect(game.choose(cards[0]) == .deselected(cards[0]))
    #expect(game.selectedCardIDs == [])
    #expect(game.score == -1)

    #expect(game.choose(cards[5]) == .selected(cards[5]))
    #expect(game.choose(cards[7]) == .selected(cards[7]))
    #expect(game.choose(cards[5]) == .deselected(cards[5]))
    #expect(game.selectedCardIDs == [7])
    #expect(game.selectionState == .incomplete)
    #expect(game.score == -2)
    #expect(
      game.history == [
        .selected(cards[0]), .deselected(cards[0]), .selected(cards[5]), .selected(cards[7]),
        .deselected(cards[5]),
      ])
    #expect(game.cardsInPlay == Array(cards[0..<12]))
  }

  @Test func choosingACardNotInPlayChangesNothing() {
    var game = SetGame.stacked([])
    game.choose(cards[4])
    let before = game
    #expect(game.choose(cards[12]) == nil)
    #expect(game.choose(cards[80]) == nil)
    #expect(game == before)
  }

  // MARK: - Judging three cards

  @Test func threeCardsThatFormASetScoreThreeAndStayOnTheTable() {
    var game = SetGame.stacked([])
    game.choose(cards[2])
    game.choose(cards[0])
    #expect(game.choose(cards[1]) == .set([cards[2], cards[0], cards[1]]))
    #expect(game.selectedCardIDs == [2, 0, 1])
    #expect(game.selectionState == .matched)
    #expect(game.score == 3)
    #expect(game.cardsInPlay == Array(cards[0..<12]))
    #expect(game.deckCount == 69)
    #expect(game.matchedCards.isEmpty)
  }

  @Test func threeCardsThatDoNotFormASetCostFive() {
    var game = SetGame.stacked([])
    game.choose(cards[0])
    game.choose(cards[1])
    #expect(game.choose(cards[3]) == .notASet([cards[0], cards[1], cards[3]]))
    #expect(game.selectedCardIDs == [0, 1, 3])
    #expect(game.selectionState == .mismatched)
    #expect(game.score == -5)
    #expect(game.cardsInPlay == Array(cards[0..<12]))
  }

  @Test func theChoiceAfterANonSetStartsANewSelectionWithTheChosenCard() {
    var game = SetGame.stacked([])
    for id in [0, 1, 3] { game.choose(cards[id]) }
    #expect(game.choose(cards[5]) == .selected(cards[5]))
    #expect(game.selectedCardIDs == [5])
    #expect(game.selectionState == .incomplete)
    #expect(game.score == -5)

    // Choosing one of the mismatched three selects it rather than deselecting it, for no points.
    for id in [6, 8] { game.choose(cards[id]) }
    #expect(game.selectionState == .mismatched)
    #expect(game.choose(cards[6]) == .selected(cards[6]))
    #expect(game.selectedCardIDs == [6])
    #expect(game.score == -10)
  }

  @Test func scoringCanBeOverridden() {
    let scoring = SetGame.Scoring(pointsForSet: 10, pointsForNonSet: -2, pointsForDeselection: 0)
    var game = SetGame.stacked([], scoring: scoring)
    for id in [0, 1, 2] { game.choose(cards[id]) }
    #expect(game.score == 10)
    for id in [4, 4, 6, 7, 9] { game.choose(cards[id]) }
    #expect(game.score == 8)
    #expect(
      SetGame.Scoring()
        == SetGame.Scoring(pointsForSet: 3, pointsForNonSet: -5, pointsForDeselection: -1))
  }

  @Test(arguments: [
    (SetGame.Outcome.set([]), 3), (.notASet([]), -5), (.deselected(SetCard.allCards[0]), -1),
    (.selected(SetCard.allCards[0]), 0), (.cleared, 0), (.dealt([]), 0),
  ])
  func eachOutcomeIsWorthItsDefaultPoints(outcome: SetGame.Outcome, points: Int) {
    #expect(SetGame.Scoring().points(for: outcome) == points)
  }

  // MARK: - Putting a matched set away

  @Test func aMatchedSetIsReplacedInPlaceFromTheDeckOnTheNextChoice() {
    var game = SetGame.stacked([])
    for id in [0, 1, 2] { game.choose(cards[id]) }
    #expect(game.choose(cards[4]) == .selected(cards[4]))
    #expect(game.cardsInPlay == [cards[12], cards[13], cards[14]] + cards[3..<12])
    #expect(game.matchedCards == [cards[0], cards[1], cards[2]])
    #expect(game.deck == Array(cards[15...]))
    #expect(game.deckCount == 66)
    #expect(game.selectedCardIDs == [4])
    #expect(game.score == 3)
  }

  @Test func choosingACardOfTheMatchedSetPutsItAwayAndSelectsNothing() {
    var game = SetGame.stacked([])
    for id in [3, 6, 0] { game.choose(cards[id]) }  // striped, open, solid red diamonds
    #expect(game.selectionState == .matched)
    #expect(game.choose(cards[6]) == .cleared)
    #expect(game.selectedCardIDs == [])
    #expect(game.selectionState == .incomplete)
    #expect(
      game.cardsInPlay
        == [cards[14], cards[1], cards[2], cards[12], cards[4], cards[5], cards[13]]
        + cards[7..<12])
    #expect(game.matchedCards == [cards[3], cards[6], cards[0]])
    #expect(game.score == 3)
  }

  @Test func dealingThreeMoreReplacesAMatchedSet() {
    var game = SetGame.stacked([])
    for id in [9, 10, 11] { game.choose(cards[id]) }
    #expect(game.dealThreeMore() == .dealt([cards[12], cards[13], cards[14]]))
    #expect(game.cardsInPlay == cards[0..<9] + [cards[12], cards[13], cards[14]])
    #expect(game.matchedCards == [cards[9], cards[10], cards[11]])
    #expect(game.selectedCardIDs == [])
    #expect(game.deckCount == 66)
    #expect(game.score == 3)
  }

  @Test func dealingThreeMoreAddsThreeCardsWhenNoSetIsSelected() {
    var game = SetGame.stacked([])
    #expect(game.dealThreeMore() == .dealt([cards[12], cards[13], cards[14]]))
    #expect(game.cardsInPlay == Array(cards[0..<15]))
    #expect(game.deckCount == 66)

    // A mismatched selection stays selected; the next choice clears it as usual.
    for id in [0, 1, 3] { game.choose(cards[id]) }
    #expect(game.dealThreeMore() == .dealt([cards[15], cards[16], cards[17]]))
    #expect(game.cardsInPlay == Array(cards[0..<18]))
    #expect(game.selectedCardIDs == [0, 1, 3])
    #expect(game.selectionState == .mismatched)
    #expect(game.deckCount == 63)
    #expect(game.score == -5)
  }

  @Test func theDeckRunsOutAfter23Deals() {
    var game = SetGame.stacked([])
    for deal in 1...23 {
      #expect(game.canDealMore)
      #expect(game.dealThreeMore() != nil)
      #expect(game.deckCount == 69 - 3 * deal)
    }
    #expect(game.cardsInPlay == cards)
    #expect(game.deckCount == 0)
    #expect(!game.canDealMore)
    let before = game
    #expect(game.dealThreeMore() == nil)
    #expect(game == before)
  }

  @Test func aMatchedSetIsRemovedWhenTheDeckIsEmpty() throws {
    var game = SetGame.stacked([])
    game.playUntilDeckIsEmpty()
    #expect(game.deckCount == 0)
    #expect(!game.canDealMore)
    if game.selectionState == .matched { game.dealThreeMore() }  // no deck: must change nothing
    if game.selectionState == .matched {
      // The last deal came with a set still selected; clear it to start from a quiet table.
      let offTable = try #require(game.cardsInPlay.first { !game.selectedCardIDs.contains($0.id) })
      game.choose(offTable)
      game.choose(offTable)
    }
    let hint = try #require(game.hint)
    let tableBefore = game.cardsInPlay
    let matchedBefore = game.matchedCards
    let scoreBefore = game.score
    let set = hint.map { game.card(withID: $0) }
    for card in set { game.choose(card) }
    #expect(game.selectionState == .matched)
    #expect(game.dealThreeMore() == nil)
    #expect(game.cardsInPlay == tableBefore)

    let other = try #require(tableBefore.first { !hint.contains($0.id) })
    #expect(game.choose(other) == .selected(other))
    #expect(game.cardsInPlay == tableBefore.filter { !hint.contains($0.id) })
    #expect(game.matchedCards == matchedBefore + set)
    #expect(game.selectedCardIDs == [other.id])
    #expect(game.score == scoreBefore + 3)
  }

  // MARK: - Hints and the end of the game

  @Test(arguments: 0..<50)
  func theHintIsASetOnTheTable(seed: UInt64) throws {
    var game = SetGame(seed: seed)
    while game.hint == nil, game.dealThreeMore() != nil {}
    let hint = try #require(game.hint)
    #expect(hint.count == 3)
    #expect(Set(hint).count == 3)
    let set = hint.compactMap { id in game.cardsInPlay.first { $0.id == id } }
    #expect(set.count == 3)
    #expect(SetCard.isSet(set[0], set[1], set[2]))
  }

  @Test func thereIsNoHintWhenTheTableHoldsNoSet() {
    var game = SetGame.stacked(Array(SetCard.capSet.prefix(12)))
    #expect(game.hint == nil)
    #expect(!game.isOver)  // the deck still has cards

    // The rest of the deck follows in id order, so cards 2, 5 and 6 come next, and 2 completes
    // the set with 0 and 1, the first two on the table.
    #expect(game.dealThreeMore() == .dealt([cards[2], cards[5], cards[6]]))
    #expect(game.hint == [0, 1, 2])
  }

  @Test func theHintSkipsASetAlreadyMatched() throws {
    // Eleven cards from the cap set plus the one card completing its first two: exactly one set.
    let cap = SetCard.capSet
    let completion = SetCard(.three, .diamond, .solid, .red)
    #expect(cap[0] == SetCard(.one, .diamond, .solid, .red))
    #expect(cap[8] == SetCard(.two, .diamond, .solid, .red))
    let table = Array(cap.prefix(11)) + [completion]
    var game = SetGame.stacked(table)
    #expect(game.cardsInPlay == table)
    #expect(try #require(game.hint).sorted() == [cap[0].id, cap[8].id, completion.id].sorted())

    for card in [cap[0], cap[8], completion] { game.choose(card) }
    #expect(game.selectionState == .matched)
    #expect(game.hint == nil)
  }

  @Test func theGameIsOverWhenTheDeckIsEmptyAndNoSetRemains() {
    var game = SetGame.stacked([])
    game.playUntilDeckIsEmpty()
    #expect(game.deckCount == 0)
    while game.hint != nil {
      #expect(!game.isOver)
      _ = game.playHintedSet()
    }
    #expect(game.isOver)

    // Check independently that none of the cards still to be found forms a set.
    let matched = game.selectionState == .matched ? game.selectedCardIDs : []
    let left = game.cardsInPlay.filter { !matched.contains($0.id) }
    for first in left.indices {
      for second in (first + 1)..<left.endIndex {
        for third in (second + 1)..<left.endIndex {
          #expect(!SetCard.isSet(left[first], left[second], left[third]))
        }
      }
    }
    #expect(game.cardsInPlay.count + game.matchedCards.count == 81)
    let setsFound = game.history.filter { if case .set = $0 { true } else { false } }.count
    #expect(game.score == 3 * setsFound)
    #expect(setsFound * 3 == game.matchedCards.count + matched.count)
  }

  @Test func aGameIsNotOverWhileTheDeckHasCards() {
    let game = SetGame.stacked(Array(SetCard.capSet.prefix(12)))
    #expect(game.hint == nil)
    #expect(game.canDealMore)
    #expect(!game.isOver)
  }

  // MARK: - Saving

  @Test func aSavedGameDecodesToTheSameGame() throws {
    var game = SetGame(seed: 11)
    game.choose(game.cardsInPlay[3])
    game.dealThreeMore()
    game.choose(game.cardsInPlay[3])
    let data = try JSONEncoder().encode(game)
    let restored = try JSONDecoder().decode(SetGame.self, from: data)
    #expect(restored == game)
    #expect(restored.score == -1)
    #expect(restored.history == game.history)
  }

  /// A saved game edited by `edit`, as JSON, to check the decoder refuses what play cannot reach.
  private func savedGame(editedBy edit: (inout [String: Any]) -> Void) throws -> Data {
    var game = SetGame.stacked([])
    game.choose(cards[0])
    var object = try #require(
      try JSONSerialization.jsonObject(with: JSONEncoder().encode(game)) as? [String: Any])
    edit(&object)
    return try JSONSerialization.data(withJSONObject: object)
  }

  @Test func anUneditedSaveDecodes() throws {
    let data = try savedGame { _ in }
    let game = try JSONDecoder().decode(SetGame.self, from: data)
    #expect(game.selectedCardIDs == [0])
    #expect(game.cardsInPlay == Array(cards[0..<12]))
  }

  @Test func aSaveWithACardInTwoPlacesDoesNotDecode() throws {
    let data = try savedGame { object in
      var deck = object["deck"] as! [Any]
      deck[0] = (object["cardsInPlay"] as! [Any])[0]
      object["deck"] = deck
    }
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(SetGame.self, from: data) }
  }

  @Test func aSaveWithAMissingCardDoesNotDecode() throws {
    let data = try savedGame { object in
      object["deck"] = Array((object["deck"] as! [Any]).dropLast())
    }
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(SetGame.self, from: data) }
  }

  @Test(arguments: [[12], [0, 0], [0, 1, 2, 3], [81]])
  func aSaveSelectingWhatCannotBeSelectedDoesNotDecode(selection: [Int]) throws {
    let data = try savedGame { object in object["selectedCardIDs"] = selection }
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(SetGame.self, from: data) }
  }
}

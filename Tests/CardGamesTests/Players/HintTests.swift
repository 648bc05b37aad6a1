import Testing

@testable import CardGames

@Suite("Hints: only pairs already seen, at a price")
struct HintTests {
  @Test func noHintBeforeAPairHasBeenSeenAndNoCharge() {
    var match = MemoryMatch.numbered(pairs: 3, players: Player.seats([nil]))
    let atTheStart = match.hintedIDs()
    #expect(atTheStart == nil)
    match.choose(ids: 0, 2)
    #expect(!match.isHintAvailable)
    let afterAMismatch = match.hintedIDs()
    #expect(afterAMismatch == nil)
    #expect(match.players[0].score == 0)
  }

  @Test func aHintShowsASeenPairAndCostsItsPrice() {
    var match = MemoryMatch.numbered(pairs: 3, players: Player.seats([nil]))
    match.choose(ids: 0, 2, 4, 1)  // seen: 0, 2, 4 and 1; only 0 and 1 pair up
    #expect(match.isHintAvailable)
    #expect(match.players[0].score == 0)
    let hint = match.hintedIDs()
    #expect(hint == [0, 1])
    #expect(match.players[0].score == -1)
    let dearerHint = match.hintedIDs(cost: 3)
    #expect(dearerHint == [0, 1])
    #expect(match.players[0].score == -4)
    #expect(match.game.score == 0)  // the game's own score is untouched
  }

  @Test func aHintNeverPointsAtAMatchedPairOrAnUnseenCard() {
    var match = MemoryMatch.numbered(pairs: 3, players: Player.seats([nil]))
    match.choose(ids: 0, 2, 4, 1)
    match.choose(ids: 0, 1)  // match: now 2 and 4 are seen, 3 and 5 are not
    #expect(match.players[0].score == 2)
    let noHint = match.hintedIDs()
    #expect(noHint == nil)
    #expect(match.players[0].score == 2)
    match.choose(ids: 3)  // the twin of 2 is seen: a pair is complete mid-turn
    let hint = match.hintedIDs()
    #expect(hint == [2, 3])
    #expect(match.players[0].score == 1)
  }

  @Test func theComputerGetsNoHints() {
    var match = MemoryMatch.numbered(pairs: 3, players: Player.seats([nil, nil, .perfect]))
    match.choose(ids: 0, 2)  // A: mismatch; B
    match.choose(ids: 1, 4)  // B: mismatch; the computer, with 0 and 1 both seen
    #expect(match.isComputerToMove)
    #expect(!match.isHintAvailable)
    let hint = match.hintedIDs()
    #expect(hint == nil)
    #expect(match.players.map(\.score) == [0, 0, 0])
  }
}

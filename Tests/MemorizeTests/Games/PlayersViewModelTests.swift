import CardGames
import Foundation
import Memorize
import Testing

@Suite("EmojiMemoryGame with players and computer opponents")
struct PlayersViewModelTests {
  private static let theme = Theme(
    id: "faces", name: "Faces", emoji: ["😀", "😃", "😄", "😁"], pairs: .allEmoji,
    color: RGBAColor(red: 1, green: 0.8, blue: 0))

  private func twins(_ content: String, _ game: EmojiMemoryGame) -> [EmojiMemoryGame.Card] {
    game.cards.filter { $0.content == content }.sorted { $0.id < $1.id }
  }

  /// Two different contents, for a sure mismatch.
  private func mismatch(_ game: EmojiMemoryGame) -> (EmojiMemoryGame.Card, EmojiMemoryGame.Card) {
    (twins("😀", game)[0], twins("😃", game)[0])
  }

  @Test("A match keeps the turn, a mismatch passes it, pairs go to who found them")
  func hotSeat() {
    let time = ManualTimeSource()
    let game = EmojiMemoryGame(
      theme: Self.theme, seed: 2, players: [Player(name: "Ana"), Player(name: "Ben")],
      timeSource: time, statistics: Statistics())
    game.setOnScreen(true)
    #expect(game.players.map(\.name) == ["Ana", "Ben"])
    game.choose(twins("😄", game)[0])
    game.choose(twins("😄", game)[1])
    #expect(game.currentPlayerIndex == 0)
    #expect(game.players[0].pairs == 1 && game.players[0].score == 2)
    let (first, second) = mismatch(game)
    game.choose(first)
    game.choose(second)
    #expect(game.currentPlayerIndex == 1)
    #expect(game.players[1].pairs == 0)
    #expect(game.nextDisplayChange() != nil)  // the clock runs
  }

  @Test("The view model names why a choice changes nothing, by the rule choose(_:) applies")
  func refusals() {
    let game = EmojiMemoryGame(
      theme: Self.theme, seed: 2,
      players: [Player(name: "You"), Player(name: "Bot", computerLevel: .perfect)],
      timeSource: ManualTimeSource(), statistics: Statistics())
    game.setOnScreen(true)
    let pair = twins("😄", game)
    #expect(game.refusal(choosing: pair[0]) == nil)
    game.choose(pair[0])
    #expect(game.refusal(choosing: pair[0]) == .alreadyFaceUp)
    #expect(game.refusal(choosing: pair[1]) == nil)
    game.choose(pair[1])
    #expect(game.refusal(choosing: pair[0]) == .alreadyMatched)
    let (first, second) = mismatch(game)
    game.choose(first)
    game.choose(second)
    #expect(game.refusal(choosing: twins("😁", game)[0]) == .notYourTurn(player: "Bot"))
    // A matched card is named as matched whoever is to move.
    #expect(game.refusal(choosing: pair[1]) == .alreadyMatched)
  }

  @Test("The computer moves at a human pace, only on screen, and people wait for it")
  func computerPace() throws {
    let time = ManualTimeSource()
    let game = EmojiMemoryGame(
      theme: Self.theme, seed: 2,
      players: [Player(name: "You"), Player(name: "Bot", computerLevel: .perfect)],
      timeSource: time, statistics: Statistics())
    game.setOnScreen(true)
    let (first, second) = mismatch(game)
    game.choose(first)
    game.choose(second)
    #expect(game.isComputerToMove)
    let flips = game.flipCount
    game.choose(twins("😁", game)[0])  // not the person's turn: ignored
    #expect(game.flipCount == flips)
    #expect(!game.performDueComputerMove())
    #expect(try #require(game.nextDisplayChange()) <= time.now + EmojiMemoryGame.botMoveDelay)
    time.advance(by: EmojiMemoryGame.botMoveDelay)
    #expect(game.performDueComputerMove())
    #expect(game.flipCount == flips + 1)
    // The next card waits its own delay.
    #expect(!game.performDueComputerMove())
    game.setOnScreen(false)
    time.advance(by: 10)
    #expect(!game.performDueComputerMove())
    game.setOnScreen(true)
    time.advance(by: EmojiMemoryGame.botMoveDelay)
    #expect(game.performDueComputerMove())
    #expect(game.flipCount == flips + 2)
  }

  @Test("A solo hint shows a pair already seen in full, costs a point, and stays until matched")
  func hint() {
    let game = EmojiMemoryGame(
      theme: Self.theme, seed: 4, timeSource: ManualTimeSource(), statistics: Statistics())
    game.setOnScreen(true)
    #expect(!game.isHintAvailable)
    game.hint()
    #expect(game.hintedCardIDs == [] && game.score == 0)
    let smiles = twins("😁", game)
    game.choose(smiles[0])
    game.choose(twins("😀", game)[0])
    game.choose(smiles[1])
    game.choose(twins("😃", game)[0])
    #expect(game.isHintAvailable)
    let scoreBefore = game.score
    game.hint()
    #expect(Set(game.hintedCardIDs) == Set(smiles.map(\.id)))
    #expect(game.score == scoreBefore - 1)
    // Asking again for the hint on screen costs nothing more.
    game.hint()
    #expect(Set(game.hintedCardIDs) == Set(smiles.map(\.id)))
    #expect(game.score == scoreBefore - 1)
    // A paid hint stays through the first pick (issue 23): both cards stay outlined…
    game.choose(smiles[0])
    #expect(Set(game.hintedCardIDs) == Set(smiles.map(\.id)))
    // …until its pair is matched.
    game.choose(smiles[1])
    #expect(game.hintedCardIDs == [])
  }

  @Test("A new game keeps the table with fresh tallies; saving keeps the players")
  func newGameKeepsPlayers() throws {
    let game = EmojiMemoryGame(
      theme: Self.theme, seed: 2, players: [Player(name: "Ana"), Player(name: "Ben")],
      timeSource: ManualTimeSource(), statistics: Statistics())
    game.choose(twins("😄", game)[0])
    game.choose(twins("😄", game)[1])
    let saved = try JSONDecoder().decode(
      SavedMemorizeGame.self, from: JSONEncoder().encode(game.saved))
    #expect(saved.match.players.map(\.pairs) == [1, 0])
    game.newGame()
    #expect(game.players.map(\.name) == ["Ana", "Ben"])
    #expect(game.players.map(\.pairs) == [0, 0])
  }
}

import CardGames
import Testing

@testable import Memorize

/// A player returning to a shared table after their turn passed: Memorize and Matchismo keep the
/// passed turn in different places, and come back through one ``TurnPassingGame/noteBack(_:)``
/// (and go away again through one ``TurnPassingGame/noteAway(_:)``).
@Suite("A player back at the table after their turn passed, in both turn-taking games")
struct NoteBackTests {
  private static let players = [Player(name: "Ana"), Player(name: "Ben")]

  /// Calls `noteBack` (or with `away`, `noteAway`) on `game` for each seat of `seats`, and
  /// counts the changes it signalled.
  private static func changes(
    noting seats: [Int], in game: some TurnPassingGame, away: Bool = false
  ) -> Int {
    var count = 0
    let before = game.onChange
    game.onChange = { count += 1 }
    for seat in seats {
      if away { game.noteAway(seat) } else { game.noteBack(seat) }
    }
    game.onChange = before
    return count
  }

  @Test("Memorize: only the passed seat comes back, once; its line says so")
  func memorize() {
    let game = EmojiMemoryGame(
      theme: .halloween, seed: 1, players: Self.players, timeSource: ManualTimeSource(),
      statistics: Statistics())
    // Nobody's turn has passed: nothing changes.
    #expect(Self.changes(noting: [0, 1], in: game) == 0)
    game.passTurn()
    #expect(game.seatAwayAfterPassedTurn == 0)
    #expect(game.lastVerdict == "Ana is away: the turn passes.")
    // Short of room, whose turn it is now outlasts the sentence (the header says "(away)"): a
    // watcher at 40 columns read "Ana is away: the turn passes." and not who was to move.
    #expect(
      game.shorterVerdictsAndTurn
        == ["Ben to move"] + game.shorterTurnTexts + ["Ana is away: the turn passes."])
    // Ben never left; Ana comes back once, and only once is it said.
    #expect(Self.changes(noting: [1, 0, 0], in: game) == 1)
    #expect(game.seatAwayAfterPassedTurn == nil)
    #expect(game.lastVerdict == "Ana is back.")
    #expect(game.lastVerdictAndTurn == "Ana is back. Ben to move")
    // Away again: said once, for her seat only.
    #expect(Self.changes(noting: [1, 0, 0], in: game, away: true) == 1)
    #expect(game.lastVerdictAndTurn == "Ana is away: the turn passes. Ben to move")
  }

  @Test("Matchismo: only the passed seat comes back, once; its line says so")
  func matchismo() {
    let game = PlayingCardGame(
      seed: 5, players: Self.players, timeSource: ManualTimeSource(), statistics: Statistics())
    #expect(Self.changes(noting: [0, 1], in: game) == 0)
    game.choose(at: 0)
    game.passTurn()
    #expect(game.seatAwayAfterPassedTurn == 0)
    #expect(game.outcomeLine == "Ana is away: the turn passes. Ben to move")
    #expect(Self.changes(noting: [1, 0, 0], in: game) == 1)
    #expect(game.seatAwayAfterPassedTurn == nil)
    #expect(game.outcomeLine == "Ana is back. Ben to move")
    #expect(Self.changes(noting: [1, 0, 0], in: game, away: true) == 1)
    #expect(game.outcomeLine == "Ana is away: the turn passes. Ben to move")
    #expect(Self.changes(noting: [0], in: game) == 1)
    // The next choice says what it did, not who came back.
    game.choose(at: 0)
    #expect(game.seatAwayAfterPassedTurn == nil)
    #expect(Self.changes(noting: [0], in: game) == 0)
  }
}

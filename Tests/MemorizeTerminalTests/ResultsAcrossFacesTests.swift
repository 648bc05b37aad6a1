import CardGames
import Foundation
import Memorize
import Testing

@testable import MemorizeTerminal

/// A game with several players played in one face and its result read in another: what the
/// player was told at the end (`--plain`'s result line, the full-screen banner) is what the
/// Statistics screen then counts, by name.
@Suite("Results across faces: a table's game counts in Statistics as it was told")
struct ResultsAcrossFacesTests {
  /// The row of the Statistics frame that names `title`: its words after the title (played,
  /// finished, best, fastest).
  private func statisticsRow(_ title: String, in frame: String) throws -> [String] {
    let line = try #require(frame.split(separator: "\n").first { $0.contains(title) })
    let after = line[try #require(line.range(of: title)).upperBound...]
    return after.split(separator: " ").map(String.init)
  }

  @Test("Versus the computer in --plain: the result line's winner has the win in Statistics")
  func versusComputerInPlain() throws {
    let fixture = ScreenFixture(ScreenSize.large.size) { app in
      app.startMemorize(
        theme: app.themes.theme(withID: "faces")!, pairs: 3, seed: 9,
        players: [Player(name: "Ana"), Player(name: "Bot", computerLevel: .perfect)])
    }
    var lines: [String] = []
    let session = PlainSession(app: fixture.app, game: .memorize) { lines.append($0) }
    session.start()
    let game = try fixture.memorize
    var commands = 0
    while !game.isOver {
      commands += 1
      try #require(commands < 50, "the game did not end")
      // Ana turns up the first card still face down; the computer answers at once.
      let index = try #require(
        game.cards.indices.first { !game.cards[$0].isMatched && !game.cards[$0].isFaceUp })
      _ = session.handle("\(index + 1)")
    }
    let result = try #require(game.result)
    // Said once, in the game-over line: "Game over! Bot wins in 0:12".
    #expect(lines.filter { $0.contains(result) }.count == 1, "the result is said once: \(lines)")
    #expect(lines.contains { $0.hasPrefix("Game over! \(result) in ") }, "\(lines)")
    let players = game.players
    let winners: [String]
    switch try #require(game.outcome) {
    case .winner(let index): winners = [players[index].name]
    case .tie(let indices): winners = indices.map { players[$0].name }
    }
    #expect(result == Phrases.result(try #require(game.outcome), players: players))

    fixture.app.select(.statistics)
    let frame = fixture.snapshot()
    #expect(try statisticsRow("Memorize · Faces · 3 pairs", in: frame).prefix(2) == ["1", "1"])
    for name in ["Ana", "Bot"] {
      let won = winners.count == 1 && winners[0] == name ? 1 : 0
      let line = Phrases.playerRecord(
        Statistics.PlayerRecord(
          name: name, wins: won, losses: winners.contains(name) ? 0 : 1,
          isComputer: name == "Bot"))
      #expect(frame.contains(line), "\(line)")
    }
  }

  @Test("Two people on the full screen: the banner's winner has the win in Statistics")
  func twoPeopleOnTheFullScreen() throws {
    let fixture = ScreenFixture(ScreenSize.large.size) { app in
      app.startMemorize(
        theme: app.themes.theme(withID: "faces")!, pairs: 2, seed: 4,
        players: [Player(name: "Ana"), Player(name: "Ben")])
    }
    let game = try fixture.memorize
    // Ana turns up two different cards (the turn passes), then Ben finds both pairs.
    let first = 0
    let firstTwin = try fixture.twin(of: first)
    let other = try #require(game.cards.indices.first { $0 != first && $0 != firstTwin })
    for index in [first, other] { try fixture.click(.card(index)) }
    #expect(game.currentPlayerIndex == 1)
    for index in [first, firstTwin, other, try fixture.twin(of: other)] {
      try fixture.click(.card(index))
    }
    #expect(game.isOver)
    let banner = try #require(game.gameOverBanner(newGameKey: "n"))
    #expect(banner.contains("Ben wins"))
    // Issue 23: a table's ending gives every player's score, the winner's first.
    #expect(game.ending?.scores == "Ben: 2 pairs, 4 points · Ana: 0 pairs, 0 points")
    let board = fixture.snapshot()
    #expect(board.contains("Ben wins"))
    #expect(board.contains("Ben: 2 pairs, 4 points · Ana: 0 pairs, 0 points"))

    fixture.app.select(.statistics)
    let frame = fixture.snapshot()
    #expect(try statisticsRow("Memorize · Faces · 2 pairs", in: frame).prefix(2) == ["1", "1"])
    #expect(frame.contains("Ben: 1 win, 0 losses"))
    #expect(frame.contains("Ana: 0 wins, 1 loss"))
  }
}

/// A Set hint with no set in play: the full screen's verdict line and `--plain` say the same.
@Suite("Set's hint without a set, in two faces")
struct SetHintAcrossFacesTests {
  /// Deals anew until the cards in play hold no set, asking the model (not the hint, which
  /// would say so already).
  private func dealWithoutSet(_ app: AppModel) throws {
    func hasSet(_ cards: [SetCard]) -> Bool {
      cards.indices.contains { a in
        (a + 1..<cards.count).contains { b in
          (b + 1..<cards.count).contains { c in SetCard.isSet(cards[a], cards[b], cards[c]) }
        }
      }
    }
    for _ in 0..<500 where hasSet(app.set.cardsInPlay) { app.set.newGame() }
    try #require(!hasSet(app.set.cardsInPlay), "no deal without a set")
  }

  @Test("i (hint) on the full screen and hint in --plain both say there is no set in play")
  func noSetInPlay() throws {
    let fixture = ScreenFixture(ScreenSize.large.size)
    fixture.app.select(.set)
    try dealWithoutSet(fixture.app)
    #expect(!fixture.snapshot().contains("No set among the cards in play."))
    fixture.press(.character("i"))
    let verdict = try #require(fixture.app.set.verdict)
    #expect(verdict == "No set among the cards in play.")
    #expect(fixture.snapshot().contains(verdict))

    var lines: [String] = []
    let session = PlainSession(app: fixture.app, game: .set) { lines.append($0) }
    _ = session.handle("hint")
    #expect(lines.first == verdict)
    #expect(lines.last?.hasPrefix("Score: ") == true)
  }
}

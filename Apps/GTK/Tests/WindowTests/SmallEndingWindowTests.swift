import Foundation
import Memorize
import Testing

/// A game the window tests end before the window opens.
enum EndedGame: String, CaseIterable, Sendable {
  case memorize, matchismo, set
}

/// A home where `game` is over (every Memorize pair found, Matchismo's seed 1 deal played out,
/// Set's seed 4 deck played out), on screen at the next launch.
func homeWhereGameIsOver(_ game: EndedGame) throws -> URL {
  let (home, _) = try homePrepared(seed: game == .set ? 4 : 1) { model in
    switch game {
    case .memorize:
      _ = model.send(.playTheme(id: "halloween"))
      while model.memorize?.isOver == false {
        try WindowTests.TabThroughTheWindow.matchAPair(model)
      }
    case .matchismo:
      model.select(.matchismo)
      let matchismo = model.matchismo
      matchismo.setOnScreen(true)
      var moves = 0
      while !matchismo.isOver {
        moves += 1
        try #require(moves < 30)
        let open = matchismo.cards.indices.filter { !matchismo.cards[$0].isMatched }
        let pair = try #require(
          open.flatMap { a in open.filter { $0 > a }.map { (a, $0) } }.first {
            let a = matchismo.cards[$0.0].playingCard
            let b = matchismo.cards[$0.1].playingCard
            return a.rank == b.rank || a.suit == b.suit
          })
        matchismo.choose(at: pair.0)
        matchismo.choose(at: pair.1)
      }
    case .set:
      model.select(.set)
      let set = model.set
      var moves = 0
      while !set.isOver {
        moves += 1
        try #require(moves < 300)
        set.hint()
        let hinted = set.cardsInPlay.filter(set.isHinted)
        if hinted.isEmpty { set.dealThreeMore() } else { hinted.forEach(set.choose) }
      }
    }
  }
  return home
}

extension WindowTests {
  /// Issue 23 (a stranger's play-test under Xvfb): at 500 × 420, a finished Set game's Play
  /// Again was cut off at the foot of the board, and Matchismo's lay below it, out of sight;
  /// only Memorize's ending fitted (its compact style).
  @Suite("Every ending plays again at 500 × 420")
  struct SmallEnding {
    private func isShowing(_ game: EndedGame, _ layout: LayoutReport) -> Bool {
      switch game {
      case .memorize: layout.memorizeEnding != nil
      case .matchismo: layout.matchismoEnding != nil
      case .set: layout.setEnding != nil
      }
    }

    /// Play Again lies whole inside the room the ending has over the board (not cut off at
    /// its foot, nor scrolled below it), under the ending's page, and a click on it deals anew.
    @Test(arguments: EndedGame.allCases, ["en", "zh_CN"])
    func playAgainShowsAndPlays(game: EndedGame, language: String) throws {
      let home = try homeWhereGameIsOver(game)
      let app = try RunningApp(["--language", language], home: home)
      _ = try app.layout { isShowing(game, $0) }
      try app.resize(width: 500, height: 420)
      let shown = try app.layout {
        $0.width == 490 && $0.isSettled && isShowing(game, $0) && $0.endingPlayAgain != nil
          && $0.endingLayer != nil && $0.endingPage != nil
      }
      let button = try #require(shown.endingPlayAgain)
      let layer = try #require(shown.endingLayer)
      let page = try #require(shown.endingPage)
      #expect(button.height > 20, "\(button)")
      #expect(
        button.y >= layer.y && button.y + button.height <= layer.y + layer.height
          && button.x >= layer.x && button.x + button.width <= layer.x + layer.width,
        "Play Again \(button) inside the ending's room \(layer)")
      #expect(button.y + button.height <= shown.height, "inside the window: \(button)")
      #expect(button.y >= page.y + page.height, "under the page \(page), never scrolled off")
      try app.click(button)
      #expect(
        (try? app.layout { !isShowing(game, $0) && $0.endingPage == nil }) != nil,
        "Play Again dealt anew")
      try app.key("ctrl+q")
      #expect(app.waitForExit() == 0)
    }
  }
}

import Foundation
import Memorize
import Testing

/// A game the window tests end before the window opens.
enum EndedGame: String, CaseIterable, Sendable {
  case memorize, matchismo, set
}

/// A home where `game` is over (every Memorize pair found, Matchismo's seed 1 deal played out,
/// Set's seed 4 deck played out), on screen at the next launch. With four `people` (Memorize
/// alone), Ana, Ben, Cy and Dee take turns: a pair, then a mismatch passes the turn.
func homeWhereGameIsOver(_ game: EndedGame, people: Int = 1) throws -> URL {
  let (home, _) = try homePrepared(seed: game == .set ? 4 : 1) { model in
    switch game {
    case .memorize:
      _ = model.send(.playTheme(id: "halloween"))
      if people > 1 {
        let names = ["Ana", "Ben", "Cy", "Dee"].prefix(people)
        let seated = model.send(
          .startPlayers(PlayersDraft(seats: names.map { PlayersDraft.Seat(name: $0) })))
        try #require(seated.acted)
      }
      while model.memorize?.isOver == false {
        try WindowTests.TabThroughTheWindow.matchAPair(model)
        guard people > 1, let cards = model.memorize?.cards else { continue }
        let open = cards.filter { !$0.isMatched }
        if let first = open.first, let other = open.first(where: { $0.content != first.content }) {
          model.send(.choose(cardID: first.id))
          model.send(.choose(cardID: other.id))
        }
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
    /// Issue 23 (a stranger's play-test): at 500 × 420 Memorize's Play Again lay over the
    /// ending's words ("Score 20 in 0:44" cut at the page's foot, just over the button; the
    /// best hidden until scrolled). Where the ending's words fit on the page, each lies wholly
    /// on it (shown without scrolling) and clear above Play Again; where they cannot (four
    /// players' scores), the star has made way, the page reads from its top with its title on
    /// it, and the rest scrolls on the page, above Play Again, never under it.
    static func expectTextClear(
      of button: LayoutReport.Rect, on page: LayoutReport.Rect, in shown: LayoutReport
    ) {
      #expect(button.y >= page.y + page.height, "Play Again \(button) under the page \(page)")
      #expect(shown.endingScroll == 0, "read from its top")
      guard let first = shown.endingTexts.first, let last = shown.endingTexts.last else {
        Issue.record("the ending's words are not reported")
        return
      }
      if last.y + last.height - first.y <= page.height {
        for text in shown.endingTexts {
          #expect(
            text.y >= page.y && text.y + text.height <= page.y + page.height
              && text.y + text.height <= button.y,
            "words \(text) on the page \(page), shown without scrolling, above \(button)")
        }
      } else {
        #expect(shown.endingStar == nil, "the star makes way for words that do not fit")
        #expect(
          first.y >= page.y && first.y + first.height <= page.y + page.height,
          "the title \(first) on the page \(page)")
      }
    }

    /// Issue 23 (play-test): with four players Memorize's ending is its longest (every
    /// player's score, the table's records); at 500 × 420 its words and Play Again do not
    /// overlap either, in English and in Chinese, and no player's score is broken across
    /// lines ("Ana: 1 pair, 2 / points").
    @Test(arguments: ["en", "zh_CN"])
    func fourPlayersEndingIsClear(language: String) throws {
      let home = try homeWhereGameIsOver(.memorize, people: 4)
      let app = try RunningApp(["--language", language], home: home)
      _ = try app.layout { $0.memorizeEnding != nil }
      try app.resize(width: 500, height: 420)
      let shown = try app.layout {
        $0.width == 490 && $0.isSettled && $0.memorizeEnding != nil
          && $0.endingPlayAgain != nil && $0.endingPage != nil
      }
      let button = try #require(shown.endingPlayAgain)
      let page = try #require(shown.endingPage)
      Self.expectTextClear(of: button, on: page, in: shown)
      // Each player's score on one line: the value after the name's colon never broken.
      let ending = try #require(shown.memorizeEnding)
      let scores = try #require(ending.components(separatedBy: " | ").dropFirst(3).first)
      let values = scores.components(separatedBy: Phrases.besideEachOther).map { phrase in
        guard let colon = phrase.firstIndex(where: { $0 == ":" || $0 == "：" }) else {
          return phrase
        }
        return phrase[phrase.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      }
      #expect(values.count == 4, "\(scores)")
      for value in values {
        #expect(
          shown.endingLines.contains { $0.contains(value) },
          "\(value) whole on one line of \(shown.endingLines)")
      }
      try app.key("ctrl+q")
      #expect(app.waitForExit() == 0)
    }

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
      Self.expectTextClear(of: button, on: page, in: shown)
      try app.click(button)
      #expect(
        (try? app.layout { !isShowing(game, $0) && $0.endingPage == nil }) != nil,
        "Play Again dealt anew")
      try app.key("ctrl+q")
      #expect(app.waitForExit() == 0)
    }
  }
}

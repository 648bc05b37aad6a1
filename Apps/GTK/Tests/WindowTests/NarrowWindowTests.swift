import CardGames
import Foundation
import Memorize
import Testing

/// A home whose Matchismo deal (seed 1) has had `matches` matches made, or is played out when
/// `matches` is nil, and the view models that made it.
func matchismoHome(matches: Int?) throws -> (home: URL, model: AppModel) {
  try homePrepared(seed: 1) { model in
    model.select(.matchismo)
    let game = model.matchismo
    game.setOnScreen(true)
    var made = 0
    while !game.isOver && made < (matches ?? .max) {
      let pair = try #require(GameBeside.matchismoPair(in: game))
      game.choose(at: pair.0)
      game.choose(at: pair.1)
      made += 1
    }
  }
}

extension WindowTests {
  /// Issue 23 (play-test) at a phone's width, 400 px: nothing the player reads is cut short
  /// with "…" — the theme's name over the Memorize board ("Anim…"), Matchismo's outcome line
  /// ("9♦ 3♦ match! +4 fo…") — and the ending keeps its list of cards left on one line.
  @Suite("A window 400 px wide")
  struct NarrowWindow {
    /// Opens `app` at 400 × 700 and returns the first settled report there that `condition`
    /// accepts.
    private func narrow(
      _ app: RunningApp, where condition: @escaping (LayoutReport) -> Bool
    ) throws -> LayoutReport {
      try app.resize(width: 400, height: 700)
      return try app.layout { $0.width == 390 && $0.isSettled && condition($0) }
    }

    @Test func theThemesNameOverTheBoardShowsWhole() throws {
      let app = try RunningApp(["--seed", "3", "--theme", "Animals"])
      _ = try app.layout { $0.cards.count == 20 }
      let shown = try narrow(app) { $0.back != nil && $0.cards.count == 20 }
      #expect(shown.cutLabels == [], "cut short at 400 px")
      // The name, the Hint and Players buttons all show, nothing on top of another.
      let hint = try #require(shown.hint)
      let players = try #require(shown.playersButton)
      let back = try #require(shown.back)
      #expect(hint.x + hint.width <= players.x || hint.y + hint.height <= players.y)
      #expect(back.y + back.height <= hint.y || back.x + back.width <= hint.x)
      #expect(shown.game.map { players.x + players.width <= $0.x + $0.width } == true)
    }

    @Test func matchismosOutcomeLineShowsWhole() throws {
      let (home, model) = try matchismoHome(matches: 1)
      let verdict = try #require(model.board(of: .matchismo)?.verdict)
      #expect(verdict.contains(" match! +4 for a match."), "\(verdict)")
      let app = try RunningApp([], home: home)
      _ = try app.layout { $0.section == "matchismo" && $0.matchismoCards.count == 24 }
      let shown = try narrow(app) { $0.matchismoCards.count == 24 }
      #expect(shown.cutLabels == [], "cut short at 400 px")
      #expect(shown.matchismoOutcome == verdict)
    }

    @Test func matchismosEndingKeepsItsCardsLeftOnOneLine() throws {
      let (home, model) = try matchismoHome(matches: nil)
      let left = try #require(model.board(of: .matchismo)?.cards.filter { !$0.isMatched })
      let titles = left.map(\.text)
      #expect(titles.count == 2)
      let app = try RunningApp([], home: home)
      _ = try app.layout { $0.section == "matchismo" && $0.matchismoEnding != nil }
      let shown = try narrow(app) { !$0.endingLines.isEmpty }
      #expect(shown.cutLabels == [], "cut short at 400 px")
      // However the sentence breaks, the cards left are read together on one line.
      let list = titles.joined(separator: " ") + "."
      let lines = shown.endingLines.map { $0.replacing("\u{00A0}", with: " ") }
      #expect(
        lines.filter { $0.contains(list) }.count == 1, "the cards left on one line: \(lines)")
    }
  }
}

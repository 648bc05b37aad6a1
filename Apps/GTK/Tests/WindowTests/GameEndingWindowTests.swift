import CardGames
import Foundation
import Memorize
import Testing

extension WindowTests {
  /// Issue 23: every game ends the same way in the window — a page over the board with the
  /// view model's ending and a Play Again button — Matchismo and Set as Memorize.
  @Suite("Every game ends in the window")
  struct GameEndingInTheWindow {
    /// A home whose Matchismo deal is played out (seed 1 leaves cards no match can take), and
    /// the ending the window must show.
    private func playedOutMatchismo() throws -> (home: URL, ending: GameEnding) {
      let home = newTestHome()
      let model = modelOver(home, seed: 1)
      model.select(.matchismo)
      let game = model.matchismo
      game.setOnScreen(true)
      var moves = 0
      while !game.isOver {
        moves += 1
        try #require(moves < 30)
        let open = game.cards.indices.filter { !game.cards[$0].isMatched }
        let pair = try #require(
          open.flatMap { a in open.filter { $0 > a }.map { (a, $0) } }.first {
            let (a, b) = (game.cards[$0.0].playingCard, game.cards[$0.1].playingCard)
            return a.rank == b.rank || a.suit == b.suit
          })
        game.choose(at: pair.0)
        game.choose(at: pair.1)
      }
      model.saveNow()
      return (home, try #require(game.ending))
    }

    /// What the window's page says under its title for `ending` after a relaunch: the best is
    /// the statistics' (whether it was new belongs to the launch that set it).
    private func relaunchedDetails(_ ending: GameEnding) -> String {
      // These games are played on a clock that never moves: no fastest time is kept.
      [ending.reason, ending.summary, Phrases.best(score: ending.score, isNew: false)]
        .compactMap { $0 }.joined(separator: "\n")
    }

    @Test func matchismoPlayedOutShowsTheEndingAndPlaysAgain() throws {
      let (home, ending) = try playedOutMatchismo()
      #expect(ending.reason?.hasPrefix("No match is possible among the cards left: ") == true)
      let app = try RunningApp([], home: home, environment: ["GTK_A11Y": "atspi"])
      _ = try app.layout { $0.section == Section.matchismo.rawValue }
      let probe = try Probe(appName: "Memorize", steps: ["dump", "press", "Play Again"])
      let tree = try #require(probe.dumps.first)
      let names = tree.nodes.map(\.name)
      #expect(names.contains("Game over!"), "the title")
      #expect(names.contains(relaunchedDetails(ending)), "\(names)")
      #expect(tree.nodes.contains { $0.role == "push button" && $0.name == "Play Again" })
      // Play Again deals anew: a fresh deal is saved, nothing chosen.
      #expect(waitUntil { app.savedModel().matchismo.ending == nil }, "a new deal saved")
      try app.key("ctrl+q")
      #expect(app.waitForExit() == 0)
      let saved = app.savedModel().matchismo
      #expect(saved.ending == nil)
      #expect(saved.flipCount == 0)
    }

    /// Issue 23 (play-test): at a table's end, who won was said twice, in the row of seats
    /// and on the ending; the row's line made the game wider than the room beside the themes,
    /// and the themes folded away behind a back button. The ending says it once; the seats
    /// mark the winner in colour.
    @Test func aTableEndingSaysWhoWonOnceAndKeepsTheThemesBeside() throws {
      let home = newTestHome()
      let model = modelOver(home, seed: 3)
      _ = model.send(.playTheme(id: "halloween"))
      let computer = Phrases.computerName(.good)
      _ = model.send(
        .startPlayers(
          PlayersDraft(seats: [.init(name: "Ana"), .init(name: computer, kind: .computer(.good))])
        ))
      var moves = 0
      while let board = model.board(of: .memorize), !board.isOver {
        moves += 1
        try #require(moves < 200)
        _ = model.send(.playComputerTurnsNow)
        if let card = model.board(of: .memorize)?.cards.first(where: {
          !$0.isMatched && !$0.isFaceUp
        }) {
          _ = model.send(.choose(cardID: card.id))
        }
      }
      model.saveNow()
      let ending = try #require(model.board(of: .memorize)?.ending)
      #expect(ending.result == "\(computer) wins")

      let app = try RunningApp([], home: home, environment: ["GTK_A11Y": "atspi"])
      _ = try app.layout { $0.memorizeEnding != nil }
      // Wide enough for the themes beside a game in play (they fold under about 910 px).
      try app.resize(width: 960, height: 760)
      let shown = try app.layout { $0.width == 950 && $0.isSettled }
      #expect(shown.isSideBySide, "the themes stay beside the ended game")
      // Every seat's pairs and points, the winner's first.
      let scores = try #require(ending.scores)
      let ana = try #require(model.memorize?.players.first?.score)
      let anaPoints =
        "\(ana < 0 ? "\u{2212}" : "")\(ana.magnitude) point\(ana.magnitude == 1 ? "" : "s")"
      #expect(
        scores.hasPrefix("\(computer): 8 pairs, ")
          && scores.hasSuffix(" · Ana: 0 pairs, \(anaPoints)"), "\(scores)")
      // Then the table's records, this first game's (issue 23).
      // The game took no time on the model's clock, so it sets no fastest.
      let top = try #require(model.memorize?.players.map(\.score).max())
      #expect(ending.best == "New multiplayer best: \(top) by \(computer)!")
      // The window opens on the ended game afterwards: it has the table's record, not the news
      // that this game set it.
      let kept = "Multiplayer best: \(top) by \(computer)"
      // Why it ended first, as Matchismo's and Set's endings say it (issue 23).
      #expect(ending.reason == "Every pair is matched.")
      #expect(
        shown.memorizeEnding
          == "Game over! | Every pair is matched. | \(ending.summary) | \(scores) | \(kept)")
      #expect(shown.seats.count == 2)
      let tree = try #require(try Probe(appName: "Memorize", steps: ["dump"]).dumps.first)
      let saying = tree.nodes.filter { $0.name.contains(ending.result) }.map(\.name)
      #expect(
        saying == [(ending.details.dropLast() + [kept]).joined(separator: "\n")],
        "who won is said once, on the ending")
      try app.key("ctrl+q")
      #expect(app.waitForExit() == 0)
    }

    /// pt-56b: after Memorize ended alone, Hint (−1 point) stayed under the ending, dim; Set's
    /// went. Only what acts is offered once a game is over.
    @Test func memorizeEndedAloneOffersNoHint() throws {
      let home = newTestHome()
      let model = modelOver(home, seed: 3)
      _ = model.send(.playTheme(id: "halloween"))
      var moves = 0
      while let board = model.board(of: .memorize), !board.isOver {
        moves += 1
        try #require(moves < 40)
        let open = try #require(model.memorize?.cards.filter { !$0.isMatched })
        let first = try #require(open.first)
        let twin = try #require(open.dropFirst().first { $0.content == first.content })
        _ = model.send(.choose(cardID: first.id))
        _ = model.send(.choose(cardID: twin.id))
      }
      model.saveNow()
      let app = try RunningApp([], home: home)
      let shown = try app.layout { $0.memorizeEnding != nil && $0.isSettled }
      #expect(shown.hint == nil, "no Hint once the game is over")
      try app.key("ctrl+q")
      #expect(app.waitForExit() == 0)
    }

    @Test func setPlayedOutShowsTheEndingWithoutTheLastSetOutlined() throws {
      let home = newTestHome()
      let model = modelOver(home, seed: 4)
      model.select(.set)
      let game = model.set
      var moves = 0
      while !game.isOver {
        moves += 1
        try #require(moves < 300)
        game.hint()
        let hinted = game.cardsInPlay.filter(game.isHinted)
        if hinted.isEmpty { game.dealThreeMore() } else { hinted.forEach(game.choose) }
      }
      model.saveNow()
      let ending = try #require(game.ending)
      // The last set made is still selected in the model; the window no longer outlines it.
      #expect(game.cardsInPlay.contains(where: game.isSelected))
      let app = try RunningApp([], home: home, environment: ["GTK_A11Y": "atspi"])
      let shown = try app.layout { $0.section == Section.set.rawValue && $0.setEnding != nil }
      // Behind the ending, the cards its "No set is left among the N cards" counts, and not
      // the set just made (issue 23: the window drew all of them).
      let left = game.cardsInPlay.count - 3
      #expect(ending.reason?.contains(" among the \(left) cards, ") == true, "\(ending)")
      #expect(shown.setCards.count == left)
      // Only what can be done is offered: Play Again; Deal 3 More and Hint are gone, not dim
      // (a play-tester read the dim pair as still on offer).
      #expect(shown.setDeal == nil && shown.setHint == nil)
      let made = Set(game.cardsInPlay.filter(game.isInMadeSet).map { Phrases.words(for: $0) })
      #expect(made.count == 3)
      #expect(shown.setCards.allSatisfy { card in !made.contains { card.name.contains($0) } })
      let probe = try Probe(appName: "Memorize", steps: ["dump"])
      let tree = try #require(probe.dumps.first)
      #expect(tree.nodes.contains { $0.name == "Game over!" })
      #expect(tree.nodes.contains { $0.name == relaunchedDetails(ending) })
      #expect(tree.nodes.contains { $0.role == "push button" && $0.name == "Play Again" })
      let cards = tree.nodes.filter { $0.name.hasPrefix("Card ") }
      #expect(!cards.isEmpty)
      #expect(cards.allSatisfy { !$0.name.contains("selected") }, "\(cards.map(\.name))")
      try app.key("ctrl+q")
      #expect(app.waitForExit() == 0)
    }
  }
}

extension WindowTests {
  /// Issue 23, item 4: the hint's cost is said where it is offered.
  @Suite("The hint in the window")
  struct HintInTheWindow {
    @Test func theHintButtonSaysWhatItCosts() throws {
      let app = try RunningApp(
        ["--seed", "3", "--theme", "Halloween"], environment: ["GTK_A11Y": "atspi"])
      _ = try app.layout { $0.cards.count == 16 }
      let probe = try Probe(appName: "Memorize", steps: ["dump"])
      let tree = try #require(probe.dumps.first)
      #expect(tree.nodes.contains { $0.role == "push button" && $0.name == "Hint (−1 point)" })
      try app.key("ctrl+q")
      #expect(app.waitForExit() == 0)
    }
  }
}

import Foundation
import Memorize
import Testing

extension WindowTests {
  /// Issue 23: Matchismo and Set played to their ends through AT-SPI alone (each card's and
  /// button's action, as a screen reader performs it), in English and in Chinese: the window
  /// reads out the ending and shows it. (Memorize's whole games through AT-SPI are in
  /// `Accessibility` and `LanguageWindowTests`.)
  @Suite("Whole games through AT-SPI alone")
  struct ThroughATSPIAlone {
    /// What the window's announcer said, in order.
    static func announced(_ probe: Probe) -> [String] {
      probe.events.filter { $0.type == "object:text-changed:insert" && $0.role == "status bar" }
        .compactMap(\.text).filter { !$0.isEmpty }
    }

    @Test(arguments: PlayLanguage.allCases)
    func matchismo(in language: PlayLanguage) throws {
      let beside = try GameBeside(section: .matchismo, seed: 1)
      let game = beside.model.matchismo
      game.setOnScreen(true)
      let app = try RunningApp(
        [], home: beside.windowHome,
        environment: language.environment.merging(["GTK_A11Y": "atspi"]) { $1 })
      defer { app.stop() }
      _ = try app.layout { $0.section == "matchismo" && $0.matchismoCards.count == 24 }
      var steps = ["board", language.words { WindowLabels.cards }, "dump"]
      for _ in 0..<30 {
        guard !game.isOver, let (first, second) = GameBeside.matchismoPair(in: game) else { break }
        for index in [first, second] {
          steps += ["card", "\(index)", "wait", "0.3"]
          beside.choose(index, in: .matchismo)
        }
      }
      #expect(game.isOver)
      steps += ["wait", "1.5", "dump"]
      let probe = try Probe(appName: "Memorize", steps: steps)
      #expect(probe.errors.isEmpty, "\(probe.errors)")
      let after = try #require(probe.dumps.last)
      let ending = try #require(language.words { game.ending })
      #expect(after.nodes.contains { $0.name == ending.title }, "the ending shows")
      #expect(
        after.nodes.contains {
          $0.role == "push button" && $0.name == language.words { WindowLabels.playAgain }
        })
      let cards = after.nodes.filter { $0.role == "push button" }.map(\.name)
      for name in beside.names(.matchismo, in: language) {
        #expect(cards.contains(name), "\(name) in \(cards)")
      }
      let heard = Self.announced(probe)
      #expect(
        heard.last?.contains(ending.title) == true && heard.last?.contains(ending.result) == true,
        "the ending is read out: \(heard)")
    }

    @Test(arguments: [PlayLanguage.english])
    func set(in language: PlayLanguage) throws {
      let beside = try GameBeside(section: .set, seed: 4)
      // Read anew each time: the app may deal a new Set game object.
      var game: SetCardGame { beside.model.set }
      let app = try RunningApp(
        [], home: beside.windowHome,
        environment: language.environment.merging(["GTK_A11Y": "atspi"]) { $1 })
      defer { app.stop() }
      _ = try app.layout { $0.section == "set" && $0.setCards.count == 12 }
      var steps = ["board", language.words { WindowLabels.cards }, "dump"]
      for _ in 0..<120 {
        guard !game.isOver else { break }
        if let trio = GameBeside.setTrio(in: game) {
          for id in trio.map({ game.cardsInPlay[$0].id }) {
            let index = try #require(beside.place(of: id, in: .set))
            steps += ["card", "\(index)", "wait", "0.15"]
            beside.choose(index, in: .set)
          }
          steps += ["wait", "0.3"]
        } else {
          steps += ["press", language.words { WindowLabels.dealThreeMore }, "wait", "0.5"]
          _ = beside.model.send(.dealThreeMore)
        }
      }
      #expect(game.isOver)
      steps += ["wait", "1.5", "dump"]
      let probe = try Probe(appName: "Memorize", steps: steps)
      #expect(probe.errors.isEmpty, "\(probe.errors)")
      let after = try #require(probe.dumps.last)
      let ending = try #require(language.words { game.ending })
      #expect(after.nodes.contains { $0.name == ending.title }, "the ending shows")
      let heard = Self.announced(probe)
      #expect(
        heard.last?.contains(ending.title) == true && heard.last?.contains(ending.result) == true,
        "the ending is read out: \(heard)")
    }
  }
}

import Foundation
import Memorize
import Testing

/// The places (from 1) of the cards `board` outlines for a hint.
private func hintedPlaces(_ board: BoardPresentation?) -> [Int] {
  let cards = board?.cards ?? []
  return cards.indices.filter { cards[$0].isHinted }.map { $0 + 1 }
}

extension WindowTests {
  /// Issue 23 (play-test): a key or a click that does nothing says why, on the status line, in
  /// the view model's words — Ctrl+H at a Set race, and Hint asked again while the hint shows.
  @Suite("Hints refused out loud")
  struct HintsRefusedOutLoud {
    /// Ctrl+H at a race of Ana and Ben: the key did nothing (the window had turned its action
    /// off); the status line now says what the terminal says.
    @Test func ctrlHAtASetRaceSaysThereAreNoHints() throws {
      let app = try RunningApp(["--game", "set", "--players", "Ana,Ben", "--seed", "3"])
      let open = try app.layout { $0.section == "set" && $0.raceIsOpen && $0.setCards.count >= 12 }
      #expect(open.setStatus != Phrases.notAtARace)
      try app.key("ctrl+h")
      let said = try app.layout { $0.setStatus == Phrases.notAtARace }
      #expect(
        said.setStatus
          == "No hints at a race: call Set! when you see one, or ask for three more cards.")
      #expect(!said.setCards.contains { $0.name.contains("hint") })
    }

    /// Memorize resumed with its hint showing: Hint clicked again said nothing (it costs
    /// nothing and changes nothing); now the line says where the hint is.
    @Test func memorizesHintClickedAgainSaysWhereItIs() throws {
      let (home, model) = try homePrepared { model in
        model.send(.playTheme(id: "halloween"))
        let ids = try #require(model.board(of: .memorize)).cards.map(\.id)
        for pair in stride(from: 0, to: ids.count - 1, by: 2)
        where model.board(of: .memorize)?.button(.hint)?.isEnabled != true {
          model.send(.choose(cardID: ids[pair]))
          model.send(.choose(cardID: ids[pair + 1]))
        }
        try #require(model.send(.hint).acted)
      }
      let places = hintedPlaces(model.board(of: .memorize))
      try #require(places.count == 2)
      let app = try RunningApp([], home: home)
      let shown = try app.layout { $0.section == "memorize" && $0.hint != nil && $0.isSettled }
      let again = "The hint already shows: cards \(places[0]), \(places[1])."
      #expect(shown.statusText != again)
      try app.click(try #require(shown.hint))
      let said = try app.layout { $0.statusText == again }
      #expect(said.statusText == again)
      // Nothing else changed: the same score is saved.
      try app.key("ctrl+q")
      #expect(app.waitForExit() == 0)
      #expect(app.savedModel().memorize?.score == model.memorize?.score)
    }

    /// Set alone, its hint showing: Ctrl+H again says which three cards it points at.
    @Test func setsHintAskedAgainSaysWhereItIs() throws {
      let (home, model) = try homePrepared { model in
        model.select(.set)
        try #require(model.send(.hint).acted)
      }
      let places = hintedPlaces(model.board(of: .set))
      try #require(places.count == 3)
      let app = try RunningApp([], home: home)
      _ = try app.layout { $0.section == "set" && $0.setCards.count >= 12 && $0.isSettled }
      try app.key("ctrl+h")
      let again = "The hint already shows: cards \(places[0]), \(places[1]), \(places[2])."
      let said = try app.layout { $0.setStatus == again }
      #expect(said.setStatus == again)
    }
  }
}

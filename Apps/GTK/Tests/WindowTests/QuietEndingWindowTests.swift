import Foundation
import Memorize
import Testing

extension WindowTests {
  /// Issue 23 (play-test): every game's end wrote `Gtk-CRITICAL **:
  /// gtk_drawing_area_set_draw_func: assertion 'GTK_IS_DRAWING_AREA (self)' failed` to standard
  /// error.
  @Suite("A game ends quietly")
  struct QuietEnding {
    /// The last pair of an Animals game (20 cards), clicked: the ending shows and the cards
    /// fall; then Faces (12 cards) is chosen, which takes 8 cards off the board. Standard error
    /// stays empty: a card taken off cleared its drawing function on its picture after GTK had
    /// freed it with its button.
    @Test func winningAndDealingFewerCardsWritesNothingToStandardError() throws {
      let (home, model) = try homePrepared { model in
        model.send(.playTheme(id: "animals"))
        while let cards = model.memorize?.cards, cards.filter({ !$0.isMatched }).count > 2 {
          try TabThroughTheWindow.matchAPair(model)
        }
      }
      let cards = try #require(model.memorize?.cards)
      let last = cards.indices.filter { !cards[$0].isMatched }
      try #require(last.count == 2)
      let app = try RunningApp([], home: home)
      let shown = try app.layout {
        $0.section == "memorize" && $0.cards.count == 20 && $0.isSettled
      }
      for index in last { try app.click(shown.cards[index]) }
      let ended = try app.layout(seconds: 15) { $0.playAgain != nil && $0.endingStar != nil }
      // The cards fall off the board; then the next deal.
      Thread.sleep(forTimeInterval: 3)
      try app.click(try #require(ended.rows["faces"]))
      _ = try app.layout { $0.playAgain == nil && $0.cards.count == 12 && $0.isSettled }
      Thread.sleep(forTimeInterval: 1)
      #expect(app.errorLines().filter { !$0.isEmpty } == [])
    }
  }
}

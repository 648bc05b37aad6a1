import CardGames
import Foundation
import Memorize
import Testing

private enum ChooserColors {
  static let halloweenBack = Screenshot.Color(hex: 0xF28C28)
  static let sportsBack = Screenshot.Color(hex: 0x2E7DD7)
  static let cardFace = Screenshot.Color(hex: 0xFFFEF8)
}

extension WindowTests {
  /// Issue 12, point 1: picking a theme in the sidebar restyles the game in progress.
  @Suite("The theme chooser keeps the game")
  struct ThemeChooser {
    @Test func aClickOnAnotherThemeRestylesTheGameInProgress() throws {
      let app = try RunningApp(["--seed", "3", "--theme", "Halloween"])
      try app.resize(width: 1100, height: 760)
      let layout = try app.layout {
        $0.isSideBySide && $0.cards.count == 16 && $0.rows["sports"] != nil
      }
      let origin = try app.windowOrigin()
      let cards = layout.cards.map { $0.offset(by: origin) }
      try app.click(layout.cards[0])
      #expect(
        try app.screenUntil { $0.fraction(of: ChooserColors.cardFace, in: cards[0]) > 0.5 },
        "the first card turns face up")
      try app.click(try #require(layout.rows["sports"]))
      #expect(
        try app.screenUntil { shot in
          shot.fraction(of: ChooserColors.cardFace, in: cards[0]) > 0.5
            && cards.dropFirst().allSatisfy {
              shot.fraction(of: ChooserColors.sportsBack, in: $0) > 0.8
            }
        }, "the same game: the first card still face up, every back now Sports blue")
      try app.key("ctrl+q")
      #expect(app.waitForExit() == 0)

      let model = app.savedModel()
      let game = try #require(model.memorize)
      #expect(game.theme.id == "sports")
      #expect(game.flipCount == 1, "restyled, not dealt anew")
      #expect(game.cards[0].isFaceUp)
    }

    /// Issue 23, C11: in the folded chooser the arrows go through the theme rows. ↓ from "Back
    /// to the game" went to the list's scroller, then to New Theme, skipping every row (↓↓
    /// Return made a theme by accident).
    @Test func theArrowsGoThroughTheRowsOfTheFoldedChooser() throws {
      let app = try RunningApp(["--seed", "3", "--theme", "Halloween"])
      try app.resize(width: 800, height: 700)
      let folded = try app.layout { !$0.isSideBySide && $0.back != nil && $0.isSettled }
      try app.click(try #require(folded.back))
      let chooser = try app.layout { $0.forward != nil && $0.isSettled }
      // The keyboard is on "Back to the game", the pane's one button at its top.
      #expect(try app.layout { $0.focusedWidget == "GtkButton" }.forward == chooser.forward)
      try app.key("Down")
      #expect(
        try app.layout { $0.focusedRow != nil }.focusedRow == "halloween", "the theme in play")
      try app.key("Down")
      #expect(try app.layout { $0.focusedRow != "halloween" }.focusedRow == "sports")
      try app.key("Up")
      #expect(try app.layout { $0.focusedRow != "sports" }.focusedRow == "halloween")
      try app.key("ctrl+q")
      #expect(app.waitForExit() == 0)
      #expect(
        app.savedModel().themes.themes.count == Theme.builtIns.count, "no theme made by accident")
    }
  }
}

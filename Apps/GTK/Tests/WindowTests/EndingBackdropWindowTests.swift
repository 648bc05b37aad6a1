import Foundation
import Memorize
import Testing

/// A home whose Memorize game (Halloween, seed 5) is played to its end: every card has left the
/// table, so only the board lies under the ending.
func memorizePlayedOutHome() throws -> URL {
  try homePrepared(seed: 5) { model in
    model.send(.playTheme(id: "halloween"))
    // Pairs by the model's contents: the test looks through the model only to play perfectly.
    let cards = try #require(model.memorize?.cards)
    for pair in Dictionary(grouping: cards, by: \.content).values {
      for card in pair { model.send(.choose(cardID: card.id)) }
    }
    try #require(model.board(of: .memorize)?.ending != nil)
  }.home
}

extension WindowTests {
  /// Issue 23 (play-test): under `GTK_THEME=Adwaita:dark` the ending lost its faded backdrop
  /// and its words sat on the cards. While GTK_THEME is set libadwaita leaves its style sheet
  /// out, and the window's rule `alpha(@window_bg_color, 0.85)` named a colour nothing defined;
  /// GTK dropped it. The window now defines libadwaita's colours itself, under libadwaita's.
  @Suite("The ending's backdrop in every style")
  struct EndingBackdrop {
    /// `top` at 85 % over `bottom`, as the backdrop is painted.
    static func blend(_ top: Screenshot.Color, over bottom: Screenshot.Color) -> Screenshot.Color {
      func channel(_ a: Int, _ b: Int) -> Int {
        Int((0.85 * Double(a) + 0.15 * Double(b)).rounded())
      }
      return Screenshot.Color(
        channel(top.red, bottom.red), channel(top.green, bottom.green),
        channel(top.blue, bottom.blue))
    }

    /// Beside the star, where only the board lies under the page, the screen shows libadwaita's
    /// window colour at 85 % over the board (#FAFAFA over #E4E9F0 light, #242424 over #1B1E24
    /// dark), in every style; before, GTK_THEME left the bare board there.
    @Test(arguments: WindowTests.EndingStar.Style.allCases)
    func theBackdropFadesTheBoard(in style: WindowTests.EndingStar.Style) throws {
      let home = try memorizePlayedOutHome()
      let app = try RunningApp([], home: home, environment: try style.environment(home: home))
      let shown = try app.layout {
        $0.section == "memorize" && $0.memorizeEnding != nil && $0.endingStar != nil
          && $0.isSettled
      }
      let star = try #require(shown.endingStar).offset(by: try app.windowOrigin())
      let board = Screenshot.Color(hex: style.isDark ? 0x1B1E24 : 0xE4E9F0)
      let window = Screenshot.Color(hex: style.isDark ? 0x242424 : 0xFAFAFA)
      let expected = Self.blend(window, over: board)
      #expect(
        expected == (style.isDark ? Screenshot.Color(35, 35, 36) : Screenshot.Color(247, 247, 249)))
      var seen = Screenshot.Color(0, 0, 0)
      #expect(
        try app.screenUntil { shot in
          seen = shot.color(x: star.x + 8, y: star.midY)
          return seen.isClose(to: expected, tolerance: 2)
        }, "\(seen) beside the star, \(expected) expected (the bare board is \(board))")
    }
  }
}

import Foundation
import Memorize
import Testing

extension WindowTests {
  /// Issue 23 (play-test): the hint's outline was one band of yellow (#F2B11B), faint on
  /// Halloween's orange backs (1.29:1). It is a yellow band between two dark ones (#1A1A1A):
  /// on the screen, the two cards a hint points at show dark, then yellow, then dark from their
  /// edge inward, and no other card does.
  @Suite("The hint's outline")
  struct HintOutline {
    private static let yellow = Screenshot.Color(hex: 0xF2B11B)
    private static let dark = Screenshot.Color(hex: 0x1A1A1A)

    @Test func aHintedHalloweenBackShowsDarkYellowDark() throws {
      let (home, _) = try homePrepared { model in
        model.send(.playTheme(id: "halloween"))
        try TabThroughTheWindow.seeAPair(model)
      }
      let app = try RunningApp([], home: home)
      defer { app.stop() }
      try app.resize(width: 1280, height: 800)
      _ = try app.layout { $0.width > 1200 && $0.cards.count == 16 && $0.isSettled }
      try app.key("ctrl+h")
      let layout = try app.layout { $0.cards.count == 16 && $0.isSettled }
      let origin = try app.windowOrigin()
      // Down from the middle of each card's top edge: the colours met on the way in.
      let shot = try settled { try Screenshot.take() }
      let bands = layout.cards.map { card in
        Self.bands(
          (1..<(card.height / 8)).map { step in
            shot.color(x: origin.x + card.midX, y: origin.y + card.y + step)
          })
      }
      // The other colours left out (the board, the back, a pixel blended between two bands).
      let hinted = bands.indices.filter { bands[$0] == ["dark", "yellow", "dark"] }
      #expect(hinted.count == 2, "\(bands)")
      #expect(
        bands.indices.filter { !bands[$0].isEmpty } == hinted,
        "dark and yellow only in a hint's outline: \(bands)")
    }

    /// The runs of dark and yellow in `colours`, in order, every other colour left out:
    /// close by 16 a channel, as Halloween's orange is 37 from the yellow in green.
    private static func bands(_ colours: [Screenshot.Color]) -> [String] {
      var runs: [String] = []
      for colour in colours {
        let name =
          colour.isClose(to: dark, tolerance: 16)
          ? "dark" : colour.isClose(to: yellow, tolerance: 16) ? "yellow" : "other"
        if name != "other", runs.last != name { runs.append(name) }
      }
      return runs
    }
  }
}

import Foundation
import Testing

// Nested in the serialized `WindowTests`: two windows at once on one session bus would meet as one
// application (the second launch hands over to the first and exits).
extension WindowTests {
  /// The window follows GTK's `gtk-enable-animations` (the desktop's "reduce animation"): with it
  /// off, a chosen card shows its face at once and no animation runs; with it on, the flip runs.
  @Suite("The GTK window and gtk-enable-animations")
  struct ReduceAnimationTests {
    static let cardFace = Screenshot.Color(hex: 0xFFFEF8)

    /// Starts the app with GTK's animation setting given in its own settings.ini, chooses the
    /// first card, and returns whether an animation ran (the app prints `timing animation` at
    /// the end of each one).
    func chooseFirstCard(animations: Bool) throws -> Bool {
      let home = newTestHome()
      let settings = home.appendingPathComponent("config/gtk-4.0")
      try FileManager.default.createDirectory(at: settings, withIntermediateDirectories: true)
      try Data("[Settings]\ngtk-enable-animations=\(animations)\n".utf8).write(
        to: settings.appendingPathComponent("settings.ini"))
      let app = try RunningApp(
        ["--theme", "Halloween", "--seed", "1"], home: home,
        environment: ["MEMORIZE_GTK_TIMING": "1"])
      // The probe reports the board once its cards stand still: the deal is over (its own
      // animation, when on, has said so) before the card is chosen.
      let layout = try app.layout { $0.cards.count == 16 && $0.isSettled }
      let dealAnimated = app.printed(prefix: "timing animation")
      let origin = try app.windowOrigin()
      try app.click(layout.cards[0])
      #expect(
        try app.screenUntil {
          $0.fraction(of: Self.cardFace, in: layout.cards[0].offset(by: origin)) > 0.5
        },
        "the chosen card shows its face")
      // Reported once the flip is over, after an animation says so.
      _ = try app.layout { $0.facesUp == 1 }
      return dealAnimated || app.printed(prefix: "timing animation")
    }

    @Test("gtk-enable-animations off: the card shows its face and no animation runs")
    func off() throws {
      #expect(try chooseFirstCard(animations: false) == false)
    }

    @Test("gtk-enable-animations on: the same choice animates")
    func on() throws {
      #expect(try chooseFirstCard(animations: true) == true)
    }
  }
}

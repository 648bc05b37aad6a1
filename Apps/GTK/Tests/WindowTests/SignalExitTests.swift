import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

extension WindowTests {
  /// SIGTERM (a logout, `kill`), SIGINT (Ctrl-C in the terminal that started it) and SIGHUP (that
  /// terminal closed): the window saves the last move, closes, and then dies by the signal, so a
  /// shell reports 128 + n (it exited 0 before).
  @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
  func aSignalSavesTheLastMoveAndCloses(_ signal: Int32) throws {
    // No autosave for ten minutes: only the save on the way out can write the move.
    let app = try RunningApp(
      ["--seed", "7", "--theme", "Halloween"], environment: ["MEMORIZE_AUTOSAVE_DELAY": "600"])
    let layout = try app.layout { $0.cards.count == 16 }
    let origin = try app.windowOrigin()
    let first = layout.cards[0].offset(by: origin)
    try app.click(layout.cards[0])
    #expect(
      try app.screenUntil { shot in
        shot.fraction(of: Screenshot.Color(hex: 0xFFFEF8), in: first) > 0.5
      }, "the chosen card turns face up")
    #expect(try savedFlips(home: app.home) != 1, "no autosave yet")
    kill(app.process.processIdentifier, signal)
    #expect(app.waitForExit() == signal)
    #expect(app.process.terminationReason == .uncaughtSignal)
    #expect(try savedFlips(home: app.home) == 1, "the move on disk")
  }
}

/// The Memorize flip count in `state.json` under `home`, or nil when there is no file yet.
private func savedFlips(home: URL) throws -> Int? {
  let url = home.appendingPathComponent("data/memorize/state.json")
  guard let data = try? Data(contentsOf: url) else { return nil }
  let root = try JSONSerialization.jsonObject(with: data) as? [String: Any]
  let memorize = root?["memorize"] as? [String: Any]
  let game = (memorize?["match"] as? [String: Any])?["game"] as? [String: Any]
  return game?["flipCount"] as? Int
}

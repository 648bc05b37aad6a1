import CardGames
import Foundation
import Memorize
import Testing

extension WindowTests {
  /// Four things a stranger found in the window (issue 44): the header's counters spaced a
  /// Chinese label from its value twice, the seats broke mid-phrase at 400 px, the ending's
  /// star was grey, and a computer's turn was read as "thinking..." with three dots.
  @Suite("What a stranger found in the window")
  struct StrangerNotes {
    /// "Ana: 0 pairs" keeps its space between label and value; "Ana：0 对" has it in its
    /// full-width colon alone, where it showed "Ana：  0 对". A label ending in a word ("用时",
    /// "Time") keeps the space.
    @Test(arguments: PlayLanguage.allCases)
    func aCounterSpacesItsLabelFromItsValueOnce(in language: PlayLanguage) throws {
      let app = try RunningApp(
        [
          "--players", "Ana,Ben", "--seed", "3", "--language",
          language == .english ? "en" : "zh_CN",
        ])
      let shown = try app.layout { $0.counters.count >= 3 && $0.counterGaps.count >= 3 }
      let labels = shown.counters.map(\.label)
      let expected = language == .english ? ["Ana:", "Ben:", "Time"] : ["Ana：", "Ben：", "用时"]
      #expect(labels == expected)
      let gaps = language == .english ? [6, 6, 6] : [0, 0, 6]
      #expect(shown.counterGaps == gaps, "\(labels): \(shown.counterGaps)")
    }
  }
}

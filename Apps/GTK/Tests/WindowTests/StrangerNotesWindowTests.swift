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

    /// At 400 px, four seats flow onto two lines of chips, and a chip too wide for its room
    /// breaks only between its phrases: "🤖 Computer (good) · 0 pairs ·" / "0 pts", never
    /// "Cy · 0" / "pairs ·" nor "🤖" / "Computer".
    @Test(arguments: PlayLanguage.allCases)
    func aSeatBreaksOnlyBetweenItsPhrasesAt400Pixels(in language: PlayLanguage) throws {
      let app = try RunningApp(
        [
          "--players", "Ana,Ben,Cy", "--vs-computer", "good", "--seed", "3",
          "--language", language == .english ? "en" : "zh_CN",
        ])
      _ = try app.layout { $0.seatLines.count == 4 }
      try app.resize(width: 400, height: 700)
      let shown = try app.layout { $0.width == 390 && $0.isSettled && $0.seatLines.count == 4 }
      let expected = language.words {
        let computer = Player(name: Phrases.computerName(.good), computerLevel: .good)
        return ["▶ " + Phrases.standing(Player(name: "Ana"))]
          + ["Ben", "Cy"].map { Phrases.standing(Player(name: $0)) }
          + ["🤖 " + Phrases.standing(computer)]
      }
      let lines = (0..<4).map { shown.seatLines[$0] ?? [] }
      #expect(lines.map { $0.joined() } == expected, "\(lines)")
      for seat in lines {
        // Every line but the last ends after a separator and its space.
        #expect(seat.dropLast().allSatisfy { $0.hasSuffix(" · ") }, "broken mid-phrase: \(seat)")
      }
      #expect(lines.contains { $0.count > 1 }, "a seat too wide breaks onto two lines: \(lines)")
      #expect(shown.seats.count == 4)
      #expect(shown.seats.allSatisfy { $0.x + $0.width <= 390 }, "\(shown.seats)")
    }
  }
}

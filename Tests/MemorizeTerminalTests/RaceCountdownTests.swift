import CardGames
import Memorize
import TerminalKit
import TerminalTestSupport
import Testing

@testable import MemorizeTerminal

/// Issue 23's play-test: at a Set race on 40 columns, once someone called Set! the status line
/// did not say how long the caller had (the countdown gave way first, before the title).
@Suite("A race's countdown on the status line")
struct RaceCountdownTests {
  @Test(
    "While Ana calls, the status line says the seconds left at 40 and 80 columns, in both languages",
    arguments: [
      (Language.english, 40, " ▶z Ana: 0    CPU: 0   Seconds left 5"),
      (
        .english, 80,
        " Set   ▶z Ana: 0    Computer (perfect): 0   Deck 69   Seconds left 5"
      ),
      (.simplifiedChinese, 40, " ▶z Ana：0    电脑：0   剩余秒数 5"),
      (.simplifiedChinese, 80, " 形色牌   ▶z Ana：0    电脑（完美）：0   牌堆 69   剩余秒数 5"),
    ])
  func countdownShows(language: Language, width: Int, status: String) throws {
    try Localization.withLanguage(language) {
      let fixture = RaceLineTests.race(width: width, height: width == 40 ? 15 : 24)
      let before = fixture.draw().text(inRow: 0)
      #expect(
        !before.contains(Phrases.secondsLeft)
          && !Phrases.secondsLeftForms(5).contains { before.contains($0) })
      _ = fixture.app.send(.callSet(seat: 0))
      let table = try #require(fixture.app.setRace)
      #expect(table.countdown == 5)
      let row = fixture.draw().text(inRow: 0)
      #expect(row == status + String(repeating: " ", count: width - DisplayWidth.of(status)))
      // A second later, one second less.
      fixture.clock.advance(by: 1)
      #expect(fixture.draw().text(inRow: 0).contains(status.dropLast() + "4"))
    }
  }
}

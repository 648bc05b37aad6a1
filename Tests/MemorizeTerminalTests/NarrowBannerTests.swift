import CardGames
import Foundation
import Memorize
import TerminalKit
import Testing

@testable import MemorizeTerminal

/// The game-over banner wraps on a narrow terminal: every word of the ending is read, "n for a
/// new game" included, and whole. Before, at 40 columns its headline was cut ("… — n for a…║"),
/// then broke inside the key's phrase ("— n for a" / "new game").
@Suite("The game-over banner on a narrow terminal")
struct NarrowBannerTests {
  @Test("At 40×15 the whole ending shows, its headline on two rows: the result, then the key")
  func fortyColumns() throws {
    let animals = try #require(Theme.builtIns.first { $0.id == "animals" })
    let fixture = ScreenFixture(TerminalSize(width: 40, height: 15)) { app in
      app.startMemorize(theme: animals, pairs: 2, seed: 5)
    }
    try fixture.finishMemorize(secondsPerMove: 1)
    #expect(try fixture.memorize.isOver)
    let frame = fixture.draw()
    let rows = (0..<15).map { frame.text(inRow: $0) }
    let banner = rows.filter { $0.contains("║") }
    #expect(
      banner == [
        "     ║ Game over! Score 4 in 0:03 ║     ",
        "     ║      n for a new game      ║     ",
        "     ║   Every pair is matched.   ║     ",
        "     ║     New best score: 4!     ║     ",
        "     ║     New fastest: 0:03!     ║     ",
      ], "\(rows.joined(separator: "\n"))")
  }

  /// The play-test's 40×15 table: "Game over! Computer (good) wins in" / "0:06", the time torn
  /// from its sentence, and a player's score broken as "Computer (perfect): 3 pairs, 6" /
  /// "points". A result too wide for a row goes on its own row after the title, a player's
  /// score after the name.
  @Test("A result or a score too wide for one row breaks after the title or the name")
  func longResultKeepsItsTime() {
    let ending = GameEnding(
      title: "Game over!", reason: nil, result: "Computer (perfect) wins", time: "0:06",
      scores: "Computer (perfect): 3 pairs, 6 points · Ana: 1 pair, −1 point", best: nil,
      playAgain: "Play Again", score: 8)
    var buffer = CellBuffer(width: 40, height: 13)
    GameOverBanner(palette: Palette(profile: .none)).draw(
      ending.bannerPhrases(newGameKey: "n"), over: Rect(x: 0, y: 0, width: 40, height: 13),
      into: &buffer)
    let inside = (0..<13).map { buffer.text(inRow: $0) }.filter { $0.contains("║") }.map {
      $0.split(separator: "║", omittingEmptySubsequences: false).dropFirst().first
        .map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
    }
    #expect(
      inside == [
        "Game over!", "Computer (perfect) wins in 0:06", "n for a new game", "Computer (perfect):",
        "3 pairs, 6 points", "Ana: 1 pair, −1 point",
      ])
  }

  /// The play-test's 40×15 Matchismo ending: "No match is possible among the cards" / "left:"
  /// / "A♦ 5♠.", the lead-in alone on its row. It goes down with the cards it names.
  @Test("The cards left stay with their lead-in: \"left: A♦ 5♠.\" on one row")
  func cardsLeftKeepTheirLeadIn() {
    let ending = GameEnding(
      title: "Game over!", reason: Phrases.noMatchLeft(among: ["A♦", "5♠"]), result: "Score 4",
      time: "0:42", scores: nil, best: nil, playAgain: "Play Again", score: 4)
    var buffer = CellBuffer(width: 40, height: 13)
    GameOverBanner(palette: Palette(profile: .none)).draw(
      ending.bannerPhrases(newGameKey: "n"), over: Rect(x: 0, y: 0, width: 40, height: 13),
      into: &buffer)
    let inside = (0..<13).map { buffer.text(inRow: $0) }.filter { $0.contains("║") }.map {
      $0.split(separator: "║", omittingEmptySubsequences: false).dropFirst().first
        .map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
    }
    // The cards are held together by a no-break space, which a cell shows as a space.
    let shown = inside.map { $0.replacingOccurrences(of: "\u{00A0}", with: " ") }
    #expect(
      shown.suffix(2) == ["No match is possible among the cards", "left: A♦ 5♠."], "\(shown)")
  }

  /// The play-test's 40×15 joined Matchismo: the banner's bottom edge covered the button row
  /// under the board ("[Ne╚═══…╝"). A banner as tall as its board stays inside it.
  @Test("A banner as tall as the board leaves the row under it alone")
  func tallBannerStaysOnTheBoard() {
    let ending = GameEnding(
      title: "Game over!", reason: nil, result: "Computer (perfect) wins", time: "0:06",
      scores: "Computer (perfect): 3 pairs, 6 points · Ana: 1 pair, −1 point", best: nil,
      playAgain: "Play Again", score: 8)
    var buffer = CellBuffer(width: 40, height: 10)
    buffer.put(" [New game]  [Redeal]", x: 0, y: 8)
    GameOverBanner(palette: Palette(profile: .none)).draw(
      ending.bannerPhrases(newGameKey: "n"), over: Rect(x: 0, y: 0, width: 40, height: 8),
      into: &buffer)
    #expect(buffer.text(inRow: 8).hasPrefix(" [New game]  [Redeal]"), "\(buffer.text(inRow: 8))")
    #expect(buffer.text(inRow: 0).contains("╔"))
    #expect(buffer.text(inRow: 7).contains("╚"))
  }
}

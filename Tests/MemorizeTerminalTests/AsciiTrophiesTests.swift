import CardGames
import Foundation
import Memorize
import TerminalKit
import Testing

@testable import MemorizeTerminal

/// The row of one face per pair under the game-over banner says the cards' letters where the
/// charset has no emoji (`LANG=C`, a GB locale), as the cards themselves do: it drew a row of
/// "?".
@Suite("The game-over trophies in ASCII")
struct AsciiTrophiesTests {
  @Test("Halloween, two pairs, under an ASCII charset: the letters of both pairs, no stand-ins")
  func lettersUnderTheBanner() throws {
    let fixture = ScreenFixture(TerminalSize(width: 80, height: 24), charset: .ascii) { app in
      app.startMemorize(theme: .halloween, pairs: 2, seed: 1)
    }
    let game = try fixture.memorize
    try fixture.finishMemorize()
    let frame = fixture.draw()
    let rows = (0..<24).map { frame.text(inRow: $0) }
    let letters = game.cards.reduce(into: [String]()) { letters, card in
      let letter = game.textStandIn(for: card)
      if !letters.contains(letter) { letters.append(letter) }
    }
    #expect(letters.count == 2 && letters.allSatisfy { $0.allSatisfy { $0.isASCII } })
    // The banner's lines (the headline, why it ended, the best), its bottom edge, a row of
    // space, then the faces.
    let row = try #require(rows.firstIndex { $0.contains("╚") }).advanced(by: 2)
    #expect(
      rows[row].trimmingCharacters(in: .whitespaces) == letters.joined(separator: " "),
      "\(rows.joined(separator: "\n"))")
  }
}

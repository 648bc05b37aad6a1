import CardGames
import Memorize
import TerminalKit
import Testing

@testable import MemorizeTerminal

/// After a game's end the foot lists only the keys that act, and a key's answer takes the place
/// answers take in play: the line under the board, never the tabs.
@Suite("Foot after the end")
struct FootAfterTheEndTests {
  /// Issue 23 (plain-55): solo Set over, d said "The deck is empty: every card has been dealt."
  /// over the tabs, where no answer is said in play.
  @Test(
    "Solo Set over: d answers on the line under the board; the tabs stay",
    arguments: [Language.english, .simplifiedChinese])
  func dealAfterSetEnds(language: Language) throws {
    try Localization.withLanguage(language) {
      let fixture = ScreenFixture()
      fixture.app.select(.set)
      try fixture.finishSet()
      let before = fixture.draw().snapshotLines
      fixture.press(.character("d"))
      let after = fixture.draw().snapshotLines
      let answer = Phrases.deckIsEmpty
      // The tabs, unchanged: nothing is said over them.
      #expect(after[23] == before[23], "\(after[23])")
      #expect(!after[23].contains(answer))
      // The line under the board says it, beside New game, as a refusal is said in play.
      #expect(after[22].hasPrefix(" [" + Labels.newGame), "\(after[22])")
      #expect(after[22].contains(answer), "\(after[22])")
      // A new game takes it away with the ending.
      fixture.press(.character("n"))
      #expect(!fixture.draw().snapshotLines[22].contains(answer))
    }
  }

  /// Issue 23 (term-56): Memorize over, i said "The game is over: there is nothing to hint."
  /// over the whole row of tabs, Space "Already matched." at its right, s the same as i: every
  /// answer after the end was said over the tabs. Each is said on the line under the board,
  /// beside the buttons, as an answer is said in play, until the next key.
  @Test(
    "Memorize over: i, Space and s answer beside the buttons; the tabs stay",
    arguments: [Language.english, .simplifiedChinese])
  func memorizeAnswersUnderTheBoard(language: Language) throws {
    try Localization.withLanguage(language) {
      let fixture = ScreenFixture { $0.startMemorize(theme: .halloween, pairs: 4, seed: 3) }
      try fixture.finishMemorize()
      let before = fixture.draw().snapshotLines
      #expect(before[22].trimmingCharacters(in: .whitespaces).hasSuffix("[" + Labels.newGame + "]"))
      let answers: [(Character, String)] = [
        ("i", Phrases.gameIsOverNoHint), (" ", Phrases.refusal(.alreadyMatched)),
        ("s", Phrases.gameIsOverNothingToShuffle),
      ]
      for (key, answer) in answers {
        fixture.press(.character(key))
        let after = fixture.draw().snapshotLines
        #expect(after[23] == before[23], "\(key): \(after[23])")
        #expect(after[22].hasPrefix(" [" + Labels.backToThemes), "\(key): \(after[22])")
        #expect(after[22].contains(answer), "\(key): \(after[22])")
        // One answer: the one before it is gone.
        #expect(after.filter { $0.contains(answer) }.count == 1, "\(key): \(after)")
        // The banner stays.
        #expect(after[1..<22] == before[1..<22], "\(key)")
      }
      // The next key that answers nothing takes it away.
      fixture.press(.right)
      #expect(fixture.draw().snapshotLines[22] == before[22])
    }
  }

  /// Issue 23 (term-56): Matchismo over, i ("Matchismo has no hints.") and Space ("Already
  /// matched.") were said over the tabs. Each takes the line under the buttons, where a
  /// refusal is said in play, until the next key; the banner and the tabs stay.
  @Test(
    "Matchismo over: i and Space answer on the line under the buttons; the tabs stay",
    arguments: [Language.english, .simplifiedChinese])
  func matchismoAnswersUnderTheBoard(language: Language) throws {
    try Localization.withLanguage(language) {
      let fixture = ScreenFixture()
      fixture.app.select(.matchismo)
      try fixture.finishMatchismo()
      let before = fixture.draw().snapshotLines
      for (key, answer) in [
        ("i", Phrases.matchismoHasNoHints), (" ", Phrases.refusal(.alreadyMatched)),
      ] {
        fixture.press(.character(Character(key)))
        let after = fixture.draw().snapshotLines
        #expect(after[23] == before[23], "\(key): \(after[23])")
        #expect(after[22].contains(answer), "\(key): \(after[22])")
        #expect(after.filter { $0.contains(answer) }.count == 1, "\(key): \(after)")
        // The banner and the buttons stay.
        #expect(after[1..<22] == before[1..<22], "\(key)")
      }
      fixture.press(.right)
      #expect(fixture.draw().snapshotLines[22] == before[22])
    }
  }

  /// Issue 23 (plain-55): a shared table's race over, the foot still offered "s call Set!" and
  /// "d ask for more", which no longer act.
  @Test("A shared race over: the foot lists neither s nor d, and s still says why on the board")
  func raceFootAfterTheEnd() throws {
    let bench = try JoinedTableBench()
    #expect(bench.text()[23].hasSuffix(" s call Set!  d ask for more  ? help  q quit "))
    // Ben takes every set he sees; where there is none, both ask for three more cards.
    for _ in 0..<300 {
      guard let board = bench.ben.view?.board, !board.isOver else { break }
      if let set = JoinedTableBench.aSet(in: board) {
        try bench.benClaims(set)
      } else {
        bench.deliver(bench.host.receive(bench.ben.text(for: .askForMoreCards(seat: 1)), from: 2))
        _ = bench.press("d")
      }
      bench.clock.advance(by: 0.5)
    }
    #expect(bench.link.table.view?.board?.isOver == true)
    let foot = bench.text()[23]
    #expect(foot.hasSuffix("  ? help  q quit "), "\(foot)")
    #expect(!foot.contains("call Set!") && !foot.contains("ask for more"), "\(foot)")
    // s still answers: the race is over, on the board's row.
    #expect(bench.press("s") == .continue)
    #expect(bench.text().contains { $0.contains(Phrases.raceIsOver) }, "\(bench.text())")
    #expect(bench.text()[23] == foot)
  }
}

/// The close dialog keeps a column of padding inside its frame at every width, its question
/// wrapped, never cut.
@Suite("Close dialog padding")
struct CloseDialogPaddingTests {
  @Test(
    "At 40 and 80 columns the question and the buttons keep a blank column inside the frame",
    arguments: [Language.english, .simplifiedChinese], [40, 80])
  func padding(language: Language, width: Int) throws {
    try Localization.withLanguage(language) {
      let bench = try JoinedTableBench(game: .memorize, isHostsFace: true)
      #expect(bench.press("q") == .continue)
      let question = try #require(bench.screen.closing?.question)
      let rows = bench.draw(width: width, height: 15).snapshotLines
      let top = try #require(rows.firstIndex { $0.contains("╭") })
      let bottom = try #require(rows.lastIndex { $0.contains("╰") })
      var said = ""
      for row in rows[(top + 1)..<bottom] {
        let cells = Array(row)
        let left = try #require(cells.firstIndex(of: "│"))
        let right = try #require(cells.lastIndex(of: "│"))
        #expect(right > left + 2)
        // A blank column on each side of whatever the row holds.
        #expect(cells[left + 1] == " " && cells[right - 1] == " ", "\(row)")
        let inside = String(cells[(left + 1)..<right]).trimmingCharacters(in: .whitespaces)
        if !inside.isEmpty, !inside.contains("[") {
          said += (said.isEmpty || language == .simplifiedChinese ? "" : " ") + inside
        }
      }
      // The whole question is there: wrapped, not cut.
      #expect(said == question, "\(rows)")
    }
  }
}

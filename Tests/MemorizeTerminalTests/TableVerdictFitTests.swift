import CardGames
import Foundation
import Memorize
import TerminalKit
import TerminalTestSupport
import Testing

@testable import MemorizeTerminal

/// At a Memorize table the line under the cards says the verdict, why the score changed and
/// whose turn it is: short of room it takes the view model's shorter forms, the first that fits
/// whole, and never shows one cut (issue 23: "No match. −2 for 2 cards seen before Ben to mo").
@Suite("The verdict at a table fits its line")
struct TableVerdictFitTests {
  @Test(
    "A verdict with its reason and the turn: whole, or a shorter form whole",
    arguments: [Language.english, .simplifiedChinese], [100, 80, 60, 40])
  func verdictFits(language: Language, width: Int) throws {
    try Localization.withLanguage(language) {
      let fixture = ScreenFixture(TerminalSize(width: width, height: 24)) { app in
        app.startMemorize(
          theme: Theme.builtIns[2], pairs: 8, seed: 3,
          players: ["Ana", "Benjamin"].map { Player(name: $0) })
      }
      // Ana turns two cards that differ; Benjamin turns the same two again: both turned up again.
      let other = try #require((1..<16).first { try fixture.twin(of: 0) != $0 })
      for index in [0, other, 0, other] { try fixture.choose(index) }
      let board = try #require(fixture.app.board(of: .memorize))
      let full = try #require(board.verdict)
      let forms = [full] + board.shorterVerdicts
      #expect(board.shorterVerdicts.last == fixture.app.memorize?.turnText, "\(forms)")
      #expect(full.hasSuffix(board.shorterVerdicts.last ?? "-"), "the turn ends each: \(forms)")

      let row = fixture.draw().snapshotLines[22]
      let button = try #require(row.range(of: Labels.newGame), "\(row)")
      let after = try #require(row[button.upperBound...].firstIndex(of: "]"), "\(row)")
      let rest = String(row[row.index(after: after)...])
      let line = rest.trimmingCharacters(in: .whitespaces)
      let shown = try #require(forms.firstIndex(of: line), "\(width): cut '\(line)' in '\(row)'")
      // The first form that fits is the one shown: nothing longer would have fitted.
      let room = DisplayWidth.of(rest) - 2
      for longer in forms.prefix(shown) {
        #expect(DisplayWidth.of(longer) > room, "\(width): '\(longer)' would fit in \(room)")
      }
      // Short of room, whose turn it is stays longer than why the score fell (term-53).
      #expect(line.hasSuffix(fixture.app.memorize?.turnText ?? "-"), "\(width): \(line)")
      // From 80 columns the point that fell stays with it.
      if width >= 80 {
        #expect(line.contains("\u{2212}1"), "\(width): \(line)")
      }
    }
  }

  /// Issue 23's play-test: at 40 columns a pair at a table of people showed only "Ana to move",
  /// and nobody read whether it matched; then "Ana: No match." alone, and only the header's ▶
  /// said Ben was to move (term-53). Short of room, the named verdict and whose turn it is
  /// share the line: the reason gives way first, and never leaves its bare points behind
  /// ("Ana: Match! +2. Ana to move", tplain-55).
  @Test(
    "At 40 columns a pair's named verdict takes the line, with the turn it passed on",
    arguments: [
      (Language.english, "Ana: Match! Ana to move", "Ana: No match. Ben to move"),
      (.simplifiedChinese, "Ana：配对成功！轮到 Ana", "Ana：没有配对。轮到 Ben"),
    ])
  func namedVerdictAtForty(language: Language, match: String, mismatch: String) throws {
    try Localization.withLanguage(language) {
      let fixture = ScreenFixture(TerminalSize(width: 40, height: 15)) { app in
        app.startMemorize(
          theme: Theme.builtIns[2], pairs: 8, seed: 3,
          players: ["Ana", "Ben"].map { Player(name: $0) })
      }
      func line() throws -> String {
        let row = fixture.draw().snapshotLines[13]
        let button = try #require(row.range(of: Labels.newGame), "\(row)")
        let after = try #require(row[button.upperBound...].firstIndex(of: "]"), "\(row)")
        return row[row.index(after: after)...].trimmingCharacters(in: .whitespaces)
      }
      for index in [0, try fixture.twin(of: 0)] { try fixture.choose(index) }
      let afterMatch = try line()
      #expect(afterMatch == match)
      let first = try #require(
        (1..<16).first { fixture.app.memorize?.cards[$0].isMatched == false })
      let other = try #require(
        ((first + 1)..<16).first {
          fixture.app.memorize?.cards[$0].isMatched == false && (try? fixture.twin(of: first)) != $0
        })
      for index in [first, other] { try fixture.choose(index) }
      #expect(try line() == mismatch)
      #expect(fixture.app.memorize?.currentPlayerIndex == 1)
    }
  }

  /// Term-53: at 40 columns a mismatch that cost points ("Ana: No match. −2 for 2 cards seen
  /// before. Ben to move") kept its points and lost the turn ("Ana: No match. −2"). The reason
  /// gives way first: the verdict and the turn stay, the same parts in both languages (tplain-55:
  /// Chinese, narrower, kept a bare "−2。" where English had no room for the reason).
  @Test(
    "At 40 columns a costly mismatch keeps the turn and drops its reason",
    arguments: [
      (Language.english, "Ana: No match. Ben to move"),
      (.simplifiedChinese, "Ana：没有配对。轮到 Ben"),
    ])
  func costlyMismatchKeepsTheTurnAtForty(language: Language, expected: String) throws {
    try Localization.withLanguage(language) {
      let fixture = ScreenFixture(TerminalSize(width: 40, height: 15)) { app in
        app.startMemorize(
          theme: Theme.builtIns[2], pairs: 8, seed: 3,
          players: ["Ana", "Ben"].map { Player(name: $0) })
      }
      // Ana turns 0 and `other` (they differ), Ben `a` and `b` (they differ from those and
      // from each other), then Ana 0 and `other` again: both seen before.
      var used = [0, try fixture.twin(of: 0)]
      let other = try #require((1..<16).first { !used.contains($0) })
      used += [other, try fixture.twin(of: other)]
      let a = try #require((1..<16).first { !used.contains($0) })
      used += [a, try fixture.twin(of: a)]
      let b = try #require((1..<16).first { !used.contains($0) })
      for index in [0, other, a, b, 0, other] { try fixture.choose(index) }
      #expect(fixture.app.memorize?.players.map(\.score) == [-2, 0])
      #expect(fixture.app.memorize?.currentPlayerIndex == 1)
      let row = fixture.draw().snapshotLines[13]
      #expect(row.trimmingCharacters(in: .whitespaces).hasSuffix("  " + expected), "\(row)")
    }
  }

  /// Issue 44's play-test: after a person's mismatch the line went straight to whose turn it
  /// is as the next player turned a first card, so the person never read their own verdict.
  /// It stays, with the turn, until the next pair is decided.
  @Test("A mismatch stays on the line through the next player's first card")
  func mismatchStaysThroughTheNextFirstCard() throws {
    let fixture = ScreenFixture(TerminalSize(width: 100, height: 24)) { app in
      app.startMemorize(
        theme: Theme.builtIns[2], pairs: 8, seed: 3,
        players: ["Ana", "Ben"].map { Player(name: $0) })
    }
    let other = try #require((1..<16).first { try fixture.twin(of: 0) != $0 })
    for index in [0, other] { try fixture.choose(index) }
    let third = try #require((1..<16).first { ![0, other].contains($0) })
    try fixture.choose(third)
    let board = try #require(fixture.app.board(of: .memorize))
    #expect(board.verdict == "Ana: No match. Ben to move")
  }

  /// Alone at 40 columns the whole reason does not fit; the points still show, so the score's
  /// drop is never left unexplained (issue 23: "No match." while the score fell by 2).
  @Test(
    "A solo mismatch at 40 columns keeps its points",
    arguments: [
      (Language.english, "No match. −2 pts"), (.simplifiedChinese, "没有配对。−2 分"),
    ])
  func soloPointsFit(language: Language, expected: String) throws {
    try Localization.withLanguage(language) {
      let fixture = ScreenFixture(TerminalSize(width: 40, height: 15)) { app in
        app.startMemorize(theme: Theme.builtIns[2], pairs: 8, seed: 3)
      }
      // 0 and `other` differ and are seen; `a` and `b` differ from them and from each other, and
      // turning them puts the first two face down. Then 0 and `other` again: two turned up again.
      var used = [0, try fixture.twin(of: 0)]
      let other = try #require((1..<16).first { !used.contains($0) })
      used += [other, try fixture.twin(of: other)]
      let a = try #require((1..<16).first { !used.contains($0) })
      used += [a, try fixture.twin(of: a)]
      let b = try #require((1..<16).first { !used.contains($0) })
      for index in [0, other, a, b, 0, other] { try fixture.choose(index) }
      #expect(fixture.app.memorize?.score == -2)
      let rows = fixture.draw().snapshotLines
      let ends = rows.map { $0.trimmingCharacters(in: .whitespaces) }
      #expect(ends.contains { $0.hasSuffix("  \(expected)") }, "\(rows.joined(separator: "\n"))")
    }
  }

  /// Set's line beside its three buttons: short of room the points stay without their reason,
  /// and at 40 columns the buttons take their short titles to leave the line room (issue 23:
  /// "Not a", then "Not a…" beside "[Deal 3 more] [Hint] [New game]").
  @Test(
    "Set's verdict at 50 and 40 columns: the points kept, the buttons short at 40",
    arguments: [
      (50, "[Deal 3 more] [Hint] [New game]  Not a set. −5"),
      (40, "[3 more] [Hint] [New]  Not a set. −5"),
    ])
  func setVerdictFits(width: Int, expected: String) throws {
    let fixture = ScreenFixture(TerminalSize(width: width, height: 16)) { app in
      app.startSet(seed: 3)
    }
    fixture.press(.character("3"))
    let game = fixture.app.set
    let cards = game.cardsInPlay
    let three = try #require(
      cards.indices.lazy.flatMap { a in
        (a + 1..<cards.count).lazy.flatMap { b in
          (b + 1..<cards.count).lazy.map { [a, b, $0] }
        }
      }.first { !SetCard.isSet(cards[$0[0]], cards[$0[1]], cards[$0[2]]) })
    for index in three { game.choose(cards[index]) }
    #expect(game.score == -5)
    let rows = fixture.draw().snapshotLines.map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(rows.contains { $0 == expected }, "\(rows.joined(separator: "\n"))")
  }
}

/// Issue 23: at 40 columns a race's buttons ran off the row, the last one cut to "[".
@Suite("A race's buttons fit the row whole")
struct RaceButtonsFitTests {
  @Test(
    "Two, three and four people at 40 columns: whole buttons, never a cut one",
    arguments: [2, 3, 4])
  func wholeButtons(people: Int) throws {
    let fixture = ScreenFixture(TerminalSize(width: 40, height: 15))
    fixture.press(.character("3"))
    let names = ["Ana", "Ben", "Cy", "Dee"].prefix(people)
    _ = fixture.app.send(.startPlayers(PlayersDraft(seats: names.map { .init(name: $0) })))
    let row = fixture.draw().snapshotLines[13].trimmingCharacters(in: .whitespaces)
    // Three names whole leave no room for New game: they take their cut form, as the rule
    // says, now that no dim Hint stands beside New game (term-53).
    let calls = people == 3 ? "[A…: Set!] [B…: Set!] [Cy: Set!] [New]" : "[Ana: Set!] [Ben: Set!]"
    #expect(row.hasPrefix(calls), "\(row)")
    // Every bracket closed: no button cut at the edge.
    #expect(row.filter { $0 == "[" }.count == row.filter { $0 == "]" }.count, "\(row)")
    #expect(row.hasSuffix("]"), "\(row)")
  }
}

import CardGames
import Memorize
import TerminalKit
import Testing

@testable import MemorizeTerminal

/// Issue 22: every key a player uses acts or says why not, in the view model's words, on the
/// real handler of the full screen.
@Suite("Every key answers")
struct EveryKeyAnswersTests {
  @Test("Esc in the chooser with no game yet says there is none")
  func escapeWithNoGame() {
    let fixture = ScreenFixture(.small)
    #expect(fixture.app.memorize == nil)
    fixture.press(.escape)
    #expect(fixture.snapshot().contains("No game yet: choose a theme to play."))
  }

  @Test("i with no pair seen says so on the board's line, until the next thing done")
  func hintWithNothingSeen() {
    let fixture = ScreenFixture(.small) { app in
      app.startMemorize(theme: .halloween, pairs: 4, seed: 3)
    }
    fixture.press(.character("i"))
    #expect(fixture.snapshot().contains("No pair seen yet: turn more cards first."))
    fixture.press(.enter)
    #expect(!fixture.snapshot().contains("No pair seen yet"))
  }

  @Test("o says which way reduced motion went")
  func reducedMotionIsAcknowledged() {
    let fixture = ScreenFixture(.small) { app in
      app.startMemorize(theme: .halloween, pairs: 4, seed: 3)
    }
    fixture.press(.character("o"))
    #expect(fixture.app.reducesMotion)
    #expect(fixture.snapshot().contains("Reduced motion on."))
    fixture.press(.character("o"))
    #expect(fixture.snapshot().contains("Reduced motion off."))
  }

  @Test("A face-up card chosen again says why nothing happened")
  func faceUpCardAgain() throws {
    let fixture = ScreenFixture(.small) { app in
      app.startMemorize(theme: .halloween, pairs: 4, seed: 3)
    }
    fixture.press(.enter)
    #expect(try fixture.memorize.flipCount == 1)
    fixture.press(.enter)
    #expect(fixture.snapshot().contains("Already face up."))
  }
}

/// Issue 23's play-test: keys that did nothing and said nothing on a board (i in Matchismo, i at
/// a shared Memorize table, d at a finished Set race). Each is answered in the view model's
/// words, on the board or on the line above the tabs.
@Suite("Keys of other boards answer why not")
struct UnboundKeyAnswersTests {
  @Test(
    "i in Matchismo says Matchismo has no hints, on the board's line, in both languages",
    arguments: [Language.english, .simplifiedChinese])
  func noHintInMatchismo(language: Language) {
    Localization.withLanguage(language) {
      let fixture = ScreenFixture(.small)
      fixture.press(.character("2"))
      #expect(!fixture.snapshot().contains(Phrases.matchismoHasNoHints))
      fixture.press(.character("i"))
      #expect(fixture.app.board(of: .matchismo)?.refusal == Phrases.matchismoHasNoHints)
      #expect(fixture.snapshot().contains(Phrases.matchismoHasNoHints))
      #expect(
        Phrases.matchismoHasNoHints
          == (language == .english ? "Matchismo has no hints." : "扑克配对没有提示。"))
      // d and s, Set's and Memorize's, are refused there too, in the view model's words.
      fixture.press(.character("d"))
      #expect(fixture.app.board(of: .matchismo)?.refusal == Phrases.onlySetDealsMore)
      fixture.press(.character("s"))
      #expect(fixture.app.board(of: .matchismo)?.refusal == Phrases.onlyMemorizeShuffles)
    }
  }

  @Test("i at a Memorize game of two players says hints are for one player")
  func hintAtTwoPlayers() throws {
    let fixture = ScreenFixture(.small)
    fixture.app.startMemorize(
      theme: .halloween, pairs: 4, seed: 3,
      players: [Player(name: "Ana"), Player(name: "Ben")])
    #expect(!fixture.screen.helpLines.map(\.action).contains(Labels.describe(.memorizeHint)))
    fixture.press(.character("i"))
    #expect(fixture.snapshot().contains(Phrases.hintIsForOnePlayer))
  }

  @Test("A key no board has says so, with the help's key, until the next key")
  func keyOfNoBoard() {
    let fixture = ScreenFixture(.small) { app in
      app.startMemorize(theme: .halloween, pairs: 4, seed: 3)
    }
    fixture.press(.character("3"))
    fixture.press(.character("x"))
    #expect(fixture.snapshot().contains("x does nothing in Set: ? lists the keys."))
    fixture.press(.right)
    #expect(!fixture.snapshot().contains("does nothing"))
    Localization.withLanguage(.simplifiedChinese) {
      fixture.press(.character("x"))
      #expect(fixture.snapshot().contains("x 键在形色牌中没有作用：按 ? 查看按键。"))
    }
  }

  /// The play-test of this change: at 40×15 the answer took two rows above the tabs, the board
  /// lost them and laid its cards out again (a turned card moved from row 4 to row 3, the last
  /// cards hidden). The answer now takes the foot's row, in its first clause where the whole
  /// does not fit, and every card stays where it was.
  @Test(
    "At 40×15 the answer takes the foot, whole or its first clause, and no card moves",
    arguments: [
      (Language.english, " x does nothing in Memorize."),
      (.simplifiedChinese, " x 键在记忆翻牌中没有作用。"),
    ])
  func noCardMoves(language: Language, foot: String) throws {
    try Localization.withLanguage(language) {
      let fixture = ScreenFixture(TerminalSize(width: 40, height: 15)) { app in
        app.startMemorize(theme: .halloween, pairs: 12, seed: 2)
      }
      try fixture.choose(20)
      let before = fixture.draw().snapshotLines
      fixture.press(.character("x"))
      let after = fixture.draw().snapshotLines
      #expect(Array(after.prefix(14)) == Array(before.prefix(14)))
      #expect(
        after[14].trimmingCharacters(in: .whitespaces) == foot.trimmingCharacters(in: .whitespaces))
      fixture.press(.right)
      #expect(fixture.draw().snapshotLines[14] == before[14])
    }
  }

  @Test("d at a finished race says the race is over, above the buttons")
  func dealAtAFinishedRace() throws {
    let fixture = RaceLineTests.race(width: 80, height: 24)
    let table = try #require(fixture.app.setRace)
    // Ana calls and takes every set she sees, and asks for more cards when there is none.
    for _ in 0..<200 where !table.race.isOver {
      fixture.clock.advance(by: 0.1)
      if let set = SetRaceComputer.sets(among: table.race.game.cardsInPlay).first {
        _ = fixture.app.send(.callSet(seat: 0))
        for card in set { _ = fixture.app.send(.choose(cardID: card.id)) }
      } else {
        _ = fixture.app.send(.dealThreeMore)
      }
    }
    #expect(table.race.isOver)
    #expect(!fixture.snapshot().contains(Phrases.raceIsOver))
    // Issue 23: a finished race offers no Deal 3 more, dimmed or not: New game is what is left.
    #expect(fixture.screen.hits.rect(of: .button(.dealThreeMore)) == nil)
    #expect(!fixture.snapshot().contains(Labels.dealThreeMoreShort))
    #expect(fixture.screen.hits.rect(of: .button(.newGame)) != nil)
    fixture.press(.character("d"))
    #expect(fixture.app.board(of: .set)?.refusal == Phrases.raceIsOver)
    #expect(RaceLineTests.eventRow(fixture) == Phrases.raceIsOver)
    // And i says the race is over, not that a race has no hints.
    fixture.press(.character("i"))
    #expect(fixture.app.board(of: .set)?.refusal == Phrases.raceIsOver)
    #expect(RaceLineTests.eventRow(fixture) == Phrases.raceIsOver)
  }

  @Test("i at a shared Memorize table says hints are for one player; p says it does nothing")
  func hintAtASharedTable() throws {
    let bench = try JoinedTableBench(game: .memorize)
    _ = bench.draw()
    #expect(!bench.screen.helpLines.map(\.action).contains(Labels.describe(.memorizeHint)))
    #expect(bench.press("i") == .continue)
    #expect(bench.text().joined(separator: "\n").contains("Hints are for a game of one player."))
    #expect(bench.press("p") == .continue)
    #expect(bench.text()[22].contains("p does nothing in Memorize: ? lists the keys."))
  }
}

/// Issue 23's play-test, after the boards answered their keys: the theme chooser and Statistics
/// still said nothing for a key they do not take, and no board answered F5, Ins, Ctrl-A or
/// Alt-x (which a terminal sends as Esc x).
@Suite("Keys answer off the boards too")
struct OffBoardKeyAnswersTests {
  /// The foot's row (the last), trailing spaces left out.
  static func foot(_ fixture: ScreenFixture) -> String {
    var line = fixture.draw().snapshotLines.last ?? ""
    while line.last == " " { line.removeLast() }
    return line.trimmingCharacters(in: .whitespaces)
  }

  @Test(
    "x i d s z f in the chooser say they do nothing there, in both languages; no game is touched",
    arguments: [Language.english, .simplifiedChinese])
  func chooserKeys(language: Language) throws {
    try Localization.withLanguage(language) {
      // The chooser alone (no game yet), and in front of a game (t from the board).
      let alone = ScreenFixture(.small)
      let inFront = ScreenFixture(.small) { app in
        app.startMemorize(theme: .halloween, pairs: 4, seed: 3)
      }
      inFront.press(.character("t"))
      let cards = try inFront.memorize.cards.map(\.id)
      for fixture in [alone, inFront] {
        for key in ["x", "i", "d", "s", "z", "f"] {
          fixture.press(.character(Character(key)))
          let said =
            language == .english
            ? "\(key) does nothing in the theme chooser: ? lists the keys."
            : "\(key) 键在主题选择中没有作用：按 ? 查看按键。"
          #expect(Self.foot(fixture) == said, "\(key)")
        }
        fixture.press(.down)
        #expect(
          !fixture.snapshot().contains("does nothing") && !fixture.snapshot().contains("没有作用"))
      }
      // s was not the board's shuffle, nor i its hint.
      #expect(try inFront.memorize.cards.map(\.id) == cards)
      #expect(inFront.app.board(of: .memorize)?.refusal == nil)
    }
  }

  @Test("x n i in Statistics say they do nothing there, with the help's key")
  func statisticsKeys() {
    let fixture = StatisticsScrollTests.manyGames(TerminalSize(width: 80, height: 24))
    for key in ["x", "n", "i"] {
      fixture.press(.character(Character(key)))
      #expect(Self.foot(fixture) == "\(key) does nothing in Statistics: ? lists the keys.")
    }
    Localization.withLanguage(.simplifiedChinese) {
      fixture.press(.character("x"))
      #expect(Self.foot(fixture) == "x 键在统计中没有作用：按 ? 查看按键。")
    }
  }

  @Test(
    "F5, Ins, Ctrl-A and Alt-x on a board are named and said to do nothing",
    arguments: [
      (KeyPress(.function(5)), "F5"), (KeyPress(.insert), "Ins"),
      (KeyPress(.character("a"), modifiers: .control), "Ctrl-A"),
      (KeyPress(.character("x"), modifiers: .alt), "Alt-x"),
    ])
  func namedKeysOnBoards(press: KeyPress, name: String) {
    let fixture = ScreenFixture(.small) { app in
      app.startMemorize(theme: .halloween, pairs: 4, seed: 3)
    }
    let before = fixture.draw().snapshotLines
    _ = fixture.screen.handle(.key(press))
    #expect(Self.foot(fixture) == "\(name) does nothing in Memorize: ? lists the keys.")
    // Only the foot changed: Alt-x is not x, nor Ctrl-A a.
    #expect(Array(fixture.draw().snapshotLines.dropLast()) == Array(before.dropLast()))
    fixture.press(.character("2"))
    _ = fixture.screen.handle(.key(press))
    #expect(Self.foot(fixture) == "\(name) does nothing in Matchismo: ? lists the keys.")
  }

  @Test("A terminal's Esc x, F5 and Ins reach the board as Alt-x, F5 and Ins")
  func decodedKeys() {
    var decoder = InputDecoder()
    let events =
      decoder.feed(Array("\u{1B}x".utf8)) + decoder.feed(Array("\u{1B}[15~".utf8))
      + decoder.feed(Array("\u{1B}[2~".utf8)) + decoder.feed([0x01])
    #expect(
      events == [
        .key(KeyPress(.character("x"), modifiers: .alt)), .key(KeyPress(.function(5))),
        .key(KeyPress(.insert)), .key(KeyPress(.character("a"), modifiers: .control)),
      ])
    let names = events.compactMap { event -> String? in
      guard case .key(let press) = event else { return nil }
      return KeyCommand<Void>.Press(naming: press)?.text
    }
    #expect(names == ["Alt-x", "F5", "Ins", "Ctrl-A"])
  }
}

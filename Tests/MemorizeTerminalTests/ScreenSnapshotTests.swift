import CardGames
import Memorize
import TerminalKit
import TerminalTestSupport
import Testing

@testable import MemorizeTerminal

/// Every screen as text, at 80×24 and 160×48: the recorded files are the visual review of the UI.
@Suite("Screen snapshots")
struct ScreenSnapshotTests {
  @Test("The theme chooser on first launch", arguments: ScreenSize.allCases)
  func chooser(_ size: ScreenSize) {
    let fixture = ScreenFixture(size)
    #expect(fixture.app.memorize == nil)
    assertSnapshot(fixture.snapshot(), named: "chooser-\(size.rawValue)")
  }

  @Test(
    "Chooser columns line up; a long name is cut with an ellipsis", arguments: ScreenSize.allCases)
  func chooserColumns(_ size: ScreenSize) throws {
    let fixture = ScreenFixture(size)
    fixture.app.themes.addingTheme(named: String(repeating: "Very long name ", count: 4))
    let lines = fixture.draw().snapshotLines.filter { $0.contains(" pairs") }
    #expect(lines.count == 10)
    let columns = Set(
      lines.map { $0.distance(from: $0.startIndex, to: $0.range(of: " pairs")!.lowerBound) })
    #expect(columns.count == 1)
    let long = try #require(lines.last)
    #expect(long.contains("Very long na"))
    #expect(long.contains("…   4 pairs"))
  }

  @Test(
    "The Memorize board: a matched pair gone, two cards face up, focus on a face-down card",
    arguments: ScreenSize.allCases)
  func memorizeBoard(_ size: ScreenSize) throws {
    let fixture = try Self.memorizeInPlay(size)
    let game = try fixture.memorize
    #expect(game.cards.count(where: \.isMatched) == 2)
    #expect(game.cards.count(where: { $0.isFaceUp && !$0.isMatched }) == 2)
    #expect(fixture.app.isSideBySide == (size == .large))
    // The large board's cards are tiles, blocks of colour: its snapshot shows the styles too.
    assertSnapshot(
      fixture.snapshot(styles: size == .large), named: "memorize-board-\(size.rawValue)")
  }

  @Test("The game-over banner", arguments: ScreenSize.allCases)
  func gameOver(_ size: ScreenSize) throws {
    let fixture = ScreenFixture(size) { app in
      app.startMemorize(theme: .halloween, pairs: 6, seed: 3)
    }
    try fixture.finishMemorize(secondsPerMove: 2)
    #expect(try fixture.memorize.isOver)
    assertSnapshot(fixture.snapshot(), named: "memorize-game-over-\(size.rawValue)")
  }

  @Test(
    "Matchismo after three choices, scrubbed back one outcome", arguments: ScreenSize.allCases)
  func matchismo(_ size: ScreenSize) {
    let fixture = ScreenFixture(size)
    fixture.press(.character("2"))
    for index in 0..<3 {
      fixture.clock.advance(by: 2)
      fixture.app.matchismo.choose(at: index)
    }
    fixture.press(.character("["))
    #expect(fixture.app.matchismo.history.count == 3)
    #expect(fixture.app.matchismo.scrubPosition == 1)
    assertSnapshot(fixture.snapshot(), named: "matchismo-\(size.rawValue)")
  }

  @Test(
    "Set with two cards selected, a hint and the focus on the third card",
    arguments: ScreenSize.allCases)
  func set(_ size: ScreenSize) throws {
    let fixture = try Self.setInPlay(size, profile: .trueColor)
    #expect(fixture.app.set.selectionState == .incomplete)
    assertSnapshot(fixture.snapshot(), named: "set-\(size.rawValue)")
  }

  @Test("Statistics after finished games of every kind", arguments: ScreenSize.allCases)
  func statistics(_ size: ScreenSize) throws {
    let fixture = try Self.statisticsAfterGames(size)
    let records = fixture.app.statistics.records
    #expect(records[Statistics.Key(game: .memorize, themeID: "halloween", pairs: 4)]?.finished == 2)
    #expect(records[Statistics.Key(game: .memorize, themeID: "sports", pairs: 3)]?.finished == 1)
    // The Matchismo game ended by a redeal was abandoned: played, not finished.
    #expect(records[Statistics.Key(game: .matchismo, matchCount: 2)]?.played == 1)
    #expect(records[Statistics.Key(game: .matchismo, matchCount: 2)]?.finished == 0)
    #expect(records[Statistics.Key(game: .set)]?.finished == 1)
    assertSnapshot(fixture.snapshot(), named: "statistics-\(size.rawValue)")
  }

  @Test("Statistics before any game", arguments: [ScreenSize.small])
  func emptyStatistics(_ size: ScreenSize) {
    let fixture = ScreenFixture(size)
    fixture.press(.character("4"))
    assertSnapshot(fixture.snapshot(), named: "statistics-empty-\(size.rawValue)")
  }

  @Test("The help overlay over a game", arguments: ScreenSize.allCases)
  func help(_ size: ScreenSize) throws {
    let fixture = try Self.memorizeInPlay(size)
    fixture.press(.character("?"))
    #expect(fixture.screen.isShowingHelp)
    assertSnapshot(fixture.snapshot(), named: "help-\(size.rawValue)")
  }

  @Test("The theme editor, opened with e on the Sports row", arguments: ScreenSize.allCases)
  func themeEditor(_ size: ScreenSize) {
    let fixture = ScreenFixture(size)
    fixture.press(.down)
    fixture.press(.character("e"))
    #expect(fixture.screen.editor?.themeID == "sports")
    #expect(fixture.screen.editor?.field == .name)
    assertSnapshot(fixture.snapshot(), named: "theme-editor-\(size.rawValue)")
  }

  @Test("A notice line about a corrupt themes file", arguments: ScreenSize.allCases)
  func corruptThemesNotice(_ size: ScreenSize) {
    let fixture = ScreenFixture(size.size, themesFile: "{ this is not JSON")
    #expect(fixture.app.notices.count == 1)
    assertSnapshot(fixture.snapshot(), named: "notice-corrupt-themes-\(size.rawValue)")
    // Any key dismisses it (and still does what it says).
    fixture.press(.down)
    #expect(fixture.app.notices.isEmpty)
    #expect(fixture.screen.chooserRow == 1)
    #expect(!fixture.snapshot().contains("⚠"))
  }

  @Test("Too small a terminal says so, and the screen comes back when enlarged")
  func tooSmall() {
    let fixture = ScreenFixture(TerminalSize(width: 30, height: 8))
    assertSnapshot(fixture.snapshot(), named: "too-small-30x8")
    #expect(fixture.screen.hits.target(at: Point(x: 0, y: 7)) == nil)
    fixture.resize(to: ScreenSize.small.size)
    #expect(fixture.snapshot() == ScreenFixture(.small).snapshot())
    // Just under the minimum in one direction is still too small.
    fixture.resize(to: TerminalSize(width: 80, height: 11))
    #expect(fixture.snapshot().contains("need 40×12, have 80×11"))
    #expect(fixture.press(.character("q")) == .quit)
  }

  @Test("At 20×6 the size warning breaks between its phrases, never inside one")
  func tooSmallWraps() {
    let fixture = ScreenFixture(TerminalSize(width: 20, height: 6))
    let rows = fixture.snapshot().split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    #expect(
      rows == ["Terminal too small", "need 40×12,", "have 20×6", "enlarge it,", "or q to quit"],
      "\(fixture.snapshot())")
  }

  @Test("At 20×6 the Chinese size warning breaks after its commas")
  func tooSmallWrapsInChinese() {
    Localization.withLanguage(.simplifiedChinese) {
      let fixture = ScreenFixture(TerminalSize(width: 20, height: 6))
      let rows = fixture.snapshot().split(separator: "\n", omittingEmptySubsequences: false)
        .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
      #expect(
        rows == ["终端太小", "需要 40×12，", "现在是 20×6", "请放大终端，", "或按 q 退出"],
        "\(fixture.snapshot())")
    }
  }

  // MARK: - Scenes

  /// Halloween, 8 pairs: one pair matched (gone from the table), a mismatch face up, and the
  /// focus moved onto a face-down card; 12 seconds on the clock.
  static func memorizeInPlay(_ size: ScreenSize, profile: ColorProfile = .trueColor) throws
    -> ScreenFixture
  {
    let fixture = ScreenFixture(size, profile: profile) { app in
      app.startMemorize(theme: .halloween, pairs: 8, seed: 3)
    }
    fixture.draw()
    let twin = try fixture.twin(of: 0)
    let third = try #require((1..<16).first { $0 != twin })
    let thirdTwin = try fixture.twin(of: third)
    let fourth = try #require((1..<16).first { ![twin, third, thirdTwin].contains($0) })
    for index in [0, twin, third, fourth] {
      fixture.clock.advance(by: 3)
      try fixture.choose(index)
    }
    let faceDown = try #require(
      (1..<16).first { ![twin, third, fourth].contains($0) && $0 > fourth })
    for _ in 0..<faceDown { fixture.press(.right) }
    #expect(fixture.screen.cardFocus[.memorize] == faceDown)
    return fixture
  }

  /// Set, two cards selected by Space, the hint asked for, and the focus on the third card.
  static func setInPlay(_ size: ScreenSize, profile: ColorProfile) throws -> ScreenFixture {
    let fixture = ScreenFixture(size, profile: profile)
    fixture.press(.character("3"))
    fixture.clock.advance(by: 5)
    fixture.press(.character(" "))
    fixture.press(.right)
    fixture.press(.character(" "))
    fixture.press(.right)
    fixture.press(.character("i"))
    let game = fixture.app.set
    #expect(game.cardsInPlay.prefix(2).allSatisfy(game.isSelected))
    #expect(game.hintedCardIDs.count == 3)
    return fixture
  }

  /// Two finished Halloween games and one Sports game, a Matchismo game ended by a redeal, and
  /// a whole game of Set.
  static func statisticsAfterGames(_ size: ScreenSize, profile: ColorProfile = .trueColor) throws
    -> ScreenFixture
  {
    try statisticsAfterGames(size.size, profile: profile)
  }

  /// The same games, on a terminal of any size.
  static func statisticsAfterGames(_ size: TerminalSize, profile: ColorProfile = .trueColor)
    throws -> ScreenFixture
  {
    let fixture = ScreenFixture(size, profile: profile)
    let app = fixture.app
    app.startMemorize(theme: .halloween, pairs: 4, seed: 1)
    try fixture.finishMemorize(secondsPerMove: 3)
    app.startMemorize(theme: .halloween, pairs: 4, seed: 2)
    try fixture.finishMemorize(secondsPerMove: 2)
    app.startMemorize(theme: app.themes.theme(withID: "sports")!, pairs: 3, seed: 5)
    try fixture.finishMemorize(secondsPerMove: 4)
    app.select(.matchismo)
    for index in 0..<6 {
      fixture.clock.advance(by: 1)
      app.matchismo.choose(at: index)
    }
    app.matchismo.redeal()
    app.select(.set)
    try fixture.finishSet()
    fixture.press(.character("4"))
    return fixture
  }
}

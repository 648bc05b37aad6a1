import CardGames
import Foundation
import Memorize
import Testing

/// Issue 23's leftovers in the view models that `--plain` speaks through: `--pairs` kept for
/// every later game, a finished Matchismo game reopened without its ending, the commands for the
/// full screen's tabs, and the quit line while saving is off.
@Suite("Plain mode's leftovers, in the view models")
struct PlainLeftoversTests {
  // MARK: - --pairs

  @Test("--pairs deals the launched game only: the next game deals the theme's own pairs")
  func pairsForTheLaunchedGameOnly() throws {
    let home = TemporaryLocations()
    let app = AppModel(locations: home.locations, timeSource: ManualTimeSource(), seed: 1)
    #expect(app.apply(LaunchRequest(themeName: "Sports", pairs: 3, seed: 5)) == nil)
    let sports = try #require(app.themes.theme(withID: "sports"))
    #expect(sports.pairs == .fixed(8))
    let game = try #require(app.memorize)
    #expect(game.cards.count == 6)
    // The game keeps the theme as stored, and saves it so.
    #expect(game.theme == sports)
    #expect(game.saved.theme == sports)
    #expect(app.themeList.first { $0.id == "sports" }?.pairsText == "8 pairs")
    // `new` (n, Ctrl+N) deals the theme's 8 pairs, and so does every game after it.
    #expect(app.send(.newGame) == .done(report: ["New game: Sports, 16 cards."]))
    #expect(app.memorize?.cards.count == 16)
    app.send(.newGame)
    #expect(app.memorize?.cards.count == 16)
  }

  @Test(
    "A game saved with its theme's pairs in its own copy still loads; its next deal takes the theme's"
  )
  func savedCopyOfTheThemeStillLoads() throws {
    let home = TemporaryLocations()
    let clock = ManualTimeSource()
    // What a released build saved after `--theme Sports --pairs 3`: a copy of Sports, 3 pairs.
    let sports = try #require(Theme.builtIns.first { $0.id == "sports" })
    var copy = sports
    copy.pairs = .fixed(3)
    let released = EmojiMemoryGame(
      theme: copy, seed: 5, timeSource: clock, statistics: Statistics())
    let writer = AppModel(locations: home.locations, timeSource: clock, seed: 1)
    _ = writer.apply(LaunchRequest(themeName: "Sports", seed: 5))
    try #require(writer.saveNow())
    // The state file with the released game in it, as that build wrote it.
    var state = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: home.stateFile)) as? [String: Any])
    state["memorize"] = try JSONSerialization.jsonObject(
      with: JSONEncoder().encode(released.saved))
    try JSONSerialization.data(withJSONObject: state).write(to: home.stateFile)

    let app = AppModel(locations: home.locations, timeSource: clock, seed: 2)
    #expect(app.notices.isEmpty)
    let game = try #require(app.memorize)
    #expect(game.cards.count == 6)
    #expect(game.cards == released.cards)
    #expect(game.theme.pairs == .fixed(3))
    app.send(.newGame)
    #expect(app.memorize?.cards.count == 16)
    #expect(app.memorize?.theme == sports)
  }

  @Test("A new game on a theme deleted since deals the game's own theme")
  func newGameOnADeletedTheme() throws {
    let home = TemporaryLocations()
    let app = AppModel(locations: home.locations, timeSource: ManualTimeSource(), seed: 1)
    _ = app.apply(LaunchRequest(themeName: "Space", pairs: 4, seed: 5))
    #expect(app.memorize?.cards.count == 8)
    #expect(app.deleteTheme(id: "space").isEmpty)
    app.send(.newGame)
    #expect(app.memorize?.theme.id == "space")
    #expect(app.memorize?.cards.count == 12)
  }

  // MARK: - A finished game reopened

  @Test("Matchismo over at launch opens with its ending and how to play again, as the banner")
  func finishedMatchismoOpensWithItsEnding() throws {
    let home = TemporaryLocations()
    let clock = ManualTimeSource()
    let first = AppModel(locations: home.locations, timeSource: clock, seed: 1)
    first.select(.matchismo)
    first.startMatchismo(seed: GameEndingTests.seedLeavingCards)
    try GameEndingTests.playOut(first.matchismo, clock: clock)
    try #require(first.matchismo.isOver)
    try #require(first.saveNow())

    let app = AppModel(locations: home.locations, timeSource: clock, seed: 2)
    #expect(app.section == .matchismo)
    #expect(app.matchismo.isOver)
    let lines = app.openingLines(of: .matchismo)
    let ending = try #require(app.board(of: .matchismo)?.ending)
    #expect(lines.first == "Matchismo: 24 cards, match 2.")
    #expect(lines.count == 5, "\(lines)")
    #expect(lines.dropFirst().first?.hasPrefix("Game over! Score ") == true, "\(lines)")
    #expect(
      lines.dropFirst(2).first?.hasPrefix("No match is possible among the cards left") == true)
    #expect(lines.last == "Type “new” to play again.")
    #expect(Array(lines.dropFirst()) == ending.plainLines)
    // A game in play opens without one.
    app.send(.newGame)
    #expect(app.openingLines(of: .matchismo) == ["Matchismo: 24 cards, match 2."])
    Localization.withLanguage(.simplifiedChinese) {
      app.matchismo.redeal()
      #expect(app.openingLines(of: .matchismo) == ["扑克配对：24 张牌，每次配对 2 张。"])
    }
  }

  // MARK: - The tabs' commands

  @Test("game and stats are commands of every game, in both languages")
  func tabCommands() throws {
    for game in GameKind.allCases {
      for atRace in [false, true] {
        let table = PlainCommand.table(for: game, atRace: atRace)
        #expect(PlainCommand.named("game", in: game, atRace: atRace)?.action == .switchGame)
        #expect(PlainCommand.named("stats", in: game, atRace: atRace)?.action == .statistics)
        #expect(PlainCommand.named("Statistics", in: game, atRace: atRace)?.action == .statistics)
        #expect(table.last?.action == .quit)
      }
    }
    let switching = try #require(PlainCommand.named("game", in: .set))
    #expect(
      switching.helpLine
        == "game memorize|matchismo|set — switches to another game; each keeps its own game in progress"
    )
    #expect(
      PlainCommand.named("stats", in: .memorize)?.helpLine
        == "stats — lists the games played and finished, the best scores and times")
    Localization.withLanguage(.simplifiedChinese) {
      #expect(
        PlainCommand.named("game", in: .set)?.helpLine
          == "game memorize|matchismo|set：切换到另一个游戏；每个游戏各自保留进行中的一局")
      #expect(
        PlainCommand.named("stats", in: .set)?.helpLine
          == "stats：列出玩过和完成的局数、最高分和最快用时")
    }
    #expect(PlainCommand.game(named: "set") == .set)
    #expect(PlainCommand.game(named: "MATCHISMO") == .matchismo)
    #expect(PlainCommand.game(named: "Memorize") == .memorize)
    #expect(PlainCommand.game(named: "solitaire") == nil)
    #expect(PlainCommand.game(named: "") == nil)
  }

  @Test("stats says the Statistics section in lines: each game's numbers, then the players")
  func statisticsLines() throws {
    let home = TemporaryLocations()
    let clock = ManualTimeSource()
    let app = AppModel(locations: home.locations, timeSource: clock, seed: 1)
    #expect(app.statisticsLines == ["No games played yet."])
    Localization.withLanguage(.simplifiedChinese) {
      #expect(app.statisticsLines == ["还没有玩过游戏。"])
    }
    app.select(.matchismo)
    app.startMatchismo(seed: 3)
    let choices = try GameEndingTests.playOut(app.matchismo, clock: clock)
    let score = app.matchismo.score
    let time = clockText(Double(2 * (choices - 1)))
    #expect(
      app.statisticsLines == [
        "Matchismo · match 2 cards: Played 1 · Finished 1 · Best \(score) · Fastest \(time)",
        "Recent scores: \(score)",
      ])
  }

  // MARK: - Quit while saving is off

  @Test("help's quit line says what quitting does now: saved, or not while saving is off")
  func quitLine() {
    #expect(PlainCommand.table(for: .memorize).last?.helpLine == "quit — saves and ends")
    #expect(
      PlainCommand.table(for: .matchismo, quit: .quitUnsaved).last?.helpLine
        == "quit — ends; nothing is saved, as saving is off")
    Localization.withLanguage(.simplifiedChinese) {
      #expect(
        PlainCommand.table(for: .set, quit: .quitUnsaved).last?.helpLine
          == "quit：退出；保存已关闭，什么都不会保存")
    }
  }
}

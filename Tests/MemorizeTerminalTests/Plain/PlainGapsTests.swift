import Foundation
import Memorize
import MemorizeTerminal
import TerminalKit
import Testing

/// Issue 23 (plain-55): what `--plain` left unsaid or said wrong.
@Suite("Plain mode: gaps")
struct PlainGapsTests {
  /// A session on an app in a temporary folder; `width` as the terminal's.
  final class Session {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("memorize-plain-gaps-\(UUID().uuidString)")
    let app: AppModel
    var lines: [String] = []
    var width: Int?
    lazy var session = PlainSession(
      app: app, game: game, width: { [unowned self] in width },
      write: { [unowned self] in lines.append($0) })
    let game: GameKind

    init(game: GameKind = .memorize, pairs: Int = 2) throws {
      self.game = game
      app = AppModel(
        locations: StorageLocations(
          configDirectory: root.appendingPathComponent("config"),
          dataDirectory: root.appendingPathComponent("data")),
        timeSource: ManualTimeSource(), seed: 1)
      if game == .memorize {
        app.startMemorize(
          theme: try #require(app.themes.theme(withID: "animals")), pairs: pairs, seed: 4)
      }
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    func send(_ command: String) -> [String] {
      lines = []
      _ = session.handle(command)
      return lines
    }
  }

  /// It said "Already matched." of every card, which tells nothing of the end nor of what to do.
  @Test(
    "choose after the end says the game is over and how to play again, in both languages",
    arguments: [Language.english, .simplifiedChinese])
  func chooseAfterTheEnd(language: Language) throws {
    try Localization.withLanguage(language) {
      let plain = try Session()
      let memorize = try #require(plain.app.memorize)
      var positions: [String: [Int]] = [:]
      for (index, card) in memorize.cards.enumerated() {
        positions[card.content, default: []].append(index + 1)
      }
      for content in positions.keys.sorted() {
        for position in positions[content] ?? [] { _ = plain.send("\(position)") }
      }
      #expect(memorize.isOver)
      let expected =
        language == .english
        ? "The game is over: type “new” to play again." : "本局已结束：输入“new”再玩一局。"
      #expect(plain.send("1").first == expected)
      #expect(plain.send("choose 4").first == expected)
      let set = try Session(game: .set)
      set.session.start()
      while !set.app.set.isOver {
        set.app.send(.hint)
        let hinted = set.app.set.hintedCardIDs
        if hinted.isEmpty { set.app.send(.dealThreeMore) }
        for id in hinted { set.app.send(.choose(cardID: id)) }
      }
      #expect(set.send("1").first == expected)
    }
  }

  /// `players` dealt a new game without saying its cards, as `new` does.
  @Test("players says the deal as a new game does: Memorize's cards, Set's cards in play")
  func playersSaysTheDeal() throws {
    let plain = try Session()
    let seated = plain.send("players Ana, Ben")
    let cards = try #require(plain.app.memorize?.cards.count)
    #expect(
      Array(seated.prefix(3)) == [
        "Players: Ana, Ben", "New game: Animals, \(cards) cards.", "Ana to move",
      ],
      "\(seated)")
    let race = try Session(game: .set)
    race.session.start()
    #expect(
      Array(race.send("players Ana, Ben").prefix(2)) == [
        "Players: Ana, Ben", "New game: 12 cards in play.",
      ])
    #expect(Array(race.send("players Ana").prefix(1)) == ["New game: 12 cards in play."])
    Localization.withLanguage(.simplifiedChinese) {
      #expect(plain.send("players 小红，小明").dropFirst().first == "新游戏：动物，\(cards) 张牌。")
    }
  }

  /// Answering no to "Deal a new game in Tiny?" printed only the score line.
  @Test("no to a new deal says the game goes on, in both languages")
  func noSaysTheGameGoesOn() throws {
    let plain = try Session(pairs: 4)
    _ = plain.send("1")
    let tiny = plain.app.themes.addingTheme(named: "Tiny")
    for symbol in tiny.emoji.dropFirst(2) { plain.app.themes.removeEmoji(symbol, from: tiny.id) }
    _ = plain.send("theme Tiny")
    #expect(plain.send("no") == ["Still playing Animals.", "Score: 0 Flips: 1"])
    _ = plain.send("theme Tiny")
    Localization.withLanguage(.simplifiedChinese) {
      #expect(plain.send("no").first == "仍在玩动物。")
    }
  }

  /// At 40 columns the terminal broke lines inside words ("type “he" / "lp”").
  @Test(
    "On a narrow terminal a long line wraps at its spaces; Chinese by width; a pipe takes it whole")
  func wrapsAtSpaces() throws {
    let plain = try Session()
    plain.width = 40
    let said = plain.send("dance")
    #expect(
      said == [
        "error: Unknown command “dance”; type",
        "“help” for the commands.",
        "Score: 0 Flips: 0",
      ], "\(said)")
    #expect(said.allSatisfy { $0.count <= 40 })
    Localization.withLanguage(.simplifiedChinese) {
      let rows = plain.send("dance")
      #expect(rows.count > 2, "\(rows)")
      #expect(rows.allSatisfy { DisplayWidth.of($0) <= 40 }, "\(rows)")
      plain.width = nil
      let whole = plain.send("dance")
      #expect(whole.count == 2)
      // Broken between Chinese characters, nothing dropped nor added.
      #expect(rows.dropLast().joined() == whole.first)
    }
    plain.width = nil
    #expect(
      plain.send("dance").first
        == "error: Unknown command “dance”; type “help” for the commands.")
  }
}

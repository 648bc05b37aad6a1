import CardGames
import Foundation
import Memorize
import Testing

/// The languages a whole game is played in without a mouse: the environment that picks it for
/// the window, and the one the test's own sentences are made in. Each whole game is played in
/// one of them, the games between them both ways (keys and AT-SPI), so that every language meets
/// every game without playing each twice (a Set game is half a minute).
enum PlayLanguage: String, CaseIterable, CustomTestStringConvertible {
  case english, chinese

  var environment: [String: String] {
    switch self {
    case .english: ["LANG": "C.UTF-8", "LC_ALL": "", "LC_MESSAGES": "", "LANGUAGE": "en"]
    case .chinese: ["LANG": "zh_CN.UTF-8", "LC_ALL": "", "LC_MESSAGES": "", "LANGUAGE": ""]
    }
  }

  /// `body` with the test's sentences in this language.
  func words<Result>(_ body: () throws -> Result) rethrows -> Result {
    try Localization.withLanguage(self == .english ? .english : .simplifiedChinese, body)
  }

  var testDescription: String { rawValue }
}

/// A game the view models dealt and saved in a home of its own, for the window to open, and the
/// same view models going on playing it beside the window: what they show after each move is
/// what the window must show.
final class GameBeside {
  let model: AppModel
  /// A copy of the home as saved at the deal: the window's.
  let windowHome: URL

  init(section: Section, seed: UInt64) throws {
    let home: URL
    (home, model) = homePrepared(seed: seed) { model in model.select(section) }
    windowHome = newTestHome()
    try FileManager.default.copyItem(at: home, to: windowHome)
  }

  /// Chooses the card at `index` of `section` through the view models' door, as the window
  /// does.
  func choose(_ index: Int, in section: Section) {
    guard let cards = model.board(of: section)?.cards, cards.indices.contains(index) else { return }
    _ = model.send(.choose(cardID: cards[index].id))
  }

  /// Where the card `id` of `section` lies now (a set made at the deck's end leaves the table
  /// at the next choice, and the cards after it close up).
  func place(of id: Int, in section: Section) -> Int? {
    model.board(of: section)?.cards.firstIndex { $0.id == id }
  }

  /// The names of the cards of `section` as the view models say them in `language`.
  func names(_ section: Section, in language: PlayLanguage) -> [String] {
    language.words { model.board(of: section)?.cards.map(\.accessibleDescription) ?? [] }
  }

  /// The ending of `section`, as the window shows it over the board ("title | reason"), in
  /// `language`: the time and the best after it depend on the clock.
  func endingStart(_ section: Section, in language: PlayLanguage) -> String? {
    language.words {
      model.board(of: section)?.ending.map { ([$0.title] + [$0.reason].compactMap(\.self)) }?
        .joined(separator: " | ")
    }
  }

  /// One play of Matchismo: two cards that match (rank or suit) among those left, by place.
  static func matchismoPair(in game: PlayingCardGame) -> (Int, Int)? {
    let open = game.cards.indices.filter { !game.cards[$0].isMatched }
    return open.flatMap { a in open.filter { $0 > a }.map { (a, $0) } }.first {
      let (a, b) = (game.cards[$0.0].playingCard, game.cards[$0.1].playingCard)
      return a.rank == b.rank || a.suit == b.suit
    }
  }

  /// One play of Set: the places of three cards in play that make a set, if any (not the set
  /// just made, which stays on the table until the next move).
  static func setTrio(in game: SetCardGame) -> [Int]? {
    let cards = game.cardsInPlay
    let made = game.selectionState == .matched ? Set(cards.filter(game.isSelected)) : []
    let places = cards.indices.filter { !made.contains(cards[$0]) }
    for a in places {
      for b in places where b > a {
        for c in places where c > b && SetCard.isSet(cards[a], cards[b], cards[c]) {
          return [a, b, c]
        }
      }
    }
    return nil
  }
}

extension RunningApp {
  /// Presses `keys` one after the other with real X key events, the window focused first.
  func keys(_ keys: [String]) throws {
    guard !keys.isEmpty else { return }
    try Tool.run("xdotool", ["windowfocus", "--sync", windowID])
    try Tool.run("xdotool", ["key", "--delay", "15"] + keys)
  }

  /// Moves the keyboard from the card it is on to the card at `target` with the arrows
  /// (skipping the places in `gone`, as the board does), then presses Space on it.
  func chooseByKeyboard(
    _ target: Int, gone: Set<Int> = [], seconds: Double = 10, where ready: (LayoutReport) -> Bool
  ) throws {
    var at = try layout(seconds: seconds, where: ready)
    if at.focus == nil {
      // The card the keyboard was on left the table: Ctrl+B goes back to the cards.
      try keys(["ctrl+b"])
      at = try layout(seconds: seconds) { $0.focus != nil && ready($0) }
    }
    let from = at.focus ?? 0
    let between = from < target ? Array((from + 1)...target) : Array(target..<from)
    let presses = between.filter { !gone.contains($0) }.count
    try keys(Array(repeating: from < target ? "Right" : "Left", count: presses) + ["space"])
  }
}

extension WindowTests {
  /// Issue 23: each game played to its end with the keyboard alone (real X key events, no
  /// click), in English and in Chinese; the ending shows over the board.
  @Suite("Whole games by keyboard alone")
  struct ByKeyboardAlone {
    @Test(arguments: [PlayLanguage.chinese])
    func memorize(in language: PlayLanguage) throws {
      var theme = Theme.halloween
      theme.pairs = .fixed(4)
      let game = EmojiMemoryGame(
        theme: theme, seed: 3, timeSource: ManualTimeSource(), statistics: Statistics())
      let deal = game.cards.map(\.content)
      let app = try RunningApp(
        ["--seed", "3", "--theme", "Halloween", "--pairs", "4"], environment: language.environment)
      defer { app.stop() }
      _ = try app.layout { $0.cards.count == 8 && $0.isSettled }
      var gone = Set<Int>()
      for index in deal.indices where !gone.contains(index) {
        let twin = try #require(deal.indices.first { $0 != index && deal[$0] == deal[index] })
        let matched = gone.count
        try app.chooseByKeyboard(index, gone: gone) { $0.gone == matched && $0.facesUp == 0 }
        try app.chooseByKeyboard(twin, gone: gone) { $0.facesUp == 1 }
        game.choose(game.cards[index])
        game.choose(game.cards[twin])
        gone.formUnion([index, twin])
      }
      #expect(game.isOver)
      let ended = try app.layout { $0.gone == 8 && $0.playAgain != nil }
      let title = try #require(language.words { game.ending?.title })
      // The ending's page says it; the status line under it does not repeat it.
      #expect(ended.memorizeEnding?.hasPrefix(title) == true, "\(ended.memorizeEnding ?? "")")
      #expect(ended.statusText == "", "\(ended.statusText)")
      // The keyboard is on Play Again: Return deals anew, the theme's own 8 pairs (`--pairs`
      // was for the launched game only).
      try app.keys(["Return"])
      _ = try app.layout { $0.gone == 0 && $0.playAgain == nil && $0.cards.count == 16 }
    }

    @Test(arguments: [PlayLanguage.english])
    func matchismo(in language: PlayLanguage) throws {
      let beside = try GameBeside(section: .matchismo, seed: 1)
      let game = beside.model.matchismo
      game.setOnScreen(true)
      let app = try RunningApp([], home: beside.windowHome, environment: language.environment)
      defer { app.stop() }
      var names = beside.names(.matchismo, in: language)
      _ = try app.layout { $0.section == "matchismo" && $0.matchismoCards.map(\.name) == names }
      for _ in 0..<30 {
        guard !game.isOver, let (first, second) = GameBeside.matchismoPair(in: game) else { break }
        for index in [first, second] {
          try app.chooseByKeyboard(index) { $0.matchismoCards.map(\.name) == names }
          beside.choose(index, in: .matchismo)
          names = beside.names(.matchismo, in: language)
        }
      }
      #expect(game.isOver)
      let ending = try #require(beside.endingStart(.matchismo, in: language))
      let ended = try app.layout { $0.matchismoEnding != nil }
      #expect(ended.matchismoEnding?.hasPrefix(ending) == true, "\(ended.matchismoEnding ?? "")")
      #expect(ended.matchismoCards.map(\.name) == names)
    }

    @Test(arguments: [PlayLanguage.chinese])
    func set(in language: PlayLanguage) throws {
      let beside = try GameBeside(section: .set, seed: 4)
      // Read anew each time: the app may deal a new Set game object.
      var game: SetCardGame { beside.model.set }
      let app = try RunningApp([], home: beside.windowHome, environment: language.environment)
      defer { app.stop() }
      var names = beside.names(.set, in: language)
      var deals = 0
      for _ in 0..<120 {
        guard !game.isOver else { break }
        if let trio = GameBeside.setTrio(in: game) {
          for id in trio.map({ game.cardsInPlay[$0].id }) {
            let index = try #require(beside.place(of: id, in: .set))
            do {
              try app.chooseByKeyboard(index) { $0.setCards.map(\.name) == names }
            } catch {
              Issue.record("the window does not show \(names)")
              throw error
            }
            beside.choose(index, in: .set)
            names = beside.names(.set, in: language)
          }
        } else {
          // Deal 3 More is the first control after the board: from its last card, Tab.
          let last = game.cardsInPlay.count - 1
          let at = try app.layout { $0.focus != nil && $0.setCards.map(\.name) == names }
          let from = at.focus ?? 0
          try app.keys(Array(repeating: "Right", count: last - from) + ["Tab", "space", "ctrl+b"])
          _ = beside.model.send(.dealThreeMore)
          deals += 1
        }
        names = beside.names(.set, in: language)
      }
      #expect(game.isOver)
      #expect(deals > 0, "Deal 3 More was needed and reached by Tab")
      // The reason says the time a set took, which is the window's own clock's.
      let ending = try #require(language.words { game.ending })
      let ended = try app.layout { $0.setEnding != nil }
      let shown = ended.setEnding ?? ""
      #expect(shown.hasPrefix(ending.title + " | ") && shown.contains(ending.result), "\(shown)")
    }
  }
}

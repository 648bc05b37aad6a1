import CardGames
import Foundation
import Memorize
import Testing

/// What every face shows of a table: seats, turn, result, the window's one status sentence, and
/// the accessible words the window used to make up itself.
@Suite("Presentation: the table, the status sentence and accessible words")
struct TableWordsTests {
  private func table(_ players: [Player], seed: UInt64 = 1) -> EmojiMemoryGame {
    EmojiMemoryGame(
      theme: .halloween, seed: seed, players: players, timeSource: ManualTimeSource(),
      statistics: Statistics())
  }

  /// Plays a mismatch: the first card and the first card of another content.
  private func mismatch(_ game: EmojiMemoryGame) throws {
    let cards = game.cards
    let other = try #require(cards.firstIndex { $0.content != cards[0].content })
    game.choose(cards[0])
    game.choose(cards[other])
  }

  /// Plays every pair, so the game ends.
  private func playOut(_ game: EmojiMemoryGame) {
    while let card = game.cards.first(where: { !$0.isMatched }) {
      game.choose(card)
      if let twin = game.cards.first(where: {
        $0.content == card.content && $0.id != card.id && !$0.isMatched
      }) {
        game.choose(twin)
      }
    }
  }

  @Test("Each seat's standing, the seat to move marked; a mismatch passes the turn")
  func standings() throws {
    let game = table([Player(name: "Ana"), Player(name: "Robo", computerLevel: .casual)])
    #expect(
      game.standings.map(\.text) == ["Ana · 0 pairs · 0 pts", "Robo · 0 pairs · 0 pts"])
    #expect(game.standings.map(\.isToMove) == [true, false])
    #expect(game.standings.map(\.isWinner) == [false, false])
    #expect(
      game.standings.map(\.accessibleText) == [
        "Ana, person, 0 pairs, score 0, to move", "Robo, computer (casual), 0 pairs, score 0",
      ])
    #expect(game.turnText == "Ana to move")
    #expect(game.statusSentence(newGameKey: "Ctrl+N") == "Ana to move")
    try mismatch(game)
    #expect(game.standings.map(\.isToMove) == [false, true])
    #expect(game.turnText == "Robo is thinking…")
  }

  /// A window short of room shows each seat in one short form, as the terminal's narrowest
  /// header counts it: the name (a computer's short one), then pairs and points.
  @Test(
    "Each seat's short standing",
    arguments: [
      (Language.english, ["Ana: 0·0", "CPU: 0·0"], ["Ana: 1·2", "CPU: 0·0"]),
      (Language.simplifiedChinese, ["Ana：0·0", "电脑：0·0"], ["Ana：1·2", "电脑：0·0"]),
    ])
  func shortStandings(language: Language, dealt: [String], afterAPair: [String]) throws {
    try Localization.withLanguage(language) {
      let game = table([
        Player(name: "Ana"), Player(name: Phrases.computerName(.good), computerLevel: .good),
      ])
      #expect(game.standings.map(\.shortText) == dealt)
      let first = try #require(game.cards.first)
      let twin = try #require(
        game.cards.first { $0.content == first.content && $0.id != first.id })
      game.choose(first)
      game.choose(twin)
      #expect(game.standings.map(\.shortText) == afterAPair)
    }
  }

  /// A shared table's messages carry no short form (they are as they were): a seat decoded
  /// from one shows its full form there too.
  @Test func aSeatFromATableIsShortAsItsText() throws {
    let json = """
      {"accessibleText":"Ana, person, 0 pairs, score 0, to move","isComputer":false,\
      "isToMove":true,"isWinner":false,"name":"Ana","text":"Ana · 0 pairs · 0 pts"}
      """
    let seat = try JSONDecoder().decode(SeatPresentation.self, from: Data(json.utf8))
    #expect(seat.shortText == "Ana · 0 pairs · 0 pts")
    let encoded = String(decoding: try JSONEncoder().encode(seat), as: UTF8.self)
    #expect(!encoded.contains("shortText"))
  }

  /// Issue 23 (a stranger's play-test): a seat's screen-reader words said a computer's kind
  /// twice and mixed separators in Chinese ("电脑（高手）、电脑，高手、0 对、得分 0"). One separator,
  /// and a computer with its suggested name is not told its kind again.
  @Test(
    "A seat's spoken words: one separator, the kind said once",
    arguments: [
      (
        Language.english,
        ["Computer (good), 0 pairs, score 0, to move", "Robo, computer (casual), 0 pairs, score 0"]
      ),
      (Language.simplifiedChinese, ["电脑（高手）、0 对、得分 0、轮到出牌", "Robo、电脑（随意）、0 对、得分 0"]),
    ])
  func seatWordsSayTheKindOnce(language: Language, expected: [String]) {
    Localization.withLanguage(language) {
      let game = table([
        Player(name: Phrases.computerName(.good), computerLevel: .good),
        Player(name: "Robo", computerLevel: .casual),
      ])
      #expect(game.standings.map(\.accessibleText) == expected)
    }
  }

  @Test("The computer's turn has a shorter form for a narrow line; a person's has none")
  func shorterTurns() throws {
    let game = table([Player(name: "Ana"), Player(name: "Robo", computerLevel: .casual)])
    #expect(game.shorterTurnTexts == [])
    try mismatch(game)
    #expect(game.turnText == "Robo is thinking…")
    #expect(game.shorterTurnTexts == ["Thinking…"])
    Localization.withLanguage(.simplifiedChinese) {
      #expect(game.shorterTurnTexts == ["思考中…"])
    }
  }

  @Test("Once a table's game is over: no turn, the winners marked, the result and banner")
  func gameOver() {
    let game = table([Player(name: "Ana"), Player(name: "Ben")])
    playOut(game)
    #expect(game.isOver)
    #expect(game.turnText == nil)
    #expect(game.standings.allSatisfy { !$0.isToMove })
    // Ana finds every pair: a match keeps the turn.
    #expect(game.standings.map(\.isWinner) == [true, false])
    #expect(game.result == "Ana wins")
    #expect(
      game.statusSentence(newGameKey: "Ctrl+N")
        == "Game over! Ana wins in under 0:01 — Ctrl+N for a new game")
  }

  @Test("“You” against the computer: whole sentences of their own, in English and Chinese")
  func youHaveYourOwnSentences() {
    let players = [Player(name: "You"), Player(name: "Computer (good)", computerLevel: .good)]
    let game = table(players)
    #expect(game.turnText == "Your turn")
    playOut(game)
    #expect(game.result == "You win")
    #expect(
      game.statusSentence(newGameKey: "n") == "Game over! You win in under 0:01 — n for a new game")
    Localization.withLanguage(.simplifiedChinese) {
      #expect(Phrases.turn(of: players[0]) == "轮到你了")
      #expect(Phrases.result(.winner(0), players: players) == "你赢了")
      #expect(
        game.statusSentence(newGameKey: "n") == "游戏结束！你赢了，用时不到 0:01。按 n 开始新游戏")
      // Other names sit in the sentence with no space around them.
      #expect(Phrases.result(.winner(1), players: players) == "电脑（高手）获胜")
      #expect(Phrases.turn(of: players[1]) == "电脑（高手）正在思考…")
      #expect(Phrases.turn(of: Player(name: "小明")) == "轮到小明")
      #expect(Phrases.refusal(.notYourTurn(player: "小红")) == "现在轮到小红。")
      #expect(Phrases.Plain.noSuchTheme("运动", themes: ["动物"]) == "没有名为“运动”的主题；可选主题有：动物")
    }
    // A person who typed "You" as a name of someone else is not the computer; a computer
    // named "You" still thinks in the third person.
    #expect(Phrases.turn(of: Player(name: "You", computerLevel: .good)) == "You is thinking…")
  }

  @Test("A solo game's status: find the pairs, a verdict, the best score on the theme")
  func soloStatus() throws {
    let statistics = Statistics()
    let game = EmojiMemoryGame(
      theme: .halloween, seed: 1, timeSource: ManualTimeSource(), statistics: statistics)
    #expect(game.turnText == nil)
    #expect(game.statusSentence(newGameKey: "n") == "Find the pairs.")
    try mismatch(game)
    #expect(game.statusSentence(newGameKey: "n") == game.lastVerdict)
    #expect(game.lastVerdict != nil)
  }

  @Test("Accessible words: a board cell and a chart of recent scores")
  func accessibleWords() {
    #expect(Phrases.cellDescription(row: 2, column: 3) == "Row 2, column 3")
    #expect(Phrases.recentScores([3, -1, 4]) == "Recent scores: 3, −1, 4")
    var generator = SeededGenerator(seed: 1)
    let game = MemoryGame(numberOfPairsOfCards: 2, using: &generator) { ["🎃", "👻"][$0] }
    #expect(
      Phrases.accessibleDescription(
        position: 5, spoken: Phrases.spokenCard(of: game.cards[0], isHinted: true))
        == "Card 5, face down, hinted")
  }

  @Test("A Matchismo card: face down hides it; chosen and matched name it; ids are unique")
  func playingCards() {
    let jack = CardMatchingGame.Card(playingCard: PlayingCard(rank: .jack, suit: .hearts))
    #expect(
      Phrases.accessibleDescription(position: 2, spoken: Phrases.spokenCard(of: jack))
        == "Card 2, face down")
    let chosen = CardMatchingGame.Card(playingCard: jack.playingCard, isChosen: true)
    #expect(
      Phrases.accessibleDescription(position: 2, spoken: Phrases.spokenCard(of: chosen))
        == "Card 2, J♥, chosen")
    let matched = CardMatchingGame.Card(
      playingCard: jack.playingCard, isChosen: true, isMatched: true)
    #expect(
      Phrases.accessibleDescription(position: 2, spoken: Phrases.spokenCard(of: matched))
        == "Card 2, J♥, matched")
    let ids = Deck.standard.cards.map(\.id)
    #expect(Set(ids).count == 52)
    #expect(ids.min() == 0 && ids.max() == 51)
    #expect(jack.id == jack.playingCard.id)
  }
}

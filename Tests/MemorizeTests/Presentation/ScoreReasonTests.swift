import CardGames
import Memorize
import Testing

@Suite("Memorize says why the score changed and whose turn it is, as Matchismo and Set do")
struct ScoreReasonTests {
  private static let theme = Theme(
    id: "faces", name: "Faces", emoji: ["😀", "😃", "😄", "😁"], pairs: .allEmoji,
    color: RGBAColor(red: 1, green: 0.8, blue: 0))

  private func twins(_ content: String, _ game: EmojiMemoryGame) -> [EmojiMemoryGame.Card] {
    game.cards.filter { $0.content == content }.sorted { $0.id < $1.id }
  }

  @Test(
    "Each outcome's points in words",
    arguments: [
      (MemoryGame<String>.Outcome.matched(cardIDs: [0, 1], points: 2), "+2 for a match"),
      (.matched(cardIDs: [0, 1], points: 5), "+2 for a match, +3 time bonus"),
      (.mismatched(cardIDs: [0, 2], points: -1), "−1 for a card turned up again"),
      (.mismatched(cardIDs: [0, 2], points: -2), "−2 for 2 cards turned up again"),
    ])
  func reasons(outcome: MemoryGame<String>.Outcome, words: String) {
    #expect(Phrases.scoreReason(of: outcome, scoring: MemoryGame<String>.Scoring()) == words)
  }

  @Test("No points, no reason")
  func noReason() {
    let scoring = MemoryGame<String>.Scoring()
    #expect(
      Phrases.scoreReason(of: .mismatched(cardIDs: [0, 2], points: 0), scoring: scoring) == nil)
    #expect(Phrases.scoreReason(of: .turnedUp(cardID: 0), scoring: scoring) == nil)
  }

  @Test("A solo game's line: the verdict with its reason, in both languages")
  func soloLine() {
    let game = EmojiMemoryGame(
      theme: Self.theme, seed: 4, timeSource: ManualTimeSource(), statistics: Statistics())
    game.setOnScreen(true)
    let (smile, grin) = (twins("😁", game), twins("😀", game))
    game.choose(smile[0])
    game.choose(grin[0])
    #expect(game.lastVerdictWithReason == "No match.")
    game.choose(smile[1])
    game.choose(smile[0])
    #expect(game.lastVerdictWithReason == "Match! +2 for a match")
    #expect(game.statusSentence(newGameKey: "n") == "Match! +2 for a match")
    // 😀 was turned up in the first mismatch, 😃 never: one card turned up again.
    game.choose(grin[0])
    game.choose(twins("😃", game)[0])
    #expect(game.lastVerdictWithReason == "No match. −1: 😀 turned up again")
    Localization.withLanguage(.simplifiedChinese) {
      #expect(game.lastVerdictWithReason == "没有配对。😀再次翻开 −1 分")
    }
  }

  /// Issue 23: "−1 for a card seen before" came with no word of what "seen" is; a card counts
  /// once it has been face up and turned back down, and the reason says it so: turned up again.
  @Test("A mismatch costs a point only for a card turned up again, and says so")
  func turnedUpAgain() throws {
    let game = EmojiMemoryGame(
      theme: Self.theme, seed: 4, timeSource: ManualTimeSource(), statistics: Statistics())
    game.setOnScreen(true)
    let (smile, grin, big) = (twins("😁", game), twins("😀", game), twins("😃", game))
    game.choose(smile[0])
    game.choose(grin[0])
    #expect(game.lastVerdictWithReason == "No match.")
    // 😁 is chosen again while still up: it never went face down, so it is not turned up
    // again, and mismatching it with a new card costs nothing.
    game.choose(smile[0])
    game.choose(big[0])
    #expect(game.score == 0)
    #expect(game.lastVerdictWithReason == "No match.")
    // 😀 went face down after the first mismatch: turning it up again costs a point.
    game.choose(grin[0])
    game.choose(twins("😄", game)[0])
    #expect(game.score == -1)
    // The verdict names the card that cost the point (issue 23's third round: "−1 for a card
    // turned up again" left the player to guess which, after picking a face-up card again).
    #expect(game.lastVerdictWithReason == "No match. −1: 😀 turned up again")
    // Both cards turned up again: both named, as the board shows them.
    game.choose(big[0])
    game.choose(smile[0])
    #expect(game.score == -3)
    #expect(game.lastVerdictWithReason == "No match. −2: 😃 and 😁 turned up again")
    game.namesCardsByLetter = true
    let letters = [big[0], smile[0]].map { game.textStandIn(for: $0) }
    #expect(
      game.lastVerdictWithReason == "No match. −2: \(letters[0]) and \(letters[1]) turned up again")
    // Shorter, for a line short of room, it says no card.
    #expect(game.shorterVerdictsAndTurn.contains("No match. −2: turned up again"))
    // The help of every face states the rule in the same words.
    let rules = Labels.helpRules(of: GameKind.memorize)
    #expect(rules.map(\.name) == ["Score"])
    #expect(rules.map(\.rule) == ["match +2; −1 per mismatched card turned up again"])
    #expect(Labels.helpRules(of: GameKind.matchismo).isEmpty)
    #expect(Labels.helpRules(of: Section.statistics).isEmpty)
    Localization.withLanguage(.simplifiedChinese) {
      #expect(
        Labels.helpRules(of: Section.memorize).map(\.rule) == ["配对 +2 分；不配对时每张再次翻开的牌 −1 分"])
    }
  }

  /// Issue 23's third round: with --time-bonus the help's Score line left the bonus out, and
  /// the narrowest header's seat counts ("2·3") were explained nowhere.
  @Test("The help's rules state the time bonus when it is on and, at a table, what 2·3 means")
  func rulesWithBonusAndSeats() {
    let rules = Labels.helpRules(of: GameKind.memorize, timeBonus: TimeBonusRule(), seats: 3)
    #expect(rules.map(\.name) == ["Score", "2·3", "+1"])
    #expect(
      rules.map(\.rule) == [
        "match +2, +1 per second left of each card's 6 s face up; −1 per mismatched card turned "
          + "up again",
        "pairs·points, where the header is narrow; pairs win, points break a tie",
        "seats the header has no room for; the seat to move always shows",
      ])
    // Two seats always fit: no "+1" to explain. Three in every game may not (a play-tester
    // met "+1" at 40 columns, explained nowhere).
    #expect(Labels.helpRules(of: GameKind.memorize, seats: 2).map(\.name) == ["Score", "2·3"])
    #expect(Labels.helpRules(of: GameKind.set, seats: 2).isEmpty)
    #expect(Labels.helpRules(of: GameKind.matchismo, seats: 4).map(\.name) == ["+1"])
    #expect(Labels.helpRules(of: GameKind.set, seats: 3).map(\.name) == ["+1"])
    Localization.withLanguage(.simplifiedChinese) {
      let rules = Labels.helpRules(of: GameKind.memorize, timeBonus: TimeBonusRule(), seats: 3)
      #expect(rules.map(\.name) == ["得分", "2·3", "+1"])
      #expect(
        rules.map(\.rule) == [
          "配对 +2 分，每张牌翻开 6 秒内每剩 1 秒再 +1 分；不配对时每张再次翻开的牌 −1 分",
          "对数·得分（标题栏窄时）；对数多者胜，对数相同时比得分",
          "标题栏放不下的座位数；轮到的座位总会显示",
        ])
    }
    // The bonus a game is dealt with is the one its help states.
    let game = EmojiMemoryGame(
      theme: Self.theme, seed: 2, timeBonus: true, timeSource: ManualTimeSource(),
      statistics: Statistics())
    #expect(game.timeBonus == TimeBonusRule())
  }

  @Test("A table's header sets each seat's name apart from its pairs, and the line says whose turn")
  func tableHeader() {
    let game = EmojiMemoryGame(
      theme: Self.theme, seed: 2, players: [Player(name: "Ana"), Player(name: "Player 2")],
      timeSource: ManualTimeSource(), statistics: Statistics())
    let seats = game.statusItems.prefix(2)
    #expect(seats.map(\.label) == ["Ana:", "Player 2:"])
    #expect(seats.map(\.value) == ["0 pairs, 0 pts", "0 pairs, 0 pts"])
    #expect(seats.map(\.shortValue) == ["0·0", "0·0"])
    #expect(game.turnText == "Ana to move")
    Localization.withLanguage(.simplifiedChinese) {
      #expect(game.statusItems.prefix(2).map(\.label) == ["Ana：", "玩家 2："])
    }
  }

  @Test("Each counter says its unit for a screen reader, and only the clock is marked as one")
  func spokenCounters() {
    let solo = EmojiMemoryGame(
      theme: Self.theme, seed: 2, timeSource: ManualTimeSource(), statistics: Statistics())
    #expect(solo.statusItems.map(\.spokenText) == ["Score: 0", "Flips: 0", "Time: 0:00"])
    #expect(solo.statusItems.map(\.isClock) == [false, false, true])
    let table = EmojiMemoryGame(
      theme: Self.theme, seed: 2, players: [Player(name: "Ana"), Player(name: "Player 2")],
      timeSource: ManualTimeSource(), statistics: Statistics())
    #expect(
      table.statusItems.map(\.spokenText) == [
        "Ana: 0 pairs, 0 points", "Player 2: 0 pairs, 0 points", "Time: 0:00",
      ])
    Localization.withLanguage(.simplifiedChinese) {
      #expect(solo.statusItems.first?.spokenText == "得分：0")
      #expect(table.statusItems.first?.spokenText == "Ana：0 对，0 分")
    }
  }

  /// Issue 23's third round: a Memorize table's header counted each seat's pairs only, and its
  /// points showed first at the end ("Ben: 2 pairs, 4 points"), though points part a tie of
  /// pairs. Every face shows these items (the terminal, `--plain`, the window, a shared
  /// table's faces and the browser's page).
  @Test("A table's header shows each seat's points as they change, in both languages")
  func seatPointsThroughout() {
    let game = EmojiMemoryGame(
      theme: Self.theme, seed: 2, players: [Player(name: "Ana"), Player(name: "Ben")],
      timeSource: ManualTimeSource(), statistics: Statistics())
    game.setOnScreen(true)
    // Ana turns up two different cards; Ben turns up a new one and one Ana saw: −1; then Ana
    // matches.
    let (smile, grin) = (twins("😁", game), twins("😀", game))
    game.choose(smile[0])
    game.choose(grin[0])
    game.choose(twins("😃", game)[0])
    game.choose(smile[0])
    game.choose(smile[1])
    game.choose(smile[0])
    #expect(game.players.map(\.score) == [2, -1])
    let seats = Array(game.statusItems.prefix(2))
    #expect(seats.map(\.value) == ["1 pair, 2 pts", "0 pairs, \u{2212}1 pt"])
    #expect(seats.map(\.shortValue) == ["1·2", "0·\u{2212}1"])
    // Measured at the deal's widest (4 pairs, 8 points from its matches), so a face keeps one
    // form through the game.
    #expect(
      seats.map { $0.widestValue?.count } == ["4 pairs, 8 pts".count, "4 pairs, 8 pts".count])
    #expect(seats.map(\.spokenText) == ["Ana: 1 pair, 2 points", "Ben: 0 pairs, \u{2212}1 point"])
    Localization.withLanguage(.simplifiedChinese) {
      #expect(game.statusItems.prefix(2).map(\.value) == ["1 对，2 分", "0 对，\u{2212}1 分"])
      #expect(game.statusItems.prefix(2).map(\.shortValue) == ["1·2", "0·\u{2212}1"])
    }
  }

  @Test("A paid hint says what it cost until the next choice, in both languages")
  func hintCost() throws {
    let game = EmojiMemoryGame(
      theme: Self.theme, seed: 4, timeSource: ManualTimeSource(), statistics: Statistics())
    game.setOnScreen(true)
    let (smile, grin) = (twins("😁", game), twins("😀", game))
    game.choose(smile[0])
    game.choose(grin[0])
    game.choose(smile[1])
    game.choose(grin[1])
    #expect(game.lastVerdictWithReason == "No match.")
    game.hint()
    #expect(game.score == -1)
    #expect(game.hintLine == "The outlined cards make a pair. −1 for the hint")
    #expect(
      game.statusSentence(newGameKey: "n") == "The outlined cards make a pair. −1 for the hint")
    Localization.withLanguage(.simplifiedChinese) {
      #expect(game.hintLine == "标出的两张牌是一对。提示 −1 分")
    }
    game.choose(twins("😄", game)[0])
    #expect(game.hintLine == nil)
    #expect(game.statusSentence(newGameKey: "n") == "The outlined cards make a pair.")
  }

  @Test("Set says each move's points: +3 for a set, −5 for three that are not, −1 to put back")
  func setReasons() throws {
    let game = SetCardGame(seed: 3, timeSource: ManualTimeSource(), statistics: Statistics())
    let first = game.cardsInPlay[0]
    game.choose(first)
    #expect(game.moveVerdict == nil)
    game.choose(first)
    #expect(game.moveVerdict == "−1 for putting a card back")
    #expect(game.score == -1)
    game.hint()
    let set = game.hintedCardIDs.compactMap { id in game.cardsInPlay.first { $0.id == id } }
    try #require(set.count == 3)
    for card in set { game.choose(card) }
    #expect(game.moveVerdict == "Set! +3 for a set")
    #expect(game.verdict == "Set! +3 for a set")
    #expect(game.score == 2)
    Localization.withLanguage(.simplifiedChinese) {
      #expect(game.moveVerdict == "形色！+3 分")
    }
    let table = game.cardsInPlay.filter { !set.map(\.id).contains($0.id) }
    var wrong: [SetCard] = []
    search: for i in table.indices {
      for j in table.indices where j > i {
        for k in table.indices where k > j && !SetCard.isSet(table[i], table[j], table[k]) {
          wrong = [table[i], table[j], table[k]]
          break search
        }
      }
    }
    try #require(wrong.count == 3)
    for card in wrong { game.choose(card) }
    #expect(game.moveVerdict == "Not a set. −5 for three that are not a set")
    #expect(game.score == -3)
  }

  @Test("Matchismo says what turning a card costs, so each line adds up to the score's change")
  func matchismoTurnCost() {
    let game = PlayingCardGame(seed: 1, timeSource: ManualTimeSource(), statistics: Statistics())
    game.choose(at: 0)
    let title = PlayingCardGame.title(of: game.cards[0])
    #expect(game.outcomeLine == "\(title): −1 for turning a card")
    #expect(game.score == -1)
    game.choose(at: 0)
    #expect(game.outcomeLine == "\(title) put back")
    #expect(game.score == -1)
    Localization.withLanguage(.simplifiedChinese) {
      #expect(game.history.first == "\(title)：翻牌 −1 分")
    }
  }
}

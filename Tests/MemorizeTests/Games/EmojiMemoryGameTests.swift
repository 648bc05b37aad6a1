import CardGames
import Foundation
import Memorize
import Testing

/// A view model on a small fixed theme with a clock moved by hand.
private struct Fixture {
  let time = ManualTimeSource(now: 100)
  let statistics = Statistics()
  let game: EmojiMemoryGame

  static let animals = Theme(
    id: "animals", name: "Animals", emoji: ["🐶", "🐱", "🐭"], pairs: .allEmoji,
    color: RGBAColor(red: 0.5, green: 0.3, blue: 0.1))
  static let faces = Theme(
    id: "faces", name: "Faces", emoji: ["😀", "😃", "😄", "😁"], pairs: .fixed(3),
    color: RGBAColor(red: 1, green: 0.8, blue: 0))

  init(timeBonus: Bool = false, pinned: Bool = true) {
    game = EmojiMemoryGame(
      theme: Self.animals, seed: 11, timeBonus: timeBonus, isThemePinned: pinned,
      timeSource: time, statistics: statistics, availableThemes: { [Self.animals, Self.faces] })
    game.setOnScreen(true)
  }

  func twins(_ content: String) -> [EmojiMemoryGame.Card] {
    game.cards.filter { $0.content == content }.sorted { $0.id < $1.id }
  }

  /// Matches every pair, one second per card.
  func playToTheEnd() {
    let contents = Set(game.cards.filter { !$0.isMatched }.map(\.content)).sorted()
    for content in contents {
      for card in twins(content) {
        time.advance(by: 1)
        game.choose(card)
      }
    }
  }
}

@Suite("Letters for emoji where a charset has none")
struct EmojiTextStandInTests {
  @Test("Both cards of a pair show the letter of their emoji's place in the theme")
  func lettersByThemeOrder() {
    let fixture = Fixture()
    for (index, emoji) in Fixture.animals.emoji.enumerated() {
      let letters = fixture.twins(emoji).map(fixture.game.textStandIn(for:))
      #expect(letters == Array(repeating: ["A", "B", "C"][index], count: 2))
    }
    #expect(
      [0, 25, 26, 51, 52].map(EmojiMemoryGame.textStandIn(forEmojiAt:)) == [
        "A", "Z", "a", "z", "52",
      ])
  }
}

@Suite("EmojiMemoryGame")
struct EmojiMemoryGameTests {
  @Test("A new game shows the theme's pairs face down, score and flips at zero")
  func newGameState() {
    let fixture = Fixture()
    let game = fixture.game
    #expect(game.cards.count == 6)
    #expect(Set(game.cards.map(\.content)) == ["🐶", "🐱", "🐭"])
    #expect(game.cards.allSatisfy { !$0.isFaceUp })
    #expect(game.score == 0 && game.flipCount == 0 && !game.isOver)
    #expect(game.theme.name == "Animals")
    #expect(game.elapsed == 0)
    #expect(game.bestScore == nil)
  }

  @Test("Choose turns a card up and counts a flip; a match scores 2")
  func choose() {
    let fixture = Fixture()
    let game = fixture.game
    let dogs = fixture.twins("🐶")
    game.choose(dogs[0])
    #expect(game.cards.first { $0.id == dogs[0].id }?.isFaceUp == true)
    #expect(game.flipCount == 1)
    game.choose(dogs[1])
    #expect(game.score == 2)
    #expect(game.cards.filter(\.isMatched).map(\.id).sorted() == dogs.map(\.id))
  }

  @Test("The clock starts at the first move, pauses off screen, stops at the end")
  func clock() {
    let fixture = Fixture()
    let game = fixture.game
    fixture.time.advance(by: 30)
    #expect(game.elapsed == 0)
    #expect(!game.isClockRunning)
    #expect(game.nextDisplayChange() == nil)
    game.choose(fixture.twins("🐶")[0])
    #expect(game.isClockRunning)
    fixture.time.advance(by: 2.5)
    #expect(game.elapsed == 2.5)
    #expect(game.nextDisplayChange() == fixture.time.now + 0.5)
    game.setOnScreen(false)
    fixture.time.advance(by: 60)
    #expect(game.elapsed == 2.5)
    #expect(game.nextDisplayChange() == nil)
    game.setOnScreen(true)
    fixture.time.advance(by: 1)
    #expect(game.elapsed == 3.5)
    game.choose(fixture.twins("🐶")[1])
    fixture.playToTheEnd()
    #expect(game.isOver)
    #expect(!game.isClockRunning)
    let finalTime = game.elapsed
    fixture.time.advance(by: 100)
    #expect(game.elapsed == finalTime)
  }

  @Test("Finishing records the game: played, finished, best score and time")
  func statistics() {
    let fixture = Fixture()
    fixture.playToTheEnd()
    let record = fixture.statistics.record(
      for: .init(game: .memorize, themeID: "animals", pairs: 3))
    #expect(record.played == 1)
    #expect(record.finished == 1)
    #expect(record.bestScore == 6)
    #expect(record.bestTime == 5)  // six cards, a second each; the clock starts at the first
    #expect(record.recentScores == [6])
    #expect(fixture.game.bestScore == 6)
    #expect(fixture.game.bestTime == 5)
  }

  @Test("Choosing a different theme starts a new game on it")
  func differentTheme() {
    let fixture = Fixture()
    let game = fixture.game
    game.choose(fixture.twins("🐶")[0])
    game.setTheme(Fixture.faces)
    #expect(game.theme.id == "faces")
    #expect(game.cards.count == 6)
    #expect(game.flipCount == 0)
    #expect(game.cards.allSatisfy { !$0.isFaceUp })
    #expect(Set(game.cards.map(\.content)).isSubset(of: Set(Fixture.faces.emoji)))
  }

  @Test("Re-entering the same theme keeps the game in progress")
  func sameTheme() {
    let fixture = Fixture()
    let game = fixture.game
    game.choose(fixture.twins("🐶")[0])
    let cards = game.cards
    game.setTheme(Fixture.animals)
    #expect(game.cards == cards)
    #expect(game.flipCount == 1)
  }

  @Test("Restyle keeps the game and swaps the emoji on the fly")
  func restyle() {
    let fixture = Fixture()
    let game = fixture.game
    let dogs = fixture.twins("🐶")
    game.choose(dogs[0])
    game.choose(dogs[1])
    let before = game.cards
    #expect(game.restyle(with: Fixture.faces))
    #expect(game.theme.id == "faces")
    #expect(game.score == 2 && game.flipCount == 2)
    #expect(game.cards.map(\.id) == before.map(\.id))
    #expect(game.cards.map(\.isMatched) == before.map(\.isMatched))
    #expect(Set(game.cards.map(\.content)).isSubset(of: Set(Fixture.faces.emoji)))
    // Pairs stay pairs.
    for card in game.cards {
      let twin = before.first {
        $0.id != card.id && $0.content == before.first { $0.id == card.id }!.content
      }!
      #expect(game.cards.first { $0.id == twin.id }?.content == card.content)
    }
    let tiny = Theme(
      id: "tiny", name: "Tiny", emoji: ["🍏", "🍎"], pairs: .allEmoji,
      color: RGBAColor(red: 0, green: 1, blue: 0))
    #expect(!game.restyle(with: tiny))
    #expect(game.theme.id == "faces")
  }

  @Test("New game keeps a pinned theme and picks a random one otherwise")
  func newGameTheme() {
    let pinned = Fixture()
    pinned.game.newGame()
    #expect(pinned.game.theme.id == "animals")
    let unpinned = Fixture(pinned: false)
    var seen: Set<String> = []
    for _ in 0..<20 {
      unpinned.game.newGame()
      seen.insert(unpinned.game.theme.id)
    }
    #expect(seen == ["animals", "faces"])
  }

  @Test("The bonus countdown runs in tenths while a card is up and adds to a quick match")
  func bonusCountdown() throws {
    let fixture = Fixture(timeBonus: true)
    let game = fixture.game
    let cats = fixture.twins("🐱")
    #expect(game.bonusRemaining(for: cats[0]) == 1)
    game.choose(cats[0])
    fixture.time.advance(by: 1.5)
    #expect(game.bonusRemaining(for: cats[0]) == 0.75)
    #expect(game.isBonusCountingDown(for: cats[0]))
    #expect(try #require(game.nextDisplayChange()) - fixture.time.now < 0.1 + 1e-9)
    game.setOnScreen(false)
    fixture.time.advance(by: 10)
    #expect(game.bonusRemaining(for: cats[0]) == 0.75)
    game.setOnScreen(true)
    game.choose(cats[1])
    #expect(game.score == 2 + 4 + 6)
    let plain = Fixture()
    #expect(plain.game.bonusRemaining(for: plain.game.cards[0]) == nil)
  }

  @Test("Saved and restored, a game resumes identically, clock and generator included")
  func saveAndRestore() throws {
    let fixture = Fixture(pinned: false)
    let game = fixture.game
    game.choose(fixture.twins("🐶")[0])
    fixture.time.advance(by: 7)
    game.choose(fixture.twins("🐱")[0])
    let data = try JSONEncoder().encode(game.saved)
    let saved = try JSONDecoder().decode(SavedMemorizeGame.self, from: data)
    let laterTime = ManualTimeSource(now: 5)
    let restored = EmojiMemoryGame(
      restoring: saved, timeSource: laterTime, statistics: fixture.statistics,
      availableThemes: { [Fixture.animals, Fixture.faces] })
    #expect(restored.cards == game.cards)
    #expect(restored.score == game.score && restored.flipCount == game.flipCount)
    #expect(restored.elapsed == 7)
    #expect(!restored.isClockRunning)
    #expect(restored.saved == game.saved)
    // Same generator: both deal the same next game.
    game.newGame()
    restored.newGame()
    #expect(restored.cards == game.cards)
    #expect(restored.theme == game.theme)
  }

  @Test("Every intent announces a change to save")
  func onChange() {
    let fixture = Fixture()
    var changes = 0
    fixture.game.onChange = { changes += 1 }
    fixture.game.choose(fixture.twins("🐭")[0])
    fixture.game.shuffle()
    fixture.game.newGame()
    fixture.game.setTheme(Fixture.faces)
    #expect(changes == 4)
  }
}

@Suite("Deal numbers")
struct DealNumberTests {
  @Test("A new game or a shuffle lays the cards out anew; choosing and restyling do not")
  func dealNumber() {
    let statistics = Statistics()
    let game = EmojiMemoryGame(
      theme: .halloween, seed: 2, timeSource: ManualTimeSource(), statistics: statistics)
    #expect(game.dealNumber == 0)
    game.choose(game.cards[0])
    game.setTheme(.halloween)
    #expect(game.restyle(with: Theme.builtIns[2]))
    #expect(game.dealNumber == 0)
    game.shuffle()
    #expect(game.dealNumber == 1)
    game.newGame()
    #expect(game.dealNumber == 2)
    game.setTheme(Theme.builtIns[1])
    #expect(game.dealNumber == 3)
    let matchismo = PlayingCardGame(seed: 1, timeSource: ManualTimeSource(), statistics: statistics)
    matchismo.choose(at: 0)
    #expect(matchismo.dealNumber == 0)
    matchismo.redeal()
    #expect(matchismo.dealNumber == 1)
  }
}

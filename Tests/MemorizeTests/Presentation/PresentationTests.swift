import CardGames
import Foundation
import Memorize
import Testing

@Suite("Presentation: what the view models say")
struct PresentationTests {
  private func item(_ label: String, _ priority: StatusItem.Priority) -> StatusItem {
    StatusItem(label, "1", priority: priority)
  }

  @Test("Short of room, whole items drop, least important (then latest) first, order kept")
  func statusItemsDropByPriority() {
    let items = [
      item("Score", .essential), item("Flips", .medium), item("Time", .high),
      item("Best", .low), item("Bonus", .low),
    ]
    let width: (StatusItem) -> Int = { _ in 10 }
    #expect(StatusItem.fitting(items, in: 50, width: width).map(\.label) == items.map(\.label))
    #expect(
      StatusItem.fitting(items, in: 49, width: width).map(\.label)
        == ["Score", "Flips", "Time", "Best"])
    #expect(
      StatusItem.fitting(items, in: 30, width: width).map(\.label) == ["Score", "Flips", "Time"])
    #expect(StatusItem.fitting(items, in: 20, width: width).map(\.label) == ["Score", "Time"])
    #expect(StatusItem.fitting(items, in: 5, width: width).isEmpty)
  }

  @Test("A playing card's narrow title is two columns: its title, the 10's rank as T")
  func narrowTitles() {
    let ten = CardFace.playing(rank: "10", suit: "♠", isRed: false, title: "10♠")
    let jack = CardFace.playing(rank: "J", suit: "♥", isRed: true, title: "J♥")
    #expect(ten.narrowTitle == "T♠")
    #expect(jack.narrowTitle == "J♥")
    #expect(CardFace.emoji("🐶", letter: "a").narrowTitle == nil)
  }

  @Test("A Set card in words, one word order: number, colour, shading, shape")
  func setCardWords() {
    let card = SetCard(number: .two, shape: .oval, shading: .striped, color: .red)
    #expect(Phrases.words(for: card) == "2 red striped ovals")
    let one = SetCard(number: .one, shape: .diamond, shading: .open, color: .purple)
    #expect(Phrases.words(for: one) == "1 purple open diamond")
    #expect(
      Phrases.accessibleDescription(
        position: 4, spoken: Phrases.spokenCard(of: card, isSelected: true, isHinted: false))
        == "Card 4, 2 red striped ovals, selected")
  }

  @Test("A face-down card never gives its face away")
  func faceDownCardsStayHidden() {
    var generator = SeededGenerator(seed: 1)
    var game = MemoryGame(numberOfPairsOfCards: 2, using: &generator) { ["🎃", "👻"][$0] }
    let card = game.cards[0]
    #expect(
      Phrases.accessibleDescription(position: 1, spoken: Phrases.spokenCard(of: card))
        == "Card 1, face down")
    #expect(Phrases.face(of: card) == "face down")
    game.choose(card)
    let up = game.cards[0]
    #expect(
      Phrases.accessibleDescription(position: 1, spoken: Phrases.spokenCard(of: up))
        == "Card 1, \(up.content)")
    #expect(Phrases.face(of: up) == up.content)
  }

  @Test("Winner and tie in one sentence for every face")
  func results() {
    let players = [Player(name: "Ana"), Player(name: "Ben"), Player(name: "Cy")]
    #expect(Phrases.result(.winner(1), players: players) == "Ben wins")
    #expect(Phrases.result(.tie([0, 2]), players: players) == "Ana and Cy tie")
    #expect(Phrases.result(.tie([0, 1, 2]), players: players) == "Ana, Ben and Cy tie")
    Localization.withLanguage(.simplifiedChinese) {
      #expect(Phrases.result(.tie([0, 1, 2]), players: players) == "Ana、Ben 和 Cy 平局")
    }
  }

  @Test("Matchismo's status counts the same flips the plain mode prints")
  func matchismoCounters() {
    let game = PlayingCardGame(seed: 5, timeSource: ManualTimeSource(), statistics: Statistics())
    game.choose(at: 0)
    game.choose(at: 1)
    game.choose(at: 1)
    #expect(game.flipCount == 3)
    #expect(
      game.statusItems.map { "\($0.label) \($0.value)" }
        == ["Score \(Phrases.number(game.score))", "Flips 3", "Match 2 cards", "Time 0:00"])
  }
}

import Testing

@testable import CardGames
@testable import Memorize

/// Issue 23: a computer seat saved under its Chinese name ("电脑（高手）") was named so on English
/// screens, the Chinese line had a space after its "）", and the person the game was set up for
/// "calls Set!" as if "You" were a name.
@Suite("A race's events name each seat as the language drawn says it")
struct RaceEventNamesTests {
  private let seats = [
    SetRace.Seat(name: "You"), SetRace.Seat(name: "Ana"),
    SetRace.Seat(name: "电脑（高手）", computerLevel: .skilled),
  ]
  private let trio = [
    SetCard(number: .one, shape: .diamond, shading: .solid, color: .red),
    SetCard(number: .two, shape: .diamond, shading: .solid, color: .green),
    SetCard(number: .three, shape: .diamond, shading: .solid, color: .purple),
  ]

  @Test("English: the computer by its English name, the person set up for as you")
  func english() {
    Localization.withLanguage(.english) {
      #expect(
        Phrases.raceEvent(.called(seat: 2, deadline: 0), seats: seats, pointsForSet: 1)
          == "Computer (good) calls Set!")
      #expect(
        Phrases.raceEvent(.called(seat: 0, deadline: 0), seats: seats, pointsForSet: 1)
          == "You call Set!")
      #expect(
        Phrases.raceEvent(.called(seat: 1, deadline: 0), seats: seats, pointsForSet: 1)
          == "Ana calls Set!")
      #expect(
        Phrases.raceEvent(.foundSet(seat: 0, cards: []), seats: seats, pointsForSet: 1)
          == "You found a set: +1")
      #expect(
        Phrases.raceEvent(.notASet(seat: 0, cards: [], cost: 1), seats: seats, pointsForSet: 1)
          == "Not a set: −1 for you")
      #expect(
        Phrases.raceEvent(.timeUp(seat: 0, cost: 1), seats: seats, pointsForSet: 1)
          == "Time is up: −1 for you")
      #expect(
        Phrases.raceEvent(
          .votedForMore(seat: 0, votes: 1, needed: 2), seats: seats, pointsForSet: 1)
          == "You ask for three more cards: 1 more person must ask")
      #expect(
        Phrases.raceEvent(
          .votedForMore(seat: 1, votes: 1, needed: 3), seats: seats, pointsForSet: 1)
          == "Ana asks for three more cards: 2 more people must ask")
      // The ask that deals says no count: "Three more cards" follows it.
      #expect(
        Phrases.raceEvent(
          .votedForMore(seat: 1, votes: 2, needed: 2), seats: seats, pointsForSet: 1)
          == "Ana asks for three more cards")
      // A face with no board names the found set's cards; one with a board does not.
      #expect(
        Phrases.raceEvent(
          .foundSet(seat: 1, cards: trio), seats: seats, pointsForSet: 1, namingCards: true)
          == "Ana found a set (+1): 1 red solid diamond, 2 green solid diamonds, 3 purple solid diamonds"
      )
      #expect(
        Phrases.raceEvent(.foundSet(seat: 1, cards: trio), seats: seats, pointsForSet: 1)
          == "Ana found a set: +1")
      #expect(
        Phrases.raceEvent(.timeUp(seat: 2, cost: 1), seats: seats, pointsForSet: 1)
          == "Time is up: −1 for Computer (good)")
    }
  }

  @Test("Chinese: no space after the computer's name, none after 你")
  func chinese() {
    Localization.withLanguage(.simplifiedChinese) {
      #expect(
        Phrases.raceEvent(.called(seat: 2, deadline: 0), seats: seats, pointsForSet: 1)
          == "电脑（高手）喊“形色！”")
      #expect(
        Phrases.raceEvent(.called(seat: 0, deadline: 0), seats: seats, pointsForSet: 1) == "你喊“形色！”"
      )
      #expect(
        Phrases.raceEvent(.called(seat: 1, deadline: 0), seats: seats, pointsForSet: 1)
          == "Ana 喊“形色！”")
      #expect(
        Phrases.raceEvent(.foundSet(seat: 2, cards: []), seats: seats, pointsForSet: 1)
          == "电脑（高手）找到一组形色：+1 分")
      #expect(
        Phrases.raceEvent(
          .votedForMore(seat: 1, votes: 1, needed: 2), seats: seats, pointsForSet: 1)
          == "Ana 要求再发三张牌：还需 1 人要求")
      // The deal that follows is not the button's words again: "…要求再发三张牌" then
      // "再发三张牌" read as the ask said twice.
      #expect(
        Phrases.raceEvent(.dealtThree([]), seats: seats, pointsForSet: 1) == "又发了三张牌")
    }
  }

  /// Issue 23: a race's tie read "A tie: Ana, Ben, 3 points each" where every other game says
  /// "Ana and Ben tie".
  @Test("A tie at a race is said as every game says one, with the points each scored")
  func tie() {
    let four = seats + [SetRace.Seat(name: "Cy")]
    let two = SetRace.Event.gameOver(SetRace.Result(winners: [1, 3], winningScore: 3))
    let three = SetRace.Event.gameOver(SetRace.Result(winners: [1, 2, 3], winningScore: 1))
    Localization.withLanguage(.english) {
      #expect(
        Phrases.raceEvent(two, seats: four, pointsForSet: 1) == "Ana and Cy tie with 3 points each")
      #expect(
        Phrases.raceEvent(three, seats: four, pointsForSet: 1)
          == "Ana, Computer (good) and Cy tie with 1 point each")
    }
    Localization.withLanguage(.simplifiedChinese) {
      #expect(Phrases.raceEvent(two, seats: four, pointsForSet: 1) == "Ana 和 Cy 平局，各得 3 分")
      #expect(
        Phrases.raceEvent(three, seats: four, pointsForSet: 1) == "Ana、电脑（高手）和 Cy 平局，各得 1 分")
    }
  }

  @Test("Statistics and the race's seats name a computer saved in Chinese in English")
  func titles() {
    Localization.withLanguage(.english) {
      #expect(Phrases.seatTitle("电脑（高手）", isComputer: true) == "Computer (good)")
      #expect(Phrases.seatTitle("Ben", isComputer: true) == "Ben (computer)")
    }
  }
}

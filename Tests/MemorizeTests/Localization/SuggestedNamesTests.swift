import CardGames
import Memorize
import Testing

/// Names the game gave seats are saved as text in the language of that day; the table shows them
/// in the player's language now, and a name a person typed stays as typed.
@Suite("Localization: names the game suggested follow the language")
struct SuggestedNamesTests {
  let players = [
    Player(name: "Computer (good)", computerLevel: .good), Player(name: "Ana"),
    Player(name: "Player 3"), Player(name: "You"),
  ]

  @Test("A table set up in English reads in Chinese: computer, numbered seat and “You”")
  func englishNamesInChinese() {
    Localization.withLanguage(.simplifiedChinese) {
      #expect(players.map { Phrases.shownName($0.name) } == ["电脑（高手）", "Ana", "玩家 3", "你"])
      #expect(Phrases.turn(of: players[0]) == "电脑（高手）正在思考…")
      #expect(Phrases.turn(of: players[2]) == "轮到玩家 3")
      #expect(PlayersDraft(players: players).seats.map(\.name) == ["电脑（高手）", "Ana", "玩家 3", "你"])
    }
  }

  @Test("A table set up in Chinese reads in English; typed names never change")
  func chineseNamesInEnglish() {
    Localization.withLanguage(.english) {
      #expect(Phrases.shownName("电脑（高手）") == "Computer (good)")
      #expect(Phrases.shownName("玩家 2") == "Player 2")
      #expect(Phrases.shownName("你") == "You")
      #expect(Phrases.shownName("Computer (great)") == "Computer (great)")
      #expect(Phrases.shownName("电脑") == "电脑")
    }
  }

  @Test("Statistics count a suggested name once, whichever language each game saved it in")
  func statisticsMergeLanguages() {
    let statistics = Statistics()
    let key = Statistics.Key(game: .memorize)
    statistics.gameFinished(key, players: ["Computer (good)", "Ana"], winners: ["Computer (good)"])
    statistics.gameFinished(key, players: ["电脑（高手）", "Ana"], winners: ["Ana"])
    Localization.withLanguage(.english) {
      #expect(
        statistics.playerRecords == [
          Statistics.PlayerRecord(name: "Ana", wins: 1, losses: 1),
          Statistics.PlayerRecord(name: "Computer (good)", wins: 1, losses: 1),
        ])
    }
  }
}

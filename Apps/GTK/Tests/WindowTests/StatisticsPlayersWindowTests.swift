import Foundation
import Memorize
import Testing

/// A home on Statistics after a Set race of Ana, Benedict, 小明 and a computer seat named "Bot
/// (good)", then a Memorize game of Ana and Benedict tied: players with names of every length,
/// with ties, Set races and sets.
func homeWithPlayersOnStatistics() -> URL {
  homeOnStatistics { statistics in
    let set = Statistics.Key(game: .set)
    statistics.gameStarted(set)
    statistics.gameFinished(
      set,
      seats: [
        Statistics.Seat(name: "Ana"), Statistics.Seat(name: "Benedict"),
        Statistics.Seat(name: "小明"), Statistics.Seat(name: "Bot (good)", isComputer: true),
      ],
      winners: [0], topScore: 9, seconds: 300,
      sets: [
        SetTally(sets: 5, seconds: 42), SetTally(sets: 4, seconds: 50),
        SetTally(sets: 3, seconds: 61), SetTally(sets: 2, seconds: 30),
      ])
    let memorize = Statistics.Key(game: .memorize, themeID: "halloween", pairs: 8)
    statistics.gameStarted(memorize)
    statistics.gameFinished(memorize, score: 7, seconds: 65)
    statistics.gameStarted(memorize)
    statistics.gameFinished(memorize, players: ["Ana", "Benedict"], winners: ["Ana", "Benedict"])
  }
}

extension WindowTests {
  /// Issue 23 (play-test): Statistics cut the players' names short ("Bot (good) (comput…") at
  /// 1100 px, and laid each player's numbers out as a row of columns beside the name, whose
  /// columns differed from the next player's (ties, Set races) and read as numbers under the
  /// wrong headings. Each player is now the name, whole, over the tallies in the view model's
  /// words, on lines of their own.
  @Suite("Statistics' players at every width")
  struct StatisticsPlayers {
    /// The tallies of the race's winner, as the view model words them.
    static let anasTallies =
      "1 win, 0 losses, 1 tie; at Set races 1 win, 0 losses; 5 sets, 8.4\u{00A0}s a set"

    /// At 1100 px and at the narrowest the window goes (360 px inside its frame), nothing on the
    /// page is cut short, and each player's tallies lie under the name, from the same left edge.
    @Test(arguments: [1100, 370])
    func namesShowWholeOverTheirTallies(windowWidth: Int) throws {
      let home = homeWithPlayersOnStatistics()
      let app = try RunningApp([], home: home)
      _ = try app.layout { $0.section == "statistics" && $0.isSettled }
      try app.resize(width: windowWidth, height: 900)
      let shown = try app.layout {
        $0.section == "statistics" && $0.width == windowWidth - 10 && $0.isSettled
          && $0.statisticsPlayers.count == 4
      }
      #expect(shown.cutLabels == [], "cut short at \(shown.width) px")
      let players = app.savedModel().statisticsPresentation.players
      #expect(players.map(\.title) == ["Ana", "Benedict", "Bot (good) (computer)", "小明"])
      #expect(players.first?.tallies == Self.anasTallies)
      for (player, laidOut) in zip(players, shown.statisticsPlayers) {
        // The lines as Pango broke them keep the spaces they broke at: together, the words.
        #expect(laidOut.nameLines.joined() == player.title)
        #expect(laidOut.tallyLines.joined() == player.tallies, "\(player.title)'s tallies")
        #expect(laidOut.tallies.x == laidOut.name.x, "\(player.title): under the name")
        #expect(laidOut.tallies.y >= laidOut.name.y + laidOut.name.height)
      }
      if windowWidth == 1100 {
        // Room for every player's name and tallies on a line each.
        #expect(shown.statisticsPlayers.allSatisfy { $0.nameLines.count == 1 })
        #expect(shown.statisticsPlayers.allSatisfy { $0.tallyLines.count == 1 })
      } else {
        // Ana's tallies wrap between words, the seconds never parted from their unit.
        let ana = try #require(shown.statisticsPlayers.first)
        #expect(ana.tallyLines.count > 1)
        #expect(!ana.tallyLines.contains { $0.hasSuffix("8.4") })
      }
    }
  }
}

import CardGames
import Foundation
import Memorize
import Testing

/// A face whose charset cannot show a player's name (`LANG=C` and 小明) names the player by
/// the seat instead, in every line; the game keeps the name as it was given.
@Suite("Localization: names a face cannot show go by their seat")
struct UnshownNamesTests {
  static func asciiOnly(_ name: String) -> Bool { name.utf8.allSatisfy { $0 < 0x80 } }

  @Test("小明 at the second seat is “Player 2” in the turn, the standings and the result")
  func seatStandsForName() {
    let home = TemporaryLocations()
    let app = AppModel(
      locations: home.locations, timeSource: ManualTimeSource(), seed: 7,
      now: Date(timeIntervalSince1970: 1_795_000_000))
    let players = [Player(name: "Ana"), Player(name: "小明")]
    app.startMemorize(theme: Theme.halloween, pairs: 2, seed: 5, players: players)
    let showing = NameShowing(canShow: Self.asciiOnly)
    showing.seatsFrom(app)
    Localization.withLanguage(.english) {
      Phrases.withNames(showing) {
        #expect(Phrases.shownName("小明") == "Player 2")
        #expect(Phrases.shownName("Ana") == "Ana")
        #expect(Phrases.turn(of: players[1]) == "Player 2 to move")
        #expect(Phrases.result(.winner(1), players: players) == "Player 2 wins")
        // The players panel keeps the name itself, so confirming it never renames 小明
        // "Player 2"; the panel draws it by its seat.
        #expect(PlayersDraft(players: players).seats.map(\.name) == ["Ana", "小明"])
        #expect(PlayersDraft(players: players).players?.map(\.name) == ["Ana", "小明"])
        // A past player at no seat now.
        #expect(Phrases.shownName("小红") == "(name not shown)")
      }
      // Without a face that says so, the name is as typed.
      #expect(Phrases.shownName("小明") == "小明")
    }
    #expect(app.memorize?.players.map(\.name) == ["Ana", "小明"])
  }
}

import CardGames
import Foundation
import Memorize
import Testing

/// Writer and reader agree: the largest `state.json` play can make — the most pairs a theme
/// deals, four players with the longest names, Matchismo matching threes and Set both at their
/// history limits — is within `JSONFile.maximumSize` and loads again with no notice.
@Suite("The largest save loads")
struct LargestSaveTests {
  @Test("Every game at its bound: saved, then loaded with no notice")
  func largestState() throws {
    let home = TemporaryLocations()
    let time = ManualTimeSource()
    let app = AppModel(locations: home.locations, timeSource: time, seed: 1)
    let emoji = (0..<ThemeStore.maximumEmojiCount).map { String(UnicodeScalar(0x1F300 + $0)!) }
    let theme = Theme(
      id: "big", name: String(repeating: "W", count: ThemeStore.maximumNameLength), emoji: emoji,
      pairs: .allEmoji, color: RGBAColor(red: 1, green: 0, blue: 0))
    let longName = String(repeating: "👩‍👩‍👧", count: PlayersDraft.maximumNameLength)
    app.startMemorize(
      theme: theme, seed: 2,
      players: (1...4).map { Player(name: "\(longName)\($0)".prefix(20).description) })
    let memorize = try #require(app.memorize)
    #expect(memorize.cards.count == 2 * ThemeStore.maximumEmojiCount)
    for card in memorize.cards.prefix(40) {
      time.advance(by: 1)
      _ = memorize.choose(card)
    }

    app.select(.matchismo)
    #expect(app.matchismo.setMatchCount(3))
    var step = 0
    while app.matchismo.flipCount < CardMatchingGame.historyLimit + 100 {
      let cards = app.matchismo.cards
      // Unmatched cards in turn: chosen in threes, judged, and once few are left chosen and put
      // back.
      let open = cards.indices.filter { !cards[$0].isMatched }
      app.matchismo.choose(at: open.count > 3 ? open[step % open.count] : open[0])
      step += 1
    }
    app.select(.set)
    for step in 0..<(SetGame.historyLimit + 100) {
      let cards = app.set.cardsInPlay
      app.set.choose(cards[(step * 7) % cards.count])
    }
    #expect(app.saveNow())
    let size = try #require(
      try FileManager.default.attributesOfItem(atPath: home.stateFile.path)[.size] as? Int)
    print("the largest state.json: \(size) bytes")
    #expect(size < JSONFile<SavedApp>.maximumSize / 2, "state.json is \(size) bytes")

    let again = AppModel(locations: home.locations, timeSource: time, seed: 1)
    #expect(again.notices == [])
    #expect(again.matchismo.flipCount == CardMatchingGame.historyLimit + 100)
    #expect(again.set.choiceCount == SetGame.historyLimit + 100)
    #expect(again.memorize?.cards.count == 2 * ThemeStore.maximumEmojiCount)
  }
}

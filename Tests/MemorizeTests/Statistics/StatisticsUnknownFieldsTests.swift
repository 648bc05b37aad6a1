import CardGames
import Foundation
import Memorize
import Testing

/// Fields of `statistics.json` this version does not know — at the top, in an entry, in a
/// record — survive every rewrite.
@Suite("Statistics keep fields they do not know")
struct StatisticsUnknownFieldsTests {
  static let file = """
    {
      "version": 1,
      "sharedWith": ["phone", {"since": 2026}],
      "entries": [
        {"key": {"game": "memorize", "themeID": "animals"}, "pinned": true,
         "record": {"played": 3, "finished": 1, "bestScore": 4, "recentScores": [4],
                    "streak": 7, "medals": {"gold": 1, "note": null}}},
        {"key": {"game": "set", "themeID": ""},
         "record": {"played": 1, "finished": 0, "recentScores": [], "big": 123456789012}}
      ]
    }
    """

  private static func object(_ url: URL) throws -> NSDictionary {
    try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? NSDictionary)
  }

  @Test("A game played: every unknown field is written back, the counts move on")
  func survivesAGame() throws {
    let home = TemporaryLocations()
    try home.write(Self.file, to: home.statisticsFile)
    let app = AppModel(
      locations: home.locations, timeSource: ManualTimeSource(), seed: 1,
      now: Date(timeIntervalSince1970: 1_795_000_000))
    #expect(app.notices == [])
    app.openTheme(id: "animals")
    let game = try #require(app.memorize)
    game.choose(game.cards[0])
    #expect(app.saveNow())

    let saved = try Self.object(home.statisticsFile)
    #expect(saved["sharedWith"] as? NSArray == ["phone", ["since": 2026]] as NSArray)
    let entries = try #require(saved["entries"] as? [NSDictionary])
    #expect(entries.count == 3)
    // The game of 10 pairs counts in a record of its own; the record of format 1, whose games
    // may have been of any size, keeps its numbers and its unknown fields.
    let memorize = try #require(
      entries.first {
        ($0["key"] as? NSDictionary) == ["game": "memorize", "themeID": "animals"] as NSDictionary
      })
    #expect(memorize["pinned"] as? Bool == true)
    let record = try #require(memorize["record"] as? NSDictionary)
    #expect(record["played"] as? Int == 3)
    #expect(record["streak"] as? Int == 7)
    let sized = try #require(
      entries.first {
        ($0["key"] as? NSDictionary)
          == ["game": "memorize", "themeID": "animals", "pairs": 10] as NSDictionary
      })
    #expect((sized["record"] as? NSDictionary)?["played"] as? Int == 1)
    #expect(saved["version"] as? Int == 2)
    #expect(record["medals"] as? NSDictionary == ["gold": 1, "note": NSNull()] as NSDictionary)
    let set = try #require(
      entries.first { ($0["key"] as? NSDictionary)?["game"] as? String == "set" })
    #expect((set["record"] as? NSDictionary)?["big"] as? Int == 123_456_789_012)
  }

  @Test("Loaded and saved through JSONFile: the same document again")
  func roundTrip() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.file("statistics.json")
    try Data(Self.file.utf8).write(to: url)
    let file = JSONFile<SavedStatistics>(url: url)
    guard case .loaded(let first) = file.load(now: Date()) else {
      Issue.record("the file did not load")
      return
    }
    try file.save(first)
    let original = try JSONSerialization.jsonObject(with: Data(Self.file.utf8))
    // Every member of the original, at every level, is in what was saved, with its value.
    #expect(holds(try Self.object(url), everythingIn: original))
    #expect(file.load(now: Date()) == .loaded(first))
  }
}

/// Whether `saved` holds every member `original` has, at every level, with the same value (lists
/// of entries compared in order); what the writer adds (empty `wins`, say) does not count.
func holds(_ saved: Any, everythingIn original: Any) -> Bool {
  switch (saved, original) {
  case (let saved as NSDictionary, let original as NSDictionary):
    return original.allSatisfy { key, value in
      saved[key].map { holds($0, everythingIn: value) } ?? false
    }
  case (let saved as NSArray, let original as NSArray):
    return saved.count == original.count
      && zip(saved, original).allSatisfy { holds($0, everythingIn: $1) }
  default:
    return (saved as? NSObject) == (original as? NSObject)
  }
}

import CardGames
import Foundation
import Testing

@testable import Memorize

/// Save files a released build wrote still load and play on exactly as they would have.
@Suite struct SaveFileFormatTests {
  private static let files = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Files")

  /// Loads `state-format-1-matchismo.json`: a Matchismo game of 14 choices (seed 7) that
  /// `memorize --plain` 1.0.0 saved, when Matchismo's penalty and cost were positive numbers.
  private static func releasedMatchismoGame(_ home: TemporaryLocations) throws -> AppModel {
    let golden = try Data(contentsOf: files.appendingPathComponent("state-format-1-matchismo.json"))
    try home.write(String(decoding: golden, as: UTF8.self), to: home.stateFile)
    return AppModel(
      locations: home.locations, timeSource: ManualTimeSource(), seed: 1,
      now: Date(timeIntervalSince1970: 1_795_000_000))
  }

  @Test("A Matchismo game saved with positive penalties loads with the same score and history")
  func releasedMatchismoGameLoads() throws {
    let home = TemporaryLocations()
    let app = try Self.releasedMatchismoGame(home)
    #expect(app.notices == [])
    let game = app.matchismo
    #expect(game.saved.game.scoring == CardMatchingGame.Scoring())
    #expect(game.saved.game.scoring.pointsForMismatch == -2)
    #expect(game.saved.game.scoring.pointsForChoosing == -1)
    #expect(game.score == -2)
    #expect(game.flipCount == 14)
    #expect(game.history.first == "J♥: −1 for turning a card")
    #expect(
      game.saved.game.history.map(PlayingCardGame.describe) == [
        "J♥", "J♥ 2♣ don't match! −2 for a mismatch.", "2♣ 5♦ don't match! −2 for a mismatch.",
        "5♦ K♦ match! +4 for a match.", "Q♦", "Q♦ 6♦ match! +4 for a match.", "3♠",
        "3♠ 6♠ match! +4 for a match.", "8♣", "8♣ 9♠ don't match! −2 for a mismatch.",
        "9♠ 2♥ don't match! −2 for a mismatch.", "2♥ Q♥ match! +4 for a match.", "9♦",
        "9♦ 4♦ match! +4 for a match.",
      ])
    let mismatches = game.saved.game.history.filter {
      if case .mismatched = $0 { true } else { false }
    }
    #expect(mismatches.count == 4)
    #expect(mismatches.allSatisfy { $0 == .mismatched($0.cards, points: -2) })
  }

  @Test("The loaded game plays on as the released build did: 10♣, then two mismatches")
  func releasedMatchismoGamePlaysOn() throws {
    let home = TemporaryLocations()
    let game = try Self.releasedMatchismoGame(home).matchismo
    var told: [String] = []
    var scores: [Int] = []
    for index in 14...16 {
      game.choose(at: index)
      told.append(game.outcomeText)
      scores.append(game.score)
    }
    // What `memorize --plain` 1.0.0 printed for "15", "16", "17" on this file, now with what
    // turning each card cost.
    #expect(
      told == [
        "10♣: −1 for turning a card",
        "10♣ A♥ don't match! −2 for a mismatch. −1 for turning a card",
        "A♥ K♠ don't match! −2 for a mismatch. −1 for turning a card",
      ])
    #expect(scores == [-3, -6, -9])
  }

  @Test("Saved again, the game is written with signed points and reads back the same")
  func releasedMatchismoGameIsRewrittenSigned() throws {
    let home = TemporaryLocations()
    let app = try Self.releasedMatchismoGame(home)
    let data = try JSONEncoder().encode(app.savedApp)
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.contains("\"pointsForMismatch\":-2"))
    #expect(text.contains("\"pointsForChoosing\":-1"))
    #expect(!text.contains("mismatchPenalty"))
    #expect(!text.contains("costToChoose"))
    #expect(!text.contains("penalty"))
    let reread = try JSONDecoder().decode(SavedApp.self, from: data)
    #expect(reread.matchismo == app.savedApp.matchismo)
  }

  @Test("The fuzz seeds of one game, with positive costs and with signed points, load the same")
  func bothSpellingsOfOneGameLoadTheSame() throws {
    let corpus = Self.files.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fuzz/corpus/save-file")
    let old = try JSONDecoder().decode(
      SavedApp.self, from: Data(contentsOf: corpus.appendingPathComponent("state-compact.json")))
    let signed = try JSONDecoder().decode(
      SavedApp.self,
      from: Data(contentsOf: corpus.appendingPathComponent("state-signed-points.json")))
    #expect(old.matchismo == signed.matchismo)
    #expect(signed.matchismo.game.scoring.pointsForMismatch == -2)
    #expect(
      signed.matchismo.game.history.contains {
        if case .mismatched(_, points: -2) = $0 { true } else { false }
      })
  }
}

import Foundation
import Memorize
import Testing

@testable import MemorizeTerminal

/// Issue 22: a face that knows only ``Intent`` and the presentation values plays everything —
/// the three games, a table with a computer, a theme of its own — and the terminal's two faces
/// record the same statistics for the same seed and the same choices.
@Suite("The fourth face")
struct FourthFaceTests {
  /// The folders the apps save to, kept for the whole test (removed when the test ends).
  private let folder = TemporaryFolderForFace()
  private let otherFolder = TemporaryFolderForFace()

  private func makeFace(seed: UInt64 = 3) -> (FourthFace, TemporaryFolderForFace) {
    let time = ManualTimeSource(now: 1_000)
    let app = AppModel(
      locations: folder.locations, timeSource: time, seed: seed,
      now: Date(timeIntervalSince1970: 1_795_000_000))
    return (FourthFace(app: app, time: time), folder)
  }

  @Test func playsAMemorizeGameToItsEndWithAPerfectMemory() throws {
    let (face, _) = makeFace()
    #expect(face.send(.playTheme(id: "animals")).acted)
    let cards = try #require(face.board(.memorize)).cards.count
    let chosen = face.playMemorize()
    let board = try #require(face.board(.memorize))
    let ending = try #require(board.ending)
    #expect(board.cards.allSatisfy { $0.isMatched && $0.face != nil })
    // A perfect memory turns every card once, and each twin at most once more.
    #expect(chosen.count >= cards && chosen.count <= cards * 3 / 2 + 1)
    #expect(ending.result == "Score \(ending.score)")
    #expect(board.button(.hint)?.isEnabled == false)
    #expect(board.button(.hint)?.reason == "The game is over: there is nothing to hint.")
    let record = face.app.statistics.record(
      for: Statistics.Key(game: .memorize, themeID: "animals", pairs: 10))
    #expect(record.played == 1 && record.finished == 1 && record.bestScore == ending.score)
  }

  @Test func playsMatchismoUntilNoMatchIsLeftAndIsToldWhy() throws {
    let (face, _) = makeFace()
    #expect(face.send(.select(.matchismo)).acted)
    face.playMatchismo()
    let board = try #require(face.board(.matchismo))
    let ending = try #require(board.ending, "the deal ends")
    #expect(ending.reason == "Every card is matched.")
    let key = Statistics.Key(game: .matchismo, matchCount: 2)
    #expect(face.app.statistics.record(for: key).finished == 1)
  }

  @Test func playsSetUntilTheDeckIsOutAndNoSetIsLeft() throws {
    let (face, _) = makeFace()
    #expect(face.send(.select(.set)).acted)
    face.playSet()
    let board = try #require(face.board(.set))
    #expect(board.ending != nil)
    #expect(board.deckCount == 0)
    #expect(face.app.statistics.record(for: Statistics.Key(game: .set)).finished == 1)
  }

  @Test func seatsAPersonAndTheComputerAndPlaysTheTableOut() throws {
    let (face, _) = makeFace(seed: 11)
    face.send(.playTheme(id: "faces"))
    var draft = face.app.playersDraft
    draft.seats = [.init(name: "Ana"), .init(name: "Robo", kind: .allCases[2])]
    let started = face.send(.startPlayers(draft))
    #expect(started.lines.first == "Players: Ana, Robo (computer)")
    face.playMemorize()
    let board = try #require(face.board(.memorize))
    #expect(board.ending != nil)
    #expect(board.seats.map(\.name) == ["Ana", "Robo"])
    #expect(board.seats.map(\.isComputer) == [false, true])
    let records = face.app.statistics.playerRecords
    #expect(Set(records.map(\.name)) == ["Ana", "Robo"])
    #expect(records.allSatisfy { $0.wins + $0.losses + $0.ties == 1 })
  }

  @Test func makesAThemeOfItsOwnAndPlaysIt() throws {
    let (face, _) = makeFace()
    #expect(face.send(.addTheme(name: "Fruit")).acted)
    let id = try #require(face.app.themeList.last?.id)
    #expect(face.send(.editTheme(id: id, .rename("Orchard"))).acted)
    #expect(face.send(.editTheme(id: id, .addEmoji("🍎🍐🍊🍋"))).acted)
    #expect(face.send(.editTheme(id: id, .setPairs(3))).acted)
    let theme = try #require(face.app.theme(id: id))
    #expect(theme.name == "Orchard" && theme.pairs == 3)
    #expect(face.send(.playTheme(id: id)).acted)
    #expect(try #require(face.board(.memorize)).cards.count == 6)
    face.playMemorize()
    #expect(try #require(face.board(.memorize)).ending != nil)
    #expect(
      face.app.statistics.record(for: Statistics.Key(game: .memorize, themeID: id, pairs: 3))
        .finished == 1)
  }

  @Test func thePlainFaceRecordsTheSameStatisticsForTheSameSeedAndChoices() throws {
    let (face, _) = makeFace(seed: 21)
    face.send(.playTheme(id: "sports"))
    let chosen = face.playMemorize()
    let key = Statistics.Key(game: .memorize, themeID: "sports", pairs: 8)
    let fourth = face.app.statistics.record(for: key)

    // The same seed, the same theme and the same positions typed into --plain.
    let time = ManualTimeSource(now: 1_000)
    let app = AppModel(
      locations: otherFolder.locations, timeSource: time, seed: 21,
      now: Date(timeIntervalSince1970: 1_795_000_000))
    app.send(.playTheme(id: "sports"))
    var lines: [String] = []
    let session = PlainSession(app: app, game: .memorize) { lines.append($0) }
    session.start()
    for position in chosen {
      time.advance(by: 0.9)
      _ = session.handle("\(position + 1)")
    }
    let plain = app.statistics.record(for: key)
    #expect(fourth.finished == 1)
    #expect(plain.played == fourth.played && plain.finished == fourth.finished)
    #expect(plain.bestScore == fourth.bestScore)
    #expect(plain.recentScores == fourth.recentScores)
    #expect(app.board(of: .memorize)?.ending?.score == face.board(.memorize)?.ending?.score)
  }

  @Test func theFullScreenRecordsTheSameStatisticsForTheSameSeedAndClicks() throws {
    let (face, _) = makeFace(seed: 7)
    face.send(.playTheme(id: "food"))
    let chosen = face.playMemorize()
    let key = Statistics.Key(game: .memorize, themeID: "food", pairs: 12)
    let fourth = face.app.statistics.record(for: key)

    // The same seed and theme on the full screen, the same cards clicked.
    let fixture = ScreenFixture(ScreenSize.large.size, seed: 7) { app in
      app.send(.playTheme(id: "food"))
    }
    for position in chosen {
      fixture.clock.advance(by: 0.9)
      try fixture.click(.card(position))
    }
    let screen = fixture.app.statistics.record(for: key)
    #expect(fourth.finished == 1)
    #expect(screen.played == fourth.played && screen.finished == fourth.finished)
    #expect(screen.bestScore == fourth.bestScore && screen.recentScores == fourth.recentScores)
    #expect(fixture.app.board(of: .memorize)?.ending?.score == face.board(.memorize)?.ending?.score)
  }

  @Test func everyIntentItSentCouldHaveCrossedAWire() throws {
    let (face, _) = makeFace()
    face.send(.playTheme(id: "animals"))
    face.playMemorize(limit: 6)
    let encoder = JSONEncoder()
    let decoder = JSONDecoder()
    for entry in face.log {
      #expect(try decoder.decode(Intent.self, from: encoder.encode(entry.intent)) == entry.intent)
    }
    let board = try #require(face.board(.memorize))
    #expect(
      try decoder.decode(BoardPresentation.self, from: encoder.encode(board)).placingCards()
        == board)
  }
}

/// A data folder of its own, removed when the test is done.
final class TemporaryFolderForFace {
  let root = FileManager.default.temporaryDirectory
    .appendingPathComponent("memorize-fourth-\(UUID().uuidString)")
  var locations: StorageLocations {
    StorageLocations(
      configDirectory: root.appendingPathComponent("config"),
      dataDirectory: root.appendingPathComponent("data"))
  }
  deinit { try? FileManager.default.removeItem(at: root) }
}

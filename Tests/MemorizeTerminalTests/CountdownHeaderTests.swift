import CardGames
import Foundation
import Memorize
import TerminalKit
import TerminalTestSupport
import Testing

@testable import MemorizeTerminal

/// note54 6: the countdown before an away player's turn passes ("Ana's turn passes in 25 s")
/// had no shorter form, so four seats at 40 columns cut the names for it. It shortens as a
/// seat's count does ("Ana: 25 s", then "25 s"), and the names keep their room.
@Suite("The away turn's countdown in a narrow header")
struct CountdownHeaderTests {
  /// The header Dee (`language`) reads at a Memorize table of Ana, Ben, Cy and Dee once Ana,
  /// who moves first, has gone away, in `width` columns.
  static func header(width: Int, language: Language) throws -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("memorize-countdown-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let setup = try #require(
      TableSetup(game: .memorize, seats: Array(repeating: .person, count: 4), leaveGrace: 0))
    let host = TableHost(
      code: "BLUE-42", setup: setup,
      locations: StorageLocations(
        configDirectory: folder.appendingPathComponent("config"),
        dataDirectory: folder.appendingPathComponent("data")),
      timeSource: ManualTimeSource(now: 10), seed: 7, randomness: SeededGenerator(seed: 7))
    for (index, name) in ["Ana", "Ben", "Cy", "Dee"].enumerated() {
      let player = JoinedTable(
        code: "BLUE-42", name: name, language: index == 3 ? language : .english)
      host.open(index + 1)
      _ = host.receive(player.helloText, from: index + 1)
    }
    _ = host.close(1)
    let status = try #require(host.view(for: 4)?.board?.status)
    return Localization.withLanguage(language) { HeaderMonotoneTests.row(status, width: width) }
  }

  @Test(
    "Four seats and the countdown: the countdown shortens, every name stays whole",
    arguments: [
      (Language.english, 40, "▶Ana: 0·0 Ben: 0·0 Cy: 0·0 Dee: 0·0 30 s"),
      (.english, 60, " ▶Ana: 0p 0    Ben: 0p 0    Cy: 0p 0    Dee: 0p 0   30 s"),
      (.english, 80, " ▶Ana: 0p 0    Ben: 0p 0    Cy: 0p 0    Dee: 0p 0   Ana: 30 s"),
      // In Chinese the four seats and the seconds cannot all fit at 40 columns: the last seat
      // gives way, counted, and the seconds stay (they read "+1" for the countdown).
      (.simplifiedChinese, 40, "▶Ana：0·0 Ben：0·0 Cy：0·0 +1 30 秒"),
      (.simplifiedChinese, 60, " ▶Ana：0·0    Ben：0·0    Cy：0·0    Dee：0·0   30 秒"),
    ])
  func fourSeats(language: Language, width: Int, expected: String) throws {
    let header = try Self.header(width: width, language: language)
    #expect(header == expected)
  }
}

import CardGames
import Foundation
import Testing

@testable import Memorize

/// Two computers at one table short of room were both "CPU" (电脑), so nobody could tell whose
/// score or verdict was whose; each now goes by its seat, "CPU 3" ("3 号"), no wider in Chinese.
@Suite("Two computers at one table have distinct short names")
struct ComputerSeatShortNameTests {
  private let home = TemporaryLocations()
  private let time = ManualTimeSource(now: 50)

  /// Ana, Ben, then the casual and the good computer.
  static var names: [String] {
    ["Ana", "Ben", Phrases.computerName(.casual), Phrases.computerName(.good)]
  }

  @Test("A computer beside another goes by its seat; alone, or a person, as before")
  func names() {
    Localization.withLanguage(.english) {
      let names = Self.names
      #expect(
        names.indices.map { Phrases.shortName(names[$0], seat: $0, of: names) } == [
          nil, nil, "CPU 3", "CPU 4",
        ])
      #expect(Phrases.shortSeatLabel(names[3], seat: 3, of: names) == "CPU 4:")
      #expect(Phrases.shorterNames(names[2], seat: 2, of: names) == ["CPU 3"])
      #expect(
        Phrases.shorterNames("Christopher", seat: 0, of: names) == ["Christo…", "Chris…", "Chr…"])
      // One computer keeps its name, "CPU".
      let one = ["Ana", Phrases.computerName(.good)]
      #expect(Phrases.shortName(one[1], seat: 1, of: one) == "CPU")
      #expect(Phrases.shorterNames(one[1], seat: 1, of: one) == ["CPU"])
    }
    Localization.withLanguage(.simplifiedChinese) {
      let names = Self.names
      #expect(Phrases.shortName(names[2], seat: 2, of: names) == "3 号")
      #expect(Phrases.shortSeatLabel(names[3], seat: 3, of: names) == "4 号：")
    }
  }

  @Test("A Memorize table's header and verdicts tell the two computers apart")
  func memorizeTable() throws {
    let players = [
      Player(name: "Ana"), Player(name: Phrases.computerName(.casual), computerLevel: .casual),
      Player(name: Phrases.computerName(.good), computerLevel: .good),
    ]
    try Localization.withLanguage(.english) {
      let app = AppModel(
        locations: home.locations, timeSource: time, seed: 11,
        now: Date(timeIntervalSince1970: 1_795_000_000))
      app.startMemorize(theme: Theme.builtIns[2], pairs: 8, seed: 3, players: players)
      let memorize = try #require(app.memorize)
      #expect(memorize.statusItems.prefix(3).map(\.shortLabel) == [nil, "CPU 2:", "CPU 3:"])
      app.startMatchismo(seed: 3, players: players)
      #expect(app.matchismo.statusItems.prefix(3).map(\.shortLabel) == [nil, "CPU 2:", "CPU 3:"])
    }
  }

  @Test("A race's header narrows each computer to its seat at every step, across a wire too")
  func race() throws {
    try Localization.withLanguage(.english) {
      let app = RaceHeaderFormsTests.race(
        [
          .init(name: "Ana"),
          .init(name: Phrases.computerName(.casual), kind: .computer(.casual)),
          .init(name: Phrases.computerName(.good), kind: .computer(.good)),
        ], home: home, time: time)
      let items = try #require(app.setRace?.statusItems)
      #expect(items.prefix(3).map(\.shortLabel) == [nil, "CPU 2:", "CPU 3:"])
      for step in 0..<6 {
        #expect(items[1].narrowed(step).label == "CPU 2:")
        #expect(items[2].narrowed(step).label == "CPU 3:")
      }
      #expect(items[0].narrowed(5).label == "A…:")
      for item in items {
        let decoded = try JSONDecoder().decode(StatusItem.self, from: JSONEncoder().encode(item))
        #expect(decoded.narrowerForms == item.narrowerForms)
      }
      // A race of one computer carries no seat: the same bytes as before.
      #expect(
        StatusItem.Narrowing.raceSeat(1, of: ["Ana", Phrases.computerName(.good)])
          == .raceSeat(name: Phrases.computerName(.good)))
      let old = #"{"raceSeat":{"name":"Computer (good)"}}"#
      #expect(
        try JSONDecoder().decode(StatusItem.Narrowing.self, from: Data(old.utf8))
          == .raceSeat(name: "Computer (good)", computerSeat: nil))
    }
  }
}

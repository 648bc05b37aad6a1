import CardGames
import Memorize
import TerminalKit
import TerminalTestSupport
import Testing

@testable import MemorizeTerminal

/// Issue 23's play-test of a Set race of four: at 40×15 the seats took the whole header, so the
/// caller's countdown never showed; at 80×24 four long names pushed the last seat (Dan) off the
/// header and his Set! button off the row; the header's "z▶Ana" read as one word.
@Suite("A race of four on the header and the Set! buttons")
struct RaceHeaderFitTests {
  /// A race of `seats` on a screen `width` × `height`, in Set.
  static func race(_ seats: [PlayersDraft.Seat], width: Int, height: Int) -> ScreenFixture {
    let fixture = ScreenFixture(TerminalSize(width: width, height: height))
    fixture.press(.character("3"))
    _ = fixture.app.send(.startPlayers(PlayersDraft(seats: seats)))
    return fixture
  }

  /// Ana and Ben with the casual and the good computer, each computer by its seat short of
  /// room ("CPU 3", "CPU 4"), never both "CPU".
  static var twoAndTwo: [PlayersDraft.Seat] {
    [
      .init(name: "Ana"), .init(name: "Ben"),
      .init(name: Phrases.computerName(.casual), kind: .computer(.casual)),
      .init(name: Phrases.computerName(.good), kind: .computer(.good)),
    ]
  }

  /// Four people with names of 20 characters, Dan's last.
  static var fourLongNames: [PlayersDraft.Seat] {
    [
      "Annabelle Montgomery", "Benedict Fairweather", "Cassandra Whitehouse",
      "Dan Worthington-Lyle",
    ]
    .map { PlayersDraft.Seat(name: $0) }
  }

  /// `text` padded with spaces to `width` columns, as a row of the screen reads.
  static func row(_ text: String, width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - DisplayWidth.of(text)))
  }

  @Test(
    "Four seats at 40 columns: every score, the caller and the seconds left",
    arguments: [
      (
        Language.english, "▶z Ana: 0 m Ben: 0 CPU 3: 0 CPU 4: 0 5s",
        "▶z Ana: 0 m Ben: 0 CPU 3: 0 CPU 4: 0 4s"
      ),
      (
        .simplifiedChinese, "▶z Ana：0 m Ben：0 3 号：0 4 号：0 5 秒",
        "▶z Ana：0 m Ben：0 3 号：0 4 号：0 4 秒"
      ),
    ])
  func fourSeatsAt40(language: Language, header: String, later: String) throws {
    try Localization.withLanguage(language) {
      let fixture = Self.race(Self.twoAndTwo, width: 40, height: 15)
      #expect(fixture.app.racePresentation?.seats.count == 4)
      _ = fixture.app.send(.callSet(seat: 0))
      #expect(fixture.app.setRace?.countdown == 5)
      #expect(fixture.draw().text(inRow: 0) == Self.row(header, width: 40))
      // A second later, one second less.
      fixture.clock.advance(by: 1)
      #expect(fixture.draw().text(inRow: 0) == Self.row(later, width: 40))
    }
  }

  @Test("Four seats at 40 columns while a computer calls: it is marked, the seconds shown")
  func computerCallsAt40() throws {
    let fixture = Self.race(Self.twoAndTwo, width: 40, height: 15)
    let table = try #require(fixture.app.setRace)
    try RaceLineTests.run(fixture) { $0.race.call != nil }
    let caller = try #require(table.race.call?.seat)
    #expect(caller >= 2)
    let seconds = try #require(table.countdown)
    // The first call of the race: nobody has scored yet.
    let seats = ["z Ana: 0", "m Ben: 0", "CPU 3: 0", "CPU 4: 0"].enumerated().map { index, seat in
      (index == caller ? (index > 0 ? " ▶" : "▶") : " ") + seat
    }
    // One column between items, a seat's mark column being it; the caller's "▶" a space from
    // the seat before it (it read "CPU 3: 0▶CPU 4: 0").
    let header = seats.joined() + " \(seconds)s"
    #expect(fixture.draw().text(inRow: 0) == Self.row(header, width: 40))
  }

  @Test("Four long names at 80 columns: every seat on the header and every Set! button")
  func fourLongNamesAt80() throws {
    let fixture = Self.race(Self.fourLongNames, width: 80, height: 24)
    _ = fixture.app.send(.callSet(seat: 3))
    let rows = fixture.draw().snapshotLines
    #expect(
      rows[0]
        == Self.row(
          "  z Annabelle…: 0   m Benedict…: 0   a Cassandra…: 0  ▶g Dan Worth…: 0  5 s left",
          width: 80))
    #expect(
      rows[rows.count - 2]
        == Self.row(
          " [Annabel…: Set!] [Benedic…: Set!] [Cassand…: Set!] [Dan Wor…: Set!] [New game]",
          width: 80))
    // Dan's button calls for Dan: the click on it reaches his seat.
    let buttons = rows[rows.count - 2]
    let dan = try #require(buttons.range(of: "[Dan Wor…: Set!]"))
    let rect = try #require(fixture.screen.hits.rect(of: .button(.callSet(seat: 3))))
    #expect(rect.x == buttons.distance(from: buttons.startIndex, to: dan.lowerBound))
    #expect(rect.y == rows.count - 2)
    #expect(rect.width == DisplayWidth.of("[Dan Wor…: Set!]"))
  }

  @Test("Four long names at 40 columns: the names cut as far as keeps the most Set! buttons")
  func fourLongNamesAt40() {
    let fixture = Self.race(Self.fourLongNames, width: 40, height: 15)
    let rows = fixture.draw().snapshotLines
    #expect(rows[rows.count - 2] == Self.row(" [Ann…: Set!] [Ben…: Set!] [Cas…: Set!]", width: 40))
    #expect(
      rows[0] == Self.row(" z Ann…: 0 m Ben…: 0 a Cas…: 0 g Dan…: 0", width: 40))
  }

  @Test("Names that fit keep their Set! buttons whole; short of room the board's buttons give way")
  func wholeNamesFirst() {
    let fixture = Self.race(Self.twoAndTwo, width: 80, height: 24)
    let rows = fixture.draw().snapshotLines
    #expect(
      rows[rows.count - 2]
        == Self.row(" [Ana: Set!] [Ben: Set!] [New game]", width: 80))
    try? Localization.withLanguage(.simplifiedChinese) {
      let narrow = Self.race(Self.twoAndTwo, width: 40, height: 15)
      let rows = narrow.draw().snapshotLines
      #expect(rows[rows.count - 2] == Self.row(" [Ana：形色！] [Ben：形色！] [新游戏]", width: 40))
    }
  }
}

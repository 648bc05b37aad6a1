import CardGames
import Memorize
import TerminalKit
import TerminalTestSupport
import Testing

@testable import MemorizeTerminal

/// The seats of a Memorize table in the header at 40 columns, where they stand a column apart.
@Suite("Seat header at 40 columns")
struct SeatHeaderFitTests {
  /// A Memorize table of `names` (a name starting "Computer" seats a casual computer) at
  /// 40×15, after `misses` turns that found no pair.
  static func header(
    _ players: [Player], misses: Int = 0, language: Language = .english
  ) throws -> String {
    try Localization.withLanguage(language) {
      let fixture = ScreenFixture(TerminalSize(width: 40, height: 15)) { app in
        app.startMemorize(theme: Theme.builtIns[5], pairs: 4, seed: 3, players: players)
      }
      for _ in 0..<misses {
        let game = try fixture.memorize
        let first = try #require(game.cards.indices.first { !game.cards[$0].isMatched })
        let twin = try fixture.twin(of: first)
        let other = try #require(
          game.cards.indices.first { $0 != first && $0 != twin && !game.cards[$0].isMatched })
        try fixture.choose(first)
        try fixture.choose(other)
        fixture.clock.advance(by: 3)
        fixture.draw()
      }
      let line = fixture.draw().snapshotLines[0]
      return String(line.reversed().drop { $0 == " " }.reversed())
    }
  }

  /// The play-test: "Ana: 0·0▶Ben: 0·0" — the marker of the seat to move ran into the seat
  /// before it. A space stays before it.
  @Test("The turn marker keeps a space from the seat before it")
  func markerKeepsItsSpace() throws {
    let people = ["Ana", "Ben", "Cy", "Dee"].map { Player(name: $0) }
    #expect(try Self.header(people, misses: 1) == " Ana: 0·0 ▶Ben: 0·0 Cy: 0·0 Dee: 0·0")
    let last = try Self.header(people, misses: 3)
    #expect(last == " Ana: 0·0 Ben: 0·−1 Cy: 0·−1 ▶Dee: 0·0", "\(last)")
    #expect(try Self.header(people) == "▶Ana: 0·0 Ben: 0·0 Cy: 0·0 Dee: 0·0")
  }

  /// The play-test: a table of 小红, Ben and two computers showed "▶小红: 0·0 Ben: 0·0 CPU 3:
  /// 0·0", and the fourth seat was simply gone. Where the seats cannot all fit, a sign counts
  /// those hidden, and the seat to move is never one of them.
  @Test("Seats that cannot fit are counted, and the seat to move always shows")
  func hiddenSeatsAreCounted() throws {
    let players = [
      Player(name: "小红"), Player(name: "Ben"),
      Player(name: Phrases.computerName(.casual), computerLevel: .casual),
      Player(name: Phrases.computerName(.casual, number: 2), computerLevel: .casual),
    ]
    #expect(try Self.header(players) == "▶小红: 0·0 Ben: 0·0 CPU 3: 0·0 +1")
    // Where they all fit, all show: Ana is a column narrower than 小红.
    var ana = players
    ana[0] = Player(name: "Ana")
    #expect(try Self.header(ana) == "▶Ana: 0·0 Ben: 0·0 CPU 3: 0·0 CPU 4: 0·0")
    let chinese = try Self.header(players, language: .simplifiedChinese)
    // In Chinese the computers' seats are narrower ("3 号"): every seat fits.
    #expect(chinese == "▶小红：0·0 Ben：0·0 3 号：0·0 4 号：0·0", "\(chinese)")
  }

  /// The seats a header keeps: all where they fit; else the one to move and the others from the
  /// first, as many as leave room for the sign.
  @Test("The view model keeps the seat to move and counts the hidden")
  func seatsShown() {
    let seats = (0..<4).map {
      StatusItem("S\($0)", "0", priority: .essential, isCurrent: $0 == 3)
    }
    let measure = { (_: StatusItem) in 5 }
    let sign = { (_: Int) in 3 }
    #expect(
      StatusItem.seatsShown(seats, in: 20, width: measure, signWidth: sign).map(\.label)
        == ["S0", "S1", "S2", "S3"])
    #expect(
      StatusItem.seatsShown(seats, in: 19, width: measure, signWidth: sign).map(\.label)
        == ["S0", "S1", "S3"])
    #expect(
      StatusItem.seatsShown(seats, in: 13, width: measure, signWidth: sign).map(\.label)
        == ["S0", "S3"])
    #expect(
      StatusItem.seatsShown(seats, in: 4, width: measure, signWidth: sign).map(\.label)
        == ["S3"])
  }

  /// The play-test at 80 columns: four seats showed "Ana: 5·6", the counts alone, though the
  /// row had room for their units in short. The middle form fits, in both languages.
  @Test("At 80 columns four seats take the middle form")
  func fourSeatsAtEighty() throws {
    let people = ["Ana", "Ben", "Cy", "Dee"].map { Player(name: $0) }
    func header(_ language: Language) throws -> String {
      try Localization.withLanguage(language) {
        let fixture = ScreenFixture(TerminalSize(width: 80, height: 24)) { app in
          app.startMemorize(theme: Theme.builtIns[5], pairs: 4, seed: 3, players: people)
        }
        let line = fixture.draw().snapshotLines[0]
        return String(line.reversed().drop { $0 == " " }.reversed())
      }
    }
    let english = try header(.english)
    #expect(
      english == " Vehicles   ▶Ana: 0p 0pts    Ben: 0p 0pts    Cy: 0p 0pts    Dee: 0p 0pts",
      "\(english)")
    let chinese = try header(.simplifiedChinese)
    #expect(
      chinese == " 交通工具   ▶Ana：0 对 0 分    Ben：0 对 0 分    Cy：0 对 0 分    Dee：0 对 0 分",
      "\(chinese)")
  }
}

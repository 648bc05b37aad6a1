import CardGames
import Memorize
import TerminalKit
import TerminalTestSupport
import Testing

@testable import MemorizeTerminal

/// The status line and the tab bar at every width from the smallest the app lays out to 200,
/// in English and Chinese: items and tabs show whole or not at all, least important first.
@Suite("Status items and tabs give way whole")
struct StatusFitTests {
  static let languages: [Language] = [.english, .simplifiedChinese]

  /// A fixture with a game under way in every section, and four people at the Memorize table
  /// with the time bonus on (the longest Memorize header).
  static func fixture(width: Int) throws -> ScreenFixture {
    let fixture = ScreenFixture(TerminalSize(width: width, height: 15)) { app in
      app.startMemorize(
        theme: Theme.builtIns[5], pairs: 8, seed: 3, timeBonus: true,
        players: ["Ana", "Ben", "Chen Jing", "Dora"].map { Player(name: $0) })
    }
    fixture.clock.advance(by: 61)
    try fixture.choose(0)
    fixture.app.matchismo.choose(at: 0)
    fixture.app.set.choose(fixture.app.set.cardsInPlay[0])
    return fixture
  }

  @Test("The status line: whole items, the least important dropped first", arguments: languages)
  func statusLine(language: Language) throws {
    try Localization.withLanguage(language) {
      var before: [Section: StatusLine.Layout] = [:]
      for width in 40...200 {
        let fixture = try Self.fixture(width: width)
        for section in Section.allCases {
          fixture.app.select(section)
          let line = fixture.draw().snapshotLines[0]
          let whole = fixture.app.status(of: section)
          // The header's one order of giving way: every item whole beside the whole title
          // where all fit, each measured at its widest in the game ("8 pairs, 16 pts"), so the
          // form stays from move to move.
          let layout = StatusLine.layout(whole, width: width)
          let allWhole =
            StatusLine.rowWidth(title: whole.title, items: whole.items, gap: StatusLine.gap)
            <= width
          #expect(
            allWhole == (layout == .init(title: whole.title, items: whole.items, gap: 3)),
            "\(width) columns, \(section): '\(line)'")
          // Exactly the title and the kept items, `gap` columns apart (a column, a seat's mark
          // column being it, where only that keeps every seat): nothing cut.
          let gap = layout.gap
          let title = layout.title
          #expect(title.isEmpty || ([whole.title] + whole.shorterTitles).contains(title))
          var expected = title.isEmpty ? "" : " " + title
          for (index, item) in layout.items.enumerated() {
            let space =
              index == 0 && title.isEmpty
              ? StatusLine.leading(before: item, gap: gap)
              : StatusLine.space(before: item, gap: gap)
            expected += String(repeating: " ", count: space) + StatusLine.text(of: item)
          }
          #expect(
            line.trimmingTrailingSpaces == expected, "\(width) columns, \(section): '\(line)'")
          #expect(DisplayWidth.of(line) == width)
          // Whatever was dropped mattered no more than anything kept.
          let kept = layout.items.map(\.priority).sorted()
          #expect(
            kept == Array(whole.items.map(\.priority).sorted().suffix(kept.count)),
            "\(width), \(section)")
          // A wider terminal never shows less.
          if let narrower = before[section] {
            #expect(
              StatusLine.keepsAsMuch(layout, as: narrower),
              "\(width) columns, \(section) shows less than \(width - 1): '\(line)'")
          }
          before[section] = layout
        }
      }
    }
  }

  /// Issue 23: the header counted pairs ("Ana: 1") beside a line that spoke of points ("Match!
  /// +2 for a match"); then its pairs had their unit, but the points that part a tie of pairs
  /// showed first at the end ("Ben: 5 pairs, 7 points"). Each seat's points show as they
  /// change, with their unit where there is room, in both languages.
  @Test("A Memorize table's header says pairs and points, in both languages")
  func pairsAndPointsHaveTheirUnits() throws {
    func header(width: Int, language: Language) throws -> String {
      try Localization.withLanguage(language) {
        let fixture = ScreenFixture(TerminalSize(width: width, height: 24)) { app in
          app.startMemorize(
            theme: Theme.builtIns[5], pairs: 8, seed: 3,
            players: ["Ana", "Ben"].map { Player(name: $0) })
        }
        // Ana matches a pair: 2 points.
        try fixture.choose(0)
        try fixture.choose(fixture.twin(of: 0))
        return fixture.draw().snapshotLines[0].trimmingTrailingSpaces
      }
    }
    let (english, chinese) = (
      try header(width: 80, language: .english), try header(width: 80, language: .simplifiedChinese)
    )
    #expect(
      english == " Memorize · Vehicles   ▶Ana: 1 pair, 2 pts    Ben: 0 pairs, 0 pts   Time 0:00")
    #expect(chinese == " 记忆翻牌 · 交通工具   ▶Ana：1 对，2 分    Ben：0 对，0 分   用时 0:00")
    // Short of room, the pairs with their letter and the points with theirs (issue 23: "Ana:
    // 1·2", the counts alone, read badly beside a negative score), without the title, which
    // gives way before the points' unit does (pt-54a 7: one order at every width).
    let (narrow, narrowChinese) = (
      try header(width: 40, language: .english), try header(width: 40, language: .simplifiedChinese)
    )
    #expect(narrow == " ▶Ana: 1p 2pts    Ben: 0p 0pts")
    #expect(narrowChinese == " ▶Ana：1 对 2 分    Ben：0 对 0 分")
  }

  /// Issue 23's play-test at 40×15: "Ana: 1    Ben: 0    Cy: 0" — the computer's seat was
  /// dropped, then won a game the header never showed; on its turn nothing bore the ▶.
  @Test("At 40 columns every seat stays in the header, a computer as CPU, in both languages")
  func everySeatAtForty() throws {
    func header(_ language: Language, race: Bool) throws -> String {
      try Localization.withLanguage(language) {
        let people = ["Ana", "Ben", "Cy"].map { PlayersDraft.Seat(name: $0) }
        let computer = PlayersDraft.Seat(
          name: Phrases.computerName(.perfect), kind: .computer(.perfect))
        let fixture = ScreenFixture(TerminalSize(width: 40, height: 15))
        if race {
          fixture.press(.character("3"))
          _ = fixture.app.send(.startPlayers(PlayersDraft(seats: [people[0], computer])))
        } else {
          fixture.app.startMemorize(
            theme: Theme.builtIns[5], pairs: 4, seed: 3,
            players: people.map { Player(name: $0.name) }
              + [Player(name: computer.name, computerLevel: .perfect)])
        }
        return fixture.draw().snapshotLines[0].trimmingTrailingSpaces
      }
    }
    let (english, chinese) = (
      try header(.english, race: false), try header(.simplifiedChinese, race: false)
    )
    // Each seat's pairs and points, the seats a column apart (each one's mark column).
    #expect(english == "▶Ana: 0·0 Ben: 0·0 Cy: 0·0 CPU: 0·0")
    #expect(chinese == "▶Ana：0·0 Ben：0·0 Cy：0·0 电脑：0·0")
    // The deck's count matters more in a race than the computer's whole name (note54 5: it
    // read "z Ana: 0    Computer (perfect): 0", the deck gone).
    let race = try header(.english, race: true)
    #expect(race == "  z Ana: 0    CPU: 0   Deck 69", "\(race)")
  }

  /// Issue 23's play-test at 40×15: a race of four people showed "z Ana: 0   m Ben: 0   a Cy:
  /// 0" and no Dee, though the line then said "Dee found a set: +1". Each key stands a space
  /// from its name ("z Ana"), so the seats are a column apart, each one's mark column.
  @Test("At 40 columns a race of four people keeps every seat, the gaps narrower")
  func fourRacersAtForty() throws {
    let fixture = ScreenFixture(TerminalSize(width: 40, height: 15))
    fixture.press(.character("3"))
    let people = ["Ana", "Ben", "Cy", "Dee"].map { PlayersDraft.Seat(name: $0) }
    _ = fixture.app.send(.startPlayers(PlayersDraft(seats: people)))
    let header = fixture.draw().snapshotLines[0].trimmingTrailingSpaces
    let keys = KeyTable.raceCallKeys.prefix(4).map(String.init)
    #expect(
      header == " \(keys[0]) Ana: 0 \(keys[1]) Ben: 0 \(keys[2]) Cy: 0 \(keys[3]) Dee: 0",
      "\(header)")
  }

  /// Issue 23 (play-test at 40×15): the bar dropped "? help" before the tabs' names, so at 40
  /// columns nothing on screen said how to find the keys; then it dropped every other tab's
  /// name and "q quit" before the short names lost their padding.
  @Test(
    "The tab bar: full, short, then tight names before quit or a name gives way; help stays from 40",
    arguments: languages)
  func tabBar(language: Language) throws {
    try Localization.withLanguage(language) {
      // From the app-wide key table: the first key of help and of quit.
      let help = language == .simplifiedChinese ? "?：帮助" : "? help"
      let quit = language == .simplifiedChinese ? "q：退出" : "q quit"
      for width in 40...200 {
        let fixture = try Self.fixture(width: width)
        for section in Section.allCases {
          fixture.app.select(section)
          let line = fixture.draw().snapshotLines[14]
          let withNames = Section.allCases.enumerated().map { "\($0 + 1) \($1.title)" }
          let shortNames = Section.allCases.enumerated().map { "\($0 + 1) \($1.shortTitle)" }
          // Most first: the tabs (a column before, each padded by a space and a column apart)
          // and the hints (padded by a space, two apart); tight, the tabs and the hints
          // unpadded, a column apart ("1Memo 2Match"). One of them fits from 40 columns.
          let padded = [withNames, shortNames].map {
            ("  " + $0.joined(separator: "   ") + "  ", " " + help + "  " + quit + " ")
          }
          let tight = (
            " "
              + Section.allCases.enumerated().map { "\($0 + 1)\($1.shortTitle)" }
              .joined(separator: " ") + " ", help + " " + quit
          )
          let (tabs, hints) = try #require(
            (padded + [tight]).first { DisplayWidth.of($0) + DisplayWidth.of($1) <= width },
            "\(width) columns: the tight names and both hints do not fit")
          let padding = String(
            repeating: " ", count: width - DisplayWidth.of(tabs) - DisplayWidth.of(hints))
          #expect(line == tabs + padding + hints, "\(width) columns, \(section): '\(line)'")
          // The help hint takes clicks and opens help.
          let helpColumn = width - DisplayWidth.of(hints) + 1
          #expect(
            fixture.screen.hits.target(at: Point(x: helpColumn, y: 14)) == .button(.help),
            "\(width) columns, \(section)")
        }
      }
    }
  }

  @Test("At 40 columns the bar reads: every tab by its short name, help and quit")
  func tabBarAtForty() throws {
    func line(_ section: Section, _ language: Language) throws -> String {
      try Localization.withLanguage(language) {
        let fixture = try Self.fixture(width: 40)
        fixture.app.select(section)
        return fixture.draw().snapshotLines[14]
      }
    }
    #expect(try line(.memorize, .english) == " 1Memo 2Match 3Set 4Stats  ? help q quit")
    #expect(try line(.statistics, .english) == " 1Memo 2Match 3Set 4Stats  ? help q quit")
    #expect(try line(.memorize, .simplifiedChinese) == " 1记忆 2扑克 3形色 4统计 ?：帮助 q：退出")
    // A click on it opens help.
    let fixture = try Self.fixture(width: 40)
    try fixture.click(.button(.help))
    #expect(fixture.screen.isShowingHelp)
  }

  /// Narrower than the app lays out the bar is not drawn ("Terminal too small"), but its fit
  /// still names every tab: with both hints down to 39 columns (tight, they take no space after
  /// them), with help down to 34, alone below.
  @Test("At 30 to 39 columns the bar's fit names every tab")
  func tabBarNarrower() {
    Localization.withLanguage(.english) {
      #expect(TabBar.fit(selected: .memorize, width: 39) == .init(names: .tight, hints: .allTight))
      #expect(TabBar.fit(selected: .memorize, width: 38) == .init(names: .tight, hints: .first))
      #expect(TabBar.fit(selected: .memorize, width: 34) == .init(names: .tight, hints: .first))
      #expect(TabBar.fit(selected: .memorize, width: 33) == .init(names: .tight, hints: .none))
      #expect(TabBar.fit(selected: .memorize, width: 30) == .init(names: .tight, hints: .none))
    }
  }
}

extension String {
  fileprivate var trimmingTrailingSpaces: String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}

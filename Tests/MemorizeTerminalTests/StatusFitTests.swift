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
      for width in 40...200 {
        let fixture = try Self.fixture(width: width)
        for section in Section.allCases {
          fixture.app.select(section)
          let line = fixture.draw().snapshotLines[0]
          let whole = fixture.app.status(of: section)
          // Values keep their unit ("2 pairs") while every essential item fits whole beside
          // the shortest title; else each takes its shorter value ("2").
          let status = StatusLine.shortened(whole, width: width)
          let wholeEssentials = whole.items.filter { $0.priority == .essential }.reduce(1) {
            $0 + 3 + DisplayWidth.of(StatusLine.text(of: $1))
          }
          let shortestTitle =
            ([whole.title] + whole.shorterTitles).map(DisplayWidth.of).min() ?? 0
          #expect(
            (status == whole) == (wholeEssentials + shortestTitle <= width),
            "\(width) columns, \(section): '\(line)'")
          let shown = status.items.filter { line.contains(StatusLine.text(of: $0)) }
          // The title whole, or the view model's shorter one, or none, to make room for every
          // essential item; never a title cut.
          let titles = [status.title] + status.shorterTitles
          let title =
            titles.first {
              line.hasPrefix(" " + $0 + "   ") || line.trimmingTrailingSpaces == " " + $0
            } ?? ""
          let essentials = status.items.filter { $0.priority == .essential }
          let essentialWidth = essentials.reduce(1) {
            $0 + 3 + DisplayWidth.of(StatusLine.text(of: $1))
          }
          for longer in titles.prefix(while: { $0 != title }) {
            #expect(
              essentialWidth + DisplayWidth.of(longer) > width,
              "'\(longer)' would fit at \(width): '\(line)'")
          }
          // Exactly the title and the shown items, three columns apart: nothing cut.
          let parts = (title.isEmpty ? [] : [title]) + shown.map(StatusLine.text(of:))
          let expected = " " + parts.joined(separator: "   ")
          #expect(
            line.trimmingTrailingSpaces == expected, "\(width) columns, \(section): '\(line)'")
          #expect(DisplayWidth.of(line) == width)
          // Whatever was dropped mattered no more than anything kept, and the most important
          // dropped item would not have fitted.
          let dropped = status.items.filter { !shown.contains($0) }
          if let keptLeast = shown.map(\.priority).min() {
            #expect(dropped.allSatisfy { $0.priority <= keptLeast }, "\(width), \(section)")
          }
          if let next = dropped.max(by: { $0.priority < $1.priority }) {
            let needed = DisplayWidth.of(expected) + 3 + DisplayWidth.of(StatusLine.text(of: next))
            #expect(needed > width, "\(next.label) would fit at \(width), \(section)")
          }
        }
      }
    }
  }

  /// Issue 23: the header counted pairs ("Ana: 1") beside a line that spoke of points ("Match!
  /// +2 for a match").
  @Test("A Memorize table's header says pairs where it has room, in both languages")
  func pairsHaveTheirUnit() throws {
    func header(width: Int, language: Language) throws -> String {
      try Localization.withLanguage(language) {
        let fixture = ScreenFixture(TerminalSize(width: width, height: 24)) { app in
          app.startMemorize(
            theme: Theme.builtIns[5], pairs: 8, seed: 3,
            players: ["Ana", "Ben"].map { Player(name: $0) })
        }
        return fixture.draw().snapshotLines[0].trimmingTrailingSpaces
      }
    }
    #expect(
      try header(width: 80, language: .english).hasSuffix(
        "▶Ana: 0 pairs    Ben: 0 pairs   Time 0:00"))
    #expect(try header(width: 80, language: .simplifiedChinese).contains("▶Ana：0 对    Ben：0 对"))
    // Short of room, the count alone, as before.
    #expect(try header(width: 40, language: .english).hasSuffix("▶Ana: 0    Ben: 0"))
  }

  @Test(
    "The tab bar: hints, then full names, give way; every tab named from 40 columns",
    arguments: languages)
  func tabBar(language: Language) throws {
    try Localization.withLanguage(language) {
      for width in 40...200 {
        let fixture = try Self.fixture(width: width)
        for section in Section.allCases {
          fixture.app.select(section)
          let line = fixture.draw().snapshotLines[14].trimmingTrailingSpaces
          // From the app-wide key table: the first key of help and of quit.
          let hints = language == .simplifiedChinese ? "? 帮助  q 退出" : "? help  q quit"
          let withNames = Section.allCases.enumerated().map { "\($0 + 1) \($1.title)" }
          let shortNames = Section.allCases.enumerated().map { "\($0 + 1) \($1.shortTitle)" }
          let numbersOnly = Section.allCases.enumerated().map { index, other in
            other == section ? "\(index + 1) \(other.title)" : "\(index + 1)"
          }
          let allowed = [
            "  " + withNames.joined(separator: "   "),
            "  " + shortNames.joined(separator: "   "),
            "  " + numbersOnly.joined(separator: "   "),
          ]
          let tabs = line.hasSuffix(hints) ? String(line.dropLast(hints.count)) : line
          #expect(
            allowed.contains(tabs.trimmingTrailingSpaces), "\(width) columns, \(section): '\(line)'"
          )
          // The names of the tabs shorten, then go, only when they would not fit with the
          // hints gone; from 40 columns on, every tab has a name, so all four read apart.
          if tabs.trimmingTrailingSpaces == allowed[1] {
            #expect(DisplayWidth.of(allowed[0]) + 2 > width, "\(width): names would fit")
          }
          if tabs.trimmingTrailingSpaces == allowed[2] {
            #expect(DisplayWidth.of(allowed[1]) + 2 > width, "\(width): short names would fit")
          }
          #expect(tabs.trimmingTrailingSpaces != allowed[2], "\(width): '\(line)'")
          if !line.hasSuffix(hints) {
            #expect(
              DisplayWidth.of(allowed[0]) + 2 + DisplayWidth.of(hints) + 2 > width,
              "\(width): the hints would fit")
          }
        }
      }
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

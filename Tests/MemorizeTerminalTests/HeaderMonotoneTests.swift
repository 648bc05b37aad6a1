import CardGames
import Memorize
import TerminalKit
import TerminalTestSupport
import Testing

@testable import MemorizeTerminal

extension StatusLine {
  /// Whether `wider` shows at least what `narrower` does: a title at least as long, and every
  /// item `narrower` shows (told apart by what a screen reader says of it) in at least as many
  /// columns; the sign that counts hidden seats ("+1") aside, since fewer are hidden.
  static func keepsAsMuch(_ wider: Layout, as narrower: Layout) -> Bool {
    func isSign(_ item: StatusItem) -> Bool {
      item.label.isEmpty && (1...8).contains { item.value == Phrases.hiddenSeats($0) }
    }
    guard narrower.title.isEmpty || DisplayWidth.of(wider.title) >= DisplayWidth.of(narrower.title)
    else { return false }
    return narrower.items.filter { !isSign($0) }.allSatisfy { item in
      wider.items.contains {
        $0.spokenText == item.spokenText && widest(of: $0) >= widest(of: item)
      }
    }
  }
}

/// pt-54a 7: the header at 90 columns showed more than at 100 — the title gave way before the
/// seats' counts took their middle form ("0p 0pts"). note54 5: a Set race at 40 columns kept
/// "Computer (perfect)" whole and dropped "Deck 69". The header gives way in one order
/// (``StatusItem/Priority``), so a wider terminal never shows less.
@Suite("The header gives way in one order")
struct HeaderMonotoneTests {
  static let perfect = Phrases.computerName(.perfect)

  /// The statuses of a Memorize table of `players` at every width, in `language`.
  static func memorize(_ players: [Player], language: Language) -> [SectionStatus] {
    Localization.withLanguage(language) {
      let fixture = ScreenFixture(TerminalSize(width: 80, height: 24)) { app in
        app.startMemorize(theme: Theme.builtIns[0], pairs: 8, seed: 3, players: players)
      }
      return [fixture.app.status(of: .memorize)]
    }
  }

  /// A race of Ana and the perfect computer, its status in `language`, and while Ana calls.
  static func race(language: Language) -> [SectionStatus] {
    Localization.withLanguage(language) {
      let fixture = RaceHeaderFitTests.race(
        [.init(name: "Ana"), .init(name: perfect, kind: .computer(.perfect))], width: 80,
        height: 24)
      let idle = fixture.app.status(of: .set)
      _ = fixture.app.send(.callSet(seat: 0))
      return [idle, fixture.app.status(of: .set)]
    }
  }

  static let twoSeats = [Player(name: "Ana"), Player(name: perfect, computerLevel: .perfect)]
  static let fourSeats = ["Ana", "Ben", "Christopher", "Dee"].map { Player(name: $0) }

  @Test(
    "From 40 to 200 columns a wider header never shows less",
    arguments: [Language.english, .simplifiedChinese])
  func neverLess(language: Language) {
    let statuses =
      Self.memorize(Self.twoSeats, language: language)
      + Self.memorize(Self.fourSeats, language: language) + Self.race(language: language)
    Localization.withLanguage(language) {
      for status in statuses {
        var narrower = StatusLine.layout(status, width: 40)
        for width in 41...200 {
          let layout = StatusLine.layout(status, width: width)
          #expect(
            StatusLine.keepsAsMuch(layout, as: narrower),
            "\(status.title) at \(width): \(layout) after \(narrower)")
          narrower = layout
        }
      }
    }
  }

  /// The header's row at `width`, its trailing spaces gone.
  static func row(_ status: SectionStatus, width: Int) -> String {
    var buffer = CellBuffer(size: TerminalSize(width: width, height: 1))
    StatusLine(palette: Palette(profile: .none)).draw(
      status, in: Rect(x: 0, y: 0, width: width, height: 1), into: &buffer)
    var line = buffer.snapshotLines[0]
    while line.last == " " { line.removeLast() }
    return line
  }

  @Test("Four seats at 90 and 100 columns: the whole title and the counts' middle form")
  func ninetyAndHundred() throws {
    let status = try #require(Self.memorize(Self.fourSeats, language: .english).first)
    let seats = "▶Ana: 0p 0pts    Ben: 0p 0pts    Christopher: 0p 0pts    Dee: 0p 0pts"
    #expect(Self.row(status, width: 100) == " Memorize · Halloween   " + seats)
    #expect(Self.row(status, width: 90) == " Halloween   " + seats)
  }

  /// Issue 23 (term-56): at 80 columns a game of two had no clock. Every count is measured at
  /// its widest ("8p 16pts"), and the clock gave way before the long units did; it gives way
  /// after them, so the time stays beside the counts' middle form.
  @Test(
    "Two seats at 80 columns keep the clock beside the counts' middle form",
    arguments: [Language.english, .simplifiedChinese])
  func twoSeatsKeepTheClock(language: Language) throws {
    let players = [
      Player(name: "Ana"), Player(name: Phrases.computerName(.good), computerLevel: .good),
    ]
    let status = try #require(Self.memorize(players, language: language).first)
    let row = Localization.withLanguage(language) { Self.row(status, width: 80) }
    if language == .english {
      #expect(
        row
          == " Memorize · Halloween   ▶Ana: 0p 0pts    Computer (good): 0p 0pts   Time 0:00")
    }
    let time = Localization.withLanguage(language) { Phrases.time }
    #expect(row.contains(time) && row.hasSuffix("0:00"), "\(row)")
    // Narrower, the clock gives way before the title does.
    let narrower = Localization.withLanguage(language) { Self.row(status, width: 70) }
    #expect(!narrower.contains(time), "\(narrower)")
  }

  @Test("A race at 40 columns keeps the deck; the computer takes its short name")
  func raceKeepsTheDeck() throws {
    let english = Self.race(language: .english)
    #expect(Self.row(english[0], width: 40) == "  z Ana: 0    CPU: 0   Deck 69")
    // Whole where it all fits.
    #expect(
      Self.row(english[0], width: 80) == " Set    z Ana: 0    Computer (perfect): 0   Deck 69")
    // In Chinese the computer's whole name fits beside it.
    let chinese = Self.race(language: .simplifiedChinese)
    #expect(Self.row(chinese[0], width: 40) == "  z Ana：0    电脑（完美）：0   牌堆 69")
  }
}

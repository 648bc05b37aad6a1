import CardGames
import Memorize
import TerminalKit
import TerminalTestSupport
import Testing

@testable import MemorizeTerminal

/// Keys no keyboard layout promises: what an emoji picker, a dead key or line noise types.
/// None may crash a screen, and none may be taken for the digit it starts with.
@Suite("Robustness: unusual keys on every screen")
struct ScreenInputRobustnessTests {
  /// Characters that begin with a section digit but are not that digit.
  static let digitLookalikes: [Character] = [
    "1️⃣", "2\u{301}", "3\u{FE0F}", "4\u{20E3}", "#️⃣", "١", "４", "²", "½",
  ]

  /// Each screen and overlay a key can reach, set up from a fresh app.
  enum Place: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case chooser, memorizeBoard, matchismo, set, statistics, help, editor, players
    var testDescription: String { rawValue }

    func fixture() -> ScreenFixture {
      let fixture = ScreenFixture(.small) { app in
        if self == .memorizeBoard { app.startMemorize(theme: .halloween, pairs: 8, seed: 3) }
      }
      fixture.draw()
      switch self {
      case .chooser, .memorizeBoard: break
      case .matchismo: fixture.press(.character("2"))
      case .set: fixture.press(.character("3"))
      case .statistics: fixture.press(.character("4"))
      case .help: fixture.press(.character("?"))
      case .editor: fixture.press(.character("e"))
      case .players: fixture.press(.character("p"))
      }
      return fixture
    }
  }

  @Test(
    "A keycap, a digit with a combining mark or a variation selector is no section key",
    arguments: Place.allCases)
  func digitLookalikesAreNotDigits(place: Place) {
    let fixture = place.fixture()
    let section = fixture.app.section
    for character in Self.digitLookalikes {
      // On the help overlay any key only closes it; reopen so every key meets the overlay.
      if place == .help && !fixture.screen.isShowingHelp { fixture.press(.character("?")) }
      let action = fixture.press(.character(character))
      #expect(action == .continue, "\(character.unicodeScalars.map(\.value))")
      #expect(fixture.app.section == section, "\(character.unicodeScalars.map(\.value))")
    }
    // The help overlay closes on any key, so it is the one place left by the last key.
    #expect(!fixture.screen.isShowingHelp)
    #expect((fixture.screen.editor != nil) == (place == .editor))
    #expect((fixture.screen.playersSetup != nil) == (place == .players))
  }

  @Test("The plain digits 1 to 4 still pick the sections")
  func plainDigitsPickSections() {
    let fixture = ScreenFixture(.small)
    fixture.draw()
    for (digit, section) in zip("4321", [Section.statistics, .set, .matchismo, .memorize]) {
      fixture.press(.character(digit))
      #expect(fixture.app.section == section)
    }
  }

  @Test("Keycap emoji typed as bytes reach the screen whole and change nothing")
  func keycapBytesThroughTheDecoder() {
    let fixture = ScreenFixture(.small)
    fixture.press(.character("2"))
    var decoder = InputDecoder()
    let events = decoder.feed(Array("1️⃣2\u{301}3\u{FE0F}".utf8)) + decoder.flushPending()
    #expect(
      events == [
        .key(KeyPress(.character("1️⃣"))), .key(KeyPress(.character("2\u{301}"))),
        .key(KeyPress(.character("3\u{FE0F}"))),
      ])
    for event in events { #expect(fixture.screen.handle(event) == .continue) }
    #expect(fixture.app.section == .matchismo)
  }

  @Test("200 KB of random bytes through the real decoder never crash a screen")
  func randomBytes() {
    let fixture = ScreenFixture(.small)
    var random = SplitMix64(seed: 10)
    var decoder = InputDecoder()
    var eventCount = 0
    for _ in 0..<(200 * 1024 / 256) {
      let chunk = (0..<256).map { _ in UInt8.random(in: 0...255, using: &random) }
      for event in decoder.feed(chunk) {
        eventCount += 1
        _ = fixture.screen.handle(event)
        // Every event is handled; a frame is drawn every 64 (a debug build draws slowly), which
        // still draws every screen the bytes reach. The fuzz target draws after every event.
        if eventCount % 64 == 0 { fixture.draw() }
      }
    }
    for event in decoder.flushPending() { _ = fixture.screen.handle(event) }
    fixture.draw()
    #expect(eventCount > 10_000)
  }
}

@Suite("Robustness: numbers from files on screen")
struct ScreenFileNumberTests {
  @Test("A sparkline scales ordinary scores, and extreme ones from a file do not overflow")
  func sparkline() {
    #expect(StatisticsView.sparkline([0, 7, 14, 3]) == "▁▄█▂")
    #expect(StatisticsView.sparkline([5, 5]) == "▅▅")
    #expect(StatisticsView.sparkline([]) == "")
    #expect(StatisticsView.sparkline([Int.min, 0, Int.max]) == "▁▄█")
  }
}

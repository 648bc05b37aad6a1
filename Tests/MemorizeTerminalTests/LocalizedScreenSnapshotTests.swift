import CardGames
import Foundation
import Memorize
import TerminalKit
import TerminalTestSupport
import Testing

@testable import MemorizeTerminal

/// Every screen in Simplified Chinese at 80×24 and 160×48: double-width text that must fit or
/// give way whole, never cut in half.
@Suite("Screen snapshots in other languages")
struct LocalizedScreenSnapshotTests {
  /// One screen of the app, set up the way ScreenSnapshotTests sets it up.
  enum Scene: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case chooser, memorizeBoard, gameOver, matchismo, set, statistics, statisticsEmpty, help
    case themeEditor, players, corruptThemesNotice
    case twoPlayersGameOver, matchismoThreeCards, setGameOver, themeDealQuestion, editorProblem
    case playersWithComputer, saveFailedNotice

    var testDescription: String { rawValue }

    func fixture(_ size: ScreenSize) throws -> ScreenFixture {
      switch self {
      case .chooser:
        return ScreenFixture(size)
      case .memorizeBoard:
        return try ScreenSnapshotTests.memorizeInPlay(size)
      case .gameOver:
        let fixture = ScreenFixture(size) { app in
          app.startMemorize(theme: .halloween, pairs: 6, seed: 3)
        }
        try fixture.finishMemorize(secondsPerMove: 2)
        return fixture
      case .matchismo:
        let fixture = ScreenFixture(size)
        fixture.press(.character("2"))
        for index in 0..<3 {
          fixture.clock.advance(by: 2)
          fixture.app.matchismo.choose(at: index)
        }
        fixture.press(.character("["))
        return fixture
      case .set:
        return try ScreenSnapshotTests.setInPlay(size, profile: .trueColor)
      case .statistics:
        return try ScreenSnapshotTests.statisticsAfterGames(size)
      case .statisticsEmpty:
        let fixture = ScreenFixture(size)
        fixture.press(.character("4"))
        return fixture
      case .help:
        let fixture = try ScreenSnapshotTests.memorizeInPlay(size)
        fixture.press(.character("?"))
        return fixture
      case .themeEditor:
        let fixture = ScreenFixture(size)
        fixture.press(.down)
        fixture.press(.character("e"))
        return fixture
      case .players:
        let fixture = ScreenFixture(size)
        fixture.press(.character("p"))
        return fixture
      case .corruptThemesNotice:
        return ScreenFixture(size.size, themesFile: "{ this is not JSON")
      case .twoPlayersGameOver:
        // The winner's banner and the standings in the header, for two named players.
        let fixture = ScreenFixture(size) { app in
          app.startMemorize(
            theme: .halloween, pairs: 4, seed: 3,
            players: [Player(name: "小明"), Player(name: "安娜")])
        }
        try fixture.finishMemorize(secondsPerMove: 2)
        return fixture
      case .matchismoThreeCards:
        // Three-card mode: three cards chosen, and the outcome sentence under the board.
        let fixture = ScreenFixture(size)
        fixture.press(.character("2"))
        fixture.press(.character("m"))
        for index in 0..<3 {
          fixture.clock.advance(by: 2)
          fixture.app.matchismo.choose(at: index)
        }
        return fixture
      case .setGameOver:
        let fixture = ScreenFixture(size)
        fixture.press(.character("3"))
        try fixture.finishSet(secondsPerMove: 2)
        return fixture
      case .themeDealQuestion:
        // A theme with fewer emoji than the pairs in play asks before it deals.
        let fixture = ScreenFixture(size) { app in
          app.startMemorize(theme: app.themes.themes[1], pairs: 8, seed: 3)
        }
        let small = fixture.app.themes.addingTheme(named: "小主题")
        fixture.press(.character("t"))
        fixture.app.openTheme(id: small.id)
        #expect(fixture.app.pendingThemeDeal != nil)
        fixture.draw()
        return fixture
      case .editorProblem:
        // The editor's message line: text that is not an emoji, refused.
        let fixture = ScreenFixture(size)
        fixture.press(.down)
        fixture.press(.character("e"))
        fixture.press(.down)
        fixture.press(.down)
        fixture.type("ab")
        fixture.press(.enter)
        return fixture
      case .playersWithComputer:
        let fixture = ScreenFixture(size) { app in
          app.startMemorize(
            theme: .halloween, pairs: 6, seed: 3,
            players: [Player(name: "小明"), Player(name: "电脑", computerLevel: .casual)])
        }
        fixture.press(.character("p"))
        return fixture
      case .saveFailedNotice:
        // state.json a link to nothing: the save is refused, and the notice line says so (a
        // reason with no temporary path in it, so the snapshot stays the same).
        let fixture = ScreenFixture(size)
        let data = fixture.root.appendingPathComponent("data")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
          atPath: data.appendingPathComponent("state.json").path, withDestinationPath: "nowhere")
        fixture.app.openTheme(id: "animals")
        #expect(fixture.app.saveNow() == false)
        fixture.draw()
        return fixture
      }
    }
  }

  static let cases = Scene.allCases.flatMap { scene in ScreenSize.allCases.map { (scene, $0) } }

  @Test("Every screen in Simplified Chinese", arguments: cases)
  func chinese(scene: Scene, size: ScreenSize) throws {
    try Localization.withLanguage(.simplifiedChinese) {
      let fixture = try scene.fixture(size)
      let text = fixture.snapshot()
      assertSnapshot(text, named: "zh_CN-\(scene.rawValue)-\(size.rawValue)")
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      for line in lines where !line.isEmpty {
        #expect(DisplayWidth.of(String(line)) == size.size.width, "\(line)")
      }
      #expect(text.contains { $0.unicodeScalars.first.map(Self.isHan) ?? false })
      if scene == .set {
        // A Set card's colour mark in its corner is the catalog's, not an English initial.
        #expect(text.contains("红│") || text.contains("绿│") || text.contains("紫│"), "\(text)")
        #expect(text.firstMatch(of: #/[rgp]│/#) == nil, "\(text)")
      }
    }
  }

  @Test(
    "Every screen in Chinese at odd sizes wider than 80×24: no wide character cut or overlapping",
    arguments: Scene.allCases)
  func chineseAtOddSizes(scene: Scene) throws {
    try Localization.withLanguage(.simplifiedChinese) {
      let fixture = try scene.fixture(.small)
      for (width, height) in [(81, 24), (97, 29), (123, 37), (161, 49)] {
        fixture.resize(to: TerminalSize(width: width, height: height))
        let text = fixture.snapshot()
        for line in text.split(separator: "\n") where !line.isEmpty {
          #expect(DisplayWidth.of(String(line)) == width, "\(width)×\(height): \(line)")
        }
      }
    }
  }

  @Test("Every screen in the pseudo-locale: no English left, nothing cut short", arguments: cases)
  func pseudo(scene: Scene, size: ScreenSize) throws {
    try Localization.withLanguage(.pseudo) {
      let fixture = try scene.fixture(size)
      let text = fixture.snapshot()
      for line in text.split(separator: "\n") {
        // File names (themes.json…) are the player's files, and key names are the keys' own.
        let words = line.split(separator: " ").filter { !$0.contains(".json") }
          .flatMap { $0.split { !($0.isASCII && $0.isLetter) } }
          .filter { $0.count >= 3 && !Self.keyNames.contains(String($0)) }
        #expect(words.isEmpty, "untranslated: \(words) in \(line)")
      }
      // Every bracketed text is whole (a wrapped one may span lines), or visibly cut with an
      // ellipsis (a notice too long for its lines, a help line on a narrow terminal): a text
      // that lost its closing bracket without one was cut silently. Read in order, an
      // ellipsis ends every bracket still open, as does the ▼ of a help that scrolls on (its
      // last row shown is cut at the box, and the mark says more follows).
      var open = 0
      var balanced = true
      for character in text {
        switch character {
        case "[": open += 1
        case "]":
          if open == 0 { balanced = false }
          open = max(0, open - 1)
        case "…", "▼": open = 0
        default: break
        }
      }
      #expect(balanced && open == 0, "cut short:\n\(text)")
    }
  }

  static let keyNames: Set<String> = ["Tab", "Shift", "Ctrl", "Esc", "Del", "PgUp", "PgDn"]

  static func isHan(_ scalar: Unicode.Scalar) -> Bool {
    (0x4E00...0x9FFF).contains(scalar.value)
  }
}

import CardGames
import Memorize
import TerminalKit
import TerminalTestSupport
import Testing

@testable import MemorizeTerminal

/// The help is written from the key maps that handle the keys: on every screen, every key the
/// real handler takes is in the help, on the line of what it did, and every key the help names
/// is taken by the handler.
@Suite("Help from the key maps")
struct HelpFromKeyMapTests {
  /// A screen of the app, as the help sees it.
  enum Scene: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case chooserNarrow, chooserBeside, memorizeBoard, matchismo, set, statistics

    var testDescription: String { rawValue }

    func fixture() -> ScreenFixture {
      let size =
        self == .chooserBeside
        ? ScreenSize.large.size : ScreenSize.small.size
      let fixture = ScreenFixture(size) { app in
        app.startMemorize(theme: .halloween, pairs: 6, seed: 3)
      }
      switch self {
      case .chooserNarrow, .chooserBeside: fixture.press(.character("t"))
      case .memorizeBoard: break
      case .matchismo: fixture.press(.character("2"))
      case .set: fixture.press(.character("3"))
      case .statistics: fixture.press(.character("4"))
      }
      return fixture
    }
  }

  /// Every key a player can press that a map could hold: printable ASCII, Ctrl with a letter,
  /// and the named keys, with and without Shift.
  static let presses: [KeyPress] = {
    var presses = (32...126).compactMap(Unicode.Scalar.init).map {
      KeyPress(.character(Character($0)))
    }
    presses += "abcdefghijklmnopqrstuvwxyz".map { KeyPress(.character($0), modifiers: .control) }
    let named: [Key] =
      [
        .enter, .tab, .backspace, .escape, .up, .down, .left, .right, .home, .end, .pageUp,
        .pageDown, .insert, .delete,
      ] + (1...12).map { .function($0) }
    for key in named {
      presses += [KeyPress(key), KeyPress(key, modifiers: .shift)]
    }
    return presses
  }()

  /// The help as drawn over `scene`: its lines, read off the screen inside the box.
  static func drawnHelp(_ scene: Scene) -> [String] {
    let fixture = scene.fixture()
    fixture.press(.character("?"))
    let lines = fixture.draw().snapshotLines
    guard let top = lines.firstIndex(where: { $0.contains("╭─ Help ─") }),
      let bottom = lines.lastIndex(where: { $0.contains("╰") })
    else { return [] }
    return lines[(top + 1)..<bottom].map { line in
      String(line.drop { $0 != "│" }.dropFirst().prefix { $0 != "│" })
        .trimmingCharacters(in: .whitespaces)
    }.filter { !$0.isEmpty && $0 != "Other keys close · Ctrl-C quit" }
  }

  @Test(
    "The help shows exactly the screen's key map, one line per command", arguments: Scene.allCases)
  func helpIsTheKeyMap(scene: Scene) {
    let model = scene.fixture().screen.helpLines
    let drawn = Self.drawnHelp(scene)
    #expect(drawn.count == model.count, "\(drawn)")
    for (line, help) in zip(drawn, model) {
      #expect(line.hasPrefix(help.keys + " "), "'\(line)' starts with \(help.keys)")
      #expect(line.hasSuffix(" " + help.action), "'\(line)' ends with \(help.action)")
    }
  }

  @Test("Every key the real handler takes is on its help line", arguments: Scene.allCases)
  func everyHandledKeyIsInTheHelp(scene: Scene) {
    let help = scene.fixture().screen.helpLines
    var handled = 0
    for press in Self.presses {
      let fixture = scene.fixture()
      _ = fixture.screen.handle(.key(press))
      guard let line = fixture.screen.lastHandledKey else { continue }
      handled += 1
      #expect(help.contains(line), "\(press) did '\(line.action)', which the help does not list")
      let name = KeyCommand<Void>.Press(naming: press)?.text ?? "?"
      #expect(
        line.keys.components(separatedBy: ", ").contains(name),
        "\(press) is not named '\(name)' on its line '\(line.keys)'")
    }
    #expect(handled >= 10, "\(handled) keys handled on \(scene)")
  }

  @Test("Every key the help names is taken by the real handler", arguments: Scene.allCases)
  func everyKeyInTheHelpIsHandled(scene: Scene) throws {
    let help = scene.fixture().screen.helpLines
    // A key's name back to the press: the first press that has it.
    var pressNamed: [String: KeyPress] = [:]
    for press in Self.presses {
      guard let name = KeyCommand<Void>.Press(naming: press)?.text else { continue }
      if pressNamed[name] == nil { pressNamed[name] = press }
    }
    // The mouse's line and the game's rules (Memorize's "Score") name no key.
    let rules = Labels.helpRules(of: GameKind.memorize, seats: 2).map(\.name)
    for line in help where line.keys != Labels.mouse && !rules.contains(line.keys) {
      for name in line.keys.components(separatedBy: ", ") {
        let press = try #require(pressNamed[name], "no key is named '\(name)'")
        let fixture = scene.fixture()
        _ = fixture.screen.handle(.key(press))
        #expect(
          fixture.screen.lastHandledKey == line, "\(name) on \(scene) did not do '\(line.action)'")
      }
    }
  }

  /// Issue 23: the "seen before" penalty was explained nowhere; the help says how Memorize
  /// scores, on its own line after the board's keys, and wraps it in the box at 40 columns.
  @Test("Memorize's help states how it scores; Matchismo's does not")
  func helpStatesTheScoring() {
    let rule = HelpLine(
      keys: "Score", action: "match +2; −1 per mismatched card turned up again")
    let board = Scene.memorizeBoard.fixture()
    #expect(board.screen.helpLines.contains(rule))
    #expect(
      Self.drawnHelp(.memorizeBoard).contains {
        $0.hasPrefix("Score ") && $0.hasSuffix(" " + rule.action)
      })
    #expect(!Scene.matchismo.fixture().screen.helpLines.contains { $0.keys == "Score" })
    let narrow = ScreenFixture(TerminalSize(width: 40, height: 15)) { app in
      app.startMemorize(theme: .halloween, pairs: 6, seed: 3)
    }
    narrow.press(.character("?"))
    let rows = HelpOverlay.rows(narrow.screen.helpLines, width: 36)
    let read = rows.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    #expect(read.contains("Score ") && read.contains(Phrases.memorizeScoring), "\(rows)")
    #expect(rows.allSatisfy { DisplayWidth.of($0) <= 36 }, "\(rows)")
  }

  /// Issue 23's third round: with --time-bonus the help's Score line said nothing of the
  /// bonus, and the narrow header's seat counts ("0·0") were explained nowhere.
  @Test("The help's Score line states the time bonus when it is on; a table's, what 2·3 means")
  func helpStatesTheBonusAndTheNarrowCounts() {
    let fixture = ScreenFixture(TerminalSize(width: 80, height: 24)) { app in
      app.startMemorize(
        theme: .halloween, pairs: 6, seed: 3, timeBonus: true,
        players: [Player(name: "Ana"), Player(name: "Ben")])
    }
    let lines = fixture.screen.helpLines
    #expect(
      lines.contains(
        HelpLine(
          keys: "Score",
          action:
            "match +2, +1 per second left of each card's 6 s face up; −1 per mismatched card "
            + "turned up again")))
    #expect(
      lines.contains(
        HelpLine(
          keys: "2·3",
          action: "pairs·points, where the header is narrow; pairs win, points "
            + "break a tie")))
    fixture.press(.character("?"))
    let drawn = fixture.snapshot()
    // Drawn whole, wrapped under its column at 80.
    #expect(
      drawn.contains(
        "│ Score                     match +2, +1 per second left of each card's 6 s │"), "\(drawn)"
    )
    #expect(
      drawn.contains(
        "│                           face up; −1 per mismatched card turned up again │"), "\(drawn)"
    )
    #expect(
      drawn.contains(
        "│ 2·3                       pairs·points, where the header is narrow; pairs │"), "\(drawn)"
    )
    // Alone and without the bonus, the rule as it was, and no line for seats.
    let solo = Scene.memorizeBoard.fixture().screen.helpLines
    #expect(!solo.contains { $0.keys == "2·3" })
    #expect(solo.contains { $0.keys == "Score" && !$0.action.contains("second") })
  }

  @Test("The chooser's help names e, + and Esc, which it handles")
  func chooserKeys() {
    let keys = ScreenFixture(ScreenSize.small.size) { app in
      app.startMemorize(theme: .halloween, pairs: 6, seed: 3)
    }
    keys.press(.character("t"))
    let lines = keys.screen.helpLines.map(\.keys)
    #expect(lines.contains("e"))
    #expect(lines.contains("+, a"))
    #expect(lines.contains("Esc, Backspace"))
  }

  @Test("Every line of the sections' key tables is answered, and helped, on some screen")
  func everyTableLineIsOnSomeScreen() {
    let shown = Scene.allCases.flatMap { $0.fixture().screen.helpLines.map(\.action) }
    for table in [KeyTable.chooser, .memorizeBoard, .matchismo, .set, .everywhere] {
      // The call of a shared table's race is answered, and helped, on the joined screen
      // (JoinedScreenTests.theHelpListsOnlyWhatTheTableAnswers).
      for line in table.lines where line.action != .callSetAtTable {
        // The help says whether reduced motion is on now; the table cannot know.
        let action =
          line.action == .reducedMotion(isOn: nil)
          ? Memorize.Labels.KeyAction.reducedMotion(isOn: false) : line.action
        #expect(
          shown.contains(Memorize.Labels.describe(action)),
          "'\(Memorize.Labels.describe(action))' of \(table) is on no screen's help")
      }
    }
  }
}

import CardGames
import Memorize
import TerminalKit
import TerminalTestSupport
import Testing

@testable import MemorizeTerminal

/// The players panel, the theme editor and the yes/no question handle their keys by their key
/// tables, and their footers (the question's buttons) are written from the same tables: every
/// key the real handler takes is on the footer, and every key the footer names is taken.
@Suite("Panel and question keys from their tables")
struct PanelKeyTableTests {
  /// Issue 23: the players panel's help repeated the theme editor's Backspace line, "erase the
  /// last letter (the editor's emoji: remove it)"; each panel lists only its own keys.
  @Test("Backspace: the players panel's line is about letters, the editor's about the emoji too")
  func eachPanelItsOwnBackspace() {
    func backspace(_ table: KeyTable) -> String? {
      table.lines.first { $0.keys == [.backspace] }.map { Labels.describe($0.action) }
    }
    Localization.withLanguage(.english) {
      #expect(backspace(.players) == "erase the last letter")
      #expect(backspace(.editor) == "erase the last letter, or remove the picked emoji")
      // memorize --help lists the panels' keys as the help overlay does.
      let help = FrontEnd.terminal.help.split(separator: "\n").map(String.init)
      let players = help.drop { !$0.hasPrefix(" Players panel:") }.prefix {
        !$0.hasPrefix(" Theme editor:")
      }
      #expect(
        players.contains { $0.hasPrefix("  Backspace") && $0.hasSuffix("erase the last letter") })
      #expect(!players.contains { $0.contains("emoji") }, "\(players)")
    }
    Localization.withLanguage(.simplifiedChinese) {
      #expect(backspace(.players) == "删除最后一个字")
      #expect(backspace(.editor) == "删除最后一个字，或移除选中的表情")
    }
  }

  enum Panel: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case players, editor, question

    var testDescription: String { rawValue }

    var table: KeyTable {
      switch self {
      case .players: .players
      case .editor: .editor
      case .question: .question
      }
    }

    /// How many states a key can find the panel in: the players panel on each kind of row,
    /// the editor in each field, the question asked.
    var stateCount: Int {
      switch self {
      case .players: 3
      case .editor: ThemeEditorState.Field.allCases.count
      case .question: 1
      }
    }

    /// The panel open over a game at 80×24, in state `state` (`0..<stateCount`).
    func fixture(state: Int) -> ScreenFixture {
      switch self {
      case .players:
        let fixture = Self.game()
        fixture.press(.character("p"))
        for _ in 0..<state { fixture.press(.up) }
        return fixture
      case .editor:
        let fixture = Self.game()
        fixture.press(.character("t"))
        fixture.press(.character("e"))
        for _ in 0..<state { fixture.press(.tab) }
        return fixture
      case .question:
        return ScreenFixture(ScreenSize.small.size) { app in
          app.startMemorize(theme: .halloween, pairs: 8, seed: 3)
          app.memorize.map { $0.choose($0.cards[0]) }
          let tiny = app.themes.addingTheme(named: "Tiny")
          for symbol in tiny.emoji.dropFirst(3) { app.themes.removeEmoji(symbol, from: tiny.id) }
          _ = app.openTheme(id: tiny.id)
        }
      }
    }

    static func game() -> ScreenFixture {
      ScreenFixture(ScreenSize.small.size) { app in
        app.startMemorize(theme: .halloween, pairs: 8, seed: 3)
      }
    }

    /// Presses `press` through the real handler; what it did, by the table's line, or `nil`.
    func handle(_ press: KeyPress, in fixture: ScreenFixture) -> Memorize.Labels.KeyAction? {
      switch self {
      case .players:
        let overlay = fixture.screen.topOverlay as? PlayersOverlay
        _ = fixture.screen.handle(.key(press))
        return overlay?.lastHandled
      case .editor:
        let overlay = fixture.screen.topOverlay as? ThemeEditorOverlay
        _ = fixture.screen.handle(.key(press))
        return overlay?.lastHandled
      case .question:
        _ = fixture.screen.handle(.key(press))
        return fixture.screen.lastAnswerKey
      }
    }

    /// What a key that did nothing must leave as it was.
    func observed(_ fixture: ScreenFixture) -> String {
      let screen = fixture.screen
      return "\(String(describing: screen.playersSetup)) \(String(describing: screen.editor)) "
        + "\(String(describing: fixture.app.pendingThemeDeal)) \(fixture.app.memorize?.flipCount ?? -1)"
    }

    /// How the panel as drawn shows `line`: the question's answers on its buttons, the rest as
    /// footer items.
    func shown(_ line: KeyTable.Line) -> String {
      switch line.action {
      case .answerYes, .answerNo: "[" + line.compactKeys + "]"
      default: line.footerItem
      }
    }
  }

  /// The panel as drawn, its lines joined, with the box's side borders taken out.
  static func drawn(_ fixture: ScreenFixture) -> String {
    fixture.draw().snapshotLines.joined(separator: "\n")
  }

  @Test(
    "Every key the real handler takes is on its table line, and that line is on the panel",
    arguments: Panel.allCases)
  func everyHandledKeyIsShown(panel: Panel) {
    let lines = panel.table.lines
    var handled: Set<String> = []
    for state in 0..<panel.stateCount {
      for press in HelpFromKeyMapTests.presses {
        let fixture = panel.fixture(state: state)
        let screen = Self.drawn(fixture)
        let before = panel.observed(fixture)
        guard let action = panel.handle(press, in: fixture) else {
          #expect(panel.observed(fixture) == before, "\(press) did something off the table")
          continue
        }
        handled.insert("\(press)")
        guard let line = lines.first(where: { $0.action == action }) else {
          Issue.record("\(press) did \(action), which is not in the table")
          continue
        }
        var named = false
        if let name = KeyCommand<Void>.Press(naming: press)?.name, line.keys.contains(name) {
          named = true
        } else if case .character = press.key, line.keys.contains(.typing) {
          named = true
        }
        #expect(named, "\(press) is not a key of the line '\(line.footerItem)'")
        #expect(screen.contains(panel.shown(line)), "'\(panel.shown(line))' is not on the panel")
      }
    }
    #expect(handled.count >= 5, "\(handled.count) keys handled")
  }

  @Test("Every key the table names is taken by the real handler", arguments: Panel.allCases)
  func everyKeyInTheTableIsHandled(panel: Panel) {
    for line in panel.table.lines {
      for key in line.keys {
        let press = Self.press(key)
        let did = (0..<panel.stateCount).contains { state in
          panel.handle(press, in: panel.fixture(state: state)) == line.action
        }
        #expect(
          did, "\(Memorize.Labels.name(of: key)) never did '\(line.footerItem)' in \(panel)")
      }
    }
  }

  /// A press for a key as the tables name it (typing: the letter x).
  static func press(_ key: Memorize.Labels.KeyName) -> KeyPress {
    switch key {
    case .character(let character): KeyPress(.character(character))
    case .space: KeyPress(.character(" "))
    case .control(let letter): KeyPress(.character(letter), modifiers: .control)
    case .tab: KeyPress(.tab)
    case .shiftTab: KeyPress(.tab, modifiers: .shift)
    case .enter: KeyPress(.enter)
    case .backspace: KeyPress(.backspace)
    case .escape: KeyPress(.escape)
    case .up: KeyPress(.up)
    case .down: KeyPress(.down)
    case .left: KeyPress(.left)
    case .right: KeyPress(.right)
    case .function(let number): KeyPress(.function(number))
    case .delete: KeyPress(.delete)
    case .insert: KeyPress(.insert)
    case .alt(let character): KeyPress(.character(character), modifiers: .alt)
    case .typing: KeyPress(.character("x"))
    case .pageUp: KeyPress(.pageUp)
    case .pageDown: KeyPress(.pageDown)
    case .home: KeyPress(.home)
    case .end: KeyPress(.end)
    case .anyOtherKey: KeyPress(.character("x"))
    }
  }

  @Test(
    "At 80×24 the players panel and the editor show every line of their tables, in both languages",
    arguments: [Language.english, .simplifiedChinese])
  func footersAreWholeAt80Columns(language: Language) {
    Localization.withLanguage(language) {
      for panel in [Panel.players, .editor] {
        let screen = Self.drawn(panel.fixture(state: 0))
        for line in panel.table.lines {
          #expect(screen.contains(line.footerItem), "'\(line.footerItem)' missing in \(panel)")
        }
      }
    }
  }

  @Test("A footer too narrow for every line drops whole lines, the lowest priority first")
  func footerDropsByPriority() {
    let lines = KeyTable.players.lines
    let all = KeyTable.footer(lines, width: 1000, lineCount: 1, columns: DisplayWidth.of)
    #expect(
      all == [
        "↑↓/Tab seat · A-Z type a name · ←→ person/computer · Enter add/start · "
          + "Del remove · Backspace erase · Esc close · Ctrl-C quit"
      ])
    // 40 columns: the panel's footer lines are 35 wide.
    #expect(
      KeyTable.footer(lines, width: 35, lineCount: 2, columns: DisplayWidth.of) == [
        "↑↓/Tab seat · A-Z type a name", "←→ person/computer · Esc close",
      ])
    #expect(
      KeyTable.footer(lines, width: 35, lineCount: 1, columns: DisplayWidth.of) == [
        "↑↓/Tab seat · Esc close"
      ])
  }

  @Test(
    "The question's buttons name its keys (the first only where all would not fit); q and Ctrl-C quit from it"
  )
  func questionButtons() {
    let fixture = Panel.question.fixture(state: 0)
    let screen = Self.drawn(fixture)
    #expect(screen.contains("[y/Enter] Deal a new game  [n/Esc] Keep playing"))
    #expect(screen.contains("q/Ctrl-C quit"))
    // At 40 columns both buttons with every key would not fit: each names its first key; and
    // side by side they would touch the frame, so each has a row of its own (plain-55).
    fixture.resize(to: TerminalSize(width: 40, height: 12))
    let narrow = Self.drawn(fixture)
    let rows = narrow.split(separator: "\n").map(String.init)
    let yes = rows.firstIndex { $0.contains("[y] Deal a new game") }
    #expect(yes.map { !rows[$0].contains("[n]") } == true, "\(narrow)")
    #expect(
      yes.map { rows.indices.contains($0 + 1) && rows[$0 + 1].contains("[n] Keep playing") }
        == true, "\(narrow)")
    let quitting = Panel.question.fixture(state: 0)
    #expect(
      quitting.screen.handle(.key(KeyPress(.character("c"), modifiers: .control))) == .quit)
  }
}

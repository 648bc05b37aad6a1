import Memorize
import TerminalKit

/// One line of a screen's key map: the keys, what they do (in the view models' words), and the
/// doing of it.
///
/// Each screen handles its keys by looking them up in its map, and the help is written from the
/// same map: a key cannot be handled without being listed, nor listed without being handled.
struct KeyCommand<Result> {
  /// A key of a table line as the terminal reads it.
  struct Press {
    /// The key as the tables name it.
    let name: Labels.KeyName

    init(_ name: Labels.KeyName) {
      self.name = name
    }

    /// Whether `press` is this key: the key ``init(naming:)`` names it (a character or a named
    /// key with no modifier but Shift, which a terminal may report for `+`, `*` or `?`, so
    /// Ctrl-N is not n; Tab alone, Shift-Tab its own key; Ctrl-letters with exactly Control).
    /// Typing is any printable character, Shift or not; any other key, any key.
    func matches(_ press: KeyPress) -> Bool {
      switch name {
      case .anyOtherKey: return true
      case .typing:
        guard case .character(let character) = press.key, press.modifiers.isSubset(of: .shift)
        else { return false }
        return !character.unicodeScalars.contains { $0.properties.generalCategory == .control }
      default: return Press(naming: press)?.name == name
      }
    }

    /// How the help writes this key.
    var text: String { Labels.name(of: name) }

    /// The key `press` is, as a table names it; `nil` for a key with modifiers no name holds
    /// (Ctrl-↑). A printable character is named as itself, never as typing; with Alt (or Meta,
    /// Shift or not) it is `.alt`, which no table names, so that it does not act as the
    /// character alone.
    init?(naming press: KeyPress) {
      let plain = press.modifiers.isSubset(of: .shift)
      let held = press.modifiers.subtracting(.shift)
      switch press.key {
      case .character(" ") where plain: name = .space
      case .character(let letter) where press.modifiers == .control: name = .control(letter)
      case .character(let character) where held == .alt || held == .meta:
        name = .alt(character)
      case .character(let character) where plain: name = .character(character)
      case .tab where press.modifiers.isEmpty: name = .tab
      case .tab where press.modifiers == .shift: name = .shiftTab
      case .enter where plain: name = .enter
      case .backspace where plain: name = .backspace
      case .escape where plain: name = .escape
      case .up where plain: name = .up
      case .down where plain: name = .down
      case .left where plain: name = .left
      case .right where plain: name = .right
      case .function(let number) where plain: name = .function(number)
      case .delete where plain: name = .delete
      case .insert where plain: name = .insert
      case .pageUp where plain: name = .pageUp
      case .pageDown where plain: name = .pageDown
      case .home where plain: name = .home
      case .end where plain: name = .end
      default: return nil
      }
    }
  }

  let presses: [Press]
  var action: Labels.KeyAction
  let perform: (KeyPress) -> Result

  init(_ line: KeyTable.Line, perform: @escaping (KeyPress) -> Result) {
    presses = line.keys.map(Press.init)
    action = line.action
    self.perform = perform
  }

  func matches(_ press: KeyPress) -> Bool {
    presses.contains { $0.matches(press) }
  }

  /// The keys as the help writes them: "↑, ↓, k, j".
  var keys: String {
    var names: [String] = []
    for name in presses.map(\.text) where !names.contains(name) { names.append(name) }
    return Phrases.list(names)
  }

  /// The help's line for this command.
  var helpLine: HelpLine {
    HelpLine(keys: keys, action: Labels.describe(action))
  }
}

/// One line of the help: the keys, and what they do.
struct HelpLine: Equatable {
  var keys: String
  var action: String
}

extension Array {
  /// The first command of this key map that answers `press`.
  func command<Result>(for press: KeyPress) -> KeyCommand<Result>?
  where Element == KeyCommand<Result> {
    first { $0.matches(press) }
  }
}

/// The key map of `table` as a screen answers it now: each line with what `doing` gives for its
/// action, in table order; a line `doing` gives nothing for is not answered now, and not in the
/// help either.
func bindKeys<Result>(
  _ table: KeyTable, _ doing: (Labels.KeyAction) -> ((KeyPress) -> Result)?
) -> [KeyCommand<Result>] {
  table.lines.compactMap { line in doing(line.action).map { KeyCommand(line, perform: $0) } }
}

import Memorize
import TerminalKit

/// One line of a screen's key map: the keys, what they do (in the view models' words), and the
/// doing of it.
///
/// Each screen handles its keys by looking them up in its map, and the help is written from the
/// same map: a key cannot be handled without being listed, nor listed without being handled.
struct KeyCommand<Result> {
  /// A key the line answers, with exactly these modifiers, or when `nil` with none but Shift
  /// (which a terminal may report for `+`, `*` or `?`): Ctrl-N is not n.
  struct Press {
    var key: Key
    var modifiers: KeyModifiers?

    init(_ key: Key, _ modifiers: KeyModifiers? = nil) {
      self.key = key
      self.modifiers = modifiers
    }

    func matches(_ press: KeyPress) -> Bool {
      guard press.key == key else { return false }
      guard let modifiers else { return press.modifiers.isSubset(of: .shift) }
      return press.modifiers == modifiers
    }

    /// How the help writes this key.
    var name: String {
      switch (key, modifiers) {
      case (.character(" "), _): ScreenText.name(of: .space)
      case (.character(let letter), .some(.control)): ScreenText.name(of: .control(letter))
      case (.character(let character), _): ScreenText.name(of: .character(character))
      case (.enter, _): ScreenText.name(of: .enter)
      case (.tab, .some(.shift)): ScreenText.name(of: .shiftTab)
      case (.tab, _): ScreenText.name(of: .tab)
      case (.backspace, _): ScreenText.name(of: .backspace)
      case (.escape, _): ScreenText.name(of: .escape)
      case (.up, _): ScreenText.name(of: .up)
      case (.down, _): ScreenText.name(of: .down)
      case (.left, _): ScreenText.name(of: .left)
      case (.right, _): ScreenText.name(of: .right)
      case (.function(let number), _): ScreenText.name(of: .function(number))
      case (.home, _), (.end, _), (.pageUp, _), (.pageDown, _), (.insert, _), (.delete, _):
        // No screen binds these; a map that did would need a name for them in ScreenText.
        ""
      }
    }
  }

  let presses: [Press]
  let action: ScreenText.KeyAction
  let perform: (KeyPress) -> Result

  init(
    _ presses: [Press], _ action: ScreenText.KeyAction, perform: @escaping (KeyPress) -> Result
  ) {
    self.presses = presses
    self.action = action
    self.perform = perform
  }

  func matches(_ press: KeyPress) -> Bool {
    presses.contains { $0.matches(press) }
  }

  /// The keys as the help writes them: "↑, ↓, k, j".
  var keys: String {
    var names: [String] = []
    for name in presses.map(\.name) where !names.contains(name) { names.append(name) }
    return names.joined(separator: ", ")
  }

  /// The help's line for this command.
  var helpLine: HelpLine {
    HelpLine(keys: keys, action: ScreenText.describe(action))
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

/// The presses of the arrows and h j k l, which move a board's focus.
let boardMoves: [KeyCommand<ScreenRequest?>.Press] = [
  .init(.up), .init(.down), .init(.left), .init(.right), .init(.character("h")),
  .init(.character("j")), .init(.character("k")), .init(.character("l")),
]

/// Space and Enter, which choose.
let chooseKeys: [KeyCommand<ScreenRequest?>.Press] = [.init(.character(" ")), .init(.enter)]

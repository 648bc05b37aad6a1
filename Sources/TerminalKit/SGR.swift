/// Select Graphic Rendition: the escape sequences that set colours and attributes.
enum SGR {
  /// The parameters that turn a reset terminal into `style`.
  static func parameters(for style: Style) -> [String] {
    var parameters: [String] = []
    if style.isBold { parameters.append("1") }
    if style.isDim { parameters.append("2") }
    if style.isItalic { parameters.append("3") }
    if style.isUnderlined { parameters.append("4") }
    if style.isReversed { parameters.append("7") }
    if style.foreground != .default {
      parameters.append(color(style.foreground, background: false))
    }
    if style.background != .default { parameters.append(color(style.background, background: true)) }
    return parameters
  }

  /// The parameters for one colour (`39`, `31`, `38;5;208`, `48;2;1;2;3`, …).
  static func color(_ color: TerminalColor, background: Bool) -> String {
    switch color {
    case .default:
      return background ? "49" : "39"
    case .ansi(let named):
      let value = Int(named.rawValue)
      let base = value < 8 ? (background ? 40 : 30) : (background ? 100 : 90)
      return String(base + value % 8)
    case .indexed(let index):
      return (background ? "48;5;" : "38;5;") + String(index)
    case .rgb(let r, let g, let b):
      return (background ? "48;2;" : "38;2;") + "\(r);\(g);\(b)"
    }
  }

  /// The shortest sequence that changes the terminal from `old` to `new` (empty if equal).
  ///
  /// Either the differences alone (`22`, `39`, …) or a reset followed by all of `new`,
  /// whichever is shorter; both styles must already be downgraded to the profile.
  static func transition(from old: Style?, to new: Style) -> String {
    if let old, old == new { return "" }
    if new == .plain { return "\u{1B}[0m" }
    let fromReset = ["0"] + parameters(for: new)
    guard let old else { return sequence(fromReset) }
    var changes: [String] = []
    if (old.isBold && !new.isBold) || (old.isDim && !new.isDim) {
      // 22 turns off both bold and dim; turn back on whichever stays.
      changes.append("22")
      if new.isBold { changes.append("1") }
      if new.isDim { changes.append("2") }
    } else {
      if new.isBold && !old.isBold { changes.append("1") }
      if new.isDim && !old.isDim { changes.append("2") }
    }
    if new.isItalic != old.isItalic { changes.append(new.isItalic ? "3" : "23") }
    if new.isUnderlined != old.isUnderlined { changes.append(new.isUnderlined ? "4" : "24") }
    if new.isReversed != old.isReversed { changes.append(new.isReversed ? "7" : "27") }
    if new.foreground != old.foreground { changes.append(color(new.foreground, background: false)) }
    if new.background != old.background { changes.append(color(new.background, background: true)) }
    let incremental = sequence(changes)
    let reset = sequence(fromReset)
    return incremental.utf8.count <= reset.utf8.count ? incremental : reset
  }

  /// `ESC [ p1 ; p2 … m`.
  static func sequence(_ parameters: [String]) -> String {
    "\u{1B}[" + parameters.joined(separator: ";") + "m"
  }
}

/// Select Graphic Rendition: the escape sequences that set colours and attributes.
///
/// Built as bytes, not strings: a full repaint changes style hundreds of times per frame.
enum SGR {
  /// Parameters separated by `;`, as bytes.
  struct Parameters {
    var bytes: [UInt8] = []

    init() {
      bytes.reserveCapacity(32)
    }

    mutating func add(_ value: Int) {
      if !bytes.isEmpty { bytes.append(UInt8(ascii: ";")) }
      appendDecimal(value)
    }

    /// The parameters for one colour (`39`, `31`, `38;5;208`, `48;2;1;2;3`, …).
    mutating func add(_ color: TerminalColor, background: Bool) {
      switch color {
      case .default:
        add(background ? 49 : 39)
      case .ansi(let named):
        let value = Int(named.rawValue)
        let base = value < 8 ? (background ? 40 : 30) : (background ? 100 : 90)
        add(base + value % 8)
      case .indexed(let index):
        add(background ? 48 : 38)
        add(5)
        add(Int(index))
      case .rgb(let red, let green, let blue):
        add(background ? 48 : 38)
        add(2)
        add(Int(red))
        add(Int(green))
        add(Int(blue))
      }
    }

    private mutating func appendDecimal(_ value: Int) {
      if value >= 100 { bytes.append(UInt8(ascii: "0") + UInt8(value / 100 % 10)) }
      if value >= 10 { bytes.append(UInt8(ascii: "0") + UInt8(value / 10 % 10)) }
      bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
    }
  }

  /// The parameters that turn a reset terminal into `style`, after `prefix`.
  static func addAll(of style: Style, to parameters: inout Parameters) {
    if style.isBold { parameters.add(1) }
    if style.isDim { parameters.add(2) }
    if style.isItalic { parameters.add(3) }
    if style.isUnderlined { parameters.add(4) }
    if style.isReversed { parameters.add(7) }
    if style.foreground != .default { parameters.add(style.foreground, background: false) }
    if style.background != .default { parameters.add(style.background, background: true) }
  }

  /// Appends the shortest sequence that changes the terminal from `old` to `new` (nothing if
  /// they are equal).
  ///
  /// Either the differences alone (`22`, `39`, …) or a reset followed by all of `new`,
  /// whichever is shorter; both styles must already be downgraded to the profile.
  ///
  /// `reset` and `changes` are scratch lists the caller keeps, so a repaint allocates nothing per
  /// style change.
  static func appendTransition(
    from old: Style?, to new: Style, into out: inout [UInt8],
    scratch reset: inout Parameters, _ changes: inout Parameters
  ) {
    if let old, old == new { return }
    reset.bytes.removeAll(keepingCapacity: true)
    changes.bytes.removeAll(keepingCapacity: true)
    reset.add(0)
    addAll(of: new, to: &reset)
    guard let old else { return append(reset, to: &out) }
    if (old.isBold && !new.isBold) || (old.isDim && !new.isDim) {
      // 22 turns off both bold and dim; turn back on whichever stays.
      changes.add(22)
      if new.isBold { changes.add(1) }
      if new.isDim { changes.add(2) }
    } else {
      if new.isBold && !old.isBold { changes.add(1) }
      if new.isDim && !old.isDim { changes.add(2) }
    }
    if new.isItalic != old.isItalic { changes.add(new.isItalic ? 3 : 23) }
    if new.isUnderlined != old.isUnderlined { changes.add(new.isUnderlined ? 4 : 24) }
    if new.isReversed != old.isReversed { changes.add(new.isReversed ? 7 : 27) }
    if new.foreground != old.foreground { changes.add(new.foreground, background: false) }
    if new.background != old.background { changes.add(new.background, background: true) }
    append(changes.bytes.count <= reset.bytes.count ? changes : reset, to: &out)
  }

  /// `ESC [ p1 ; p2 … m`.
  private static func append(_ parameters: Parameters, to out: inout [UInt8]) {
    out.append(0x1B)
    out.append(UInt8(ascii: "["))
    out.append(contentsOf: parameters.bytes)
    out.append(UInt8(ascii: "m"))
  }
}

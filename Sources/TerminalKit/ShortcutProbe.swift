/// Asks the terminal, once before the first frame, which of the shortcuts its name promises it
/// really has.
///
/// `RenderShortcuts.detect(environment:)` reads `TERM`, and a name can lie: `xterm-256color`
/// carried over ssh from inside a tmux whose `TMUX` variable stayed behind, mosh, emulators that
/// call themselves xterm. A terminal without REP prints the glyph of a card's edge once instead
/// of eleven times, and every cell after it on the row lands in the wrong column. So REP and
/// ECH are used only when the terminal itself, not its name, shows it has them:
///
/// - **REP** (`ESC[nb`): on the alternate screen the probe moves to row 2, column 1, prints the
///   glyph the renderer repeats most (`─`, a card's edge; `-` under an ASCII charset), repeats it
///   three times, and asks where the cursor is (`ESC[6n`). Column 5 proves four cells were
///   printed, one column each: the terminal repeats, and repeats this multi-byte character
///   (tmux 3.3a repeats ASCII only, which a probe with `x` would have missed). Column 2 means it
///   ignored REP; anything else (a glyph drawn two columns wide, another row) proves nothing.
/// - **ECH** (`ESC[nX`) blanks cells without moving the cursor, so no cursor report can tell a
///   terminal that erased from one that ignored it, and no portable query reads cells back. It
///   is believed on the terminal's own word: its primary device attributes (`ESC[c`) name a
///   VT220-class terminal or later (62 and up; the VT220 introduced ECH), or it has just proved
///   REP, which xterm added long after ECH (no terminal is known to have the one without the
///   other).
/// - **Background colour erase** cannot be seen either. It is kept only when the terminal
///   confirmed every checkable shortcut its name promised: a name caught lying about REP or ECH
///   is not believed about colours.
/// - **EL** (`ESC[K`) is universal and kept as the name says.
///
/// The attributes query goes last: every terminal answers it, and in order, so its answer means
/// any cursor report is already in. Without it, the probe waits `patience` and decides on what
/// came (nothing: EL alone). The probe's glyphs are erased in the same write that prints them,
/// on the alternate screen, and the first frame clears that screen anyway. Keys typed meanwhile go through the session's `InputDecoder` as always and
/// reach the program; answers that come after the wait are decoded as `.unknown` and dropped.
public struct ShortcutProbe: Sendable {
  /// The row (1-based, as the cursor report counts) where the probe prints. Not row 1: a cursor
  /// report there (`ESC[1;5R`) reads the same as Ctrl-F3.
  public static let row = 2
  /// How many times REP repeats the probe's glyph.
  public static let repeats = 3
  /// How long to wait for the answers before deciding without them.
  public static let patience: Duration = .milliseconds(150)
  /// The first device-attributes class that has ECH: 62, a VT220.
  static let firstClassWithErase = 62

  /// What the terminal's name promises (`RenderShortcuts.detect(environment:)`).
  public let claimed: RenderShortcuts
  /// The character set the renderer writes in; the probe's glyph is one it would repeat.
  public let charset: TerminalCharset
  /// The cursor report's row and column (1-based), once it came.
  public private(set) var cursorReport: (row: Int, column: Int)?
  /// The parameters of the primary device attributes answer (`ESC[?62;22c` → [62, 22]), once
  /// it came.
  public private(set) var deviceAttributes: [Int]?

  /// Creates a probe of the shortcuts `claimed` for a renderer writing in `charset`.
  public init(claimed: RenderShortcuts, charset: TerminalCharset) {
    self.claimed = claimed
    self.charset = charset
  }

  /// Whether the name promises anything the probe can check (REP or ECH); if not, the terminal
  /// is not asked and `proven` is what was claimed, less nothing.
  public var isNeeded: Bool {
    !claimed.isDisjoint(with: [.repeatCharacter, .eraseCharacters])
  }

  /// The glyph printed and repeated.
  var glyph: String { charset == .utf8 ? "─" : "-" }

  /// The bytes to write on the alternate screen: the REP test, the cursor report query, the
  /// erase of the row, and the device attributes query. (Not in a synchronized update: its
  /// markers are what frames end with, and the glyphs are erased within the same write.)
  public var query: [UInt8] {
    let text =
      "\u{1B}[\(Self.row);1H\(glyph)\u{1B}[\(Self.repeats)b\u{1B}[6n\u{1B}[2K\u{1B}[c"
    return Array(text.utf8)
  }

  /// The smallest screen the probe fits on: row 2, and the five columns it prints and reaches.
  public static let minimumSize = TerminalSize(width: repeats + 2, height: row)

  /// Whether the device attributes answer came: the terminal has answered all it will.
  public var isAnswered: Bool { deviceAttributes != nil }

  /// Takes an answer out of a decoded event; returns whether `event` was one.
  ///
  /// `InputDecoder` delivers both answers as `.unknown` bytes: a cursor report whose row is not
  /// 1 (`ESC[2;5R`) and anything of the form `ESC[?…c`. Only the first of each counts.
  public mutating func take(_ event: InputEvent) -> Bool {
    guard case .unknown(let bytes) = event, bytes.count >= 4, bytes[0] == 0x1B,
      bytes[1] == UInt8(ascii: "[")
    else { return false }
    let body = bytes[2..<(bytes.count - 1)]
    switch bytes[bytes.count - 1] {
    case UInt8(ascii: "R"):
      guard cursorReport == nil, let numbers = Self.numbers(body), numbers.count == 2,
        let row = numbers[0], let column = numbers[1]
      else { return false }
      cursorReport = (row, column)
      return true
    case UInt8(ascii: "c"):
      guard deviceAttributes == nil, body.first == UInt8(ascii: "?"),
        let numbers = Self.numbers(body.dropFirst())
      else { return false }
      // Some terminals end the list with a `;` (kitty: `ESC[?62;c`): empty fields are skipped.
      deviceAttributes = numbers.compactMap { $0 }
      return true
    default:
      return false
    }
  }

  /// Whether the terminal printed four probe glyphs one column each: it has REP.
  public var provesRepeat: Bool {
    guard let cursorReport else { return false }
    return cursorReport.row == Self.row && cursorReport.column == Self.repeats + 2
  }

  /// Whether the terminal is believed to erase characters (see the type's comment).
  public var provesErase: Bool {
    if provesRepeat { return true }
    guard let level = deviceAttributes?.first else { return false }
    return level >= Self.firstClassWithErase
  }

  /// The shortcuts to use: what the name claims, less what the terminal did not show.
  public var proven: RenderShortcuts {
    guard isNeeded else { return claimed }
    var result = claimed.intersection(.eraseToEndOfLine)
    var confirmedAll = true
    if claimed.contains(.repeatCharacter) {
      if provesRepeat { result.insert(.repeatCharacter) } else { confirmedAll = false }
    }
    if claimed.contains(.eraseCharacters) {
      if provesErase { result.insert(.eraseCharacters) } else { confirmedAll = false }
    }
    if confirmedAll { result.formUnion(claimed.intersection(.backgroundColorErase)) }
    return result
  }

  /// `62;22` as numbers, an empty field as `nil`; `nil` when a field is not decimal or is
  /// absurdly long.
  private static func numbers(_ text: ArraySlice<UInt8>) -> [Int?]? {
    var numbers: [Int?] = []
    for field in text.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false) {
      guard field.count <= 6,
        field.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
      else { return nil }
      numbers.append(
        field.isEmpty ? nil : field.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) })
    }
    return numbers
  }
}

import TerminalKit

/// An in-memory terminal: applies the bytes a renderer writes to a grid of cells.
///
/// It understands what `DiffRenderer` and `TerminalModes` emit (text with wide glyphs, CR, LF,
/// CUP, CUU/CUD/CUF/CUB, CHA, ED, EL, ECH, REP, SGR, private modes such as synchronized output and the
/// alternate screen, and the queries DSR, CPR and DA1, whose answers it collects in `replies`) and behaves like xterm where it matters for correctness: autowrap with a
/// pending-wrap state in the last column, and overwriting half of a wide glyph blanks the
/// other half. Anything it does not understand, and anything a careful renderer should never
/// cause (scrolling, a wide glyph in the last column), is recorded in `anomalies`.
public struct VirtualTerminal: Sendable {
  /// Columns and rows.
  public let size: TerminalSize
  /// The screen, row by row.
  public private(set) var cells: [Cell]
  /// The cursor position.
  public private(set) var cursor = Point(x: 0, y: 0)
  /// The current SGR state.
  public private(set) var style = Style.plain
  /// Private modes (`ESC[?n h`) that are currently set.
  public private(set) var privateModes: Set<Int> = []
  /// Things a renderer should not do, in order.
  public private(set) var anomalies: [String] = []
  /// How many synchronized updates were begun and ended.
  public private(set) var synchronizedUpdates = (begun: 0, ended: 0)

  /// Set after printing in the last column; the next glyph wraps first.
  private var pendingWrap = false
  /// Whether erased cells take the current background (terminfo `bce`, as xterm) or the
  /// terminal's default one.
  public var backgroundColorErase = true
  /// The last graphic character printed, which REP repeats.
  private var lastPrinted: (text: String, width: Int)?
  /// Whether REP (`ESC[nb`) repeats; `false` makes this a terminal without it, which parses
  /// the sequence and does nothing (as mosh, or tmux 3.3a for anything but ASCII).
  public var repeatsCharacters = true
  /// Whether a cursor position report (`ESC[6n`) is answered, from the cursor as it is.
  public var answersCursorReports = true
  /// The parameters of the answer to primary device attributes (`ESC[c`), such as `"64;22"`
  /// for `ESC[?64;22c`; `nil` for a terminal that does not answer.
  public var deviceAttributes: String?
  /// What this terminal has answered to queries (cursor reports, device attributes, status
  /// reports), in order, for a test to send back as typed input.
  public private(set) var replies: [UInt8] = []

  /// How this terminal draws a grapheme when its opinion differs from `DisplayWidth`: the pieces
  /// it puts in cells, each with the columns it takes (1 or 2); `nil` to agree.
  public typealias WidthOpinion = @Sendable (Character) -> [(text: String, width: Int)]?
  private let opinion: WidthOpinion?

  /// Creates a blank terminal; `opinion` makes it disagree about some widths, as real ones do.
  public init(width: Int, height: Int, opinion: WidthOpinion? = nil) {
    size = TerminalSize(width: width, height: height)
    cells = Array(repeating: .blank(), count: width * height)
    self.opinion = opinion
  }

  /// The cell at column `x`, row `y`.
  public subscript(x x: Int, y y: Int) -> Cell {
    cells[y * size.width + x]
  }

  /// The screen as text (see `Labels`).
  public func snapshotText(styles: Bool = false) -> String {
    Labels.dump(
      rows: (0..<size.height).map { y in (0..<size.width).map { self[x: $0, y: y] } },
      styles: styles)
  }

  /// Cells that differ from what `buffer` shows once its styles are downgraded to `profile`.
  ///
  /// Only what shows counts: a space shows its background alone (unless reversed or
  /// underlined), so a space's foreground, bold, dim and italic are not compared.
  public func mismatches(against buffer: CellBuffer, profile: ColorProfile) -> [String] {
    guard buffer.size == size else { return ["size \(size) vs buffer \(buffer.size)"] }
    var found: [String] = []
    for y in 0..<size.height {
      for x in 0..<size.width {
        let expected = buffer[x: x, y: y]
        let actual = self[x: x, y: y]
        let expectedStyle = expected.style.downgraded(to: profile)
        let isPlainSpace =
          expected.text == " " && !expectedStyle.isReversed && !expectedStyle.isUnderlined
          && !actual.style.isReversed && !actual.style.isUnderlined
        let stylesShowTheSame =
          isPlainSpace
          ? expectedStyle.background == actual.style.background : expectedStyle == actual.style
        if expected.text != actual.text || expected.width != actual.width || !stylesShowTheSame {
          found.append(
            "(\(x),\(y)): expected \(String(reflecting: expected.text))/\(expected.width) "
              + "[\(Labels.describe(expectedStyle))], got \(String(reflecting: actual.text))/"
              + "\(actual.width) [\(Labels.describe(actual.style))]")
        }
      }
    }
    return found
  }

  // MARK: - Interpreting bytes

  /// Applies bytes as a terminal would; a sequence cut off at the end is an anomaly.
  public mutating func apply(_ bytes: [UInt8]) {
    var i = 0
    while i < bytes.count {
      let byte = bytes[i]
      switch byte {
      case 0x1B:
        i = escape(bytes, at: i)
      case 0x0D:
        cursor.x = 0
        pendingWrap = false
        i += 1
      case 0x0A:
        lineFeed()
        i += 1
      case 0x08:
        cursor.x = max(0, cursor.x - 1)
        pendingWrap = false
        i += 1
      case 0x00..<0x20, 0x7F:
        anomalies.append("control byte \(byte)")
        i += 1
      default:
        var end = i
        while end < bytes.count && bytes[end] >= 0x20 && bytes[end] != 0x7F { end += 1 }
        print(String(decoding: bytes[i..<end], as: UTF8.self))
        i = end
      }
    }
  }

  private mutating func escape(_ bytes: [UInt8], at i: Int) -> Int {
    guard i + 1 < bytes.count else {
      anomalies.append("truncated escape")
      return bytes.count
    }
    guard bytes[i + 1] == 0x5B else {
      anomalies.append("unsupported escape \(bytes[i + 1])")
      return i + 2
    }
    var k = i + 2
    while k < bytes.count && (0x20...0x3F).contains(bytes[k]) { k += 1 }
    guard k < bytes.count, (0x40...0x7E).contains(bytes[k]) else {
      anomalies.append("truncated or malformed CSI")
      return k
    }
    let parameterText = String(decoding: bytes[(i + 2)..<k], as: UTF8.self)
    controlSequence(parameters: parameterText, final: Character(Unicode.Scalar(bytes[k])))
    return k + 1
  }

  private mutating func controlSequence(parameters: String, final: Character) {
    if parameters.hasPrefix("?") {
      let numbers = parameters.dropFirst().split(separator: ";").compactMap { Int($0) }
      for mode in numbers {
        setPrivateMode(mode, on: final == "h", valid: final == "h" || final == "l")
      }
      return
    }
    let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
    func number(_ index: Int, default value: Int) -> Int {
      index < numbers.count ? (numbers[index] ?? value) : value
    }
    if final == "b" {
      // REP prints the last character again, wrapping as printing does.
      guard repeatsCharacters else { return }
      guard let lastPrinted else {
        anomalies.append("REP with nothing printed before it")
        return
      }
      for _ in 0..<max(1, number(0, default: 1)) { put(lastPrinted.text, width: lastPrinted.width) }
      return
    }
    pendingWrap = false
    switch final {
    case "H", "f":
      cursor = Point(
        x: min(size.width - 1, max(0, number(1, default: 1) - 1)),
        y: min(size.height - 1, max(0, number(0, default: 1) - 1)))
    case "A": cursor.y = max(0, cursor.y - max(1, number(0, default: 1)))
    case "B": cursor.y = min(size.height - 1, cursor.y + max(1, number(0, default: 1)))
    case "C": cursor.x = min(size.width - 1, cursor.x + max(1, number(0, default: 1)))
    case "D": cursor.x = max(0, cursor.x - max(1, number(0, default: 1)))
    case "G": cursor.x = min(size.width - 1, max(0, number(0, default: 1) - 1))
    case "J": eraseInDisplay(number(0, default: 0))
    case "K": eraseInLine(number(0, default: 0))
    case "X": eraseCharacters(max(1, number(0, default: 1)))
    case "m": selectGraphicRendition(numbers.map { $0 ?? 0 })
    case "n" where number(0, default: 0) == 6:
      if answersCursorReports {
        replies += Array("\u{1B}[\(cursor.y + 1);\(cursor.x + 1)R".utf8)
      }
    case "n" where number(0, default: 0) == 5:
      replies += Array("\u{1B}[0n".utf8)
    case "c" where number(0, default: 0) == 0:
      if let deviceAttributes { replies += Array("\u{1B}[?\(deviceAttributes)c".utf8) }
    default: anomalies.append("unsupported CSI \(parameters)\(final)")
    }
  }

  private mutating func setPrivateMode(_ mode: Int, on: Bool, valid: Bool) {
    guard valid else {
      anomalies.append("unsupported private sequence for mode \(mode)")
      return
    }
    if mode == 2026 {
      if on {
        synchronizedUpdates.begun += 1
      } else {
        synchronizedUpdates.ended += 1
      }
    }
    if mode == 1049 && on != privateModes.contains(1049) {
      // Switching screens: the alternate one starts blank.
      cells = Array(repeating: .blank(), count: size.width * size.height)
    }
    if on {
      privateModes.insert(mode)
    } else {
      privateModes.remove(mode)
    }
  }

  private mutating func selectGraphicRendition(_ parameters: [Int]) {
    var values = parameters.isEmpty ? [0] : parameters
    while !values.isEmpty {
      let code = values.removeFirst()
      switch code {
      case 0: style = .plain
      case 1: style.isBold = true
      case 2: style.isDim = true
      case 3: style.isItalic = true
      case 4: style.isUnderlined = true
      case 7: style.isReversed = true
      case 22:
        style.isBold = false
        style.isDim = false
      case 23: style.isItalic = false
      case 24: style.isUnderlined = false
      case 27: style.isReversed = false
      case 30...37: style.foreground = .ansi(ANSIColor(rawValue: UInt8(code - 30))!)
      case 90...97: style.foreground = .ansi(ANSIColor(rawValue: UInt8(code - 90 + 8))!)
      case 40...47: style.background = .ansi(ANSIColor(rawValue: UInt8(code - 40))!)
      case 100...107: style.background = .ansi(ANSIColor(rawValue: UInt8(code - 100 + 8))!)
      case 39: style.foreground = .default
      case 49: style.background = .default
      case 38, 48:
        guard let color = extendedColor(&values) else {
          anomalies.append("malformed extended colour")
          return
        }
        if code == 38 {
          style.foreground = color
        } else {
          style.background = color
        }
      default:
        anomalies.append("unsupported SGR \(code)")
      }
    }
  }

  private func extendedColor(_ values: inout [Int]) -> TerminalColor? {
    guard let kind = values.first else { return nil }
    if kind == 5, values.count >= 2, (0...255).contains(values[1]) {
      defer { values.removeFirst(2) }
      return .indexed(UInt8(values[1]))
    }
    if kind == 2, values.count >= 4, values[1...3].allSatisfy({ (0...255).contains($0) }) {
      defer { values.removeFirst(4) }
      return .rgb(red: UInt8(values[1]), green: UInt8(values[2]), blue: UInt8(values[3]))
    }
    return nil
  }

  // MARK: - Screen changes

  private var erased: Cell {
    .blank(Style(background: backgroundColorErase ? style.background : .default))
  }

  private mutating func eraseInDisplay(_ mode: Int) {
    let here = cursor.y * size.width + cursor.x
    let range: Range<Int>
    switch mode {
    case 0: range = here..<cells.count
    case 1: range = 0..<(here + 1)
    case 2, 3: range = 0..<cells.count
    default:
      anomalies.append("unsupported ED \(mode)")
      return
    }
    for index in range { cells[index] = erased }
    repairWideGlyphs(row: cursor.y)
  }

  private mutating func eraseInLine(_ mode: Int) {
    let start = cursor.y * size.width
    let range: Range<Int>
    switch mode {
    case 0: range = (start + cursor.x)..<(start + size.width)
    case 1: range = start..<(start + cursor.x + 1)
    case 2: range = start..<(start + size.width)
    default:
      anomalies.append("unsupported EL \(mode)")
      return
    }
    for index in range { cells[index] = erased }
    repairWideGlyphs(row: cursor.y)
  }

  /// ECH: blanks `count` cells from the cursor on its row; the cursor stays.
  private mutating func eraseCharacters(_ count: Int) {
    let start = cursor.y * size.width
    for x in cursor.x..<min(size.width, cursor.x + count) { cells[start + x] = erased }
    repairWideGlyphs(row: cursor.y)
  }

  /// Blanks half glyphs left behind by an erase.
  private mutating func repairWideGlyphs(row y: Int) {
    let start = y * size.width
    for x in 0..<size.width {
      let cell = cells[start + x]
      if cell.width == 2 && (x + 1 >= size.width || cells[start + x + 1].width != 0) {
        cells[start + x] = .blank(cell.style)
      } else if cell.width == 0 && (x == 0 || cells[start + x - 1].width != 2) {
        cells[start + x] = .blank(cell.style)
      }
    }
  }

  private mutating func lineFeed() {
    pendingWrap = false
    if cursor.y + 1 < size.height {
      cursor.y += 1
    } else {
      anomalies.append("scrolled")
      cells.removeFirst(size.width)
      cells += Array(repeating: erased, count: size.width)
    }
  }

  private mutating func print(_ text: String) {
    for character in text {
      if let pieces = opinion?(character) {
        for piece in pieces { put(piece.text, width: piece.width) }
      } else {
        put(String(character), width: DisplayWidth.of(character))
      }
    }
  }

  private mutating func put(_ character: String, width: Int) {
    if width == 0 {
      // Combining marks join the glyph just printed.
      let x = pendingWrap ? cursor.x : cursor.x - 1
      if x >= 0 {
        var lead = x
        if cells[cursor.y * size.width + x].width == 0 && x > 0 { lead = x - 1 }
        let cell = cells[cursor.y * size.width + lead]
        cells[cursor.y * size.width + lead] = Cell(
          text: cell.text + character, style: cell.style, width: cell.width)
      }
      return
    }
    if pendingWrap {
      anomalies.append("autowrap at row \(cursor.y)")
      cursor.x = 0
      lineFeed()
    }
    if width == 2 && cursor.x == size.width - 1 {
      anomalies.append("wide glyph in the last column at row \(cursor.y)")
      cursor.x = 0
      lineFeed()
    }
    lastPrinted = (character, width)
    orphan(x: cursor.x)
    if width == 2 { orphan(x: cursor.x + 1) }
    let index = cursor.y * size.width + cursor.x
    cells[index] = Cell(text: character, style: style, width: width)
    if width == 2 { cells[index + 1] = Cell(text: "", style: style, width: 0) }
    if cursor.x + width >= size.width {
      cursor.x = size.width - 1
      pendingWrap = true
    } else {
      cursor.x += width
    }
  }

  /// Blanks the other half of a wide glyph whose half at `x` is being overwritten.
  private mutating func orphan(x: Int) {
    let index = cursor.y * size.width + x
    let cell = cells[index]
    if cell.width == 0 && x > 0 {
      cells[index - 1] = .blank(cells[index - 1].style)
    } else if cell.width == 2 && x + 1 < size.width {
      cells[index + 1] = .blank(cells[index + 1].style)
    }
  }
}

/// Turns successive frames into the fewest bytes that bring the terminal from one to the next.
///
/// Only cells that changed are written, with the cheapest cursor move (none when the next cell
/// is adjacent, a relative step for short gaps, an absolute CUP otherwise) and an SGR change
/// only when the style differs from what the terminal already has. A space shows nothing but its
/// background, so a space whose background is unchanged counts as unchanged, and a space is
/// written in whatever foreground and attributes the terminal has, if its background is right:
/// card interiors and cleared areas then cost no colour changes. A frame comes back as one
/// byte array, meant for a single `write`, wrapped in synchronized-output markers so the
/// terminal shows it all at once. An unchanged frame is zero bytes.
public struct DiffRenderer: Sendable {
  /// How colours are encoded; changing it repaints everything on the next frame.
  public var profile: ColorProfile {
    didSet { if profile != oldValue { invalidate() } }
  }
  /// Whether frames are wrapped in `ESC[?2026h` … `ESC[?2026l`.
  public var usesSynchronizedOutput: Bool
  /// Which characters the terminal may be sent. Under `.ascii` a cell holding anything else is
  /// written as its ASCII stand-in (`TerminalCharset.asciiStandIn(for:)`), padded with a space
  /// when it is two columns wide, so not one byte above 0x7F reaches the terminal.
  public var charset: TerminalCharset = .utf8 {
    didSet { if charset != oldValue { invalidate() } }
  }
  /// Sequences the terminal has for runs of equal cells (erase, repeat); none by default.
  public var shortcuts: RenderShortcuts

  /// What the terminal shows, as far as we know; `nil` forces a full repaint.
  private var previous: CellBuffer?
  /// Where the terminal's cursor is; `nil` when unknown (e.g. after writing the last column).
  private var cursor: Point?
  /// The terminal's current SGR state (already downgraded); `nil` when unknown.
  private var currentStyle: Style? {
    didSet { if currentStyle == nil { lastRequestedStyle = nil } }
  }
  /// The style (before downgrading) that `currentStyle` was made from, to skip the downgrade
  /// when the next cell asks for the same one.
  private var lastRequestedStyle: Style?
  /// Reused for every style change, so encoding a frame allocates nothing per cell.
  private var resetScratch = SGR.Parameters()
  private var changeScratch = SGR.Parameters()

  /// Creates a renderer whose first frame is a full repaint.
  ///
  /// - Parameters:
  ///   - profile: how colours are encoded.
  ///   - usesSynchronizedOutput: whether frames are wrapped in synchronized-output markers.
  ///   - shortcuts: what the terminal has for runs of equal cells (see `RenderShortcuts`).
  public init(
    profile: ColorProfile, usesSynchronizedOutput: Bool = true, shortcuts: RenderShortcuts = []
  ) {
    self.profile = profile
    self.usesSynchronizedOutput = usesSynchronizedOutput
    self.shortcuts = shortcuts
  }

  /// Forgets what the screen shows, so the next frame clears it and draws every cell.
  ///
  /// Needed after a resize (terminals reflow or keep stale text) and after resuming from
  /// Ctrl-Z (the shell drew on the screen meanwhile).
  public mutating func invalidate() {
    previous = nil
    cursor = nil
    currentStyle = nil
  }

  /// The bytes that change the screen from the last rendered frame to `frame`.
  public mutating func render(_ frame: CellBuffer) -> [UInt8] {
    var out: [UInt8] = []
    // A repaint writes a few bytes per cell; growing the array as we go would copy it often.
    out.reserveCapacity(previous == nil ? frame.width * frame.height * 4 : 1024)
    let old = previous.flatMap { $0.size == frame.size ? $0 : nil }
    if old == nil {
      // Reset attributes first: erase fills with the current background.
      out.append(contentsOf: "\u{1B}[0m\u{1B}[H\u{1B}[2J".utf8)
      currentStyle = .plain
      cursor = Point(x: 0, y: 0)
    }
    let blank = Cell.blank()
    let width = frame.width
    // Compared in place through buffer pointers: copying a cell (it holds a String) costs more
    // than comparing it, and nearly every cell of a frame is unchanged.
    let oldCells = old?.cells ?? []
    frame.cells.withUnsafeBufferPointer { cells in
      oldCells.withUnsafeBufferPointer { previousCells in
        let hasPrevious = previousCells.count == cells.count
        // Cells before this index are written even when unchanged: a terminal may have drawn an
        // uncertain glyph over them.
        var rewriteEnd = 0
        // Cells before this index were written by a run (erased or repeated) already.
        var runEnd = 0
        for index in cells.indices {
          if index < runEnd { continue }
          if index >= rewriteEnd {
            if hasPrevious {
              // Equal leads imply equal continuations, so comparing the lead is enough.
              if previousCells[index] == cells[index]
                || Self.looksTheSame(previousCells[index], cells[index])
              {
                continue
              }
            } else if cells[index] == blank || Self.looksTheSame(cells[index], blank) {
              continue  // the erase already left it blank
            }
          }
          if cells[index].isContinuation { continue }
          let (x, y) = (index % width, index / width)
          if !shortcuts.isEmpty, cells[index].width == 1, cells[index].glyph.hasCertainWidth,
            charset == .utf8 || cells[index].glyph.isASCII
          {
            // The same cell again and again to the right: written as one run if cheaper.
            // Written cell by cell, unchanged cells in it would be stepped over: count what
            // that costs, and end the run at its last changed cell.
            let rowEnd = index - x + width
            let glyphLength = cells[index].glyph.utf8Count
            var end = index + 1
            var scan = index + 1
            var plainLength = glyphLength
            var gap = 0
            while scan < rowEnd
              && (cells[scan] == cells[index] || Self.looksTheSame(cells[scan], cells[index]))
            {
              let unchanged =
                scan >= rewriteEnd
                && (hasPrevious
                  ? previousCells[scan] == cells[scan]
                    || Self.looksTheSame(previousCells[scan], cells[scan])
                  : cells[scan] == blank || Self.looksTheSame(cells[scan], blank))
              scan += 1
              if unchanged {
                gap += 1
              } else {
                plainLength += Self.forwardLength(gap) + glyphLength
                gap = 0
                end = scan
              }
            }
            if end - index > 1,
              emitRun(
                cells[index], count: end - index, plainLength: plainLength, x: x, y: y,
                frameWidth: width, into: &out)
            {
              runEnd = end
              continue
            }
          }
          if charset == .ascii && !cells[index].glyph.isASCII {
            emitStandIn(cells[index], x: x, y: y, frameWidth: width, into: &out)
          } else if cells[index].glyph.hasCertainWidth {
            emit(cells[index], x: x, y: y, frameWidth: width, into: &out)
          } else {
            emitUncertain(cells[index], x: x, y: y, into: &out)
            // Drawn as separate pieces, a cluster takes at most two columns per scalar; pieces
            // past the end of the row wrap to the start of the next, which is rewritten too.
            rewriteEnd = max(rewriteEnd, index + 2 * cells[index].glyph.scalarCount)
          }
        }
      }
    }
    previous = frame
    guard !out.isEmpty else { return [] }
    if usesSynchronizedOutput {
      out.insert(contentsOf: Self.beginSynchronizedUpdate, at: 0)
      out.append(contentsOf: Self.endSynchronizedUpdate)
    }
    return out
  }

  /// Whether two cells show the same thing though they differ: two spaces on the same
  /// background (foreground, bold, dim and italic do not show on a space).
  static func looksTheSame(_ old: Cell, _ new: Cell) -> Bool {
    old.glyph == .space && new.glyph == .space && old.width == 1 && new.width == 1
      && spaceLooksTheSame(in: old.style, as: new.style)
  }

  /// Whether a space drawn in `style` looks like one drawn in `wanted`: same background, and
  /// neither reversed (which shows the foreground) nor underlined (which draws a line).
  static func spaceLooksTheSame(in style: Style, as wanted: Style) -> Bool {
    style.background == wanted.background && !style.isReversed && !wanted.isReversed
      && !style.isUnderlined && !wanted.isUnderlined
  }

  /// `ESC[?2026h`: the terminal holds drawing until the matching end.
  public static let beginSynchronizedUpdate: [UInt8] = Array("\u{1B}[?2026h".utf8)
  /// `ESC[?2026l`.
  public static let endSynchronizedUpdate: [UInt8] = Array("\u{1B}[?2026l".utf8)

  /// Writes `count` copies of `cell` from (`x`, `y`) with one erase or repeat, if the terminal
  /// has one that gives exactly those cells and it is shorter than writing them; returns
  /// whether it did.
  /// `plainLength` is what writing the changed cells among them one by one would cost.
  private mutating func emitRun(
    _ cell: borrowing Cell, count: Int, plainLength: Int, x: Int, y: Int, frameWidth: Int,
    into out: inout [UInt8]
  ) -> Bool {
    let glyphLength = cell.glyph.utf8Count
    let reachesEnd = x + count == frameWidth
    if cell.glyph == .space {
      let style = cell.style.downgraded(to: profile)
      let erasesInColour = shortcuts.contains(.backgroundColorErase)
      if style.background == .default || erasesInColour {
        // Erasing leaves the cursor where it was: count the step over the run after it.
        var eraseLength = Int.max
        if reachesEnd && shortcuts.contains(.eraseToEndOfLine) {
          eraseLength = 3
        } else if shortcuts.contains(.eraseCharacters) {
          eraseLength = (count == 1 ? 3 : 3 + Self.digits(count)) + Self.forwardLength(count)
        }
        if eraseLength < plainLength {
          let before = out.count
          prepare(cell, x: x, y: y, into: &out)
          guard let current = currentStyle, current.background == style.background,
            Self.spaceLooksTheSame(in: current, as: style)
          else {
            // Not the plain background the erase would use: write the cell as usual.
            out.removeSubrange(before...)
            return false
          }
          out.append(0x1B)
          out.append(UInt8(ascii: "["))
          if reachesEnd && shortcuts.contains(.eraseToEndOfLine) {
            out.append(UInt8(ascii: "K"))
          } else {
            if count != 1 { Self.appendDecimal(count, to: &out) }
            out.append(UInt8(ascii: "X"))
          }
          cursor = Point(x: x, y: y)
          return true
        }
      }
    }
    guard shortcuts.contains(.repeatCharacter) else { return false }
    let repeats = count - 1
    let repeatLength = glyphLength + (repeats == 1 ? 3 : 3 + Self.digits(repeats))
    guard repeatLength < plainLength else { return false }
    prepare(cell, x: x, y: y, into: &out)
    cell.glyph.appendUTF8(to: &out)
    out.append(0x1B)
    out.append(UInt8(ascii: "["))
    if repeats != 1 { Self.appendDecimal(repeats, to: &out) }
    out.append(UInt8(ascii: "b"))
    // Past the last column the terminal waits to wrap, as after printing: position unknown.
    cursor = reachesEnd ? nil : Point(x: x + count, y: y)
    return true
  }

  private mutating func emit(
    _ cell: borrowing Cell, x: Int, y: Int, frameWidth: Int, into out: inout [UInt8]
  ) {
    prepare(cell, x: x, y: y, into: &out)
    cell.glyph.appendUTF8(to: &out)
    let next = x + cell.width
    // In the last column the terminal sits in a "pending wrap" state: only an absolute move
    // is safe after that, so call the position unknown.
    cursor = next < frameWidth ? Point(x: next, y: y) : nil
  }

  /// Moves the cursor to (`x`, `y`) and sets the style `cell` needs, as cheaply as possible.
  private mutating func prepare(_ cell: borrowing Cell, x: Int, y: Int, into out: inout [UInt8]) {
    let target = Point(x: x, y: y)
    // The common case in a repaint: the cursor is already there and the style unchanged.
    if cursor != target { Self.appendMove(from: cursor, to: target, into: &out) }
    if cell.style != lastRequestedStyle || currentStyle == nil {
      let style = cell.style.downgraded(to: profile)
      if style == currentStyle {
        lastRequestedStyle = cell.style
      } else if cell.glyph == .space, let current = currentStyle,
        Self.spaceLooksTheSame(in: current, as: style.background(current.background))
      {
        // Only the background of a space shows: change that alone, if it needs changing.
        if current.background != style.background {
          let target = current.background(style.background)
          SGR.appendTransition(
            from: current, to: target, into: &out, scratch: &resetScratch, &changeScratch)
          currentStyle = target
          lastRequestedStyle = nil
        }
      } else {
        SGR.appendTransition(
          from: currentStyle, to: style, into: &out, scratch: &resetScratch, &changeScratch)
        currentStyle = style
        lastRequestedStyle = cell.style
      }
    }
  }

  /// Writes a cell the charset cannot carry as its ASCII stand-in, in the cell's columns.
  private mutating func emitStandIn(
    _ cell: borrowing Cell, x: Int, y: Int, frameWidth: Int, into out: inout [UInt8]
  ) {
    let standIn = TerminalCharset.asciiStandIn(for: cell.text)
    emit(
      Cell(text: String(standIn), style: cell.style, width: 1), x: x, y: y, frameWidth: frameWidth,
      into: &out)
    for column in 1..<max(1, cell.width) where x + column < frameWidth {
      emit(
        Cell(text: " ", style: cell.style, width: 1), x: x + column, y: y, frameWidth: frameWidth,
        into: &out)
    }
  }

  /// Writes a grapheme whose width terminals disagree about (see `Glyph.hasCertainWidth`) so
  /// that no opinion spills: its columns are blanked first, the glyph is written from an
  /// absolute position, and the cursor is then unknown, so the next cell is placed absolutely.
  /// A terminal that draws it narrower leaves blanks, not stale halves; one that draws it wider
  /// is overwritten by the cells after it, which `render` rewrites.
  private mutating func emitUncertain(
    _ cell: borrowing Cell, x: Int, y: Int, into out: inout [UInt8]
  ) {
    let target = Point(x: x, y: y)
    if cursor != target { Self.appendMove(from: cursor, to: target, into: &out) }
    let style = cell.style.downgraded(to: profile)
    if style != currentStyle {
      SGR.appendTransition(
        from: currentStyle, to: style, into: &out, scratch: &resetScratch, &changeScratch)
      currentStyle = style
    }
    lastRequestedStyle = cell.style
    for _ in 0..<max(1, cell.width) { out.append(UInt8(ascii: " ")) }
    Self.appendMove(from: nil, to: target, into: &out)
    cell.glyph.appendUTF8(to: &out)
    cursor = nil
  }

  /// Appends the shortest cursor movement from `from` (unknown if `nil`) to `to`.
  ///
  /// Candidates: an absolute CUP; on the same row, CUF forward, CUB back, or CR then CUF; on the
  /// next row, CR LF then CUF (correct whether or not the tty translates newlines). Lengths are
  /// worked out first and only the winner is written: a repaint moves the cursor thousands of times.
  static func appendMove(from: Point?, to: Point, into out: inout [UInt8]) {
    enum Move { case absolute, forward, back, carriageReturn, newline }
    let absoluteLength: Int
    switch (to.x, to.y) {
    case (0, 0): absoluteLength = 3
    case (0, _): absoluteLength = 3 + digits(to.y + 1)
    default: absoluteLength = 4 + digits(to.y + 1) + digits(to.x + 1)
    }
    var best = (move: Move.absolute, length: absoluteLength)
    if let from {
      if from == to { return }
      func consider(_ move: Move, _ length: Int) {
        if length < best.length { best = (move, length) }
      }
      if from.y == to.y {
        if to.x > from.x {
          consider(.forward, forwardLength(to.x - from.x))
        } else {
          let back = from.x - to.x
          consider(.back, back == 1 ? 3 : 3 + digits(back))
          consider(.carriageReturn, 1 + forwardLength(to.x))
        }
      } else if to.y == from.y + 1 {
        consider(.newline, 2 + forwardLength(to.x))
      }
    }
    switch best.move {
    case .absolute:
      out.append(0x1B)
      out.append(UInt8(ascii: "["))
      if to.x != 0 || to.y != 0 {
        appendDecimal(to.y + 1, to: &out)
        if to.x != 0 {
          out.append(UInt8(ascii: ";"))
          appendDecimal(to.x + 1, to: &out)
        }
      }
      out.append(UInt8(ascii: "H"))
    case .forward:
      appendForward(to.x - from!.x, to: &out)
    case .back:
      let back = from!.x - to.x
      out.append(0x1B)
      out.append(UInt8(ascii: "["))
      if back != 1 { appendDecimal(back, to: &out) }
      out.append(UInt8(ascii: "D"))
    case .carriageReturn:
      out.append(0x0D)
      appendForward(to.x, to: &out)
    case .newline:
      out.append(0x0D)
      out.append(0x0A)
      appendForward(to.x, to: &out)
    }
  }

  static func digits(_ value: Int) -> Int {
    value < 10 ? 1 : value < 100 ? 2 : value < 1000 ? 3 : String(value).count
  }

  /// Bytes of a CUF by `columns`: none for zero, `ESC[C` for one.
  static func forwardLength(_ columns: Int) -> Int {
    columns == 0 ? 0 : columns == 1 ? 3 : 3 + digits(columns)
  }

  private static func appendForward(_ columns: Int, to out: inout [UInt8]) {
    guard columns > 0 else { return }
    out.append(0x1B)
    out.append(UInt8(ascii: "["))
    if columns != 1 { appendDecimal(columns, to: &out) }
    out.append(UInt8(ascii: "C"))
  }

  private static func appendDecimal(_ value: Int, to bytes: inout [UInt8]) {
    let value = max(0, value)
    if value >= 10 { appendDecimal(value / 10, to: &bytes) }
    bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
  }

}

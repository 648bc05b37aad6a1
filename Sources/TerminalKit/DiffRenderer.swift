/// Turns successive frames into the fewest bytes that bring the terminal from one to the next.
///
/// Only cells that changed are written, with the cheapest cursor move (none when the next cell
/// is adjacent, a relative step for short gaps or nearby rows, an absolute CUP otherwise) and an
/// SGR change only when the style differs from what the terminal already has. A space shows
/// nothing but its background, so a space whose background is unchanged counts as unchanged,
/// and a space is written in whatever foreground and attributes the terminal has, if its
/// background is right: card interiors and cleared areas then cost no colour changes. A frame
/// comes back as one byte array, meant for a single `write`. An unchanged frame is zero bytes.
///
/// A frame whose changes span several rows is wrapped in synchronized-output markers, so the
/// terminal shows it all at once and never a card half turned or a board half dealt. A frame
/// that changes cells on one row only (the clock's digits, the focus moving along a row of
/// cards) has no such half-way picture: the most a terminal could show between its bytes is part
/// of that one row already new, for one refresh, as a terminal without synchronized output
/// shows every frame. Nor has a frame of at most ``smallFrameLimit`` bytes (the focus moving to
/// the row below): it arrives within one refresh even over a 56 kbit/s line, so the most it
/// could show half-way is for that one refresh too. Such frames go without the 16 bytes of
/// markers. A repaint from a cleared screen is always wrapped, however small.
public struct DiffRenderer: Sendable {
  /// How colours are encoded; changing it repaints everything on the next frame.
  public var profile: ColorProfile {
    didSet { if profile != oldValue { invalidate() } }
  }
  /// Whether frames that change more than one row are wrapped in `ESC[?2026h` … `ESC[?2026l`.
  public var usesSynchronizedOutput: Bool
  /// Which characters the terminal may be sent, and in which bytes. Under `.ascii` a cell
  /// holding anything else is written as its ASCII stand-in
  /// (`TerminalCharset.asciiStandIn(for:)`), padded with a space when it is two columns wide, so
  /// not one byte above 0x7F reaches the terminal; under a GB charset the Chinese it shows goes
  /// out in its bytes and everything else as the same stand-ins.
  public var charset: TerminalCharset = .utf8 {
    didSet {
      if charset != oldValue {
        encodings = [:]
        invalidate()
      }
    }
  }
  /// The bytes of glyphs already encoded for a GB charset (`nil`: a stand-in), so `iconv` runs
  /// once per character, not once per cell and frame.
  private var encodings: [String: [UInt8]?] = [:]
  /// Sequences the terminal has for runs of equal cells (erase, repeat); none by default.
  public var shortcuts: RenderShortcuts
  /// Whether a line feed reaches the terminal as it is, moving the cursor straight down (the
  /// tty's output processing is off, as raw mode leaves it): then one byte steps down a row
  /// in the same column. When unknown (`false`), a line feed is only ever sent after a CR.
  public var lineFeedMovesDown = false

  /// Whether the last frame rendered is one the terminal must show at once: a repaint, or one
  /// that changed cells on more than one row in more than ``smallFrameLimit`` bytes (and so was
  /// wrapped in synchronized-output markers, if they are used).
  public private(set) var lastFrameIsWhole = false

  /// The most bytes a frame may have and still go without synchronized-output markers when it
  /// changes several rows: 1/60 s at 56 kbit/s (7,000 bytes a second) is 116 bytes.
  public static let smallFrameLimit = 112

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

  /// A rectangle of equal blank cells written as one erase per row, top to bottom.
  struct BlankBlock: Equatable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int
  }

  /// Blocks need at least this many rows and columns: a smaller one saves too little to be
  /// worth a second encoding.
  static let blockMinimumRows = 3
  static let blockMinimumColumns = 4

  /// The bytes that change the screen from the last rendered frame to `frame`.
  ///
  /// Where the terminal erases characters (`ECH`), a rectangle of equal blanks that changed
  /// (a card's block of colour, a card leaving the table) may be cheaper as one erase per row
  /// written down its column, before the rest of the frame, than row by row among the cells
  /// beside it. The frame is then encoded both ways and the shorter is sent; both leave the
  /// same screen.
  public mutating func render(_ frame: CellBuffer) -> [UInt8] {
    var rowByRow = self
    let plain = rowByRow.encode(frame, blocks: [])
    guard !plain.isEmpty, shortcuts.contains(.eraseCharacters) else {
      self = rowByRow
      return plain
    }
    let blocks = blankBlocks(in: frame)
    guard !blocks.isEmpty else {
      self = rowByRow
      return plain
    }
    var withBlocks = self
    let blocked = withBlocks.encode(frame, blocks: blocks)
    if blocked.count < plain.count {
      self = withBlocks
      return blocked
    }
    self = rowByRow
    return plain
  }

  /// The rectangles of equal blank cells in `frame` that changed, for `render` to try as blocks.
  ///
  /// A block is a run of blanks that look the same (a space on one background, neither reversed
  /// nor underlined) from a changed cell to the last changed cell of the run, repeated at the
  /// same columns on the rows below while each still has a changed cell there; at least
  /// `blockMinimumRows` by `blockMinimumColumns`. None when a changed cell has a width
  /// terminals disagree about (its rewrite rules are row by row), and none on a coloured
  /// background unless the terminal erases in colour.
  func blankBlocks(in frame: CellBuffer) -> [BlankBlock] {
    let old = previous.flatMap { $0.size == frame.size ? $0 : nil }
    let width = frame.width
    let height = frame.height
    let blank = Cell.blank()
    let colourErase = shortcuts.contains(.backgroundColorErase)
    var blocks: [BlankBlock] = []
    frame.cells.withUnsafeBufferPointer { cells in
      (old?.cells ?? []).withUnsafeBufferPointer { previousCells in
        let hasPrevious = previousCells.count == cells.count
        func changed(_ index: Int) -> Bool {
          hasPrevious
            ? !(previousCells[index] == cells[index]
              || Self.looksTheSame(previousCells[index], cells[index]))
            : !(cells[index] == blank || Self.looksTheSame(cells[index], blank))
        }
        // Under a GB charset a one-column cell that is not ASCII is a stand-in or the charset's
        // own punctuation, whose width terminals disagree about (see `encoding(of:)`).
        let narrowIsUncertain = if case .gb = charset { true } else { false }
        let uncertain = cells.indices.contains {
          !cells[$0].isContinuation
            && (!cells[$0].glyph.hasCertainWidth
              || narrowIsUncertain && cells[$0].width == 1 && !cells[$0].glyph.isASCII)
            && changed($0)
        }
        if uncertain { return }
        var covered = [Bool](repeating: false, count: cells.count)
        for y in 0..<height {
          var x = 0
          while x < width {
            let start = y * width + x
            let cell = cells[start]
            guard !covered[start], cell.glyph == .space, cell.width == 1,
              Self.spaceLooksTheSame(in: cell.style, as: cell.style), changed(start),
              colourErase || cell.style.downgraded(to: profile).background == .default
            else {
              x += 1
              continue
            }
            // The run of blanks like it, to its last changed cell.
            var end = x + 1
            var scan = x + 1
            while scan < width, !covered[y * width + scan],
              Self.looksTheSame(cells[y * width + scan], cell)
            {
              if changed(y * width + scan) { end = scan + 1 }
              scan += 1
            }
            let count = end - x
            // Down the rows below, while the same columns are blanks like it with a change.
            var rows = 1
            while y + rows < height {
              let rowStart = (y + rows) * width + x
              var same = true
              var anyChanged = false
              for index in rowStart..<(rowStart + count) {
                if covered[index] || !Self.looksTheSame(cells[index], cell) {
                  same = false
                  break
                }
                if changed(index) { anyChanged = true }
              }
              guard same && anyChanged else { break }
              rows += 1
            }
            if rows >= Self.blockMinimumRows && count >= Self.blockMinimumColumns {
              blocks.append(BlankBlock(x: x, y: y, width: count, height: rows))
              for row in y..<(y + rows) {
                for column in x..<(x + count) { covered[row * width + column] = true }
              }
            }
            x = end
          }
        }
      }
    }
    return blocks
  }

  /// Encodes `frame` against the last one: `blocks` first, one erase a row, then every other
  /// changed cell row by row.
  private mutating func encode(_ frame: CellBuffer, blocks: [BlankBlock]) -> [UInt8] {
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
    // The one row the changes are on, until a second one turns up.
    var changedRow: Int?
    var spansRows = old == nil || !blocks.isEmpty
    // Cells the blocks write, skipped below as if unchanged.
    var covered: [Bool] = []
    if !blocks.isEmpty {
      covered = [Bool](repeating: false, count: frame.cells.count)
      for block in blocks {
        emitBlock(block, cell: frame.cells[block.y * width + block.x], into: &out)
        for y in block.y..<(block.y + block.height) {
          for x in block.x..<(block.x + block.width) { covered[y * width + x] = true }
        }
      }
    }
    frame.cells.withUnsafeBufferPointer { cells in
      oldCells.withUnsafeBufferPointer { previousCells in
        let hasPrevious = previousCells.count == cells.count
        let hasBlocks = !covered.isEmpty
        // Cells before this index are written even when unchanged: a terminal may have drawn an
        // uncertain glyph over them.
        var rewriteEnd = 0
        // Cells before this index were written by a run (erased or repeated) already.
        var runEnd = 0
        for index in cells.indices {
          if index < runEnd || (hasBlocks && covered[index]) { continue }
          if index >= rewriteEnd {
            if hasPrevious {
              // Equal leads imply equal continuations, so comparing the lead is enough; a glyph
              // the terminal draws over the blank after it is written again with that blank.
              let pairChanged =
                drawsWide(cells[index]) && index + 1 < cells.count
                && (index + 1) % width != 0
                && !(previousCells[index + 1] == cells[index + 1]
                  || Self.looksTheSame(previousCells[index + 1], cells[index + 1]))
              if !pairChanged
                && (previousCells[index] == cells[index]
                  || Self.looksTheSame(previousCells[index], cells[index]))
              {
                continue
              }
            } else if cells[index] == blank || Self.looksTheSame(cells[index], blank) {
              continue  // the erase already left it blank
            }
          }
          if cells[index].isContinuation { continue }
          let (x, y) = (index % width, index / width)
          if changedRow == nil { changedRow = y } else if changedRow != y { spansRows = true }
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
                (hasBlocks && covered[scan])
                || scan >= rewriteEnd
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
            // Whether anything after the run on this row is written too: an erase then has to
            // be stepped over, while a repeat leaves the cursor past the run.
            var followed = false
            var after = end
            while after < rowEnd && !followed {
              followed =
                after < rewriteEnd
                || !(hasBlocks && covered[after])
                  && !(hasPrevious
                    ? previousCells[after] == cells[after]
                      || Self.looksTheSame(previousCells[after], cells[after])
                    : cells[after] == blank || Self.looksTheSame(cells[after], blank))
              after += 1
            }
            if end - index > 1,
              emitRun(
                cells[index], count: end - index, plainLength: plainLength, followed: followed,
                x: x, y: y, frameWidth: width, into: &out)
            {
              runEnd = end
              continue
            }
          }
          if charset != .utf8 && !cells[index].glyph.isASCII {
            if drawsWide(cells[index]) {
              // Two columns in the terminal, one in the layout: drawn over the blank after it
              // where there is one, else as its stand-in.
              let next = index + 1
              if next < cells.count, next % width != 0, cells[next].glyph == .space,
                cells[next].width == 1,
                Self.spaceLooksTheSame(in: cells[next].style, as: cells[index].style),
                let bytes = encoding(of: cells[index].text)
              {
                emit(
                  Cell(text: cells[index].text, style: cells[index].style, width: 2), as: bytes,
                  x: x, y: y, frameWidth: width, into: &out)
                runEnd = next + 1
              } else {
                emitStandIn(cells[index], x: x, y: y, frameWidth: width, into: &out)
              }
            } else if let bytes = encoding(of: cells[index].text) {
              if cells[index].width == 2 && cells[index].glyph.hasCertainWidth {
                emit(cells[index], as: bytes, x: x, y: y, frameWidth: width, into: &out)
              } else if cells[index].width == 2 {
                // An emoji of several scalars (GB18030): drawn as the UTF-8 path draws it.
                emitUncertain(cells[index], as: bytes, x: x, y: y, into: &out)
                rewriteEnd = max(rewriteEnd, index + 2 * cells[index].glyph.scalarCount)
              } else {
                // Punctuation a CJK font may draw two columns wide: the cell after it is
                // written again, over any half it covered.
                emitUncertain(cells[index], as: bytes, x: x, y: y, into: &out)
                rewriteEnd = max(rewriteEnd, index + 2)
              }
            } else {
              emitStandIn(cells[index], x: x, y: y, frameWidth: width, into: &out)
            }
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
    let isWhole = old == nil || spansRows && out.count > Self.smallFrameLimit
    lastFrameIsWhole = isWhole && !out.isEmpty
    guard !out.isEmpty else { return [] }
    if usesSynchronizedOutput && isWhole {
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

  /// Writes `block` as one erase a row from its top-left corner down, in the background of
  /// `cell` (a blank, as every cell of the block is).
  private mutating func emitBlock(
    _ block: BlankBlock, cell: borrowing Cell, into out: inout [UInt8]
  ) {
    prepare(cell, x: block.x, y: block.y, into: &out)
    let style = cell.style.downgraded(to: profile)
    if let current = currentStyle, current.background == style.background,
      Self.spaceLooksTheSame(in: current, as: style)
    {
      // The erase fills with this background.
    } else {
      SGR.appendTransition(
        from: currentStyle, to: style, into: &out, scratch: &resetScratch, &changeScratch)
      currentStyle = style
      lastRequestedStyle = cell.style
    }
    for row in 0..<block.height {
      let y = block.y + row
      if row > 0 {
        Self.appendMove(
          from: cursor, to: Point(x: block.x, y: y), lineFeedMovesDown: lineFeedMovesDown,
          into: &out)
      }
      Self.appendSequence(block.width, final: UInt8(ascii: "X"), into: &out)
      cursor = Point(x: block.x, y: y)
    }
  }

  /// Writes `count` copies of `cell` from (`x`, `y`) with one erase or repeat, if the terminal
  /// has one that gives exactly those cells and it is shorter than writing them; returns
  /// whether it did.
  /// `plainLength` is what writing the changed cells among them one by one would cost;
  /// `followed`, whether more cells on the row are written after them.
  /// A run of blanks takes the shorter of an erase (which leaves the cursor at its start, to be
  /// stepped over if the row goes on) and a repeated space (which leaves it past the run).
  private mutating func emitRun(
    _ cell: borrowing Cell, count: Int, plainLength: Int, followed: Bool, x: Int, y: Int,
    frameWidth: Int, into out: inout [UInt8]
  ) -> Bool {
    let glyphLength = cell.glyph.utf8Count
    let reachesEnd = x + count == frameWidth
    let repeats = count - 1
    let repeatLength =
      shortcuts.contains(.repeatCharacter)
      ? glyphLength + (repeats == 1 ? 3 : 3 + Self.digits(repeats)) : Int.max
    if cell.glyph == .space {
      let style = cell.style.downgraded(to: profile)
      let erasesInColour = shortcuts.contains(.backgroundColorErase)
      if style.background == .default || erasesInColour {
        // Erasing leaves the cursor where it was: count the step over the run after it.
        var eraseLength = Int.max
        if reachesEnd && shortcuts.contains(.eraseToEndOfLine) {
          eraseLength = 3
        } else if shortcuts.contains(.eraseCharacters) {
          eraseLength =
            (count == 1 ? 3 : 3 + Self.digits(count)) + (followed ? Self.forwardLength(count) : 0)
        }
        if eraseLength < plainLength && eraseLength <= repeatLength {
          let before = (count: out.count, style: currentStyle, requested: lastRequestedStyle)
          prepare(cell, x: x, y: y, into: &out)
          guard let current = currentStyle, current.background == style.background,
            Self.spaceLooksTheSame(in: current, as: style)
          else {
            // Not the plain background the erase would use: take back the move and the colour
            // change, and write the cells otherwise.
            out.removeSubrange(before.count...)
            currentStyle = before.style
            lastRequestedStyle = before.requested
            return emitRepeat(
              cell, count: count, repeatLength: repeatLength, plainLength: plainLength, x: x, y: y,
              frameWidth: frameWidth, into: &out)
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
    return emitRepeat(
      cell, count: count, repeatLength: repeatLength, plainLength: plainLength, x: x, y: y,
      frameWidth: frameWidth, into: &out)
  }

  /// Writes `cell` once and a REP for the rest of `count`, if the terminal has REP and that is
  /// shorter than `plainLength`; returns whether it did.
  private mutating func emitRepeat(
    _ cell: borrowing Cell, count: Int, repeatLength: Int, plainLength: Int, x: Int, y: Int,
    frameWidth: Int, into out: inout [UInt8]
  ) -> Bool {
    guard shortcuts.contains(.repeatCharacter), repeatLength < plainLength else { return false }
    let repeats = count - 1
    let reachesEnd = x + count == frameWidth
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
    if cursor != target {
      Self.appendMove(
        from: cursor, to: target, lineFeedMovesDown: lineFeedMovesDown, into: &out)
    }
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

  /// The bytes a GB charset sends for `text`, or `nil` when it is written as a stand-in: a glyph
  /// the charset lacks, or one the full screen draws in ASCII (box drawing, blocks, emoji; see
  /// `TerminalCharset.gb`). Chinese is two columns wide in every terminal; the punctuation of
  /// sentences (`·`, `…`, quotes) the charset has is sent as itself too, as an uncertain width.
  private mutating func encoding(of text: String) -> [UInt8]? {
    if let known = encodings[text] { return known }
    // One character; of several scalars, only an emoji (GB18030) is sent as itself.
    let bytes: [UInt8]? =
      text.count == 1
      ? text.first.flatMap { charset.encoded($0) ?? charset.encodedPunctuation($0) } : nil
    if encodings.count >= 4096 { encodings = [:] }
    encodings[text] = bytes
    return bytes
  }

  /// Whether the charset's terminal draws `cell`'s glyph two columns wide where the layout
  /// counts one (``TerminalCharset/drawsWide(_:)``).
  private func drawsWide(_ cell: borrowing Cell) -> Bool {
    guard case .gb(.gb2312) = charset, cell.width == 1, let first = cell.text.first else {
      return false
    }
    return cell.text.count == 1 && charset.drawsWide(first)
  }

  /// Writes a cell as `bytes`, the charset's own for its glyph.
  private mutating func emit(
    _ cell: borrowing Cell, as bytes: [UInt8], x: Int, y: Int, frameWidth: Int,
    into out: inout [UInt8]
  ) {
    prepare(cell, x: x, y: y, into: &out)
    out += bytes
    let next = x + cell.width
    cursor = next < frameWidth ? Point(x: next, y: y) : nil
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
  /// `bytes`, when given, are the charset's own for the glyph (not UTF-8).
  private mutating func emitUncertain(
    _ cell: borrowing Cell, as bytes: [UInt8]? = nil, x: Int, y: Int, into out: inout [UInt8]
  ) {
    let target = Point(x: x, y: y)
    if cursor != target {
      Self.appendMove(
        from: cursor, to: target, lineFeedMovesDown: lineFeedMovesDown, into: &out)
    }
    let style = cell.style.downgraded(to: profile)
    if style != currentStyle {
      SGR.appendTransition(
        from: currentStyle, to: style, into: &out, scratch: &resetScratch, &changeScratch)
      currentStyle = style
    }
    lastRequestedStyle = cell.style
    for _ in 0..<max(1, cell.width) { out.append(UInt8(ascii: " ")) }
    Self.appendMove(from: nil, to: target, into: &out)
    if let bytes { out += bytes } else { cell.glyph.appendUTF8(to: &out) }
    cursor = nil
  }

  /// Appends the shortest cursor movement from `from` (unknown if `nil`) to `to`.
  ///
  /// Candidates: an absolute CUP; a vertical step (CUU, CUD, or line feeds) with the column
  /// kept and then a CUF or CUB; or CR, the vertical step, and a CUF from the first column.
  /// A line feed after a CR lands in the first column whether or not the tty turns it into
  /// CR LF, so that path may always use it; with the column kept it is used only when
  /// `lineFeedMovesDown` says the tty sends it as it is (output processing off, as raw mode
  /// leaves it). A line feed never scrolls here: it only ever moves to a row below the cursor,
  /// which is on the screen. Lengths are worked out first and only the winner is written: a
  /// repaint moves the cursor thousands of times.
  static func appendMove(
    from: Point?, to: Point, lineFeedMovesDown: Bool = false, into out: inout [UInt8]
  ) {
    let absoluteLength: Int
    switch (to.x, to.y) {
    case (0, 0): absoluteLength = 3
    case (0, _): absoluteLength = 3 + digits(to.y + 1)
    default: absoluteLength = 4 + digits(to.y + 1) + digits(to.x + 1)
    }
    guard let from else {
      appendAbsolute(to, into: &out)
      return
    }
    if from == to { return }
    let rows = to.y - from.y
    let keptColumn =
      verticalLength(rows, lineFeeds: lineFeedMovesDown)
      + horizontalLength(from: from.x, to: to.x)
    let fromFirstColumn = 1 + verticalLength(rows, lineFeeds: true) + forwardLength(to.x)
    if absoluteLength <= min(keptColumn, fromFirstColumn) {
      appendAbsolute(to, into: &out)
    } else if keptColumn <= fromFirstColumn {
      appendVertical(rows, lineFeeds: lineFeedMovesDown, into: &out)
      if to.x > from.x {
        appendForward(to.x - from.x, to: &out)
      } else if to.x < from.x {
        appendSequence(from.x - to.x, final: UInt8(ascii: "D"), into: &out)
      }
    } else {
      out.append(0x0D)
      appendVertical(rows, lineFeeds: true, into: &out)
      appendForward(to.x, to: &out)
    }
  }

  /// Line feeds are used for up to this many rows: one byte each, against 4 for a CUD.
  private static let lineFeedLimit = 3

  /// Bytes of the cheapest move by `rows` (down when positive) that keeps the column.
  static func verticalLength(_ rows: Int, lineFeeds: Bool) -> Int {
    if rows == 0 { return 0 }
    let sequence = abs(rows) == 1 ? 3 : 3 + digits(abs(rows))
    if rows > 0 && lineFeeds && rows <= lineFeedLimit { return min(rows, sequence) }
    return sequence
  }

  /// Bytes of a CUF or CUB from column `from` to column `to` on the same row.
  static func horizontalLength(from: Int, to: Int) -> Int {
    if to >= from { return forwardLength(to - from) }
    let back = from - to
    return back == 1 ? 3 : 3 + digits(back)
  }

  private static func appendVertical(_ rows: Int, lineFeeds: Bool, into out: inout [UInt8]) {
    guard rows != 0 else { return }
    if rows > 0 && lineFeeds && rows <= lineFeedLimit {
      for _ in 0..<rows { out.append(0x0A) }
    } else {
      appendSequence(abs(rows), final: UInt8(ascii: rows > 0 ? "B" : "A"), into: &out)
    }
  }

  private static func appendAbsolute(_ to: Point, into out: inout [UInt8]) {
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
  }

  /// `ESC[` `count` `final`, the count left out when it is 1.
  private static func appendSequence(_ count: Int, final: UInt8, into out: inout [UInt8]) {
    out.append(0x1B)
    out.append(UInt8(ascii: "["))
    if count != 1 { appendDecimal(count, to: &out) }
    out.append(final)
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

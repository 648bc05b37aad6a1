/// Turns successive frames into the fewest bytes that bring the terminal from one to the next.
///
/// Only cells that changed are written, with the cheapest cursor move (none when the next cell
/// is adjacent, a relative step for short gaps, an absolute CUP otherwise) and an SGR change
/// only when the style differs from what the terminal already has. A frame comes back as one
/// byte array, meant for a single `write`, wrapped in synchronized-output markers so the
/// terminal shows it all at once. An unchanged frame is zero bytes.
public struct DiffRenderer: Sendable {
  /// How colours are encoded; changing it repaints everything on the next frame.
  public var profile: ColorProfile {
    didSet { if profile != oldValue { invalidate() } }
  }
  /// Whether frames are wrapped in `ESC[?2026h` … `ESC[?2026l`.
  public var usesSynchronizedOutput: Bool

  /// What the terminal shows, as far as we know; `nil` forces a full repaint.
  private var previous: CellBuffer?
  /// Where the terminal's cursor is; `nil` when unknown (e.g. after writing the last column).
  private var cursor: Point?
  /// The terminal's current SGR state (already downgraded); `nil` when unknown.
  private var currentStyle: Style?

  /// Creates a renderer whose first frame is a full repaint.
  public init(profile: ColorProfile, usesSynchronizedOutput: Bool = true) {
    self.profile = profile
    self.usesSynchronizedOutput = usesSynchronizedOutput
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
    let old = previous.flatMap { $0.size == frame.size ? $0 : nil }
    if old == nil {
      // Reset attributes first: erase fills with the current background.
      out.append(contentsOf: "\u{1B}[0m\u{1B}[H\u{1B}[2J".utf8)
      currentStyle = .plain
      cursor = Point(x: 0, y: 0)
    }
    let blank = Cell.blank()
    for y in 0..<frame.height {
      for x in 0..<frame.width {
        let cell = frame[x: x, y: y]
        if cell.isContinuation { continue }
        if let old {
          // Equal leads imply equal continuations, so comparing the lead is enough.
          if old[x: x, y: y] == cell { continue }
        } else if cell == blank {
          continue  // the erase already left it blank
        }
        emit(cell, x: x, y: y, frameWidth: frame.width, into: &out)
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

  /// `ESC[?2026h`: the terminal holds drawing until the matching end.
  public static let beginSynchronizedUpdate: [UInt8] = Array("\u{1B}[?2026h".utf8)
  /// `ESC[?2026l`.
  public static let endSynchronizedUpdate: [UInt8] = Array("\u{1B}[?2026l".utf8)

  private mutating func emit(_ cell: Cell, x: Int, y: Int, frameWidth: Int, into out: inout [UInt8])
  {
    let target = Point(x: x, y: y)
    out.append(contentsOf: Self.move(from: cursor, to: target).utf8)
    let style = cell.style.downgraded(to: profile)
    out.append(contentsOf: SGR.transition(from: currentStyle, to: style).utf8)
    currentStyle = style
    out.append(contentsOf: cell.text.utf8)
    let next = x + cell.width
    // In the last column the terminal sits in a "pending wrap" state: only an absolute move
    // is safe after that, so call the position unknown.
    cursor = next < frameWidth ? Point(x: next, y: y) : nil
  }

  /// The shortest cursor movement from `from` (unknown if `nil`) to `to`.
  static func move(from: Point?, to: Point) -> String {
    let absolute: String
    switch (to.x, to.y) {
    case (0, 0): absolute = "\u{1B}[H"
    case (0, _): absolute = "\u{1B}[\(to.y + 1)H"
    default: absolute = "\u{1B}[\(to.y + 1);\(to.x + 1)H"
    }
    guard let from else { return absolute }
    if from == to { return "" }
    var candidates = [absolute]
    if from.y == to.y {
      if to.x > from.x {
        candidates.append(forward(to.x - from.x))
      } else {
        let back = from.x - to.x
        candidates.append(back == 1 ? "\u{1B}[D" : "\u{1B}[\(back)D")
        candidates.append("\r" + forward(to.x))
      }
    } else if to.y == from.y + 1 {
      // CR LF rather than a bare LF: correct whether or not the tty translates newlines.
      candidates.append("\r\n" + forward(to.x))
    }
    return candidates.min { $0.utf8.count < $1.utf8.count }!
  }

  /// Cursor forward by `columns` (CUF); nothing for zero.
  private static func forward(_ columns: Int) -> String {
    switch columns {
    case 0: ""
    case 1: "\u{1B}[C"
    default: "\u{1B}[\(columns)C"
    }
  }
}

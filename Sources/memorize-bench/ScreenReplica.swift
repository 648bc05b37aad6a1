import TerminalKit

/// What a terminal would show after reading our output: enough of a terminal to follow the
/// sequences `DiffRenderer` and `TerminalModes` write (cursor moves, erase, repeat, text), ignoring
/// colours and modes.
///
/// The slow-link measure reads the process's output as a slow terminal would, and asks this
/// replica when the result of a key has reached the screen.
struct ScreenReplica {
  let size: TerminalSize
  private(set) var cells: [String]
  private var x = 0
  private var y = 0
  /// The last character printed, which REP repeats.
  private var lastPrinted: String?
  /// Bytes of an escape sequence or UTF-8 character that arrived split across reads.
  private var pending: [UInt8] = []
  /// The answers xterm would give to the cursor position reports (`ESC[6n`) and device
  /// attributes queries (`ESC[c`) read so far, the game's shortcut probe among them.
  private(set) var replies: [UInt8] = []
  /// Whether a device attributes query has been answered (the probe's last question).
  private(set) var hasAnsweredAttributes = false

  init(size: TerminalSize) {
    self.size = size
    cells = Array(repeating: " ", count: size.width * size.height)
  }

  /// The text of row `y`.
  func row(_ y: Int) -> String {
    cells[(y * size.width)..<((y + 1) * size.width)].joined()
  }

  /// Whether `text` (one grapheme) is drawn anywhere on the screen.
  func shows(_ text: String) -> Bool {
    cells.contains(text)
  }

  /// The answers collected so far, handed over once.
  mutating func takeReplies() -> [UInt8] {
    defer { replies = [] }
    return replies
  }

  mutating func feed(_ bytes: some Collection<UInt8>) {
    pending.append(contentsOf: bytes)
    var index = 0
    while index < pending.count {
      guard let used = consume(from: index) else { break }
      index += used
    }
    pending.removeFirst(index)
  }

  /// Interprets what starts at `index`; returns the bytes used, or `nil` if it is incomplete.
  private mutating func consume(from index: Int) -> Int? {
    let byte = pending[index]
    switch byte {
    case 0x1B:
      return escape(from: index)
    case 0x0D:
      x = 0
      return 1
    case 0x0A:
      y = min(size.height - 1, y + 1)
      return 1
    case 0x00..<0x20, 0x7F:
      return 1
    default:
      let length =
        byte < 0x80 ? 1 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
      guard index + length <= pending.count else { return nil }
      let text = String(decoding: pending[index..<index + length], as: UTF8.self)
      put(text)
      return length
    }
  }

  private mutating func escape(from index: Int) -> Int? {
    guard index + 1 < pending.count else { return nil }
    guard pending[index + 1] == UInt8(ascii: "[") else {
      // Two-byte sequences (charset, keypad modes): nothing that moves the cursor.
      return 2
    }
    var end = index + 2
    while end < pending.count, !(0x40...0x7E).contains(pending[end]) { end += 1 }
    guard end < pending.count else { return nil }
    let body = String(decoding: pending[(index + 2)..<end], as: UTF8.self)
    let numbers = body.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
    func number(_ position: Int, default fallback: Int) -> Int {
      position < numbers.count ? (numbers[position] ?? fallback) : fallback
    }
    if !body.hasPrefix("?") {
      switch pending[end] {
      case UInt8(ascii: "H"):
        y = min(size.height - 1, max(0, number(0, default: 1) - 1))
        x = min(size.width - 1, max(0, number(1, default: 1) - 1))
      case UInt8(ascii: "C"): x = min(size.width - 1, x + max(1, number(0, default: 1)))
      case UInt8(ascii: "D"): x = max(0, x - max(1, number(0, default: 1)))
      case UInt8(ascii: "J") where body == "2":
        cells = Array(repeating: " ", count: size.width * size.height)
      case UInt8(ascii: "K"):
        for column in x..<size.width { cells[y * size.width + column] = " " }
      case UInt8(ascii: "X"):
        for column in x..<min(size.width, x + max(1, number(0, default: 1))) {
          cells[y * size.width + column] = " "
        }
      case UInt8(ascii: "n") where body == "6":
        replies += Array("\u{1B}[\(y + 1);\(x + 1)R".utf8)
      case UInt8(ascii: "c") where body.isEmpty || body == "0":
        // xterm's own answer: a VT420 with its extensions.
        replies += Array("\u{1B}[?64;1;2;6;9;15;16;17;18;21;22;28c".utf8)
        hasAnsweredAttributes = true
      case UInt8(ascii: "b"):
        if let lastPrinted {
          for _ in 0..<max(1, number(0, default: 1)) { put(lastPrinted) }
        }
      default: break
      }
    }
    return end - index + 1
  }

  private mutating func put(_ text: String) {
    lastPrinted = text
    let width = max(1, DisplayWidth.of(text))
    if x + width > size.width {
      x = 0
      y = min(size.height - 1, y + 1)
    }
    cells[y * size.width + x] = text
    if width == 2 && x + 1 < size.width { cells[y * size.width + x + 1] = "" }
    x = min(size.width - 1, x + width)
  }
}

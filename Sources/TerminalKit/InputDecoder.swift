/// Turns the bytes a terminal sends into `InputEvent`s; pure, so it is tested with byte arrays.
///
/// Feed it chunks as they are read. A sequence split across chunks is kept pending until the
/// rest arrives. A lone Esc cannot be told from the start of a sequence without waiting, so the
/// caller waits a little (25–50 ms) after the last byte and then calls `flushPending()`, which
/// turns whatever is pending into keys (a pending `ESC` becomes the Esc key).
///
/// Malformed, truncated or unknown sequences become `.unknown` events and never leak into text;
/// invalid UTF-8 is reported the same way; nothing here traps on any input. Text arrives in the
/// decoder's `charset`: UTF-8, or a GB charset's one-, two- and four-byte sequences.
///
/// A terminal's answers to queries are `.unknown` too, so they never pass for keys: device
/// attributes (`ESC[?62;22c`) and cursor position reports (`ESC[2;5R`; row 1 reads as F3).
/// `ShortcutProbe` reads its answers out of them.
public struct InputDecoder: Sendable {
  /// The longest escape sequence kept; anything longer is garbage and is skipped.
  public static let maximumSequenceLength = 64
  /// The most pasted bytes kept; the rest of a huge paste is dropped.
  public var maximumPasteBytes: Int
  /// The charset typed and pasted text arrives in: the locale's (GB18030 bytes from a terminal
  /// under `zh_CN.GB18030`); UTF-8 by default, and for every charset that is not GB.
  public var charset: TerminalCharset = .utf8

  private var pending: [UInt8] = []
  /// Collected paste bytes while inside `ESC[200~` … `ESC[201~`.
  private var paste: [UInt8]?
  /// Set after an over-long sequence, to skip the rest of it.
  private var discardingSequence = false

  /// Creates a decoder.
  public init(maximumPasteBytes: Int = 1 << 18) {
    self.maximumPasteBytes = maximumPasteBytes
  }

  /// Whether bytes are waiting for more input (or for `flushPending()` after a pause).
  public var hasPending: Bool { !pending.isEmpty || paste != nil }

  /// Whether a bracketed paste has started and not yet ended.
  ///
  /// Pastes can arrive in slow pieces (over ssh), so a loop waits longer before flushing.
  public var isPasting: Bool { paste != nil }

  /// Decodes a chunk of input; incomplete trailing sequences stay pending.
  public mutating func feed(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
    pending.append(contentsOf: bytes)
    return decode(final: false)
  }

  /// Resolves everything pending after a pause: a lone `ESC` is the Esc key, `ESC [` is
  /// Alt-[, an unfinished sequence is `.unknown`, and an unterminated paste is delivered.
  public mutating func flushPending() -> [InputEvent] {
    decode(final: true)
  }

  // MARK: - Decoding

  private static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]  // ESC[201~

  /// What one step of parsing found.
  private enum Step {
    case events([InputEvent], length: Int)
    case incomplete
  }

  private mutating func decode(final: Bool) -> [InputEvent] {
    var events: [InputEvent] = []
    let bytes = pending
    var i = 0
    while i < bytes.count {
      if paste != nil {
        i = consumePaste(bytes, from: i, final: final, into: &events)
        // Still inside the paste: everything is consumed or kept pending by consumePaste.
        if paste != nil { return events }
        continue
      }
      if discardingSequence {
        // Skip the parameter bytes of an over-long sequence, then its final byte.
        let byte = bytes[i]
        if (0x20...0x3F).contains(byte) {
          i += 1
          continue
        }
        discardingSequence = false
        if (0x40...0x7E).contains(byte) {
          i += 1
          continue
        }
      }
      switch step(bytes, at: i, final: final) {
      case .events(let found, let length):
        events.append(contentsOf: found)
        i += max(1, length)
      case .incomplete:
        pending = Array(bytes[i...])
        return events
      }
    }
    pending = []
    if final { finishPaste(into: &events) }
    return events
  }

  /// Collects paste bytes up to the end marker; returns where parsing continues.
  private mutating func consumePaste(
    _ bytes: [UInt8], from start: Int, final: Bool, into events: inout [InputEvent]
  ) -> Int {
    if let end = Self.find(Self.pasteEnd, in: bytes, from: start) {
      appendPaste(bytes[start..<end])
      finishPaste(into: &events)
      return end + Self.pasteEnd.count
    }
    if final {
      appendPaste(bytes[start...])
      finishPaste(into: &events)
      return bytes.count
    }
    // Keep a tail that could be the start of the end marker split across chunks.
    var keep = min(Self.pasteEnd.count - 1, bytes.count - start)
    while keep > 0 && !bytes[(bytes.count - keep)...].elementsEqual(Self.pasteEnd.prefix(keep)) {
      keep -= 1
    }
    appendPaste(bytes[start..<(bytes.count - keep)])
    pending = Array(bytes[(bytes.count - keep)...])
    return bytes.count - keep
  }

  private mutating func appendPaste(_ chunk: ArraySlice<UInt8>) {
    guard var collected = paste else { return }
    paste = nil  // avoid copying while appending
    let room = maximumPasteBytes - collected.count
    if room > 0 { collected.append(contentsOf: chunk.prefix(room)) }
    paste = collected
  }

  private mutating func finishPaste(into events: inout [InputEvent]) {
    guard let collected = paste else { return }
    paste = nil
    let text = Sanitizer.strip(charset.decode(collected))
    if !text.isEmpty { events.append(.paste(text)) }
  }

  private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
    guard haystack.count - start >= needle.count else { return nil }
    var i = start
    while i <= haystack.count - needle.count {
      if haystack[i] == needle[0] && haystack[i..<(i + needle.count)].elementsEqual(needle) {
        return i
      }
      i += 1
    }
    return nil
  }

  /// Parses one key, sequence or run of text at `i`.
  private mutating func step(_ bytes: [UInt8], at i: Int, final: Bool) -> Step {
    let byte = bytes[i]
    if byte == 0x1B { return escape(bytes, at: i, final: final) }
    if let key = Self.controlKey(byte) { return .events([.key(key)], length: 1) }
    return text(bytes, at: i, final: final)
  }

  /// Keys sent as one control byte: Enter, Tab, Backspace, Ctrl-letter.
  private static func controlKey(_ byte: UInt8) -> KeyPress? {
    switch byte {
    case 0x0D, 0x0A: return KeyPress(.enter)
    case 0x09: return KeyPress(.tab)
    case 0x7F, 0x08: return KeyPress(.backspace)
    case 0x00: return KeyPress(.character(" "), modifiers: .control)
    case 0x01...0x1A:
      return KeyPress(.character(Character(Unicode.Scalar(byte + 0x60))), modifiers: .control)
    case 0x1C...0x1F:
      return KeyPress(.character(Character(Unicode.Scalar(byte + 0x40))), modifiers: .control)
    default: return nil
    }
  }

  // MARK: Text

  private enum UTF8Scalar {
    case scalar(Unicode.Scalar, length: Int)
    case invalid(length: Int)
    case incomplete
  }

  /// The scalar at `i` in the decoder's charset.
  private func decodeScalar(_ bytes: [UInt8], at i: Int) -> UTF8Scalar {
    guard case .gb = charset, bytes[i] >= 0x80 else { return Self.decodeUTF8(bytes, at: i) }
    switch TerminalCharset.gbSequenceLength(bytes[i...]) {
    case nil: return .incomplete
    case 0?: return .invalid(length: 1)
    case let length?:
      let scalars = charset.decode(bytes[i..<(i + length)]).unicodeScalars
      guard scalars.count == 1, let scalar = scalars.first, scalar != "\u{FFFD}" else {
        return .invalid(length: length)
      }
      return .scalar(scalar, length: length)
    }
  }

  private static func decodeUTF8(_ bytes: [UInt8], at i: Int) -> UTF8Scalar {
    let lead = bytes[i]
    if lead < 0x80 { return .scalar(Unicode.Scalar(lead), length: 1) }
    let length: Int
    let minimum: UInt32
    var value: UInt32
    switch lead {
    case 0xC2...0xDF: (length, minimum, value) = (2, 0x80, UInt32(lead & 0x1F))
    case 0xE0...0xEF: (length, minimum, value) = (3, 0x800, UInt32(lead & 0x0F))
    case 0xF0...0xF4: (length, minimum, value) = (4, 0x10000, UInt32(lead & 0x07))
    default: return .invalid(length: 1)
    }
    for k in 1..<length {
      guard i + k < bytes.count else { return .incomplete }
      let next = bytes[i + k]
      guard next & 0xC0 == 0x80 else { return .invalid(length: k) }
      value = value << 6 | UInt32(next & 0x3F)
    }
    // Overlong forms and surrogates are invalid too.
    guard value >= minimum, let scalar = Unicode.Scalar(value) else {
      return .invalid(length: length)
    }
    return .scalar(scalar, length: length)
  }

  /// A run of printable text, one key event per grapheme so combining marks stay together.
  private func text(_ bytes: [UInt8], at start: Int, final: Bool) -> Step {
    var scalars = String.UnicodeScalarView()
    var i = start
    scan: while i < bytes.count {
      let byte = bytes[i]
      if byte < 0x20 || byte == 0x7F { break }
      switch decodeScalar(bytes, at: i) {
      case .scalar(let scalar, let length):
        if Sanitizer.isUnsafe(scalar) {
          if scalars.isEmpty {
            return .events([.unknown(Array(bytes[i..<(i + length)]))], length: length)
          }
          break scan
        }
        scalars.append(scalar)
        i += length
      case .invalid(let length):
        if scalars.isEmpty {
          return .events([.unknown(Array(bytes[i..<(i + length)]))], length: length)
        }
        break scan
      case .incomplete:
        if !scalars.isEmpty { break scan }
        if final { return .events([.unknown(Array(bytes[i...]))], length: bytes.count - i) }
        return .incomplete
      }
    }
    let events = String(scalars).map { InputEvent.key(KeyPress(.character($0))) }
    return .events(events, length: i - start)
  }

  // MARK: Escape sequences

  private mutating func escape(_ bytes: [UInt8], at i: Int, final: Bool) -> Step {
    guard i + 1 < bytes.count else {
      return final ? .events([.key(KeyPress(.escape))], length: 1) : .incomplete
    }
    switch bytes[i + 1] {
    case 0x5B:  // [
      return controlSequence(bytes, at: i, final: final)
    case 0x4F:  // O
      return singleShift(bytes, at: i, final: final)
    case 0x1B:
      // ESC ESC [ … is Alt plus a special key in some terminals; otherwise two Esc presses.
      if i + 2 < bytes.count, bytes[i + 2] == 0x5B || bytes[i + 2] == 0x4F {
        switch escape(bytes, at: i + 1, final: final) {
        case .incomplete:
          return .incomplete
        case .events(let found, let length):
          if found.count == 1, case .key(var key) = found[0] {
            key.modifiers.insert(.alt)
            return .events([.key(key)], length: length + 1)
          }
        }
      } else if i + 2 >= bytes.count && !final {
        return .incomplete
      }
      return .events([.key(KeyPress(.escape))], length: 1)
    default:
      // Alt (sent as an ESC prefix) plus one key or character.
      let next = bytes[i + 1]
      if let key = Self.controlKey(next) {
        var alt = key
        alt.modifiers.insert(.alt)
        return .events([.key(alt)], length: 2)
      }
      switch decodeScalar(bytes, at: i + 1) {
      case .scalar(let scalar, let length) where !Sanitizer.isUnsafe(scalar):
        return .events(
          [.key(KeyPress(.character(Character(scalar)), modifiers: .alt))], length: 1 + length)
      case .incomplete where !final:
        return .incomplete
      default:
        return .events([.key(KeyPress(.escape))], length: 1)
      }
    }
  }

  /// `ESC O x`: keys in application cursor/keypad mode, and F1–F4.
  private func singleShift(_ bytes: [UInt8], at i: Int, final: Bool) -> Step {
    guard i + 2 < bytes.count else {
      return final
        ? .events([.key(KeyPress(.character("O"), modifiers: .alt))], length: 2) : .incomplete
    }
    let code = bytes[i + 2]
    guard (0x40...0x7E).contains(code) else {
      return .events([.key(KeyPress(.character("O"), modifiers: .alt))], length: 2)
    }
    let key: Key? =
      switch code {
      case 0x41: .up
      case 0x42: .down
      case 0x43: .right
      case 0x44: .left
      case 0x48: .home
      case 0x46: .end
      case 0x4D: .enter
      case 0x50: .function(1)
      case 0x51: .function(2)
      case 0x52: .function(3)
      case 0x53: .function(4)
      default: nil
      }
    guard let key else { return .events([.unknown(Array(bytes[i...(i + 2)]))], length: 3) }
    return .events([.key(KeyPress(key))], length: 3)
  }

  /// `ESC [ params intermediates final`, plus the X10 mouse and Linux console oddities.
  private mutating func controlSequence(_ bytes: [UInt8], at i: Int, final: Bool) -> Step {
    let start = i + 2
    guard start < bytes.count else {
      return final
        ? .events([.key(KeyPress(.character("["), modifiers: .alt))], length: 2) : .incomplete
    }
    if bytes[start] == 0x4D {  // ESC [ M cb cx cy: X10 mouse, three raw bytes
      guard start + 3 < bytes.count else {
        return final
          ? .events([.unknown(Array(bytes[i...]))], length: bytes.count - i) : .incomplete
      }
      let raw = Array(bytes[i...(start + 3)])
      let event = Self.x10Mouse(bytes[start + 1], bytes[start + 2], bytes[start + 3])
      return .events([event.map(InputEvent.mouse) ?? .unknown(raw)], length: raw.count)
    }
    if bytes[start] == 0x5B {  // ESC [ [ A…E: F1–F5 on the Linux console
      guard start + 1 < bytes.count else {
        return final
          ? .events([.unknown(Array(bytes[i...]))], length: bytes.count - i) : .incomplete
      }
      let code = bytes[start + 1]
      if (0x41...0x45).contains(code) {
        return .events([.key(KeyPress(.function(Int(code - 0x40))))], length: 4)
      }
      return .events([.unknown(Array(bytes[i...(start)]))], length: 3)
    }
    var k = start
    while k < bytes.count {
      let byte = bytes[k]
      if k - i >= Self.maximumSequenceLength {
        discardingSequence = true
        return .events([.unknown(Array(bytes[i..<k]))], length: k - i)
      }
      switch byte {
      case 0x20...0x3F:
        k += 1
      case 0x40...0x7E:
        let raw = Array(bytes[i...k])
        let parameters = Array(bytes[start..<k])
        return .events(interpret(parameters: parameters, final: byte, raw: raw), length: raw.count)
      default:
        // A byte that cannot be inside a sequence: the sequence was cut short. Report what
        // we have and let the byte be decoded on its own.
        return .events([.unknown(Array(bytes[i..<k]))], length: k - i)
      }
    }
    return final ? .events([.unknown(Array(bytes[i...]))], length: bytes.count - i) : .incomplete
  }

  /// Splits `1;5` into numbers (missing ones are `nil`; `:` sub-parameters are ignored).
  private static func numbers(_ parameters: ArraySlice<UInt8>) -> [Int?] {
    parameters.split(separator: 0x3B, omittingEmptySubsequences: false).map { field in
      let main = field.prefix { $0 != 0x3A }
      guard !main.isEmpty, main.count <= 9, main.allSatisfy({ (0x30...0x39).contains($0) }) else {
        return nil
      }
      return main.reduce(0) { $0 * 10 + Int($1 - 0x30) }
    }
  }

  private mutating func interpret(parameters: [UInt8], final: UInt8, raw: [UInt8]) -> [InputEvent] {
    let unknown: [InputEvent] = [.unknown(raw)]
    if parameters.first == 0x3C {  // <: SGR mouse
      guard final == 0x4D || final == 0x6D else { return unknown }
      let values = Self.numbers(parameters.dropFirst())
      guard values.count == 3, let b = values[0], let x = values[1], let y = values[2] else {
        return unknown
      }
      return Self.sgrMouse(button: b, x: x, y: y, released: final == 0x6D).map { [.mouse($0)] }
        ?? unknown
    }
    if let first = parameters.first, (0x3C...0x3F).contains(first) { return unknown }  // replies
    let values = Self.numbers(parameters[...])
    let modifiers = KeyModifiers(xtermParameter: (values.count > 1 ? values[1] : nil) ?? 1)
    func key(_ key: Key, _ extra: KeyModifiers = []) -> [InputEvent] {
      [.key(KeyPress(key, modifiers: modifiers.union(extra)))]
    }
    switch final {
    case 0x41: return key(.up)
    case 0x42: return key(.down)
    case 0x43: return key(.right)
    case 0x44: return key(.left)
    case 0x48: return key(.home)
    case 0x46: return key(.end)
    case 0x5A: return key(.tab, .shift)
    case 0x50: return key(.function(1))
    case 0x51: return key(.function(2))
    case 0x52:
      // A cursor position report (`ESC[2;5R`, the answer to `ESC[6n`) ends in R too; F3 with
      // modifiers is always `ESC[1;mR`, so a first number other than 1 is a report, not a key.
      if let row = values.first ?? nil, row != 1 { return unknown }
      return key(.function(3))
    case 0x53: return key(.function(4))
    case 0x75:  // u: "CSI u" keys, codepoint;modifiers
      guard let code = values.first ?? nil else { return unknown }
      return Self.codepointKey(code).map { key($0) } ?? unknown
    case 0x7E:  // ~
      guard let number = values.first ?? nil else { return unknown }
      switch number {
      case 200:
        paste = []
        return []
      case 27:  // xterm modifyOtherKeys: 27;modifiers;codepoint~
        guard values.count > 2, let code = values[2] else { return unknown }
        return Self.codepointKey(code).map { key($0) } ?? unknown
      default:
        return Self.tildeKey(number).map { key($0) } ?? unknown
      }
    default:
      return unknown
    }
  }

  private static func tildeKey(_ number: Int) -> Key? {
    switch number {
    case 1, 7: .home
    case 2: .insert
    case 3: .delete
    case 4, 8: .end
    case 5: .pageUp
    case 6: .pageDown
    case 11...15: .function(number - 10)
    case 17...21: .function(number - 11)
    case 23...26: .function(number - 12)
    case 28, 29: .function(number - 13)
    case 31...34: .function(number - 14)
    default: nil
    }
  }

  private static func codepointKey(_ code: Int) -> Key? {
    switch code {
    case 13: return .enter
    case 9: return .tab
    case 127, 8: return .backspace
    case 27: return .escape
    default:
      guard let scalar = Unicode.Scalar(UInt32(clamping: code)), !Sanitizer.isUnsafe(scalar) else {
        return nil
      }
      return .character(Character(scalar))
    }
  }

  // MARK: Mouse

  /// Decodes the button byte shared by the SGR and X10 encodings.
  private static func mouse(code: Int, x: Int, y: Int, released: Bool, x10: Bool) -> MouseEvent? {
    guard x >= 0, y >= 0 else { return nil }
    var modifiers: KeyModifiers = []
    if code & 4 != 0 { modifiers.insert(.shift) }
    if code & 8 != 0 { modifiers.insert(.alt) }
    if code & 16 != 0 { modifiers.insert(.control) }
    let low = code & 3
    let motion = code & 32 != 0
    if code & 64 != 0 {
      guard !released else { return nil }
      let direction: [WheelDirection] = [.up, .down, .left, .right]
      return MouseEvent(.wheel(direction[low]), x: x, y: y, modifiers: modifiers)
    }
    let button: MouseButton? =
      code & 128 != 0 ? .other(8 + low) : [MouseButton.left, .middle, .right, nil][low]
    let kind: MouseEvent.Kind
    if released || (x10 && button == nil && !motion) {
      kind = .release(button)
    } else if motion {
      kind = button.map { .drag($0) } ?? .move
    } else if let button {
      kind = .press(button)
    } else {
      return nil
    }
    return MouseEvent(kind, x: x, y: y, modifiers: modifiers)
  }

  /// `ESC [ < b ; x ; y M|m`; coordinates are 1-based on the wire, 0-based from here on.
  private static func sgrMouse(button: Int, x: Int, y: Int, released: Bool) -> MouseEvent? {
    guard x >= 1, y >= 1 else { return nil }
    return mouse(code: button, x: x - 1, y: y - 1, released: released, x10: false)
  }

  /// `ESC [ M` + three bytes, each offset by 32; positions are 1-based on the wire.
  private static func x10Mouse(_ b: UInt8, _ x: UInt8, _ y: UInt8) -> MouseEvent? {
    guard b >= 32, x >= 33, y >= 33 else { return nil }
    return mouse(code: Int(b) - 32, x: Int(x) - 33, y: Int(y) - 33, released: false, x10: true)
  }
}

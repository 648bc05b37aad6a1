/// Something the user did, decoded from the bytes the terminal sent.
public enum InputEvent: Sendable, Hashable {
  /// A key press (text characters included).
  case key(KeyPress)
  /// A mouse button, motion or wheel event.
  case mouse(MouseEvent)
  /// Text pasted with bracketed paste, as one piece; control characters already removed.
  case paste(String)
  /// A sequence the decoder does not understand; apps ignore it (kept for debugging).
  case unknown([UInt8])
}

/// Shift, Alt, Control and Meta, as terminals report them.
public struct KeyModifiers: OptionSet, Sendable, Hashable {
  public let rawValue: UInt8

  /// Creates modifiers from their bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  public static let shift = KeyModifiers(rawValue: 1)
  public static let alt = KeyModifiers(rawValue: 2)
  public static let control = KeyModifiers(rawValue: 4)
  public static let meta = KeyModifiers(rawValue: 8)

  /// Decodes the xterm modifier parameter (`1 + bits`, as in `ESC[1;5A` for Ctrl-Up).
  init(xtermParameter: Int) {
    self.init(rawValue: UInt8(clamping: max(0, xtermParameter - 1) & 0x0F))
  }
}

/// A key on the keyboard.
public enum Key: Sendable, Hashable {
  /// A printable character; for Ctrl-A … Ctrl-Z it is the lowercase letter, with `.control`.
  case character(Character)
  case enter
  case tab
  case backspace
  case escape
  case up
  case down
  case left
  case right
  case home
  case end
  case pageUp
  case pageDown
  case insert
  case delete
  /// F1 … F12 (and beyond, where terminals send them).
  case function(Int)
}

/// A key and the modifiers held with it.
public struct KeyPress: Sendable, Hashable {
  /// The key.
  public var key: Key
  /// Modifiers held.
  public var modifiers: KeyModifiers

  /// Creates a key press.
  public init(_ key: Key, modifiers: KeyModifiers = []) {
    self.key = key
    self.modifiers = modifiers
  }

  /// The typed character when this is plain text (no Control or Alt), else `nil`.
  public var text: Character? {
    if case .character(let c) = key, modifiers.isDisjoint(with: [.control, .alt, .meta]) {
      return c
    }
    return nil
  }
}

/// A mouse button.
public enum MouseButton: Sendable, Hashable {
  case left
  case middle
  case right
  /// Extra buttons (8 and up), numbered from 4.
  case other(Int)
}

/// Which way a wheel turned.
public enum WheelDirection: Sendable, Hashable {
  case up
  case down
  case left
  case right
}

/// A mouse event at a 0-based cell position.
public struct MouseEvent: Sendable, Hashable {
  /// What happened.
  public enum Kind: Sendable, Hashable {
    case press(MouseButton)
    /// A release; X10 encoding does not say which button, hence `nil`.
    case release(MouseButton?)
    /// Motion with a button held.
    case drag(MouseButton)
    /// Motion with no button held (only with any-motion tracking).
    case move
    case wheel(WheelDirection)
  }

  /// What happened.
  public var kind: Kind
  /// Column, 0-based (terminals send 1-based; the decoder converts).
  public var x: Int
  /// Row, 0-based.
  public var y: Int
  /// Modifiers held (Shift, Alt/Meta, Control).
  public var modifiers: KeyModifiers

  /// Creates a mouse event.
  public init(_ kind: Kind, x: Int, y: Int, modifiers: KeyModifiers = []) {
    self.kind = kind
    self.x = x
    self.y = y
    self.modifiers = modifiers
  }

  /// The position as a point.
  public var position: Point { Point(x: x, y: y) }
}

/// How a cell looks: colours and the text attributes terminals agree on.
public struct Style: Sendable, Hashable {
  /// Text colour.
  public var foreground: TerminalColor
  /// Cell colour.
  public var background: TerminalColor
  /// Bold (SGR 1).
  public var isBold: Bool
  /// Dim, a.k.a. faint (SGR 2).
  public var isDim: Bool
  /// Italic (SGR 3).
  public var isItalic: Bool
  /// Underline (SGR 4).
  public var isUnderlined: Bool
  /// Swapped foreground and background (SGR 7): works even without colour.
  public var isReversed: Bool

  /// Creates a style; everything defaults to the terminal's plain look.
  public init(
    foreground: TerminalColor = .default, background: TerminalColor = .default,
    bold: Bool = false, dim: Bool = false, italic: Bool = false, underline: Bool = false,
    reverse: Bool = false
  ) {
    self.foreground = foreground
    self.background = background
    self.isBold = bold
    self.isDim = dim
    self.isItalic = italic
    self.isUnderlined = underline
    self.isReversed = reverse
  }

  /// The terminal's default look (what SGR 0 gives).
  public static let plain = Style()

  /// The five attributes as bits, so comparing styles is two integer comparisons.
  private var attributeBits: UInt32 {
    (isBold ? 1 : 0) | (isDim ? 2 : 0) | (isItalic ? 4 : 0) | (isUnderlined ? 8 : 0)
      | (isReversed ? 16 : 0)
  }

  public static func == (lhs: Style, rhs: Style) -> Bool {
    lhs.foreground.packed == rhs.foreground.packed
      && lhs.background.packed == rhs.background.packed
      && lhs.attributeBits == rhs.attributeBits
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(foreground.packed)
    hasher.combine(background.packed)
    hasher.combine(attributeBits)
  }

  /// This style with a different foreground.
  public func foreground(_ color: TerminalColor) -> Style { setting(\.foreground, color) }
  /// This style with a different background.
  public func background(_ color: TerminalColor) -> Style { setting(\.background, color) }
  /// This style, bold.
  public func bold(_ on: Bool = true) -> Style { setting(\.isBold, on) }
  /// This style, dim.
  public func dim(_ on: Bool = true) -> Style { setting(\.isDim, on) }
  /// This style, italic.
  public func italic(_ on: Bool = true) -> Style { setting(\.isItalic, on) }
  /// This style, underlined.
  public func underline(_ on: Bool = true) -> Style { setting(\.isUnderlined, on) }
  /// This style, reversed.
  public func reverse(_ on: Bool = true) -> Style { setting(\.isReversed, on) }

  /// A copy with one property changed: what every modifier above is.
  private func setting<Value>(_ property: WritableKeyPath<Style, Value>, _ value: Value) -> Style {
    var copy = self
    copy[keyPath: property] = value
    return copy
  }

  /// The style as the profile can show it: colours downgraded (or dropped), attributes kept.
  public func downgraded(to profile: ColorProfile) -> Style {
    var copy = self
    copy.foreground = foreground.downgraded(to: profile) ?? .default
    copy.background = background.downgraded(to: profile) ?? .default
    return copy
  }
}

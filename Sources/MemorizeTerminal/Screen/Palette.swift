import CardGames
import TerminalKit

/// The colours and glyph choices of the terminal app, chosen once per colour profile.
///
/// With no colour at all, every state must still be told apart by shape: card backs are
/// hatched, focus is a double border, selection is marked with a sign.
public struct Palette: Sendable {
  public let profile: ColorProfile

  public init(profile: ColorProfile) {
    self.profile = profile
  }

  public var usesColor: Bool { profile != .none }

  /// A theme's colour for the terminal.
  public func color(_ rgba: RGBAColor) -> TerminalColor {
    let (red, green, blue, _) = rgba.bytes
    return .rgb(red: red, green: green, blue: blue)
  }

  public var cardFace: TerminalColor { .rgb(red: 250, green: 248, blue: 240) }
  public var cardInk: TerminalColor { .rgb(red: 30, green: 30, blue: 30) }
  public var matchHighlight: TerminalColor { .rgb(red: 170, green: 230, blue: 160) }
  public var mismatchHighlight: TerminalColor { .rgb(red: 245, green: 170, blue: 160) }
  public var focus: TerminalColor { .rgb(red: 255, green: 215, blue: 0) }
  public var muted: TerminalColor { .rgb(red: 130, green: 130, blue: 130) }
  public var red: TerminalColor { .rgb(red: 200, green: 30, blue: 40) }
  public var notice: TerminalColor { .rgb(red: 255, green: 200, blue: 80) }

  /// The border of a card: focus shows as a bright double line.
  public func cardBorder(focused: Bool) -> (BorderStyle, Style) {
    focused
      ? (.double, Style(foreground: focus, bold: true))
      : (.rounded, Style(foreground: muted))
  }
}

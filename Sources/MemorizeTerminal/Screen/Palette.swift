import CardGames
import TerminalKit

/// The colours and glyph choices of the terminal app, chosen once per colour profile.
///
/// With no colour at all, every state must still be told apart by shape: card backs are
/// hatched, focus is a double line along a card's top edge, selection is marked with a sign.
public struct Palette: Sendable {
  public let profile: ColorProfile
  /// Which characters may be drawn: under ASCII, borders, backs, suits and marks are ASCII too.
  public let charset: TerminalCharset

  /// Whether the terminal shows dim text as dim (a vt100 does not).
  public let showsDim: Bool

  public init(profile: ColorProfile, charset: TerminalCharset = .utf8, showsDim: Bool = true) {
    self.profile = profile
    self.charset = charset
    self.showsDim = showsDim
  }

  public var usesColor: Bool { profile != .none }
  /// Whether only ASCII may be drawn (a locale without UTF-8, such as `LANG=C`).
  public var isASCII: Bool { charset == .ascii }

  /// A theme's colour for the terminal.
  public func color(_ rgba: RGBAColor) -> TerminalColor {
    let (red, green, blue, _) = rgba.bytes
    return .rgb(red: red, green: green, blue: blue)
  }

  public var cardFace: TerminalColor { .rgb(red: 250, green: 248, blue: 240) }
  public var cardInk: TerminalColor { .rgb(red: 30, green: 30, blue: 30) }
  /// The outline of a matched pair while it glows.
  public var matchHighlight: TerminalColor { .rgb(red: 40, green: 170, blue: 70) }
  /// The outline of a mismatched pair while it shakes.
  public var mismatchHighlight: TerminalColor { .rgb(red: 215, green: 45, blue: 45) }
  public var focus: TerminalColor { .rgb(red: 255, green: 215, blue: 0) }
  public var muted: TerminalColor { .rgb(red: 130, green: 130, blue: 130) }
  public var red: TerminalColor { .rgb(red: 200, green: 30, blue: 40) }
  public var notice: TerminalColor { .rgb(red: 255, green: 200, blue: 80) }

  /// The border of a card: focus shows as a bright double line along its top edge (the whole
  /// border style is for an outline with nothing inside, where the focus has to be drawn alone).
  ///
  /// Only that edge: the rest stays as it is, so moving the focus rewrites one row of each card
  /// instead of its whole outline.
  public func cardBorder(focused: Bool) -> (BorderStyle, Style) {
    focused
      ? (isASCII ? Self.asciiFocusBorder : Self.focusBorder, Style(foreground: focus, bold: true))
      : (isASCII ? .ascii : .rounded, Style(foreground: muted))
  }

  /// What fills a card's back without colour: a hatch that tells it from a face.
  public var backHatch: Character { isASCII ? ":" : "░" }
  /// What marks text cut short: "…", or "..." where one cell of "." would read as a full stop.
  public var ellipsis: String { isASCII ? "..." : "…" }
  /// A theme's colour sample in the chooser (drawn in the theme's colour).
  public var swatch: String { isASCII ? "##" : "██" }

  /// `+=+|++`: the focus edge in ASCII.
  static let asciiFocusBorder = BorderStyle(
    topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "=", vertical: "|")

  /// `╒═╕│╘╛`: double top and bottom, single sides.
  static let focusBorder = BorderStyle(
    topLeft: "╒", topRight: "╕", bottomLeft: "╘", bottomRight: "╛", horizontal: "═", vertical: "│")
}

import Glibc
import Memorize
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
  /// Whether only ASCII may be drawn (a locale without UTF-8, such as `LANG=C`): under a GB
  /// charset too, whose box drawing most terminals draw two columns wide, and whose fonts
  /// seldom have emoji (Chinese text still shows, sent in the charset's bytes).
  public var isASCII: Bool { charset.drawsInASCII }
  /// Whether cards show their emoji (UTF-8, and GB18030, which encodes them), not the view
  /// model's letters for them.
  public var showsEmoji: Bool { charset.showsEmoji }

  /// A theme's colour for the terminal.
  public func color(_ colour: Colour) -> TerminalColor {
    let (red, green, blue, _) = colour.bytes
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

  /// The colour of a mark (the focus, a hint) drawn on `background`: the focus yellow where it
  /// stands out from it by at least 3:1 (WCAG's contrast for graphics), else white or the card
  /// ink, whichever stands out more — on an orange or yellow tile the yellow would not show.
  /// The terminal's own background is unknown: the yellow, as on every other screen.
  public func mark(on background: TerminalColor) -> TerminalColor {
    guard case .rgb(let red, let green, let blue) = background else { return focus }
    let under = (red, green, blue)
    let yellow: (UInt8, UInt8, UInt8) = (255, 215, 0)
    if Self.contrast(yellow, under) >= Self.minimumMarkContrast { return focus }
    let white: (UInt8, UInt8, UInt8) = (255, 255, 255)
    let ink: (UInt8, UInt8, UInt8) = (30, 30, 30)
    return Self.contrast(white, under) >= Self.contrast(ink, under)
      ? .rgb(red: 255, green: 255, blue: 255) : cardInk
  }

  /// The least contrast a mark keeps against what it is drawn on (WCAG 2.1, non-text contrast).
  static let minimumMarkContrast = 3.0

  /// The WCAG contrast ratio of two sRGB colours, from 1 (the same) to 21 (black on white).
  static func contrast(_ first: (UInt8, UInt8, UInt8), _ second: (UInt8, UInt8, UInt8)) -> Double {
    let (lighter, darker) = (
      max(luminance(first), luminance(second)), min(luminance(first), luminance(second))
    )
    return (lighter + 0.05) / (darker + 0.05)
  }

  /// WCAG's relative luminance of an sRGB colour.
  static func luminance(_ color: (UInt8, UInt8, UInt8)) -> Double {
    func linear(_ channel: UInt8) -> Double {
      let value = Double(channel) / 255
      return value <= 0.040_45 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(color.0) + 0.7152 * linear(color.1) + 0.0722 * linear(color.2)
  }

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

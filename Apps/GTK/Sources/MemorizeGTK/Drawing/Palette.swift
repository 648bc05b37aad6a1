import CardGames
import Glibc
import Memorize

/// The window's own colours, defined for the light and the dark style alike (everything else
/// comes from the Adwaita style sheet). The end-to-end tests judge screenshots by these, so they
/// are chosen far apart: a face, a theme-coloured back, a background that is neither.
nonisolated public enum Palette {
  /// One full set of colours: what the light style or the dark style draws with.
  public struct Scheme: Equatable, Sendable {
    /// Behind the cards; a faded matched card leaves exactly this.
    public var board: RGBAColor
    /// The face of every card.
    public var cardFace: RGBAColor
    /// The back of a Matchismo card.
    public var playingCardBack: RGBAColor
    /// Text and black suits on a card face.
    public var ink: RGBAColor
    /// Red suits on a card face.
    public var redInk: RGBAColor
    public var focusRing: RGBAColor
    public var selected: RGBAColor
    public var matched: RGBAColor
    public var mismatched: RGBAColor
    /// Behind the name of the player to move in the players row (white text on it).
    public var toMove: RGBAColor
    /// Behind the winners' names (white text on it).
    public var winner: RGBAColor
    public var hinted: RGBAColor
    /// The three colours of Set symbols, on a card face.
    public var setRed: RGBAColor
    public var setGreen: RGBAColor
    public var setPurple: RGBAColor
  }

  public static let light = Scheme(
    board: RGBAColor(red8: 0xE4, green8: 0xE9, blue8: 0xF0),
    cardFace: RGBAColor(red8: 0xFF, green8: 0xFE, blue8: 0xF8),
    playingCardBack: RGBAColor(red8: 0x2C, green8: 0x55, blue8: 0xA0),
    ink: RGBAColor(red8: 0x22, green8: 0x22, blue8: 0x22),
    redInk: RGBAColor(red8: 0xC8, green8: 0x1E, blue8: 0x1E),
    focusRing: RGBAColor(red8: 0x1A, green8: 0x73, blue8: 0xE8),
    selected: RGBAColor(red8: 0x1A, green8: 0x73, blue8: 0xE8),
    matched: RGBAColor(red8: 0x2E, green8: 0xA0, blue8: 0x43),
    mismatched: RGBAColor(red8: 0xD9, green8: 0x30, blue8: 0x25),
    toMove: RGBAColor(red8: 0x1A, green8: 0x5F, blue8: 0xC8),
    winner: RGBAColor(red8: 0x1A, green8: 0x7F, blue8: 0x37),
    hinted: RGBAColor(red8: 0xF2, green8: 0xB1, blue8: 0x1B),
    setRed: RGBAColor(red8: 0xE0, green8: 0x2A, blue8: 0x3A),
    setGreen: RGBAColor(red8: 0x1F, green8: 0x9D, blue8: 0x48),
    setPurple: RGBAColor(red8: 0x6B, green8: 0x3F, blue8: 0xB8))

  public static let dark = Scheme(
    board: RGBAColor(red8: 0x1B, green8: 0x1E, blue8: 0x24),
    cardFace: RGBAColor(red8: 0x38, green8: 0x3C, blue8: 0x45),
    playingCardBack: RGBAColor(red8: 0x3D, green8: 0x6C, blue8: 0xC0),
    ink: RGBAColor(red8: 0xF0, green8: 0xF0, blue8: 0xF0),
    redInk: RGBAColor(red8: 0xFF, green8: 0x9A, blue8: 0x94),
    focusRing: RGBAColor(red8: 0x78, green8: 0xAE, blue8: 0xFF),
    selected: RGBAColor(red8: 0x78, green8: 0xAE, blue8: 0xFF),
    matched: RGBAColor(red8: 0x4C, green8: 0xC3, blue8: 0x6E),
    mismatched: RGBAColor(red8: 0xFF, green8: 0x6B, blue8: 0x60),
    toMove: RGBAColor(red8: 0x1A, green8: 0x5F, blue8: 0xC8),
    winner: RGBAColor(red8: 0x1A, green8: 0x7F, blue8: 0x37),
    hinted: RGBAColor(red8: 0xF2, green8: 0xB1, blue8: 0x1B),
    setRed: RGBAColor(red8: 0xFF, green8: 0x7A, blue8: 0x85),
    setGreen: RGBAColor(red8: 0x5C, green8: 0xD6, blue8: 0x84),
    setPurple: RGBAColor(red8: 0xC4, green8: 0xA7, blue8: 0xFF))

  /// Whether `GTK_THEME` names a dark variant ("Adwaita:dark"): GTK then draws its widgets
  /// dark, but libadwaita's style manager does not report dark, so the window asks it for the
  /// dark style too and the board and the cards follow.
  public static func gtkThemeIsDark(_ gtkTheme: String?) -> Bool {
    guard let gtkTheme, let colon = gtkTheme.lastIndex(of: ":") else { return false }
    return gtkTheme[gtkTheme.index(after: colon)...].lowercased() == "dark"
  }

  /// The scheme in use: the window follows `AdwStyleManager` and sets it.
  @MainActor public static var current = light

  @MainActor public static var board: RGBAColor { current.board }
  @MainActor public static var cardFace: RGBAColor { current.cardFace }
  @MainActor public static var playingCardBack: RGBAColor { current.playingCardBack }
  @MainActor public static var ink: RGBAColor { current.ink }
  @MainActor public static var redInk: RGBAColor { current.redInk }
  @MainActor public static var focusRing: RGBAColor { current.focusRing }
  @MainActor public static var selected: RGBAColor { current.selected }
  @MainActor public static var matched: RGBAColor { current.matched }
  @MainActor public static var mismatched: RGBAColor { current.mismatched }
  @MainActor public static var toMove: RGBAColor { current.toMove }
  @MainActor public static var winner: RGBAColor { current.winner }
  @MainActor public static var hinted: RGBAColor { current.hinted }

  /// The three colours of Set symbols.
  @MainActor public static func setColor(_ color: SetSymbol.Ink) -> RGBAColor {
    switch color {
    case .red: current.setRed
    case .green: current.setGreen
    case .purple: current.setPurple
    }
  }

  /// `#RRGGBB` for CSS.
  static func css(_ color: RGBAColor) -> String { color.hexString }

  /// The WCAG contrast ratio of two opaque colours, from 1 (none) to 21 (black on white).
  public static func contrast(_ first: RGBAColor, _ second: RGBAColor) -> Double {
    func luminance(_ color: RGBAColor) -> Double {
      func channel(_ value: Double) -> Double {
        value <= 0.039_28 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
      }
      return 0.2126 * channel(color.red) + 0.7152 * channel(color.green)
        + 0.0722 * channel(color.blue)
    }
    let (a, b) = (luminance(first), luminance(second))
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }
}

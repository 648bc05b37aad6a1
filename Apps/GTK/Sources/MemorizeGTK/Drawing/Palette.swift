import Glibc
import Memorize

/// The window's own colours, defined for the light and the dark style alike (everything else
/// comes from the Adwaita style sheet). The end-to-end tests judge screenshots by these, so they
/// are chosen far apart: a face, a theme-coloured back, a background that is neither.
nonisolated public enum Palette {
  /// One full set of colours: what the light style or the dark style draws with.
  public struct Scheme: Equatable, Sendable {
    /// Behind the cards; a faded matched card leaves exactly this.
    public var board: Colour
    /// The face of every card.
    public var cardFace: Colour
    /// The back of a Matchismo card.
    public var playingCardBack: Colour
    /// Text and black suits on a card face.
    public var ink: Colour
    /// Red suits on a card face.
    public var redInk: Colour
    /// The keyboard focus: a ring of this colour around the card on a band of ``focusHalo``,
    /// black and white, so it stands out from the board and from any card beside it (one of
    /// the two keeps 4.5:1 against every colour there is) and from a chosen card's outline of
    /// one colour, which it leaves whole.
    public var focusRing: Colour
    /// The band under the focus ring, far from it in lightness.
    public var focusHalo: Colour
    public var selected: Colour
    public var matched: Colour
    public var mismatched: Colour
    /// Behind the name of the player to move in the players row (white text on it).
    public var toMove: Colour
    /// Behind the winners' names (white text on it).
    public var winner: Colour
    /// The outline of a card a hint points at: a band of this yellow between two bands of
    /// ``hintHalo``, so it stands out from every theme's back and from a face (one of the two
    /// keeps 3:1 against each; the yellow alone had 1.29:1 on Halloween's orange).
    public var hinted: Colour
    /// The dark bands either side of the hint's yellow.
    public var hintHalo: Colour
    /// The star over a game's ending: gold, keeping 3:1 against the window's background
    /// (Adwaita's #FAFAFA light, #242424 dark), as a graphic must.
    public var star: Colour
    /// The three colours of Set symbols, on a card face.
    public var setRed: Colour
    public var setGreen: Colour
    public var setPurple: Colour
  }

  public static let light = Scheme(
    board: Colour(red8: 0xE4, green8: 0xE9, blue8: 0xF0),
    cardFace: Colour(red8: 0xFF, green8: 0xFE, blue8: 0xF8),
    playingCardBack: Colour(red8: 0x2C, green8: 0x55, blue8: 0xA0),
    ink: Colour(red8: 0x22, green8: 0x22, blue8: 0x22),
    redInk: Colour(red8: 0xC8, green8: 0x1E, blue8: 0x1E),
    focusRing: Colour(red8: 0x00, green8: 0x00, blue8: 0x00),
    focusHalo: Colour(red8: 0xFF, green8: 0xFF, blue8: 0xFF),
    selected: Colour(red8: 0x1A, green8: 0x73, blue8: 0xE8),
    matched: Colour(red8: 0x2E, green8: 0xA0, blue8: 0x43),
    mismatched: Colour(red8: 0xD9, green8: 0x30, blue8: 0x25),
    toMove: Colour(red8: 0x1A, green8: 0x5F, blue8: 0xC8),
    winner: Colour(red8: 0x1A, green8: 0x7F, blue8: 0x37),
    hinted: Colour(red8: 0xF2, green8: 0xB1, blue8: 0x1B),
    hintHalo: Colour(red8: 0x1A, green8: 0x1A, blue8: 0x1A),
    star: Colour(red8: 0xB0, green8: 0x78, blue8: 0x00),
    setRed: Colour(red8: 0xE0, green8: 0x2A, blue8: 0x3A),
    setGreen: Colour(red8: 0x1F, green8: 0x9D, blue8: 0x48),
    setPurple: Colour(red8: 0x6B, green8: 0x3F, blue8: 0xB8))

  public static let dark = Scheme(
    board: Colour(red8: 0x1B, green8: 0x1E, blue8: 0x24),
    cardFace: Colour(red8: 0x38, green8: 0x3C, blue8: 0x45),
    playingCardBack: Colour(red8: 0x3D, green8: 0x6C, blue8: 0xC0),
    ink: Colour(red8: 0xF0, green8: 0xF0, blue8: 0xF0),
    redInk: Colour(red8: 0xFF, green8: 0x9A, blue8: 0x94),
    focusRing: Colour(red8: 0xFF, green8: 0xFF, blue8: 0xFF),
    focusHalo: Colour(red8: 0x00, green8: 0x00, blue8: 0x00),
    selected: Colour(red8: 0x78, green8: 0xAE, blue8: 0xFF),
    matched: Colour(red8: 0x4C, green8: 0xC3, blue8: 0x6E),
    mismatched: Colour(red8: 0xFF, green8: 0x6B, blue8: 0x60),
    toMove: Colour(red8: 0x1A, green8: 0x5F, blue8: 0xC8),
    winner: Colour(red8: 0x1A, green8: 0x7F, blue8: 0x37),
    hinted: Colour(red8: 0xF2, green8: 0xB1, blue8: 0x1B),
    hintHalo: Colour(red8: 0x1A, green8: 0x1A, blue8: 0x1A),
    star: Colour(red8: 0xF5, green8: 0xC2, blue8: 0x11),
    setRed: Colour(red8: 0xFF, green8: 0x7A, blue8: 0x85),
    setGreen: Colour(red8: 0x5C, green8: 0xD6, blue8: 0x84),
    setPurple: Colour(red8: 0xC4, green8: 0xA7, blue8: 0xFF))

  /// Whether `GTK_THEME` names a dark variant ("Adwaita:dark"): GTK then draws its widgets
  /// dark, but libadwaita's style manager does not report dark, so the window asks it for the
  /// dark style too and the board and the cards follow.
  public static func gtkThemeIsDark(_ gtkTheme: String?) -> Bool {
    guard let gtkTheme, let colon = gtkTheme.lastIndex(of: ":") else { return false }
    return gtkTheme[gtkTheme.index(after: colon)...].lowercased() == "dark"
  }

  /// The scheme in use: the window follows `AdwStyleManager` and sets it.
  @MainActor public static var current = light

  @MainActor public static var board: Colour { current.board }
  @MainActor public static var cardFace: Colour { current.cardFace }
  @MainActor public static var playingCardBack: Colour { current.playingCardBack }
  @MainActor public static var ink: Colour { current.ink }
  @MainActor public static var redInk: Colour { current.redInk }
  @MainActor public static var focusRing: Colour { current.focusRing }
  @MainActor public static var focusHalo: Colour { current.focusHalo }
  @MainActor public static var selected: Colour { current.selected }
  @MainActor public static var matched: Colour { current.matched }
  @MainActor public static var mismatched: Colour { current.mismatched }
  @MainActor public static var toMove: Colour { current.toMove }
  @MainActor public static var winner: Colour { current.winner }
  @MainActor public static var hinted: Colour { current.hinted }
  @MainActor public static var hintHalo: Colour { current.hintHalo }
  @MainActor public static var star: Colour { current.star }

  /// The three colours of Set symbols.
  @MainActor public static func setColor(_ color: SetSymbol.Ink) -> Colour {
    switch color {
    case .red: current.setRed
    case .green: current.setGreen
    case .purple: current.setPurple
    }
  }

  /// `#RRGGBB` for CSS.
  static func css(_ color: Colour) -> String { color.hexString }

  /// The WCAG contrast ratio of two opaque colours, from 1 (none) to 21 (black on white).
  public static func contrast(_ first: Colour, _ second: Colour) -> Double {
    func luminance(_ color: Colour) -> Double {
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

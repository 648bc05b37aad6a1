import CardGames

/// The window's fixed colours. The end-to-end tests judge screenshots by these, so they are
/// chosen far apart: a light face, a theme-coloured back, a background that is neither.
nonisolated public enum Palette {
  /// Behind the cards; a faded matched card leaves exactly this.
  public static let board = RGBAColor(red8: 0xE4, green8: 0xE9, blue8: 0xF0)
  /// The face of every card.
  public static let cardFace = RGBAColor(red8: 0xFF, green8: 0xFE, blue8: 0xF8)
  /// The back of a Matchismo card.
  public static let playingCardBack = RGBAColor(red8: 0x2C, green8: 0x55, blue8: 0xA0)
  public static let ink = RGBAColor(red8: 0x22, green8: 0x22, blue8: 0x22)
  public static let redInk = RGBAColor(red8: 0xC8, green8: 0x1E, blue8: 0x1E)
  public static let focusRing = RGBAColor(red8: 0x1A, green8: 0x73, blue8: 0xE8)
  public static let selected = RGBAColor(red8: 0x1A, green8: 0x73, blue8: 0xE8)
  public static let matched = RGBAColor(red8: 0x2E, green8: 0xA0, blue8: 0x43)
  public static let mismatched = RGBAColor(red8: 0xD9, green8: 0x30, blue8: 0x25)
  /// Behind the name of the player to move in the players row.
  public static let toMove = RGBAColor(red8: 0x1A, green8: 0x5F, blue8: 0xC8)
  public static let hinted = RGBAColor(red8: 0xF2, green8: 0xB1, blue8: 0x1B)

  /// The three colours of Set symbols.
  public static func setColor(_ color: SetCard.Color) -> RGBAColor {
    switch color {
    case .red: RGBAColor(red8: 0xE0, green8: 0x2A, blue8: 0x3A)
    case .green: RGBAColor(red8: 0x1F, green8: 0x9D, blue8: 0x48)
    case .purple: RGBAColor(red8: 0x6B, green8: 0x3F, blue8: 0xB8)
    }
  }

  /// `#RRGGBB` for CSS.
  static func css(_ color: RGBAColor) -> String { color.hexString }
}

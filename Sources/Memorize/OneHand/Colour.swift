import CardGames

/// A colour as a face draws it — a theme's card backs, a Set card's ink — in red, green, blue
/// and opacity from 0 to 1. Faces know colours only through this, never through the games' types.
public struct Colour: Hashable, Sendable, Codable {
  /// Red, 0…1.
  public var red: Double
  /// Green, 0…1.
  public var green: Double
  /// Blue, 0…1.
  public var blue: Double
  /// Opacity, 0…1.
  public var alpha: Double

  /// A colour from its components, each 0…1.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// A colour from eight-bit components, opaque.
  public init(red8: UInt8, green8: UInt8, blue8: UInt8) {
    self.init(red: Double(red8) / 255, green: Double(green8) / 255, blue: Double(blue8) / 255)
  }

  init(_ color: RGBAColor) {
    self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
  }

  var rgba: RGBAColor { RGBAColor(red: red, green: green, blue: blue, alpha: alpha) }

  /// The colour as eight-bit components, rounded.
  public var bytes: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) { rgba.bytes }

  /// `#RRGGBB` (opacity left out): how the theme editor shows and takes a colour.
  public var hexString: String { rgba.hexString }

  /// Reads `#RRGGBB` (the `#` may be left out); `nil` for anything else.
  public init?(hexString: String) {
    guard let color = RGBAColor(hexString: hexString) else { return nil }
    self.init(color)
  }
}

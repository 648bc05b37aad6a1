/// A colour as red, green, blue and alpha components, each from 0 to 1.
///
/// Plain numbers rather than a platform colour type, so every front end can draw it its own way.
public struct RGBAColor: Hashable, Sendable, Codable {
  /// Red, from 0 to 1.
  public var red: Double
  /// Green, from 0 to 1.
  public var green: Double
  /// Blue, from 0 to 1.
  public var blue: Double
  /// Opacity, from 0 (transparent) to 1 (opaque).
  public var alpha: Double

  /// Creates a colour; each component is clamped to 0...1.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = Self.clamped(red)
    self.green = Self.clamped(green)
    self.blue = Self.clamped(blue)
    self.alpha = Self.clamped(alpha)
  }

  /// Creates a colour from 8-bit components.
  public init(red8: UInt8, green8: UInt8, blue8: UInt8) {
    self.init(red: Double(red8) / 255, green: Double(green8) / 255, blue: Double(blue8) / 255)
  }

  /// The components as bytes 0...255, for terminals and image tests.
  public var bytes: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
    (Self.byte(red), Self.byte(green), Self.byte(blue), Self.byte(alpha))
  }

  /// `#RRGGBB` (alpha left out), the form a colour is typed in the theme editor.
  public var hexString: String {
    let (r, g, b, _) = bytes
    return "#"
      + [r, g, b].map { byte in
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
      }.joined()
  }

  /// Parses `#RRGGBB` or `RRGGBB`; `nil` for anything else.
  public init?(hexString: String) {
    var text = Substring(hexString)
    if text.hasPrefix("#") { text = text.dropFirst() }
    guard text.count == 6, text.allSatisfy(\.isHexDigit), let value = UInt32(text, radix: 16) else {
      return nil
    }
    self.init(
      red8: UInt8(value >> 16 & 0xFF), green8: UInt8(value >> 8 & 0xFF), blue8: UInt8(value & 0xFF))
  }

  /// Decodes a colour, clamping each component to 0...1; a missing alpha means opaque.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      red: try container.decode(Double.self, forKey: .red),
      green: try container.decode(Double.self, forKey: .green),
      blue: try container.decode(Double.self, forKey: .blue),
      alpha: try container.decodeIfPresent(Double.self, forKey: .alpha) ?? 1)
  }

  private enum CodingKeys: String, CodingKey {
    case red, green, blue, alpha
  }

  private static func clamped(_ value: Double) -> Double {
    value.isNaN ? 0 : min(1, max(0, value))
  }

  private static func byte(_ value: Double) -> UInt8 {
    UInt8((value * 255).rounded())
  }
}

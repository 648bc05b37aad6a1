/// Makes text safe to draw: nothing in it can move the cursor, change colours or reorder the line.
///
/// Anything that is not a printable character is replaced by a visible mark, so a theme name
/// holding `ESC[2J` or a right-to-left override shows up as odd text instead of taking the
/// terminal over. Zero-width joiners and emoji tag characters stay: emoji need them.
public enum Sanitizer {
  /// The visible mark that stands for a removed character.
  public static let replacement: Unicode.Scalar = "\u{FFFD}"

  /// Whether `scalar` must never reach the terminal as is.
  public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    // C0 controls, DEL and C1 controls (including the 8-bit CSI, U+009B).
    if value < 0x20 || (0x7F...0x9F).contains(value) { return true }
    if value < 0xA0 { return false }
    switch value {
    case 0x200C, 0x200D:
      // Joiners shape emoji and scripts; they move nothing.
      return false
    case 0xE0020...0xE007F:
      // Tag characters spell subdivision flags (🏴 + tags); invisible on their own.
      return false
    default:
      break
    }
    switch scalar.properties.generalCategory {
    case .format, .lineSeparator, .paragraphSeparator, .control, .surrogate:
      // Format characters include the bidi overrides and isolates (U+202A–202E,
      // U+2066–2069) and marks like U+200E/200F, which reorder what follows them.
      return true
    default:
      return false
    }
  }

  /// `text` with every unsafe scalar replaced by `replacement`.
  public static func sanitize(_ text: String) -> String {
    // Fast path: most drawn text is already clean and needs no copy.
    guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      scalars.append(isUnsafe(scalar) ? replacement : scalar)
    }
    return String(scalars)
  }

  /// `text` with unsafe scalars removed; line breaks and tabs become spaces.
  ///
  /// Used for pasted text, where a visible mark per newline would be noise.
  public static func strip(_ text: String) -> String {
    var scalars = String.UnicodeScalarView()
    var previousWasCarriageReturn = false
    for scalar in text.unicodeScalars {
      defer { previousWasCarriageReturn = scalar == "\r" }
      switch scalar {
      case "\n" where previousWasCarriageReturn:
        continue
      case "\r", "\n", "\t":
        scalars.append(" ")
      default:
        if !isUnsafe(scalar) { scalars.append(scalar) }
      }
    }
    return String(scalars)
  }
}

extension String {
  /// This string with control, bidi and other format characters replaced by U+FFFD.
  public var sanitizedForTerminal: String { Sanitizer.sanitize(self) }
}

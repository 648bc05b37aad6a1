/// How many terminal columns text takes, as the terminals we target draw it.
///
/// Emoji with emoji presentation and East Asian wide/fullwidth characters take two columns,
/// combining marks and joiners none, everything else one; text-style pictographs outside the BMP
/// (🌧) two, because terminals disagree and two is the opinion that never loses the glyph. A
/// grapheme cluster takes the width of its first visible scalar, so `e` + U+0301 is one column
/// and a ZWJ family is two; a variation selector 16 makes a text-style emoji (❤) two columns,
/// selector 15 one. Characters the sanitizer would replace count as the one-column U+FFFD they
/// become.
public enum DisplayWidth {
  /// The width of one scalar on its own: 0, 1 or 2.
  public static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x7F { return 1 }  // ASCII, and C0 controls drawn as the replacement
    // Box drawing, block elements and most geometric shapes: one column, on every frame.
    if (0x2500...0x25FC).contains(value) { return 1 }
    if Sanitizer.isUnsafe(scalar) { return 1 }
    if value == 0x200D || value == 0x200C { return 0 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format:
      return 0
    default:
      break
    }
    // Hangul medial vowels and final consonants join the syllable before them.
    if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return 0 }
    if (0xFE00...0xFE0F).contains(value) || (0xE0100...0xE01EF).contains(value) { return 0 }
    if scalar.properties.isEmojiPresentation { return 2 }
    // Pictographs outside the BMP whose default is text (🌧): one column by Unicode, two in many
    // terminals. Two is the safe opinion: drawn narrower it leaves a blank (the renderer blanks
    // both columns first), while drawn wider than we think the cell after would overwrite it.
    if value >= 0x1F000 && scalar.properties.isEmoji { return 2 }
    return isEastAsianWide(value) ? 2 : 1
  }

  /// Whether terminals agree with `of(_:)` about a grapheme that is this one scalar alone.
  ///
  /// They do for ASCII, box drawing and shapes, letters and symbols that are not emoji, CJK, and
  /// emoji whose default presentation is emoji (every built-in theme's). They do not for
  /// zero-width scalars standing alone, nor for text-presentation emoji outside the Basic
  /// Multilingual Plane (🌧 is one column by Unicode and two in many terminals). Clusters of more
  /// than one scalar — a variation selector (❤️), a skin tone (👍🏽), a flag, a ZWJ family, a
  /// keycap (1️⃣), combining marks — are never certain: see `DiffRenderer`.
  public static func hasCertainWidth(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0x7F || (0x2500...0x25FC).contains(value) { return true }
    if of(scalar) == 0 { return false }
    let properties = scalar.properties
    if properties.isEmojiPresentation { return true }
    return !(properties.isEmoji && value >= 0x10000)
  }

  /// Whether `scalar` is always a character of its own — it never joins the scalars around it
  /// into one grapheme — and is safe to draw: printable ASCII, Latin-1, punctuation, arrows,
  /// box drawing, shapes, symbols, and emoji other than skin-tone modifiers and flag letters.
  ///
  /// Text made only of such scalars can be drawn a scalar at a time, skipping grapheme breaking.
  public static func standsAlone(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    switch value {
    case 0x20..<0x7F, 0xA0..<0xAD, 0xAE..<0x300, 0x2010...0x2027, 0x2030...0x205E,
      0x2190...0x2BFF, 0x1F300...0x1F3FA, 0x1F400...0x1FAFF:
      return true
    default:
      return false
    }
  }

  /// The width of one grapheme cluster (a `Character`): 0, 1 or 2.
  public static func of(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if scalars.count == 1 { return of(first) }
    var base = 0
    var baseScalar: Unicode.Scalar?
    var regionalIndicators = 0
    for scalar in scalars {
      if (0x1F1E6...0x1F1FF).contains(scalar.value) { regionalIndicators += 1 }
      if baseScalar == nil {
        let width = of(scalar)
        if width > 0 {
          base = width
          baseScalar = scalar
        }
      }
    }
    guard let baseScalar else { return 0 }
    if regionalIndicators >= 2 { return 2 }  // a flag
    if scalars.contains("\u{FE0F}") && baseScalar.properties.isEmoji { return 2 }
    if scalars.contains("\u{FE0E}") && baseScalar.properties.isEmoji { return 1 }
    return base
  }

  /// The width of a whole string once sanitized: the sum over its characters.
  ///
  /// Sanitizing first matters: `"\r\n"` is one `Character` but becomes two visible marks.
  public static func of(_ text: String) -> Int {
    var total = 0
    for character in Sanitizer.sanitize(text) { total += of(character) }
    return total
  }

  /// East Asian Width W or F (Unicode 15); pictographs are left to `isEmojiPresentation`.
  static func isEastAsianWide(_ value: UInt32) -> Bool {
    if value < 0x1100 { return false }
    for range in wideRanges {
      if value < range.lowerBound { return false }
      if value <= range.upperBound { return true }
    }
    return false
  }

  /// Sorted ranges of wide and fullwidth code points.
  static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F,  // Hangul Jamo initial consonants
    0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0, 0x23F3...0x23F3,
    0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F, 0x2693...0x2693,
    0x26A1...0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE...0x26CE,
    0x26D4...0x26D4, 0x26EA...0x26EA, 0x26F2...0x26F3, 0x26F5...0x26F5, 0x26FA...0x26FA,
    0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B, 0x2728...0x2728, 0x274C...0x274C,
    0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797, 0x27B0...0x27B0,
    0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55,
    0x2E80...0x303E,  // CJK radicals, Kangxi, ideographic punctuation
    0x3041...0x33FF,  // kana, bopomofo, Hangul compatibility, CJK compatibility
    0x3400...0x4DBF,  // CJK extension A
    0x4E00...0x9FFF,  // CJK unified ideographs
    0xA000...0xA4CF,  // Yi
    0xA960...0xA97F,  // Hangul Jamo extended A
    0xAC00...0xD7A3,  // Hangul syllables
    0xF900...0xFAFF,  // CJK compatibility ideographs
    0xFE10...0xFE19,  // vertical forms
    0xFE30...0xFE6F,  // CJK compatibility forms, small forms
    0xFF00...0xFF60,  // fullwidth forms
    0xFFE0...0xFFE6,
    0x16FE0...0x16FE4, 0x17000...0x18CFF,  // Tangut and friends
    0x1AFF0...0x1B2FF,  // kana supplements
    0x1F004...0x1F004, 0x1F0CF...0x1F0CF, 0x1F18E...0x1F18E, 0x1F191...0x1F19A,
    0x1F200...0x1F202, 0x1F210...0x1F23B, 0x1F240...0x1F248, 0x1F250...0x1F251,
    0x1F260...0x1F265,
    0x20000...0x2FFFD,  // CJK extensions B–F
    0x30000...0x3FFFD,  // CJK extension G and beyond
  ]
}

extension String {
  /// The number of terminal columns this string takes once sanitized.
  public var terminalWidth: Int { DisplayWidth.of(self) }

  /// This string cut to at most `width` columns, ending in `ellipsis` when something was cut.
  ///
  /// The result is sanitized, and never splits a wide glyph.
  public func truncatedForTerminal(toWidth width: Int, ellipsis: String = "…") -> String {
    let clean = Sanitizer.sanitize(self)
    if DisplayWidth.of(clean) <= width { return clean }
    let ellipsisWidth = DisplayWidth.of(ellipsis)
    guard width >= ellipsisWidth else { return "" }
    var result = ""
    var used = 0
    for character in clean {
      let w = DisplayWidth.of(character)
      if used + w > width - ellipsisWidth { break }
      result.append(character)
      used += w
    }
    return result + Sanitizer.sanitize(ellipsis)
  }
}

extension DisplayWidth {
  /// The first of `forms` (a line, then the same in fewer words, fewest last) that fits `width`
  /// columns whole, sanitized; where none does, the last cut to `width` with `ellipsis`. `nil`
  /// for no forms. The one choice every row short of room makes among a view model's forms.
  public static func firstFitting(
    _ forms: [String], toWidth width: Int, ellipsis: String = "…"
  ) -> String? {
    let clean = forms.map(Sanitizer.sanitize)
    guard let last = clean.last else { return nil }
    return clean.first { of($0) <= width }
      ?? last.truncatedForTerminal(toWidth: width, ellipsis: ellipsis)
  }
}

extension Character {
  /// The number of terminal columns this character takes once sanitized.
  public var terminalWidth: Int { DisplayWidth.of(String(self)) }
}

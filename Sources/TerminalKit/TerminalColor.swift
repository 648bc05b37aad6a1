/// One of the sixteen colours every colour terminal has (SGR 30–37 and 90–97).
public enum ANSIColor: UInt8, Sendable, Hashable, CaseIterable {
  case black = 0
  case red
  case green
  case yellow
  case blue
  case magenta
  case cyan
  case white
  case brightBlack
  case brightRed
  case brightGreen
  case brightYellow
  case brightBlue
  case brightMagenta
  case brightCyan
  case brightWhite
}

/// A foreground or background colour, as precise as the caller likes.
///
/// The renderer downgrades it to what the terminal can show (see `ColorProfile`) when it encodes
/// a frame, so views always say what they mean and never check the terminal themselves.
public enum TerminalColor: Sendable, Hashable {
  /// The terminal's own default colour (SGR 39 / 49).
  case `default`
  /// One of the sixteen named colours.
  case ansi(ANSIColor)
  /// An entry of the 256-colour palette.
  case indexed(UInt8)
  /// A 24-bit colour.
  case rgb(red: UInt8, green: UInt8, blue: UInt8)

  /// A number unique to each colour, so comparing two colours is one integer comparison.
  var packed: UInt32 {
    switch self {
    case .default: 0
    case .ansi(let color): 0x100_0000 | UInt32(color.rawValue)
    case .indexed(let index): 0x200_0000 | UInt32(index)
    case .rgb(let red, let green, let blue):
      0x300_0000 | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
    }
  }

  public static func == (lhs: TerminalColor, rhs: TerminalColor) -> Bool {
    lhs.packed == rhs.packed
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(packed)
  }

  public static let black = TerminalColor.ansi(.black)
  public static let red = TerminalColor.ansi(.red)
  public static let green = TerminalColor.ansi(.green)
  public static let yellow = TerminalColor.ansi(.yellow)
  public static let blue = TerminalColor.ansi(.blue)
  public static let magenta = TerminalColor.ansi(.magenta)
  public static let cyan = TerminalColor.ansi(.cyan)
  public static let white = TerminalColor.ansi(.white)
  public static let brightBlack = TerminalColor.ansi(.brightBlack)
  public static let brightRed = TerminalColor.ansi(.brightRed)
  public static let brightGreen = TerminalColor.ansi(.brightGreen)
  public static let brightYellow = TerminalColor.ansi(.brightYellow)
  public static let brightBlue = TerminalColor.ansi(.brightBlue)
  public static let brightMagenta = TerminalColor.ansi(.brightMagenta)
  public static let brightCyan = TerminalColor.ansi(.brightCyan)
  public static let brightWhite = TerminalColor.ansi(.brightWhite)

  /// The colour as the given profile can show it; `nil` means "no colour at all".
  public func downgraded(to profile: ColorProfile) -> TerminalColor? {
    switch profile {
    case .trueColor:
      return self
    case .ansi256:
      if case .rgb(let r, let g, let b) = self {
        return .indexed(Palette.nearest256(red: r, green: g, blue: b))
      }
      return self
    case .ansi16:
      switch self {
      case .default, .ansi:
        return self
      case .indexed(let index):
        if index < 16 { return .ansi(ANSIColor(rawValue: index)!) }
        return .ansi(Palette.nearest16(Palette.rgb(ofIndex: index)))
      case .rgb(let r, let g, let b):
        return .ansi(Palette.nearest16((Int(r), Int(g), Int(b))))
      }
    case .none:
      return self == .default ? .default : nil
    }
  }
}

/// The xterm palette, used to find the nearest colour when downgrading.
enum Palette {
  /// The sixteen basic colours as xterm draws them by default.
  static let basic: [(UInt8, UInt8, UInt8)] = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0),
    (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
    (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
    (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
  ]

  /// Channel levels of the 6×6×6 colour cube (indices 16–231).
  static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

  /// The red, green and blue of a 256-palette entry.
  static func rgb(ofIndex index: UInt8) -> (Int, Int, Int) {
    switch index {
    case 0..<16:
      let c = basic[Int(index)]
      return (Int(c.0), Int(c.1), Int(c.2))
    case 16..<232:
      let i = Int(index) - 16
      return (cubeLevels[i / 36], cubeLevels[(i / 6) % 6], cubeLevels[i % 6])
    default:
      let level = 8 + 10 * (Int(index) - 232)
      return (level, level, level)
    }
  }

  /// Squared distance in RGB space; good enough to pick a palette entry.
  static func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
    let dr = a.0 - b.0
    let dg = a.1 - b.1
    let db = a.2 - b.2
    return dr * dr + dg * dg + db * db
  }

  /// The nearest entry among the cube (16–231) and the grey ramp (232–255).
  static func nearest256(red: UInt8, green: UInt8, blue: UInt8) -> UInt8 {
    let target = (Int(red), Int(green), Int(blue))
    func nearestLevel(_ value: Int) -> Int {
      var best = 0
      for (i, level) in cubeLevels.enumerated()
      where abs(level - value) < abs(cubeLevels[best] - value) {
        best = i
      }
      return best
    }
    let (ri, gi, bi) = (nearestLevel(target.0), nearestLevel(target.1), nearestLevel(target.2))
    let cubeIndex = 16 + 36 * ri + 6 * gi + bi
    let cube = (cubeLevels[ri], cubeLevels[gi], cubeLevels[bi])
    let average = (target.0 + target.1 + target.2) / 3
    let greyStep = min(23, max(0, (average - 3) / 10))
    let greyLevel = 8 + 10 * greyStep
    let grey = (greyLevel, greyLevel, greyLevel)
    if distance(grey, target) < distance(cube, target) {
      return UInt8(232 + greyStep)
    }
    return UInt8(cubeIndex)
  }

  /// The nearest of the sixteen basic colours.
  static func nearest16(_ target: (Int, Int, Int)) -> ANSIColor {
    var best = 0
    var bestDistance = Int.max
    for (i, c) in basic.enumerated() {
      let d = distance((Int(c.0), Int(c.1), Int(c.2)), target)
      if d < bestDistance {
        best = i
        bestDistance = d
      }
    }
    return ANSIColor(rawValue: UInt8(best))!
  }
}

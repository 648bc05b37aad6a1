import Foundation

/// A screenshot of the X display as RGB pixels, from ImageMagick's `import` in PPM form (no image
/// library needed to read it).
struct Screenshot: Equatable {
  let width: Int
  let height: Int
  private let pixels: [UInt8]

  /// An RGB colour, one byte a channel.
  struct Color: Equatable, CustomStringConvertible {
    var red: Int
    var green: Int
    var blue: Int

    init(_ red: Int, _ green: Int, _ blue: Int) {
      (self.red, self.green, self.blue) = (red, green, blue)
    }

    init(hex: UInt32) {
      self.init(Int(hex >> 16 & 0xFF), Int(hex >> 8 & 0xFF), Int(hex & 0xFF))
    }

    /// Whether the two colours are within `tolerance` on every channel.
    func isClose(to other: Color, tolerance: Int = 24) -> Bool {
      abs(red - other.red) <= tolerance && abs(green - other.green) <= tolerance
        && abs(blue - other.blue) <= tolerance
    }

    var description: String { "rgb(\(red),\(green),\(blue))" }
  }

  /// Takes a screenshot of the whole display.
  static func take() throws -> Screenshot {
    let data = try Tool.run("import", ["-window", "root", "-depth", "8", "ppm:-"])
    return try Screenshot(ppm: data)
  }

  init(ppm data: Data) throws {
    let bytes = [UInt8](data)
    var index = 0
    func token() -> String {
      var text = ""
      while index < bytes.count {
        let byte = bytes[index]
        if byte == UInt8(ascii: "#") {
          while index < bytes.count && bytes[index] != 10 { index += 1 }
        } else if byte == 32 || byte == 10 || byte == 13 || byte == 9 {
          index += 1
          if !text.isEmpty { return text }
        } else {
          text.append(Character(UnicodeScalar(byte)))
          index += 1
        }
      }
      return text
    }
    guard token() == "P6", let width = Int(token()), let height = Int(token()),
      token() == "255", bytes.count - index >= width * height * 3
    else { throw Tool.Failure(message: "import did not produce an 8-bit PPM image") }
    self.width = width
    self.height = height
    pixels = Array(bytes[index..<(index + width * height * 3)])
  }

  func color(x: Int, y: Int) -> Color {
    let offset = (y * width + x) * 3
    return Color(Int(pixels[offset]), Int(pixels[offset + 1]), Int(pixels[offset + 2]))
  }

  /// The fraction of pixels in the middle of `rect` (its edges and corners left out) that are
  /// close to `color`.
  func fraction(of color: Color, in rect: LayoutReport.Rect, inset: Double = 0.12) -> Double {
    let left = rect.x + Int(Double(rect.width) * inset)
    let right = rect.x + rect.width - Int(Double(rect.width) * inset)
    let top = rect.y + Int(Double(rect.height) * inset)
    let bottom = rect.y + rect.height - Int(Double(rect.height) * inset)
    var matching = 0
    var total = 0
    for y in stride(from: max(0, top), to: min(height, bottom), by: 2) {
      for x in stride(from: max(0, left), to: min(width, right), by: 2) {
        total += 1
        if self.color(x: x, y: y).isClose(to: color) { matching += 1 }
      }
    }
    return total == 0 ? 0 : Double(matching) / Double(total)
  }
}

import CQRencode

/// A QR code's modules, dark or light, and their drawing in a terminal with half blocks.
public struct QRCode: Equatable, Sendable, CustomStringConvertible {
  /// Modules on a side.
  public let size: Int
  /// The modules row by row, `true` for dark.
  public let modules: [Bool]

  /// A square of `rows` (each as long as there are rows), or `nil` when they are not one.
  public init?(rows: [[Bool]]) {
    guard rows.allSatisfy({ $0.count == rows.count }) else { return nil }
    size = rows.count
    modules = rows.flatMap { $0 }
  }

  /// The QR code of `text` (libqrencode: the smallest version that holds it, error correction
  /// level M so a phone still reads a terminal's slightly uneven cells), or `nil` when it is too
  /// long for any version.
  public init?(encoding text: String) {
    guard let code = QRcode_encodeString(text, 0, QR_ECLEVEL_M, QR_MODE_8, 1) else { return nil }
    defer { QRcode_free(code) }
    let width = Int(code.pointee.width)
    guard width > 0, let data = code.pointee.data else { return nil }
    // The lowest bit of each byte is the module's colour; the others say what the module is for.
    size = width
    modules = (0..<width * width).map { data[$0] & 1 == 1 }
  }

  /// Whether the module at `row`, `column` is dark; outside the symbol, light (the quiet zone).
  public subscript(row: Int, column: Int) -> Bool {
    guard (0..<size).contains(row), (0..<size).contains(column) else { return false }
    return modules[row * size + column]
  }

  /// The modules as lines of `#` (dark) and `.` (light), for a person reading a test's failure.
  public var description: String {
    (0..<size).map { row in
      String((0..<size).map { self[row, $0] ? "#" : "." })
    }.joined(separator: "\n")
  }

  /// The quiet zone a reader needs around the symbol, in modules.
  public static let quietZone = 4

  /// Black on white, whatever colours the terminal has: both are set, so neither a dark nor a
  /// light theme inverts the code (a reader wants dark modules on a light ground).
  static let colours = "\u{1B}[30;47m"
  /// Back to the terminal's own colours, at the end of each line.
  static let reset = "\u{1B}[0m"

  /// The lines that draw it in a terminal: two rows of modules a line, one module a column, in
  /// the foreground (black) over the background (white): `█` both dark, `▀` the upper only, `▄`
  /// the lower only, a space neither; with ``quietZone`` light modules on every side.
  public var halfBlockLines: [String] {
    let zone = Self.quietZone
    let rows = Array(-zone..<size + zone)
    return stride(from: 0, to: rows.count, by: 2).map { index in
      let upper = rows[index]
      // An odd number of rows: the last line's lower half lies below the quiet zone, light.
      let lower = index + 1 < rows.count ? rows[index + 1] : size + zone
      var line = Self.colours
      for column in -zone..<size + zone {
        switch (self[upper, column], self[lower, column]) {
        case (true, true): line += "█"
        case (true, false): line += "▀"
        case (false, true): line += "▄"
        case (false, false): line += " "
        }
      }
      return line + Self.reset
    }
  }
}

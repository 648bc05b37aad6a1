import TerminalKit

/// Text dumps of a grid of cells, for snapshot files and readable test failures.
///
/// One line per row, each wide glyph once (its continuation cell adds nothing), trailing spaces
/// kept so the width shows. With `styles: true` a second block follows: one letter per column
/// naming the cell's style (`.` for plain), then a legend of what each letter means.
public enum Labels {
  /// Dumps `rows` of cells.
  public static func dump(rows: [[Cell]], styles: Bool) -> String {
    var lines = rows.map { row in row.map(\.text).joined() }
    guard styles else { return lines.joined(separator: "\n") + "\n" }
    var letters: [Style: Character] = [.plain: "."]
    var legend: [String] = []
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
    lines.append("-- styles --")
    for row in rows {
      var line = ""
      for cell in row {
        if letters[cell.style] == nil {
          let letter = legend.count < alphabet.count ? alphabet[legend.count] : "?"
          letters[cell.style] = letter
          legend.append("\(letter) \(describe(cell.style))")
        }
        line.append(letters[cell.style]!)
      }
      lines.append(line)
    }
    lines += legend
    return lines.joined(separator: "\n") + "\n"
  }

  /// A short description of a style: `fg=red bg=#102030 bold`.
  public static func describe(_ style: Style) -> String {
    var parts: [String] = []
    if style.foreground != .default { parts.append("fg=\(describe(style.foreground))") }
    if style.background != .default { parts.append("bg=\(describe(style.background))") }
    if style.isBold { parts.append("bold") }
    if style.isDim { parts.append("dim") }
    if style.isItalic { parts.append("italic") }
    if style.isUnderlined { parts.append("underline") }
    if style.isReversed { parts.append("reverse") }
    return parts.isEmpty ? "plain" : parts.joined(separator: " ")
  }

  static func describe(_ color: TerminalColor) -> String {
    switch color {
    case .default: "default"
    case .ansi(let named): "\(named)"
    case .indexed(let index): "\(index)"
    case .rgb(let r, let g, let b): "#" + [r, g, b].map { hex($0) }.joined()
    }
  }

  private static func hex(_ value: UInt8) -> String {
    let digits = Array("0123456789abcdef")
    return String([digits[Int(value >> 4)], digits[Int(value & 15)]])
  }
}

extension CellBuffer {
  /// The buffer as text: one line per row (see `Labels`).
  public func snapshotText(styles: Bool = false) -> String {
    Labels.dump(rows: rows, styles: styles)
  }

  /// The cells, row by row.
  public var rows: [[Cell]] {
    (0..<height).map { y in (0..<width).map { x in self[x: x, y: y] } }
  }
}

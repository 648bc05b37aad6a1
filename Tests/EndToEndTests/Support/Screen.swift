/// A rectangle of terminal cells, 0-based like `capture-pane` rows and columns.
struct CellRect: Hashable, CustomStringConvertible {
  var x: Int
  var y: Int
  var width: Int
  var height: Int

  var maxX: Int { x + width }
  var maxY: Int { y + height }
  var description: String { "(\(x),\(y) \(width)×\(height))" }
}

/// One `capture-pane -p` of the screen, with every line turned into terminal columns.
///
/// tmux prints a two-column emoji as one character and skips the cell it covers, so each line
/// is re-expanded: a wide character is followed by a filler column.
struct Screen: CustomStringConvertible {
  let lines: [String]
  let columns: [[Character]]

  static let filler: Character = "\u{0}"

  init(_ text: String) {
    var lines = text.components(separatedBy: "\n")
    if lines.last == "" { lines.removeLast() }
    self.lines = lines
    columns = lines.map { line in
      var row: [Character] = []
      for character in line {
        row.append(character)
        if Self.isWide(character) { row.append(Self.filler) }
      }
      return row
    }
  }

  var description: String { lines.joined(separator: "\n") }

  /// Whether `character` takes two columns (the emoji the games use all do).
  static func isWide(_ character: Character) -> Bool {
    character.unicodeScalars.contains { $0.properties.isEmojiPresentation }
  }

  func character(x: Int, y: Int) -> Character? {
    guard columns.indices.contains(y), columns[y].indices.contains(x) else { return nil }
    return columns[y][x]
  }

  /// Whether any line contains `text`.
  func contains(_ text: String) -> Bool { lines.contains { $0.contains(text) } }

  /// Whether the theme chooser is drawn beside the board (its "Themes" title on row 1).
  var showsChooserBeside: Bool { lines.count > 1 && lines[1].hasPrefix(" Themes ") }

  /// The column of the line between the theme list and the board beside it: the leftmost
  /// column that is `│` on every row from under the status line to above the buttons.
  var chooserDivider: Int? {
    let rows = 1..<max(1, columns.count - 2)
    guard !rows.isEmpty, let width = rows.map({ columns[$0].count }).min() else { return nil }
    return (0..<width).first { x in rows.allSatisfy { columns[$0][x] == "│" } }
  }

  // MARK: - Cards

  /// Every complete card box on screen (the focused one has a double top edge), in reading
  /// order.
  var cardFrames: [CellRect] {
    var frames: [CellRect] = []
    for (y, row) in columns.enumerated() {
      for (x, corner) in row.enumerated() where corner == "╭" || corner == "╒" {
        if let frame = box(at: x, y: y, focused: corner == "╒") { frames.append(frame) }
      }
    }
    return frames.sorted { ($0.y, $0.x) < ($1.y, $1.x) }
  }

  /// The box whose top-left corner is at (`x`, `y`), if its whole border is there.
  private func box(at x: Int, y: Int, focused: Bool) -> CellRect? {
    let top: (Character, Character) = focused ? ("═", "╕") : ("─", "╮")
    var right = x + 1
    while character(x: right, y: y) == top.0 { right += 1 }
    guard character(x: right, y: y) == top.1 else { return nil }
    var bottom = y + 1
    while character(x: x, y: bottom) == "│" { bottom += 1 }
    guard character(x: x, y: bottom) == "╰", character(x: right, y: bottom) == "╯"
    else { return nil }
    for row in (y + 1)..<bottom where character(x: right, y: row) != "│" { return nil }
    for column in (x + 1)..<right where character(x: column, y: bottom) != "─" {
      return nil
    }
    let frame = CellRect(x: x, y: y, width: right - x + 1, height: bottom - y + 1)
    return frame.width >= 4 && frame.height >= 3 ? frame : nil
  }

  /// The card with the double (focused) top edge, if one is fully drawn.
  var focusedFrame: CellRect? {
    cardFrames.first { character(x: $0.x, y: $0.y) == "╒" }
  }

  /// What is inside `frame`'s border, skipping blanks, the hatched back and emoji fillers.
  func interior(of frame: CellRect) -> String {
    var text = ""
    for y in (frame.y + 1)..<(frame.maxY - 1) {
      for x in (frame.x + 1)..<(frame.maxX - 1) {
        guard let character = character(x: x, y: y) else { continue }
        if character == " " || character == "░" || character == Self.filler { continue }
        text.append(character)
      }
    }
    return text
  }

  /// The emoji on the face of the card in `frame`, when that card is drawn face up right there.
  func faceContent(at frame: CellRect) -> String? {
    guard cardFrames.contains(frame) else { return nil }
    let text = interior(of: frame)
    guard !text.isEmpty, text.allSatisfy(Self.isWide) else { return nil }
    return text
  }

  /// Whether the card in `frame` is drawn face down (a whole box with no emoji: the theme's
  /// colour inside, or a hatch without colour).
  func isFaceDown(at frame: CellRect) -> Bool {
    guard cardFrames.contains(frame) else { return false }
    return interior(of: frame).isEmpty
  }

  // MARK: - Status

  /// The numbers on the status line: "Score N   Flips N   Time M:SS" on row 0.
  var status: (score: Int, flips: Int, seconds: Int)? {
    guard let first = lines.first,
      let match = first.firstMatch(of: #/Score (-?\d+) +Flips (\d+) +Time (\d+):(\d\d)/#)
    else { return nil }
    return (
      Int(match.1)!, Int(match.2)!, Int(match.3)! * 60 + Int(match.4)!
    )
  }

  /// The game-over banner: "Game over! Score N in M:SS".
  var gameOver: (score: Int, seconds: Int)? {
    for line in lines {
      if let match = line.firstMatch(of: #/Game over! Score (-?\d+) in (\d+):(\d\d)/#) {
        return (Int(match.1)!, Int(match.2)! * 60 + Int(match.3)!)
      }
    }
    return nil
  }
}

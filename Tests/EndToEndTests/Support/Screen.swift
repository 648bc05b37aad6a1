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
/// is re-expanded: a wide character is followed by a filler column. A capture taken with `-e`
/// also gives each column's background (the SGR parameters that set it), which is how a card
/// drawn as a tile, a block of colour with no outline, is found; its lines are then those of a
/// plain capture (the escapes removed, trailing blanks trimmed as `-p` trims them).
struct Screen: CustomStringConvertible {
  let lines: [String]
  let columns: [[Character]]
  /// Each column's background, as its SGR parameters (`48;5;208`, `41`); `nil` for the default.
  let backgrounds: [[String?]]

  static let filler: Character = "\u{0}"

  init(_ text: String) {
    var rows = text.components(separatedBy: "\n")
    if rows.last == "" { rows.removeLast() }
    var lines: [String] = []
    var columns: [[Character]] = []
    var backgrounds: [[String?]] = []
    for text in rows {
      var line = ""
      var row: [Character] = []
      var rowBackgrounds: [String?] = []
      var background: String?
      var rest = Substring(text)
      while let character = rest.first {
        if character == "\u{1B}", let end = rest.firstIndex(of: "m") {
          let parameters = rest[rest.index(rest.startIndex, offsetBy: 2)..<end]
          background = Self.background(after: parameters, from: background)
          rest = rest[rest.index(after: end)...]
          continue
        }
        rest = rest.dropFirst()
        line.append(character)
        row.append(character)
        rowBackgrounds.append(background)
        if Self.isWide(character) {
          row.append(Self.filler)
          rowBackgrounds.append(background)
        }
      }
      while line.last == " " { line.removeLast() }
      lines.append(line)
      columns.append(row)
      backgrounds.append(rowBackgrounds)
    }
    self.lines = lines
    self.columns = columns
    self.backgrounds = backgrounds
  }

  /// The background after one SGR sequence's `parameters`, from `current`.
  private static func background(after parameters: Substring, from current: String?) -> String? {
    var values = parameters.split(separator: ";", omittingEmptySubsequences: false).map {
      Int($0) ?? 0
    }[...]
    var background = current
    while let value = values.popFirst() {
      switch value {
      case 0, 49: background = nil
      case 40...47, 100...107: background = "\(value)"
      case 38, 48:
        // An extended colour: 5;N or 2;R;G;B.
        let kind = values.popFirst() ?? 0
        let count = kind == 2 ? 3 : 1
        let rest = values.prefix(count).map(String.init)
        values = values.dropFirst(count)
        if value == 48 { background = (["48", "\(kind)"] + rest).joined(separator: ";") }
      default: break
      }
    }
    return background
  }

  /// The background of the cell at (`x`, `y`); `nil` for the default or off the screen.
  func background(x: Int, y: Int) -> String? {
    guard backgrounds.indices.contains(y), backgrounds[y].indices.contains(x) else { return nil }
    return backgrounds[y][x]
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

  /// Every complete card box on screen (the focused one has a double top edge, or a double
  /// line all round on a card 8 rows tall or more), in reading order.
  var cardFrames: [CellRect] {
    var frames: [CellRect] = []
    for (y, row) in columns.enumerated() {
      for (x, corner) in row.enumerated() {
        guard let outline = Outline(corner: corner), let frame = box(at: x, y: y, outline)
        else { continue }
        frames.append(frame)
      }
    }
    for tile in tiles
    where !frames.contains(where: {
      $0.x < tile.maxX && tile.x < $0.maxX && $0.y < tile.maxY && tile.y < $0.maxY
    }) {
      frames.append(tile)
    }
    return frames.sorted { ($0.y, $0.x) < ($1.y, $1.x) }
  }

  /// Every card drawn as a tile (a tall Memorize card in colour): a rectangle at least 4 × 3
  /// whose edge cells all have one background that the cells around it do not have; inside
  /// it may differ (the face's band).
  var tiles: [CellRect] {
    var tiles: [CellRect] = []
    for (y, row) in backgrounds.enumerated() {
      for (x, background) in row.enumerated() {
        guard let background, self.background(x: x - 1, y: y) != background,
          self.background(x: x, y: y - 1) != background
        else { continue }
        var right = x
        while self.background(x: right + 1, y: y) == background { right += 1 }
        var bottom = y
        while self.background(x: x, y: bottom + 1) == background { bottom += 1 }
        let frame = CellRect(x: x, y: y, width: right - x + 1, height: bottom - y + 1)
        guard frame.width >= 4, frame.height >= 3,
          (y...bottom).allSatisfy({ self.background(x: right, y: $0) == background }),
          (x...right).allSatisfy({ self.background(x: $0, y: bottom) == background })
        else { continue }
        tiles.append(frame)
      }
    }
    return tiles
  }

  /// How a card's border is drawn: its glyphs from the top-left corner round.
  private struct Outline {
    var top: Character
    var topRight: Character
    var side: Character
    var bottomLeft: Character
    var bottom: Character
    var bottomRight: Character

    /// The outline a top-left `corner` starts: a card's, a focused card's (its top edge
    /// double), a tall focused card's (double all round); `nil` for any other character.
    init?(corner: Character) {
      switch corner {
      case "╭": self.init("─", "╮", "│", "╰", "─", "╯")
      case "╒": self.init("═", "╕", "│", "╰", "─", "╯")
      case "╔": self.init("═", "╗", "║", "╚", "═", "╝")
      default: return nil
      }
    }

    private init(
      _ top: Character, _ topRight: Character, _ side: Character, _ bottomLeft: Character,
      _ bottom: Character, _ bottomRight: Character
    ) {
      (self.top, self.topRight, self.side) = (top, topRight, side)
      (self.bottomLeft, self.bottom, self.bottomRight) = (bottomLeft, bottom, bottomRight)
    }
  }

  /// The box whose top-left corner is at (`x`, `y`), drawn as `outline`, if its whole border is
  /// there.
  private func box(at x: Int, y: Int, _ outline: Outline) -> CellRect? {
    var right = x + 1
    while character(x: right, y: y) == outline.top { right += 1 }
    guard character(x: right, y: y) == outline.topRight else { return nil }
    var bottom = y + 1
    while character(x: x, y: bottom) == outline.side { bottom += 1 }
    guard character(x: x, y: bottom) == outline.bottomLeft,
      character(x: right, y: bottom) == outline.bottomRight
    else { return nil }
    for row in (y + 1)..<bottom where character(x: right, y: row) != outline.side { return nil }
    for column in (x + 1)..<right where character(x: column, y: bottom) != outline.bottom {
      return nil
    }
    let frame = CellRect(x: x, y: y, width: right - x + 1, height: bottom - y + 1)
    return frame.width >= 4 && frame.height >= 3 ? frame : nil
  }

  /// The card with the double (focused) top edge, or the tile ringed by a double line, if one
  /// is fully drawn.
  var focusedFrame: CellRect? {
    cardFrames.first { ["╒", "╔"].contains(character(x: $0.x, y: $0.y)) }
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
      let match = first.firstMatch(of: #/Score ([-−]?\d+) +Flips (\d+) +Time (\d+):(\d\d)/#)
    else { return nil }
    return (
      Self.integer(match.1), Int(match.2)!, Int(match.3)! * 60 + Int(match.4)!
    )
  }

  /// A shown whole number ("12", "−5": a true minus sign) as an Int.
  static func integer(_ text: Substring) -> Int {
    Int(text.replacingOccurrences(of: "\u{2212}", with: "-")) ?? 0
  }

  /// The game-over banner: "Game over! Score N in M:SS", or "in under 0:01" (0 seconds).
  var gameOver: (score: Int, seconds: Int)? {
    for line in lines {
      if let match = line.firstMatch(
        of: #/Game over! Score ([-−]?\d+) in (?:under 0:01|(\d+):(\d\d))/#)
      {
        let (minutes, seconds) = (
          match.2.flatMap { Int($0) } ?? 0, match.3.flatMap { Int($0) } ?? 0
        )
        return (Self.integer(match.1), minutes * 60 + seconds)
      }
    }
    return nil
  }
}

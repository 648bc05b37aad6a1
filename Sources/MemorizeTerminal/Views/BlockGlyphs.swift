import Memorize
import TerminalKit

/// Large glyphs for card faces with room to spare, drawn from block characters: suits and
/// ranks of playing cards, Set's three shapes.
///
/// Each glyph is a small bitmap. Playing cards draw it with half blocks (`▀ ▄ █`, two pixel rows
/// a terminal row, so pixels come out about square); Set draws whole cells so the inside can
/// carry the shading. Either way a glyph is one colour on the card's paper: a few runs of text
/// and no colour change inside, which keeps a reveal cheap on the wire.
enum BlockGlyphs {
  /// A picture as rows of pixels, `true` for ink.
  struct Bitmap: Equatable {
    let rows: [[Bool]]

    /// Reads rows written with `#` for ink and anything else for paper.
    init(_ rows: [String]) {
      self.rows = rows.map { $0.map { $0 == "#" } }
    }

    init(rows: [[Bool]]) {
      self.rows = rows
    }

    var width: Int { rows.map(\.count).max() ?? 0 }
    var height: Int { rows.count }

    func ink(_ x: Int, _ y: Int) -> Bool {
      rows.indices.contains(y) && rows[y].indices.contains(x) && rows[y][x]
    }

    /// `self` and `other` side by side with `gap` paper columns between them.
    func beside(_ other: Bitmap, gap: Int = 1) -> Bitmap {
      let height = max(self.height, other.height)
      return Bitmap(
        rows: (0..<height).map { y in
          (0..<width).map { ink($0, y) } + Array(repeating: false, count: gap)
            + (0..<other.width).map { other.ink($0, y) }
        })
    }
  }

  // MARK: - Drawing

  /// Terminal rows for `bitmap`, two pixel rows each: `█` both, `▀` top, `▄` bottom; in ASCII
  /// `#`, `"` and `,`.
  static func halfBlockLines(_ bitmap: Bitmap, ascii: Bool) -> [String] {
    stride(from: 0, to: bitmap.height, by: 2).map { y in
      String(
        (0..<bitmap.width).map { x -> Character in
          switch (bitmap.ink(x, y), bitmap.ink(x, y + 1)) {
          case (true, true): ascii ? "#" : "█"
          case (true, false): ascii ? "\"" : "▀"
          case (false, true): ascii ? "," : "▄"
          case (false, false): " "
          }
        })
    }
  }

  /// Terminal rows for `bitmap`, a cell a pixel: the outline (ink next to paper or the edge) in
  /// `outline`, the inside in `inside` (the shading).
  static func shadedLines(_ bitmap: Bitmap, outline: Character, inside: Character) -> [String] {
    (0..<bitmap.height).map { y in
      String(
        (0..<bitmap.width).map { x -> Character in
          guard bitmap.ink(x, y) else { return " " }
          let isEdge =
            !bitmap.ink(x - 1, y) || !bitmap.ink(x + 1, y) || !bitmap.ink(x, y - 1)
            || !bitmap.ink(x, y + 1)
          return isEdge ? outline : inside
        })
    }
  }

  /// Writes `lines`, each centred on `centerX`, from row `top` down in `style`, clipped to `clip`.
  static func put(
    _ lines: [String], centerX: Int, top: Int, style: Style, clip: Rect,
    into buffer: inout CellBuffer
  ) {
    for (offset, line) in lines.enumerated() {
      let x = centerX - line.count / 2
      // Leading and trailing paper is left alone: the card's face is already there.
      let lead = line.prefix { $0 == " " }.count
      let body = line.dropFirst(lead).reversed().drop { $0 == " " }.reversed()
      guard !body.isEmpty else { continue }
      buffer.put(String(body), x: x + lead, y: top + offset, style: style, clip: clip)
    }
  }

  // MARK: - Playing cards

  /// A suit by its symbol (♠ ♥ ♦ ♣), 9 × 8 pixels (9 columns, 4 rows in half blocks); `nil`
  /// for any other text.
  static func suit(_ suit: String) -> Bitmap? {
    switch suit {
    case "♠":
      Bitmap([
        "....#....", "...###...", "..#####..", ".#######.", "#########", ".##.#.##.",
        "....#....", "...###...",
      ])
    case "♥":
      Bitmap([
        ".##...##.", "####.####", "#########", "#########", ".#######.", "..#####..",
        "...###...", "....#....",
      ])
    case "♦":
      Bitmap([
        "....#....", "...###...", "..#####..", ".#######.", ".#######.", "..#####..",
        "...###...", "....#....",
      ])
    case "♣":
      Bitmap([
        "...###...", "..#####..", "..#####..", "##.###.##", "#########", "##..#..##",
        "....#....", "...###...",
      ])
    default: nil
    }
  }

  /// A rank by its symbol ("A", "2" … "10", "J", "Q", "K"), 3 × 5 pixels a character (3 rows in
  /// half blocks); 10 is two characters.
  static func rank(_ rank: String) -> Bitmap {
    let digits: [Character: [String]] = [
      "A": [".#.", "#.#", "###", "#.#", "#.#"], "J": ["..#", "..#", "..#", "#.#", ".#."],
      "Q": [".#.", "#.#", "#.#", ".#.", "..#"], "K": ["#.#", "#.#", "##.", "#.#", "#.#"],
      "0": ["###", "#.#", "#.#", "#.#", "###"], "1": [".#.", "##.", ".#.", ".#.", "###"],
      "2": ["##.", "..#", ".#.", "#..", "###"], "3": ["##.", "..#", ".#.", "..#", "##."],
      "4": ["#.#", "#.#", "###", "..#", "..#"], "5": ["###", "#..", "##.", "..#", "##."],
      "6": [".##", "#..", "###", "#.#", "###"], "7": ["###", "..#", ".#.", ".#.", ".#."],
      "8": ["###", "#.#", "###", "#.#", "###"], "9": ["###", "#.#", "###", "..#", "##."],
    ]
    let bitmaps = rank.compactMap { digits[$0].map(Bitmap.init) }
    guard let first = bitmaps.first else { return Bitmap(rows: []) }
    return bitmaps.dropFirst().reduce(first) { $0.beside($1) }
  }

  // MARK: - Set

  /// One of Set's shapes, standing up, `size` × `size` cells (7 or 5).
  static func setShape(_ shape: SetSymbol.Shape, size: Int) -> Bitmap {
    switch (shape, size >= 7) {
    case (.diamond, true):
      Bitmap(["...#...", "..###..", ".#####.", "#######", ".#####.", "..###..", "...#..."])
    case (.oval, true):
      Bitmap(["..###..", ".#####.", "#######", "#######", "#######", ".#####.", "..###.."])
    case (.squiggle, true):
      Bitmap(["..####.", ".#####.", ".####..", "..####.", "...####", "..####.", ".####.."])
    case (.diamond, false):
      Bitmap(["..#..", ".###.", "#####", ".###.", "..#.."])
    case (.oval, false):
      Bitmap([".###.", "#####", "#####", "#####", ".###."])
    case (.squiggle, false):
      Bitmap([".###.", "###..", ".###.", "..###", ".###."])
    }
  }
}

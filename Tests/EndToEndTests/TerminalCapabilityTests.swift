import Foundation
import Testing

/// The terminal's capabilities decide what is sent: colours from terminfo, `NO_COLOR` and
/// `COLORTERM`; characters from the locale's charset.
@Suite("What the terminal can show, in tmux", .serialized)
struct TerminalCapabilityTests {
  /// The SGR parameters that set a colour in `text` (`capture-pane -e`): 30–37, 40–47, 90–97,
  /// 100–107, and the extended `38;5;n`, `38;2;r;g;b` (and 48) as one item each. The resets
  /// 39 and 49, which tmux writes after every run, are not colours.
  static func colorParameters(_ text: String) -> Set<String> {
    var found: Set<String> = []
    var rest = Substring(text)
    while let start = rest.range(of: "\u{1B}[") {
      rest = rest[start.upperBound...]
      guard let end = rest.firstIndex(where: { !("0"..."9").contains($0) && $0 != ";" }) else {
        break
      }
      let isSGR = rest[end] == "m"
      var parameters = rest[..<end].split(separator: ";", omittingEmptySubsequences: false)
        .map { Int($0) ?? 0 }[...]
      rest = rest[rest.index(after: end)...]
      guard isSGR else { continue }
      while let first = parameters.popFirst() {
        switch first {
        case 30...37, 40...47, 90...97, 100...107:
          found.insert(String(first))
        case 38, 48:
          let kind = parameters.popFirst() ?? 0
          let count = kind == 5 ? 1 : kind == 2 ? 3 : 0
          let values = parameters.prefix(count).map(String.init)
          parameters = parameters.dropFirst(count)
          found.insert(([String(first), String(kind)] + values).joined(separator: ";"))
        default:
          break
        }
      }
    }
    return found
  }

  /// The Halloween board of four pairs at 80×24, every card face down, focus on the first.
  static func board(back: Character) -> [String] {
    let hatch = String(repeating: back, count: 11)
    let card = "│\(hatch)│"
    // The first card has the focus: 10 rows tall, it is ringed all round.
    let top = "            ╔═══════════╗ ╭───────────╮ ╭───────────╮ ╭───────────╮"
    let ringed = "            ║\(hatch)║ " + Array(repeating: card, count: 3).joined(separator: " ")
    let ringedBottom = "            ╚═══════════╝ ╰───────────╯ ╰───────────╯ ╰───────────╯"
    let plainTop = "            ╭───────────╮ ╭───────────╮ ╭───────────╮ ╭───────────╮"
    let middle = "            " + Array(repeating: card, count: 4).joined(separator: " ")
    let bottom = "            ╰───────────╯ ╰───────────╯ ╰───────────╯ ╰───────────╯"
    return [top] + Array(repeating: ringed, count: 8) + [ringedBottom, "", plainTop]
      + Array(repeating: middle, count: 8) + [bottom]
  }

  static let arguments = ["--theme", "halloween", "--pairs", "4", "--seed", "3"]

  /// Starts the program with `environment` and waits for the dealt board.
  func start(term: String, _ environment: [String: String] = [:]) throws -> MemorizeInTmux {
    let app = try MemorizeInTmux(
      arguments: Self.arguments, term: term, environment: environment)
    _ = try app.waitForDealtBoard(cards: 8)
    return app
  }

  @Test(
    "A terminal without colours (terminfo, NO_COLOR) gets not one colour code: hatched backs",
    arguments: [
      ("vt100", [:]), ("xterm-256color", ["NO_COLOR": "1"]), ("vt100", ["COLORTERM": "yes"]),
    ] as [(String, [String: String])])
  func noColour(term: String, environment: [String: String]) throws {
    let app = try start(term: term, environment)
    defer { app.close() }
    let screen = try app.tmux.capture()
    #expect(Array(screen.lines[1...21]) == Self.board(back: "░"))
    #expect(Self.colorParameters(try app.tmux.captureWithEscapes()) == [])
  }

  @Test(
    "Colour codes follow terminfo's colors, and COLORTERM=truecolor over it",
    arguments: [
      ("xterm", [:], "43"), ("xterm-256color", [:], "48;5;208"),
      ("vt100", ["COLORTERM": "truecolor"], "48;2;242;140;40"),
      ("xterm", ["COLORTERM": "24bit"], "48;2;242;140;40"),
    ] as [(String, [String: String], String)])
  func colourCodes(term: String, environment: [String: String], back: String) throws {
    let app = try start(term: term, environment)
    defer { app.close() }
    let screen = try app.tmux.capture()
    // In colour these cards (10 rows tall) are tiles, blocks of the theme's colour: as text only
    // the focus ring shows; the tiles are found by their colour, face down, where the outlined
    // cards are without colour.
    let side = "            ║           ║"
    #expect(
      Array(screen.lines[1...21])
        == ["            ╔═══════════╗"] + Array(repeating: side, count: 8)
        + ["            ╚═══════════╝"] + Array(repeating: "", count: 11))
    let tiles = [1, 12].flatMap { y in
      (0..<4).map { CellRect(x: 12 + 14 * $0, y: y, width: 13, height: 10) }
    }
    #expect(screen.cardFrames == tiles)
    #expect(tiles.allSatisfy(screen.isFaceDown(at:)))
    let found = Self.colorParameters(try app.tmux.captureWithEscapes())
    #expect(found.contains(back), "Halloween's orange backs as \(back) in \(found.sorted())")
    let kinds = Set(
      found.map {
        $0.hasPrefix("38;2") || $0.hasPrefix("48;2")
          ? "24-bit"
          : $0.hasPrefix("38;5") || $0.hasPrefix("48;5") ? "256" : "16"
      })
    #expect(kinds == [back.contains(";2;") ? "24-bit" : back.contains(";5;") ? "256" : "16"])
  }

  /// The Halloween board of four pairs at 80×24 in ASCII, face down, the first card focused
  /// (ringed: `+===+` above and below):
  /// the same with the notice over the tabs and without it (issue 23: the notice takes no row
  /// from the board).
  static func asciiBoard(back: Character) -> [String] {
    let hatch = String(repeating: back, count: 11)
    let indent = "            "
    let edge = indent + Array(repeating: "+-----------+", count: 4).joined(separator: " ")
    let top =
      indent + "+===========+ " + Array(repeating: "+-----------+", count: 3).joined(separator: " ")
    let middle = indent + Array(repeating: "|\(hatch)|", count: 4).joined(separator: " ")
    // 10 rows tall, the focused card is ringed: its bottom edge is double too.
    let rowOf = { (first: String, last: String) in
      [first] + Array(repeating: middle, count: 8) + [last]
    }
    return rowOf(top, top) + [""] + rowOf(edge, edge)
  }

  @Test(
    "Under LANG=C only ASCII is sent: ASCII borders and backs, letters for emoji, said once",
    arguments: [("vt100", ":" as Character), ("xterm-256color", " ")])
  func asciiLocale(term: String, back: Character) throws {
    let app = try MemorizeInTmux(
      arguments: Self.arguments, term: term, environment: ["LANG": "C"])
    defer { app.close() }
    let expected = Self.asciiBoard(back: back)
    let screen = try app.tmux.waitForScreen("the ASCII board and the notice") { screen in
      Array(screen.lines[1...21]) == expected ? screen : nil
    }
    #expect(screen.lines[0].hasPrefix(" Memorize . Halloween   Score 0   Flips 0"))
    #expect(
      screen.lines[23]
        == " ! Cards show letters for emoji: the terminal's character set is not UTF-8.")
    #expect(screen.lines.allSatisfy { $0.unicodeScalars.allSatisfy(\.isASCII) })
    // Two cards up: each shows its emoji's letter; the notice is gone after the first key.
    try app.tmux.press(["Space"])
    try app.tmux.press(["Right", "Space"])
    let indent = "            "
    let up = "|           |"
    let down = "|" + String(repeating: back, count: 11) + "|"
    let edge = "+-----------+"
    let firstRow = indent + [up, up, down, down].joined(separator: " ")
    let secondRow = indent + Array(repeating: down, count: 4).joined(separator: " ")
    let letters = indent + ["|     E     |", "|     I     |", down, down].joined(separator: " ")
    let bottom = indent + Array(repeating: edge, count: 4).joined(separator: " ")
    let ringed = indent + [edge, "+===========+", edge, edge].joined(separator: " ")
    var expected2 = [ringed]
    expected2 += [firstRow, firstRow, firstRow, letters] + Array(repeating: firstRow, count: 4)
    expected2 += [ringed, "", bottom] + Array(repeating: secondRow, count: 8) + [bottom]
    // Polled until exact: the flip animation passes through other frames on its way.
    try app.tmux.waitUntil("two letters face up, the notice gone") { screen in
      screen.lines[0].contains("Flips 2") && !screen.description.contains("Cards show")
        && Array(screen.lines[1...21]) == expected2
    }
    let found = Self.colorParameters(try app.tmux.captureWithEscapes())
    #expect(found.isEmpty == (term == "vt100"), "\(found.sorted())")
  }
}

import Foundation
import Testing

/// A theme of the emoji terminals disagree about, added in the real theme editor and played in
/// tmux: whatever width tmux gives each, every border stays in its column and no redraw leaves
/// anything stale behind.
@Suite("Emoji of uncertain width in tmux", .serialized)
struct RiskyEmojiTests {
  /// VS16 (❤️ ☀️), a text-style pictograph (🌧), a skin tone, a flag, a ZWJ family, a keycap, CJK
  /// and a combining mark (on a check mark: the editor takes pictures, not letters).
  static let risky = "❤️☀️🌧👍🏽🇺🇸👨‍👩‍👧1️⃣中✓\u{301}"

  @Test("A theme of risky emoji: the editor accepts them, and every screen keeps its borders")
  func riskyTheme() throws {
    let app = try MemorizeInTmux(arguments: [], width: 120, height: 32)
    defer { app.close() }
    let tmux = app.tmux
    var widths = TmuxWidths(tmux: tmux)
    try tmux.waitUntil("the theme chooser") { $0.contains("Halloween") }

    // A new theme, opened in the editor; the emoji typed into its Add field, as keys.
    try tmux.press(["+"])
    try tmux.waitUntil("the editor") { $0.contains("Edit theme") }
    try tmux.press(["Down", "Down"])
    try tmux.type(Self.risky)
    try tmux.press(["Enter"])
    try tmux.waitUntil("the emoji added") { $0.contains("Added.") }
    let editor = try tmux.capture()
    try expectAligned(editor, &widths, "the editor after adding")
    try expectEmojiWhereDrawn(editor, &widths)
    try tmux.press(["C-l"])
    let editorRepainted = try stillScreen(tmux)
    #expect(editorRepainted.lines == editor.lines, "\(editor)\n\(editorRepainted)")
    try expectEmojiWhereDrawn(editorRepainted, &widths)
    // Every emoji a pair of cards: Pairs is two fields further down.
    try tmux.press(["Down", "Down"] + Array(repeating: "Right", count: 12))
    try tmux.press(["Escape"])
    try tmux.waitUntil("the editor closed") { !$0.contains("Edit theme") }
    let chooser = try tmux.capture()
    try expectAligned(chooser, &widths, "the chooser beside the board")
    // The divider between chooser and board (column 40, or further right where the board leaves
    // columns free) stands in the same column on every row of the content.
    let divider = try #require(
      try (40...60).first { try widths.character(in: chooser, x: $0, y: 1) == "│" },
      "no divider:\n\(chooser)")
    for y in 1..<(chooser.lines.count - 2) {
      #expect(
        try widths.character(in: chooser, x: divider, y: y) == "│", "row \(y):\n\(chooser)")
    }

    // Play the theme: flip cards one after another, checking every frame.
    try tmux.press(["Enter"])
    try waitForDealtBoardBesideList(tmux, cards: 30)
    for card in 0..<8 {
      try tmux.press(card == 0 ? ["Space"] : ["Right", "Space"])
      try tmux.waitUntil("flip \(card + 1)") { $0.status?.flips == card + 1 }
      // Once the flip's animation has played out.
      try expectAligned(try stillScreen(tmux), &widths, "after flip \(card + 1)")
    }

    // Nothing stale: a full repaint (Ctrl-L), and a resize away and back, show the very screen
    // the incremental frames left.
    // (The status line is left out: its clock moves on meanwhile.)
    let before = try stillScreen(tmux)
    try tmux.press(["C-l"])
    let repainted = try stillScreen(tmux)
    #expect(repainted.lines.dropFirst() == before.lines.dropFirst(), "\(before)\n\(repainted)")
    try tmux.resize(width: 90, height: 32)
    try tmux.waitUntil("the stacked layout") { !$0.contains("│ Themes") && $0.lines.count > 0 }
    try expectAligned(try stillScreen(tmux), &widths, "at 90 columns")
    try tmux.resize(width: 120, height: 32)
    let back = try stillScreen(tmux)
    #expect(back.lines.dropFirst() == before.lines.dropFirst(), "\(before)\n\(back)")

    try tmux.press(["q"])
    let exit = try app.waitForExit()
    #expect(exit.status == 0)
  }

  /// The same emoji written by hand straight into themes.json (not through the editor), with
  /// one character no theme may hold (an escape): the loader keeps every risky one and drops the
  /// escape with a one-line note; the chooser and the board keep their borders in every frame,
  /// and a full repaint (Ctrl-L) shows exactly the screen the incremental frames left.
  @Test("A hand-written themes.json of risky emoji: kept or refused in one line, drawn aligned")
  func handWrittenRiskyTheme() throws {
    let folder = try TemporaryFolder()
    let config = folder.file("config/memorize")
    try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
    let themes = """
      {
        "version": 2,
        "themes": [
          {
            "id": "risky",
            "name": "Risky",
            "emoji": "\(Self.risky)\\u001b",
            "pairs": "all",
            "color": "#F28C28"
          }
        ]
      }

      """
    try Data(themes.utf8).write(to: config.appendingPathComponent("themes.json"))
    let app = try MemorizeInTmux(arguments: [], width: 120, height: 32, folder: folder)
    defer { app.close() }
    let tmux = app.tmux
    var widths = TmuxWidths(tmux: tmux)
    let slow = Duration.seconds(30)

    // The escape is refused in one line; every risky emoji is kept.
    // The notice line, cut to the width of the terminal.
    let note = try tmux.waitForScreen("the repair note", timeout: slow) { screen in
      screen.lines.first { $0.contains("Repaired themes.json") }
    }
    #expect(
      note.hasPrefix(" ⚠ Repaired themes.json (original kept as themes.json.original-"), "\(note)")
    #expect(note.contains("): theme 1 (“Risky”): dropped 1 unusable"), "\(note)")
    let saved = try Data(contentsOf: config.appendingPathComponent("themes.json"))
    let document = try JSONSerialization.jsonObject(with: saved) as? [String: Any]
    let kept = (document?["themes"] as? [[String: Any]])?.first?["emoji"] as? String
    #expect(kept == Self.risky)
    let originals = try FileManager.default.contentsOfDirectory(atPath: config.path).filter {
      $0.hasPrefix("themes.json.original-")
    }
    #expect(originals.count == 1)

    let chooser = try stillScreen(tmux)
    #expect(chooser.contains("Risky"), "\(chooser)")
    try expectAligned(chooser, &widths, "the chooser of a hand-written theme")

    // Play it: nine emoji, nine pairs; each flip checked once the screen stands still.
    try tmux.press(["Enter"])
    // Counted by their bottom edges: the rows holding the theme's emoji in the chooser put
    // this screen's own column reckoning off (tmux's differs), but bottom edges hold none.
    try tmux.waitUntil("18 cards dealt", timeout: slow) { screen in
      screen.lines.map { $0.components(separatedBy: "╰──").count - 1 }.reduce(0, +) == 18
    }
    _ = try stillScreen(tmux)
    for card in 0..<8 {
      try tmux.press(card == 0 ? ["Space"] : ["Right", "Space"])
      try tmux.waitUntil("flip \(card + 1)", timeout: slow) { $0.status?.flips == card + 1 }
      try expectAligned(try stillScreen(tmux), &widths, "after flip \(card + 1)")
    }

    // Nothing stale: after Ctrl-L the screen settles on exactly what the frames left.
    let before = try stillScreen(tmux)
    try tmux.press(["C-l"])
    let repainted = try stillScreen(tmux)
    #expect(repainted.lines.dropFirst() == before.lines.dropFirst(), "\(before)\n\(repainted)")
    try expectAligned(repainted, &widths, "after Ctrl-L")

    try tmux.press(["q"])
    let exit = try app.waitForExit(timeout: slow)
    #expect(exit.status == 0)
  }

  /// Waits until `count` face-down cards are dealt and still, read right of the theme list's
  /// divider: the list shows the whole risky theme on a row that shares its line with cards,
  /// and tmux's widths for those emoji are not the ones `Screen` assumes.
  private func waitForDealtBoardBesideList(_ tmux: TmuxServer, cards count: Int) throws {
    var previous: [CellRect] = []
    var stillSince = ContinuousClock.now
    try tmux.waitUntil("\(count) face-down cards, dealt and still") { screen in
      let board = Screen(
        screen.lines.map { line in
          line.firstIndex(of: "│").map { String(line[line.index(after: $0)...]) } ?? ""
        }.joined(separator: "\n"))
      let frames = board.cardFrames
      guard frames.count == count, frames.allSatisfy(board.isFaceDown(at:)) else {
        previous = []
        return false
      }
      if frames != previous {
        previous = frames
        stillSince = ContinuousClock.now
        return false
      }
      return ContinuousClock.now - stillSince >= .milliseconds(250)
    }
  }

  /// The screen once it stands still (no animation, no card about to turn back) for half a
  /// second; the status line, whose clock moves, does not count.
  private func stillScreen(_ tmux: TmuxServer) throws -> Screen {
    var last = try tmux.capture()
    return try waitFor("the screen to stand still", timeout: .seconds(15)) {
      Thread.sleep(forTimeInterval: 0.5)
      let now = try tmux.capture()
      defer { last = now }
      return now.lines.dropFirst() == last.lines.dropFirst() ? now : nil
    }
  }

  /// The editor's row of emoji: each risky one in the column the app gave it (two columns
  /// each, ✓́ one), whatever tmux thinks of its width, with only blanks or its own pieces in the
  /// columns it was given, and nothing stale between the last one and the border.
  private func expectEmojiWhereDrawn(
    _ screen: Screen, _ widths: inout TmuxWidths, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let grid = try widths.grid(of: screen)
    let row = try #require(
      grid.first { $0.contains("❤️") && String($0).contains("Emoji") }, "\(screen)",
      sourceLocation: sourceLocation)
    var x = try #require(row.firstIndex(of: "❤️"), sourceLocation: sourceLocation)
    var problems: [String] = []
    for symbol in Self.risky {
      let width = symbol == "✓\u{301}" ? 1 : 2
      let shown = row.indices.contains(x) ? row[x] : " "
      if shown.unicodeScalars.first != symbol.unicodeScalars.first {
        problems.append("column \(x): \(shown) instead of \(symbol)")
      }
      for column in x + 1..<x + width where ![" ", Screen.filler].contains(row[column]) {
        problems.append("column \(column): \(row[column]) after \(symbol)")
      }
      x += width
    }
    let border = try #require(row.lastIndex(of: "│"), sourceLocation: sourceLocation)
    let rest = row[x..<border].filter { $0 != " " }
    if !rest.isEmpty { problems.append("stale \(String(rest)) before the border") }
    #expect(problems.isEmpty, "\(problems)\n\(screen)", sourceLocation: sourceLocation)
  }

  /// Every vertical border continues above or below it, every corner meets its side, and no
  /// row is wider than the pane — on the columns tmux itself uses.
  private func expectAligned(
    _ screen: Screen, _ widths: inout TmuxWidths, _ when: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let grid = try widths.grid(of: screen)
    let verticals: Set<Character> = ["│", "║", "┃"]
    let tops: Set<Character> = ["╭", "╮", "┌", "┐", "╔", "╗"]
    let bottoms: Set<Character> = ["╰", "╯", "└", "┘", "╚", "╝"]
    func at(_ x: Int, _ y: Int) -> Character? {
      grid.indices.contains(y) && grid[y].indices.contains(x) ? grid[y][x] : nil
    }
    var problems: [String] = []
    for (y, row) in grid.enumerated() {
      if row.count > 120 { problems.append("row \(y) is \(row.count) columns") }
      for (x, character) in row.enumerated() {
        let above = at(x, y - 1)
        let below = at(x, y + 1)
        if verticals.contains(character) {
          let continues =
            above.map { verticals.contains($0) || tops.contains($0) } == true
            || below.map { verticals.contains($0) || bottoms.contains($0) } == true
          if !continues { problems.append("│ at (\(x),\(y)) alone") }
        } else if tops.contains(character) {
          if below.map({ verticals.contains($0) || bottoms.contains($0) }) != true {
            problems.append("\(character) at (\(x),\(y)) has no side below")
          }
        } else if bottoms.contains(character) {
          if above.map({ verticals.contains($0) || tops.contains($0) }) != true {
            problems.append("\(character) at (\(x),\(y)) has no side above")
          }
        }
      }
    }
    #expect(
      problems.isEmpty, "\(when): \(problems.prefix(6))\n\(screen)", sourceLocation: sourceLocation)
  }
}

/// The columns tmux gives each character it shows, measured by printing it in a window of the
/// same server and reading the cursor.
struct TmuxWidths {
  let tmux: TmuxServer
  private var known: [Character: Int] = [:]
  private var windows = 0

  init(tmux: TmuxServer) { self.tmux = tmux }

  mutating func width(of character: Character) throws -> Int {
    if let width = known[character] { return width }
    if character.isASCII { return 1 }
    if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
      (0x2500...0x259F).contains(scalar.value)
    {
      return 1  // box drawing and blocks
    }
    windows += 1
    let name = "width\(windows)"
    let text = String(character)
    try tmux.run([
      "new-window", "-d", "-n", name, "printf '|%s' \(shellQuoted(text)); exec sleep 60",
    ])
    defer { _ = try? tmux.run(["kill-window", "-t", "\(TmuxServer.target):\(name)"]) }
    // The bar makes the cursor move even for a character tmux draws zero columns wide.
    let column = try waitFor("tmux to draw \(text)") { () -> Int? in
      let value = try tmux.run([
        "display-message", "-p", "-t", "\(TmuxServer.target):\(name)", "#{cursor_x}",
      ]).trimmingCharacters(in: .whitespacesAndNewlines)
      return Int(value).flatMap { $0 > 0 ? $0 : nil }
    }
    known[character] = column - 1
    return column - 1
  }

  /// The screen as rows of columns: each character in its first column, fillers after it.
  mutating func grid(of screen: Screen) throws -> [[Character]] {
    try screen.lines.map { line in
      var row: [Character] = []
      for character in line {
        row.append(character)
        let extra = try width(of: character) - 1
        if extra > 0 { row += Array(repeating: Screen.filler, count: extra) }
      }
      return row
    }
  }

  mutating func character(in screen: Screen, x: Int, y: Int) throws -> Character? {
    let row = try grid(of: screen)[y]
    return row.indices.contains(x) ? row[x] : nil
  }
}

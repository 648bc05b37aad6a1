import Memorize
import TerminalKit

/// Statistics: for every game and theme played, games played and finished, bests, and a
/// sparkline of recent scores.
struct StatisticsView {
  let palette: Palette

  /// Eight bar heights, lowest to highest.
  static let bars: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

  /// A sparkline of `scores`, scaled between their minimum and maximum.
  static func sparkline(_ scores: [Int]) -> String {
    guard let low = scores.min(), let high = scores.max() else { return "" }
    // All the same: a level line in the middle, not a row of lows that reads as bad scores.
    if low == high { return String(repeating: bars[bars.count / 2], count: scores.count) }
    // In Double: scores come from a file, and Int.min beside Int.max must not overflow.
    let span = Double(high) - Double(low)
    let top = bars.count - 1
    return String(
      scores.map { score in
        let level = ((Double(score) - Double(low)) * Double(top) / span).rounded(.down)
        return bars[min(max(0, Int(level)), top)]
      })
  }

  /// Draws the statistics from their row `offset` on (the rows above it scrolled out of
  /// `area`), with a mark at the right edge where there is more above or below, and returns how
  /// many rows they take in all.
  ///
  /// A row whose name is wider than the names' column (a theme and size at 40 columns) shows it
  /// whole on rows of its own, full width, its numbers on the row under it: no two rows read
  /// alike as cut names would ("Memorize · Halloween…").
  @discardableResult
  func draw(
    _ statistics: StatisticsPresentation, offset: Int = 0, in area: Rect,
    into buffer: inout CellBuffer
  ) -> Int {
    let top = area.y - max(0, offset)
    let height = drawRows(statistics, top: top, in: area, into: &buffer)
    drawScrollMarks(offset: offset, height: height, in: area, into: &buffer)
    return height
  }

  /// Marks on the right edge where there is more above or below, as the help has.
  private func drawScrollMarks(
    offset: Int, height: Int, in area: Rect, into buffer: inout CellBuffer
  ) {
    guard area.width > 0, area.height > 1 else { return }
    let style = Style(foreground: palette.focus, bold: true)
    if offset > 0 {
      buffer.put(palette.isASCII ? "^" : "▲", x: area.maxX - 1, y: area.y, style: style)
    }
    if offset + area.height < height {
      buffer.put(palette.isASCII ? "v" : "▼", x: area.maxX - 1, y: area.maxY - 1, style: style)
    }
  }

  /// Draws every row of the statistics from `top` (above `area` when scrolled; only what is
  /// inside it shows) and returns how many rows they take.
  private func drawRows(
    _ statistics: StatisticsPresentation, top: Int, in area: Rect, into buffer: inout CellBuffer
  ) -> Int {
    let records = statistics.rows
    // The status line above already says "Statistics"; the table starts after one blank row.
    let headerY = top + 1
    guard !records.isEmpty else {
      buffer.put(
        " " + statistics.emptyText, x: area.x, y: headerY, style: Style(foreground: palette.muted),
        clip: area)
      return headerY + 1 - top
    }
    // Each column at least as wide as its heading in this language and as its widest value (a
    // table's best with whose it was); the names' column as wide as the longest name, within
    // what the other columns and a few sparkline bars leave.
    let names = records.map(\.title)
    let values = records.map { $0.cells.map(\.value) }
    var columns = zip([statistics.gameColumn] + statistics.columns, [22, 8, 6, 6, 9]).enumerated()
      .map { index, column in
        let widest =
          index == 0
          ? 0 : values.compactMap { $0.dropFirst(index - 1).first }.map(DisplayWidth.of).max() ?? 0
        return (column.0, max(column.1, DisplayWidth.of(column.0) + 1, widest + 1))
      }
    // A column shows whole or not at all: from the right, the columns whose heading or values
    // would be cut give way (recent scores first), so that no heading is cut in half (最佳 to 最).
    // When not all fit, the names' column first gives up its spare room to the longest name.
    let room = area.width - 1
    let recentTitle = statistics.recentScoresColumn
    let longestName = names.map(DisplayWidth.of).max() ?? 0
    func fit(nameWidth: Int) -> (kept: Int, used: Int, showsRecent: Bool) {
      var used = min(nameWidth, room)
      var kept = 1
      while kept < columns.count {
        let widest =
          ([columns[kept].0] + values.compactMap { $0.dropFirst(kept - 1).first })
          .map(DisplayWidth.of).max() ?? 0
        guard used + widest <= room else { break }
        used += columns[kept].1
        kept += 1
      }
      let showsRecent = kept == columns.count && used + DisplayWidth.of(recentTitle) <= room
      return (kept, used, showsRecent)
    }
    var layout = fit(nameWidth: columns[0].1)
    if !layout.showsRecent {
      columns[0].1 = max(DisplayWidth.of(columns[0].0) + 1, min(longestName + 2, columns[0].1))
      layout = fit(nameWidth: columns[0].1)
    }
    columns[0].1 = min(columns[0].1, room)
    columns.removeLast(columns.count - layout.kept)
    let showsRecent = layout.showsRecent
    let nameRoom = room - layout.used - (showsRecent ? DisplayWidth.of(recentTitle) : 0)
    // Two columns after the longest name: a name that ends in a number ("… · 4 pairs") is not
    // read with the count beside it ("4 pairs 2").
    columns[0].1 += max(0, min(longestName + 2 - columns[0].1, nameRoom))
    var x = area.x + 1
    for (title, width) in columns {
      buffer.put(
        title, x: x, y: headerY, style: Style(foreground: palette.muted, underline: true),
        clip: area)
      x += width
    }
    if showsRecent {
      buffer.put(
        recentTitle, x: x, y: headerY, style: Style(foreground: palette.muted, underline: true),
        clip: area)
    }
    var y = headerY + 1
    for record in records {
      var nameStyle = Style(bold: true)
      if let colour = record.colour, palette.usesColor {
        nameStyle = nameStyle.foreground(palette.color(colour))
      }
      var cells = [(record.title, nameStyle)] + record.cells.map { ($0.value, Style()) }
      if DisplayWidth.of(record.title.sanitizedForTerminal) > columns[0].1 - 1 {
        // The name whole, on as many rows as it needs, then the numbers under it.
        for (index, line) in Self.wrappedLines(record.title, width: area.width - 2).enumerated() {
          buffer.put(
            line, x: area.x + 1 + (index == 0 ? 0 : 2), y: y, style: nameStyle, clip: area)
          y += 1
        }
        cells[0].0 = ""
      }
      var x = area.x + 1
      for ((text, style), (_, width)) in zip(cells, columns) {
        buffer.put(
          text.truncatedForTerminal(toWidth: width - 1), x: x, y: y, style: style, clip: area)
        x += width
      }
      if showsRecent { drawRecent(record, x: x, y: y, in: area, into: &buffer) }
      y += 1
    }
    // What the bars mean, under the rows that show them.
    var below = y + 1
    if showsRecent {
      buffer.put(
        " " + statistics.recentScoresLegend, x: area.x, y: below,
        style: Style(foreground: palette.muted), clip: area)
      below += 2
    }
    let end = drawPlayers(statistics, below: below, in: area, into: &buffer)
    return end - top
  }

  /// A row's recent results from `x` to the area's edge: the sparkline of the scores played
  /// alone, then the last game with several players in words ("Ana 9 pts · Ben 8 pts"), whole
  /// or not at all, leaving the sparkline at least a few bars.
  private func drawRecent(
    _ record: StatisticsPresentation.Row, x: Int, y: Int, in area: Rect,
    into buffer: inout CellBuffer
  ) {
    let room = max(0, area.maxX - x - 1)
    let scores = record.recentScores
    var bars = min(scores.count, room)
    if let latest = record.recentTables.first?.short.sanitizedForTerminal {
      let width = DisplayWidth.of(latest)
      let shared = scores.isEmpty ? 0 : min(scores.count, max(room - width - 1, min(8, room / 2)))
      let textX = x + shared + (shared > 0 ? 1 : 0)
      if textX + width <= area.maxX - 1 {
        bars = shared
        buffer.put(latest, x: textX, y: y, clip: area)
      }
    }
    buffer.put(
      Self.sparkline(Array(scores.suffix(bars))), x: x, y: y,
      style: Style(foreground: palette.focus), clip: area)
  }

  /// Wins and losses of the players of games with several players, each player's sentence
  /// wrapped between words onto as many rows as it needs, its further rows indented under the
  /// name (a Set racer's sentence is longer than 80 columns). Returns the row after the last
  /// one they take (`top` when there are none).
  private func drawPlayers(
    _ statistics: StatisticsPresentation, below top: Int, in area: Rect,
    into buffer: inout CellBuffer
  ) -> Int {
    let players = statistics.players
    guard !players.isEmpty else { return top - 1 }
    buffer.put(
      statistics.playersHeading, x: area.x + 1, y: top,
      style: Style(foreground: palette.muted, underline: true), clip: area)
    var y = top + 1
    for player in players {
      for (index, line) in Self.wrappedLines(player.sentence, width: area.width - 2).enumerated() {
        buffer.put(line, x: area.x + 1 + (index == 0 ? 0 : 2), y: y, clip: area)
        y += 1
      }
    }
    return y
  }

  /// A player's sentence or a row's name in rows for `width` columns, broken between words:
  /// whole when it fits, else in rows two columns narrower, so that the indented ones fit too.
  static func wrappedLines(_ sentence: String, width: Int) -> [String] {
    let text = sentence.sanitizedForTerminal
    guard DisplayWidth.of(text) > width else { return [text] }
    return TextWrapping.wrap(text, toWidth: max(1, width - 2))
  }
}

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

  /// Draws the statistics laid out for the area's width, their body from its row `offset` on
  /// (the rows above it scrolled away, under the pinned rows), with a mark at the right edge
  /// where there is more above or below; returns the layout.
  @discardableResult
  func draw(
    _ statistics: StatisticsPresentation, offset: Int = 0, in area: Rect,
    into buffer: inout CellBuffer
  ) -> Layout {
    let layout = self.layout(statistics, width: area.width)
    let pinnedHeight = min(layout.pinned.count, area.height)
    for (index, line) in layout.pinned.prefix(pinnedHeight).enumerated() {
      draw(line, y: area.y + index, in: area, into: &buffer)
    }
    let bodyArea = Rect(
      x: area.x, y: area.y + pinnedHeight, width: area.width, height: area.height - pinnedHeight)
    let first = max(0, offset)
    for (index, line) in layout.body.dropFirst(first).prefix(bodyArea.height).enumerated() {
      draw(line, y: bodyArea.y + index, in: bodyArea, into: &buffer)
    }
    drawScrollMarks(
      more: (above: first > 0, below: first + bodyArea.height < layout.body.count), in: area,
      into: &buffer)
    return layout
  }

  private func draw(_ line: Layout.Line, y: Int, in area: Rect, into buffer: inout CellBuffer) {
    for piece in line.pieces {
      buffer.put(piece.text, x: area.x + piece.x, y: y, style: piece.style, clip: area)
    }
  }

  /// Marks in the right margin where there is more above or below, as the help has: no row
  /// reaches that column, so a mark covers nothing (▲ sat on "Recent scores").
  private func drawScrollMarks(
    more: (above: Bool, below: Bool), in area: Rect, into buffer: inout CellBuffer
  ) {
    guard area.width > 0, area.height > 1 else { return }
    let style = Style(foreground: palette.focus, bold: true)
    if more.above {
      buffer.put(palette.isASCII ? "^" : "▲", x: area.maxX - 1, y: area.y, style: style)
    }
    if more.below {
      buffer.put(palette.isASCII ? "v" : "▼", x: area.maxX - 1, y: area.maxY - 1, style: style)
    }
  }

  /// The columns of the table (the names', then played, finished, best and fastest) with their
  /// widths, or `nil` where they and the recent scores do not all fit in `width`: then every
  /// row is laid out as its name over its labelled figures.
  private func columns(_ statistics: StatisticsPresentation, width: Int) -> [(String, Int)]? {
    let records = statistics.rows
    // Each column two columns wider than its heading in this language and than its widest
    // value (a table's best with whose it was: "8 by Ana" is not read with the fastest beside
    // it); the names' column as wide as the longest name, within what the other columns and the
    // recent scores' heading leave.
    let values = records.map { $0.cells.map(\.value) }
    var columns = zip([statistics.gameColumn] + statistics.columns, [22, 8, 6, 6, 9]).enumerated()
      .map { index, column in
        let widest =
          index == 0
          ? 0 : values.compactMap { $0.dropFirst(index - 1).first }.map(DisplayWidth.of).max() ?? 0
        return (column.0, max(column.1, DisplayWidth.of(column.0) + 2, widest + 2))
      }
    // The last column stays clear for the scroll marks.
    let room = width - 2
    let recent = DisplayWidth.of(statistics.recentScoresColumn)
    let numbers = columns.dropFirst().map(\.1).reduce(0, +)
    let longestName = records.map { DisplayWidth.of($0.title.sanitizedForTerminal) }.max() ?? 0
    // The names' column gives up its spare room before the table gives way, down to the
    // longest name or 22 columns: narrower, every name would take rows of its own.
    let least = max(DisplayWidth.of(columns[0].0) + 1, min(columns[0].1, longestName + 2))
    columns[0].1 = max(least, min(columns[0].1, room - numbers - recent))
    guard columns[0].1 + numbers + recent <= room else { return nil }
    // Two columns after the longest name: a name that ends in a number ("… · 4 pairs") is not
    // read with the count beside it ("4 pairs 2").
    columns[0].1 += max(
      0, min(longestName + 2 - columns[0].1, room - numbers - recent - columns[0].1))
    return columns
  }

  /// The statistics laid out for `width` columns: in columns where they all fit with the
  /// recent scores, else each row as its name over its labelled figures ("Played 3 · Finished
  /// 2 · Best 14 · Fastest 0:41") and its recent scores, so that every figure shows at 40.
  func layout(_ statistics: StatisticsPresentation, width: Int) -> Layout {
    let records = statistics.rows
    let muted = Style(foreground: palette.muted)
    guard !records.isEmpty else {
      return Layout(
        pinned: [Layout.Line()],
        body: [Layout.Line(pieces: [.init(text: " " + statistics.emptyText, x: 0, style: muted)])])
    }
    var body: [Layout.Line] = []
    var pinned = [Layout.Line()]
    var showsRecent = false
    if let columns = columns(statistics, width: width) {
      let heading = Style(foreground: palette.muted, underline: true)
      var x = 1
      var header = Layout.Line()
      for (title, columnWidth) in columns {
        header.pieces.append(.init(text: title, x: x, style: heading))
        x += columnWidth
      }
      header.pieces.append(.init(text: statistics.recentScoresColumn, x: x, style: heading))
      pinned.append(header)
      for record in records {
        body += tableLines(record, columns: columns, width: width)
      }
      showsRecent = true
    } else {
      for record in records {
        let lines = labelledLines(record, statistics: statistics, width: width)
        showsRecent = showsRecent || !record.recentScores.isEmpty
        body += lines
      }
    }
    // What the bars mean, under the rows that show them.
    if showsRecent, records.contains(where: { !$0.recentScores.isEmpty }) {
      body.append(Layout.Line())
      for (index, line) in Self.wrappedLines(statistics.recentScoresLegend, width: width - 2)
        .enumerated()
      {
        body.append(
          Layout.Line(
            pieces: [.init(text: line, x: index == 0 ? 1 : 3, style: muted)],
            startsBlock: index == 0))
      }
    }
    body += playerLines(statistics, width: width)
    return Layout(pinned: pinned, body: body)
  }

  /// The name's style of `record`: bold, in its theme's colour where there is colour.
  private func nameStyle(_ record: StatisticsPresentation.Row) -> Style {
    var style = Style(bold: true)
    if let colour = record.colour, palette.usesColor {
      style = style.foreground(palette.color(colour))
    }
    return style
  }

  /// A record in columns: its name and numbers on one row, or, where the name is wider than its
  /// column (a theme and size), the name whole on rows of its own, full width, and its numbers
  /// on the row under it: no two rows read alike as cut names would ("Memorize · Halloween…").
  private func tableLines(
    _ record: StatisticsPresentation.Row, columns: [(String, Int)], width: Int
  ) -> [Layout.Line] {
    var lines: [Layout.Line] = []
    let style = nameStyle(record)
    var cells = [(record.title, style)] + record.cells.map { ($0.value, Style()) }
    // Two columns at least between the name and its first number.
    if DisplayWidth.of(record.title.sanitizedForTerminal) > columns[0].1 - 2 {
      for (index, line) in Self.wrappedLines(record.title, width: width - 2).enumerated() {
        lines.append(
          Layout.Line(
            pieces: [.init(text: line, x: index == 0 ? 1 : 3, style: style)],
            startsBlock: index == 0))
      }
      cells[0].0 = ""
    }
    var row = Layout.Line(startsBlock: lines.isEmpty)
    var x = 1
    for ((text, style), (_, columnWidth)) in zip(cells, columns) {
      row.pieces.append(
        .init(text: text.truncatedForTerminal(toWidth: columnWidth - 1), x: x, style: style))
      x += columnWidth
    }
    let recent = recentPieces(record, x: x, width: width)
    row.pieces += recent.pieces
    lines.append(row)
    // A last table's result too wide for its column goes under the record, never left out.
    guard !recent.placedLatest, let latest = record.recentTables.first?.short else { return lines }
    return lines
      + TextWrapping.wrapPhrases(latest, toWidth: max(1, width - 4)).map {
        Layout.Line(pieces: [.init(text: $0, x: 3)])
      }
  }

  /// A record without columns: its name, then its figures each after its column's name, parted
  /// by " · " and broken only between figures, then its recent scores after their heading and
  /// its last game with several players, each indented under the name.
  private func labelledLines(
    _ record: StatisticsPresentation.Row, statistics: StatisticsPresentation, width: Int
  ) -> [Layout.Line] {
    var lines: [Layout.Line] = []
    let style = nameStyle(record)
    for (index, line) in Self.wrappedLines(record.title, width: width - 2).enumerated() {
      lines.append(
        Layout.Line(
          pieces: [.init(text: line, x: index == 0 ? 1 : 3, style: style)],
          startsBlock: index == 0))
    }
    let room = max(1, width - 4)
    for line in Self.packed(record.cells.map(\.labelled), width: room) {
      lines.append(Layout.Line(pieces: [.init(text: line, x: 3)]))
    }
    if !record.recentScores.isEmpty {
      let label = statistics.recentScoresColumn.sanitizedForTerminal
      let labelWidth = DisplayWidth.of(label) + 1
      let bars = max(1, min(record.recentScores.count, room - labelWidth))
      lines.append(
        Layout.Line(pieces: [
          .init(text: label, x: 3, style: Style(foreground: palette.muted)),
          .init(
            text: Self.sparkline(Array(record.recentScores.suffix(bars))), x: 3 + labelWidth,
            style: Style(foreground: palette.focus)),
        ]))
    }
    if let latest = record.recentTables.first?.short {
      for line in TextWrapping.wrapPhrases(latest, toWidth: room) {
        lines.append(Layout.Line(pieces: [.init(text: line, x: 3)]))
      }
    }
    return lines
  }

  /// `items` on rows of at most `width` columns, parted by " · " and broken only between them;
  /// an item wider than a row is cut.
  static func packed(_ items: [String], width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for item in items.map(\.sanitizedForTerminal) {
      let joined = line.isEmpty ? item : line + " · " + item
      if DisplayWidth.of(joined) <= width || line.isEmpty {
        line = joined
      } else {
        lines.append(line)
        line = item
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines.map { $0.truncatedForTerminal(toWidth: max(1, width)) }
  }

  /// A row's recent results from `x` to the last column but one (the last is the marks'): the
  /// sparkline of the scores played alone, then the last game with several players in words
  /// ("Ana 9 pts · Ben 8 pts"), whole or not at all (then under it), leaving a few bars.
  private func recentPieces(_ record: StatisticsPresentation.Row, x: Int, width: Int)
    -> (pieces: [Layout.Piece], placedLatest: Bool)
  {
    let end = width - 1
    let room = max(0, end - x)
    let scores = record.recentScores
    var bars = min(scores.count, room)
    var pieces: [Layout.Piece] = []
    if let latest = record.recentTables.first?.short.sanitizedForTerminal {
      let latestWidth = DisplayWidth.of(latest)
      let shared =
        scores.isEmpty ? 0 : min(scores.count, max(room - latestWidth - 1, min(8, room / 2)))
      let textX = x + shared + (shared > 0 ? 1 : 0)
      if textX + latestWidth <= end {
        bars = shared
        pieces.append(.init(text: latest, x: textX))
      }
    }
    let placedLatest = !pieces.isEmpty
    pieces.append(
      .init(
        text: Self.sparkline(Array(scores.suffix(bars))), x: x,
        style: Style(foreground: palette.focus)))
    return (pieces, placedLatest)
  }

  /// Wins and losses of the players of games with several players under their heading, each
  /// player's sentence wrapped between words onto as many rows as it needs, its further rows
  /// indented under the name (a Set racer's sentence is longer than 80 columns).
  private func playerLines(_ statistics: StatisticsPresentation, width: Int) -> [Layout.Line] {
    let players = statistics.players
    guard !players.isEmpty else { return [] }
    var lines = [
      Layout.Line(),
      Layout.Line(
        pieces: [
          .init(
            text: statistics.playersHeading, x: 1,
            style: Style(foreground: palette.muted, underline: true))
        ], startsBlock: true),
    ]
    for player in players {
      for (index, line) in Self.wrappedLines(player.sentence, width: width - 2).enumerated() {
        lines.append(
          Layout.Line(pieces: [.init(text: line, x: index == 0 ? 1 : 3)], startsBlock: index == 0))
      }
    }
    return lines
  }

  /// A player's sentence or a row's name in rows for `width` columns, broken between words:
  /// whole when it fits, else in rows two columns narrower, so that the indented ones fit too.
  static func wrappedLines(_ sentence: String, width: Int) -> [String] {
    let text = sentence.sanitizedForTerminal
    guard DisplayWidth.of(text) > width else { return [text] }
    return TextWrapping.wrap(text, toWidth: max(1, width - 2))
  }
}
